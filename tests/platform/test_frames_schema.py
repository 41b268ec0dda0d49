import json
from pathlib import Path

from realtime import frames

COMMITTED = Path(__file__).resolve().parents[2] / "webapp" / "frames.schema.json"


def test_the_web_apps_copy_of_the_frame_schema_is_current():
    """The web app's frame types are generated from webapp/frames.schema.json; `make api-types`
    renews it (and `make typecheck` checks the types against it)."""
    assert COMMITTED.read_text() == frames.schema_text(), (
        "webapp/frames.schema.json is stale: run `make api-types`"
    )


def test_the_schema_is_a_union_on_type_of_every_declared_frame():
    schema = json.loads(COMMITTED.read_text())
    mapping = schema["discriminator"]["mapping"]
    assert schema["discriminator"]["propertyName"] == "type"
    assert (
        set(mapping)
        == set(frames.FRAMES)
        >= {
            "auth.ok",
            "auth.revoked",
            "subscribed",
            "unsubscribed",
            "pong",
            "error",
            "notification.created",
        }
    )
    error = schema["$defs"]["ErrorFrame"]
    assert error["required"] == ["type", "data"] and "topic" in error["properties"]
