from django.conf import settings

from marketplace.tax.models import TaxDetails


def details_of(user_id: int) -> TaxDetails:
    """The user's tax details, or an unsaved empty row (no PAN, not registered) when they gave
    none, so callers never test for None."""
    found = TaxDetails.objects.filter(pk=user_id).first()
    return found or TaxDetails(user_id=user_id, sac=settings.TAX_SAC_DEFAULT)
