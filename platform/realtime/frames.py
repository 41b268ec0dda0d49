"""Every frame the server sends, declared once: the socket's control frames and the areas'
frames alike. The consumer and `publish` build frames only through `build`, which validates
them; tests check what arrives with `validate`; `json_schema()` is exported to
webapp/frames.schema.json (`make api-types`), from which the web app's frame types are
generated, so the two sides cannot drift."""

import json
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

Topic = Annotated[str, Field(max_length=100)]


class Declared(BaseModel):
    model_config = ConfigDict(extra="forbid")


# Data shapes.


class Message(Declared):
    message: str = Field(description="Ready to show, e.g. 'Please sign in again.'")


class AuthOkData(Declared):
    user_id: int


class NotificationCreatedData(Declared):
    id: int
    kind: str
    text: str = Field(description="Ready to show, e.g. 'New sign-in to your account'.")
    created_at: datetime
    session_id: int | None = None
    path: str | None = Field(None, description="The web app's page it is about, if any")


class NotificationReadData(Declared):
    up_to: int = Field(description="It and every older notification of the user's are read")


class SlotLeft(Declared):
    window_id: int
    start: str = Field(description="HH:MM, the session's start in the professional's zone")
    places: int
    left: int = Field(description="Places still free; 0 when the time is full or closed.")
    closed: Literal["full", "buffer", "daily_limit"] | None = Field(
        None,
        description="Why no place is left: 'full' (taken: it has a waitlist), 'buffer' (too "
        "close to another booking), 'daily_limit' (the day's limit is reached)",
    )


class PolicyTier(Declared):
    hours: int = Field(description="A cancel at least this many hours before the start...")
    percent: int = Field(description="...gives back this percent of what was paid.")


class SlotsChangedData(Declared):
    professional_id: int
    date: str = Field(description="YYYY-MM-DD, the date in the professional's time zone.")
    cancellation_policy: list[PolicyTier] = Field(
        default_factory=list,
        description="The professional's cancellation policy now, the longest notice first",
    )
    windows: list[SlotLeft]


class BookingCreatedData(Declared):
    appointment_id: int
    client_name: str
    plan_name: str
    starts_at: datetime
    status: str
    paid: bool


class BookingUpdatedData(Declared):
    appointment_id: int
    status: str
    paid: bool
    reason: str = Field("", description="Why it was rejected; empty otherwise")


class EventSeatsData(Declared):
    event_id: int
    seats: int | None = Field(description="null: unlimited")
    left: int | None = Field(description="Seats left; null when unlimited")
    booked: int = Field(description="Seats taken: confirmed, and held while paying")


class WaitlistChangedData(Declared):
    line: str = Field(description="The waitlist that moved: time:<window_id>:<starts_at epoch>")


class MessageCreatedData(Declared):
    id: int
    appointment_id: int
    author_id: int
    author_name: str
    text: str = Field(description="Plain text; links are made clickable on display only")
    created_at: datetime


class WithdrawalUpdatedData(Declared):
    withdrawal_id: int
    status: Literal["requested", "paid", "failed"]
    amount_paise: int
    balance: Literal["booking", "event"]
    reference: str = Field(description="The bank's reference once paid, else empty")
    reason: str = Field(description="Why the payout failed, else empty")


class EarningsChangedData(Declared):
    balance: Literal["booking", "event"]
    source: str = Field(description="What was booked: refund:<id>, or moved:<payment>:<n>")


class CouponsChangedData(Declared):
    coupon_id: int


class PackagesChangedData(Declared):
    package_id: int


class GrievanceUpdatedData(Declared):
    grievance_id: int
    reference: str = Field(description="The ticket number, e.g. GR-7K3Q9PXA")
    status: Literal["received", "acknowledged", "resolved"]


class ExportUpdatedData(Declared):
    export_id: int
    status: Literal["building", "ready", "failed", "expired"]


# Control frames: the socket's answers to the client's auth, subscribe, unsubscribe and ping.


class AuthOkFrame(Declared):
    """The token was good: the socket acts for this user and is in its `user:<id>` topic."""

    type: Literal["auth.ok"]
    data: AuthOkData


class AuthRevokedFrame(Declared):
    """This session was signed out (here or on another device): private topics are gone."""

    type: Literal["auth.revoked"]
    data: Message


class SubscribedData(Declared):
    seq: int = Field(description="The topic's last frame number: the next frame is seq + 1")
    missed: bool = Field(
        description="Asked with `since`: frames after it are gone from the topic's history, "
        "so what the topic shows must be fetched again. Otherwise false, and the frames "
        "after `since` follow this one."
    )


class SubscribedFrame(Declared):
    type: Literal["subscribed"]
    topic: Topic
    data: SubscribedData


class UnsubscribedFrame(Declared):
    type: Literal["unsubscribed"]
    topic: Topic


class PongFrame(Declared):
    type: Literal["pong"]


def _topic_may_be_absent(schema: dict[str, Any]) -> None:
    # An error about no topic leaves the key out rather than sending null.
    schema["properties"]["topic"] = {"type": "string", "maxLength": 100}


class ErrorFrame(Declared):
    """A client frame was refused; `topic` names the topic it was about, if any."""

    model_config = ConfigDict(json_schema_extra=_topic_may_be_absent)

    type: Literal["error"]
    topic: Topic | None = None
    data: Message


# Area frames: each carries its topic's next number (`seq`, added as it is sent: publish.py).


class TopicFrame(Declared):
    seq: int | None = Field(
        None, description="1, 2, 3... per topic: a gap means a frame was missed"
    )


class NotificationCreatedFrame(TopicFrame):
    type: Literal["notification.created"]
    topic: Topic
    data: NotificationCreatedData


class NotificationReadFrame(TopicFrame):
    """To the user (`user:<id>`): their list was opened on one of their devices, so their
    unread count changed (each tab refetches its own)."""

    type: Literal["notification.read"]
    topic: Topic
    data: NotificationReadData


class SlotsChangedFrame(TopicFrame):
    """A day's free places changed (a booking, a hold taken or lapsed, a payment, a schedule
    edit) on `slots:<professional_id>:<YYYY-MM-DD>`: the places left per window."""

    type: Literal["slots.changed"]
    topic: Topic
    data: SlotsChangedData


class BookingCreatedFrame(TopicFrame):
    """To the professional (`user:<id>`): a new booking, or a hold that was paid."""

    type: Literal["booking.created"]
    topic: Topic
    data: BookingCreatedData


class BookingUpdatedFrame(TopicFrame):
    """To a party of the appointment (`user:<id>`): its status or payment changed."""

    type: Literal["booking.updated"]
    topic: Topic
    data: BookingUpdatedData


class MessageCreatedFrame(TopicFrame):
    """To the other party of the appointment (`user:<id>`): a message in its thread."""

    type: Literal["message.created"]
    topic: Topic
    data: MessageCreatedData


class EventSeatsFrame(TopicFrame):
    """To everyone watching an event (`event:<id>`) and to its host (`user:<id>`): its seats
    booked and left, after each booking, hold given back or lapsed, and seats edit."""

    type: Literal["event.seats"]
    topic: Topic
    data: EventSeatsData


class WithdrawalUpdatedFrame(TopicFrame):
    """To the professional (`user:<id>`): a withdrawal was requested, paid out or failed."""

    type: Literal["withdrawal.updated"]
    topic: Topic
    data: WithdrawalUpdatedData


class EarningsChangedFrame(TopicFrame):
    """To the professional (`user:<id>`): a refund was booked in their ledger. It comes once
    the gateway has the refund, after the cancel's own booking.updated: their earnings page
    reads its sums again then."""

    type: Literal["earnings.changed"]
    topic: Topic
    data: EarningsChangedData


class CouponsChangedFrame(TopicFrame):
    """To the professional (`user:<id>`): one of their codes changed (a use taken by a
    booking or given back by its cancel, reject or lapse, or their own edit): their coupons
    page reads its list again."""

    type: Literal["coupons.changed"]
    topic: Topic
    data: CouponsChangedData


class PackagesChangedFrame(TopicFrame):
    """To a professional and to the client concerned (`user:<id>`): a package was made,
    edited or withdrawn, bought, or a credit of it was spent or given back. Their Packages
    page and balances read theirs again."""

    type: Literal["packages.changed"]
    topic: Topic
    data: PackagesChangedData


class WaitlistChangedFrame(TopicFrame):
    """To a professional and to everyone in one of their times' waitlists (`user:<id>`): the
    line moved (someone joined or left, a place was offered, taken, declined or lapsed)."""

    type: Literal["waitlist.changed"]
    topic: Topic
    data: WaitlistChangedData


class GrievanceUpdatedFrame(TopicFrame):
    """To the complaint's author (`user:<id>`): the grievance officer acknowledged or resolved
    it; "My complaints" reads it again."""

    type: Literal["grievance.updated"]
    topic: Topic
    data: GrievanceUpdatedData


class ExportUpdatedFrame(TopicFrame):
    """To the user (`user:<id>`): the download of their data was built (or failed); the
    account's "Your data" page reads its state again."""

    type: Literal["export.updated"]
    topic: Topic
    data: ExportUpdatedData


DECLARED = (
    AuthOkFrame,
    AuthRevokedFrame,
    SubscribedFrame,
    UnsubscribedFrame,
    PongFrame,
    ErrorFrame,
    NotificationCreatedFrame,
    NotificationReadFrame,
    SlotsChangedFrame,
    BookingCreatedFrame,
    BookingUpdatedFrame,
    MessageCreatedFrame,
    EventSeatsFrame,
    WithdrawalUpdatedFrame,
    EarningsChangedFrame,
    PackagesChangedFrame,
    WaitlistChangedFrame,
    CouponsChangedFrame,
    GrievanceUpdatedFrame,
    ExportUpdatedFrame,
)
FRAMES: dict[str, type[Declared]] = {
    model.model_fields["type"].annotation.__args__[0]: model for model in DECLARED
}
ServerFrame = Annotated[
    AuthOkFrame
    | AuthRevokedFrame
    | SubscribedFrame
    | UnsubscribedFrame
    | PongFrame
    | ErrorFrame
    | NotificationCreatedFrame
    | NotificationReadFrame
    | SlotsChangedFrame
    | BookingCreatedFrame
    | BookingUpdatedFrame
    | MessageCreatedFrame
    | EventSeatsFrame
    | WithdrawalUpdatedFrame
    | EarningsChangedFrame
    | WaitlistChangedFrame
    | CouponsChangedFrame
    | PackagesChangedFrame
    | GrievanceUpdatedFrame
    | ExportUpdatedFrame,
    Field(discriminator="type"),
]


def build(frame_type: str, *, topic: str | None = None, data: dict | None = None) -> dict:
    """The frame as it goes on the wire; raises if it does not match its declaration."""
    fields: dict[str, Any] = {"type": frame_type}
    if topic is not None:
        fields["topic"] = topic
    if data is not None:
        fields["data"] = data
    frame = FRAMES[frame_type].model_validate(fields).model_dump(mode="json")
    for key in ("topic", "seq"):
        if key in frame and frame[key] is None:
            del frame[key]
    return frame


def validate(frame: dict) -> None:
    """Raises unless `frame`, as received, matches its declaration exactly (for tests)."""
    model = FRAMES.get(frame.get("type"))
    if model is None:
        raise ValueError(f"undeclared frame type: {frame.get('type')!r}")
    if frame.get("topic", "") is None:
        raise ValueError("a frame without a topic leaves the key out")
    model.model_validate_json(json.dumps(frame), strict=True)


def json_schema() -> dict:
    """Every server frame as one JSON Schema: a union discriminated by `type`."""
    schema = TypeAdapter(ServerFrame).json_schema()
    # Property titles would become one named TypeScript alias per field ("Type1", "Topic2").
    for definition in schema["$defs"].values():
        for prop in definition.get("properties", {}).values():
            prop.pop("title", None)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "ServerFrame",
        "description": "A frame the server sends on /ws/ (generated from realtime/frames.py).",
        **schema,
    }


def schema_text() -> str:
    """The committed form of `json_schema()` (webapp/frames.schema.json)."""
    return json.dumps(json_schema(), indent=2, sort_keys=True) + "\n"
