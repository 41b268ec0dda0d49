"""The professional's cancellation policy: saved and checked with the booking settings, shown
before paying and on the client's card, and applied to a client's cancel as a partial refund
through the real rail (the sandbox gateway over HTTP). The ledger, the earnings summary, the
appointment and the gateway agree to the paisa for every tier."""

import datetime

import pytest
from django.utils import timezone

from marketplace.bookings import decisions, policy
from marketplace.bookings.models import Appointment
from marketplace.payments import services as payments
from marketplace.payments.gateway import Gateway
from marketplace.payments.models import Order, Payment, Refund
from marketplace.payments.sandbox import services as sandbox
from marketplace.profiles.models import Profile
from marketplace.scheduling import texts
from tests.earnings.conftest import balanced, sums
from tests.factories import book, person, professional, schedule, token_for, upcoming

# The sandbox fixtures of the payments tests, shared rather than copied.
from tests.payments.conftest import Client, browser, sandbox_url  # noqa: F401

Status = Appointment.Status


@pytest.fixture
def rail(request):
    """The sandbox's checkout and Razorpay's servers (tests/payments/conftest.py's browser)."""
    return request.getfixturevalue("browser")


THREE_TIERS = [
    {"hours": 24, "percent": 100},
    {"hours": 2, "percent": 50},
    {"hours": 0, "percent": 0},
]
START = datetime.datetime(2030, 1, 10, 10, tzinfo=datetime.UTC)


def at(hours: float) -> datetime.datetime:
    """`hours` before START."""
    return START - datetime.timedelta(hours=hours)


# The rule itself: no database.


@pytest.mark.parametrize(
    ("before", "percent"),
    [(48, 100), (24, 100), (23.99, 50), (2, 50), (1.99, 0), (0, 0), (-1, 0)],
)
def test_the_first_tier_whose_notice_is_still_met_decides(before, percent):
    assert policy.refund_share(THREE_TIERS, START, at(before)) == percent


def test_no_policy_is_todays_rule_and_later_than_every_tier_is_nothing():
    assert policy.refund_share(None, START, at(24)) == 100
    assert policy.refund_share(None, START, at(23)) == 0
    assert policy.refund_share([{"hours": 6, "percent": 80}], START, at(5)) == 0


def test_the_full_refund_notice_is_the_smallest_that_still_returns_everything():
    assert policy.full_refund_notice(THREE_TIERS) == datetime.timedelta(hours=24)
    assert policy.full_refund_notice(None) == datetime.timedelta(hours=24)
    two_full = [{"hours": 48, "percent": 100}, {"hours": 12, "percent": 100}]
    assert policy.full_refund_notice(two_full) == datetime.timedelta(hours=12)
    assert policy.full_refund_notice([{"hours": 24, "percent": 90}]) is None


def test_a_share_rounds_down_to_the_paisa():
    assert policy.share_of(99900, 50) == 49950  # ₹999 at 50 %: ₹499.50, exact
    assert policy.share_of(99999, 50) == 49999  # ₹999.99: the half paisa is not given
    assert policy.share_of(99900, 33) == 32967
    assert (policy.share_of(99900, 100), policy.share_of(99900, 0)) == (99900, 0)


# The booking settings.

WINDOW = {"days": ["Mon"], "start": "10:00", "end": "11:00", "places": 1}


def put(api, token, tiers):
    body = {
        "windows": [WINDOW], "time_zone": "Asia/Kolkata", "booking_horizon_days": 60,
        "cancellation_policy": tiers,
    }  # fmt: skip
    return api.put("/schedule/me", json=body, token=token)


@pytest.mark.django_db
def test_the_policy_is_saved_with_the_booking_settings_and_kept_when_not_sent(api):
    pro = professional()
    token = token_for(pro.user)
    assert api.get("/schedule/me", token=token).body["cancellation_policy"] == [
        {"hours": 24, "percent": 100}, {"hours": 0, "percent": 0},
    ]  # fmt: skip
    saved = put(api, token, THREE_TIERS)
    assert saved.status == 200, saved.body
    assert saved.body["cancellation_policy"] == THREE_TIERS
    kept = put(api, token, None)
    assert kept.status == 200 and kept.body["cancellation_policy"] == THREE_TIERS
    assert Profile.objects.get(pk=pro.pk).cancellation_policy == THREE_TIERS


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("tiers", "field", "message"),
    [
        ([{"hours": 24, "percent": 101}], "cancellation_policy.0.percent", texts.POLICY_PERCENT),
        ([{"hours": 24, "percent": -1}], "cancellation_policy.0.percent", texts.POLICY_PERCENT),
        ([{"hours": 721, "percent": 100}], "cancellation_policy.0.hours", texts.POLICY_HOURS),
        ([{"hours": -2, "percent": 100}], "cancellation_policy.0.hours", texts.POLICY_HOURS),
        (
            [{"hours": 2, "percent": 50}, {"hours": 24, "percent": 100}],
            "cancellation_policy.1.hours", texts.POLICY_HOURS_ORDER,
        ),
        (
            [{"hours": 24, "percent": 100}, {"hours": 24, "percent": 50}],
            "cancellation_policy.1.hours", texts.POLICY_HOURS_ORDER,
        ),
        (
            [{"hours": 24, "percent": 50}, {"hours": 2, "percent": 100}],
            "cancellation_policy.1.percent", texts.POLICY_PERCENT_ORDER,
        ),
        ([], "cancellation_policy", texts.POLICY_TIERS),
        (
            [{"hours": 10 - i, "percent": 100} for i in range(6)],
            "cancellation_policy", texts.POLICY_TIERS,
        ),
    ],
)  # fmt: skip
def test_a_bad_policy_is_refused_on_its_field_and_nothing_is_saved(api, tiers, field, message):
    pro = professional()
    answer = put(api, token_for(pro.user), tiers)
    assert answer.status == 400, answer.body
    assert answer.body["fields"][field] == message
    assert Profile.objects.get(pk=pro.pk).cancellation_policy == list(policy.tiers(None))


@pytest.mark.django_db
def test_the_booking_page_carries_the_policy_and_hears_it_change(api):
    pro = professional()
    day, weekday = upcoming(2)
    schedule(pro, {**WINDOW, "days": [weekday]})
    slots = api.get(f"/professionals/{pro.pk}/slots", data={"date": day.isoformat()})
    assert slots.body["cancellation_policy"] == list(policy.tiers(None))
    assert put(api, token_for(pro.user), THREE_TIERS).status == 200
    # The day cache is dropped with the change: the page reads the new policy.
    slots = api.get(f"/professionals/{pro.pk}/slots", data={"date": day.isoformat()})
    assert slots.body["cancellation_policy"] == THREE_TIERS


# A client's cancel, through the rail.


def paid(api, rail, *, rupees: int, tiers, hours_ahead: float):
    """A pay-later booking at `rupees`, accepted and paid through the API and the sandbox's
    checkout, starting `hours_ahead` from now: (professional Profile, client, appointment)."""
    pro = professional(price=rupees)
    day, weekday = upcoming(3)
    window = schedule(pro, {**WINDOW, "days": [weekday]}).windows[0]
    Profile.objects.filter(pk=pro.pk).update(cancellation_policy=tiers)
    client = Client(person("Meera", "Iyer"))
    appointment = book(client.user, pro, window.pk, day, name="Meera Iyer")
    decisions.appointment_accept(professional=pro.user, appointment_id=appointment.pk)
    order = api.post(
        "/payments/orders", json={"appointment_id": appointment.pk}, token=client.token
    )
    assert order.status == 200, order.body
    verified = api.post(
        "/payments/verify", json=rail.pay(order.body["order_id"]), token=client.token
    )
    assert verified.status == 200, verified.body
    starts = timezone.now() + datetime.timedelta(hours=hours_ahead)
    Appointment.objects.filter(pk=appointment.pk).update(
        starts_at=starts, ends_at=starts + datetime.timedelta(hours=1)
    )
    appointment.refresh_from_db()
    return pro, client, appointment


def at_sandbox(appointment) -> int:
    order = Order.objects.get(purpose="appointment", purpose_id=appointment.pk)
    return (
        sandbox.SandboxOrder.objects.get(pk=order.razorpay_order_id).payments.get().amount_refunded
    )


# (rupees, hours ahead, refunded, professional keeps, platform keeps): a 50 % platform fee.
TIERS = [
    (999, 30, 99900, 0, 0),
    (999, 5, 49950, 24975, 24975),  # ₹999 at 50 %: ₹499.50 back, the rest halved
    (999, 1, 0, 49950, 49950),
    (750, 5, 37500, 18750, 18750),
]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("rupees", "ahead", "back", "kept", "fee"), TIERS)
def test_a_clients_cancel_refunds_the_tiers_share_and_all_books_agree_to_the_paisa(
    api, rail, rupees, ahead, back, kept, fee
):
    pro, client, appointment = paid(api, rail, rupees=rupees, tiers=THREE_TIERS, hours_ahead=ahead)
    mine = api.get("/appointments/mine", token=client.token).body["items"][0]
    assert (mine["can_cancel"], mine["cancel_refund_paise"]) == (True, back)
    assert mine["cancellation_policy"] == THREE_TIERS
    answer = api.post(f"/appointments/{appointment.pk}/cancel", token=client.token)
    assert answer.status == 200, answer.body
    appointment.refresh_from_db()
    assert appointment.status == Status.CANCELLED and appointment.refunded_paise == back
    assert sum(Refund.objects.values_list("amount_paise", flat=True)) == back
    assert at_sandbox(appointment) == back
    payment = Payment.objects.get()
    assert payment.status == (
        Payment.Status.REFUNDED if back == rupees * 100 else Payment.Status.CAPTURED
    )
    assert sums() == {"cash": rupees * 100 - back, "platform": fee, "professional": kept}
    assert balanced()
    summary = api.get("/earnings/summary", token=token_for(pro.user)).body
    assert (summary["total_paise"], summary["booking"]["pending_paise"]) == (kept, kept)
    mine = api.get("/appointments/mine", token=client.token).body["items"][0]
    assert (mine["refunded_paise"], mine["cancel_refund_paise"], mine["can_cancel"]) == (
        back,
        0,
        False,
    )


@pytest.mark.django_db(transaction=True)
def test_the_professional_refunds_in_full_whatever_their_policy(api, rail):
    nothing_back = [{"hours": 0, "percent": 0}]
    pro, _, appointment = paid(api, rail, rupees=999, tiers=nothing_back, hours_ahead=1)
    decisions.appointment_cancel(user=pro.user, appointment_id=appointment.pk, origin=rail.base)
    appointment.refresh_from_db()
    assert appointment.refunded_paise == 99900 and at_sandbox(appointment) == 99900
    assert sums() == {"cash": 0, "platform": 0, "professional": 0}


@pytest.mark.django_db(transaction=True)
def test_a_cancel_after_a_staff_refund_gives_back_at_most_what_is_left(api, rail):
    pro, client, appointment = paid(api, rail, rupees=999, tiers=THREE_TIERS, hours_ahead=5)
    payments.payment_refund(
        payment_id=Payment.objects.get().pk, amount_paise=80000, reason="Late start", by=None,
        gateway=Gateway(origin=rail.base),
    )  # fmt: skip
    decisions.appointment_cancel(user=client.user, appointment_id=appointment.pk)
    appointment.refresh_from_db()
    assert appointment.refunded_paise == 19900  # 49950 due, 19900 left
    assert at_sandbox(appointment) == 99900 and balanced()


# The gateway's news of a partial refund, in any order.


def ledger_and_states(appointment) -> dict:
    payment = Payment.objects.select_related("order").get()
    return {
        "appointment": (appointment.status, appointment.refunded_paise),
        "payment": payment.status,
        "order": payment.order.status,
        "refunds": sorted((r.amount_paise, r.status) for r in Refund.objects.all()),
        "ledger": sums(),
        "sandbox": at_sandbox(appointment),
    }


def webhook(rail, refund_id: str, event_id: str) -> None:
    body = sandbox.event_body("refund.processed", refund_id=refund_id)
    _, status = sandbox.webhook_send(
        "refund.processed", url=f"{rail.base}{sandbox.WEBHOOK_PATH}", body=body,
        event_id=event_id,
    )  # fmt: skip
    assert status == 200


EXPECTED = {
    "appointment": (Status.CANCELLED, 49950),
    "payment": Payment.Status.CAPTURED,
    "order": Order.Status.PAID,
    "refunds": [(49950, Refund.Status.PROCESSED)],
    "ledger": {"cash": 49950, "platform": 24975, "professional": 24975},
    "sandbox": 49950,
}


@pytest.mark.django_db(transaction=True)
def test_a_partial_refund_whose_answer_then_webhook_twice_come_ends_as_expected(api, rail):
    _, client, appointment = paid(api, rail, rupees=999, tiers=THREE_TIERS, hours_ahead=5)
    decisions.appointment_cancel(user=client.user, appointment_id=appointment.pk, origin=rail.base)
    refund = Refund.objects.get()
    assert refund.status == Refund.Status.PENDING  # Razorpay's answer recorded
    sandbox.refund_process(refund.razorpay_refund_id)
    webhook(rail, refund.razorpay_refund_id, "evt_1")
    webhook(rail, refund.razorpay_refund_id, "evt_2")  # the same news, another delivery
    appointment.refresh_from_db()
    assert ledger_and_states(appointment) == EXPECTED


@pytest.mark.django_db(transaction=True)
def test_a_partial_refund_whose_webhook_comes_before_its_answer_ends_the_same(api, rail, settings):
    """Razorpay took the refund, but its answer was lost (the sender died): the webhook
    brings the news first, twice, and the worker's retry later finds it done."""
    _, client, appointment = paid(api, rail, rupees=999, tiers=THREE_TIERS, hours_ahead=5)
    sandbox_api = settings.RAZORPAY_API_URL
    settings.RAZORPAY_API_URL = "http://127.0.0.1:9/sandbox/razorpay"  # the answer never comes
    decisions.appointment_cancel(user=client.user, appointment_id=appointment.pk)
    settings.RAZORPAY_API_URL = sandbox_api
    refund = Refund.objects.get()
    assert refund.status == Refund.Status.REQUESTED and refund.amount_paise == 49950
    taken = Gateway().refund_create(
        payment_id=refund.payment.razorpay_payment_id, amount_paise=refund.amount_paise,
        notes={"reason": refund.reason, "refund_ref": refund.ref},
    )  # fmt: skip
    sandbox.refund_process(taken["id"])
    webhook(rail, taken["id"], "evt_1")
    webhook(rail, taken["id"], "evt_1")  # Razorpay's retry of that delivery
    webhook(rail, taken["id"], "evt_2")
    assert payments.refunds_unsent_send(Gateway()) == 0  # nothing left to send
    appointment.refresh_from_db()
    assert ledger_and_states(appointment) == EXPECTED


@pytest.mark.django_db(transaction=True)
def test_a_partial_refund_heard_before_its_payments_capture_ends_the_same(api, rail):
    """Razorpay promises no order: a partial refund's webhook may come before the capture
    of its payment is recorded. It waits, and is applied once the capture is."""
    pro = professional(price=999)
    day, weekday = upcoming(3)
    window = schedule(pro, {**WINDOW, "days": [weekday]}, payment_required=True).windows[0]
    client = Client(person("Meera", "Iyer"))
    appointment = book(client.user, pro, window.pk, day, name="Meera Iyer")
    order = api.post(
        "/payments/orders", json={"appointment_id": appointment.pk}, token=client.token
    )
    answer = rail.pay(order.body["order_id"])
    payment_id = answer["razorpay_payment_id"]
    half = Gateway().refund_create(payment_id=payment_id, amount_paise=49950, notes={})
    sandbox.refund_process(half["id"])
    webhook(rail, half["id"], "evt_early")
    webhook(rail, half["id"], "evt_early")
    # (the webhook asked Razorpay for the payment at once, and settled it first)
    rail.webhook("payment.captured", payment_id=payment_id)
    assert api.post("/payments/verify", json=answer, token=client.token).status == 200
    webhook(rail, half["id"], "evt_late")
    payment = Payment.objects.get()
    assert payment.status == Payment.Status.CAPTURED
    assert sorted(payment.refunds.values_list("amount_paise", "status")) == [(49950, "processed")]
    assert sums() == {"cash": 49950, "platform": 24975, "professional": 24975} and balanced()


@pytest.mark.django_db(transaction=True)
def test_a_cancel_under_the_policy_sends_no_more_statements_than_a_full_refund(api, rail):
    """The policy is a field of the profile row the cancel locks anyway: a client's cancel
    that reads it costs what a professional's full refund costs (tests/bookings/test_api.py
    pins the unpaid cancel's count)."""
    from tests.bookings.test_api import statements

    pro, _, by_pro = paid(api, rail, rupees=999, tiers=THREE_TIERS, hours_ahead=30)
    _, client, by_client = paid(api, rail, rupees=999, tiers=THREE_TIERS, hours_ahead=5)
    gateway = rail.base

    def the_move(run) -> list[str]:
        """The cancel's own transaction: what follows its COMMIT is the refund's sending."""
        sent = statements(run)
        return sent[: sent.index("COMMIT") + 1]

    full = the_move(
        lambda: decisions.appointment_cancel(
            user=pro.user, appointment_id=by_pro.pk, origin=gateway
        )
    )
    share = the_move(
        lambda: decisions.appointment_cancel(
            user=client.user, appointment_id=by_client.pk, origin=gateway
        )
    )
    assert Refund.objects.filter(amount_paise=49950).exists()
    assert len(share) == len(full), "\n".join(share)


def cancels_at_once(appointment, users, origin: str) -> list[str]:
    """Each user presses Cancel at the same moment, on a connection of their own (a thread);
    Busy is retried, as the web app does on 409 with Retry-After."""
    import threading
    from concurrent.futures import ThreadPoolExecutor

    from django.db import connection

    from kernel.errors import Busy, Conflict

    barrier = threading.Barrier(len(users))

    def cancel(user) -> str:
        barrier.wait(timeout=30)
        try:
            for _ in range(20):
                try:
                    decisions.appointment_cancel(
                        user=user, appointment_id=appointment.pk, origin=origin
                    )
                    return "cancelled"
                except Busy:
                    continue
            return "busy"
        except Conflict:
            return "conflict"
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=len(users)) as pool:
        return list(pool.map(cancel, users))


@pytest.mark.django_db(transaction=True)
def test_the_client_and_the_professional_cancelling_at_once_refund_once(api, rail):
    """Both sides press Cancel together on PostgreSQL: one move wins under the locks, the other
    is a 409, and exactly the winner's refund is made (the client's share, or all of it)."""
    for _ in range(3):
        pro, client, appointment = paid(api, rail, rupees=999, tiers=THREE_TIERS, hours_ahead=5)
        told = cancels_at_once(appointment, [client.user, pro.user], rail.base)
        assert sorted(told) == ["cancelled", "conflict"], told
        expected = 49950 if told[0] == "cancelled" else 99900
        appointment.refresh_from_db()
        assert appointment.status == Status.CANCELLED
        assert appointment.refunded_paise == expected
        refunds = Refund.objects.filter(payment__order__purpose_id=appointment.pk)
        assert list(refunds.values_list("amount_paise", flat=True)) == [expected]
        assert at_sandbox(appointment) == expected and balanced()


@pytest.mark.django_db(transaction=True)
def test_a_cancel_follows_the_policy_it_was_booked_under(api, rail):
    """The terms the client read before paying stay theirs: a professional who changes the
    policy afterwards changes it for new bookings only. One booked before policies existed
    (none stored) follows the professional's current one."""
    pro, client, appointment = paid(api, rail, rupees=999, tiers=THREE_TIERS, hours_ahead=5)
    assert appointment.cancellation_policy == THREE_TIERS
    Profile.objects.filter(pk=pro.pk).update(cancellation_policy=[{"hours": 0, "percent": 0}])
    mine = api.get("/appointments/mine", token=client.token).body["items"][0]
    assert (mine["cancellation_policy"], mine["cancel_refund_paise"]) == (THREE_TIERS, 49950)
    decisions.appointment_cancel(user=client.user, appointment_id=appointment.pk)
    appointment.refresh_from_db()
    assert appointment.refunded_paise == 49950

    _, older, before = paid(api, rail, rupees=999, tiers=THREE_TIERS, hours_ahead=30)
    Appointment.objects.filter(pk=before.pk).update(cancellation_policy=None)
    mine = api.get("/appointments/mine", token=older.token).body["items"][0]
    assert mine["cancel_refund_paise"] == 99900
    decisions.appointment_cancel(user=older.user, appointment_id=before.pk)
    before.refresh_from_db()
    assert before.refunded_paise == 99900
