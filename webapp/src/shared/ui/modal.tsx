import { useEffect, useId, useRef, type ReactNode } from "react";
import "./modal.css";

interface ModalProps {
  title: string;
  subtitle?: string;
  /** Escape or a click on the backdrop; ignored while the dialog is busy (say so with a no-op). */
  onClose: () => void;
  /** Another look (the crop dialog's wider, darker one). */
  className?: string;
  children: ReactNode;
}

/**
 * A plain HTML <dialog>, shown modal while mounted: the browser traps focus, closes it on
 * Escape (reported through onClose) and restores focus afterwards. Clicking the backdrop
 * closes it too. Where showModal is missing (old browsers, jsdom) it opens in place.
 */
export function Modal({ title, subtitle, onClose, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const subtitleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === "function") {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute("open", "");
    }
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : "modal"}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal-body">
        <h2 id={titleId}>{title}</h2>
        {subtitle && (
          <p id={subtitleId} className="muted">
            {subtitle}
          </p>
        )}
        {children}
      </div>
    </dialog>
  );
}
