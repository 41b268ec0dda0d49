"""The language of a text sent to someone: theirs (User.language), never the language of the
request that sends it. A notification's text arrives lazy (a texts.py constant, or
`format_lazy(texts.X, name=...)`) and is written here in its recipient's language; the worker
writes what wraps it (the SMS, the e-mail) the same way."""

from django.conf import settings
from django.contrib.auth.base_user import AbstractBaseUser
from django.utils import translation
from django.utils.functional import Promise


def language_of(user: AbstractBaseUser) -> str:
    """The language of what is sent to `user`: their account's."""
    return getattr(user, "language", "") or settings.LANGUAGE_CODE


def rendered(text: str | Promise, user: AbstractBaseUser) -> str:
    """`text` written in `user`'s language (a plain str stays as it is)."""
    with translation.override(language_of(user)):
        return str(text)
