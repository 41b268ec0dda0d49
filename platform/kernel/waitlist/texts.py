"""Texts of the waitlists (the areas word their own offers)."""

from django.utils.translation import gettext_lazy as _

ALREADY_IN_LINE = _("You are already on the waitlist for this.")
NOT_IN_LINE = _("You are not on this waitlist.")
NOT_FULL = _("A place is free: book it instead of waiting.")
