import "./ui.css";

/** A form's overall error (or notice) under the form; announced to screen readers. */
export function FormMessage({ text, tone = "error" }: { text: string | null; tone?: "error" | "info" }) {
  if (!text) return null;
  return (
    <p className={`form-message form-message-${tone}`} role={tone === "error" ? "alert" : "status"}>
      {text}
    </p>
  );
}
