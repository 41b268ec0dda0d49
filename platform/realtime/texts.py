"""The socket's user-facing texts (error and auth.revoked frames), in one place."""

from realtime import limits

SIGN_IN_AGAIN = "Please sign in again."
UNKNOWN_TOPIC = "Unknown topic."
FORBIDDEN_TOPIC = "Forbidden topic."
BAD_SINCE = "since must be a frame number (0 or more)."
TOO_MANY_TOPICS = f"At most {limits.MAX_TOPICS} subscriptions per connection."
NOT_JSON = "Frames must be JSON objects."
NOT_UNICODE = "Frames must be valid Unicode text (no lone surrogates)."
FAILED = "This frame could not be handled. Please try again."
UNKNOWN_TYPE = "Unknown frame type."
TOO_LARGE = f"Frames are at most {limits.MAX_FRAME_BYTES // 1024} KiB."
TOO_DEEP = f"Frames nest at most {limits.MAX_FRAME_DEPTH} levels deep."
