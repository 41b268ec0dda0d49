"""How the product's servers are started, in one place: production's (`make prod`, the
Dockerfile's and compose's commands) and every test that starts a real server run them with
these flags.

HTTP goes to gunicorn through project/wsgi.py: the views are synchronous, so a thread a
request with no event loop between is the cheapest way to run them (loadtests/README.md, "The
booking path at the database's pace"). The sockets (`/ws/`) go to uvicorn through
project/asgi.py:

- Keep-alive longer than nginx's 60 s for idle upstream connections, on both: a connection
  the server closes first (uvicorn's default is 5 s, gunicorn's 2 s) can meet a request nginx
  just sent on it, and nginx answers 502 and sets the process aside for 10 s.
- No compression of frames: it is done once per socket, not per frame, and its state is most
  of a socket's memory (loadtests/README.md, "Frames at scale").
- On SIGTERM each stops accepting (gunicorn's worker: project/http_worker.py) and finishes
  its requests (up to SHUTDOWN_SECONDS); uvicorn closes its sockets with 1012, on which
  browsers reconnect (to another process) and recover.
- Both trust X-Forwarded-For from the proxy: the loopback by default, the addresses in
  FORWARDED_ALLOW_IPS where it is set (`*` in the image, which only the proxy reaches).
  uvicorn reads that variable itself; for gunicorn project/wsgi.py does.

The Razorpay sandbox, when it runs in a process of its own (`make prod`, compose's
`sandbox`), is gunicorn too, through project/wsgi.py's `sandbox_application`.

    python -m project.servers --host H --port P [more uvicorn flags]       the sockets
    python -m project.servers gunicorn --bind H:P [more gunicorn flags]    HTTP
    python -m project.servers sandbox --bind H:P [more gunicorn flags]     the sandbox

`make run` serves everything with daphne instead (project/daphne.py)."""

import os
import sys

# What a stopping process may take to finish its requests (settings.SHUTDOWN_SECONDS).
SHUTDOWN_SECONDS = 20
APPLICATION = "project.asgi:application"
UVICORN_FLAGS = [
    "--proxy-headers", "--no-access-log", "--lifespan", "off", "--backlog", "4096",
    "--timeout-keep-alive", "75", "--ws-per-message-deflate", "false",
    "--timeout-graceful-shutdown", str(SHUTDOWN_SECONDS), "--log-level", "warning",
]  # fmt: skip
WSGI_APPLICATION = "project.wsgi:application"
SANDBOX_APPLICATION = "project.wsgi:sandbox_application"
# One process of threads a port (nginx balances the ports), a view a thread.
GUNICORN_THREADS = 8
# The sandbox answers the app processes' few calls a booking and the browsers' checkout.
SANDBOX_THREADS = 4


def gunicorn_flags(threads: int) -> list[str]:
    return [
        # gthread, refusing connections as soon as it stops (project/http_worker.py).
        "--workers", "1", "--worker-class", "project.http_worker.HttpWorker",
        "--threads", str(threads),
        "--keep-alive", "75", "--graceful-timeout", str(SHUTDOWN_SECONDS),
        # Its own (HTML) 414 comes past 4 KiB by default: the address limit is 8 KiB, where
        # project/wsgi.py answers the API's JSON 414.
        "--limit-request-line", "8190",
        "--backlog", "4096", "--log-level", "warning",
        # No control socket (gunicornc): every gunicorn of a machine would share its path in
        # $HOME, which the image's user cannot write.
        "--no-control-socket",
    ]  # fmt: skip


def http_threads() -> int:
    return int(os.environ.get("GUNICORN_THREADS") or GUNICORN_THREADS)


def uvicorn_command(uvicorn: str, host: str, port: int, *more: str) -> list[str]:
    """The command line of uvicorn (its executable's path) serving the sockets."""
    return [uvicorn, APPLICATION, "--host", host, "--port", str(port), *UVICORN_FLAGS, *more]


def gunicorn_command(gunicorn: str, host: str, port: int, *more: str) -> list[str]:
    """The command line of gunicorn (its executable's path) serving HTTP."""
    return [gunicorn, WSGI_APPLICATION, "--bind", f"{host}:{port}",
            *gunicorn_flags(http_threads()), *more]  # fmt: skip


def sandbox_command(gunicorn: str, host: str, port: int, *more: str) -> list[str]:
    """The command line of the Razorpay sandbox in a process of its own."""
    return [gunicorn, SANDBOX_APPLICATION, "--bind", f"{host}:{port}",
            *gunicorn_flags(SANDBOX_THREADS), *more]  # fmt: skip


def main(arguments: list[str]) -> None:
    kind = arguments[0] if arguments[:1] in (["gunicorn"], ["sandbox"]) else "uvicorn"
    if kind == "uvicorn":
        from uvicorn.main import main as uvicorn

        sys.argv = ["uvicorn", APPLICATION, *UVICORN_FLAGS, *arguments]
        uvicorn()
        return
    from gunicorn.app.wsgiapp import run

    application, threads = (
        (WSGI_APPLICATION, http_threads()) if kind == "gunicorn"
        else (SANDBOX_APPLICATION, SANDBOX_THREADS)
    )  # fmt: skip
    sys.argv = ["gunicorn", application, *gunicorn_flags(threads), *arguments[1:]]
    run()


if __name__ == "__main__":
    main(sys.argv[1:])
