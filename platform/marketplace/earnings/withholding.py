"""What the platform withholds from a professional's share for the government, at capture:
income tax under section 194-O of the Income-tax Act (TDS) and GST under section 52 of the
CGST Act (TCS). The rates and the threshold are settings (docs/tax-withholding.md says where
each comes from); the rate in force at capture is the one its entries keep.

- TDS is `TAX_TDS_RATE_BP` of the gross X with a PAN on file, `TAX_TDS_NO_PAN_RATE_BP`
  without (s.206AA). An individual or HUF with a PAN owes none while their gross in the
  financial year (IST), this payment included, stays within `TAX_TDS_THRESHOLD_PAISE`; the
  payment that takes the year past it, and every later one that year, are withheld in full.
- TCS is `TAX_TCS_RATE_BP` of the taxable value inside X (tax.gst.split, the split the
  invoices use) where the professional charges GST (registered and not exempt).
- Each is rounded to the paisa, halves up, and together they never exceed the share."""

import dataclasses
import datetime

from django.conf import settings
from django.db.models import Sum

from marketplace.earnings.models import Entry
from marketplace.tax import gst
from marketplace.tax.models import TaxDetails
from marketplace.tax.periods import IST, financial_year
from marketplace.tax.queries import details_of

Account, Kind = Entry.Account, Entry.Kind
BASIS_POINTS = 10_000


@dataclasses.dataclass(frozen=True)
class Withheld:
    tds_paise: int = 0
    tcs_paise: int = 0


def of_rate(paise: int, rate_bp: int) -> int:
    """`rate_bp` basis points of `paise`, rounded to the paisa, halves up."""
    return (paise * rate_bp * 2 + BASIS_POINTS) // (BASIS_POINTS * 2)


def year_starts(at: datetime.datetime) -> datetime.datetime:
    return datetime.datetime(int(financial_year(at)[:4]), 4, 1, tzinfo=IST)


def gross_in_year(professional_id: int, at: datetime.datetime) -> int:
    """What clients paid the professional in the financial year of `at`, before `at`: the
    cash their captured payments brought in (refunds are not taken off: a CA to confirm)."""
    total = Entry.objects.filter(
        professional_id=professional_id, account=Account.CASH, kind=Kind.PAYMENT,
        created_at__gte=year_starts(at), created_at__lt=at,
    ).aggregate(total=Sum("amount_paise"))["total"]  # fmt: skip
    return total or 0


def tds_rate_bp(details: TaxDetails, gross_paise: int, at: datetime.datetime) -> int:
    """The TDS rate on a payment of `gross_paise` captured `at` to the holder of `details`."""
    if not details.pan:
        return settings.TAX_TDS_NO_PAN_RATE_BP
    if details.individual:
        year = gross_in_year(details.user_id, at) + gross_paise
        if year <= settings.TAX_TDS_THRESHOLD_PAISE:
            return 0
    return settings.TAX_TDS_RATE_BP


def withheld(
    professional_id: int, *, gross_paise: int, share_paise: int, at: datetime.datetime
) -> Withheld:
    """TDS and TCS on a payment of `gross_paise` captured `at`, out of `share_paise`."""
    if share_paise <= 0:
        return Withheld()
    details = details_of(professional_id)
    tds = of_rate(gross_paise, tds_rate_bp(details, gross_paise, at))
    tcs = 0
    if details.charges_gst:
        same_state = details.state == settings.PLATFORM_STATE
        taxable = gst.split(gross_paise, settings.TAX_GST_RATE_BP, same_state=same_state)
        tcs = of_rate(taxable.taxable_paise, settings.TAX_TCS_RATE_BP)
    tds = min(tds, share_paise)
    tcs = min(tcs, share_paise - tds)
    return Withheld(tds, tcs)
