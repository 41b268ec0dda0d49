"""The filters every log handler runs (settings.LOGGING, made by config.py): they work on the
record, so they hold for the readable lines of `make run` and the JSON lines of production
alike."""

import logging

from kernel.logs import context
from kernel.logs.redaction import redact

# A record's own attributes; anything else on it came from `extra=`.
STANDARD_ATTRIBUTES = frozenset(logging.makeLogRecord({}).__dict__) | {"message", "asctime"}


# The request id is checked when it is taken (context.accept), so it is never a secret.
_NOT_REDACTED = STANDARD_ATTRIBUTES | {"request_id"}
# Set by a call whose message and fields are made only of what cannot hold a secret (the
# access line: a method, a route pattern, numbers): `extra={CLEAN: True}`. Its record passes
# as it is, since running the patterns on it would cost more than writing it.
CLEAN = "_clean"


class RequestIdFilter(logging.Filter):
    """Stamps each record with the request id of the request, socket or task it was made in
    (None outside any), unless the call gave one."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "request_id", None) is None:
            record.request_id = context.current()
        return True


class HueyTaskLines(logging.Filter):
    """On huey's logger (config.py): marks `CLEAN` its lines of a task's run, the two every
    task writes ("Executing ...", "... executed in ...") and the one a task put off for later
    writes. They name the task (its module, name, id, time, retries), never its arguments
    (tests/platform/test_logging.py runs a task to hold huey to that), and redacting them
    was 5 % of the worker's CPU in the closed loop (loadtests/README.md, "Fifteenth pass").
    Any other line of huey's (an exception, a retry's reason) is still redacted; so are
    these, should huey reword them."""

    FORMATS = frozenset(
        {"Executing %s", "%s executed in %0.3fs", "Added task %s to schedule, eta %s"}
    )

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str) and record.msg in self.FORMATS:
            record.__dict__[CLEAN] = True
        return True


class RedactFilter(logging.Filter):
    """Takes codes, tokens, keys, signatures and card numbers out of the message, its traceback
    and its extra fields (redaction.py) before any handler formats it. The message is formatted
    here once, so the patterns see the arguments in place. A record marked `CLEAN` by its
    call passes as it is."""

    _formatter = logging.Formatter()

    def filter(self, record: logging.LogRecord) -> bool:
        if record.__dict__.get(CLEAN):
            return True
        try:
            message = record.getMessage()
        except Exception:  # a bad format string: say what there is rather than lose the line
            message = f"{record.msg!r} % {record.args!r}"
        record.msg, record.args = redact(message), None
        if record.exc_info and not record.exc_text:
            record.exc_text = self._formatter.formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text)
        if record.stack_info:
            record.stack_info = redact(record.stack_info)
        for name, value in list(record.__dict__.items()):
            if name not in _NOT_REDACTED and isinstance(value, str):
                setattr(record, name, redact(value))
        return True
