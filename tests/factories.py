"""Data for tests, made through the services a person's actions go through."""

import itertools

from marketplace.accounts import services

_numbers = itertools.count(7_000_000_000)


def new_phone() -> str:
    """A valid Indian mobile number no other test uses."""
    return str(next(_numbers))


def sign_in_code(outbox, *, phone: str | None = None, first="Asha", last="Verma", agent="pytest"):
    """Sign in (registering on first use) exactly as the web app does; returns (user, token)."""
    phone = phone or new_phone()
    e164 = services.code_send(country_code="+91", phone=phone, address="10.0.0.1")
    result = services.code_verify(
        country_code="+91",
        phone=phone,
        code=outbox.last_code(e164),
        address="10.0.0.1",
        user_agent=agent,
    )
    if result.ticket:
        result = services.account_register(
            ticket=result.ticket,
            first_name=first,
            last_name=last,
            address="10.0.0.1",
            user_agent=agent,
        )
    return result.user, result.token
