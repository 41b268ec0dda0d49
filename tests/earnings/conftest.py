"""Money for the earnings tests. Paid appointments go through the payments rail against the
sandbox (tests/payments/conftest.py); money already withdrawable needs a service that is over,
which no booking can make now, so `earned` records a past appointment's captured payment the
way the demo does (project.demo.earnings), told to the ledger by payments' observers."""

import datetime

from django.utils import timezone

from marketplace.earnings.models import Entry
from marketplace.scheduling.models import Window
from project.demo.earnings import paid_appointment
from tests.factories import person, schedule, upcoming
from tests.payments.conftest import browser, gateway, holder, pay_first, sandbox_url  # noqa: F401


def earned(pro, *, rupees: int, days_ago: int = 3, client=None):
    """An appointment of `pro` (a Profile) that took place `days_ago` days ago, paid
    `rupees`: the professional's share is withdrawable now. Three days, not two: its window
    ends at 16:00 in India and the share waits 48 hours after, so two days ago is still
    pending until 16:00 IST (a test run after midnight in India found it)."""
    window = Window.objects.filter(professional_id=pro.pk).first()
    if window is None:
        _, weekday = upcoming(1)
        window = schedule(pro, {"days": [weekday], "start": "15:00", "end": "16:00"}).windows[0]
    day = timezone.localdate() - datetime.timedelta(days=days_ago)
    return paid_appointment(
        pro, client or person("Past", "Client"), window, day=day, price_paise=rupees * 100
    )


def sums(**filters) -> dict[str, int]:
    """Ledger totals per account."""
    totals: dict[str, int] = {}
    for entry in Entry.objects.filter(**filters):
        totals[entry.account] = totals.get(entry.account, 0) + entry.amount_paise
    return totals


def balanced() -> bool:
    """cash = platform + professional + payable + tds + tcs, over the whole ledger."""
    total = sums()
    owed = ("platform", "professional", "payable", "tds", "tcs")
    return total.get("cash", 0) == sum(total.get(account, 0) for account in owed)
