"""The language of a text sent to someone: theirs (User.language), never the language of the
request that sends it. A notification is written in it whenever it is read (wording.py); the
worker writes what wraps it (the SMS, the e-mail) the same way."""

from django.conf import settings
from django.contrib.auth.base_user import AbstractBaseUser


def language_of(user: AbstractBaseUser) -> str:
    """The language of what is sent to `user`: their account's."""
    return getattr(user, "language", "") or settings.LANGUAGE_CODE
