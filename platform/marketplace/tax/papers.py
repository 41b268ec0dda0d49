"""What every tax paper prints the same way, whoever issues it: the rate, the GSTIN and PAN
lines, and the GST rows of a total. The papers are the invoices and credit notes to clients
(invoices/papers.py) and the platform's fee invoice and statement to professionals
(earnings/papers.py); each calls these under its own `translation.override`."""

from marketplace.tax import texts


def percent(rate_bp: int) -> str:
    """A rate in basis points as a paper prints it: 18%, 4.5%, 0.1%."""
    whole, rest = divmod(rate_bp, 100)
    return f"{whole}.{rest:02d}".rstrip("0").rstrip(".") + "%"


def id_lines(*, gstin: str = "", pan: str = "") -> list[str]:
    """A party's GSTIN and PAN lines, each only when it has one."""
    lines = [str(texts.GSTIN_LINE).format(gstin=gstin)] if gstin else []
    return lines + ([str(texts.PAN_LINE).format(pan=pan)] if pan else [])


def gst_rows(
    rate_bp: int, *, igst: int, cgst: int, sgst: int, inter_state: bool
) -> list[tuple[str, int]]:
    """A total's GST rows: IGST at the whole rate between states, else CGST and SGST at half
    the rate each (IGST Act s.5, CGST Act s.9)."""
    if inter_state:
        return [(str(texts.IGST).format(rate=percent(rate_bp)), igst)]
    half = percent(rate_bp // 2)
    return [
        (str(texts.CGST).format(rate=half), cgst),
        (str(texts.SGST).format(rate=half), sgst),
    ]
