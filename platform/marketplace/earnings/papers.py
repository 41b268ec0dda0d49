"""The papers of the earnings area, in the language asked for (English or Hindi): a quarter's
statement as CSV and PDF, and the platform's fee invoice as PDF (kernel.paper). Figures come
from statements.py and the stored invoice; dates are IST dates."""

import csv
import datetime
import io

from django.conf import settings
from django.utils import translation

from kernel.paper import rupees
from kernel.paper.pdf import Paper
from marketplace.accounts.models import User
from marketplace.earnings import texts
from marketplace.earnings.models import Entry, FeeInvoice
from marketplace.earnings.statements import Statement, code_of
from marketplace.tax import texts as tax_texts
from marketplace.tax.papers import gst_rows, id_lines
from marketplace.tax.periods import ist_date
from marketplace.tax.queries import details_of
from marketplace.tax.states import state_name

Kind = Entry.Kind
KINDS = {
    Kind.PAYMENT: texts.KIND_PAYMENT, Kind.REFUND: texts.KIND_REFUND,
    Kind.WITHDRAWAL: texts.KIND_WITHDRAWAL, Kind.PAYOUT: texts.KIND_PAYOUT,
    Kind.PAYOUT_FAILED: texts.KIND_PAYOUT_FAILED,
}  # fmt: skip
DAY = "%d-%m-%Y"


def _decimal(paise: int) -> str:
    """Rupees with two decimals and no grouping, for a spreadsheet: -1234.50."""
    sign = "-" if paise < 0 else ""
    return f"{sign}{abs(paise) // 100}.{abs(paise) % 100:02d}"


def statement_csv(statement: Statement, language: str) -> str:
    with translation.override(language):
        out = io.StringIO()
        writer = csv.writer(out)
        head = [texts.DATE, texts.WHAT, "reference", "", texts.GROSS, texts.FEE, texts.TDS,
                texts.TCS, texts.NET, texts.PAID_OUT, texts.BALANCE]  # fmt: skip
        writer.writerow([str(cell) for cell in head])
        start = ist_date(statement.quarter.starts_at).strftime(DAY)
        writer.writerow([start, str(texts.OPENING), "", "", "", "", "", "", "", "",
                         _decimal(statement.opening_paise)])  # fmt: skip
        for row in statement.rows:
            writer.writerow([
                ist_date(row.at).strftime(DAY), str(KINDS.get(row.kind, row.kind)), row.source,
                _cell(row.memo), _decimal(row.gross_paise), _decimal(row.fee_paise),
                _decimal(row.tds_paise), _decimal(row.tcs_paise), _decimal(row.net_paise),
                _decimal(row.paid_out_paise), _decimal(row.balance_paise),
            ])  # fmt: skip
        totals = statement.totals
        end = _last_day(statement)
        figures = (
            totals.gross_paise, totals.fee_paise, totals.tds_paise, totals.tcs_paise,
            totals.net_paise, totals.paid_out_paise, statement.closing_paise,
        )  # fmt: skip
        writer.writerow([end, str(texts.CLOSING), "", "", *map(_decimal, figures)])
        return out.getvalue()


def _cell(value: str) -> str:
    """A leading =, +, - or @ would be a formula in a spreadsheet: quote it as text."""
    return f"'{value}" if value[:1] in ("=", "+", "-", "@") else value


def _last_day(statement: Statement) -> str:
    return (ist_date(statement.quarter.ends_at) - datetime.timedelta(days=1)).strftime(DAY)


def _platform_lines() -> list[str]:
    return [
        settings.PLATFORM_ADDRESS,
        *id_lines(gstin=settings.PLATFORM_GSTIN, pan=settings.PLATFORM_PAN),
    ]


def statement_pdf(statement: Statement, language: str) -> bytes:
    user = User.objects.get(pk=statement.professional_id)
    details = details_of(statement.professional_id)
    quarter = statement.quarter
    with translation.override(language):
        paper = Paper(
            title=str(texts.STATEMENT), language=language, footer=code_of(quarter),
        )  # fmt: skip
        mine = [details.legal_name or user.name or user.username]
        mine += id_lines(pan=details.pan) or [str(texts.NO_PAN)]
        mine += id_lines(gstin=details.gstin)
        paper.parties(
            (str(texts.PLATFORM), [settings.PLATFORM_LEGAL_NAME, *_platform_lines()]),
            (str(texts.PROFESSIONAL), mine),
        )
        period = str(texts.FROM_TO).format(
            start=ist_date(quarter.starts_at).strftime(DAY), end=_last_day(statement)
        )
        which = str(texts.STATEMENT_OF).format(quarter=f"Q{quarter.number}", year=quarter.year)
        paper.facts([
            (str(texts.PERIOD), f"{which}: {period}"),
            (str(texts.OPENING), rupees(statement.opening_paise)),
        ])  # fmt: skip
        if statement.rows:
            rows = [
                [
                    f"{ist_date(row.at).strftime(DAY)} {KINDS.get(row.kind, row.kind)}\n{row.memo}",
                    rupees(row.gross_paise) if row.gross_paise else "",
                    rupees(row.fee_paise) if row.fee_paise else "",
                    rupees(row.tds_paise) if row.tds_paise else "",
                    rupees(row.tcs_paise) if row.tcs_paise else "",
                    rupees(row.net_paise) if row.net_paise or not row.paid_out_paise
                    else f"({rupees(row.paid_out_paise)})",
                    rupees(row.balance_paise),
                ]
                for row in statement.rows
            ]  # fmt: skip
            heads = [texts.WHAT, texts.GROSS, texts.FEE, texts.TDS, texts.TCS, texts.NET,
                     texts.BALANCE]  # fmt: skip
            paper.lines([str(h) for h in heads], rows, [52, 22, 22, 18, 18, 22, 26])
        else:
            paper.note(str(texts.NOTHING_MOVED))
        totals = statement.totals
        paper.totals([
            (str(texts.TOTAL_GROSS), totals.gross_paise), (str(texts.TOTAL_FEE), totals.fee_paise),
            (str(texts.TOTAL_TDS), totals.tds_paise), (str(texts.TOTAL_TCS), totals.tcs_paise),
            (str(texts.TOTAL_NET), totals.net_paise),
            (str(texts.TOTAL_WITHDRAWN), totals.withdrawn_paise),
            (str(texts.CLOSING), statement.closing_paise),
        ])  # fmt: skip
        paper.in_words(str(texts.NET_IN_WORDS), totals.net_paise)
        paper.in_words(str(texts.CLOSING_IN_WORDS), statement.closing_paise)
        paper.note(str(texts.STATEMENT_NOTE))
        return paper.pdf()


def fee_invoice_pdf(invoice: FeeInvoice, language: str) -> bytes:
    with translation.override(language):
        title = str(texts.INVOICE if invoice.with_gst else texts.INVOICE_NO_GST)
        paper = Paper(title=title, language=language, footer=invoice.number)
        supplier = [
            invoice.supplier_name, invoice.supplier_address,
            *id_lines(gstin=invoice.supplier_gstin, pan=invoice.supplier_pan),
        ]  # fmt: skip
        recipient = [
            invoice.recipient_name, invoice.recipient_address,
            *id_lines(gstin=invoice.recipient_gstin, pan=invoice.recipient_pan),
        ]  # fmt: skip
        paper.parties((str(tax_texts.SUPPLIER), supplier), (str(tax_texts.RECIPIENT), recipient))
        month = invoice.month.strftime("%m-%Y")
        facts = [
            (str(texts.INVOICE_NUMBER), invoice.number),
            (str(texts.INVOICE_DATE), ist_date(invoice.issued_at).strftime(DAY)),
            (str(texts.INVOICE_MONTH), month),
        ]
        if invoice.recipient_state:
            place = f"{state_name(invoice.recipient_state)} ({invoice.recipient_state})"
            facts.append((str(tax_texts.PLACE_OF_SUPPLY), place))
        paper.facts(facts)
        line = str(texts.FEE_LINE).format(month=month)
        paper.lines(
            [str(texts.DESCRIPTION), str(texts.SAC), str(texts.AMOUNT)],
            [[line, invoice.sac, rupees(invoice.taxable_paise)]],
            [120, 25, 35],
        )
        rows = [(str(tax_texts.TAXABLE_VALUE), invoice.taxable_paise)]
        if invoice.with_gst:
            split = invoice.cgst_paise or invoice.sgst_paise
            rows += gst_rows(
                invoice.rate_bp, igst=invoice.igst_paise, cgst=invoice.cgst_paise,
                sgst=invoice.sgst_paise, inter_state=bool(invoice.igst_paise) or not split,
            )  # fmt: skip
        rows.append((str(texts.TOTAL), invoice.total_paise))
        paper.totals(rows)
        paper.in_words(str(texts.TOTAL_IN_WORDS), invoice.total_paise)
        paper.note(str(texts.INVOICE_NOTE))
        return paper.pdf()
