"""A professional's codes through the API: made, listed with their uses and revenue,
paused, resumed and deleted; each bad input refused on its field; a client's preview of a
code and the booking that applies it (appointments and webinar seats), refused with the same
field error and nothing written; a use given back by every way a place is freed."""

import datetime

import pytest
from django.utils import timezone

from kernel import holds
from marketplace.bookings import decisions
from marketplace.bookings.models import Appointment
from marketplace.coupons import texts
from marketplace.coupons.models import Coupon
from marketplace.events.models import EventBooking
from marketplace.payments.models import Order, Payment
from tests.coupons.conftest import book, client, code, pro_with_time, webinar
from tests.frames import capture_frames

pytestmark = pytest.mark.django_db
Status = Appointment.Status


def create(api, pro, **fields):
    body = {"code": "SAVE-20", "kind": "percent", "percent": 20, **fields}
    return api.post("/coupons", json=body, token=pro.token)


def check(api, who, code_, **where):
    answer = api.get("/coupons/check", data={"code": code_, **where}, token=who.token)
    assert answer.status == 200, answer.body
    return answer.body


def book_api(api, who, pro, window, day, coupon):
    return api.post("/appointments", json={
        "professional_id": pro.pk, "window_id": window.pk, "date": day.isoformat(),
        "plan_id": pro.plans.first().pk, "name": "Meera Iyer", "email": "meera@example.in",
        "coupon": coupon,
    }, token=who.token)  # fmt: skip


# The professional's codes.


def test_a_code_is_made_listed_in_upper_case_and_unique_per_professional_in_any_case(api):
    pro, _, _ = pro_with_time()
    made = create(api, pro, code=" save-20 ", max_uses=10, per_client=1,
                  valid_from="2030-01-01", valid_until="2030-01-31")  # fmt: skip
    assert made.status == 201, made.body
    assert (made.body["code"], made.body["uses"], made.body["active"]) == ("SAVE-20", 0, True)
    again = create(api, pro, code="Save-20")
    assert again.status == 400 and again.body["fields"] == {"code": str(texts.CODE_TAKEN)}
    other, _, _ = pro_with_time()
    assert create(api, other, code="save-20").status == 201  # another professional's own
    listed = api.get("/coupons", token=pro.token).body
    assert [row["code"] for row in listed] == ["SAVE-20"]


@pytest.mark.parametrize(
    ("fields", "field", "message"),
    [
        ({"code": "ab"}, "code", texts.ENTER_CODE),
        ({"code": "no spaces"}, "code", texts.ENTER_CODE),
        ({"code": "A" * 21}, "code", texts.ENTER_CODE),
        ({"percent": 0}, "percent", texts.PERCENT_RANGE),
        ({"percent": 101}, "percent", texts.PERCENT_RANGE),
        ({"percent": None}, "percent", texts.PERCENT_RANGE),
        ({"kind": "flat", "amount": 0}, "amount", texts.ENTER_AMOUNT),
        ({"kind": "flat", "amount": None}, "amount", texts.ENTER_AMOUNT),
        ({"everything": False}, "plan_ids", texts.CHOOSE_SOMETHING),
        ({"everything": False, "plan_ids": [999999]}, "plan_ids", texts.NOT_YOUR_PLAN),
        ({"everything": False, "event_ids": [999999]}, "event_ids", texts.NOT_YOUR_EVENT),
        ({"max_uses": 0}, "max_uses", texts.USES_RANGE),
        ({"per_client": 0}, "per_client", texts.USES_RANGE),
        ({"valid_from": "2030-02-01", "valid_until": "2030-01-01"}, "valid_until",
         texts.UNTIL_BEFORE_FROM),
    ],
)  # fmt: skip
def test_each_bad_input_is_refused_on_its_field_and_nothing_is_made(api, fields, field, message):
    pro, _, _ = pro_with_time()
    answer = create(api, pro, **fields)
    assert answer.status == 400, answer.body
    assert answer.body["fields"] == {field: str(message)}
    assert not Coupon.objects.exists()


def test_a_flat_amount_above_a_chosen_price_is_refused_on_its_field(api):
    pro, _, _ = pro_with_time(price=999)
    event = webinar(pro, price=499)
    plan = pro.plans.first().pk
    over = create(api, pro, kind="flat", amount=500, everything=False, plan_ids=[plan],
                  event_ids=[event.pk])  # fmt: skip
    assert over.status == 400 and list(over.body["fields"]) == ["amount"]
    assert "₹499" in over.body["fields"]["amount"]
    fits = create(api, pro, kind="flat", amount=499, everything=False, plan_ids=[plan],
                  event_ids=[event.pk])  # fmt: skip
    assert fits.status == 201, fits.body
    assert (fits.body["plan_ids"], fits.body["event_ids"]) == ([plan], [event.pk])


def test_someone_elses_plan_or_webinar_cannot_be_chosen(api):
    pro, _, _ = pro_with_time()
    other, _, _ = pro_with_time()
    foreign = create(api, pro, everything=False, plan_ids=[other.plans.first().pk],
                     event_ids=[webinar(other).pk])  # fmt: skip
    assert foreign.status == 400
    assert set(foreign.body["fields"]) == {"plan_ids", "event_ids"}


def test_pause_resume_and_delete_are_the_owners_and_a_used_code_is_only_deactivated(api):
    pro, window, day = pro_with_time()
    made = create(api, pro).body
    stranger = client()
    for path in (f"/coupons/{made['id']}/pause", f"/coupons/{made['id']}/resume"):
        assert api.post(path, token=stranger.token).status == 404
    assert api.delete(f"/coupons/{made['id']}", token=stranger.token).status == 404
    paused = api.post(f"/coupons/{made['id']}/pause", token=pro.token).body
    assert paused["active"] is False
    assert check(api, stranger, "save-20", plan_id=pro.plans.first().pk)["message"] == str(
        texts.PAUSED
    )
    assert api.post(f"/coupons/{made['id']}/resume", token=pro.token).body["active"] is True
    book(stranger, pro, window, day, coupon="save-20")
    kept = api.delete(f"/coupons/{made['id']}", token=pro.token)
    assert kept.status == 200 and kept.body["active"] is False and kept.body["uses"] == 1
    unused = create(api, pro, code="NEVER").body
    assert api.delete(f"/coupons/{unused['id']}", token=pro.token).status == 204
    assert list(Coupon.objects.values_list("code", flat=True)) == ["SAVE-20"]


# A client's preview.


def test_the_preview_answers_the_price_before_and_after(api):
    pro, _, _ = pro_with_time(price=999)
    code(pro, "TEN", kind="percent", percent=15)
    code(pro, "FLAT", kind="flat", amount=2000)
    code(pro, "GIFT", kind="free")
    who = client()
    plan = pro.plans.first().pk
    ten = check(api, who, "ten", plan_id=plan)
    # 15 % of ₹999 is ₹149.85: whole rupees come off, rounded down.
    assert (ten["applies"], ten["list_price"], ten["price"], ten["price_paise"]) == (
        True, 999, 850, 85000,
    )  # fmt: skip
    assert check(api, who, "FLAT", plan_id=plan)["price_paise"] == 0  # never below ₹0
    assert check(api, who, "gift", plan_id=plan)["price_paise"] == 0


def test_every_refusal_of_the_preview_keeps_the_full_price(api):
    pro, window, day = pro_with_time(price=999)
    other, _, _ = pro_with_time()
    today = timezone.now().date()
    code(other, "THEIRS")
    code(pro, "LATER", valid_from=today + datetime.timedelta(days=5))
    code(pro, "OLD", valid_until=today - datetime.timedelta(days=2))
    code(pro, "ONE", max_uses=1)
    code(pro, "MINE", per_client=1)
    event = webinar(pro)
    code(pro, "WEBINAR", everything=False, event_ids=[event.pk])
    first, who = client("Anil", "Rao"), client()
    book(first, pro, window, day, coupon="one")
    book(who, pro, window, day, coupon="mine")
    plan = pro.plans.first().pk
    cases = {
        "NOPE": texts.UNKNOWN, "THEIRS": texts.UNKNOWN, "a b": texts.UNKNOWN,
        "OLD": texts.EXPIRED, "ONE": texts.USED_UP, "MINE": texts.LIMIT,
        "WEBINAR": texts.NOT_FOR_SESSION,
    }  # fmt: skip
    for typed, message in cases.items():
        found = check(api, who, typed, plan_id=plan)
        assert (found["applies"], found["message"]) == (False, str(message)), typed
        assert found["fields"] == {"coupon": str(message)}
        assert found["price_paise"] == found["list_price_paise"] == 99900
    assert check(api, who, "LATER", plan_id=plan)["message"].startswith(
        "This code is not valid yet"
    )
    assert check(api, who, "WEBINAR", event_id=event.pk)["price_paise"] == 45000  # ₹49 off ₹499
    assert (
        api.get("/coupons/check", data={"code": "X", "plan_id": 0}, token=who.token).status == 404
    )
    assert api.get("/coupons/check", data={"code": "ONE", "plan_id": plan}).status == 401


# The booking.


def test_a_refused_code_refuses_the_booking_on_its_field_and_writes_nothing(api):
    pro, window, day = pro_with_time()
    other, _, _ = pro_with_time()
    code(other, "THEIRS")
    code(pro, "ONE", max_uses=1)
    code(pro, "MINE", per_client=1)
    code(pro, "OLD", valid_until=timezone.now().date() - datetime.timedelta(days=2))
    event = webinar(pro)
    code(pro, "WEBINAR", everything=False, event_ids=[event.pk])
    book(client("Anil", "Rao"), pro, window, day, coupon="ONE")
    who = client()
    Appointment.objects.create(
        client=who, professional=pro.user, window=window, starts_at=timezone.now(),
        ends_at=timezone.now(), day=day, plan_name="Earlier", plan_type="Online", price_paise=0,
        name="Meera", email="m@example.in", status=Status.ACCEPTED,
        coupon=Coupon.objects.get(code="MINE"),
    )  # fmt: skip
    refusals = (
        ("THEIRS", texts.UNKNOWN), ("ONE", texts.USED_UP), ("MINE", texts.LIMIT),
        ("OLD", texts.EXPIRED), ("WEBINAR", texts.NOT_FOR_SESSION),
    )  # fmt: skip
    for typed, message in refusals:
        answer = book_api(api, who, pro, window, day, typed)
        assert answer.status == 400, answer.body
        assert answer.body["fields"] == {"coupon": str(message)}
    assert Appointment.objects.filter(client=who).count() == 1  # the earlier one only


def test_a_code_prices_the_appointment_and_keeps_the_list_price(api):
    pro, window, day = pro_with_time(price=999)
    code(pro, "TEN", kind="percent", percent=10)
    who = client()
    answer = book_api(api, who, pro, window, day, "ten")
    assert answer.status == 201, answer.body
    body = answer.body
    assert (body["price"], body["price_paise"], body["list_price_paise"], body["coupon_code"]) == (
        900, 90000, 99900, "TEN",
    )  # fmt: skip
    assert book_api(api, client("Anil", "Rao"), pro, window, day, "").body["coupon_code"] == ""


def test_a_pay_first_booking_at_zero_is_confirmed_at_once_with_no_order(api):
    pro, window, day = pro_with_time(pay_first=True)
    code(pro, "GIFT", kind="free")
    who = client()
    answer = book_api(api, who, pro, window, day, "gift")
    assert answer.status == 201, answer.body
    assert (answer.body["status"], answer.body["paid"], answer.body["price"]) == (
        "accepted", True, 0,
    )  # fmt: skip
    assert answer.body["hold_expires_at"] is None
    assert not Order.objects.exists() and not Payment.objects.exists()
    ordered = api.post("/payments/orders", json={"appointment_id": answer.body["id"]},
                       token=who.token)  # fmt: skip
    assert ordered.status == 409  # nothing to pay


def test_a_pay_later_booking_at_zero_is_a_request_with_nothing_to_pay_once_accepted(api):
    pro, window, day = pro_with_time(pay_first=False)
    code(pro, "GIFT", kind="flat", amount=5000)
    who = client()
    booked = book(who, pro, window, day, coupon="gift")
    assert (booked.status, booked.price_paise, booked.paid) == (Status.PENDING, 0, False)
    decisions.appointment_accept(professional=pro.user, appointment_id=booked.pk)
    booked.refresh_from_db()
    assert (booked.status, booked.paid) == (Status.ACCEPTED, True)
    assert not Order.objects.exists()


def test_a_webinar_seat_at_zero_is_booked_as_a_free_ones_and_a_priced_one_is_held(api):
    host, _, _ = pro_with_time()
    event = webinar(host, price=499)
    code(host, "FREE-SEAT", kind="free", everything=False, event_ids=[event.pk])
    code(host, "HALF", kind="percent", percent=50)
    who, other = client(), client("Anil", "Rao")
    seat = api.post(f"/events/{event.pk}/bookings", json={
        "name": "Meera Iyer", "email": "meera@example.in", "coupon": "free-seat",
    }, token=who.token)  # fmt: skip
    assert seat.status == 201, seat.body
    assert (seat.body["status"], seat.body["price"], seat.body["coupon_code"]) == (
        "confirmed", 0, "FREE-SEAT",
    )  # fmt: skip
    assert seat.body["list_price_paise"] == 49900
    half = api.post(f"/events/{event.pk}/bookings", json={
        "name": "Anil Rao", "email": "anil@example.in", "coupon": "HALF",
    }, token=other.token)  # fmt: skip
    assert (half.body["status"], half.body["price"]) == ("awaiting_payment", 250)  # ₹249 off ₹499
    row = EventBooking.objects.get(pk=half.body["id"])
    assert (row.price_paise, row.host_share_paise + row.fee_paise) == (25000, 25000)


def test_a_code_for_chosen_webinars_is_refused_on_another(api):
    host, _, _ = pro_with_time()
    chosen, other = webinar(host), webinar(host)
    code(host, "ONLY", everything=False, event_ids=[chosen.pk])
    answer = api.post(f"/events/{other.pk}/bookings", json={
        "name": "Meera Iyer", "email": "meera@example.in", "coupon": "ONLY",
    }, token=client().token)  # fmt: skip
    assert answer.status == 400
    assert answer.body["fields"] == {"coupon": str(texts.NOT_FOR_WEBINAR)}
    assert not EventBooking.objects.exists()


def test_a_code_for_chosen_plans_is_refused_on_another_plan(api):
    pro, window, day = pro_with_time()
    from marketplace.profiles.models import Plan

    extra = Plan.objects.create(profile=pro, name="Deep dive", type="Online", price_paise=150000)
    code(pro, "FIRST", everything=False, plan_ids=[pro.plans.first().pk])
    who = client()
    assert check(api, who, "FIRST", plan_id=extra.pk)["message"] == str(texts.NOT_FOR_SESSION)
    answer = api.post("/appointments", json={
        "professional_id": pro.pk, "window_id": window.pk, "date": day.isoformat(),
        "plan_id": extra.pk, "name": "Meera Iyer", "email": "meera@example.in",
        "coupon": "FIRST",
    }, token=who.token)  # fmt: skip
    assert answer.status == 400 and answer.body["fields"] == {"coupon": str(texts.NOT_FOR_SESSION)}


# A use given back.


def uses(api, pro) -> int:
    return api.get("/coupons", token=pro.token).body[0]["uses"]


def test_a_use_is_given_back_by_a_cancel_a_reject_and_a_lapsed_hold(api, committed):
    pro, window, day = pro_with_time()
    code(pro, "ONE", max_uses=1)
    first, second, third = client("Anil", "Rao"), client(), client("Kiran", "Das")
    taken = book(first, pro, window, day, coupon="ONE")
    assert uses(api, pro) == 1
    with capture_frames(f"user:{pro.pk}") as frames:
        with committed(execute=True):
            decisions.appointment_cancel(user=first, appointment_id=taken.pk)
        sent = [frame["type"] for frame in frames.receive()]
    assert "coupons.changed" in sent
    assert uses(api, pro) == 0
    taken = book(second, pro, window, day, coupon="ONE")
    decisions.appointment_reject(professional=pro.user, appointment_id=taken.pk, reason="Away")
    assert uses(api, pro) == 0
    from marketplace.profiles.models import Profile

    Profile.objects.filter(pk=pro.pk).update(payment_required=True)
    held = book(third, pro, window, day, coupon="ONE")
    assert held.status == Status.AWAITING_PAYMENT and uses(api, pro) == 1
    Appointment.objects.filter(pk=held.pk).update(
        hold_expires_at=timezone.now() - datetime.timedelta(seconds=1)
    )
    assert holds.expire("appointment", held.pk)
    assert uses(api, pro) == 0
    assert book(first, pro, window, day, coupon="ONE").price_paise == 90000  # ₹99 off ₹999


def test_a_seats_use_is_given_back_when_its_hold_is_given_up_or_lapses(api):
    host, _, _ = pro_with_time()
    event = webinar(host)
    code(host, "ONE", max_uses=1)
    from marketplace.events import services as events

    first, second = client("Anil", "Rao"), client()
    held = events.event_book(user=first, event_id=event.pk, name="Anil", email="a@x.in",
                             coupon="ONE")  # fmt: skip
    assert uses(api, host) == 1
    events.event_hold_release(user=first, booking_id=held.pk)
    assert uses(api, host) == 0
    held = events.event_book(user=second, event_id=event.pk, name="Meera", email="m@x.in",
                             coupon="ONE")  # fmt: skip
    EventBooking.objects.filter(pk=held.pk).update(
        hold_expires_at=timezone.now() - datetime.timedelta(seconds=1)
    )
    assert holds.expire("event_booking", held.pk)
    assert uses(api, host) == 0


def test_a_lapsed_hold_paid_late_keeps_its_code_only_while_a_use_is_left(api):
    """Its use came back when it lapsed; another client took it: the late payment finds the
    place gone (payments refunds it), as it would a place taken meanwhile."""
    from marketplace.bookings import paying
    from marketplace.bookings import services as bookings
    from marketplace.profiles.models import Profile

    pro, window, day = pro_with_time(pay_first=True)
    code(pro, "ONE", max_uses=1)
    first, second = client("Anil", "Rao"), client()
    held = book(first, pro, window, day, coupon="ONE")
    Appointment.objects.filter(pk=held.pk).update(
        hold_expires_at=timezone.now() - datetime.timedelta(seconds=1)
    )
    assert holds.expire("appointment", held.pk)
    Profile.objects.filter(pk=pro.pk).update(payment_required=False)
    book(second, pro, window, day, coupon="ONE")
    with pytest.raises(bookings.PlaceGone):
        paying.appointment_payment_confirm(appointment_id=held.pk, payment_ref="pay_late")
    held.refresh_from_db()
    assert held.status == Status.EXPIRED


def test_the_back_office_shows_codes_read_only():
    """Staff see a professional's codes to answer questions about them; the codes are made,
    paused and deleted only by their professional (through the checks above)."""
    from django.test import Client as WebClient

    pro, _, _ = pro_with_time()
    code(pro, "STAFF-SEES")
    root = client("Root", "Admin")
    root.is_staff = root.is_superuser = True
    root.save(update_fields=["is_staff", "is_superuser"])
    web = WebClient()
    web.force_login(root)
    listed = web.get("/admin/coupons/coupon/")
    assert listed.status_code == 200 and b"STAFF-SEES" in listed.content
    assert web.get("/admin/coupons/coupon/add/").status_code == 403
    coupon = Coupon.objects.get()
    assert (
        web.post(f"/admin/coupons/coupon/{coupon.pk}/delete/", {"post": "yes"}).status_code == 403
    )
    assert Coupon.objects.filter(pk=coupon.pk).exists()
