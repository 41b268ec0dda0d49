from django.http import HttpResponse
from ninja import Query, Router

from kernel import languages
from kernel.errors import ErrorOut
from kernel.paging import PAGE_SIZE
from marketplace.accounts.auth import session_auth
from marketplace.invoices import queries
from marketplace.invoices.lines import description, filename
from marketplace.invoices.models import CreditNote, Invoice
from marketplace.invoices.schemas import PaperOut, PaperPageOut, PapersIn, PapersOfIn

router = Router(tags=["invoices"], auth=session_auth)
ERRORS = {400: ErrorOut, 401: ErrorOut, 404: ErrorOut, 422: ErrorOut}
API = "/api/v1/invoices"


def _out(paper, user_id: int) -> dict:
    invoice = paper if isinstance(paper, Invoice) else paper.invoice
    credit = isinstance(paper, CreditNote)
    return {
        "id": paper.pk, "kind": "credit_note" if credit else "invoice",
        "paper": "credit_note" if credit else invoice.paper, "number": paper.number,
        "against": invoice.number if credit else "", "issued_at": paper.issued_at.isoformat(),
        "total_paise": paper.total_paise, "tax_paise": paper.tax_paise,
        "purpose": invoice.purpose, "purpose_id": invoice.purpose_id,
        "role": "professional" if invoice.professional_id == user_id else "client",
        "supplier_name": invoice.supplier_name, "recipient_name": invoice.recipient_name,
        "description": description(invoice),
        "pdf_url": f"{API}/credit-notes/{paper.pk}/pdf" if credit else f"{API}/{paper.pk}/pdf",
    }  # fmt: skip


@router.get("", response={200: PaperPageOut, **ERRORS})
def mine(request, params: Query[PapersIn]):
    """Every invoice and credit note of the caller, as client and as professional, newest
    first (the Invoices page)."""
    user_id = request.auth.user.pk
    found = queries.papers_of_user(user_id, upto=params.page * PAGE_SIZE + 1)
    start = (params.page - 1) * PAGE_SIZE
    items = found[start : start + PAGE_SIZE]
    return {
        "items": [_out(paper, user_id) for paper in items], "page": params.page,
        "has_next": len(found) > start + PAGE_SIZE,
    }  # fmt: skip


@router.get("/of", response={200: list[PaperOut], **ERRORS})
def of_thing(request, params: Query[PapersOfIn]):
    """The invoices and credit notes of one appointment, webinar seat or package purchase,
    for its client and its professional (404 for anyone else)."""
    user_id = request.auth.user.pk
    found = queries.papers_of_thing(
        user_id=user_id, purpose=params.purpose, purpose_id=params.purpose_id
    )
    return [_out(paper, user_id) for paper in found]


def _attachment(body: bytes, number: str) -> HttpResponse:
    answer = HttpResponse(body, content_type="application/pdf")
    answer["Content-Disposition"] = f'attachment; filename="{filename(number)}"'
    answer["Cache-Control"] = "private, no-store"
    return answer


@router.get("/{int:invoice_id}/pdf", response={200: None, **ERRORS})
def invoice_pdf(request, invoice_id: int):
    """The invoice as a PDF, in the request's language (`?lang=hi` for Hindi)."""
    from marketplace.invoices import papers  # the PDF library loads with the first paper

    invoice = queries.invoice_of(user_id=request.auth.user.pk, invoice_id=invoice_id)
    return _attachment(papers.invoice_pdf(invoice, languages.active()), invoice.number)


@router.get("/credit-notes/{int:note_id}/pdf", response={200: None, **ERRORS})
def credit_note_pdf(request, note_id: int):
    """The credit note as a PDF, in the request's language (`?lang=hi` for Hindi)."""
    from marketplace.invoices import papers  # the PDF library loads with the first paper

    note = queries.credit_note_of(user_id=request.auth.user.pk, note_id=note_id)
    return _attachment(papers.credit_note_pdf(note, languages.active()), note.number)
