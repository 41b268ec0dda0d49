import type { Schema } from "../api/schemas";

export type User = Schema<"UserOut">;

/** Answer of a completed sign-in or registration. */
export type SignedIn = Schema<"SignInOut"> & { status: "signed_in"; token: string; user: User };
