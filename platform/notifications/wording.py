"""What a notification says, kept as its template and values rather than as words, so that it
is written in its reader's language each time it is read (the app's list, a push, a text
message, an e-mail), not in the language of the moment it was made.

The template is a gettext_lazy text of an area's texts.py, stored by its English words (the
catalogue's key); a value is a name or a number, kept as given, or a moment
(`reminders.When`, `reminders.DayAndMonth`), written in the reader's language and in the time
zone it is held in. A notification stored before these (no template), or given a plain str,
keeps its stored text; so does one whose template no longer takes its values. An English text
reworded since leaves the catalogue: the ones made with the old words read in those."""

import logging
from collections.abc import Mapping

from django.contrib.auth.base_user import AbstractBaseUser
from django.utils import translation
from django.utils.functional import Promise

from notifications.language import language_of
from notifications.reminders import MOMENTS, Moment

logger = logging.getLogger(__name__)
TEXT_LENGTH = 300  # Notification.text's
Value = str | int | Moment


class Text:
    """`Text(texts.NEW_BOOKING, name="Ravi")`: a template and the values of its {fields}."""

    def __init__(self, template: str | Promise, /, **values: Value) -> None:
        self.template = template
        self.values = values

    def stored(self) -> tuple[str, dict]:
        """The template's English words (its key in the catalogues) and the values as JSON."""
        with translation.override(None):  # no catalogue: the words as written in the code
            template = str(self.template)
        return template, {name: _stored(value) for name, value in self.values.items()}


def _stored(value: Value) -> str | int | dict:
    if isinstance(value, Moment):
        return value.stored()
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise TypeError(f"A notification's value is a str, an int or a moment: {value!r}")
    return value


def _value(stored: str | int | dict) -> Value:
    return MOMENTS[stored["moment"]].load(stored) if isinstance(stored, dict) else stored


def written(template: str, values: Mapping, language: str) -> str:
    """The template in `language`, its values put in (moments written in it too), cut to
    what a notification holds."""
    with translation.override(language):
        words = translation.gettext(template)
        return words.format(**{name: _value(value) for name, value in values.items()})[:TEXT_LENGTH]


def text_for(notification, reader: AbstractBaseUser) -> str:
    """What `notification` says to `reader` (its user) now: in their language of today."""
    if not notification.template:
        return notification.text
    try:
        return written(notification.template, notification.values, language_of(reader))
    except (KeyError, IndexError, ValueError, TypeError):
        # A translation asking for a value it was not given, or values spoilt: the words it
        # was made with.
        logger.warning("Notification %s: its template no longer takes its values", notification.pk)
        return notification.text
