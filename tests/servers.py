"""Real servers for the tests that need one over the network (the browser tests, the load-test
kit's smoke): free loopback ports, a fresh PostgreSQL database beside the tests' own, a Redis
database below the tests' own, and the product's server (uvicorn, as production runs it:
project/servers.py) started and stopped."""

import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import psycopg
import pytest
from django.conf import settings

from project import servers

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


def _answers(process: subprocess.Popen, url: str, seconds: float) -> bool:
    """Whether `url` answers within `seconds` while `process` runs."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(url, timeout=2)
            return True
        except OSError:
            if process.poll() is not None:
                return False
            time.sleep(0.2)
    return False


def _diagnosis(process: subprocess.Popen, log_path: Path) -> str:
    """What a server that did not answer was doing: its threads' stacks (py-spy) and the end
    of its log, for the failure's message."""
    stacks = "(it had stopped)"
    if process.poll() is None:
        dump = subprocess.run(
            [str(ROOT / ".venv" / "bin" / "py-spy"), "dump", "--pid", str(process.pid)],
            capture_output=True, text=True, timeout=30,
        )  # fmt: skip
        stacks = dump.stdout or dump.stderr
    tail = log_path.read_text(errors="replace")[-3000:]
    return f"--- its stacks ---\n{stacks}\n--- the end of {log_path} ---\n{tail}"


@contextmanager
def asgi_server(env: dict, log_path: Path, *, ready_path: str, seconds: int = 30, attempts=2):
    """uvicorn serving the platform with `env` on a free port, with the flags production
    runs (project/servers.py), once `ready_path` answers; yields its URL and stops it
    afterwards. A server that does not answer in `seconds` is described (stacks, log) and
    started again on another port, up to `attempts` times."""
    uvicorn = str(ROOT / ".venv" / "bin" / "uvicorn")
    for attempt in range(1, attempts + 1):
        port = free_port()
        log = log_path.open("w")
        process = subprocess.Popen(
            servers.uvicorn_command(uvicorn, "127.0.0.1", port),
            cwd=ROOT / "platform", env=env, stdout=log, stderr=subprocess.STDOUT,
        )  # fmt: skip
        url = f"http://127.0.0.1:{port}"
        if _answers(process, f"{url}{ready_path}", seconds):
            break
        diagnosis = _diagnosis(process, log_path)
        process.kill()
        process.wait(timeout=10)
        log.close()
        message = f"the server did not answer {ready_path} in {seconds} s (try {attempt})"
        if attempt == attempts:
            pytest.fail(f"{message}:\n{diagnosis}")
        print(f"{message}, starting it again:\n{diagnosis}", file=sys.stderr)
    try:
        yield url
    finally:
        process.terminate()
        process.wait(timeout=10)
        log.close()
