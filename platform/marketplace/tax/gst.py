"""GST inside a price. Prices here are what the client pays, GST included, so a registered
professional's ₹1,000 at 18 % is ₹847.46 of taxable value and ₹152.54 of GST. Every paper and
the ledger's TCS (charged on the taxable value) take the split from here, so they agree to
the paisa; the tax is whatever the rounded taxable value leaves, so the two always add up."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Split:
    taxable_paise: int
    tax_paise: int
    # Within a state the tax is half CGST and half SGST (CGST takes the odd paisa's lower
    # half); across states it is all IGST.
    cgst_paise: int = 0
    sgst_paise: int = 0
    igst_paise: int = 0


def taxable_of(total_paise: int, rate_bp: int) -> int:
    """The taxable value inside `total_paise` at `rate_bp` (1800 for 18 %), rounded to the
    nearest paisa, halves up."""
    return (total_paise * 10_000 * 2 + (10_000 + rate_bp)) // ((10_000 + rate_bp) * 2)


def split(total_paise: int, rate_bp: int, *, same_state: bool) -> Split:
    taxable = taxable_of(total_paise, rate_bp)
    tax = total_paise - taxable
    if same_state:
        return Split(taxable, tax, cgst_paise=tax // 2, sgst_paise=tax - tax // 2)
    return Split(taxable, tax, igst_paise=tax)


def untaxed(total_paise: int) -> Split:
    """An unregistered or exempt supplier's price: all of it is the value, no GST."""
    return Split(total_paise, 0)
