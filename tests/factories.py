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


def person(first: str = "Asha", last: str = "Verma"):
    return services.account_create(
        phone=f"+91{new_phone()}", country_code="+91", first_name=first, last_name=last
    )


def token_for(user) -> str:
    return services.session_create(user=user, user_agent="pytest", address=None)[1]


def professional(
    first: str = "Ravi",
    last: str = "Kumar",
    *,
    position: str = "Consultant",
    category: str = "Engineer",
    tags: str = "consulting",
    skills: tuple[str, ...] = (),
    price: int = 500,
):
    """A listed professional, made through the profile editor's services."""
    from marketplace.profiles import services as profiles

    user = person(first, last)
    profiles.profile_basic_update(
        user=user,
        name=f"{first} {last}",
        email=f"{user.username}@example.in",
        position=position,
        about="",
        country="India",
        state="Kerala",
    )
    profiles.profile_search_update(user=user, category=category, search_tags=tags)
    profiles.profile_plans_replace(
        user=user,
        plans=[{"name": "Consultation", "type": "Online", "price": price}],
        consulting_note="",
        payment_required=False,
    )
    for skill in skills:
        profiles.profile_item_add(user=user, section="skills", fields={"skill": skill})
    return profiles.profile_of(user=user)
