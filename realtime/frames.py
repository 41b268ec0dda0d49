"""Every frame the server sends, declared once. `publish` validates data against these, and
tests check the frames they receive against them too."""

from datetime import datetime

from pydantic import BaseModel, ConfigDict


class FrameData(BaseModel):
    model_config = ConfigDict(extra="forbid")


class NotificationCreated(FrameData):
    id: int
    kind: str
    text: str
    created_at: datetime
    session_id: int | None = None


FRAMES: dict[str, type[FrameData]] = {
    "notification.created": NotificationCreated,
}


def build(frame_type: str, topic: str, data: dict) -> dict:
    model = FRAMES[frame_type]
    return {
        "type": frame_type,
        "topic": topic,
        "data": model.model_validate(data).model_dump(mode="json"),
    }
