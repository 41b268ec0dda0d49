import { useState } from "react";
import toast from "react-hot-toast";
import { downloadPaper, papersOf, type Purpose } from "./api";
import { INVOICE_TEXTS as T } from "./constants";

/** "Invoice": the PDF of what this thing's payment was invoiced with, made by the server. */
export function InvoiceButton({ purpose, purposeId }: { purpose: Purpose; purposeId: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const invoice = (await papersOf(purpose, purposeId)).find((paper) => paper.kind === "invoice");
      if (invoice) await downloadPaper(invoice);
      else toast(T.notYet);
    } catch {
      toast.error(T.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button-outline button-small"
      disabled={busy}
      data-testid="invoice-download"
      onClick={() => void download()}
    >
      {busy ? T.downloading : T.invoice}
    </button>
  );
}
