"""TDS (s.194-O) and TCS (s.52) taken out of the professional's share at capture, in the same
balanced set of entries, and reversed by refunds exactly."""

import datetime

import pytest

from marketplace.earnings.models import Entry
from marketplace.payments import services as payments
from marketplace.payments.gateway import Gateway
from marketplace.tax.periods import IST
from tests.earnings.test_ledger import pay
from tests.factories import professional
from tests.withholding.conftest import (
    FIRM_GSTIN,
    FIRM_PAN,
    balanced_all,
    booked,
    captured,
    details,
    earned,
    gstin_of,
    sums,
)

pytestmark = pytest.mark.django_db(transaction=True)


def test_tds_with_a_pan_is_a_tenth_of_a_percent_and_without_five_percent():
    firm = professional("Firm", "Pro", pan=None)
    details(firm.user, pan=FIRM_PAN)
    nobody = professional("No", "Pan", pan=None)
    with_pan = earned(firm, rupees=1000).pk
    without = earned(nobody, rupees=1000).pk
    firm_entries = sums(payment__order__purpose_id=with_pan)
    # ₹1,000 gross, fee ₹500: 0.1 % of the gross is ₹1 withheld; no TCS (not registered).
    assert firm_entries == {"cash": 100000, "platform": 50000, "tds": 100, "professional": 49900}
    # No PAN on file (s.206AA): 5 % of the gross, ₹50.
    no_pan = sums(payment__order__purpose_id=without)
    assert no_pan == {"cash": 100000, "platform": 50000, "tds": 5000, "professional": 45000}
    assert balanced_all()


def test_an_individual_under_the_threshold_has_none_withheld_until_a_payment_crosses_it(
    settings,
):
    settings.TAX_TDS_THRESHOLD_PAISE = 2500_00  # ₹2,500 a year, so three payments cross it
    pro = professional("Indi", "Vidual")  # an individual's PAN, from the factory
    appointment = earned(pro, rupees=1000, days_ago=3)
    first = Entry.objects.get(account="cash", professional=pro.user).payment
    assert booked(first) == {"cash": 100000, "platform": 50000, "professional": 50000}
    at = first.captured_at + datetime.timedelta(minutes=1)
    second = captured(appointment, rupees=1500, at=at)  # ₹2,500 in the year: within it
    assert "tds" not in booked(second)
    third = captured(appointment, rupees=1000, at=at + datetime.timedelta(minutes=1))
    # ₹3,500: this payment takes the year past it, so it is withheld in full (0.1 %).
    assert booked(third)["tds"] == 100 and booked(third)["professional"] == 50000 - 100
    fourth = captured(appointment, rupees=200, at=at + datetime.timedelta(minutes=2))
    assert booked(fourth)["tds"] == 20
    assert balanced_all()


def test_the_threshold_counts_the_financial_year_in_ist(settings):
    settings.TAX_TDS_THRESHOLD_PAISE = 1500_00
    pro = professional("Year", "End")
    appointment = earned(pro, rupees=1000, days_ago=3)
    # 31 March 23:30 IST is the old year; 1 April 00:30 IST the new one.
    march = captured(
        appointment, rupees=1000, at=datetime.datetime(2026, 3, 31, 23, 30, tzinfo=IST)
    )
    april = captured(appointment, rupees=1000, at=datetime.datetime(2026, 4, 1, 0, 30, tzinfo=IST))
    again = captured(appointment, rupees=1000, at=datetime.datetime(2026, 4, 2, tzinfo=IST))
    assert "tds" not in booked(march) and "tds" not in booked(april)
    assert booked(again)["tds"] == 100  # ₹2,000 in 2026-27 by then


def test_a_firms_pan_has_no_threshold(settings):
    pro = professional("Some", "Firm", pan=None)
    details(pro.user, pan=FIRM_PAN)
    earned(pro, rupees=499)
    # 0.1 % of ₹499 is 49.9 paise: 50, halves up.
    assert sums(professional=pro.user)["tds"] == 50


def test_tcs_only_where_the_professional_charges_gst():
    registered = professional("Gst", "Firm", pan=None)
    details(registered.user, pan=FIRM_PAN, gstin=FIRM_GSTIN, state="27")
    earned(registered, rupees=1000)
    # ₹1,000 with GST inside at 18 % is ₹847.46 of taxable value; 0.5 % of it is ₹4.2373: 424
    # paise. TDS 0.1 % of the gross: 100 paise.
    assert sums(professional=registered.user) == {
        "cash": 100000, "platform": 50000, "tds": 100, "tcs": 424, "professional": 49476,
    }  # fmt: skip
    exempt = professional("Doc", "Tor", pan=None)
    pan = "ABCPD1234K"
    details(exempt.user, pan=pan, gstin=gstin_of(pan, "29"), exempt=True)
    earned(exempt, rupees=1000)
    assert "tcs" not in sums(professional=exempt.user)
    unregistered = professional("Not", "Registered")
    earned(unregistered, rupees=1000)
    assert "tcs" not in sums(professional=unregistered.user)
    # An individual who is registered and under the TDS threshold: TCS alone.
    pan = "ABCPR1234K"
    indi = professional("Gst", "Indi", pan=None)
    details(indi.user, pan=pan, gstin=gstin_of(pan, "29"))
    earned(indi, rupees=1000)
    assert sums(professional=indi.user) == {
        "cash": 100000, "platform": 50000, "tcs": 424, "professional": 49576,
    }  # fmt: skip
    assert balanced_all()


def test_withholding_never_exceeds_the_share(settings):
    settings.PLATFORM_FEE_PERCENT = 99
    pro = professional("Tiny", "Share", pan=None)
    earned(pro, rupees=1000)
    # 5 % of ₹1,000 is ₹50, but the share is ₹10: all of it is withheld, nothing is owed.
    assert sums(professional=pro.user) == {"cash": 100000, "platform": 99000, "tds": 1000}
    assert balanced_all()


@pytest.fixture
def registered_firm(holder):
    _, appointment = holder
    details(appointment.professional, pan=FIRM_PAN, gstin=FIRM_GSTIN, state="27")
    return holder


def test_refunds_in_parts_reverse_tds_and_tcs_exactly(api, registered_firm, browser):
    _, appointment = registered_firm
    _, payment = pay(api, registered_firm, browser)  # ₹750
    # TDS 0.1 % of ₹750 = 75 paise; taxable ₹635.59, TCS 0.5 % = 317.8: 318 paise.
    assert booked(payment) == {
        "cash": 75000, "platform": 37500, "tds": 75, "tcs": 318, "professional": 37107,
    }  # fmt: skip
    gateway = Gateway(origin=browser.base)
    staff = appointment.professional
    payments.payment_refund(
        payment_id=payment.pk, amount_paise=37500, reason="Half", by=staff, gateway=gateway
    )
    # Half back: each withheld amount halved, rounded down; the fee takes the rest.
    half = sums(payment=payment)
    assert (half["tds"], half["tcs"], half["professional"]) == (75 - 37, 318 - 159, 37107 - 18553)
    assert half["cash"] == 37500 and balanced_all()
    for amount in (25000, 12499, 1):  # the other half, in three parts
        payments.payment_refund(
            payment_id=payment.pk, amount_paise=amount, reason="Part", by=staff, gateway=gateway
        )
        assert balanced_all()
    assert sums(payment=payment) == {
        "cash": 0, "platform": 0, "tds": 0, "tcs": 0, "professional": 0,
    }  # fmt: skip


def test_a_full_refund_reverses_everything(api, browser, holder):
    _, appointment = holder
    from marketplace.tax.models import TaxDetails

    TaxDetails.objects.filter(user=appointment.professional).delete()  # no PAN: 5 %
    _, payment = pay(api, holder, browser)
    assert booked(payment)["tds"] == 3750
    payments.payment_refund(
        payment_id=payment.pk, amount_paise=75000, reason="All", by=appointment.professional,
        gateway=Gateway(origin=browser.base),
    )  # fmt: skip
    assert set(sums(payment=payment).values()) == {0} and balanced_all()
