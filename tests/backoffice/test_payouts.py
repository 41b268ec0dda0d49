"""The payout queue: finance staff mark withdrawals paid (each with the bank's reference) or
failed (with a reason), and export them for the bank; everyone else is refused."""

import csv
import io

import pytest
from django.contrib.admin.models import LogEntry
from django.contrib.contenttypes.models import ContentType

from marketplace.earnings import queries, services
from marketplace.earnings import texts as earnings_texts
from marketplace.earnings.models import Entry, Withdrawal
from notifications.models import Notification
from tests.backoffice.conftest import said

pytestmark = pytest.mark.django_db(transaction=True)

QUEUE = "/admin/earnings/withdrawal/"
Status = Withdrawal.Status


def withdraw(pro, rupees: int, *, name: str = "Ravi Kumar") -> Withdrawal:
    return services.withdrawal_request(
        professional=pro.user,
        draft=services.WithdrawalDraft(
            balance="booking", name=name, account_number="123456789012", ifsc="SBIN0001234",
            phone="9876543210", amount=str(rupees),
        ),
    )  # fmt: skip


def logged(withdrawal: Withdrawal) -> list[LogEntry]:
    return list(
        LogEntry.objects.filter(
            content_type=ContentType.objects.get_for_model(Withdrawal),
            object_id=str(withdrawal.pk),
        )
    )


def withdrawable(pro) -> int:
    return queries.balances(pro.pk)["booking"].withdrawable_paise


@pytest.fixture
def earner(pay):
    """A professional whose ₹1,000 appointment took place and was paid: ₹500 withdrawable."""
    pro, _ = pay(price=1000, done=True)
    assert withdrawable(pro) == 50000
    return pro


def test_finance_marks_two_withdrawals_paid_with_their_references(earner, staff):
    first, second = withdraw(earner, 100), withdraw(earner, 150)
    finance = staff("finance")

    queue = finance.get(QUEUE)
    assert queue.status_code == 200
    page = queue.content.decode()
    assert "123456789012" in page and "SBIN0001234" in page and "₹150" in page
    # Oldest request first.
    assert page.index(f"withdrawal/{first.pk}/") < page.index(f"withdrawal/{second.pk}/")

    form = finance.action(QUEUE, "mark_paid", [first, second])
    assert form.status_code == 200
    html = form.content.decode()
    assert 'name="csrfmiddlewaretoken"' in html
    assert f'name="reference-{first.pk}"' in html and f'name="reference-{second.pk}"' in html

    done = finance.action(
        QUEUE, "mark_paid", [first, second],
        **{f"reference-{first.pk}": "UTR0001", f"reference-{second.pk}": " UTR0002 "},
    )  # fmt: skip
    assert done.status_code == 200
    assert said(done) == ["Marked 2 withdrawal(s) paid."]
    for withdrawal, reference in ((first, "UTR0001"), (second, "UTR0002")):
        withdrawal.refresh_from_db()
        assert withdrawal.status == Status.PAID and withdrawal.reference == reference
        assert withdrawal.decided_by == finance.user and withdrawal.decided_at is not None
        payout = Entry.objects.filter(source=f"payout:{withdrawal.pk}")
        amount = withdrawal.amount_paise
        assert {(e.account, e.amount_paise) for e in payout} == {
            ("payable", -amount),
            ("cash", -amount),
        }
        [entry] = logged(withdrawal)
        assert entry.user == finance.user and entry.is_change()
        assert reference in entry.get_change_message()
        assert Notification.objects.filter(
            user=earner.user, data__withdrawal_id=withdrawal.pk
        ).exists()
    texts = Notification.objects.filter(user=earner.user).values_list("text", flat=True)
    assert "Your withdrawal of ₹100 was paid (reference UTR0001)." in texts
    # Paid out: the money does not come back.
    assert withdrawable(earner) == 50000 - 25000


def test_finance_marks_a_withdrawal_failed_and_the_money_is_back(earner, staff):
    withdrawal = withdraw(earner, 200)
    assert withdrawable(earner) == 30000
    finance = staff("finance")

    form = finance.action(QUEUE, "mark_failed", [withdrawal])
    assert form.status_code == 200 and 'name="reason"' in form.content.decode()
    done = finance.action(QUEUE, "mark_failed", [withdrawal], reason="Account closed")
    assert said(done) == ["Marked 1 withdrawal(s) failed; the money is back in their balances."]
    withdrawal.refresh_from_db()
    assert withdrawal.status == Status.FAILED and withdrawal.failure_reason == "Account closed"
    assert withdrawable(earner) == 50000
    [entry] = logged(withdrawal)
    assert entry.user == finance.user and "Account closed" in entry.get_change_message()
    assert Notification.objects.filter(
        user=earner.user, text__contains="failed: Account closed"
    ).exists()


def test_a_refused_decision_is_told_per_withdrawal_never_a_500(earner, staff):
    """A reference left empty, and a withdrawal another staff member decided meanwhile."""
    kept, raced, fine = withdraw(earner, 100), withdraw(earner, 100), withdraw(earner, 100)
    finance, colleague = staff("finance"), staff("finance")
    # Both open the page; the colleague fails one first.
    assert finance.action(QUEUE, "mark_paid", [kept, raced, fine]).status_code == 200
    colleague.action(QUEUE, "mark_failed", [raced], reason="Wrong IFSC")

    references = {
        f"reference-{kept.pk}": "  ",
        f"reference-{raced.pk}": "UTR9",
        f"reference-{fine.pk}": "UTR7",
    }
    done = finance.action(QUEUE, "mark_paid", [kept, raced, fine], **references)
    assert done.status_code == 200
    assert said(done) == [
        f"Withdrawal {kept.pk}: {earnings_texts.ENTER_REFERENCE}",
        f"Withdrawal {raced.pk}: This withdrawal is failed and cannot become paid.",
        "Marked 1 withdrawal(s) paid.",
    ]
    statuses = dict(Withdrawal.objects.values_list("pk", "status"))
    assert statuses == {kept.pk: Status.REQUESTED, raced.pk: Status.FAILED, fine.pk: Status.PAID}
    # Nothing logged for what did not happen.
    assert logged(kept) == []
    assert [e.user for e in logged(raced)] == [colleague.user]

    # Choosing a decided one again leaves it out before any page.
    again = finance.action(QUEUE, "mark_paid", [fine])
    assert said(again) == [
        f"Withdrawal {fine.pk} is paid already: left out.",
        "None of the selected withdrawals is waiting.",
    ]


def test_finance_exports_the_selected_withdrawals_for_the_bank(earner, staff):
    sly = withdraw(earner, 100, name='=HYPERLINK("http://evil.example","Ravi")')
    plain = withdraw(earner, 250)
    withdraw(earner, 100)  # not selected
    finance = staff("finance")

    answer = finance.action(QUEUE, "export_csv", [plain, sly])
    assert answer.status_code == 200
    assert answer["Content-Type"] == "text/csv; charset=utf-8"
    assert answer["Content-Disposition"].startswith('attachment; filename="payouts-')
    rows = list(csv.reader(io.StringIO(answer.content.decode())))
    assert rows[0] == [
        "Withdrawal", "Account holder", "Account number", "IFSC", "Amount (INR)", "Phone",
        "Requested at",
    ]  # fmt: skip
    assert [row[0] for row in rows[1:]] == [str(sly.pk), str(plain.pk)]  # oldest first
    assert rows[1][1] == '\'=HYPERLINK("http://evil.example","Ravi")'
    assert rows[2][1:6] == ["Ravi Kumar", "123456789012", "SBIN0001234", "250.00", "9876543210"]
    assert rows[1][4] == "100.00"
    # Who took the bank details out, and when.
    assert [e.user for e in logged(plain)] == [finance.user]
    assert "Exported" in logged(sly)[0].get_change_message()


def test_support_and_staff_in_no_group_cannot_see_or_decide_payouts(earner, staff):
    withdrawal = withdraw(earner, 100)
    for person in (staff("support"), staff(None)):
        assert person.get(QUEUE).status_code == 403
        assert person.get(f"{QUEUE}{withdrawal.pk}/change/").status_code == 403
        assert person.get("/admin/earnings/entry/").status_code == 403
        refused = person.action(QUEUE, "mark_paid", [withdrawal], **{
            f"reference-{withdrawal.pk}": "UTR1"
        })  # fmt: skip
        assert refused.status_code == 403
        assert person.action(QUEUE, "export_csv", [withdrawal]).status_code == 403
    withdrawal.refresh_from_db()
    assert withdrawal.status == Status.REQUESTED and logged(withdrawal) == []


def test_seeing_the_queue_is_not_deciding(earner, staff):
    """A staff member allowed only to view withdrawals is not offered the decisions, and a
    decision posted anyway does nothing."""
    from django.contrib.auth.models import Permission

    withdrawal = withdraw(earner, 100)
    viewer = staff(None)
    viewer.user.user_permissions.add(
        Permission.objects.get(content_type__app_label="earnings", codename="view_withdrawal")
    )
    queue = viewer.get(QUEUE)
    assert queue.status_code == 200
    assert 'value="export_csv"' in queue.content.decode()
    assert 'value="mark_paid"' not in queue.content.decode()
    refused = viewer.action(QUEUE, "mark_paid", [withdrawal], **{
        f"reference-{withdrawal.pk}": "UTR1"
    })  # fmt: skip
    assert said(refused) == ["No action selected."]
    withdrawal.refresh_from_db()
    assert withdrawal.status == Status.REQUESTED


def test_the_ledger_is_read_only_even_for_a_superuser(earner, staff):
    boss = staff(None)
    boss.user.is_superuser = True
    boss.user.save(update_fields=["is_superuser"])
    entry = Entry.objects.filter(professional=earner.user).first()
    assert boss.get("/admin/earnings/entry/", q=earner.user.phone).status_code == 200
    page = boss.get(f"/admin/earnings/entry/{entry.pk}/change/")
    assert page.status_code == 200 and 'name="_save"' not in page.content.decode()
    assert boss.get("/admin/earnings/entry/add/").status_code == 403
    assert boss.get(f"/admin/earnings/entry/{entry.pk}/delete/").status_code == 403
    assert boss.get("/admin/earnings/withdrawal/add/").status_code == 403
