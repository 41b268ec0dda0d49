"""GST inside a price: the taxable value rounded to the paisa, the tax what it leaves, split
into halves within a state and whole across states; the parts always add up."""

import random

from marketplace.tax.gst import Split, split, taxable_of, untaxed


def test_a_thousand_rupees_at_18_percent():
    assert split(100_000, 1800, same_state=True) == Split(84_746, 15_254, 7_627, 7_627, 0)
    assert split(100_000, 1800, same_state=False) == Split(84_746, 15_254, igst_paise=15_254)
    assert untaxed(99_900) == Split(99_900, 0)


def test_halves_round_to_the_nearest_paisa():
    assert taxable_of(118, 1800) == 100
    assert taxable_of(1, 1800) == 1  # 0.847 paise rounds up
    assert taxable_of(3, 1800) == 3  # 2.54 rounds to 3: no tax is left on 3 paise


def test_the_parts_always_add_up():
    rng = random.Random(44)
    for _ in range(2_000):
        total = rng.randrange(1, 10_00_000_00)
        for same_state in (True, False):
            parts = split(total, 1800, same_state=same_state)
            assert parts.taxable_paise + parts.tax_paise == total
            assert parts.cgst_paise + parts.sgst_paise + parts.igst_paise == parts.tax_paise
            assert abs(parts.taxable_paise * 11_800 - total * 10_000) <= 5_900
