"""The machine's Redis and PostgreSQL as the fault scenarios (faults.py) stop and start them:
whether each serves, stopping it, and starting it again and waiting until it serves. By the
operator's commands (--redis-start, --pg-stop, --pg-start: the smoke in tests/loadtests/
stops its own servers so) or else this machine's own: the Makefile's `sure-services` start of
Redis, and Debian's pg_ctlcluster for the newest cluster."""

import os
from pathlib import Path
from urllib.parse import urlsplit

from loadtests.faults.topology import command, until

# The Makefile's `sure-services` start of the machine's Redis (PORT filled in).
REDIS_START = (
    'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port {port} --save "" '
    "--appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log"
)


class Redis:
    def __init__(self, options) -> None:
        self.cli = ["redis-cli", "-h", "127.0.0.1", "-p", str(options.redis_port)]
        self.start_command = options.redis_start or REDIS_START.format(port=options.redis_port)

    def serving(self) -> bool:
        return command([*self.cli, "ping"], check=False, timeout=5).stdout.strip() == "PONG"

    def stop(self) -> None:
        command([*self.cli, "shutdown", "nosave"], check=False, timeout=10)
        if not until(lambda: not self.serving(), 10):
            raise RuntimeError("Redis did not stop")

    def start(self) -> None:
        command(self.start_command)
        if not until(self.serving, 30):
            raise RuntimeError(f"Redis did not start: {self.start_command}")


class Postgres:
    def __init__(self, options, database_url: str) -> None:
        url = urlsplit(database_url)
        self.ready_command = ["pg_isready", "-q", "-h", url.hostname or "127.0.0.1",
                              "-p", str(url.port or 5432)]  # fmt: skip
        version = (
            sorted(os.listdir("/etc/postgresql"))[-1] if Path("/etc/postgresql").is_dir() else ""
        )
        cluster = f"pg_ctlcluster --skip-systemctl-redirect {version} main"
        self.stop_command = options.pg_stop or f"{cluster} stop"
        self.start_command = options.pg_start or f"{cluster} start"

    def serving(self) -> bool:
        return command(self.ready_command, check=False, timeout=10).returncode == 0

    def stop(self) -> None:
        command(self.stop_command)

    def start(self) -> None:
        command(self.start_command)
        if not until(self.serving, 60):
            raise RuntimeError(f"PostgreSQL did not start: {self.start_command}")
