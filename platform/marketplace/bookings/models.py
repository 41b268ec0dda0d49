import datetime

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from kernel.history.moves import Move


class Appointment(models.Model):
    """One client's booking of one occurrence of a professional's window. Its times are
    stored, so a later schedule edit never moves it; places are counted by these times."""

    class Status(models.TextChoices):
        PENDING = "pending", _("Pending")
        ACCEPTED = "accepted", _("Accepted")
        REJECTED = "rejected", _("Rejected")
        RESERVED = "reserved", _("Reserved")
        AWAITING_PAYMENT = "awaiting_payment", _("Awaiting payment")
        EXPIRED = "expired", _("Expired")
        CANCELLED = "cancelled", _("Cancelled")
        # Freed for the first one on the time's waitlist, held for them until hold_expires_at.
        OFFERED = "offered", _("Offered from the waitlist")
        # A time the professional proposes to move an appointment to (`proposal_of`), held
        # for its client until they pick one of them, decline, or hold_expires_at passes.
        PROPOSED = "proposed", _("Proposed for a reschedule")

    LIVE = (
        Status.PENDING, Status.ACCEPTED, Status.RESERVED, Status.AWAITING_PAYMENT, Status.OFFERED,
        Status.PROPOSED,
    )  # fmt: skip
    # Always take a place; an awaiting-payment, offered or proposed one takes it only until
    # its hold lapses.
    TAKING = (Status.PENDING, Status.ACCEPTED, Status.RESERVED)
    HELD = (Status.AWAITING_PAYMENT, Status.OFFERED, Status.PROPOSED)
    # Its state machine, by move (history.transition makes them; docs/architecture.md).
    MOVES = {
        "accept": Move.to(Status.ACCEPTED, Status.PENDING),
        # A professional may still turn down what they accepted (refunded in full if paid).
        "reject": Move.to(Status.REJECTED, Status.PENDING, Status.ACCEPTED),
        # By the client. One who leaves the checkout gives the held place back at once.
        "cancel": Move.to(
            Status.CANCELLED, Status.PENDING, Status.ACCEPTED, Status.AWAITING_PAYMENT
        ),
        # The professional turns down a request by rejecting it; cancelling is for what they
        # accepted.
        "professional_cancel": Move.to(Status.CANCELLED, Status.ACCEPTED),
        "release": Move.to(Status.CANCELLED, Status.RESERVED),  # the professional's reservation
        # A hold given back before paying, or an offer declined.
        "give_up": Move.to(Status.CANCELLED, Status.AWAITING_PAYMENT, Status.OFFERED),
        # A hold or an offer that lapsed, or a request left unanswered until its time.
        "expire": Move.to(
            Status.EXPIRED,
            Status.AWAITING_PAYMENT,
            Status.PENDING,
            Status.OFFERED,
            Status.PROPOSED,
        ),
        # A proposed time given back: another one was picked, or the client declined them.
        "withdraw": Move.to(Status.CANCELLED, Status.PROPOSED),
        # The offer taken: a request (paid later), or a hold until the offer's time (pay-first).
        "take": Move.to(Status.PENDING, Status.OFFERED),
        "take_to_pay": Move.to(Status.AWAITING_PAYMENT, Status.OFFERED),
        # A verified payment of a hold (one that lapsed too, while its place is free).
        "confirm": Move.to(Status.ACCEPTED, Status.AWAITING_PAYMENT, Status.EXPIRED),
        "pay": Move.to(True, False, field="paid"),
    }

    client = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="appointments"
    )
    professional = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="appointments_received"
    )
    window = models.ForeignKey(
        "scheduling.Window", on_delete=models.PROTECT, related_name="appointments"
    )
    starts_at = models.DateTimeField()
    ends_at = models.DateTimeField()
    day = models.DateField(help_text="The date in the professional's time zone.")
    time_zone = models.CharField(max_length=64, default="Asia/Kolkata")
    plan = models.ForeignKey(
        "profiles.Plan", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    plan_name = models.CharField(max_length=100)
    plan_type = models.CharField(max_length=10)
    price_paise = models.PositiveIntegerField()
    # The code it was booked with (coupons) and the plan's price before it: price_paise is
    # what the client pays, and what the ledger, the fee and refunds follow.
    coupon = models.ForeignKey(
        "coupons.Coupon", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    list_price_paise = models.PositiveIntegerField(null=True, blank=True)
    # The code as it was when booked (receipts name it even once the coupon is deleted).
    coupon_code = models.CharField(max_length=20, blank=True)
    name = models.CharField(max_length=150)
    email = models.EmailField()
    phone = models.CharField(max_length=20, blank=True)
    status = models.CharField(max_length=20, choices=Status.choices)
    paid = models.BooleanField(default=False)
    payment_ref = models.CharField(max_length=100, blank=True)
    # Paid by a credit of this package purchase (packages), not through an order: `paid` is
    # set, nothing goes to Razorpay, and an end in time gives the credit back (decisions).
    purchase = models.ForeignKey(
        "packages.Purchase", on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    reason = models.CharField(max_length=300, blank=True, help_text="Why it was rejected.")
    refunded_paise = models.PositiveIntegerField(default=0)
    # The professional's cancellation policy when it was booked: what the client read before
    # paying, and what their cancel follows (bookings/policy.py). Null: booked before
    # policies, the professional's current one applies.
    cancellation_policy = models.JSONField(null=True, blank=True)
    hold_expires_at = models.DateTimeField(null=True, blank=True)
    # Moves to another time (the history says from where to where): the client's own count
    # against the professional's limit, and every move, which a calendar's SEQUENCE follows.
    reschedules = models.PositiveSmallIntegerField(default=0)
    moves = models.PositiveSmallIntegerField(default=0)
    # A proposed time's appointment (status PROPOSED), and the professional's note with it.
    proposal_of = models.ForeignKey(
        "self", on_delete=models.CASCADE, null=True, blank=True, related_name="proposals"
    )
    note = models.CharField(max_length=300, blank=True)
    # Set on an appointment while times proposed for it are held (until they lapse), so the
    # paths that end it know, with no query, whether it has proposals to withdraw.
    proposed_until = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["professional", "starts_at"]),
            models.Index(fields=["client", "-created_at"]),
            models.Index(
                fields=["hold_expires_at"],
                name="bookings_hold_due",
                condition=Q(status="awaiting_payment"),
            ),
            # Holds and offers alive (/metrics counts them at each scrape) and due (the sweep).
            models.Index(
                fields=["hold_expires_at"],
                name="bookings_held",
                condition=Q(status__in=["awaiting_payment", "offered"]),
            ),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["client", "professional", "starts_at"],
                condition=Q(
                    status__in=["pending", "accepted", "reserved", "awaiting_payment", "offered"]
                ),
                name="bookings_one_live_per_client_time",
            )
        ]

    def __str__(self) -> str:
        return (
            f"appointment {self.pk} ({self.status}) of {self.client_id} with {self.professional_id}"
        )

    @property
    def earned_from(self) -> datetime.datetime:
        """When the professional may withdraw what it earned: once no-show reports on it are
        closed (a refund after that would take back what was paid out)."""
        return self.ends_at + NoShow.REPORT_WINDOW

    @property
    def reservation(self) -> bool:
        """A professional's own block of a place (reserved, or released since): its "client"
        is the professional, which no booking can be."""
        return self.client_id == self.professional_id


class Message(models.Model):
    """One message of an appointment's thread (the professional's meeting response or the
    client's message): kept, never overwritten. Plain text; the web app makes links
    clickable on display only."""

    MAX_LENGTH = 2000

    appointment = models.ForeignKey(Appointment, on_delete=models.CASCADE, related_name="messages")
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    text = models.TextField(max_length=MAX_LENGTH)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]
        indexes = [models.Index(fields=["appointment", "created_at"])]

    def __str__(self) -> str:
        return f"message {self.pk} on appointment {self.appointment_id}"


class NoShow(models.Model):
    """One side's report that the other did not come to an appointment, and what became of
    it. The appointment itself stays accepted (it took its place, and its time has passed);
    this record says whether it took place and where its money went. One per appointment:
    the side reported against answers it, it does not report back."""

    # How long after its end an appointment may still be reported, and how long the
    # professional has to answer a client's report before the client is refunded anyway.
    REPORT_WINDOW = datetime.timedelta(hours=48)
    ANSWER_WINDOW = datetime.timedelta(hours=72)
    TEXT_MAX = 500

    class Side(models.TextChoices):
        CLIENT = "client", _("Client")
        PROFESSIONAL = "professional", _("Professional")

    class Status(models.TextChoices):
        # The client's report, waiting for the professional's answer until answer_due.
        REPORTED = "reported", _("Reported")
        AGREED = "agreed", _("Agreed")  # by the professional: refunded in full
        LAPSED = "lapsed", _("Unanswered")  # no answer in time: refunded in full
        # The professional's report: the client was absent, nothing is refunded.
        ABSENT = "absent", _("Marked absent")
        DISPUTED = "disputed", _("Disputed")  # with support, both sides' words kept
        REFUNDED = "refunded", _("Refunded by support")
        NOT_REFUNDED = "not_refunded", _("Not refunded by support")

    # Its state machine, by move (history.transition makes them; docs/architecture.md). A
    # report is made in REPORTED (the client's) or ABSENT (the professional's).
    MOVES = {
        "agree": Move.to(Status.AGREED, Status.REPORTED),  # the professional
        "lapse": Move.to(Status.LAPSED, Status.REPORTED),  # the sweep, after ANSWER_WINDOW
        # The professional disputes a client's report, the client a professional's.
        "dispute": Move.to(Status.DISPUTED, Status.REPORTED, Status.ABSENT),
        # Support staff in the back office decide a dispute.
        "refund": Move.to(Status.REFUNDED, Status.DISPUTED),
        "keep": Move.to(Status.NOT_REFUNDED, Status.DISPUTED),
    }
    OPEN = (Status.REPORTED, Status.DISPUTED)

    appointment = models.OneToOneField(
        Appointment, on_delete=models.CASCADE, related_name="no_show"
    )
    reported_by = models.CharField(max_length=12, choices=Side.choices)
    report = models.TextField(max_length=TEXT_MAX, help_text="The reporter's words.")
    answer = models.TextField(
        max_length=TEXT_MAX, blank=True, help_text="The other side's words, when disputed."
    )
    status = models.CharField(max_length=12, choices=Status.choices)
    answer_due = models.DateTimeField(
        null=True, blank=True, help_text="A client's report: refunded in full if unanswered by."
    )
    decision = models.TextField(
        max_length=TEXT_MAX, blank=True, help_text="Support's note on its decision."
    )
    reported_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "no-show report"
        ordering = ["-reported_at", "-id"]
        permissions = [("decide_noshow", "Can decide a disputed no-show from the back office")]
        indexes = [
            # Those the sweep refunds when unanswered.
            models.Index(
                fields=["answer_due"], name="bookings_noshow_due", condition=Q(status="reported")
            ),
            models.Index(fields=["status", "-reported_at"]),
        ]

    def __str__(self) -> str:
        return f"no-show report on appointment {self.appointment_id} ({self.status})"

    @property
    def took_place(self) -> bool:
        """Whether the appointment took place after all: support decided the dispute against
        the one who reported (a client's report not refunded; a professional's refunded)."""
        if self.reported_by == self.Side.CLIENT:
            return self.status == self.Status.NOT_REFUNDED
        return self.status == self.Status.REFUNDED
