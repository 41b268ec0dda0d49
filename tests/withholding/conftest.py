"""Helpers for the withholding tests: a professional's tax details as the form saves them,
and captures at a chosen moment, recorded as the payments rail records them and told to the
ledger through payments' observers (project.demo.earnings, as tests/earnings does)."""

import datetime
import string

from stdnum.in_ import gstin as gstin_number

from marketplace.bookings.services import PURPOSE as APPOINTMENT
from marketplace.payments.models import Payment
from marketplace.tax import services as tax
from project.demo.earnings import payment_captured
from tests.earnings.conftest import earned, sums  # noqa: F401
from tests.factories import person
from tests.payments.conftest import browser, gateway, holder, pay_first, sandbox_url  # noqa: F401

FIRM_PAN = "AAPFU0939F"  # a firm's (fourth letter F): no yearly threshold
FIRM_GSTIN = "27AAPFU0939F1ZV"  # the firm's in Maharashtra (27); the platform is in 29


def gstin_of(pan: str, state: str) -> str:
    """A GSTIN on `pan` in `state` whose check digit is right."""
    stem = f"{state}{pan}1Z"
    for digit in string.digits + string.ascii_uppercase:
        if gstin_number.is_valid(stem + digit):
            return stem + digit
    raise AssertionError("no check digit")


def details(user, **fields) -> None:
    tax.details_save(user=user, draft=tax.TaxDraft(**{"state": "29", **fields}))


def captured(appointment, *, rupees: int, at: datetime.datetime) -> Payment:
    """Another payment for `appointment` of `rupees`, captured `at`."""
    return payment_captured(
        client=appointment.client, amount_paise=rupees * 100, captured_at=at,
        receipt=f"appointment-{appointment.pk}", purpose=APPOINTMENT, purpose_id=appointment.pk,
    )  # fmt: skip


def booked(payment: Payment) -> dict[str, int]:
    return sums(source=f"payment:{payment.pk}")


def balanced_all() -> bool:
    total = sums()
    owed = ("platform", "professional", "payable", "tds", "tcs")
    return total.get("cash", 0) == sum(total.get(account, 0) for account in owed)


__all__ = ["person"]
