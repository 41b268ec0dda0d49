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


_pans = itertools.count(1)


def individual_pan() -> str:
    """A well-formed PAN of an individual (its fourth letter P), a new one each call."""
    return f"ABCP{'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[next(_pans) % 26]}{next(_pans) % 10000:04d}K"


def person(first: str = "Asha", last: str = "Verma", *, pan: str | None = "individual"):
    """A signed-up person. Each has an individual's PAN on file (tax details, as most Indian
    adults would give), so what they earn below the yearly threshold has no TDS withheld
    (marketplace/earnings/withholding.py) and the money tests' figures stay those of the
    fee and share alone; `pan=None` makes one with no tax details (5 % TDS, s.206AA)."""
    from marketplace.tax import services as tax

    user = services.account_create(
        phone=f"+91{new_phone()}", country_code="+91", first_name=first, last_name=last
    )
    if pan is not None:
        pan = individual_pan() if pan == "individual" else pan
        tax.details_save(user=user, draft=tax.TaxDraft(pan=pan, state="29"))
    return user


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
    pan: str | None = "individual",
):
    """A listed professional, made through the profile editor's services (`pan` as person's)."""
    from marketplace.profiles import services as profiles

    user = person(first, last, pan=pan)
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


def schedule(professional, *windows, payment_required: bool | None = None, **options):
    """Give a professional (a Profile) weekly windows through the schedule service: each
    window is a dict like {"days": ["Mon"], "start": "10:00", "end": "11:00", "places": 1}
    (and "session_minutes"); `rules`: a scheduling.queries.Rules."""
    from marketplace.profiles.models import Profile
    from marketplace.scheduling import services as scheduling

    if payment_required is not None:
        Profile.objects.filter(pk=professional.pk).update(payment_required=payment_required)
    return scheduling.schedule_replace(
        user=professional.user,
        windows=[{"id": None, "places": 1, **window} for window in windows],
        time_zone=options.get("time_zone", "Asia/Kolkata"),
        booking_horizon_days=options.get("booking_horizon_days", 60),
        rules=options.get("rules"),
    )


def upcoming(weekday_offset: int = 1):
    """A date `weekday_offset` days after today in Asia/Kolkata, and its weekday name."""
    import datetime
    import zoneinfo

    from django.utils import timezone

    from marketplace.scheduling.models import DAYS

    today = timezone.now().astimezone(zoneinfo.ZoneInfo("Asia/Kolkata")).date()
    day = today + datetime.timedelta(days=weekday_offset)
    return day, DAYS[day.weekday()]


def book(client, professional, window_id: int, day, **options):
    from marketplace.bookings import services as bookings

    return bookings.appointment_book(
        client=client,
        professional_id=professional.pk,
        window_id=window_id,
        day=day,
        plan_id=options.get("plan_id") or professional.plans.first().pk,
        name=options.get("name", client.name or "Client"),
        email=options.get("email", "client@example.in"),
        start=options.get("start"),
    )
