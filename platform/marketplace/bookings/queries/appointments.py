"""Reads of the bookings area: appointment lists (a client's, a professional's, a calendar's,
those due a reminder) and what one appointment allows."""

import datetime
import zoneinfo

from django.db.models import F, OuterRef, Prefetch, Q, QuerySet, Subquery
from django.utils import timezone

from kernel.errors import Conflict, InvalidInput, NotFound
from kernel.kept import Kept
from kernel.paging import Paged, paginate
from kernel.waitlist.models import Waiter
from marketplace.bookings import texts
from marketplace.bookings.models import Appointment, Message
from marketplace.bookings.queries.places import taking
from marketplace.bookings.queries.waitlist import TIME_LINE
from marketplace.profiles.models import Profile, Review
from notifications import reminders
from notifications.queries import reminded


def payable_appointment(*, client, appointment_id: int) -> Appointment:
    """The client's own appointment awaiting payment whose hold is still live, or accepted
    by the professional and not paid yet (pay-later)."""
    appointment = (
        Appointment.objects.filter(pk=appointment_id, client_id=client.pk)
        .select_related("professional")
        .first()
    )
    if appointment is None:
        raise NotFound(texts.APPOINTMENT_NOT_FOUND)
    held = (
        appointment.status == Appointment.Status.AWAITING_PAYMENT
        and appointment.hold_expires_at is not None
        and appointment.hold_expires_at > timezone.now()
    )
    accepted = appointment.status == Appointment.Status.ACCEPTED and not appointment.paid
    if not (held or accepted):
        raise Conflict(texts.HOLD_LAPSED)
    if accepted and appointment.starts_at <= timezone.now():
        raise Conflict(texts.TOO_LATE_TO_PAY)
    return appointment


def _with_threads(rows: QuerySet) -> QuerySet:
    """Each card carries its thread (one query for the page), oldest first."""
    thread = Message.objects.select_related("author").order_by("created_at", "id")
    return rows.prefetch_related(Prefetch("messages", queryset=thread))


def took_place(appointment: Appointment) -> bool:
    """No side was reported absent, or support found the report wrong (NoShow.took_place).
    While a report is open it is not known yet: not taken place."""
    no_show = getattr(appointment, "no_show", None)  # none: RelatedObjectDoesNotExist
    return no_show is None or no_show.took_place


def reviewable(appointment: Appointment, now=None, *, took: bool | None = None) -> bool:
    """Feedback is written on a paid, accepted appointment once its time has begun, if it
    took place (no no-show report, or one support decided against its reporter); `took`
    says so instead, to tell a no-show from an appointment not begun."""
    return (
        appointment.status == Appointment.Status.ACCEPTED
        and appointment.paid
        and appointment.starts_at <= (now or timezone.now())
        and (took_place(appointment) if took is None else took)
    )


def appointments_mine(*, client, page: int, day=None) -> Paged[Appointment]:
    """The client's list, newest first, optionally of one date, with each card's thread
    and the client's own review of it."""
    # A reserved time is a professional's own block, not something they booked.
    # A place offered from a waitlist is on their list of waits (time_waits_mine) until
    # taken; one declined or lapsed was never a booking of theirs.
    passed = Waiter.objects.filter(
        user_id=client.pk, line__startswith=TIME_LINE, offer_id__isnull=False
    ).exclude(status=Waiter.Status.BOOKED)
    rows: QuerySet = (
        Appointment.objects.filter(client_id=client.pk)
        .exclude(client_id=F("professional_id"))
        .exclude(status=Appointment.Status.OFFERED)
        # A time proposed for a move is shown on its appointment's card, never as its own.
        .filter(proposal_of__isnull=True)
        .exclude(pk__in=passed.values("offer_id"))
        .select_related("professional__profile", "no_show")
        .annotate(
            review_text=Subquery(
                Review.objects.filter(appointment_id=OuterRef("pk")).values("text")[:1]
            )
        )
    )
    if day is not None:
        rows = rows.filter(day=day)
    return paginate(_with_threads(rows).order_by("-created_at", "-id"), page=page)


def appointments_received(*, professional, page: int, day=None, at=None) -> Paged[Appointment]:
    """The professional's list, newest first: bookings and their own reservations,
    optionally of one date, and of one start time (HH:MM in their zone) on it."""
    rows: QuerySet = (
        Appointment.objects.filter(professional_id=professional.pk)
        # A pay-first hold never paid (awaiting, lapsed or given up) was never a booking of
        # theirs: they were not told of it, and nothing on it is theirs to do.
        .exclude(hold_expires_at__isnull=False, paid=False)
        .select_related("client", "no_show")
    )
    if at is not None and day is None:
        raise InvalidInput(texts.FILTER_NEEDS_DATE, fields={"date": texts.FILTER_NEEDS_DATE})
    if day is not None:
        rows = rows.filter(day=day)
    if at is not None:
        profile = Profile.objects.filter(pk=professional.pk).first()
        zone = zoneinfo.ZoneInfo(profile.time_zone if profile else "Asia/Kolkata")
        rows = rows.filter(starts_at=datetime.datetime.combine(day, at, tzinfo=zone))
    return paginate(_with_threads(rows).order_by("-created_at", "-id"), page=page)


# An appointment's thread, read for the answer to every decision on it: its SQL is kept.
_THREAD = Kept(
    lambda appointment_id: Message.objects.select_related("author").filter(
        appointment_id=appointment_id
    ),
    appointment_id=int,
)


def thread_of(appointment: Appointment) -> list[Message]:
    """An appointment's messages, oldest first: none for one just made (`thread_empty`) or
    never paid, those a list prefetched, else one read. A message is written only on a paid
    appointment, under its lock (conversation.message_send), and nothing makes a paid one
    unpaid again, so an unpaid one has none: a request accepted, or cancelled before it was
    paid, answers with no read."""
    if getattr(appointment, "_thread_empty", False) or not appointment.paid:
        return []
    prefetched = getattr(appointment, "_prefetched_objects_cache", {})
    if "messages" in prefetched:
        return list(prefetched["messages"])
    return _THREAD.rows(appointment_id=appointment.pk)


def thread_empty(appointment: Appointment) -> Appointment:
    """The appointment, just made, its thread known to be empty: its answer reads none (nor
    builds a query only to find it empty, as `Message.objects.none()` would)."""
    appointment._thread_empty = True
    return appointment


def proposals_of(appointment: Appointment, now=None) -> list[Appointment]:
    """The times proposed for the appointment and still held for its client, soonest first:
    read only while it has some (`proposed_until`), once per card."""
    now = now or timezone.now()
    until = appointment.proposed_until
    if until is None or until <= now:
        return []
    cached = getattr(appointment, "_proposals", None)
    if cached is None:
        cached = list(
            appointment.proposals.filter(
                status=Appointment.Status.PROPOSED, hold_expires_at__gt=now
            ).order_by("starts_at", "id")
        )
        appointment._proposals = cached
    return cached


def messages_of(*, user, appointment_id: int) -> list[Message]:
    """The thread of an appointment, oldest first, for either of its parties."""
    appointment = (
        Appointment.objects.filter(pk=appointment_id)
        .filter(Q(client_id=user.pk) | Q(professional_id=user.pk))
        .exclude(client_id=F("professional_id"))
        .first()
    )
    if appointment is None:
        raise NotFound(texts.APPOINTMENT_NOT_FOUND)
    return list(appointment.messages.select_related("author"))


REMINDER_SUBJECT = "appointment"


def appointments_to_remind(*, lead: str, now=None) -> QuerySet:
    """Accepted appointments whose `lead` reminder is due now and not sent yet (a pending,
    rejected, cancelled or expired one gets none; a reservation is no one's appointment)."""
    after, until = reminders.due_starts(lead, now or timezone.now())
    return (
        Appointment.objects.filter(
            status=Appointment.Status.ACCEPTED, starts_at__gt=after, starts_at__lte=until
        )
        .exclude(client_id=F("professional_id"))
        .exclude(pk__in=reminded(subject=REMINDER_SUBJECT, lead=lead))
        .select_related("client", "professional")
        .order_by("starts_at", "id")
    )


# Read for every notification e-mailed to someone with no address on a profile: kept SQL.
_EMAIL_GIVEN = Kept(
    lambda user_id: (
        Appointment.objects.filter(client_id=user_id)
        .exclude(client_id=F("professional_id"))
        .exclude(email="")
        .order_by("-created_at", "-id")
        .values_list("created_at", "email")[:1]
    ),
    user_id=int,
)


def email_given(user_id: int) -> tuple[datetime.datetime, str] | None:
    """The e-mail address the user last typed into a booking form, and when."""
    return _EMAIL_GIVEN.first(user_id=user_id)


def booked_between(professional_id: int, first: datetime.date, last: datetime.date) -> list[dict]:
    """Scheduling's `booked` hook: what takes a place on those dates (a day off lists it)."""
    rows = Appointment.objects.filter(
        taking(timezone.now()), professional_id=professional_id, day__gte=first, day__lte=last
    ).order_by("starts_at")
    return [
        {
            "appointment_id": row.pk,
            "date": row.day,
            "client_name": row.name,
            "start": row.starts_at.astimezone(zoneinfo.ZoneInfo(row.time_zone)).strftime("%H:%M"),
            "end": row.ends_at.astimezone(zoneinfo.ZoneInfo(row.time_zone)).strftime("%H:%M"),
        }  # fmt: skip
        for row in rows
    ]


def with_response(rows: QuerySet) -> QuerySet:
    """The professional's latest message on each appointment (its meeting response), as
    `response`: a thread exists only once an appointment is accepted and paid."""
    latest = Message.objects.filter(
        appointment_id=OuterRef("pk"), author_id=OuterRef("professional_id")
    ).order_by("-created_at", "-id")
    return rows.annotate(response=Subquery(latest.values("text")[:1]))


# In a calendar: what takes a place, and what ended (STATUS:CANCELLED, so a subscribed
# calendar drops it) for a while after it ended.
CALENDAR_LIVE = (
    Appointment.Status.PENDING,
    Appointment.Status.ACCEPTED,
    Appointment.Status.RESERVED,
)
CALENDAR_ENDED = (
    Appointment.Status.CANCELLED, Appointment.Status.REJECTED, Appointment.Status.EXPIRED
)  # fmt: skip


def appointments_for_calendar(
    *, user_id: int, since: datetime.datetime, until: datetime.datetime,
    ended_since: datetime.datetime, limit: int,
) -> list[Appointment]:  # fmt: skip
    """A user's appointments starting in [since, until), as client and as professional (their
    reservations too), soonest first, with the meeting response: pending, accepted and
    reserved ones, and those rejected, cancelled or expired since `ended_since`. A hold (a
    pay-first booking not paid, an offer from a waitlist) is nobody's appointment yet, live
    or lapsed: paying or taking it clears its hold_expires_at."""
    live = Q(status__in=CALENDAR_LIVE)
    ended = Q(status__in=CALENDAR_ENDED, updated_at__gte=ended_since)
    mine = Q(professional_id=user_id) | Q(client_id=user_id)
    rows = Appointment.objects.filter(
        mine, live | ended, hold_expires_at__isnull=True, starts_at__gte=since, starts_at__lt=until
    ).select_related("professional")
    return list(with_response(rows).order_by("starts_at", "id")[:limit])
