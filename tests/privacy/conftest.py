"""A professional who has data everywhere, made through the services a person's actions go
through (money already earned, as the earnings tests record it: a past paid appointment's
capture told to the ledger)."""

import datetime
from dataclasses import dataclass

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils import timezone

from marketplace.accounts import services as accounts
from marketplace.accounts.models import PhoneCode, User
from marketplace.bookings import conversation
from marketplace.calendars import services as calendars
from marketplace.earnings import services as earnings
from marketplace.events import services as events
from marketplace.packages import services as packages
from marketplace.payments import observers
from marketplace.payments.models import Payment, Refund
from marketplace.profiles import services as profiles
from marketplace.scheduling import services as scheduling
from marketplace.support import grievances
from marketplace.support import services as support
from notifications import preferences
from tests.earnings.conftest import earned
from tests.factories import book, person, professional, schedule, token_for, upcoming
from tests.images import picture

FIRST, LAST = "Zorawar", "Quixotelli"
EMAIL = "zorawar.q@example.in"


@dataclass
class World:
    user: User  # the subject: a professional who is also a client
    token: str
    client: User  # books the subject
    other: User  # a professional the subject books
    client_token: str
    other_token: str
    own_appointment: int  # the client's booking of the subject, upcoming
    booked_appointment: int  # the subject's booking of the other, upcoming
    past_appointment: int  # the subject's paid, past appointment with the other, reviewed
    event_id: int  # the subject's webinar


def code_for(outbox, user: User, purpose: str) -> str:
    accounts.confirm_code_send(user=user, purpose=purpose, address="10.0.0.1")
    return outbox.last_code(user.phone)


@pytest.fixture
def world(db, settings, tmp_path, outbox) -> World:
    settings.MEDIA_ROOT = tmp_path / "media"
    settings.EXPORTS_ROOT = tmp_path / "exports"
    pro = professional(FIRST, LAST)
    user = pro.user
    profiles.profile_basic_update(
        user=user, name=f"{FIRST} {LAST}", email=EMAIL, position="Advocate",
        about=f"I am {FIRST}.", country="India", state="Goa",
    )  # fmt: skip
    profiles.profile_item_add(user=user, section="skills", fields={"skill": "Contracts"})
    for kind in ("image", "banner"):
        upload = SimpleUploadedFile("me.png", picture(), content_type="image/png")
        profiles.profile_picture_set(user=user, kind=kind, upload=upload)
    day, weekday = upcoming(3)
    windows = schedule(pro, {"days": [weekday], "start": "10:00", "end": "12:00",
                             "session_minutes": 60, "places": 2}).windows  # fmt: skip
    scheduling.day_off_add(user=user, first=day + datetime.timedelta(days=1),
                           last=day + datetime.timedelta(days=1))  # fmt: skip

    client = person("Meera", "Client")
    own = book(client, pro, windows[0].pk, day, start="10:00", email="meera@example.in")

    other = professional("Tara", "Other")
    other_windows = schedule(other, {"days": [weekday], "start": "15:00", "end": "16:00"}).windows
    booked = book(user, other, other_windows[0].pk, day, email=EMAIL)

    # Money: the subject earned from the client; paid the other for a past session, reviewed
    # it, and was refunded part of it.
    sold = earned(pro, rupees=2000, client=client)
    conversation.message_send(user=client, appointment_id=sold.pk, text=f"Thanks {FIRST}!")
    conversation.message_send(user=user, appointment_id=sold.pk, text="Glad to help, Meera")
    past = earned(other, rupees=500, client=user)
    conversation.message_send(user=user, appointment_id=past.pk, text="Thank you, Tara")
    conversation.message_send(user=other.user, appointment_id=past.pk, text=f"Bye {FIRST}")
    conversation.appointment_review(client=user, appointment_id=past.pk, text="Very helpful.")
    payment = Payment.objects.get(order__client=user)
    refund = Refund.objects.create(
        payment=payment, amount_paise=10000, status=Refund.Status.PROCESSED, ref=f"r{payment.pk}"
    )
    observers.payment_refunded(refund)
    earnings.withdrawal_request(professional=user, draft=earnings.WithdrawalDraft(
        balance="booking", name=f"{FIRST} {LAST}", account_number="123456789012",
        ifsc="SBIN0001234", phone=user.national_number, amount=100,
    ))  # fmt: skip

    # Webinars, packages, coupons, feeds, support, consents, devices.
    start = timezone.localtime() + datetime.timedelta(days=5)
    event = events.event_create(host=user, draft=events.EventDraft(
        title="Contracts 101", short_description="Basics", description="", response="",
        date=start.date(), start=datetime.time(18, 0), end=datetime.time(19, 0), seats=10,
        type="Online", price=0,
    ))  # fmt: skip
    other_event = events.event_create(host=other.user, draft=events.EventDraft(
        title="Tara's talk", short_description="Talk", description="", response="",
        date=start.date(), start=datetime.time(20, 0), end=datetime.time(21, 0), seats=10,
        type="Online", price=0,
    ))  # fmt: skip
    events.event_book(user=user, event_id=other_event.pk, name=f"{FIRST} {LAST}", email=EMAIL)
    packages.package_create(professional=user, draft=packages.PackageDraft(
        name="Five sessions", plan_id=pro.plans.first().pk, sessions=5, price=2000,
        valid_days=90,
    ))  # fmt: skip
    calendars.feed_create(user=user)
    support.report_create(name=f"{FIRST} {LAST}", phone=user.national_number, email=EMAIL,
                          message="Help", user=user, address="10.0.0.2")  # fmt: skip
    grievances.grievance_file(user=user, subject="My data", message=f"I am {FIRST} {LAST}.")
    preferences.choices_set(
        user=user, choices=[preferences.Choice("message", push=True, sms=True, email=False)]
    )
    token = token_for(user)
    code_for(outbox, user, "export")  # a PhoneCode row
    assert PhoneCode.objects.filter(phone=user.phone).exists()
    return World(
        user=User.objects.get(pk=user.pk),
        token=token,
        client=client,
        other=other.user,
        client_token=token_for(client),
        other_token=token_for(other.user),
        own_appointment=own.pk,
        booked_appointment=booked.pk,
        past_appointment=past.pk,
        event_id=event.pk,
    )
