import { APPOINTMENT_TEXTS as T } from "../constants";
import { Modal } from "../../../shared/ui/modal";

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before a move that cannot be undone (cancelling an appointment). */
export function ConfirmDialog({ title, text, confirm, busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal title={title} subtitle={text} onClose={onClose}>
      <div className="modal-actions">
        <button type="button" className="button button-outline" onClick={onClose} disabled={busy}>
          {T.keep}
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={busy}>
          {busy ? T.loading : confirm}
        </button>
      </div>
    </Modal>
  );
}
