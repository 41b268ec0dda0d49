import { useEffect, useRef } from "react";
import ReactQuill from "react-quill-new";
import "react-quill-new/dist/quill.snow.css";

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** The ids of the visible label and of the hint or error, for screen readers. */
  labelledBy: string;
  describedBy?: string;
  placeholder?: string;
}

const MODULES = {
  toolbar: [[{ header: [1, 2, 3, false] }], ["bold", "italic", "underline", "strike"], [{ list: "ordered" }, { list: "bullet" }], ["blockquote", "link"], ["clean"]],
};
/** What the server keeps (its allow-list): no images, colours or fonts. */
const FORMATS = ["header", "bold", "italic", "underline", "strike", "list", "blockquote", "link", "code-block", "code"];

/**
 * The Quill editor (react-quill-new). This module is loaded only by the create and edit
 * screens, through React.lazy, so no other page downloads Quill.
 */
export default function RichTextEditor({ value, onChange, labelledBy, describedBy, placeholder }: RichTextEditorProps) {
  const quill = useRef<ReactQuill>(null);
  useEffect(() => {
    // Quill's editable area is a div it creates: named and described by the field's label.
    const root = quill.current?.getEditor().root;
    if (!root) return;
    root.setAttribute("role", "textbox");
    root.setAttribute("aria-multiline", "true");
    root.setAttribute("aria-labelledby", labelledBy);
    if (describedBy) root.setAttribute("aria-describedby", describedBy);
    else root.removeAttribute("aria-describedby");
  }, [labelledBy, describedBy]);
  return (
    <ReactQuill
      ref={quill}
      theme="snow"
      value={value}
      onChange={(html) => onChange(html)}
      modules={MODULES}
      formats={FORMATS}
      placeholder={placeholder}
    />
  );
}
