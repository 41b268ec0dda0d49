"""The platform's monthly invoice to each professional for its fee: the month's net fee
entries, GST inside, once per professional and month however often and however many run it,
numbered without gaps, in English and Hindi."""

import datetime
import io
import threading

import pytest
from django.core.management import call_command
from django.db import DatabaseError, connection, transaction

from kernel.errors import Busy
from marketplace.earnings import invoices
from marketplace.earnings.models import Entry, FeeInvoice
from marketplace.earnings.tasks import fee_invoices_of_last_month
from marketplace.tax.periods import IST
from tests.factories import professional, token_for
from tests.withholding.conftest import FIRM_GSTIN, FIRM_PAN, captured, details, earned
from tests.withholding.test_payouts_and_statements import squeezed

OCTOBER = datetime.date(2026, 10, 1)
PLATFORM_GSTIN = "29AAACM1234A1Z5"


def at(day: int, hour: int = 12, month: int = 10) -> datetime.datetime:
    return datetime.datetime(2026, month, day, hour, tzinfo=IST)


@pytest.fixture
def platform_registered(settings):
    settings.PLATFORM_GSTIN = PLATFORM_GSTIN
    settings.PLATFORM_PAN = "AAACM1234A"
    settings.PLATFORM_LEGAL_NAME = "Marketplace Pvt Ltd"
    settings.PLATFORM_STATE = "29"


@pytest.fixture
def october(platform_registered):
    """Two professionals paid in October 2026 (IST): one in the platform's state (29), one a
    registered firm in Maharashtra (27); and one paid on 1 November at 00:30 IST only."""
    local = professional("Same", "State")
    appointment = earned(local, rupees=500, days_ago=3)
    captured(appointment, rupees=1000, at=at(5))
    captured(appointment, rupees=499, at=at(31, 23))  # 31 October 23:00 IST: still October
    firm = professional("Other", "State", pan=None)
    details(firm.user, pan=FIRM_PAN, gstin=FIRM_GSTIN, state="27", legal_name="Firm LLP")
    captured(earned(firm, rupees=500, days_ago=3), rupees=2000, at=at(15))
    later = professional("Next", "Month")
    captured(earned(later, rupees=500, days_ago=3), rupees=1000, at=at(1, 0, month=11))
    return local, firm, later


def fees(pro, month=OCTOBER) -> int:
    start, end = invoices.bounds(month)
    rows = Entry.objects.filter(
        professional=pro.user, account="platform", created_at__gte=start, created_at__lt=end
    )
    return sum(rows.values_list("amount_paise", flat=True))


@pytest.mark.django_db
def test_one_invoice_each_for_the_months_net_fee_split_by_state(october):
    local, firm, later = october
    made = invoices.fee_invoices_issue(OCTOBER)
    assert [invoice.professional_id for invoice in made] == [local.pk, firm.pk]
    mine = FeeInvoice.objects.get(professional=local.user)
    # ₹1,000 + ₹499 paid in October: the fee is half, ₹749.50, GST inside at 18 %.
    assert mine.total_paise == fees(local) == 74950
    assert (mine.taxable_paise, mine.cgst_paise, mine.sgst_paise, mine.igst_paise) == (
        63517, 5716, 5717, 0,
    )  # fmt: skip
    theirs = FeeInvoice.objects.get(professional=firm.user)
    assert theirs.total_paise == fees(firm) == 100000
    assert (theirs.taxable_paise, theirs.igst_paise, theirs.cgst_paise) == (84746, 15254, 0)
    assert (theirs.recipient_name, theirs.recipient_gstin, theirs.recipient_state) == (
        "Firm LLP", FIRM_GSTIN, "27",
    )  # fmt: skip
    assert (theirs.supplier_gstin, theirs.supplier_name) == (PLATFORM_GSTIN, "Marketplace Pvt Ltd")
    numbers = sorted(FeeInvoice.objects.values_list("number", flat=True))
    year = mine.year
    assert numbers == [f"PF/{year}/00001", f"PF/{year}/00002"]
    assert not FeeInvoice.objects.filter(professional=later.user).exists()
    # Run again, by the command too: nothing more.
    assert invoices.fee_invoices_issue(OCTOBER) == []
    call_command("issue_fee_invoices", "2026-10", stdout=io.StringIO())
    assert FeeInvoice.objects.count() == 2
    # November's (the fixture's recent payments, and the 1 November 00:30 one) go on in the
    # same series, with no gap.
    november = invoices.fee_invoices_issue(datetime.date(2026, 11, 1))
    assert {invoice.professional_id for invoice in november} >= {later.pk}
    assert [invoice.number for invoice in november] == [
        f"PF/{year}/{number:05d}" for number in range(3, 3 + len(november))
    ]


@pytest.mark.django_db(transaction=True)
def test_refunds_net_the_fee_and_a_month_with_none_left_issues_nothing(api, browser, holder):
    from marketplace.payments import services as payments
    from marketplace.payments.gateway import Gateway
    from tests.earnings.test_ledger import pay

    _, appointment = holder
    _, payment = pay(api, holder, browser)  # ₹750 now: a fee of ₹375
    month = invoices.month_from(payment.captured_at.astimezone(IST).strftime("%Y-%m"))
    gateway = Gateway(origin=browser.base)
    by = appointment.professional
    payments.payment_refund(payment_id=payment.pk, amount_paise=30000, reason="Part", by=by,
                            gateway=gateway)  # fmt: skip
    refunded = Entry.objects.get(kind="refund", account="platform")
    if refunded.created_at.astimezone(IST).month != payment.captured_at.astimezone(IST).month:
        pytest.skip("the capture and the refund fell either side of midnight at a month's end")
    # ₹300 of ₹750 back: the fee's part of it is ₹150, so ₹225 of fee is left.
    invoice = invoices.fee_invoice_issue(appointment.professional_id, month)
    assert invoice.total_paise == 37500 - 15000
    payments.payment_refund(payment_id=payment.pk, amount_paise=45000, reason="Rest", by=by,
                            gateway=gateway)  # fmt: skip
    assert invoices.fee_invoices_issue(month) == []


@pytest.mark.django_db(transaction=True)
def test_a_month_with_a_fee_of_nothing_issues_nothing(platform_registered, browser, holder, api):
    from marketplace.payments import services as payments
    from marketplace.payments.gateway import Gateway
    from tests.earnings.test_ledger import pay

    _, appointment = holder
    _, payment = pay(api, holder, browser)
    gateway = Gateway(origin=browser.base)
    payments.payment_refund(payment_id=payment.pk, amount_paise=75000, reason="All",
                            by=appointment.professional, gateway=gateway)  # fmt: skip
    month = invoices.month_from(payment.captured_at.astimezone(IST).strftime("%Y-%m"))
    if invoices.fees_in(month).get(appointment.professional_id) != 0:
        pytest.skip("the capture and the refund fell either side of a month's end")
    assert invoices.fee_invoices_issue(month) == [] and not FeeInvoice.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_runs_at_once_issue_each_invoice_once_with_no_gap(platform_registered):
    pros = [professional(f"Racer{index}", "Pro") for index in range(4)]
    for pro in pros:
        captured(earned(pro, rupees=500, days_ago=3), rupees=1000, at=at(10))
    start = threading.Barrier(4)
    errors = []

    def run():
        try:
            start.wait()
            invoices.fee_invoices_issue(OCTOBER)
        except Exception as error:  # noqa: BLE001 - reported below
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=run) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not [e for e in errors if not isinstance(e, Busy)], errors
    issued = FeeInvoice.objects.order_by("sequence")
    assert sorted(issued.values_list("professional_id", flat=True)) == sorted(p.pk for p in pros)
    assert list(issued.values_list("sequence", flat=True)) == [1, 2, 3, 4]


@pytest.mark.django_db(transaction=True)
def test_an_issued_invoice_is_never_changed_or_deleted(october):
    invoices.fee_invoices_issue(OCTOBER)
    invoice = FeeInvoice.objects.first()
    with pytest.raises(ValueError):
        invoice.save()
    with pytest.raises(ValueError):
        invoice.delete()
    with pytest.raises(DatabaseError), transaction.atomic():
        FeeInvoice.objects.filter(pk=invoice.pk).update(total_paise=1)
    with pytest.raises(DatabaseError), transaction.atomic():
        FeeInvoice.objects.filter(pk=invoice.pk).delete()


@pytest.mark.django_db
def test_the_professional_lists_and_downloads_theirs_only(api, october):
    local, firm, _ = october
    invoices.fee_invoices_issue(OCTOBER)
    token = token_for(local.user)
    listed = api.get("/earnings/fee-invoices", token=token)
    assert listed.status == 200 and [i["total_paise"] for i in listed.body["items"]] == [74950]
    mine = listed.body["items"][0]
    pdf = api.get(f"/earnings/fee-invoices/{mine['id']}/pdf", token=token)
    assert pdf.status == 200 and pdf.headers["Content-Type"] == "application/pdf"
    text = squeezed(pdf.response.content)
    for words in (
        "Tax invoice",
        mine["number"],
        "CGST @ 9%",
        "SGST @ 9%",
        "₹635.17",
        "₹57.16",
        "₹57.17",
        "₹749.50",
        "Rupees seven hundred and forty-nine",
        "GSTIN:" + PLATFORM_GSTIN,
    ):
        assert squeezed(words) in text, words
    hindi = squeezed(
        api.get(f"/earnings/fee-invoices/{mine['id']}/pdf?lang=hi", token=token).response.content
    )
    assert squeezed("टैक्स इनवॉइस") in hindi and "रुपये" in hindi and "₹749.50" in hindi
    theirs = FeeInvoice.objects.get(professional=firm.user)
    other = api.get(f"/earnings/fee-invoices/{theirs.pk}/pdf", token=token)
    assert other.status == 404
    igst = api.get(f"/earnings/fee-invoices/{theirs.pk}/pdf", token=token_for(firm.user))
    assert squeezed("IGST @ 18%") in squeezed(igst.response.content)


@pytest.mark.django_db
def test_with_no_platform_gstin_it_is_an_invoice_without_gst(api, settings):
    settings.PLATFORM_GSTIN = ""
    pro = professional("Plain", "Invoice")
    captured(earned(pro, rupees=500, days_ago=3), rupees=1000, at=at(10))
    invoice = invoices.fee_invoice_issue(pro.pk, OCTOBER)
    assert (invoice.total_paise, invoice.taxable_paise, invoice.rate_bp) == (50000, 50000, 0)
    pdf = api.get(f"/earnings/fee-invoices/{invoice.pk}/pdf", token=token_for(pro.user))
    text = squeezed(pdf.response.content)
    assert "Invoice" in text and "Taxinvoice" not in text and "GST" not in text.replace("GSTIN", "")


@pytest.mark.django_db
def test_the_daily_task_issues_last_month(october):
    # The task reads "last month" from the clock: whichever month that is, afterwards every
    # professional with a fee in it has its one invoice.
    fee_invoices_of_last_month.call_local()
    month = invoices.last_month()
    due = {pro for pro, fee in invoices.fees_in(month).items() if fee > 0}
    issued = FeeInvoice.objects.filter(month=month).values_list("professional_id", flat=True)
    assert sorted(issued) == sorted(due)


@pytest.mark.django_db
def test_a_bad_month_is_refused(october):
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match="Choose a month"):
        call_command("issue_fee_invoices", "2026-13", stdout=io.StringIO())
