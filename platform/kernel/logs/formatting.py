"""LOG_FORMAT=json: one JSON object a line, so a log collector can read every field without a
pattern, and a traceback or a message with line breaks stays one line."""

import json
import logging
from datetime import UTC, datetime

from kernel.logs.filters import STANDARD_ATTRIBUTES


class JsonFormatter(logging.Formatter):
    """`{"time", "level", "logger", "message", "request_id"}`, the call's plain extra fields
    (`extra={"status": 200}`: strings, numbers, booleans; objects such as Django's request are
    left out), and `exception` with the traceback when there is one."""

    def format(self, record: logging.LogRecord) -> str:
        line = {
            "time": datetime.fromtimestamp(record.created, UTC)
            .isoformat(timespec="milliseconds")
            .replace("+00:00", "Z"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": getattr(record, "request_id", None),
        }
        for name, value in record.__dict__.items():
            if (
                name not in STANDARD_ATTRIBUTES
                and name not in line
                and not name.startswith("_")
                and isinstance(value, str | int | float | bool)
            ):
                line[name] = value
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            line["exception"] = record.exc_text
        if record.stack_info:
            line["stack"] = self.formatStack(record.stack_info)
        return json.dumps(line, ensure_ascii=False, default=str)
