"""Real servers for the tests that need one over the network (the browser tests, the load-test
kit's smoke): free loopback ports, a fresh PostgreSQL database beside the tests' own, a Redis
database below the tests' own, and daphne started and stopped."""

import socket
import subprocess
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import psycopg
import pytest
from django.conf import settings

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    """A loopback port nothing listens on (a server may take it; a client is refused)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def fresh_database(suffix: str) -> str:
    """An empty database named after the test database plus `suffix`, so that separate
    checkouts using separate TEST_DATABASE_URLs never collide; answers its URL."""
    base = settings.DATABASES["default"]
    name = f"{base['NAME'].removeprefix('test_')}_{suffix}"
    params = {
        "host": base["HOST"] or "127.0.0.1",
        "port": base["PORT"] or 5432,
        "user": base["USER"],
        "password": base["PASSWORD"] or None,
    }
    with psycopg.connect(dbname="postgres", autocommit=True, **params) as admin:
        admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        admin.execute(f"CREATE DATABASE {name}")
    password = f":{base['PASSWORD']}" if base["PASSWORD"] else ""
    return f"postgres://{params['user']}{password}@{params['host']}:{params['port']}/{name}"


def redis_below(steps: int) -> str:
    """The Redis database `steps` below the tests' own (the browser tests 1, the load kit 2,
    the fuzzed server 3)."""
    base, number = settings.REDIS_URL.rsplit("/", 1)
    return f"{base}/{int(number) - steps}"


@contextmanager
def asgi_server(env: dict, log_path: Path, *, ready_path: str, seconds: int = 30, uvicorn=False):
    """daphne (or uvicorn, as production runs) serving the platform with `env` on a free
    port, once `ready_path` answers; yields its URL and stops it afterwards."""
    port = free_port()
    log = log_path.open("w")
    bin_ = ROOT / ".venv" / "bin"
    command = (
        [str(bin_ / "uvicorn"), "--host", "127.0.0.1", "--port", str(port), "--lifespan", "off"]
        if uvicorn
        else [str(bin_ / "daphne"), "-b", "127.0.0.1", "-p", str(port)]
    )
    process = subprocess.Popen(
        [*command, "marketplace.asgi:application"],
        cwd=ROOT / "platform", env=env, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(seconds * 5):
            try:
                urllib.request.urlopen(f"{url}{ready_path}", timeout=1)
                break
            except OSError:
                if process.poll() is not None:
                    pytest.fail(f"the server stopped: see {log.name}")
                time.sleep(0.2)
        else:
            pytest.fail(f"the server did not start in {seconds} s")
        yield url
    finally:
        process.terminate()
        process.wait(timeout=10)
        log.close()
