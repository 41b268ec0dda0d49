import type { ReactNode } from "react";
import "./ui.css";

/** The readable column every content page sits in. */
export function Page({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={narrow ? "page page-narrow" : "page"}>{children}</div>;
}
