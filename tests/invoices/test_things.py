"""Every captured payment gets its invoice: an appointment, a webinar seat, a package of
sessions (a ₹0 booking moves no money and gets none), with the business details given at
checkout on it."""

import datetime

import pytest
from django.utils import timezone

from marketplace.events import services as events
from marketplace.invoices.models import Invoice
from marketplace.payments.models import Payment
from tests.factories import person, professional, token_for
from tests.invoices.conftest import OTHER_STATE_GSTIN, invoice_of, pay, supplier
from tests.packages.conftest import buy, offer, seller
from tests.payments.conftest import Client

pytestmark = pytest.mark.django_db(transaction=True)
SEAT = {"name": "Meera Iyer", "email": "meera@example.in"}


def paid_event(price: int = 499, seats: int = 5):
    host = professional("Asha", "Host")
    draft = events.EventDraft(
        title="GST for freelancers", short_description="Filing, simply.", description="",
        response="", date=(timezone.now() + datetime.timedelta(days=3)).date(),
        start=datetime.time(10), end=datetime.time(11), seats=seats, type="Online", price=price,
    )  # fmt: skip
    return events.event_create(host=host.user, draft=draft)


def seller_with_package(api):
    pro, _, _ = seller()
    return pro, offer(api, pro)


def test_an_appointment_is_invoiced_once_in_its_professionals_series(api, holder, browser):
    client, appointment = holder
    payment = pay(api, holder, browser)
    invoice = invoice_of(payment)
    assert (invoice.purpose, invoice.purpose_id, invoice.serial) == (
        "appointment",
        appointment.pk,
        1,
    )
    assert (invoice.professional_id, invoice.client_id) == (
        appointment.professional_id,
        client.user.pk,
    )
    assert invoice.item_name == "Consultation" and invoice.service_at == appointment.starts_at
    assert invoice.recipient_name == "Meera Iyer"
    # Checkout's answer again and Razorpay's webhook issue nothing more.
    browser.webhook("payment.captured", payment_id=payment.razorpay_payment_id)
    assert Invoice.objects.count() == 1


def test_a_webinar_seat_is_invoiced_with_the_business_details(api, browser):
    event = paid_event()
    client = Client(person("Meera", "Iyer"))
    held = api.post(f"/events/{event.pk}/bookings", json=SEAT, token=client.token)
    billing = {"gstin": OTHER_STATE_GSTIN, "business_name": "Bose Traders"}
    opened = api.post(f"/events/bookings/{held.body['id']}/order", json=billing, token=client.token)
    assert opened.status == 200, opened.body
    verified = api.post(
        "/payments/verify", json=browser.pay(opened.body["order_id"]), token=client.token
    )
    assert verified.status == 200, verified.body
    invoice = Invoice.objects.get()
    assert (invoice.item, invoice.item_name, invoice.total_paise) == ("webinar", event.title, 49900)
    assert (invoice.purpose, invoice.purpose_id, invoice.professional_id) == (
        "event_booking",
        held.body["id"],
        event.host_id,
    )
    assert (invoice.recipient_gstin, invoice.recipient_business) == (
        OTHER_STATE_GSTIN,
        "Bose Traders",
    )
    assert invoice.service_at == event.starts_at
    # The seat's papers, for the booker and for the host.
    thing = f"/invoices/of?purpose=event_booking&purpose_id={held.body['id']}"
    for token in (client.token, token_for(event.host)):
        assert [p["number"] for p in api.get(thing, token=token).body] == [invoice.number]


def test_an_event_order_with_no_body_still_opens(api, browser):
    event = paid_event()
    client = Client(person("Meera", "Iyer"))
    held = api.post(f"/events/{event.pk}/bookings", json=SEAT, token=client.token)
    opened = api.post(f"/events/bookings/{held.body['id']}/order", token=client.token)
    assert opened.status == 200, opened.body


def test_a_package_purchase_is_invoiced(api, browser):
    pro, package = seller_with_package(api)
    supplier(pro.user, "registered")
    client = Client(person("Meera", "Iyer"))
    purchase = buy(api, browser, client, package["id"])
    invoice = Invoice.objects.get()
    assert (invoice.item, invoice.item_name, invoice.sessions, invoice.total_paise) == (
        "package",
        "Three talks",
        3,
        99900,
    )
    assert (invoice.purpose, invoice.purpose_id, invoice.paper) == (
        "package",
        purchase.pk,
        "tax_invoice",
    )
    assert invoice.payment == Payment.objects.get()


def test_a_free_booking_moves_no_money_and_gets_no_invoice(api):
    event = paid_event(price=0)
    client = Client(person("Meera", "Iyer"))
    held = api.post(f"/events/{event.pk}/bookings", json=SEAT, token=client.token)
    assert held.body["status"] == "confirmed"
    assert not Payment.objects.exists() and not Invoice.objects.exists()
    thing = f"/invoices/of?purpose=event_booking&purpose_id={held.body['id']}"
    assert api.get(thing, token=client.token).body == []
