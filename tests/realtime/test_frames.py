"""Frames are built only from their declarations: an undeclared type, field or topic is a
bug in the sender and raises, rather than reaching the web app."""

import pytest
from pydantic import ValidationError

from realtime import frames
from realtime.publish import publish

NOTIFICATION = {"id": 1, "kind": "k", "text": "t", "created_at": "2026-01-01T00:00:00Z"}


def test_control_frames_are_built_as_declared():
    assert frames.build("pong") == {"type": "pong"}
    answer = {"seq": 3, "missed": False}
    assert frames.build("subscribed", topic="user:1", data=answer) == {
        "type": "subscribed",
        "topic": "user:1",
        "data": answer,
    }
    assert frames.build("error", data={"message": "No."}) == {
        "type": "error",
        "data": {"message": "No."},
    }


@pytest.mark.parametrize(
    ("frame_type", "fields"),
    [
        ("pong", {"data": {"message": "x"}}),  # pong carries nothing
        ("subscribed", {}),  # topic missing
        ("auth.ok", {"data": {"user_id": 1, "token": "leak"}}),
        ("auth.revoked", {"topic": "user:1", "data": {"message": "x"}}),
        ("notification.created", {"topic": "user:1", "data": {**NOTIFICATION, "extra": 1}}),
    ],
)
def test_frames_that_differ_from_their_declaration_are_refused(frame_type, fields):
    with pytest.raises(ValidationError):
        frames.build(frame_type, **fields)


def test_publish_refuses_an_undeclared_frame_type():
    with pytest.raises(KeyError):
        publish("user:1", "booking.exploded", {})


def test_validate_checks_a_received_frame_exactly():
    frames.validate({"type": "notification.created", "topic": "user:1", "data": NOTIFICATION})
    for bad in (
        {"type": "nope"},
        {"type": "pong", "topic": None},
        {"type": "auth.ok", "data": {"user_id": "1"}},  # a string is not the declared integer
        {"type": "notification.created", "data": NOTIFICATION},
    ):
        with pytest.raises(ValueError):
            frames.validate(bad)
