"""No-shows: from an appointment's start to 48 hours after its end, either side may report
that the other did not come. A client's report waits 72 hours for the professional, who
agrees (the client is refunded in full) or disputes it; unanswered, the sweep refunds it in
full. A professional's report marks the client absent (nothing is refunded); the client may
dispute it. Support staff decide a dispute (refunded in full, or not) from the back office.
Each move goes through `transition` under the report's row lock, the payments locked first
(their lock order comes before ours), so a refund is given once however many ask at once."""

import datetime

from django.db import transaction
from django.utils import timezone

from kernel.errors import ApplicationError, Conflict, InvalidInput, NotFound
from kernel.history.services import transition
from kernel.locking import contended, lock
from marketplace.bookings import notices, texts
from marketplace.bookings.decisions import appointment_of, display_name
from marketplace.bookings.models import Appointment, NoShow
from marketplace.bookings.services import PURPOSE
from marketplace.packages import services as packages
from marketplace.payments import observers as money_observers
from marketplace.payments import services as payments
from marketplace.payments.gateway import Gateway
from notifications import reminders
from notifications.wording import Text

Side = NoShow.Side
Status = NoShow.Status
# What a disputed report's appointment earned waits for support's decision: no date.
UNTIL_DECIDED = datetime.datetime(9999, 1, 1, tzinfo=datetime.UTC)


def _earned_from(appointment: Appointment, at: datetime.datetime) -> None:
    """What a paid appointment earned is withdrawable from `at` (under the payments' lock)."""
    if appointment.paid:
        money_observers.purchase_available_from(purpose=PURPOSE, purpose_id=appointment.pk, at=at)
    if appointment.purchase_id is not None:  # paid by a package's credit: its part waits too
        packages.credit_moved(appointment_id=appointment.pk, earned_from=at)


def words(text: str, *, field: str = "text") -> str:
    """The reporter's (or answerer's) words, spaces collapsed: required, at most 500."""
    text = " ".join(text.split())
    if not text:
        raise InvalidInput(texts.ENTER_WHAT_HAPPENED, fields={field: texts.ENTER_WHAT_HAPPENED})
    if len(text) > NoShow.TEXT_MAX:
        raise InvalidInput(
            texts.WHAT_HAPPENED_TOO_LONG, fields={field: texts.WHAT_HAPPENED_TOO_LONG}
        )
    return text


def reportable(appointment: Appointment) -> bool:
    """Could be reported at all: an accepted booking, paid or free (a reservation, a request
    never accepted, an unpaid pay-later one or one that ended otherwise is no meeting)."""
    return (
        appointment.status == Appointment.Status.ACCEPTED
        and not appointment.reservation
        and (appointment.paid or appointment.price_paise == 0)
    )


def report_window(appointment: Appointment) -> tuple[datetime.datetime, datetime.datetime]:
    return appointment.starts_at, appointment.ends_at + NoShow.REPORT_WINDOW


def can_report(appointment: Appointment, now=None) -> bool:
    """What a card offers: reportable, in the window, and not reported yet."""
    now = now or timezone.now()
    first, last = report_window(appointment)
    return reportable(appointment) and first <= now <= last and no_show_of(appointment) is None


def no_show_of(appointment: Appointment) -> NoShow | None:
    """Its report, if any: the one a list read with it, else none before its start (none can
    be made then: no query for it), else one read."""
    if not Appointment.no_show.is_cached(appointment) and appointment.starts_at > timezone.now():
        return None
    try:
        return appointment.no_show
    except NoShow.DoesNotExist:
        return None


def _checked_window(appointment: Appointment, now: datetime.datetime) -> None:
    if not reportable(appointment):
        raise Conflict(texts.NO_SHOW_NOT_HERE)
    first, last = report_window(appointment)
    if now < first:
        raise Conflict(texts.NO_SHOW_TOO_EARLY)
    if now > last:
        raise Conflict(texts.NO_SHOW_TOO_LATE)


def no_show_report(*, user, appointment_id: int, text: str) -> NoShow:
    """Either side reports the other absent, once per appointment (409 for a second report,
    outside the window or on an appointment that is no meeting)."""
    appointment = appointment_of(appointment_id, user, professional=None)
    text = words(text)
    by_professional = appointment.professional_id == user.pk
    with contended(), transaction.atomic():
        # Under the appointment's lock: two reports at once make one, the second is a 409.
        # Its orders first (the house's lock order): a client's report holds its money.
        payments.payments_lock(purpose=PURPOSE, purpose_id=appointment.pk)
        appointment = lock(appointment)[0]
        now = timezone.now()
        _checked_window(appointment, now)
        if NoShow.objects.filter(appointment=appointment).exists():
            raise Conflict(texts.NO_SHOW_TWICE)
        if by_professional:
            no_show = NoShow.objects.create(
                appointment=appointment, reported_by=Side.PROFESSIONAL, report=text,
                status=Status.ABSENT,
            )  # fmt: skip
            told = appointment.client
            said = Text(texts.NO_SHOW_BY_PROFESSIONAL, name=display_name(user))
        else:
            no_show = NoShow.objects.create(
                appointment=appointment, reported_by=Side.CLIENT, report=text,
                status=Status.REPORTED, answer_due=now + NoShow.ANSWER_WINDOW,
            )  # fmt: skip
            told = appointment.professional
            # Not withdrawable before the professional's answer is due.
            _earned_from(appointment, max(appointment.earned_from, no_show.answer_due))
            when = reminders.when(no_show.answer_due, appointment.time_zone)
            said = Text(texts.NO_SHOW_BY_CLIENT, name=appointment.name, when=when)
        notices.tell(appointment, user=told, text=said)
        notices.tell_quietly(appointment, user=user)  # the reporter's other open pages
    return no_show


def _reported(appointment: Appointment) -> NoShow:
    no_show = NoShow.objects.filter(appointment=appointment).first()
    if no_show is None:
        raise NotFound(texts.NO_SHOW_NONE)
    no_show.appointment = appointment
    return no_show


def _against(no_show: NoShow, user) -> None:
    """Only the side reported against answers a report."""
    appointment = no_show.appointment
    if no_show.reported_by == Side.CLIENT:
        answerer = appointment.professional_id
    else:
        answerer = appointment.client_id
    if user.pk != answerer:
        raise Conflict(texts.NO_SHOW_NOT_YOURS)


def _settle(no_show: NoShow, move: str, *, by, note: str, refund: bool, gateway: Gateway) -> int:
    """Make the move and, when `refund`, give the client's payments back in full (nothing on
    a free appointment). Returns the paise refunded now."""
    appointment = no_show.appointment
    refunded = 0
    with contended(), transaction.atomic():
        # The house's lock order: the payments, the appointment, then its report (table order).
        payments.payments_lock(purpose=PURPOSE, purpose_id=appointment.pk)
        appointment = lock(appointment)[0]
        no_show.appointment = appointment
        transition(no_show, move, by=by, note=note[:300])
        if refund:
            refunded = payments.refund_in_full(
                purpose=PURPOSE, purpose_id=appointment.pk, reason=f"no-show: {move}",
                gateway=gateway,
            )  # fmt: skip
            if refunded:
                appointment.refunded_paise += refunded
                appointment.save(update_fields=["refunded_paise", "updated_at"])
            if appointment.purchase_id is not None:  # paid by a credit: the credit back
                packages.credit_back(appointment_id=appointment.pk)
        else:  # kept: withdrawable as if nobody had reported
            _earned_from(appointment, max(timezone.now(), appointment.earned_from))
    return refunded


def no_show_agree(*, professional, appointment_id: int, origin: str | None = None) -> NoShow:
    """The professional agrees they did not come: the client is refunded in full."""
    appointment = appointment_of(appointment_id, professional, professional=True)
    no_show = _reported(appointment)
    _against(no_show, professional)
    with transaction.atomic():
        _settle(no_show, "agree", by=professional, note="agreed", refund=True,
                gateway=Gateway(origin=origin))  # fmt: skip
        text = Text(texts.NO_SHOW_AGREED, name=display_name(professional))
        notices.tell(no_show.appointment, user=appointment.client, text=text)
        # The professional's own devices too: their lists and earnings change with the refund.
        notices.tell_quietly(no_show.appointment, user=professional)
    return no_show


def no_show_dispute(*, user, appointment_id: int, text: str) -> NoShow:
    """The side reported against says it did come: the report goes to support with both
    sides' words, and nothing moves until staff decide."""
    appointment = appointment_of(appointment_id, user, professional=None)
    text = words(text)
    no_show = _reported(appointment)
    _against(no_show, user)
    with contended(), transaction.atomic():
        payments.payments_lock(purpose=PURPOSE, purpose_id=appointment.pk)
        transition(no_show, "dispute", by=user, note="disputed")
        _earned_from(appointment, UNTIL_DECIDED)  # support may still refund it
        no_show.answer = text
        no_show.save(update_fields=["answer", "updated_at"])
        by_professional = appointment.professional_id == user.pk
        other = appointment.client if by_professional else appointment.professional
        name = display_name(user) if by_professional else appointment.name
        notices.tell(appointment, user=other, text=Text(texts.NO_SHOW_DISPUTED, name=name))
        notices.tell_quietly(appointment, user=user)
    return no_show


def no_show_decide(
    *, staff, no_show_id: int, refund: bool, note: str = "", gateway: Gateway
) -> NoShow:
    """Support's decision on a dispute (409 once decided): refunded in full, or not. Both
    sides are told."""
    no_show = NoShow.objects.select_related("appointment__client", "appointment__professional")
    no_show = no_show.filter(pk=no_show_id).first()
    if no_show is None:
        raise NotFound(texts.NO_SHOW_NONE)
    note = " ".join(note.split())[: NoShow.TEXT_MAX]
    with transaction.atomic():
        _settle(no_show, "refund" if refund else "keep", by=staff, note=note or "decided",
                refund=refund, gateway=gateway)  # fmt: skip
        no_show.decision = note
        no_show.save(update_fields=["decision", "updated_at"])
        appointment = no_show.appointment
        text = Text(texts.NO_SHOW_REFUNDED if refund else texts.NO_SHOW_NOT_REFUNDED)
        notices.tell(appointment, user=appointment.client, text=text)
        notices.tell(appointment, user=appointment.professional, text=text)
    return no_show


def no_show_lapse_due(now=None, gateway: Gateway | None = None) -> int:
    """The periodic sweep: a client's report the professional left unanswered for 72 hours is
    refunded in full, and both sides hear so. Safe to run twice at once: the move is made
    under the report's lock, so the second run finds it lapsed and passes (one refund)."""
    due = NoShow.objects.filter(status=Status.REPORTED, answer_due__lte=now or timezone.now())
    lapsed = 0
    for no_show in due.select_related("appointment__client", "appointment__professional"):
        try:
            _settle(no_show, "lapse", by=None, note="unanswered", refund=True,
                    gateway=gateway or Gateway())  # fmt: skip
        except Conflict:
            continue  # answered, or lapsed by another run, meanwhile
        except ApplicationError:
            continue  # busy: the next run tries again
        appointment = no_show.appointment
        client, pro = appointment.client, appointment.professional
        said = Text(texts.NO_SHOW_LAPSED, name=display_name(pro))
        notices.tell(appointment, user=client, text=said)
        said = Text(texts.NO_SHOW_LAPSED_PROFESSIONAL, name=appointment.name)
        notices.tell(appointment, user=pro, text=said)
        lapsed += 1
    return lapsed
