import datetime
import zoneinfo
from typing import Literal

from django.utils import timezone
from ninja import Field, Schema

from kernel import money
from kernel.paging import MAX_PAGE, Page
from kernel.schemas import InputSchema, PictureSources, QueryInput
from marketplace.bookings import policy
from marketplace.bookings.decisions import cancellable
from marketplace.bookings.noshows import can_report, no_show_of
from marketplace.bookings.queries import proposals_of, reviewable, thread_of
from marketplace.bookings.reschedule import movable, reschedulable
from marketplace.payments.schemas import BillingIn
from marketplace.profiles.queries import professional_card
from marketplace.scheduling.schemas import TierOut


class SlotsIn(QueryInput):
    date: datetime.date


class SlotOut(Schema):
    window_id: int
    starts_at: datetime.datetime
    ends_at: datetime.datetime
    start: str = Field(description="HH:MM in the professional's time zone")
    end: str
    places: int
    left: int
    closed: Literal["full", "buffer", "daily_limit"] | None = Field(
        description="Why no place is left: 'full' (its places are taken: it has a waitlist), "
        "'buffer' (too close to another booking), 'daily_limit' (the day's limit is reached); "
        "null while a place is left"
    )


class DaySlotsOut(Schema):
    professional_id: int
    date: datetime.date
    time_zone: str
    first_date: datetime.date
    last_date: datetime.date = Field(description="The last date clients may book (the horizon)")
    payment_required: bool
    cancellation_policy: list[TierOut] = Field(
        description="What a client's cancel gives back, the longest notice first: shown before "
        "paying"
    )
    windows: list[SlotOut]


class AppointmentIn(InputSchema):
    professional_id: int
    window_id: int
    date: datetime.date
    start: str | None = Field(
        None, max_length=5, description="HH:MM, the session's start; by default the window's first"
    )
    plan_id: int
    name: str = Field(max_length=150)
    email: str = Field(max_length=254)
    coupon: str | None = Field(
        None, max_length=40, description="A code of the professional's, if any"
    )
    purchase_id: int | None = Field(None, description="Pay with a credit of this package purchase")


class MessageOut(Schema):
    id: int
    appointment_id: int
    author_id: int
    author_name: str
    text: str
    created_at: datetime.datetime

    @staticmethod
    def resolve_author_name(message) -> str:
        return message.author.name or message.author.username


class ProfessionalBriefOut(Schema):
    id: int
    name: str
    position: str
    username: str
    image: str | None
    image_sources: PictureSources | None


class NoShowOut(Schema):
    """A report that one side did not come, and what became of it (NoShow.Status)."""

    reported_by: Literal["client", "professional"]
    status: Literal[
        "reported", "agreed", "lapsed", "absent", "disputed", "refunded", "not_refunded"
    ] = Field(
        description="reported: the client's report waits for the professional's answer until "
        "answer_due; agreed, lapsed: the client was refunded in full; absent: the professional "
        "marked the client absent (no refund); disputed: with support; refunded, not_refunded: "
        "support decided"
    )
    report: str = Field(description="The reporter's words")
    answer: str = Field(description="The other side's words when disputed; empty otherwise")
    reported_at: datetime.datetime
    answer_due: datetime.datetime | None
    decision: str = Field(description="Support's note on its decision, if any")


def local_time(appointment, at: datetime.datetime) -> str:
    return at.astimezone(zoneinfo.ZoneInfo(appointment.time_zone)).strftime("%H:%M")


class ProposalOut(Schema):
    """A time the professional proposes to move the appointment to, held for its client."""

    id: int
    starts_at: datetime.datetime
    ends_at: datetime.datetime
    date: datetime.date
    start: str = Field(description="HH:MM in the professional's time zone")
    end: str

    @staticmethod
    def resolve_date(proposal) -> datetime.date:
        return proposal.day

    @staticmethod
    def resolve_start(proposal) -> str:
        return local_time(proposal, proposal.starts_at)

    @staticmethod
    def resolve_end(proposal) -> str:
        return local_time(proposal, proposal.ends_at)


class AppointmentCardOut(Schema):
    """What both lists' cards show of an appointment: when, what, its state and its thread."""

    id: int
    status: str
    paid: bool
    starts_at: datetime.datetime
    ends_at: datetime.datetime
    date: datetime.date
    start: str = Field(description="HH:MM in the professional's time zone")
    end: str
    time_zone: str
    plan_name: str
    plan_type: str
    price: int = Field(description="Rupees")
    list_price_paise: int | None = Field(
        description="The plan's price before a code (coupon_code); null when booked without one"
    )
    coupon_code: str = Field(description="The code it was booked with; empty when none")
    client_name: str
    reason: str = Field(description="Why it was rejected; empty otherwise")
    messages: list[MessageOut] = Field(description="The thread, oldest first")
    refunded: int = Field(description="Rupees given back (a rejected or cancelled paid one)")
    no_show: NoShowOut | None = Field(description="A report that one side did not come")
    can_report_no_show: bool = Field(
        description="From its start to 48 hours after its end: the caller may report the other "
        "side absent (once per appointment)"
    )
    refunded_paise: int = Field(description="The same in paise (a policy's share may hold some)")
    moves: int = Field(description="How many times it was moved to another time")
    reschedules: int = Field(description="How many of those moves its client made")
    proposals: list[ProposalOut] = Field(
        description="Times the professional proposes to move it to, held for the client "
        "until proposal_expires_at; empty when none is open"
    )
    proposal_note: str = Field(description="The professional's note with the proposed times")
    proposal_expires_at: datetime.datetime | None

    @staticmethod
    def _local(appointment, at: datetime.datetime) -> str:
        return local_time(appointment, at)

    @staticmethod
    def resolve_proposals(appointment) -> list:
        return proposals_of(appointment)

    @staticmethod
    def resolve_proposal_note(appointment) -> str:
        proposals = proposals_of(appointment)
        return proposals[0].note if proposals else ""

    @staticmethod
    def resolve_proposal_expires_at(appointment) -> datetime.datetime | None:
        return appointment.proposed_until if proposals_of(appointment) else None

    @staticmethod
    def resolve_date(appointment) -> datetime.date:
        return appointment.day

    @staticmethod
    def resolve_start(appointment) -> str:
        return AppointmentCardOut._local(appointment, appointment.starts_at)

    @staticmethod
    def resolve_end(appointment) -> str:
        return AppointmentCardOut._local(appointment, appointment.ends_at)

    @staticmethod
    def resolve_price(appointment) -> int:
        return money.whole_rupees(appointment.price_paise)

    @staticmethod
    def resolve_client_name(appointment) -> str:
        return appointment.name

    @staticmethod
    def resolve_messages(appointment) -> list:
        return thread_of(appointment)

    @staticmethod
    def resolve_refunded(appointment) -> int:
        return money.whole_rupees(appointment.refunded_paise)

    @staticmethod
    def resolve_no_show(appointment):
        return no_show_of(appointment)

    @staticmethod
    def resolve_can_report_no_show(appointment) -> bool:
        return can_report(appointment)


class AppointmentOut(AppointmentCardOut):
    """One card of the client's list."""

    hold_expires_at: datetime.datetime | None
    price_paise: int
    professional: ProfessionalBriefOut
    email: str
    review: str | None = Field(description="The client's own feedback on it, if written")
    can_review: bool = Field(description="Paid, accepted and begun: feedback may be written")
    can_cancel: bool = Field(description="The client may cancel it now")
    cancellation_policy: list[TierOut] = Field(
        description="The professional's policy when it was booked: what a cancel gives back, "
        "the longest notice first"
    )
    cancel_refund_paise: int = Field(
        description="What a cancel now would give back (0 for a free one); the policy says when "
        "it changes"
    )

    @staticmethod
    def resolve_cancellation_policy(appointment) -> list:
        return list(policy.of(appointment))

    @staticmethod
    def resolve_cancel_refund_paise(appointment) -> int:
        if not cancellable(appointment, by_professional=False) or appointment.purchase_id:
            return 0  # a credit's session gives its credit back, never money
        return policy.refund_paise(appointment, policy.of(appointment), timezone.now())

    can_reschedule: bool = Field(
        description="The client may move it now (within the professional's limit and notice)"
    )
    plan_id: int | None = Field(description="Its plan, while the professional still offers it")
    purchase_id: int | None = Field(description="Paid with a credit of this package purchase")

    @staticmethod
    def resolve_can_reschedule(appointment) -> bool:
        return appointment.plan_id is not None and reschedulable(
            appointment, getattr(appointment.professional, "profile", None)
        )

    @staticmethod
    def resolve_review(appointment) -> str | None:
        return getattr(appointment, "review_text", None)

    @staticmethod
    def resolve_can_review(appointment) -> bool:
        return reviewable(appointment)

    @staticmethod
    def resolve_can_cancel(appointment) -> bool:
        return cancellable(appointment, by_professional=False)

    @staticmethod
    def resolve_professional(appointment) -> dict:
        return professional_card(appointment.professional)


class AppointmentPageOut(Page[AppointmentOut]):
    pass


class OrderIn(BillingIn):
    appointment_id: int


class RejectIn(InputSchema):
    # Generous here, so a padded reason gets the service's message (at most 300 once trimmed).
    reason: str = Field(max_length=1000, description="At most 300 characters once trimmed")


class ReservationIn(InputSchema):
    window_id: int
    date: datetime.date
    start: str | None = Field(None, max_length=5, description="HH:MM, the session's start")


class MineIn(QueryInput):
    page: int = Field(1, ge=1, le=MAX_PAGE)
    date: datetime.date | None = None


class ReceivedIn(MineIn):
    time: datetime.time | None = Field(None, description="HH:MM, the start; needs a date")


class ReceivedOut(AppointmentCardOut):
    """One card of the professional's list: a booking, or a reservation of their own."""

    reserved: bool
    phone: str = Field(description="With the country code, e.g. +919876543210")
    created_at: datetime.datetime
    can_cancel: bool = Field(description="The professional may cancel it now (refunded)")
    can_propose: bool = Field(description="The professional may propose other times for it")

    @staticmethod
    def resolve_can_cancel(appointment) -> bool:
        return cancellable(appointment, by_professional=True)

    @staticmethod
    def resolve_can_propose(appointment) -> bool:
        return movable(appointment, timezone.now())

    @staticmethod
    def resolve_reserved(appointment) -> bool:
        return appointment.reservation

    @staticmethod
    def resolve_phone(appointment) -> str:
        # Stored in E.164 (the sign-in phone), which already carries the country code.
        return appointment.phone or appointment.client.phone


class ReceivedPageOut(Page[ReceivedOut]):
    pass


class MoveIn(InputSchema):
    """A time to move an appointment to: a session of one of the professional's windows."""

    window_id: int
    date: datetime.date
    start: str | None = Field(
        None, max_length=5, description="HH:MM, the session's start; by default the window's first"
    )


class ProposeIn(InputSchema):
    times: list[MoveIn] = Field(max_length=10, description="One to three times")
    note: str = Field("", max_length=1000, description="At most 300 characters once trimmed")


class MessageIn(InputSchema):
    text: str = Field(max_length=4000, description="At most 2000 characters once trimmed")


class NoShowIn(InputSchema):
    text: str = Field(max_length=2000, description="At most 500 characters once trimmed")


class ReviewIn(InputSchema):
    text: str = Field(max_length=4000, description="At most 2000 characters once trimmed")


class AppointmentReviewOut(Schema):
    id: int
    appointment_id: int
    text: str
    created_at: datetime.datetime


class TimeWaitOut(Schema):
    """The caller's place in the line of a full time."""

    id: int
    status: str = Field(description="waiting; offered: a place is held for them to take")
    position: int = Field(description="1: the next to be offered a place; 0 once offered")
    professional: ProfessionalBriefOut
    date: datetime.date
    start: str = Field(description="HH:MM in the professional's time zone")
    starts_at: datetime.datetime
    ends_at: datetime.datetime
    time_zone: str
    plan_name: str
    offer_appointment_id: int | None = Field(
        description="The place held for them while offered: POST /appointments/{id}/take"
    )
    offer_expires_at: datetime.datetime | None


class TimeWaiterOut(Schema):
    id: int
    position: int = Field(description="0: a place is offered to them now")
    name: str
    phone: str
    status: str
    since: datetime.datetime
    offer_expires_at: datetime.datetime | None


class TimeLineOut(Schema):
    """A time of the professional's with people in line, in the order places are offered."""

    line: str
    date: datetime.date
    start: str
    starts_at: datetime.datetime
    window_id: int
    waiters: list[TimeWaiterOut]
