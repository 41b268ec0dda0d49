import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { saveFile } from "../../../shared/api/files";
import { formatPaise } from "../../../shared/format/rupees";
import { earningsKeys } from "../api/query-keys";
import { getFeeInvoicePdf, getStatement, getTaxWithheld, listFeeInvoices } from "../api/tax";
import { TAX_TEXTS as T } from "../tax-texts";

const YEARS_SHOWN = 3;

/** "2026-27" for today in India (the financial year starts on 1 April). */
export function financialYearOf(day: Date): string {
  const ist = new Date(day.getTime() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

function yearsUpTo(year: string): string[] {
  const start = Number(year.slice(0, 4));
  return Array.from({ length: YEARS_SHOWN }, (_, index) => {
    const first = start - index;
    return `${first}-${String((first + 1) % 100).padStart(2, "0")}`;
  });
}

function useDownload() {
  const { i18n } = useTranslation();
  const lang = i18n.language === "hi" ? "hi" : "en";
  return (fetchFile: (lang: string) => Promise<Blob>, name: string) => {
    fetchFile(lang).then(
      (blob) => saveFile(blob, name),
      () => toast.error(T.downloadFailed),
    );
  };
}

/** For each quarter of a financial year: gross, TDS and TCS withheld, and its statement. */
export function TaxWithheldSection() {
  const titleId = useId();
  const current = financialYearOf(new Date());
  const [year, setYear] = useState(current);
  const withheld = useQuery({ queryKey: earningsKeys.taxWithheld(year), queryFn: ({ signal }) => getTaxWithheld(year, signal) });
  const download = useDownload();
  const data = withheld.data;
  return (
    <section className="card tax-withheld" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">{T.withheldTitle}</h2>
      <p className="muted">{T.withheldIntro}</p>
      <div className="field">
        <label htmlFor="tax-year">{T.financialYear}</label>
        <select id="tax-year" name="year" autoComplete="off" value={year} onChange={(event) => setYear(event.target.value)}>
          {yearsUpTo(current).map((option) => <option key={option} value={option}>{option}</option>)}
        </select>
      </div>
      {data && (
        <table className="tax-table">
          <thead>
            <tr>
              <th scope="col">{T.quarter}</th>
              <th scope="col">{T.grossShort}</th>
              <th scope="col">{T.tdsShort}</th>
              <th scope="col">{T.tcsShort}</th>
              <th scope="col">{T.statement}</th>
            </tr>
          </thead>
          <tbody>
            {data.quarters.map((row) => (
              <tr key={row.quarter}>
                <th scope="row">{T.quarterName(row.number, row.starts_on, row.ends_on)}</th>
                <td>{formatPaise(row.gross_paise)}</td>
                <td>{formatPaise(row.tds_paise)}</td>
                <td>{formatPaise(row.tcs_paise)}</td>
                <td className="tax-links">
                  <button type="button" className="link-button" aria-label={T.statementCsv(row.quarter)}
                    onClick={() => download((lang) => getStatement(row.quarter, "csv", lang), `statement-${row.quarter}.csv`)}>
                    {T.csv}
                  </button>
                  <button type="button" className="link-button" aria-label={T.statementPdf(row.quarter)}
                    onClick={() => download((lang) => getStatement(row.quarter, "pdf", lang), `statement-${row.quarter}.pdf`)}>
                    {T.pdf}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{T.yearTotal}</th>
              <td>{formatPaise(data.quarters.reduce((sum, row) => sum + row.gross_paise, 0))}</td>
              <td>{formatPaise(data.tds_paise)}</td>
              <td>{formatPaise(data.tcs_paise)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}

/** The platform's monthly invoices for its fee, each a PDF. */
export function FeeInvoicesSection() {
  const titleId = useId();
  const found = useQuery({ queryKey: earningsKeys.feeInvoices(), queryFn: ({ signal }) => listFeeInvoices(signal) });
  const download = useDownload();
  const items = found.data?.items ?? [];
  return (
    <section className="card fee-invoices" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">{T.invoicesTitle}</h2>
      {found.data && items.length === 0 && <p className="muted">{T.invoicesEmpty}</p>}
      {items.length > 0 && (
        <ul className="fee-invoice-list">
          {items.map((invoice) => (
            <li key={invoice.id}>
              <span>{T.invoiceOf(invoice.number, invoice.month.slice(0, 7), formatPaise(invoice.total_paise))}</span>
              <button type="button" className="link-button" aria-label={T.invoicePdf(invoice.number)}
                onClick={() => download((lang) => getFeeInvoicePdf(invoice.id, lang), `${invoice.number.replaceAll("/", "-")}.pdf`)}>
                {T.pdf}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
