export interface User {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  username: string;
  /** E.164, e.g. "+919876543210". */
  phone: string;
  image: string | null;
}

/** Answer of a completed sign-in or registration. */
export interface SignedIn {
  status: "signed_in";
  token: string;
  user: User;
}
