import { useState } from "react";
import toast from "react-hot-toast";
import { formatPaise } from "../../../shared/format/rupees";
import { currentLocale } from "../../../shared/i18n/i18n";
import { downloadPaper, myPapers, type Paper } from "../../../shared/invoices/api";
import { usePagedList } from "../../../shared/query/use-paged-list";
import { Page } from "../../../shared/ui/page";
import { INVOICES_TEXTS as T } from "../constants";

const KIND: Record<Paper["paper"], () => string> = {
  tax_invoice: () => T.taxInvoice,
  bill_of_supply: () => T.billOfSupply,
  invoice: () => T.invoice,
  credit_note: () => T.creditNote,
};

/** Its date in IST, as the paper prints it. */
function issuedOn(paper: Paper): string {
  return new Date(paper.issued_at).toLocaleDateString(currentLocale(), { timeZone: "Asia/Kolkata", dateStyle: "medium" });
}

function PaperRow({ paper }: { paper: Paper }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPaper(paper);
    } catch {
      toast.error(T.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  const client = paper.role === "client";
  return (
    <li className="card invoice-row" data-testid="invoice-row">
      <h2 className="invoice-title">
        {KIND[paper.paper]()} · {paper.number}
      </h2>
      <p>{paper.description}</p>
      <dl className="invoice-facts">
        <dt>{T.date}</dt>
        <dd>{issuedOn(paper)}</dd>
        <dt>{client ? T.from : T.to}</dt>
        <dd>{client ? paper.supplier_name : paper.recipient_name}</dd>
        <dt>{T.total}</dt>
        <dd>
          {formatPaise(paper.total_paise)} · {client ? T.paidBy : T.paidTo}
        </dd>
      </dl>
      {paper.against && <p className="muted">{T.against(paper.against)}</p>}
      <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => void download()}>
        {busy ? T.loading : T.download}
      </button>
    </li>
  );
}

/** /invoices (session): every invoice and credit note of the user, as client and as
 * professional, newest first; each PDF made by the server in the language shown. */
export function InvoicesPage() {
  const { items, status, loadMore } = usePagedList(["invoices", "mine"], (page) => myPapers(page), { fresh: true });
  return (
    <Page narrow>
      <h1 className="page-title">{T.title}</h1>
      <p>{T.intro}</p>
      {status === "failed" && <p role="alert">{T.failed}</p>}
      {status === "done" && items.length === 0 && <p>{T.none}</p>}
      <ul className="invoice-list" aria-busy={status === "loading"}>
        {items.map((paper) => (
          <PaperRow key={`${paper.kind}-${paper.id}`} paper={paper} />
        ))}
      </ul>
      {status === "loading" && <p role="status">{T.loading}</p>}
      {status === "more" && (
        <button type="button" className="button button-outline" onClick={loadMore}>
          {T.more}
        </button>
      )}
    </Page>
  );
}
