"""A professional's tax details: what their invoices carry as the supplier's, and what the
platform's withholding (TDS, TCS) is decided by. One row a user; no row means none given."""

from django.conf import settings
from django.db import models


class TaxDetails(models.Model):
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, primary_key=True, related_name="+"
    )
    # The name on the PAN or the registration; the profile's name when empty.
    legal_name = models.CharField(max_length=120, blank=True)
    pan = models.CharField("PAN", max_length=10, blank=True)
    gstin = models.CharField("GSTIN", max_length=15, blank=True)
    # The GST state code ("27"): where the professional supplies from.
    state = models.CharField(max_length=2, blank=True)
    address = models.CharField(max_length=300, blank=True)
    # Their service is exempt from GST (healthcare by a registered medical practitioner,
    # notification 12/2017-Central Tax (Rate), entry 74): no GST lines, a bill of supply.
    exempt = models.BooleanField(default=False)
    sac = models.CharField("SAC", max_length=6, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "tax details"

    def __str__(self) -> str:
        return f"tax details of {self.user_id}"

    @property
    def registered(self) -> bool:
        """GST-registered: the invoice is a tax invoice with GST lines (unless exempt)."""
        return bool(self.gstin)

    @property
    def charges_gst(self) -> bool:
        return self.registered and not self.exempt

    @property
    def individual(self) -> bool:
        """An individual or a Hindu undivided family (the PAN's fourth letter P or H): the
        holders section 194-O's yearly threshold applies to."""
        return len(self.pan) == 10 and self.pan[3] in "PH"


class Series(models.Model):
    """A run of paper numbers that never repeats or skips: one row per owner's series and
    financial year ("invoice:12" is professional 12's invoices, "platform-fee" the platform's
    own), its last number taken under the row's lock (numbering.next_number)."""

    key = models.CharField(max_length=60)
    year = models.CharField(max_length=7)  # "2026-27"
    last = models.PositiveIntegerField(default=0)

    class Meta:
        verbose_name_plural = "series"
        constraints = [models.UniqueConstraint(fields=["key", "year"], name="one_series_a_year")]

    def __str__(self) -> str:
        return f"{self.key} {self.year}: {self.last}"
