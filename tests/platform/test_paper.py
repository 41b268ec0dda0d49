"""The papers' toolkit: amounts in words (Indian English and Hindi), rupees with Indian digit
grouping, tax periods in IST, and a PDF whose text reads back."""

import datetime
import zoneinfo

import pytest
from pypdf import PdfReader

from kernel.paper import rupees
from kernel.paper.pdf import Paper
from kernel.paper.words import hindi, rupees_in_words
from marketplace.tax.periods import Quarter, financial_year, quarter_of

UTC = datetime.UTC


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (0, "शून्य"), (7, "सात"), (45, "पैंतालीस"), (99, "निन्यानबे"), (100, "एक सौ"),
        (250, "दो सौ पचास"), (1_001, "एक हज़ार एक"), (12_34_567, "बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ"),
        (5_00_00_000, "पाँच करोड़"), (123_45_67_890, "एक सौ तेईस करोड़ पैंतालीस लाख सड़सठ हज़ार आठ सौ नब्बे"),
    ],
)  # fmt: skip
def test_hindi_numbers(number, words):
    assert hindi(number) == words


def test_rupees_in_words_in_both_languages():
    assert rupees_in_words(1_25_050_50) == (
        "Rupees one lakh, twenty-five thousand and fifty, and fifty paise only"
    )
    assert rupees_in_words(100_00) == "Rupees one hundred only"
    assert rupees_in_words(1_25_050_50, "hi") == "एक लाख पच्चीस हज़ार पचास रुपये और पचास पैसे मात्र"


def test_rupees_are_grouped_the_indian_way():
    assert [rupees(p) for p in (99, 100_000, 1_234_567_89, -5_00_000_00)] == [
        "₹0.99", "₹1,000.00", "₹12,34,567.89", "-₹5,00,000.00"
    ]  # fmt: skip


def test_financial_years_and_quarters_are_read_in_ist():
    # 31 March 2027, 19:00 UTC is already 1 April in India: the next year's Q1.
    late = datetime.datetime(2027, 3, 31, 19, 0, tzinfo=UTC)
    assert financial_year(late) == "2027-28"
    assert quarter_of(late) == Quarter("2027-28", 1)
    assert quarter_of(datetime.date(2027, 3, 31)) == Quarter("2026-27", 4)
    q3 = quarter_of(datetime.date(2026, 11, 28))
    ist = zoneinfo.ZoneInfo("Asia/Kolkata")
    assert (q3.number, q3.starts_at, q3.ends_at) == (
        3, datetime.datetime(2026, 10, 1, tzinfo=ist), datetime.datetime(2027, 1, 1, tzinfo=ist)
    )  # fmt: skip
    assert Quarter("2026-27", 4).ends_at == datetime.datetime(2027, 4, 1, tzinfo=ist)


def test_a_paper_is_a_pdf_whose_text_reads_back(tmp_path):
    paper = Paper(title="Tax invoice", footer="P1/2026-27/0001")
    paper.parties(("Supplier", ["Dr Anita Rao", "GSTIN 27AAPFU0939F1ZV"]), ("Recipient", ["Ravi"]))
    paper.facts([("Invoice number", "P1/2026-27/0001")])
    paper.lines(
        ["Description", "Amount"], [["Consultation, 30 minutes", rupees(100_000)]], [120, 60]
    )
    paper.totals([("Total", 100_000)])
    paper.in_words("Amount in words", 100_000)
    path = tmp_path / "paper.pdf"
    path.write_bytes(paper.pdf())
    text = PdfReader(path).pages[0].extract_text()
    for expected in ("Tax invoice", "Dr Anita Rao", "P1/2026-27/0001", "₹1,000.00",
                     "Rupees one thousand only"):  # fmt: skip
        assert expected in text
