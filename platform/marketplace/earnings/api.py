import datetime

from django.http import HttpResponse
from django.utils import timezone
from ninja import Field, Query, Router, Status

from kernel import languages
from kernel.errors import ErrorOut, NotFound, invalid_fields
from kernel.paging import PageIn, paginate
from kernel.schemas import QueryInput
from marketplace.accounts.auth import session_auth
from marketplace.earnings import queries, services, statements, texts
from marketplace.earnings.models import FeeInvoice
from marketplace.earnings.schemas import (
    EarningsSummaryOut,
    FeeInvoicePageOut,
    TaxWithheldOut,
    WithdrawalIn,
    WithdrawalOut,
    WithdrawalPageOut,
    WithdrawalPreviewOut,
)
from marketplace.tax.periods import financial_year, ist_date

router = Router(tags=["earnings"], auth=session_auth)
ERRORS = {400: ErrorOut, 401: ErrorOut, 422: ErrorOut}
FORMATS = {"csv": "text/csv; charset=utf-8", "pdf": "application/pdf"}


class PreviewIn(QueryInput):
    balance: str = Field("", max_length=10, description="booking or event")
    amount: str = Field("", max_length=20, description="Rupees; empty: all that is withdrawable")


class StatementIn(QueryInput):
    quarter: str = Field("", max_length=20, description="Like 2026-27-Q1")
    format: str = Field("pdf", max_length=10, description="csv or pdf")


class YearIn(QueryInput):
    year: str = Field("", max_length=10, description="Like 2026-27; empty: this one")


@router.get("/summary", response={200: EarningsSummaryOut, **ERRORS})
def summary(request):
    """The dashboard's cards, balances and 30-day chart, summed from the ledger."""
    found = queries.summary(request.auth.user.pk)
    return {**vars(found), "minimum_withdrawal_paise": services.MINIMUM_WITHDRAWAL_PAISE}


@router.get("/withdrawals", response={200: WithdrawalPageOut, **ERRORS})
def withdrawals(request, params: Query[PageIn]):
    """The caller's withdrawals, newest first (the spec's payment history)."""
    return queries.withdrawals_of(professional=request.auth.user, page=params.page)


@router.post("/withdrawals", response={201: WithdrawalOut, 409: ErrorOut, **ERRORS})
def withdraw(request, payload: WithdrawalIn):
    """Ask for a payout from the Booking or the Event balance: at least ₹100 and at most what
    is withdrawable now; staff pay it from the back office. It records the gross, fee, TDS
    and TCS the net stands for, as the preview showed them."""
    draft = services.WithdrawalDraft(**payload.dict())
    return Status(201, services.withdrawal_request(professional=request.auth.user, draft=draft))


@router.get("/withdrawal-preview", response={200: WithdrawalPreviewOut, **ERRORS})
def withdrawal_preview(request, params: Query[PreviewIn]):
    """What a withdrawal of `amount` rupees (empty: all that is withdrawable) from `balance`
    would record: gross - platform fee - TDS - TCS = net, at the balance's own ratios."""
    figures, available = services.withdrawal_preview(
        professional=request.auth.user, balance=params.balance, amount=params.amount
    )
    return {**vars(figures), "balance": params.balance, "withdrawable_paise": available}


@router.get("/statement", response={200: None, **ERRORS})
def statement(request, params: Query[StatementIn]):
    """The caller's statement for a quarter (`2026-27-Q1`) as CSV or PDF, in the request's
    language (`?lang=hi`): opening balance, every movement, closing balance, totals."""
    from marketplace.earnings import papers  # the PDF library loads with the first paper

    quarter = statements.quarter_from(params.quarter)
    if params.format not in FORMATS:
        raise invalid_fields({"format": texts.CHOOSE_FORMAT})
    found = statements.statement(request.auth.user.pk, quarter)
    language = languages.active()
    if params.format == "csv":
        body = papers.statement_csv(found, language)
    else:
        body = papers.statement_pdf(found, language)
    answer = HttpResponse(body, content_type=FORMATS[params.format])
    name = f"statement-{statements.code_of(quarter)}-{language}.{params.format}"
    answer["Content-Disposition"] = f'attachment; filename="{name}"'
    return answer


@router.get("/tax-withheld", response={200: TaxWithheldOut, **ERRORS})
def tax_withheld(request, params: Query[YearIn]):
    """For each quarter of a financial year (`2026-27`; empty: this one), the gross paid and
    the TDS and TCS withheld from it: what Form 26AS and GSTR-2X should show."""
    year = statements.year_from(params.year) if params.year else financial_year(timezone.now())
    found = statements.withheld_in(request.auth.user.pk, year)
    quarters = [
        {
            "quarter": statements.code_of(row.quarter),
            "number": row.quarter.number,
            "starts_on": ist_date(row.quarter.starts_at),
            "ends_on": ist_date(row.quarter.ends_at) - datetime.timedelta(days=1),
            "gross_paise": row.gross_paise,
            "tds_paise": row.tds_paise,
            "tcs_paise": row.tcs_paise,
        }  # fmt: skip
        for row in found
    ]
    return {
        "year": year, "quarters": quarters,
        "tds_paise": sum(row.tds_paise for row in found),
        "tcs_paise": sum(row.tcs_paise for row in found),
    }  # fmt: skip


@router.get("/fee-invoices", response={200: FeeInvoicePageOut, **ERRORS})
def fee_invoices(request, params: Query[PageIn]):
    """The platform's invoices to the caller for its fee, one a month, newest first."""
    return paginate(FeeInvoice.objects.filter(professional=request.auth.user), page=params.page)


@router.get("/fee-invoices/{int:invoice_id}/pdf", response={200: None, 404: ErrorOut, **ERRORS})
def fee_invoice_pdf(request, invoice_id: int):
    """One of the caller's fee invoices as PDF, in the request's language (`?lang=hi`)."""
    from marketplace.earnings import papers  # the PDF library loads with the first paper

    invoice = FeeInvoice.objects.filter(pk=invoice_id, professional=request.auth.user).first()
    if invoice is None:
        raise NotFound(texts.FEE_INVOICE_NOT_FOUND)
    language = languages.active()
    answer = HttpResponse(papers.fee_invoice_pdf(invoice, language), content_type=FORMATS["pdf"])
    name = f"{invoice.number.replace('/', '-')}-{language}.pdf"
    answer["Content-Disposition"] = f'attachment; filename="{name}"'
    return answer
