from ninja import Router, Status

from kernel.errors import ErrorOut
from marketplace.accounts.auth import client_address, session_auth
from marketplace.support import grievances, services
from marketplace.support.schemas import GrievanceIn, GrievanceOut, ReportIn, ReportOut

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


@router.post(
    "/grievances", auth=session_auth, response={201: GrievanceOut, 401: ErrorOut, **ERRORS}
)
def grievance_file(request, payload: GrievanceIn):
    """A complaint to the grievance officer: its ticket number at once, acknowledged within
    48 hours, resolved within 30 days. At most 10 a day per account (429 beyond)."""
    created = grievances.grievance_file(
        user=request.auth.user, subject=payload.subject, message=payload.message
    )
    return Status(201, created)


@router.get("/grievances", auth=session_auth, response={200: list[GrievanceOut], 401: ErrorOut})
def grievance_list(request):
    """The caller's complaints, the newest first, each with its steps."""
    return grievances.grievances_of(user=request.auth.user)


@router.get(
    "/grievances/{int:grievance_id}",
    auth=session_auth,
    response={200: GrievanceOut, 401: ErrorOut, 404: ErrorOut},
)
def grievance_detail(request, grievance_id: int):
    return grievances.grievance_of(user=request.auth.user, grievance_id=grievance_id)
