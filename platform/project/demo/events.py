"""The demo's webinars: upcoming free and paid events from the first demo professionals, some
already booked by the demo clients, so the home carousel and /eventSearch are full."""

import datetime

from django.db import transaction
from django.utils import timezone

from marketplace.accounts.models import User
from marketplace.events import services
from marketplace.events.models import Event
from marketplace.profiles.models import Profile

# (title, short description, days ahead, start hour, seats or None, type, price in rupees)
EVENTS = [
    (
        "Filing GST as a freelancer",
        "Registration, invoices and the monthly return, step by step.",
        3,
        18,
        100,
        "Online",
        0,
    ),  # noqa: E501
    (
        "Know your rights as a tenant",
        "Deposits, notice periods and what a rent agreement must say.",
        4,
        19,
        50,
        "Online",
        199,
    ),  # noqa: E501
    (
        "Heart health after forty",
        "Tests worth taking, food and exercise: a cardiologist answers.",
        5,
        17,
        None,
        "Online",
        0,
    ),  # noqa: E501
    (
        "Cracking the system design interview",
        "How to reason about scale out loud, with two mock rounds.",
        6,
        20,
        30,
        "Online",
        499,
    ),  # noqa: E501
    (
        "Salary negotiation for first jobs",
        "What HR expects, what to ask for and when to stop.",
        7,
        18,
        80,
        "Online",
        0,
    ),  # noqa: E501
    (
        "Property papers before you buy",
        "Title, encumbrance and approvals: a checklist walk-through.",
        9,
        11,
        40,
        "Offline",
        299,
    ),  # noqa: E501
    (
        "Managing childhood asthma",
        "Inhalers, triggers and school: for parents.",
        10,
        17,
        60,
        "Online",
        0,
    ),  # noqa: E501
    (
        "Career switch into data",
        "Which skills, which projects, and how long it really takes.",
        12,
        19,
        None,
        "Online",
        149,
    ),  # noqa: E501
]
DESCRIPTION = "<p>{short}</p><ul><li>Live questions at the end</li><li>Notes shared after</li></ul>"
RESPONSE = "<p>Join at https://meet.google.com/abc-defg-hij at the time above.</p>"


@transaction.atomic
def demo_events_load() -> int:
    """The events once; returns how many were made."""
    if Event.objects.exists():
        return 0
    hosts = list(
        Profile.objects.filter(listed=True, user__phone__startswith="+919000")
        .select_related("user")
        .order_by("user__phone")[: len(EVENTS)]
    )
    if not hosts:
        return 0
    clients = list(User.objects.filter(phone__startswith="+919100").order_by("phone"))
    today = timezone.localdate()
    made = 0
    for host, (title, short, ahead, hour, seats, kind, price) in zip(hosts, EVENTS, strict=False):
        draft = services.EventDraft(
            title=title, short_description=short, description=DESCRIPTION.format(short=short),
            response=RESPONSE if kind == "Online" else "<p>Address sent a day before.</p>",
            date=today + datetime.timedelta(days=ahead), start=datetime.time(hour),
            end=datetime.time(hour + 1), seats=seats, type=kind, price=price,
        )  # fmt: skip
        event = services.event_create(host=host.user, draft=draft)
        made += 1
        if price == 0:
            # Free seats booked by some demo clients: "Popular" has something to rank.
            for client in clients[: made % (len(clients) + 1)]:
                services.event_book(
                    user=client, event_id=event.pk, name=client.name,
                    email=f"{client.username}@example.in",
                )  # fmt: skip
    return made
