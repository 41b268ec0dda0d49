"""The site's languages, English and Hindi: which one a request is answered in, and the
compiled catalogues (platform/locale) that Django's translation reads.

Which language: `?lang=` on a page's address (the hreflang alternates search engines follow),
else the device's choice (the `lang` cookie the web app writes; a signed-in user's account
language is applied to it at sign-in), else the browser's Accept-Language, else English.
A text for someone else (a notification, a reminder, a calendar feed) is in that person's
`User.language` instead (notifications/services.py)."""

from django.conf import settings
from django.utils import translation


def active() -> str:
    """The language being answered in: one of settings.LANGUAGES' codes."""
    code = (translation.get_language() or settings.LANGUAGE_CODE)[:2]
    return code if code in dict(settings.LANGUAGES) else settings.LANGUAGE_CODE
