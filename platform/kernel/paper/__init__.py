"""Papers people keep and hand to their accountant: invoices, credit notes, statements.

`Paper` is an A4 PDF (fpdf2) in one font that has Latin, Devanagari and the rupee sign, with
text shaping on, so Hindi's conjuncts and vowel signs are drawn as they are written. Its parts
are the ones every paper here has: a title, two parties side by side, facts, a table of lines,
totals, the amount in words, notes. A paper says what it is in its own words; the caller
translates them (under `translation.override`), so one layout serves English and Hindi.

`rupees` is here and the PDF in `kernel.paper.pdf`, which loads fpdf2 (most of a second): a
process loads it with its first paper, not at start."""


def rupees(paise: int) -> str:
    """₹1,23,456.50: Indian digit grouping, always two decimals (papers show paise)."""
    sign = "-" if paise < 0 else ""
    whole, rest = divmod(abs(paise), 100)
    digits = str(whole)
    if len(digits) > 3:
        head, tail = digits[:-3], digits[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        digits = ",".join([head, *groups, tail]) if head else ",".join([*groups, tail])
    return f"{sign}₹{digits}.{rest:02d}"
