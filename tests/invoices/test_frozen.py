"""An issued invoice never changes: a later reschedule, profile edit or tax details change
leaves its fields and its PDF's text as they were, and the model (and PostgreSQL's trigger)
refuse to change or delete it."""

import pytest
from django.db import DatabaseError, transaction

from marketplace.bookings.models import Appointment
from marketplace.invoices import papers
from marketplace.invoices.models import Invoice
from marketplace.profiles import services as profiles
from tests.invoices.conftest import invoice_of, pay, pdf_text, supplier

pytestmark = pytest.mark.django_db(transaction=True)


def fields(invoice: Invoice) -> dict:
    return {f.name: getattr(invoice, f.attname) for f in Invoice._meta.concrete_fields}


def test_later_changes_change_nothing_in_an_issued_invoice(api, holder, browser):
    client, appointment = holder
    supplier(appointment.professional, "registered")
    invoice = invoice_of(pay(api, holder, browser))
    before, text = fields(invoice), pdf_text(papers.invoice_pdf(invoice, "en"))
    # The client's booking moves, the professional renames their profile and deregisters.
    Appointment.objects.filter(pk=appointment.pk).update(
        starts_at=appointment.starts_at.replace(hour=3), name="Someone Else", plan_name="Other"
    )
    profiles.profile_basic_update(
        user=appointment.professional, name="New Name", email="new@example.in", position="X",
        about="", country="India", state="Kerala",
    )  # fmt: skip
    supplier(appointment.professional, "unregistered", legal_name="Changed Name", state="29")
    again = Invoice.objects.get(pk=invoice.pk)
    assert fields(again) == before
    assert pdf_text(papers.invoice_pdf(again, "en")) == text
    assert "Kumar Advisory LLP" in text and "Changed Name" not in text


def test_the_model_and_the_database_refuse_changes(api, holder, browser):
    _, appointment = holder
    invoice = invoice_of(pay(api, holder, browser))
    invoice.total_paise = 1
    with pytest.raises(ValueError):
        invoice.save()
    with pytest.raises(ValueError):
        invoice.delete()
    with pytest.raises(DatabaseError), transaction.atomic():
        Invoice.objects.filter(pk=invoice.pk).update(total_paise=1)
    with pytest.raises(DatabaseError), transaction.atomic():
        Invoice.objects.filter(pk=invoice.pk).delete()
    assert Invoice.objects.get(pk=invoice.pk).total_paise == 75000
