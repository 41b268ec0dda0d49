"""How the product's ASGI server is started, in one place: production's uvicorn (`make prod`,
the Dockerfile's command) and every test that starts a real server run it with these flags.

- Keep-alive longer than nginx's 60 s for idle upstream connections: a connection uvicorn
  closes first (its default is 5 s) can meet a request nginx just sent on it, and nginx
  answers 502 and sets the process aside for 10 s.
- No compression of frames: it is done once per socket, not per frame, and its state is most
  of a socket's memory (loadtests/README.md, "Frames at scale").
- On SIGTERM it stops accepting, finishes its requests (up to SHUTDOWN_SECONDS) and closes
  its sockets with 1012, on which browsers reconnect (to another process) and recover.
- It trusts X-Forwarded-For from the proxy (--proxy-headers; the loopback by default, any
  address where the caller adds --forwarded-allow-ips, as the container does).

`python -m project.servers --host H --port P [more uvicorn flags]` runs it (the Dockerfile's
command); `make run` serves with daphne instead (project/daphne.py)."""

import sys

# What a stopping process may take to finish its requests (settings.SHUTDOWN_SECONDS).
SHUTDOWN_SECONDS = 20
APPLICATION = "project.asgi:application"
UVICORN_FLAGS = [
    "--proxy-headers", "--no-access-log", "--lifespan", "off", "--backlog", "4096",
    "--timeout-keep-alive", "75", "--ws-per-message-deflate", "false",
    "--timeout-graceful-shutdown", str(SHUTDOWN_SECONDS), "--log-level", "warning",
]  # fmt: skip


def uvicorn_command(uvicorn: str, host: str, port: int, *more: str) -> list[str]:
    """The command line of uvicorn (its executable's path) serving the product."""
    return [uvicorn, APPLICATION, "--host", host, "--port", str(port), *UVICORN_FLAGS, *more]


if __name__ == "__main__":
    from uvicorn.main import main

    sys.argv = ["uvicorn", APPLICATION, *UVICORN_FLAGS, *sys.argv[1:]]
    main()
