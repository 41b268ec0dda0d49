import type { RichTextEditorProps } from "../components/rich-text-editor";

/** Quill needs a real browser: the page tests write HTML into a plain textarea instead. */
export default function FakeEditor({ value, onChange, labelledBy, describedBy }: RichTextEditorProps) {
  return <textarea aria-labelledby={labelledBy} aria-describedby={describedBy} value={value} onChange={(event) => onChange(event.target.value)} />;
}
