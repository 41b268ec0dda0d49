"""What the processes say about themselves: log lines and error reports (docs/operations.md,
"Logs and errors").

- `context`: the request id, one per HTTP request or socket, carried into the worker's tasks.
- `middleware`: takes the id from nginx's `X-Request-ID` (or makes one), echoes it, and writes
  the app's own access line.
- `filters`: every log record gets the id, and loses what must never be written (codes,
  tokens, keys, signatures, card numbers: `redaction`).
- `config`: settings.LOGGING, from LOG_FORMAT and LOG_LEVEL.
- `formatting`: one JSON object a line when LOG_FORMAT=json.
- `worker`: huey hooks that carry the id from the request that queued a task into its run.
- `sentry`: error reports when SENTRY_DSN is set, scrubbed of personal data; settings.py
  imports it only then."""
