"""The fault scenarios (loadtests/faults/) for a few seconds each, so the kit cannot rot.

Stopping the machine's Redis or PostgreSQL would pull them from under every other test, so
the smoke starts a topology of its own and breaks only that: a PostgreSQL cluster (initdb in
a temporary folder, on a free port), a Redis server on a free port, and uvicorn and the task
worker as deploy/prod.py starts them, with a tiny seed. faults.py then stops and starts those
for real and kills those processes (reviving them with deploy/prod.py revive, on this
topology's started.json). One app process and no nginx: "nginx went on with the other" is
left out here; `make loadtest-faults` judges it against `make prod`, which also waits out the
task worker's minute sweep (left out here).
The verdicts must all pass; the figures come from `make loadtest-faults`, never from here."""

import contextlib
import importlib.util
import json
import os
import pwd
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import psycopg
import pytest

from tests.loadtests.conftest import SEED
from tests.servers import free_port

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / ".venv" / "bin"
PLATFORM = ROOT / "platform"


# One process for HTTP, the sockets and the sandbox, as PROD_SERVER=uvicorn serves the first two:
# the smoke has no nginx to send each to a process of its own.
SERVER = "uvicorn"
# Each fault lasts this long (faults.py --outage).
OUTAGE_SECONDS = "7"


def _deploy_prod():
    spec = importlib.util.spec_from_file_location("deploy_prod", ROOT / "deploy" / "prod.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _pg_bin(name: str) -> str:
    found = shutil.which(name) or next(
        iter(sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"), reverse=True)), None
    )
    if not found:
        pytest.skip(f"the fault smoke needs PostgreSQL's {name}")
    return str(found)


class Cluster:
    """A PostgreSQL cluster of the test's own. PostgreSQL refuses to run as root: as root the
    cluster belongs to the `postgres` user, and its commands run as that user."""

    def __init__(self, folder: Path) -> None:
        self.data = folder / "pg"
        self.port = free_port()
        self.as_user = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        if self.as_user:
            user = pwd.getpwnam("postgres")
            os.chown(folder, user.pw_uid, user.pw_gid)
        options = f"-p {self.port} -c listen_addresses=127.0.0.1 -k {folder} -c fsync=off"
        self.pg_ctl = pg_ctl = [*self.as_user, _pg_bin("pg_ctl"), "-D", str(self.data)]
        self.start_command = [*pg_ctl, "-l", str(folder / "pg.log"), "-o", options, "-w", "start"]
        self.stop_command = [*pg_ctl, "-m", "fast", "-w", "stop"]
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/faults"

    def create(self) -> None:
        initdb = [*self.as_user, _pg_bin("initdb"), "-D", str(self.data), "-U", "postgres",
                  "-A", "trust", "-E", "UTF8", "--no-sync"]  # fmt: skip
        subprocess.run(initdb, check=True, capture_output=True)
        subprocess.run(self.start_command, check=True, capture_output=True)
        admin = f"postgres://postgres@127.0.0.1:{self.port}/postgres"
        with psycopg.connect(admin, autocommit=True) as connection:
            connection.execute("CREATE DATABASE faults")

    def destroy(self) -> None:
        subprocess.run([*self.pg_ctl, "-m", "immediate", "stop"], capture_output=True)


def _stop(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGTERM)
    for _ in range(50):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        with contextlib.suppress(ChildProcessError):
            if os.waitpid(pid, os.WNOHANG)[0]:
                return
        time.sleep(0.1)
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)


@pytest.fixture(scope="module")
def topology():
    """A private topology: {"options": faults.py's command line options, "state": folder}."""
    folder = Path(tempfile.mkdtemp(prefix="faults-smoke-"))
    folder.chmod(0o755)
    cluster = Cluster(folder)
    redis_port = free_port()
    redis_dir = folder / "redis"
    redis_dir.mkdir()
    redis_start = shlex.join([
        "redis-server", "--daemonize", "yes", "--bind", "127.0.0.1", "--port", str(redis_port),
        "--save", "", "--appendonly", "no", "--dir", str(redis_dir),
        "--logfile", str(redis_dir / "redis.log"),
    ])  # fmt: skip
    state = folder / "state"
    state.mkdir()
    # The production processes' own environment and commands (deploy/prod.py), on this
    # topology's database, Redis and folders.
    prod = _deploy_prod()
    port = free_port()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(prod, "STATE", state)
        for name, value in {
            "PROD_DATABASE_URL": cluster.url,
            "PROD_REDIS_URL": f"redis://127.0.0.1:{redis_port}/0",
            "REDIS_PREFIX": "faults-smoke",
            "SMS_BACKEND": "file",
            "SMS_FILE_PATH": str(folder / "sms"),
            "MEDIA_ROOT": str(folder / "media"),
            # The sandbox mounted in the app process, its webhooks back to the same process.
            "PROD_PORT": str(port),
            "PROD_SANDBOX_PORT": str(port),
        }.items():
            patch.setenv(name, value)
        env = prod.app_env()
    keys = ("DATABASE_URL", "REDIS_URL", "SECRET_KEY", "SMS_BACKEND", "SMS_FILE_PATH",
            "MEDIA_ROOT", "REDIS_PREFIX", "DEBUG", "ALLOWED_HOSTS", "ASGI_THREADS",
            "DATABASE_POOL_SIZE", "RAZORPAY_API_URL", "RAZORPAY_SANDBOX_WEBHOOK_URL")  # fmt: skip
    (state / "env").write_text("".join(f"{key}={env[key]}\n" for key in keys))
    redis_cli = ["redis-cli", "-h", "127.0.0.1", "-p", str(redis_port)]
    try:
        cluster.create()
        subprocess.run(shlex.split(redis_start), check=True, capture_output=True)
        python = str(BIN / "python")
        subprocess.run([python, "manage.py", "migrate", "-v", "0"], cwd=PLATFORM, env=env,
                       check=True)  # fmt: skip
        seed = folder / "seed.json"
        subprocess.run(
            [python, "loadtests/seed.py", "--env-file=", "--out", str(seed), *SEED],
            cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL,
        )  # fmt: skip
        logs = {name: (state / f"{name}.log").open("a") for name in (f"app-{port}", "worker")}
        app = subprocess.Popen(
            prod.app_command(SERVER, port),
            cwd=PLATFORM, env=env, stdout=logs[f"app-{port}"], stderr=subprocess.STDOUT,
        )  # fmt: skip
        worker = subprocess.Popen(
            [python, "manage.py", "run_huey", "--quiet"],
            cwd=PLATFORM, env=env, stdout=logs["worker"], stderr=subprocess.STDOUT,
        )  # fmt: skip
        started = {f"app-{port}": app.pid, "worker": worker.pid, "server": SERVER}
        (state / "started.json").write_text(json.dumps(started))
        url = f"http://127.0.0.1:{port}"
        for _ in range(600):  # two minutes: a busy machine starts daphne slowly
            try:
                urllib.request.urlopen(f"{url}/api/v1/events/popular", timeout=1)
                break
            except OSError:
                time.sleep(0.2)
        else:
            log = (state / f"app-{port}.log").read_text()[-3000:]
            pytest.fail(f"the smoke's daphne did not start:\n{log}")
        yield {
            "state": state,
            "options": [
                "--url",
                url,
                "--seed",
                str(seed),
                "--state",
                str(state),
                "--database-url",
                cluster.url,
                "--out",
                str(folder),
                "--redis-port",
                str(redis_port),
                "--redis-start",
                redis_start,
                "--pg-stop",
                shlex.join(cluster.stop_command),
                "--pg-start",
                shlex.join(cluster.start_command),
                "--bookers",
                "3",
                "--watchers",
                "3",
                "--warmup",
                "1",
                "--outage",
                # Longer than the pool's 5 s wait for a connection: a shorter restart is ridden
                # out by waiting (no 503), and the check that it was felt would be luck.
                OUTAGE_SECONDS,
                "--after",
                "2",
                "--delivery-wait",
                # Past a delivery's first retry (60 s after a failed attempt) and past the
                # worker's sweep (a notification stored but never queued, its queueing lost with
                # the killed app process, is sent 2 minutes after it was made, at the next
                # minute's sweep): the check is that it is sent once the worker is back, which
                # both are part of. Under a loaded CI the time from a notification's stamp to
                # its queueing can pass the scenario's 3 s allowance (faults/worker.py,
                # LAST_MOMENTS). The wait ends as soon as everything is sent.
                "200",
                "--sweep-wait",
                "0",
            ],  # fmt: skip
        }
    finally:
        path = state / "started.json"
        for pid in (json.loads(path.read_text()) if path.exists() else {}).values():
            if isinstance(pid, int):
                _stop(pid)
        subprocess.run([*redis_cli, "shutdown", "nosave"], capture_output=True)
        cluster.destroy()
        shutil.rmtree(folder, ignore_errors=True)


# The worker scenario may wait out --delivery-wait (200 s) on a loaded machine: pytest's 120 s
# default would cut it short before faults.py's own verdict, which the subprocess bounds.
@pytest.mark.timeout(450)
@pytest.mark.parametrize("scenario", ["redis", "postgres", "worker"])
def test_fault_scenario_passes(topology, scenario):
    done = subprocess.run(
        [sys.executable, str(ROOT / "loadtests" / "faults" / "faults.py"), scenario,
         *topology["options"]],
        cwd=ROOT, capture_output=True, text=True, timeout=420,
    )  # fmt: skip
    output = done.stdout + done.stderr
    out = Path(topology["options"][topology["options"].index("--out") + 1])
    assert (out / "faults.json").is_file(), output  # no verdicts: say why
    result = json.loads((out / "faults.json").read_text())[scenario]
    failed = [check for check in result["checks"] if check["ok"] is False]
    assert failed == [], output
    assert done.returncode == 0, output
    judged = {check["name"] for check in result["checks"] if check["ok"]}
    if scenario == "worker":
        assert "every booking answered 201 is stored as answered" in judged
        assert any(name.startswith("notifications made while") for name in judged), output
    if scenario == "postgres":
        assert result["clean_503"] > 0, output


def test_the_verdicts_know_the_answer_to_a_write_cut_short():
    """loadtests/faults/checks.py keeps its own copy of the words (it runs without Django)."""
    from kernel.errors import INTERRUPTED
    from loadtests.faults import checks

    assert checks.INTERRUPTED == INTERRUPTED
    cut_short = {"status": 503, "shaped": True, "message": INTERRUPTED[:80], "retry_after": None}
    assert checks.kind(cut_short) == "clean 503"
