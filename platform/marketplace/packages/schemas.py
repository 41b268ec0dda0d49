import datetime

from django.utils import timezone
from ninja import Field, Schema

from kernel.schemas import InputSchema
from marketplace.packages.models import Package, Purchase
from marketplace.payments.schemas import OrderOut


class PackageIn(InputSchema):
    plan_id: int | None = None
    name: str = Field("", max_length=200)
    sessions: int | None = Field(None, description="1 to 50")
    price: int | None = Field(None, description="Whole rupees, above 100")
    valid_days: int | None = Field(None, description="Days from purchase, 1 to 730")


class PackageEditIn(InputSchema):
    name: str = Field("", max_length=200)
    price: int | None = Field(None, description="Whole rupees, above 100")


class PackageOut(Schema):
    id: int
    professional_id: int
    plan_id: int | None
    plan_name: str
    name: str
    sessions: int
    price_paise: int
    valid_days: int
    status: Package.Status


class PackageSalesOut(PackageOut):
    """One row of the professional's Packages page."""

    sales: int = Field(description="Paid purchases")
    revenue_paise: int = Field(description="What the paid purchases paid")
    credits_used: int
    credits_left: int = Field(description="Unused credits of purchases not yet expired")

    @staticmethod
    def resolve_sales(package) -> int:
        return getattr(package, "sales", 0)

    @staticmethod
    def resolve_revenue_paise(package) -> int:
        return getattr(package, "revenue_paise", 0)

    @staticmethod
    def resolve_credits_used(package) -> int:
        return getattr(package, "credits_used", 0)

    @staticmethod
    def resolve_credits_left(package) -> int:
        return getattr(package, "credits_left", 0)


class PurchaseOut(Schema):
    """One of the client's packages: its balance."""

    id: int
    package_id: int
    name: str
    plan_id: int | None
    plan_name: str
    professional_id: int
    professional_name: str
    sessions: int
    credits_left: int
    expires_at: datetime.datetime | None
    expired: bool

    @staticmethod
    def resolve_name(purchase: Purchase) -> str:
        return purchase.package.name

    @staticmethod
    def resolve_plan_name(purchase: Purchase) -> str:
        return purchase.package.plan_name

    @staticmethod
    def resolve_professional_name(purchase: Purchase) -> str:
        return purchase.professional.name or purchase.professional.username

    @staticmethod
    def resolve_expired(purchase: Purchase) -> bool:
        return purchase.expires_at is not None and purchase.expires_at <= timezone.now()


class PurchaseOrderOut(OrderOut):
    """Razorpay Checkout's options for a purchase; then POST /payments/verify."""

    purchase_id: int
