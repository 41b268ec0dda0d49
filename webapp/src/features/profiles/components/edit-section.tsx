import { useId, type ReactNode } from "react";

/** A card of /editProfile whose accessible name is its heading. */
export function EditSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card edit-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
