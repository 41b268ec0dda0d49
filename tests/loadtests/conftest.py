"""A real server for the load-test kit's smoke: daphne on its own PostgreSQL database and Redis
database (as the browser tests start theirs), with a tiny seed from loadtests/seed.py."""

import os
import subprocess
from pathlib import Path

import pytest
import redis
from django.conf import settings

from tests.servers import asgi_server, fresh_database, redis_below

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / ".venv" / "bin"
# A tiny topology's data: enough for races (3 seats, 10 places on the busy days) in seconds;
# of the three busy professionals the third is pay-first (every third one is). Two sold-out
# events of 2 seats for the waitlist, one free and one paid.
SEED = ["--professionals", "12", "--clients", "80", "--hot", "3", "--hot-days", "1",
        "--events", "2", "--seats", "3",
        "--waitlist-events", "2", "--waitlist-seats", "2"]  # fmt: skip


@pytest.fixture(scope="session")
def load_env(tmp_path_factory) -> dict:
    folder = tmp_path_factory.mktemp("loadtests")
    return {
        **os.environ,
        "DATABASE_URL": fresh_database("load"),
        "REDIS_URL": redis_below(2),  # the browser tests take the one below the tests' own
        "REDIS_PREFIX": f"{settings.REDIS_PREFIX}-load",
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
    log = folder / "daphne.log"
    with asgi_server(load_env, log, ready_path="/api/v1/events/popular") as url:
        yield {"url": url, "seed": seed, "env": load_env}
    # The holds' expiry tasks went to a queue no worker reads: leave nothing behind.
    queue = redis.Redis.from_url(load_env["REDIS_URL"])
    for key in queue.scan_iter(f"*{load_env['REDIS_PREFIX']}*"):
        queue.delete(key)


def kit_env(server: dict, out: Path, **env) -> dict:
    """The environment a run of the kit reads against `server`, writing to `out`: the kit's
    LOADTEST_ variables at their defaults, whatever this shell says, then `env`."""
    return {
        **os.environ,
        "LOADTEST_SEED": str(server["seed"]),
        "LOADTEST_OUT": str(out),
        "LOADTEST_ENV_FILE": "",
        "LOADTEST_DATABASE_URL": server["env"]["DATABASE_URL"],
        "LOADTEST_REDIS_URL": server["env"]["REDIS_URL"],
        # No started.json there: the app's CPU is not read from another topology's processes.
        "LOADTEST_STATE": str(out),
        "LOADTEST_SETTLE": "1",
        "LOADTEST_WATCHERS": "0",
        "LOADTEST_TOPICS_PER_WATCHER": "0",
        "LOADTEST_HOT_SHARE": "0.7",
        "LOADTEST_GRACE": "1",
        "LOADTEST_ASYNC_WATCHERS": "0",
        "LOADTEST_FREE_EVERY": "1",
        "LOADTEST_DECLINE_SHARE": "0.3",
        **env,
    }


def locust(server: dict, classes: list[str], out: Path, *, seconds: int = 4, users: int = 6, **env):
    """One headless Locust run of these user classes (and LOADTEST_ variables in `env`);
    (exit code, its output)."""
    command = [
        str(BIN / "locust"), "-f", str(ROOT / "loadtests" / "locustfile.py"),
        "--host", server["url"], "--headless", "--only-summary", "--loglevel", "WARNING",
        "-u", str(users), "-r", str(users), "-t", f"{seconds}s", "--stop-timeout", "5",
        "--csv", str(out / "locust"), *classes,
    ]  # fmt: skip
    done = subprocess.run(
        command, env=kit_env(server, out, **env), capture_output=True, text=True, timeout=90
    )
    return done.returncode, done.stdout + done.stderr
