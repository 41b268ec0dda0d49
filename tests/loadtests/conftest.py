"""A real server for the load-test kit's smoke: daphne on its own PostgreSQL database and Redis
database (as the browser tests start theirs), with a tiny seed from loadtests/seed.py."""

import os
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import psycopg
import pytest
import redis
from django.conf import settings

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / ".venv" / "bin"
HUEY_NAME = "loadtests-smoke"
# A tiny topology's data: enough for races (3 seats, 10 places on the busy days) in seconds;
# of the three busy professionals the third is pay-first (every third one is).
SEED = ["--professionals", "12", "--clients", "80", "--hot", "3", "--hot-days", "1",
        "--events", "2", "--seats", "3"]  # fmt: skip


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _fresh_database() -> str:
    """Beside the test database, named after it (separate checkouts do not collide)."""
    base = settings.DATABASES["default"]
    name = f"{base['NAME'].removeprefix('test_')}_load"
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


def _redis_url() -> str:
    """Two below the tests' own Redis database (the browser tests take the one below)."""
    base, number = settings.REDIS_URL.rsplit("/", 1)
    return f"{base}/{int(number) - 2}"


@pytest.fixture(scope="session")
def load_env(tmp_path_factory) -> dict:
    folder = tmp_path_factory.mktemp("loadtests")
    return {
        **os.environ,
        "DATABASE_URL": _fresh_database(),
        "REDIS_URL": _redis_url(),
        "HUEY_NAME": HUEY_NAME,
        "SMS_BACKEND": "file",
        "SMS_FILE_PATH": str(folder / "sms"),
        "MEDIA_ROOT": str(folder / "media"),
        "DEBUG": "false",
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
    }


@pytest.fixture(scope="session")
def load_server(load_env, tmp_path_factory) -> dict:
    """The server's URL and the seed file: {"url", "seed", "env"}."""
    folder = tmp_path_factory.mktemp("loadtests-server")
    python = str(BIN / "python")
    subprocess.run([python, "manage.py", "migrate", "-v", "0"], cwd=ROOT / "platform",
                   env=load_env, check=True)  # fmt: skip
    seed = folder / "seed.json"
    subprocess.run(
        [python, "loadtests/seed.py", "--env-file=", "--out", str(seed), *SEED],
        cwd=ROOT, env=load_env, check=True, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    port = _free_port()
    log = (folder / "daphne.log").open("w")
    process = subprocess.Popen(
        [str(BIN / "daphne"), "-b", "127.0.0.1", "-p", str(port), "marketplace.asgi:application"],
        cwd=ROOT / "platform", env=load_env, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    for _ in range(150):
        try:
            urllib.request.urlopen(f"{url}/api/v1/events/popular", timeout=1)
            break
        except OSError:
            if process.poll() is not None:
                pytest.fail(f"the server stopped: see {log.name}")
            time.sleep(0.2)
    else:
        pytest.fail("the server did not start in 30 s")
    yield {"url": url, "seed": seed, "env": load_env}
    process.terminate()
    process.wait(timeout=10)
    log.close()
    # The holds' expiry tasks went to a queue no worker reads: leave nothing behind.
    queue = redis.Redis.from_url(load_env["REDIS_URL"])
    for key in queue.scan_iter(f"*{HUEY_NAME}*"):
        queue.delete(key)


def locust(server: dict, classes: list[str], out: Path, *, seconds: int = 4, users: int = 6):
    """One headless Locust run of these user classes; (exit code, its output)."""
    env = {
        **os.environ,
        "LOADTEST_SEED": str(server["seed"]),
        "LOADTEST_OUT": str(out),
        "LOADTEST_ENV_FILE": "",
        "LOADTEST_DATABASE_URL": server["env"]["DATABASE_URL"],
        "LOADTEST_SETTLE": "1",
        # The defaults, whatever this shell says.
        "LOADTEST_WATCHERS": "0",
        "LOADTEST_TOPICS_PER_WATCHER": "0",
        "LOADTEST_HOT_SHARE": "0.7",
        "LOADTEST_GRACE": "1",
    }
    command = [
        str(BIN / "locust"), "-f", str(ROOT / "loadtests" / "locustfile.py"),
        "--host", server["url"], "--headless", "--only-summary", "--loglevel", "WARNING",
        "-u", str(users), "-r", str(users), "-t", f"{seconds}s", "--stop-timeout", "5",
        "--csv", str(out / "locust"), *classes,
    ]  # fmt: skip
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=90)
    return done.returncode, done.stdout + done.stderr
