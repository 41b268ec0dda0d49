"""How a notification leaves the app: a text message to the user's phone and an e-mail to
their address. Notifications is infrastructure and knows no area (ARCHITECTURE.md, "Layout";
import-linter forbids it), so the areas hand in, from their AppConfig.ready(), what only they
know, as sign-in hands the socket its authenticator: accounts how to text a phone (its SMS
backends), and the area that sees where people leave e-mail addresses (the profile, the
booking forms) how to find a user's. Every process runs ready(), the worker included."""

from collections.abc import Callable

# Called as sms(phone=..., text=...), like marketplace.accounts.sms.send_sms.
Sms = Callable[..., None]
EmailOf = Callable[[int], str]

_sms: Sms | None = None
_email_of: EmailOf | None = None


class NotConfigured(RuntimeError):
    pass


def configure(*, sms: Sms | None = None, email_of: EmailOf | None = None) -> None:
    """Each area hands in its part; a part not given is left as it was."""
    global _sms, _email_of
    if sms is not None:
        _sms = sms
    if email_of is not None:
        _email_of = email_of


def configured() -> bool:
    return _sms is not None and _email_of is not None


def send_sms(*, phone: str, text: str) -> None:
    if _sms is None:
        raise NotConfigured("No SMS sender: accounts hands it in from its AppConfig.ready().")
    _sms(phone=phone, text=text)


def email_of(user_id: int) -> str:
    """The user's e-mail address, or "" when they never gave one."""
    if _email_of is None:
        raise NotConfigured("No e-mail lookup: an area hands it in from its AppConfig.ready().")
    return _email_of(user_id)
