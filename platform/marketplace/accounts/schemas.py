from datetime import datetime
from typing import Literal

from ninja import Field, Schema

from kernel.schemas import InputSchema, PictureSources
from marketplace.accounts.avatars import avatar_sources, avatar_url


class UserOut(Schema):
    id: int
    name: str
    first_name: str
    last_name: str
    username: str
    phone: str
    image: str | None
    image_sources: PictureSources | None
    language: Literal["en", "hi"]

    @staticmethod
    def resolve_image(user) -> str | None:
        """The profile picture (the header's avatar)."""
        return avatar_url(user)

    @staticmethod
    def resolve_image_sources(user) -> dict[str, str] | None:
        return avatar_sources(user)


class PhoneIn(InputSchema):
    country_code: str = Field("+91", max_length=5)
    phone: str = Field(..., max_length=20)


class CodeIn(PhoneIn):
    # A solved proof-of-work challenge (base64 JSON), asked for after suspicious volume.
    altcha: str = Field("", max_length=4000)


class CodeOut(Schema):
    message: str


class ChallengeParametersOut(Schema):
    algorithm: str
    nonce: str
    salt: str
    cost: int
    keyLength: int
    keyPrefix: str
    keySignature: str | None = None
    expiresAt: int | None = None


class ChallengeOut(Schema):
    """An ALTCHA v2 challenge: the browser finds the counter, then sends it with the code
    request."""

    parameters: ChallengeParametersOut
    signature: str


class VerifyIn(PhoneIn):
    code: str = Field(..., max_length=10)


class RegisterIn(InputSchema):
    ticket: str = Field(..., max_length=100)
    first_name: str = Field(..., max_length=100)
    last_name: str = Field(..., max_length=100)


class SignInOut(Schema):
    status: Literal["signed_in", "needs_name"]
    token: str | None = None
    ticket: str | None = None
    user: UserOut | None = None


class SessionOut(Schema):
    id: int
    user_agent: str
    created_at: datetime
    last_seen_at: datetime
    current: bool
    push: bool = Field(description="Whether this device takes push notifications")


class EmailOut(Schema):
    email: str


class PushKeysIn(InputSchema):
    p256dh: str = Field(max_length=100)
    auth: str = Field(max_length=50)


class LanguageIn(InputSchema):
    language: Literal["en", "hi"]


class PushIn(InputSchema):
    """A browser's PushSubscription, as its toJSON() gives it."""

    endpoint: str = Field(max_length=1000)
    keys: PushKeysIn


class PushOut(Schema):
    public_key: str = Field(description="The server's VAPID key: the applicationServerKey")
    subscribed: bool = Field(description="Whether this device takes push notifications")
