"""Withdrawals through the API and the services staff use: every rule and message of the
form, the ledger and balances as a request is paid or fails, and the professional told live."""

import pytest

from kernel.errors import Conflict
from kernel.history.queries import state_changes
from marketplace.earnings import queries, services, texts
from marketplace.earnings.models import Entry, Withdrawal
from notifications.models import Notification
from tests.earnings.conftest import balanced, earned, sums
from tests.factories import person, professional, token_for
from tests.frames import capture_frames

pytestmark = pytest.mark.django_db

FORM = {
    "balance": "booking",
    "name": "Ravi Kumar",
    "account_number": "123456789012",
    "ifsc": "SBIN0001234",
    "phone": "9876543210",
    "amount": 150,
}


@pytest.fixture
def committed(django_capture_on_commit_callbacks):
    """Runs what waits for the commit (the frames) when the block ends."""
    return django_capture_on_commit_callbacks


@pytest.fixture
def pro():
    """A professional with ₹400 withdrawable in the Booking balance (₹800 paid, half kept)."""
    profile = professional()
    earned(profile, rupees=800)
    profile.token = token_for(profile.user)
    return profile


def withdraw(api, pro, **changes):
    return api.post("/earnings/withdrawals", json={**FORM, **changes}, token=pro.token)


def test_the_summary_shows_cards_balances_and_thirty_days(api, pro):
    answer = api.get("/earnings/summary", token=pro.token)
    assert answer.status == 200, answer.body
    body = answer.body
    assert body["booking"] == {
        "earned_paise": 40000, "pending_paise": 0, "withdrawable_paise": 40000,
        "withdrawn_paise": 0,
    }  # fmt: skip
    assert body["event"]["earned_paise"] == 0 and body["event_total_paise"] == 0
    assert body["total_paise"] == body["year_paise"] == 40000
    assert len(body["daily"]) == 30 and sum(day["booking_paise"] for day in body["daily"]) == 40000
    assert body["minimum_withdrawal_paise"] == 10000
    assert api.get("/earnings/summary").status == 401


def test_a_withdrawal_takes_the_money_out_of_the_balance_at_once(api, pro, committed):
    with capture_frames(f"user:{pro.pk}") as frames:
        with committed(execute=True):
            answer = withdraw(api, pro, amount="150.50", ifsc=" sbin0001234 ")
        assert answer.status == 201, answer.body
        sent = frames.receive()
    body = answer.body
    assert body["account_number"] == "XXXXXXXX9012" and body["ifsc"] == "SBIN0001234"
    assert body["amount_paise"] == 15050
    assert (body["status"], body["balance"]) == ("requested", "booking")
    assert [frame["type"] for frame in sent] == ["withdrawal.updated"]
    assert sent[0]["data"]["status"] == "requested"
    balance = queries.balances(pro.pk)["booking"]
    assert (balance.withdrawable_paise, balance.withdrawn_paise) == (40000 - 15050, 15050)
    assert sums(professional=pro.user)["payable"] == 15050 and balanced()
    listed = api.get("/earnings/withdrawals", token=pro.token).body
    assert [item["id"] for item in listed["items"]] == [body["id"]] and not listed["has_next"]
    # Another person sees none of it.
    stranger = token_for(person("Anil", "Rao"))
    assert api.get("/earnings/withdrawals", token=stranger).body["items"] == []


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"name": "  "}, "name", texts.ENTER_NAME),
        ({"account_number": "12345678"}, "account_number", texts.ENTER_ACCOUNT),
        ({"account_number": "1234567890123456789"}, "account_number", texts.ENTER_ACCOUNT),
        ({"account_number": "12345abc90"}, "account_number", texts.ENTER_ACCOUNT),
        ({"ifsc": "SBIN1001234"}, "ifsc", texts.ENTER_IFSC),
        ({"ifsc": "SBI0001234"}, "ifsc", texts.ENTER_IFSC),
        ({"phone": "98765"}, "phone", "Please enter a 10-digit phone number."),
        ({"phone": "98765432101"}, "phone", "Please enter a 10-digit phone number."),
        ({"amount": None}, "amount", texts.ENTER_AMOUNT),
        ({"amount": 99.99}, "amount", "The minimum withdrawal is ₹100."),
        (
            {"amount": "100.001"},
            "amount",
            "An amount has at most two digits after the point (paise).",
        ),
        ({"amount": 400.01}, "amount", "You can withdraw at most ₹400 from your Booking balance."),
        ({"balance": "event"}, "amount", "You can withdraw at most ₹0 from your Event balance."),
        ({"balance": "savings"}, "balance", texts.CHOOSE_BALANCE),
    ],
)
def test_every_rule_of_the_form_has_its_message(api, pro, changes, field, message):
    answer = withdraw(api, pro, **changes)
    assert answer.status == 400, answer.body
    assert answer.body["fields"] == {field: message} and answer.body["message"] == message
    assert not Withdrawal.objects.exists() and not Entry.objects.filter(kind="withdrawal").exists()


def test_all_problems_are_named_at_once(api, pro):
    answer = withdraw(api, pro, name="", account_number="", ifsc="", phone="", amount=None)
    assert answer.status == 400
    assert set(answer.body["fields"]) == {"name", "account_number", "ifsc", "phone", "amount"}
    assert answer.body["message"] == "Please check the highlighted fields."


def test_the_whole_balance_may_be_withdrawn_and_then_nothing_more(api, pro):
    assert withdraw(api, pro, amount=400).status == 201
    answer = withdraw(api, pro, amount=100)
    assert answer.status == 400
    assert answer.body["message"] == "You can withdraw at most ₹0 from your Booking balance."
    assert queries.balances(pro.pk)["booking"].withdrawable_paise == 0


def test_pending_money_cannot_be_withdrawn(api):
    profile = professional()
    earned(profile, rupees=800, days_ago=-3)  # the appointment is in three days
    profile.token = token_for(profile.user)
    answer = withdraw(api, profile, amount=100)
    assert answer.status == 400 and "at most ₹0" in answer.body["message"]
    assert queries.balances(profile.pk)["booking"].pending_paise == 40000


def test_paid_by_staff_the_professional_is_told_live(api, pro, committed):
    requested = withdraw(api, pro, amount=200).body
    staff = person("Finance", "Staff")
    with capture_frames(f"user:{pro.pk}") as frames:
        with committed(execute=True):
            paid = services.withdrawal_pay(
                withdrawal_id=requested["id"], reference="UTR123", by=staff
            )
        sent = frames.receive()
    assert (paid.status, paid.reference, paid.decided_by) == ("paid", "UTR123", staff)
    kinds = [frame["type"] for frame in sent]
    assert kinds.count("withdrawal.updated") == 1 and "notification.created" in kinds
    update = next(frame for frame in sent if frame["type"] == "withdrawal.updated")
    assert update["data"]["status"] == "paid" and update["data"]["reference"] == "UTR123"
    told = Notification.objects.get(user=pro.user)
    assert told.text == "Your withdrawal of ₹200 was paid (reference UTR123)."
    assert told.data["path"] == "/paymentDashboard"
    moves = [(c.from_state, c.to_state, c.actor_id) for c in state_changes(paid)]
    assert moves == [("requested", "paid", staff.pk)]
    # The money left: out of cash and of what is owed, and the balance does not come back.
    assert sums(professional=pro.user) == {
        "cash": 80000 - 20000, "platform": 40000, "professional": 20000, "payable": 0
    }  # fmt: skip
    assert balanced()
    listed = api.get("/earnings/withdrawals", token=pro.token).body["items"][0]
    assert (listed["status"], listed["reference"]) == ("paid", "UTR123")
    with pytest.raises(Conflict):
        services.withdrawal_fail(withdrawal_id=paid.pk, reason="Too late", by=staff)


def test_a_failed_payout_returns_the_money_to_the_balance(api, pro):
    requested = withdraw(api, pro, amount=300).body
    assert queries.balances(pro.pk)["booking"].withdrawable_paise == 10000
    failed = services.withdrawal_fail(
        withdrawal_id=requested["id"], reason="Account closed", by=None
    )
    assert (failed.status, failed.failure_reason) == ("failed", "Account closed")
    balance = queries.balances(pro.pk)["booking"]
    assert (balance.withdrawable_paise, balance.withdrawn_paise) == (40000, 0)
    assert Notification.objects.get(user=pro.user).text == (
        "Your withdrawal of ₹300 failed: Account closed. The money is back in your balance."
    )
    assert balanced() and sums()["payable"] == 0
    with pytest.raises(Conflict):
        services.withdrawal_pay(withdrawal_id=failed.pk, reference="UTR9", by=None)


def test_staff_decisions_need_a_reference_or_a_reason(api, pro):
    requested = withdraw(api, pro, amount=100).body
    with pytest.raises(services.InvalidInput) as no_reference:
        services.withdrawal_pay(withdrawal_id=requested["id"], reference=" ", by=None)
    assert no_reference.value.message == texts.ENTER_REFERENCE
    with pytest.raises(services.InvalidInput) as no_reason:
        services.withdrawal_fail(withdrawal_id=requested["id"], reason="", by=None)
    assert no_reason.value.message == texts.ENTER_REASON
    assert Withdrawal.objects.get().status == "requested"
