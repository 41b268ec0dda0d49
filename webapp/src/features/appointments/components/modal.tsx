import { useEffect, useId, useRef, type ReactNode } from "react";

interface ModalProps {
  title: string;
  subtitle?: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A plain HTML <dialog>, shown modal while mounted: the browser traps focus, closes it on
 * Escape (reported through onClose) and restores focus afterwards. Clicking the backdrop
 * closes it too. Where showModal is missing (old browsers, jsdom) it opens in place.
 */
export function Modal({ title, subtitle, onClose, children }: ModalProps) {
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
      className="appointment-dialog"
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
      <div className="appointment-dialog-body">
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
