from ninja import Router

from kernel.errors import ErrorOut
from marketplace.accounts.auth import session_auth
from marketplace.tax import queries, services
from marketplace.tax.schemas import TaxDetailsIn, TaxDetailsOut
from marketplace.tax.states import STATES

router = Router(tags=["tax"], auth=session_auth)
ERRORS = {400: ErrorOut, 401: ErrorOut, 422: ErrorOut}


def _out(details) -> dict:
    fields = ("legal_name", "pan", "gstin", "state", "address", "exempt", "sac")
    return {
        **{name: getattr(details, name) for name in fields},
        "registered": details.registered, "charges_gst": details.charges_gst,
        "states": [{"code": code, "name": name} for code, name in STATES.items()],
    }  # fmt: skip


@router.get("/details", response={200: TaxDetailsOut, **ERRORS})
def details(request):
    """The signed-in user's tax details (empty fields when none were given), with the list of
    states to choose from."""
    return _out(queries.details_of(request.auth.user.pk))


@router.put("/details", response={200: TaxDetailsOut, **ERRORS})
def save(request, payload: TaxDetailsIn):
    draft = services.TaxDraft(**payload.dict())
    return _out(services.details_save(user=request.auth.user, draft=draft))
