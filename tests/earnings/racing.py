"""The withdrawal race, shared by the PostgreSQL test (threads) and the SQLite one (processes,
tests/sqlite_race.py): one professional with `places` x ₹100 withdrawable, and every racer
(the same person in many tabs) asks for ₹100 at the same moment."""

from kernel.errors import Busy, InvalidInput
from marketplace.earnings import services
from marketplace.earnings.models import Withdrawal
from tests.earnings.conftest import earned
from tests.factories import professional

RACERS = 20
FORM = dict(name="Ravi Kumar", account_number="123456789012", ifsc="SBIN0001234",
            phone="9876543210", balance="booking", amount=100)  # fmt: skip


def clients(count: int = RACERS) -> list:
    return []  # the racers are one professional, made per trial


def trial_setup(*, places: int, holds: bool, racers: list) -> dict:
    pro = professional("Race", "Earner")
    earned(pro, rupees=200 * places)  # the platform keeps half
    return {"professional_id": pro.pk}


def race(trial: dict, index: int, racers: list) -> str:
    from marketplace.accounts.models import User

    who = User.objects.get(pk=trial["professional_id"])
    for _ in range(20):
        try:
            services.withdrawal_request(professional=who, draft=services.WithdrawalDraft(**FORM))
            return "booked"
        except Busy:
            continue
        except InvalidInput as refused:
            return "full" if "at most" in refused.message else f"refused: {refused.message}"
    return "busy"


def summary(trial: dict) -> dict:
    return trial


def withdrawn(trial: dict) -> int:
    return Withdrawal.objects.filter(professional_id=trial["professional_id"]).count()
