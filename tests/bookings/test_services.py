import datetime

import pytest
from django.utils import timezone

from kernel import holds
from kernel.errors import Conflict, InvalidInput, NotFound
from kernel.history.models import StateChange
from marketplace.bookings import paying, services, texts
from marketplace.bookings.models import Appointment
from marketplace.bookings.queries import day_slots, payable_appointment
from marketplace.profiles import texts as contact_texts
from notifications.models import Notification
from tests.factories import book, person, professional, schedule, upcoming

pytestmark = pytest.mark.django_db
Status = Appointment.Status


@pytest.fixture
def pro():
    return professional()


def window_of(pro, places=1, start="10:00", end="11:00", offset=1, **options):
    day, weekday = upcoming(offset)
    saved = schedule(
        pro, {"days": [weekday], "start": start, "end": end, "places": places}, **options
    )
    return saved.windows[0], day


def test_free_later_booking_is_pending_and_tells_the_professional(pro):
    window, day = window_of(pro, places=2)
    client = person("Meera", "Iyer")
    appointment = book(client, pro, window.pk, day, name="Meera Iyer")
    assert appointment.status == Status.PENDING and not appointment.paid
    assert appointment.hold_expires_at is None
    assert appointment.starts_at.astimezone(datetime.UTC).time() == datetime.time(4, 30)
    assert appointment.plan_name == "Consultation" and appointment.price_paise == 50000
    note = Notification.objects.get(user=pro.user)
    assert note.text == "New booking from Meera Iyer" and note.kind == "booking"
    slots = day_slots(professional_id=pro.pk, day=day)
    assert [(s.window_id, s.places, s.left) for s in slots.windows] == [(window.pk, 2, 1)]


def test_full_window_refuses_with_slot_full(pro):
    window, day = window_of(pro, places=1)
    book(person(), pro, window.pk, day)
    with pytest.raises(services.SlotFull) as refused:
        book(person(), pro, window.pk, day)
    assert refused.value.message == texts.SLOT_FULL
    assert refused.value.status == 409
    assert Appointment.objects.count() == 1


def test_one_live_appointment_per_client_and_time(pro):
    window, day = window_of(pro, places=3)
    client = person()
    book(client, pro, window.pk, day)
    with pytest.raises(Conflict) as refused:
        book(client, pro, window.pk, day)
    assert refused.value.message == texts.ALREADY_BOOKED
    assert Appointment.objects.count() == 1


def test_cannot_book_yourself(pro):
    window, day = window_of(pro)
    with pytest.raises(InvalidInput) as refused:
        book(pro.user, pro, window.pk, day)
    assert refused.value.message == texts.NOT_YOURSELF


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ({"name": "  "}, "name", contact_texts.ENTER_NAME),
        ({"email": ""}, "email", contact_texts.ENTER_EMAIL),
        ({"email": "not-mail"}, "email", contact_texts.INVALID_EMAIL),
        ({"plan_id": 999999}, "plan_id", texts.SELECT_SESSION),
    ],
)
def test_input_refused_on_its_field(pro, change, field, message):
    window, day = window_of(pro)
    with pytest.raises(InvalidInput) as refused:
        book(person(), pro, window.pk, day, **change)
    assert refused.value.fields[field] == message
    assert not Appointment.objects.exists()


def test_another_professionals_plan_is_refused(pro):
    window, day = window_of(pro)
    other = professional("Anil", "Rao")
    with pytest.raises(InvalidInput) as refused:
        book(person(), pro, window.pk, day, plan_id=other.plans.first().pk)
    assert refused.value.fields["plan_id"] == texts.SELECT_SESSION


def test_dates_outside_the_horizon_and_past(pro):
    window, day = window_of(pro, offset=7, booking_horizon_days=5)
    with pytest.raises(InvalidInput) as refused:
        book(person(), pro, window.pk, day)
    assert refused.value.fields["date"] == texts.DATE_TOO_FAR.format(days=5)
    with pytest.raises(InvalidInput) as refused:
        book(person(), pro, window.pk, day - datetime.timedelta(days=14))
    assert refused.value.fields["date"] == texts.DATE_PAST


def test_wrong_weekday_and_begun_time(pro):
    window, day = window_of(pro)
    with pytest.raises(InvalidInput) as refused:
        book(person(), pro, window.pk, day + datetime.timedelta(days=1))
    assert refused.value.fields["window_id"] == texts.TIME_NOT_OFFERED
    today, weekday = upcoming(0)
    early = schedule(pro, {"days": [weekday], "start": "00:00", "end": "00:10"}).windows[0]
    with pytest.raises(InvalidInput) as refused:
        book(person(), pro, early.pk, today)
    assert refused.value.fields["window_id"] == texts.TIME_PASSED
    assert day_slots(professional_id=pro.pk, day=today).windows == []


def test_pay_first_takes_a_hold_that_lapses(pro):
    window, day = window_of(pro, payment_required=True)
    client = person()
    hold = book(client, pro, window.pk, day)
    assert hold.status == Status.AWAITING_PAYMENT
    assert hold.hold_expires_at - timezone.now() > datetime.timedelta(minutes=9)
    assert not Notification.objects.filter(user=pro.user).exists()
    assert payable_appointment(client=client, appointment_id=hold.pk) == hold
    with pytest.raises(NotFound):
        payable_appointment(client=person(), appointment_id=hold.pk)
    assert day_slots(professional_id=pro.pk, day=day).windows[0].left == 0
    assert holds.expire("appointment", hold.pk) is False, "expired before its time"
    Appointment.objects.filter(pk=hold.pk).update(hold_expires_at=timezone.now())
    assert day_slots(professional_id=pro.pk, day=day).windows[0].left == 1
    assert holds.expire_due() == 1
    assert holds.expire_due() == 0
    hold.refresh_from_db()
    assert hold.status == Status.EXPIRED
    change = StateChange.objects.get(object_id=hold.pk, to_state="expired")
    assert change.from_state == "awaiting_payment" and change.actor is None
    with pytest.raises(Conflict) as refused:
        payable_appointment(client=client, appointment_id=hold.pk)
    assert refused.value.message == texts.HOLD_LAPSED


def test_payment_confirms_a_live_hold_once(pro):
    window, day = window_of(pro, payment_required=True)
    hold = book(person("Kavya", "Nair"), pro, window.pk, day)
    paid = paying.appointment_payment_confirm(appointment_id=hold.pk, payment_ref="pay_1")
    assert paid.status == Status.ACCEPTED and paid.paid and paid.hold_expires_at is None
    again = paying.appointment_payment_confirm(appointment_id=hold.pk, payment_ref="pay_1")
    assert again.status == Status.ACCEPTED
    assert StateChange.objects.filter(object_id=hold.pk, to_state="accepted").count() == 1
    note = Notification.objects.get(user=pro.user)
    # A new booking, paid: the professional's "New bookings" channels (an SMS, an urgent push).
    assert note.kind == "booking" and note.text == "New paid booking from Kavya Nair"


def test_late_payment_taken_when_the_place_is_still_free(pro):
    window, day = window_of(pro, payment_required=True)
    hold = book(person(), pro, window.pk, day)
    Appointment.objects.filter(pk=hold.pk).update(hold_expires_at=timezone.now())
    holds.expire_due()
    paid = paying.appointment_payment_confirm(appointment_id=hold.pk, payment_ref="pay_2")
    assert paid.status == Status.ACCEPTED and paid.paid


def test_late_payment_for_a_taken_place_is_refused(pro):
    window, day = window_of(pro, payment_required=True)
    hold = book(person(), pro, window.pk, day)
    Appointment.objects.filter(pk=hold.pk).update(hold_expires_at=timezone.now())
    other = book(person(), pro, window.pk, day)
    paying.appointment_payment_confirm(appointment_id=other.pk, payment_ref="pay_other")
    with pytest.raises(services.PlaceGone) as refused:
        paying.appointment_payment_confirm(appointment_id=hold.pk, payment_ref="pay_3")
    assert refused.value.message == texts.PLACE_GONE
    hold.refresh_from_db()
    assert not hold.paid and hold.status == Status.AWAITING_PAYMENT


def test_a_clients_own_lapsed_hold_gives_way_to_a_new_booking(pro):
    window, day = window_of(pro, payment_required=True)
    client = person()
    hold = book(client, pro, window.pk, day)
    Appointment.objects.filter(pk=hold.pk).update(hold_expires_at=timezone.now())
    fresh = book(client, pro, window.pk, day)
    hold.refresh_from_db()
    assert hold.status == Status.EXPIRED and fresh.status == Status.AWAITING_PAYMENT
