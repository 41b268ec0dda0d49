from django.http import HttpRequest
from ninja.security import HttpBearer

from marketplace.accounts.models import Session
from marketplace.accounts.services import session_for_token


class SessionBearer(HttpBearer):
    """`Authorization: Bearer <token>`; `request.auth` becomes the caller's Session."""

    def authenticate(self, request: HttpRequest, token: str) -> Session | None:
        session = session_for_token(token)
        if session is not None:
            request.user = session.user
        return session


session_auth = SessionBearer()


def client_address(request: HttpRequest) -> str | None:
    # daphne runs with --proxy-headers behind the reverse proxy, so this is the client's.
    return request.META.get("REMOTE_ADDR") or None


def user_agent(request: HttpRequest) -> str:
    return request.META.get("HTTP_USER_AGENT", "")[:300]
