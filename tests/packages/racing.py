"""The last credit's race, shared by the PostgreSQL test (threads) and the SQLite one
(processes): one client's purchase with one credit left, and 20 bookings of theirs for 20
different times of the same professional, each paying with it, at once. Exactly one books."""

from django.db import transaction

from kernel.errors import Busy, InvalidInput
from marketplace.bookings.models import Appointment
from marketplace.packages import services as packages
from marketplace.packages.models import Package, Purchase
from tests.factories import person, professional, schedule, upcoming

RACERS = 20


def clients() -> list:
    return [person("Racer", "Client")]


def trial_setup(*, places: int, holds: bool, racers: list) -> dict:
    """A professional (pay-first with `holds`) with 20 half-hour sessions tomorrow, and the
    client's package of 3 sessions, paid, with `places` credits left."""
    pro = professional("Race", "Pro")
    day, weekday = upcoming(1)
    window = schedule(
        pro, {"days": [weekday], "start": "08:00", "end": "18:00", "places": 1,
              "session_minutes": 30},
        payment_required=holds,
    ).windows[0]  # fmt: skip
    plan = pro.plans.first()
    package = Package.objects.create(
        professional=pro.user, plan=plan, plan_name=plan.name, name="Race", sessions=3,
        price_paise=99900, valid_days=30,
    )  # fmt: skip
    purchase = Purchase.objects.create(
        package=package, client=racers[0], professional=pro.user, plan=plan, sessions=3,
        price_paise=99900, valid_days=30,
    )  # fmt: skip
    with transaction.atomic():  # as payments calls it, under the order's lock
        packages.purchase_fulfil(purchase.pk, f"pay_race_{purchase.pk}")
    Purchase.objects.filter(pk=purchase.pk).update(credits_left=places)
    for extra, credit in enumerate(purchase.credits.filter(number__gt=places)):
        credit.appointment_id = -(purchase.pk * 10 + extra)
        credit.save(update_fields=["appointment_id"])
    return {"professional_id": pro.pk, "window_id": window.pk, "day": day,
            "purchase_id": purchase.pk, "client_id": racers[0].pk}  # fmt: skip


def race(trial: dict, index: int, racers: list) -> str:
    from marketplace.bookings import services

    start = f"{8 + index // 2:02d}:{30 * (index % 2):02d}"
    for _ in range(20):
        try:
            services.appointment_book(
                client=racers[0], professional_id=trial["professional_id"],
                window_id=trial["window_id"], day=trial["day"],
                plan_id=Purchase.objects.get(pk=trial["purchase_id"]).plan_id,
                name="Racer", email="racer@example.in", start=start,
                purchase_id=trial["purchase_id"],
            )  # fmt: skip
            return "booked"
        except Busy:
            continue
        except InvalidInput as refused:
            return f"refused: {refused.fields.get('purchase_id', refused.message)}"
    return "busy"


def summary(trial: dict) -> dict:
    return {"purchase_id": trial["purchase_id"]}


def problems(trial: dict, outcomes: list[str]) -> list[str]:
    """What the trial broke, asked of the database after it."""
    purchase = Purchase.objects.get(pk=trial["purchase_id"])
    booked = Appointment.objects.filter(purchase=purchase).count()
    spent = purchase.credits.filter(appointment_id__gt=0).count()
    found = []
    if purchase.credits_left != 0:
        found.append(f"credits left {purchase.credits_left}")
    if booked != outcomes.count("booked") or spent != booked:
        found.append(f"{booked} booked, {spent} credits spent, told {outcomes}")
    return found
