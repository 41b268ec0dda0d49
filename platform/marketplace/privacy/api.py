from dataclasses import asdict

from django.conf import settings
from django.http import FileResponse
from ninja import Query, Router, Status

from kernel.errors import ErrorOut
from marketplace.accounts import texts as accounts_texts
from marketplace.accounts.auth import client_address, session_auth
from marketplace.privacy import erasure, services
from marketplace.privacy.schemas import (
    ConfirmCodeIn,
    ConfirmCodeOut,
    ConfirmIn,
    ConsentsOut,
    DeletionIn,
    DeletionOut,
    DeletionQuery,
    DeletionStateOut,
    ExportOut,
    MarketingIn,
    NoticeOut,
)
from notifications.models import Consent

router = Router(tags=["privacy"])
ERRORS = {400: ErrorOut, 401: ErrorOut, 404: ErrorOut, 409: ErrorOut, 422: ErrorOut, 429: ErrorOut}


@router.get("/notice", response={200: NoticeOut})
def notice(request):
    """The grievance officer and the periods the privacy notice names."""
    return NoticeOut(
        officer_name=settings.GRIEVANCE_OFFICER_NAME,
        officer_email=settings.GRIEVANCE_OFFICER_EMAIL,
        officer_phone=settings.GRIEVANCE_OFFICER_PHONE,
        export_days=settings.EXPORT_DAYS,
        grace_days=settings.DELETION_GRACE_DAYS,
    )


@router.post(
    "/code",
    auth=session_auth,
    response={200: ConfirmCodeOut, 502: ErrorOut, 503: ErrorOut, **ERRORS},
)
def code_send(request, payload: ConfirmCodeIn):
    """Texts the signed-in user's own phone a code confirming a download of their data
    (`export`) or the deletion of their account (`delete`); valid for 5 minutes."""
    phone = services.confirm_code_send(
        user=request.auth.user, purpose=payload.purpose, address=client_address(request)
    )
    return {"message": accounts_texts.CODE_SENT.format(phone=phone)}


@router.get("/exports", auth=session_auth, response={200: list[ExportOut], **ERRORS})
def exports(request):
    return services.exports_of(request.auth.user)


@router.post("/exports", auth=session_auth, response={202: ExportOut, **ERRORS})
def export_request(request, payload: ConfirmIn):
    """A download of everything held about the caller, built in the background
    (`export.updated` on their topic when ready); a wrong or stale code is the code's error."""
    export = services.export_request(
        user=request.auth.user, code=payload.code, address=client_address(request)
    )
    return Status(202, export)


@router.get("/exports/{int:export_id}/download", auth=session_auth, response={200: None, **ERRORS})
def export_download(request, export_id: int):
    """The ZIP, to its own user only (any other id: 404)."""
    export, file = services.export_file(user=request.auth.user, export_id=export_id)
    answer = FileResponse(file, content_type="application/zip", as_attachment=True,
                          filename=f"my-data-{export.created_at:%Y-%m-%d}.zip")  # fmt: skip
    answer["Cache-Control"] = "private, no-store"
    return answer


def _state(user, *, details: bool = True) -> dict:
    scheduled = services.deletion_of(user)
    if not details:
        return {"scheduled": scheduled, "open": None}
    found = erasure.open_items(user)
    return {
        "scheduled": scheduled,
        "open": {
            **asdict(found),
            "forfeit_paise": found.forfeit_paise,
            "blockers": found.blockers(),
        },
    }


@router.get("/deletion", auth=session_auth, response={200: DeletionStateOut, **ERRORS})
def deletion_state(request, params: Query[DeletionQuery]):
    """Whether the account is scheduled for deletion, and (unless `details=false`, which the
    app's banner asks on every page) what is open: upcoming appointments (what each cancel
    gives back), seats, balances, package sessions left."""
    return _state(request.auth.user, details=params.details)


@router.post("/deletion", auth=session_auth, response={201: DeletionOut, **ERRORS})
def deletion_request(request, payload: DeletionIn):
    """Schedules the deletion after the grace period. Refused while a withdrawal is paid out
    or others hold seats at the caller's webinars; a balance or package sessions left need
    `accept_forfeit`."""
    deletion = services.deletion_request(
        user=request.auth.user, code=payload.code, accept_forfeit=payload.accept_forfeit,
        address=client_address(request),
    )  # fmt: skip
    return Status(201, deletion)


@router.delete("/deletion", auth=session_auth, response={200: DeletionOut, **ERRORS})
def deletion_cancel(request):
    return services.deletion_cancel(user=request.auth.user)


@router.get("/consents", auth=session_auth, response={200: ConsentsOut, **ERRORS})
def consents(request):
    """Every grant and withdrawal of consent, the newest first, and marketing's state."""
    user = request.auth.user
    return {
        "marketing": services.marketing_of(user),
        "records": list(Consent.objects.filter(user=user)[:200]),
    }


@router.put("/marketing", auth=session_auth, response={200: ConsentsOut, **ERRORS})
def marketing_set(request, payload: MarketingIn):
    services.marketing_set(user=request.auth.user, granted=payload.granted)
    return consents(request)
