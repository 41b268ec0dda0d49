"""Reads of the invoices area: a user's papers (as client and as professional), a thing's
papers for its two parties, and one paper for its PDF. Anyone else's is not found (404)."""

from itertools import chain

from django.db.models import Q

from kernel.errors import NotFound
from marketplace.bookings.models import Appointment
from marketplace.bookings.services import PURPOSE as APPOINTMENT
from marketplace.events.models import PURPOSE as EVENT_SEAT
from marketplace.events.models import EventBooking
from marketplace.invoices import texts
from marketplace.invoices.models import CreditNote, Invoice
from marketplace.packages.models import Purchase
from marketplace.packages.services import PURPOSE as PACKAGE

PURPOSES = (APPOINTMENT, EVENT_SEAT, PACKAGE)


def _party(user_id: int):
    return Q(client_id=user_id) | Q(professional_id=user_id)


def party_of(*, user_id: int, purpose: str, purpose_id: int) -> bool:
    """Whether the user is the client or the professional of the thing."""
    if purpose == APPOINTMENT:
        return Appointment.objects.filter(_party(user_id), pk=purpose_id).exists()
    if purpose == EVENT_SEAT:
        seats = EventBooking.objects.filter(pk=purpose_id)
        return seats.filter(Q(user_id=user_id) | Q(event__host_id=user_id)).exists()
    if purpose == PACKAGE:
        return Purchase.objects.filter(_party(user_id), pk=purpose_id).exists()
    return False


def papers_of_thing(*, user_id: int, purpose: str, purpose_id: int) -> list:
    """The invoices and credit notes of one appointment, seat or package purchase, newest
    first, for its client and its professional (anyone else: NotFound)."""
    if not party_of(user_id=user_id, purpose=purpose, purpose_id=purpose_id):
        raise NotFound(texts.NOT_FOUND)
    invoices = list(Invoice.objects.filter(purpose=purpose, purpose_id=purpose_id))
    notes = CreditNote.objects.filter(invoice__in=invoices).select_related("invoice")
    return _newest_first(chain(invoices, notes))


def papers_of_user(user_id: int, *, upto: int) -> list:
    """The user's `upto` newest papers, as client and as professional: the newest of each
    kind merged (a page needs no more of either)."""
    invoices = Invoice.objects.filter(_party(user_id)).order_by("-issued_at", "-id")[:upto]
    notes = CreditNote.objects.filter(_party(user_id)).select_related("invoice")
    notes = notes.order_by("-issued_at", "-id")[:upto]
    return _newest_first(chain(invoices, notes))[:upto]


def _newest_first(papers) -> list:
    return sorted(papers, key=lambda paper: (paper.issued_at, paper.pk), reverse=True)


def invoice_of(*, user_id: int, invoice_id: int) -> Invoice:
    found = Invoice.objects.filter(_party(user_id), pk=invoice_id).first()
    if found is None:
        raise NotFound(texts.NOT_FOUND)
    return found


def credit_note_of(*, user_id: int, note_id: int) -> CreditNote:
    found = CreditNote.objects.filter(_party(user_id), pk=note_id).select_related("invoice")
    found = found.first()
    if found is None:
        raise NotFound(texts.NOT_FOUND)
    return found
