from ninja import Query, Router, Status

from kernel.errors import ErrorOut
from kernel.paging import PageIn
from marketplace.accounts.auth import session_auth
from marketplace.earnings import queries, services
from marketplace.earnings.schemas import (
    EarningsSummaryOut,
    WithdrawalIn,
    WithdrawalOut,
    WithdrawalPageOut,
)

router = Router(tags=["earnings"], auth=session_auth)
ERRORS = {400: ErrorOut, 401: ErrorOut, 422: ErrorOut}


@router.get("/summary", response={200: EarningsSummaryOut, **ERRORS})
def summary(request):
    """The dashboard's cards, balances and 30-day chart, summed from the ledger."""
    found = queries.summary(request.auth.user.pk)
    return {**vars(found), "minimum_withdrawal_paise": services.MINIMUM_WITHDRAWAL_PAISE}


@router.get("/withdrawals", response={200: WithdrawalPageOut, **ERRORS})
def withdrawals(request, params: Query[PageIn]):
    """The caller's withdrawals, newest first (the spec's payment history)."""
    return queries.withdrawals_of(professional=request.auth.user, page=params.page)


@router.post("/withdrawals", response={201: WithdrawalOut, 409: ErrorOut, **ERRORS})
def withdraw(request, payload: WithdrawalIn):
    """Ask for a payout from the Booking or the Event balance: at least ₹100 and at most what
    is withdrawable now; staff pay it from the back office."""
    draft = services.WithdrawalDraft(**payload.dict())
    return Status(201, services.withdrawal_request(professional=request.auth.user, draft=draft))
