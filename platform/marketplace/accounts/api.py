from ninja import Router, Status

from kernel.errors import ErrorOut
from marketplace.accounts import devices, queries, services, texts
from marketplace.accounts.auth import client_address, session_auth, user_agent
from marketplace.accounts.challenge import challenge_create
from marketplace.accounts.schemas import (
    ChallengeOut,
    CodeIn,
    CodeOut,
    EmailOut,
    LanguageIn,
    PushIn,
    PushOut,
    RegisterIn,
    SessionOut,
    SignInOut,
    UserOut,
    VerifyIn,
)
from notifications import channels, push

router = Router(tags=["sign-in"])
ERRORS = {
    400: ErrorOut,
    401: ErrorOut,
    404: ErrorOut,
    422: ErrorOut,
    428: ErrorOut,
    429: ErrorOut,
}


def _signed_in(result: services.SignIn) -> dict:
    if result.ticket:
        return {"status": "needs_name", "ticket": result.ticket}
    return {"status": "signed_in", "token": result.token, "user": result.user}


@router.get("/challenge", response={200: ChallengeOut, **ERRORS})
def challenge(request):
    """A proof-of-work challenge, for when `POST /code` answers 428."""
    return challenge_create()


@router.post("/code", response={200: CodeOut, 502: ErrorOut, 503: ErrorOut, **ERRORS})
def send_code(request, payload: CodeIn):
    """Texts a sign-in code. 502: the SMS provider refused the message; 503: it could not be
    reached (try again after Retry-After)."""
    phone = services.code_send(
        country_code=payload.country_code,
        phone=payload.phone,
        address=client_address(request),
        altcha=payload.altcha,
    )
    return {"message": texts.CODE_SENT.format(phone=phone)}


@router.post("/verify", response={200: SignInOut, **ERRORS})
def verify_code(request, payload: VerifyIn):
    result = services.code_verify(
        country_code=payload.country_code,
        phone=payload.phone,
        code=payload.code,
        address=client_address(request),
        user_agent=user_agent(request),
    )
    return _signed_in(result)


@router.post("/register", response={200: SignInOut, **ERRORS})
def register(request, payload: RegisterIn):
    result = services.account_register(
        ticket=payload.ticket,
        first_name=payload.first_name,
        last_name=payload.last_name,
        address=client_address(request),
        user_agent=user_agent(request),
    )
    return _signed_in(result)


@router.get("/me", auth=session_auth, response={200: UserOut, **ERRORS})
def me(request):
    return request.auth.user


@router.put("/language", auth=session_auth, response={204: None, **ERRORS})
def language_set(request, payload: LanguageIn):
    """The account's language: the web app's after each sign-in, and that of the notifications,
    SMS, e-mails and calendar feed sent to this person."""
    services.language_set(user=request.auth.user, language=payload.language)
    return Status(204, None)


@router.get("/me/email", auth=session_auth, response={200: EmailOut, **ERRORS})
def my_email(request):
    """The e-mail the user gave last (their profile's, else the last one typed into a booking
    form), "" when none: the booking forms start with it."""
    return {"email": channels.email_of(request.auth.user.pk)}


@router.post("/logout", auth=session_auth, response={204: None, **ERRORS})
def logout(request):
    services.session_revoke(session=request.auth)
    return Status(204, None)


@router.get("/sessions", auth=session_auth, response={200: list[SessionOut], **ERRORS})
def sessions(request):
    current = request.auth.pk
    return [
        SessionOut(
            id=s.pk,
            user_agent=s.user_agent,
            created_at=s.created_at,
            last_seen_at=s.last_seen_at,
            current=s.pk == current,
            push=s.pushing,
        )
        for s in queries.sessions_active(user=request.auth.user)
    ]


@router.delete("/sessions/{session_id}", auth=session_auth, response={204: None, **ERRORS})
def revoke_session(request, session_id: int):
    services.session_revoke_by_id(user=request.auth.user, session_id=session_id)
    return Status(204, None)


@router.get("/push", auth=session_auth, response={200: PushOut, **ERRORS})
def push_state(request):
    """The key this device subscribes with, and whether it takes pushes already."""
    return PushOut(
        public_key=push.public_key(), subscribed=queries.push_subscribed(session=request.auth)
    )


@router.put("/push", auth=session_auth, response={204: None, **ERRORS})
def push_subscribe(request, payload: PushIn):
    """This device takes push notifications at the browser's subscription."""
    devices.push_subscribe(
        session=request.auth,
        endpoint=payload.endpoint,
        p256dh=payload.keys.p256dh,
        auth=payload.keys.auth,
    )
    return Status(204, None)


@router.delete("/push", auth=session_auth, response={204: None, **ERRORS})
def push_unsubscribe(request):
    devices.push_unsubscribe(session=request.auth)
    return Status(204, None)
