"""settings.LOGGING, made from LOG_FORMAT and LOG_LEVEL (read in settings.py): one console
handler whose every record is stamped with the request id and passes the redaction filter
(filters.py), as readable lines (`plain`, `make run`'s) or one JSON object a line (`json`,
production's, which also turns on the app's own access line: middleware.py)."""


def logging_config(log_format: str, level: str) -> dict:
    json_logs = log_format == "json"
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {
            "request_id": {"()": "kernel.logs.filters.RequestIdFilter"},
            "redact": {"()": "kernel.logs.filters.RedactFilter"},
            "huey_task_lines": {"()": "kernel.logs.filters.HueyTaskLines"},
        },
        "formatters": {
            "plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"},
            "json": {"()": "kernel.logs.formatting.JsonFormatter"},
        },
        "handlers": {
            "console": {
                "class": "logging.StreamHandler",
                "formatter": log_format,
                "filters": ["request_id", "redact"],
            }
        },
        "root": {"handlers": ["console"], "level": level},
        "loggers": {
            "django.channels.server": {"level": "WARNING"},
            # The servers' own access lines are off in production (uvicorn --no-access-log).
            "marketplace.access": {"level": "INFO" if json_logs else "WARNING"},
            # With JSON, the servers' and the worker's own lines go through the same handler
            # (run_huey gives huey a plain one of its own only when it has none).
            **({"uvicorn": {"handlers": ["console"], "propagate": False}} if json_logs else {}),
            # huey's lines of a task's run skip the redaction (filters.py, HueyTaskLines).
            "huey": {
                "filters": ["huey_task_lines"],
                **({"handlers": ["console"], "propagate": False} if json_logs else {}),
            },
        },
    }
