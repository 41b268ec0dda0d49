"""Reads of the packages area: a professional's packages with their sales, the packages on
sale on a profile, and a client's purchases with their balances."""

from django.db.models import Count, F, IntegerField, Q, QuerySet, Sum, Value
from django.db.models.functions import Coalesce
from django.utils import timezone

from marketplace.packages.models import Package, Purchase

PAID = Q(purchases__status=Purchase.Status.ACTIVE)


def _zero(expression):
    return Coalesce(expression, Value(0), output_field=IntegerField())


def packages_of(professional_id: int) -> QuerySet[Package]:
    """The professional's packages, each with its sales (paid purchases), revenue (what those
    paid) and credits used and left (left: of purchases not yet expired)."""
    now = timezone.now()
    unexpired = PAID & Q(purchases__expires_at__gt=now)
    return (
        Package.objects.filter(professional_id=professional_id)
        .annotate(
            sales=Count("purchases", filter=PAID),
            revenue_paise=_zero(Sum("purchases__price_paise", filter=PAID)),
            credits_used=_zero(
                Sum(F("purchases__sessions") - F("purchases__credits_left"), filter=PAID)
            ),
            credits_left=_zero(Sum("purchases__credits_left", filter=unexpired)),
        )
        .order_by("-created_at", "-id")
    )


def on_sale(professional_id: int) -> QuerySet[Package]:
    """What the profile page offers: packages on sale of plans still offered."""
    return Package.objects.filter(
        professional_id=professional_id, status=Package.Status.ACTIVE, plan__isnull=False
    ).order_by("price_paise", "id")


def purchases_of(client_id: int) -> QuerySet[Purchase]:
    """The client's paid purchases, the latest first, with what the balances show."""
    return (
        Purchase.objects.filter(client_id=client_id, status=Purchase.Status.ACTIVE)
        .select_related("package", "professional")
        .order_by("-expires_at", "-id")
    )
