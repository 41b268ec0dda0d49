"""What every tax paper prints alike (marketplace/tax/papers.py), in both languages."""

import pytest
from django.utils import translation

from marketplace.tax.papers import gst_rows, id_lines, percent


@pytest.mark.parametrize(
    ("rate_bp", "printed"),
    [(1800, "18%"), (900, "9%"), (450, "4.5%"), (10, "0.1%"), (5, "0.05%"), (0, "0%")],
)
def test_a_rate_prints_without_trailing_zeros(rate_bp, printed):
    assert percent(rate_bp) == printed


def test_gst_is_igst_between_states_and_halves_within_one():
    assert gst_rows(1800, igst=1800, cgst=0, sgst=0, inter_state=True) == [("IGST @ 18%", 1800)]
    assert gst_rows(1800, igst=0, cgst=900, sgst=901, inter_state=False) == [
        ("CGST @ 9%", 900),
        ("SGST @ 9%", 901),
    ]


def test_a_party_prints_only_the_numbers_it_has():
    assert id_lines() == []
    assert id_lines(pan="ABCPK1234F") == ["PAN: ABCPK1234F"]
    with translation.override("hi"):
        lines = id_lines(gstin="27ABCPK1234F1Z5", pan="ABCPK1234F")
    assert lines == ["GSTIN संख्या: 27ABCPK1234F1Z5", "PAN संख्या: ABCPK1234F"]
