"""What a payout shows before it is asked (gross, fee, TDS, TCS, net), the quarter's
statement as CSV and PDF, and the tax withheld per quarter: all equal to the ledger's sums."""

import csv
import datetime
import io
import re

import pytest
from django.db.models import Sum
from pypdf import PdfReader

from marketplace.earnings import services
from marketplace.earnings.models import Entry, Withdrawal
from marketplace.tax.periods import IST, quarter_of
from tests.factories import person, professional, token_for
from tests.withholding.conftest import FIRM_GSTIN, FIRM_PAN, captured, details, earned

pytestmark = pytest.mark.django_db

FORM = {
    "balance": "booking", "name": "Ravi Kumar", "account_number": "123456789012",
    "ifsc": "SBIN0001234", "phone": "9876543210",
}  # fmt: skip


@pytest.fixture
def no_pan():
    """₹800 paid, no PAN on file: fee ₹400, TDS 5 % = ₹40, ₹360 withdrawable."""
    profile = professional("No", "Pan", pan=None)
    earned(profile, rupees=800)
    profile.token = token_for(profile.user)
    return profile


def preview(api, pro, **params):
    query = "&".join(f"{key}={value}" for key, value in {"balance": "booking", **params}.items())
    return api.get(f"/earnings/withdrawal-preview?{query}", token=pro.token)


def test_the_preview_of_all_that_is_withdrawable_is_what_it_earned(api, no_pan):
    answer = preview(api, no_pan)
    assert answer.status == 200, answer.body
    assert answer.body == {
        "balance": "booking", "withdrawable_paise": 36000, "gross_paise": 80000,
        "fee_paise": 40000, "tds_paise": 4000, "tcs_paise": 0, "net_paise": 36000,
    }  # fmt: skip


def test_a_part_is_grossed_up_at_the_balances_ratios_and_the_withdrawal_records_it(api, no_pan):
    shown = preview(api, no_pan, amount="150").body
    # ₹150 of ₹360 net: gross 150 x 800/360 = ₹333.33, TDS 150 x 40/360 = ₹16.67, the fee
    # what is left; each rounded half up cumulatively, so they add up to the paisa.
    assert (shown["gross_paise"], shown["tds_paise"], shown["net_paise"]) == (33333, 1667, 15000)
    assert (
        shown["gross_paise"] - shown["fee_paise"] - shown["tds_paise"] - shown["tcs_paise"]
        == (shown["net_paise"])
    )
    asked = api.post("/earnings/withdrawals", json={**FORM, "amount": 150}, token=no_pan.token)
    assert asked.status == 201, asked.body
    figures = ("gross_paise", "fee_paise", "tds_paise", "tcs_paise")
    assert {key: asked.body[key] for key in figures} == {key: shown[key] for key in figures}
    assert asked.body["amount_paise"] == 15000
    stored = Withdrawal.objects.get(pk=asked.body["id"])
    assert (stored.gross_paise, stored.fee_paise, stored.tds_paise) == (33333, 16666, 1667)
    # What is left: ₹210 withdrawable.
    assert preview(api, no_pan).body["withdrawable_paise"] == 21000


def test_more_than_the_withdrawable_net_is_refused_by_both(api, no_pan):
    message = "You can withdraw at most ₹360 from your Booking balance."
    too_much = preview(api, no_pan, amount="360.01")
    assert too_much.status == 400 and too_much.body["fields"] == {"amount": message}
    asked = api.post("/earnings/withdrawals", json={**FORM, "amount": "360.01"}, token=no_pan.token)
    assert asked.status == 400 and asked.body["fields"] == {"amount": message}
    assert not Withdrawal.objects.exists()
    assert preview(api, no_pan, balance="savings").body["fields"].keys() == {"balance"}
    for bad in ("abc", "1e9999", "-5", "NaN", "1.001"):
        assert preview(api, no_pan, amount=bad).body["fields"].keys() == {"amount"}, bad
    assert api.get("/earnings/withdrawal-preview?balance=booking").status == 401


@pytest.fixture
def year():
    """A registered firm (TDS 0.1 %, TCS 0.5 %) paid ₹1,000 at 23:30 IST on 30 June 2026 and
    ₹1,000 at 00:30 IST on 1 July, then ₹800 recently; ₹300 withdrawn and paid out, ₹100
    withdrawn and failed, all in the quarter of now."""
    pro = professional("Firm", "Earner", pan=None)
    details(pro.user, pan=FIRM_PAN, gstin=FIRM_GSTIN, state="27")
    appointment = earned(pro, rupees=800)
    june = captured(appointment, rupees=1000, at=datetime.datetime(2026, 6, 30, 23, 30, tzinfo=IST))
    july = captured(appointment, rupees=1000, at=datetime.datetime(2026, 7, 1, 0, 30, tzinfo=IST))
    staff = person("Finance", "Staff")
    paid = services.withdrawal_request(
        professional=pro.user, draft=services.WithdrawalDraft(**FORM, amount=300)
    )
    services.withdrawal_pay(withdrawal_id=paid.pk, reference="UTR0001", by=staff)
    failed = services.withdrawal_request(
        professional=pro.user, draft=services.WithdrawalDraft(**FORM, amount=100)
    )
    services.withdrawal_fail(withdrawal_id=failed.pk, reason="Wrong account", by=staff)
    pro.token = token_for(pro.user)
    pro.june, pro.july = june, july
    return pro


def statement(api, pro, quarter, kind="csv", lang="en"):
    return api.get(f"/earnings/statement?quarter={quarter}&format={kind}&lang={lang}",
                   token=pro.token)  # fmt: skip


def ledger(pro, before, account="professional", after=None):
    rows = Entry.objects.filter(professional=pro.user, account=account, created_at__lt=before)
    if after is not None:
        rows = rows.filter(created_at__gte=after)
    return rows.aggregate(total=Sum("amount_paise"))["total"] or 0


def squeezed(pdf_or_text) -> str:
    """A PDF's text (or a text) without spaces and the control characters pypdf leaves
    between shaped Devanagari glyphs, to look words up in."""
    if isinstance(pdf_or_text, bytes):
        pages = PdfReader(io.BytesIO(pdf_or_text)).pages
        pdf_or_text = "".join(page.extract_text() for page in pages)
    return re.sub(r"[\x00-\x1f\s]", "", pdf_or_text)


def paise(text: str) -> int:
    whole, _, part = text.lstrip("-").partition(".")
    return (-1 if text.startswith("-") else 1) * (int(whole) * 100 + int(part or 0))


def test_the_ist_boundary_puts_30_june_in_q1_and_1_july_in_q2(api, year):
    q1 = list(csv.reader(io.StringIO(statement(api, year, "2026-27-Q1").response.content.decode())))
    q2 = list(csv.reader(io.StringIO(statement(api, year, "2026-27-Q2").response.content.decode())))
    assert [row[2] for row in q1[2:-1]] == [f"payment:{year.june.pk}"]
    assert [row[2] for row in q2[2:-1]] == [f"payment:{year.july.pk}"]
    assert q1[2][0] == "30-06-2026" and q2[2][0] == "01-07-2026"
    # ₹1,000 gross: fee ₹500, TDS ₹1, TCS ₹4.24 (0.5 % of ₹847.46), net ₹494.76.
    assert q1[2][4:9] == ["1000.00", "500.00", "1.00", "4.24", "494.76"]
    assert paise(q1[-1][-1]) == 49476 == paise(q2[1][-1])  # Q1's closing is Q2's opening


def test_a_quarters_statement_adds_up_and_equals_the_ledger(api, year):
    now = datetime.datetime.now(IST)
    # The quarter of now, where the recent payment and the withdrawals are (after 2026-27's
    # Q2, where the June and July payments are: their total is its opening balance).
    recent = Entry.objects.filter(professional=year.user, kind="payment", account="cash")
    captured_at = recent.latest("created_at").created_at
    quarter = quarter_of(now)
    if quarter_of(captured_at) != quarter:
        pytest.skip("the recent payment fell in the quarter before: run it a few days on")
    code, starts, ends = f"{quarter.year}-Q{quarter.number}", quarter.starts_at, quarter.ends_at
    answer = statement(api, year, code)
    assert answer.status == 200 and answer.headers["Content-Type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(answer.response.content.decode())))
    opening, movements, closing = rows[1], rows[2:-1], rows[-1]
    assert [row[1] for row in movements] == [
        "Payment", "Withdrawal", "Payout", "Withdrawal", "Payout failed",
    ]  # fmt: skip
    assert paise(opening[-1]) == ledger(year, starts) == 2 * 49476
    nets = [paise(row[8]) for row in movements]
    assert paise(opening[-1]) + sum(nets) == paise(closing[-1]) == ledger(year, ends)
    for column, account in ((4, "cash"), (5, "platform"), (6, "tds"), (7, "tcs")):
        earned_rows = [row for row in movements if row[1] == "Payment"]
        total = sum(paise(row[column]) for row in earned_rows)
        assert total == paise(closing[column])
        assert total == ledger(year, ends, account, after=starts) + (
            300_00 if account == "cash" else 0  # the payout took ₹300 of cash
        )
    assert paise(movements[2][9]) == 30000 and "UTR0001" in movements[2][3]
    # The withdrawal's row says what its net stood for, as recorded when it was asked.
    asked = Withdrawal.objects.filter(amount_paise=30000).get()
    assert movements[1][3].endswith(f"- ₹{asked.tcs_paise / 100:.2f} = ₹300.00")
    # ₹800: fee ₹400, TDS 80 paise, TCS ₹3.39 (0.5 % of ₹677.97).
    assert movements[0][4:9] == ["800.00", "400.00", "0.80", "3.39", "395.81"]

    pdf = statement(api, year, code, "pdf")
    assert pdf.headers["Content-Type"] == "application/pdf"
    text = "".join(
        page.extract_text() for page in PdfReader(io.BytesIO(pdf.response.content)).pages
    )
    which = f"Q{quarter.number}, financial year {quarter.year}"
    assert "Statement of earnings" in text and which in text
    for figure in ("₹989.52", f"₹{(2 * 49476 + 39581 - 30000) / 100:,.2f}", "₹3.39", "UTR0001"):
        assert figure in text, figure
    assert "Rupees" in text
    hindi = statement(api, year, code, "pdf", lang="hi")
    text = squeezed(hindi.response.content)
    assert (
        squeezed("कमाई का विवरण") in text
        and squeezed(f"Q{quarter.number}, वित्त वर्ष {quarter.year}") in text
    )
    assert "रुपये" in text and "₹989.52" in text


def test_bad_quarters_and_formats_are_field_errors(api, year):
    for bad in ("2026-Q1", "2026-28-Q1", "2026-27-Q5", "", "x" * 50):
        answer = statement(api, year, bad)
        # Too long for the schema is its 422; the rest are the statement's own 400.
        assert answer.status in (400, 422) and answer.body["fields"].keys() == {"quarter"}, bad
    assert statement(api, year, "2026-27-Q1", kind="xls").body["fields"].keys() == {"format"}
    assert api.get("/earnings/statement?quarter=2026-27-Q1").status == 401


def test_tax_withheld_per_quarter(api, year):
    answer = api.get("/earnings/tax-withheld?year=2026-27", token=year.token)
    assert answer.status == 200, answer.body
    quarters = {q["quarter"]: q for q in answer.body["quarters"]}
    assert list(quarters) == ["2026-27-Q1", "2026-27-Q2", "2026-27-Q3", "2026-27-Q4"]
    assert quarters["2026-27-Q1"] | {} == {
        "quarter": "2026-27-Q1", "number": 1, "starts_on": "2026-04-01", "ends_on": "2026-06-30",
        "gross_paise": 100000, "tds_paise": 100, "tcs_paise": 424,
    }  # fmt: skip
    assert (quarters["2026-27-Q2"]["tds_paise"], quarters["2026-27-Q2"]["tcs_paise"]) == (100, 424)
    # The recent ₹800 (TDS 80 paise, TCS ₹3.39) counts in its own quarter, when in this year.
    recent = Entry.objects.filter(professional=year.user, kind="payment", account="cash")
    when = quarter_of(recent.latest("created_at").created_at)
    extra = (80, 339) if when.year == "2026-27" else (0, 0)
    if when.year == "2026-27":
        mine = quarters[f"2026-27-Q{when.number}"]
        assert (mine["tds_paise"], mine["tcs_paise"]) == (
            100 * (when.number == 2) + 80,
            424 * (when.number == 2) + 339,
        )
    assert (answer.body["tds_paise"], answer.body["tcs_paise"]) == (200 + extra[0], 848 + extra[1])
    assert answer.body["tds_paise"] == ledger(
        year, datetime.datetime(2027, 4, 1, tzinfo=IST), "tds"
    )
    bad = api.get("/earnings/tax-withheld?year=2026-28", token=year.token)
    assert bad.status == 400 and bad.body["fields"].keys() == {"year"}
