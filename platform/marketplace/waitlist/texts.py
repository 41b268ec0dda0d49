"""Texts of the waitlists (the areas word their own offers)."""

ALREADY_IN_LINE = "You are already on the waitlist for this."
NOT_IN_LINE = "You are not on this waitlist."
NOT_FULL = "A place is free: book it instead of waiting."
