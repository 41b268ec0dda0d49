"""Every topic a socket can hear, and the one place channel-layer group names are built.

A topic is what clients see ("user:12", "slots:7:2026-11-22"); its group name is the same
text with ':' turned to '.', which keeps group names within Channels' ASCII [A-Za-z0-9._-].
Areas register their topic kinds in `kinds`, with the check that decides who may subscribe,
from their `AppConfig.ready()` (accounts registers `user`; see `wiring`)."""

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass

from kernel.wiring import Registry

# who may subscribe: (user or None for an anonymous socket, the topic's regex match) -> bool.
# It runs in a worker thread, so it may query the database.
Check = Callable[[object | None, re.Match], bool]


@dataclass(frozen=True)
class TopicKind:
    """Registered under the topic's first part: "slots" for "slots:7:2026-11-22"."""

    pattern: str
    may_subscribe: Check

    @functools.cached_property
    def regex(self) -> re.Pattern:
        return re.compile(self.pattern)


kinds: Registry[TopicKind] = Registry("topic kind")


def kind_of(topic: str) -> tuple[TopicKind, re.Match] | None:
    if not isinstance(topic, str) or len(topic) > 90:
        return None
    kind = kinds.get(topic.split(":", 1)[0])
    match = kind.regex.fullmatch(topic) if kind else None
    return (kind, match) if kind and match else None


def group_name(topic: str) -> str:
    return topic.replace(":", ".")


def topic_of(group: str) -> str:
    """The topic whose group this is (topics hold no '.' of their own)."""
    return group.replace(".", ":")


def user(user_id: int) -> str:
    """The signed-in user's own topic; its kind is registered by the accounts area."""
    return f"user:{user_id}"


def session_group(session_id: int) -> str:
    """Internal, never subscribable: lets the server cut off a revoked session's sockets."""
    return f"session.{session_id}"
