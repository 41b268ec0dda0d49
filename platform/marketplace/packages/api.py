from ninja import Router, Status

from kernel.errors import ErrorOut
from marketplace.accounts.auth import session_auth
from marketplace.packages import queries, services, texts
from marketplace.packages.schemas import (
    PackageEditIn,
    PackageIn,
    PackageOut,
    PackageSalesOut,
    PurchaseOrderOut,
    PurchaseOut,
)
from marketplace.payments.api import checkout_for, gateway_of
from marketplace.payments.schemas import NO_BILLING_IN, BillingIn
from marketplace.payments.services import billing_checked

router = Router(tags=["packages"])
# Mounted under /professionals beside the profiles' router: GET /professionals/{id}/packages.
on_sale_router = Router(tags=["professionals"])
ERRORS = {400: ErrorOut, 401: ErrorOut, 404: ErrorOut, 422: ErrorOut}
WRITE = {409: ErrorOut, 429: ErrorOut, 503: ErrorOut, **ERRORS}


@on_sale_router.get("/{int:professional_id}/packages", response={200: list[PackageOut], **ERRORS})
def on_sale(request, professional_id: int):
    """The professional's packages on sale (public): what their profile page offers."""
    return list(queries.on_sale(professional_id))


@router.get("/mine", auth=session_auth, response={200: list[PackageSalesOut], **ERRORS})
def mine(request):
    """The caller's packages with their sales, revenue and credits used and left."""
    return list(queries.packages_of(request.auth.user.pk))


@router.post("", auth=session_auth, response={201: PackageOut, **WRITE})
def create(request, payload: PackageIn):
    """A package of one of the caller's plans; each bad value on its field."""
    draft = services.PackageDraft(**payload.dict())
    return Status(201, services.package_create(professional=request.auth.user, draft=draft))


@router.put("/{int:package_id}", auth=session_auth, response={200: PackageOut, **WRITE})
def edit(request, package_id: int, payload: PackageEditIn):
    """The name and price of a package nobody bought yet (409 once bought)."""
    return services.package_update(
        professional=request.auth.user, package_id=package_id, name=payload.name,
        price=payload.price,
    )  # fmt: skip


@router.post("/{int:package_id}/withdraw", auth=session_auth, response={200: PackageOut, **WRITE})
def withdraw(request, package_id: int):
    """Stop selling it; what was bought keeps its credits."""
    return services.package_withdraw(professional=request.auth.user, package_id=package_id)


@router.post(
    "/{int:package_id}/purchases", auth=session_auth, response={200: PurchaseOrderOut, **WRITE}
)
def purchase(request, package_id: int, payload: BillingIn = NO_BILLING_IN):
    """Buy it: the Razorpay order for its price; pay with Checkout, then POST
    /payments/verify. 409 when it is not on sale. The body (optional) asks for a business
    invoice."""
    user = request.auth.user
    billing = billing_checked(gstin=payload.gstin, name=payload.business_name)
    bought, order = services.purchase_order(
        client=user, package_id=package_id, gateway=gateway_of(request), billing=billing
    )
    package = bought.package
    description = texts.ORDER_DESCRIPTION.format(
        name=package.name, sessions=package.sessions, plan=package.plan_name,
        professional=package.professional.name,
    )  # fmt: skip
    options = checkout_for(
        order, description=str(description), name=user.name or "", email="",
        contact=user.phone or "",
    )  # fmt: skip
    return {**options, "purchase_id": bought.pk}


@router.get("/purchases/mine", auth=session_auth, response={200: list[PurchaseOut], **ERRORS})
def purchases_mine(request):
    """The caller's paid packages and their balances (credits left, expiry)."""
    return list(queries.purchases_of(request.auth.user.pk))
