"""A server of a measurement's own: daphne on a free loopback port serving a platform/ folder
(this checkout's, or another's to measure the code before a change), on the embedded default
(SQLite, in-memory cache) in a folder of its own, or on DATABASE_URL/REDIS_URL when set, with
the `file` SMS backend, whose outbox gives the sign-in codes. abuse/abuse.py measures one.

Not deploy/prod.py's topology (nginx, several processes, the machine's PostgreSQL and Redis):
one process, so that what it spends is what one request made it spend."""

import os
import socket
import subprocess
import time
from pathlib import Path

# Seconds the migrations may take.
MIGRATE_TIMEOUT = 120
# Seconds daphne may take to listen.
START_TIMEOUT = 60


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """daphne serving `platform` on loopback, with its own database and SMS outbox (`sms`)."""

    def __init__(self, platform: Path, python: str, folder: Path) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.sms = folder / "sms"
        self.env = {
            **os.environ,
            "DATABASE_URL": os.environ.get("DATABASE_URL")
            or f"sqlite:///{folder / 'server.sqlite3'}",
            "REDIS_URL": os.environ.get("REDIS_URL", ""),
            "SMS_BACKEND": "file",
            "SMS_FILE_PATH": str(self.sms),
            "MEDIA_ROOT": str(folder / "media"),
            "PYTHONUNBUFFERED": "1",
            # That checkout's packages (kernel, marketplace, realtime...) before the installed ones.
            "PYTHONPATH": f"{platform}{os.pathsep}{platform.parent}",
        }
        self.platform, self.python = platform, python
        self.log = (folder / "server.log").open("w")

    def start(self) -> int:
        """Migrate, start daphne and wait until it listens; its process id."""
        subprocess.run(  # noqa: S603 (our own interpreter and manage.py)
            [self.python, "manage.py", "migrate", "--noinput", "-v", "0"],
            cwd=self.platform,
            env=self.env,
            check=True,
            timeout=MIGRATE_TIMEOUT,
        )
        command = [self.python, "-m", "daphne", "-b", "127.0.0.1", "-p", str(self.port)]
        self.process = subprocess.Popen(  # noqa: S603 (our own interpreter and daphne)
            [*command, "project.asgi:application"],
            cwd=self.platform,
            env=self.env,
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return self.process.pid
            except OSError:
                time.sleep(0.2)
        raise SystemExit("daphne did not start: see its log")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
