import { queryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { getMyEmail } from "../session/api/get-my-email";
import { meQuery } from "../session/me-query";
import { TextField } from "../ui/text-field";

/** The signed-in user's own e-mail, one cache entry for every booking form. */
export const myEmailQuery = queryOptions({
  queryKey: ["session", "my-email"],
  queryFn: ({ signal }) => getMyEmail(signal),
});

/**
 * Who books (an appointment, a seat): name and e-mail as typed, and until then the user's own
 * (their name, their profile's e-mail); the phone is the signed-in one.
 */
export function useBooker() {
  const me = useQuery(meQuery);
  const myEmail = useQuery(myEmailQuery);
  const [name, setName] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  return {
    name: name ?? me.data?.name ?? "",
    email: email ?? myEmail.data ?? "",
    phone: me.data?.phone ?? "",
    setName,
    setEmail,
  };
}

export type Booker = ReturnType<typeof useBooker>;

interface BookerFieldsProps {
  booker: Booker;
  /** Each screen's own words for the three fields (the spec's). */
  labels: { fullName: string; phone: string; email: string };
  errors: Partial<Record<"name" | "email", string>>;
}

/** The booker's Full Name, Phone (read only: the signed-in one) and Email fields. */
export function BookerFields({ booker, labels, errors }: BookerFieldsProps) {
  return (
    <>
      <TextField
        label={labels.fullName}
        name="name"
        autoComplete="name"
        value={booker.name}
        onChange={(event) => booker.setName(event.target.value)}
        error={errors.name}
        required
      />
      <TextField label={labels.phone} name="phone" autoComplete="tel" inputMode="numeric" value={booker.phone} readOnly />
      <TextField
        label={labels.email}
        name="email"
        type="email"
        autoComplete="email"
        value={booker.email}
        onChange={(event) => booker.setEmail(event.target.value)}
        error={errors.email}
        required
      />
    </>
  );
}
