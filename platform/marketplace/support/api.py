from ninja import Router, Status

from kernel.errors import ErrorOut
from marketplace.accounts.auth import client_address, session_auth
from marketplace.support import services
from marketplace.support.schemas import ReportIn, ReportOut

router = Router(tags=["support"])
ERRORS = {400: ErrorOut, 422: ErrorOut, 429: ErrorOut}


def anyone(request) -> bool:
    """Reports are open to visitors; a signed-in caller's report is linked to the account."""
    return True


@router.post("/reports", auth=[session_auth, anyone], response={201: ReportOut, **ERRORS})
def report(request, payload: ReportIn):
    """Write to support. At most 5 reports an hour per address (429 beyond)."""
    session = request.auth if request.auth is not True else None
    created = services.report_create(
        **payload.dict(), user=session.user if session else None, address=client_address(request)
    )
    return Status(201, created)
