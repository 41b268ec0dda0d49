"""`make prod` and `make prod-stop`: the topology of docker-compose.yml, started without Docker on
this machine, for the load tests (loadtests/) and for trying the product the way it runs.

    .venv/bin/python deploy/prod.py start     (what `make prod` runs, once the build is made)
    .venv/bin/python deploy/prod.py stop      (stops exactly what `start` started)
    .venv/bin/python deploy/prod.py status
    .venv/bin/python deploy/prod.py revive    (restarts what of it has died; see `revive`)

What it starts, in order:
- PostgreSQL and Redis: the machine's own (Debian's packages). Left alone when they already
  run; started, and remembered as started by us, when they do not.
- The database `PROD_DATABASE` (default `marketplace_prod`), created when missing, migrated.
- `PROD_WORKERS` app processes (default 2) of `PROD_SERVER`, each on its own loopback port
  from 8101: `gunicorn` (the default and the Dockerfile's: HTTP only, through
  project/wsgi.py, with `GUNICORN_THREADS` threads, default 8), `uvicorn` or `daphne`
  (each serving the sockets too). Under gunicorn the sockets go to `PROD_SOCKET_WORKERS`
  uvicorn processes of their own (default 2) on ports 8100 and down, `sockets-8100`...
- The Razorpay sandbox in a process of its own (`sandbox-8090`, on `PROD_SANDBOX_PORT`):
  the app processes call it over HTTP, browsers load its checkout through nginx, and its
  webhooks come back through nginx, as Razorpay's would; so the app processes' CPU leaves
  the gateway's work out.
- One task worker (`manage.py run_huey`): payment holds, deliveries, reminders.
- nginx (Debian's package) on `PROD_PORT` (default 8080), from deploy/nginx.conf.template, the
  same file the compose proxy uses: it serves the built web app's assets and the uploads
  itself and hands the rest to the app processes, `/ws/` to the socket processes and
  `/sandbox/` to the sandbox.

Everything it starts writes its pid and log under var/prod/. The environment of the app
processes is printed by `status` and kept in var/prod/env, so a load test or a shell can run
`manage.py` against the same database and Redis.

`revive` restarts every app, socket and sandbox process and the task worker of started.json
that is no longer running (killed, crashed), with the same command on the same port and the
environment of one still running (else `start`'s, with var/prod/env on top), records the
new pids in started.json and waits until the revived processes answer. nginx, PostgreSQL and Redis
are left alone. The fault scenarios (loadtests/faults/faults.py) use it after killing a process;
`revive DIR` does the same for a topology whose state is in DIR instead of var/prod."""

import json
import os
import resource
import secrets
import shutil
import signal
import string
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

from project import servers

ROOT = Path(__file__).resolve().parents[1]
STATE = ROOT / "var" / "prod"
PLATFORM = ROOT / "platform"
VENV = ROOT / ".venv" / "bin"
FIRST_APP_PORT = 8101
SANDBOX_PORT = 8090
# What a stopping process may take to finish its requests or tasks.
SHUTDOWN_SECONDS = servers.SHUTDOWN_SECONDS
# Enough descriptors for 10,000 sockets through nginx (a client side and an upstream side each).
OPEN_FILES = 65536


def setting(name: str, default: str) -> str:
    return os.environ.get(name) or default


def app_env() -> dict:
    """The app processes' environment: production settings on the machine's PostgreSQL and
    Redis. A secret key is made once and kept."""
    key_file = STATE / "secret_key"
    if not key_file.exists():
        key_file.write_text(secrets.token_urlsafe(50))
    metrics_token = STATE / "metrics_token"
    if not metrics_token.exists():
        metrics_token.write_text(secrets.token_urlsafe(32))
    port = setting("PROD_PORT", "8080")
    database = setting("PROD_DATABASE", "marketplace_prod")
    sandbox = setting("PROD_SANDBOX_PORT", str(SANDBOX_PORT))
    return {
        **os.environ,
        "DEBUG": "false",
        "SECRET_KEY": key_file.read_text().strip(),
        "DATABASE_URL": setting(
            "PROD_DATABASE_URL", f"postgres://postgres@127.0.0.1:5432/{database}"
        ),
        "REDIS_URL": setting("PROD_REDIS_URL", "redis://127.0.0.1:6379/1"),
        "ALLOWED_HOSTS": setting("ALLOWED_HOSTS", "127.0.0.1,localhost"),
        "SMS_BACKEND": setting("SMS_BACKEND", "file"),
        "SMS_FILE_PATH": setting("SMS_FILE_PATH", str(STATE / "sms")),
        "MEDIA_ROOT": setting("MEDIA_ROOT", str(ROOT / "var" / "media-prod")),
        "REDIS_PREFIX": setting("REDIS_PREFIX", "marketplace-prod"),
        # JSON lines with the request id, as in compose (docs/operations.md, "Logs and errors").
        "LOG_FORMAT": setting("LOG_FORMAT", "json"),
        # asgiref's shared thread pool per app process (the sockets' claims); each HTTP request
        # runs in a thread of its own (Django's ASGI handler).
        "ASGI_THREADS": setting("ASGI_THREADS", "20"),
        # Connections kept open per process, and the most it opens: two processes, the worker
        # and psql stay well inside PostgreSQL's 100 connections (a thousand sockets
        # connecting at once took up to 64 a process before the pool).
        "DATABASE_POOL_SIZE": setting("DATABASE_POOL_SIZE", "20"),
        # Every app process and the worker write their metrics here; /metrics on any app port
        # answers for all of them (docs/operations.md, "Monitoring"). Emptied by each `start`.
        "PROMETHEUS_MULTIPROC_DIR": str(STATE / "metrics"),
        "METRICS_TOKEN": setting("METRICS_TOKEN", metrics_token.read_text().strip()),
        "PROD_PORT": port,
        # The sandbox's process of its own (`sandbox_env`), for the app processes and the
        # worker (refunds); its webhooks come back through nginx, as Razorpay's would.
        "RAZORPAY_API_URL": f"http://127.0.0.1:{sandbox}/sandbox/razorpay",
        "RAZORPAY_SANDBOX_WEBHOOK_URL": f"http://127.0.0.1:{port}/api/v1/payments/webhook",
    }


def sandbox_env(env: dict) -> dict:
    """The app's environment without the shared metrics: the gateway is no process of ours,
    and its requests would count among the app's."""
    return {name: value for name, value in env.items() if name != "PROMETHEUS_MULTIPROC_DIR"}


def run(*command: str, env: dict | None = None, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(command, cwd=PLATFORM, env=env, check=check, text=True)


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def started() -> dict:
    path = STATE / "started.json"
    return json.loads(path.read_text()) if path.exists() else {}


def remember(name: str, value) -> None:
    state = started()
    state[name] = value
    (STATE / "started.json").write_text(json.dumps(state, indent=2))


def spawn(name: str, command: list[str], env: dict) -> int:
    log = (STATE / f"{name}.log").open("a")
    process = subprocess.Popen(
        command, cwd=PLATFORM, env=env, stdout=log, stderr=subprocess.STDOUT,
        start_new_session=True,  # its own group: a Ctrl-C in the terminal leaves it running
    )  # fmt: skip
    remember(name, process.pid)
    return process.pid


def wait_for(url: str, what: str, seconds: float = 30) -> None:
    """Until `url` answers 2xx (a 503 from /readyz is an HTTPError, an OSError: not yet)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except OSError:
            time.sleep(0.2)
    sys.exit(f"{what} did not answer at {url} within {seconds:.0f} s: see {STATE}/")


def services() -> None:
    """The machine's PostgreSQL and Redis, started when down (as `make sure-services` does)."""
    if subprocess.run(["pg_isready", "-q", "-h", "127.0.0.1", "-p", "5432"]).returncode:
        version = sorted(os.listdir("/etc/postgresql"))[-1]
        subprocess.run(
            ["pg_ctlcluster", "--skip-systemctl-redirect", version, "main", "start"], check=True
        )
        remember("postgresql", version)
    ping = ["redis-cli", "-h", "127.0.0.1", "-p", "6379", "ping"]
    if subprocess.run(ping, capture_output=True).returncode:
        subprocess.run(
            ["redis-server", "--daemonize", "yes", "--bind", "127.0.0.1", "--port", "6379",
             "--save", "", "--appendonly", "no", "--dir", "/var/lib/redis",
             "--logfile", "/var/log/redis/prod.log", "--maxclients", "20000"],
            check=True,
        )  # fmt: skip
        remember("redis", True)
    for _ in range(30):
        ready = subprocess.run(["pg_isready", "-q", "-h", "127.0.0.1", "-p", "5432"])
        if not ready.returncode and not subprocess.run(ping, capture_output=True).returncode:
            return
        time.sleep(1)
    sys.exit("PostgreSQL or Redis did not start")


def database(env: dict) -> None:
    url = env["DATABASE_URL"]
    name = url.rsplit("/", 1)[1]
    admin = url.rsplit("/", 1)[0] + "/postgres"
    exists = subprocess.run(
        ["psql", admin, "-tAc", f"SELECT 1 FROM pg_database WHERE datname = '{name}'"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    if not exists:
        subprocess.run(["psql", admin, "-qc", f'CREATE DATABASE "{name}"'], check=True)
    run(str(VENV / "python"), "manage.py", "migrate", "--noinput", "-v", "0", env=env)


def app_command(server: str, port: int) -> list[str]:
    if server == "daphne":
        return [str(VENV / "daphne"), "--proxy-headers", "-b", "127.0.0.1", "-p", str(port),
                "project.daphne:application"]  # fmt: skip
    if server == "uvicorn":  # with the flags production runs everywhere (project/servers.py)
        return servers.uvicorn_command(str(VENV / "uvicorn"), "127.0.0.1", port)
    if server == "gunicorn":
        # HTTP only (project/wsgi.py): one process of threads per port, a view per
        # thread. The sockets go to uvicorn processes of their own (`sockets-<port>`).
        return servers.gunicorn_command(str(VENV / "gunicorn"), "127.0.0.1", port)
    if server == "sandbox":
        return servers.sandbox_command(str(VENV / "gunicorn"), "127.0.0.1", port)
    sys.exit(f"PROD_SERVER is gunicorn, uvicorn or daphne, not {server!r}")


def socket_ports(server: str) -> list[int]:
    """Where `/ws/` goes when HTTP does not serve it: under gunicorn, PROD_SOCKET_WORKERS
    uvicorn processes. Two by default, one a core: sockets connecting all at once (a restart
    reconnects every one) keep an event loop busy, and two opened 10,000 in 19 s where one
    took 42; a frame costs the same CPU either way, and a browser whose process stops has
    the other to go to (loadtests/README.md, "Frames at scale")."""
    if server != "gunicorn":
        return []
    count = int(setting("PROD_SOCKET_WORKERS", "2"))
    return [FIRST_APP_PORT - 1 - n for n in range(count)]


def sandbox_port(env: dict) -> int:
    """Where the app processes call the sandbox is where it is started."""
    return urllib.parse.urlsplit(env["RAZORPAY_API_URL"]).port


def nginx_config(env: dict, ports: list[int], sockets: list[int]) -> Path:
    """deploy/nginx.conf.template filled in for this machine, inside a main configuration that
    keeps nginx's pid, logs and temporary files under var/prod/."""
    servers = lambda ports: " ".join(f"server 127.0.0.1:{port};" for port in ports)  # noqa: E731
    site = string.Template((ROOT / "deploy" / "nginx.conf.template").read_text()).safe_substitute(
        LISTEN=f"127.0.0.1:{env['PROD_PORT']}",
        APP_SERVERS=servers(ports),
        SOCKET_SERVERS=servers(sockets or ports),
        SANDBOX_SERVERS=servers([sandbox_port(env)]),
        WEBAPP_ROOT=str(ROOT / "webapp" / "dist"),
        STATIC_ROOT=str(ROOT / "var" / "static"),
        MEDIA_ROOT=env["MEDIA_ROOT"],
        ACCESS_LOG=str(STATE / "nginx-access.log"),
    )
    (STATE / "nginx-site.conf").write_text(site)
    temp = STATE / "nginx-temp"
    temp.mkdir(exist_ok=True)
    main = f"""# Made by deploy/prod.py from deploy/nginx.conf.template; remade on each start.
worker_processes auto;
worker_rlimit_nofile {OPEN_FILES};
pid {STATE}/nginx.pid;
error_log {STATE}/nginx-error.log warn;
daemon on;
events {{ worker_connections 32768; }}
http {{
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    client_body_temp_path {temp}/body;
    proxy_temp_path {temp}/proxy;
    fastcgi_temp_path {temp}/fastcgi;
    uwsgi_temp_path {temp}/uwsgi;
    scgi_temp_path {temp}/scgi;
    include {STATE}/nginx-site.conf;
}}
"""
    path = STATE / "nginx.conf"
    path.write_text(main)
    return path


def start() -> None:
    if not shutil.which("nginx"):
        sys.exit("nginx is missing: `make prod` installs Debian's nginx package")
    if any(isinstance(pid, int) and alive(pid) for pid in started().values()):
        print("Already running: `make prod-stop` first (or `make prod-status`).")
        raise SystemExit(1) from None
    STATE.mkdir(parents=True, exist_ok=True)
    (STATE / "started.json").unlink(missing_ok=True)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(OPEN_FILES, hard), hard))
    services()
    env = app_env()
    Path(env["MEDIA_ROOT"]).mkdir(parents=True, exist_ok=True)
    shutil.rmtree(env["PROMETHEUS_MULTIPROC_DIR"], ignore_errors=True)
    Path(env["PROMETHEUS_MULTIPROC_DIR"]).mkdir()
    database(env)
    (STATE / "env").write_text(
        "".join(f"{key}={env[key]}\n" for key in ("DATABASE_URL", "REDIS_URL", "SECRET_KEY",
                "SMS_BACKEND", "SMS_FILE_PATH", "MEDIA_ROOT", "REDIS_PREFIX", "DEBUG",
                "RAZORPAY_API_URL", "RAZORPAY_SANDBOX_WEBHOOK_URL"))
    )  # fmt: skip
    server = setting("PROD_SERVER", "gunicorn")
    ports = [FIRST_APP_PORT + n for n in range(int(setting("PROD_WORKERS", "2")))]
    for port in ports:
        spawn(f"app-{port}", app_command(server, port), env)
    sockets = socket_ports(server)
    for port in sockets:
        spawn(f"sockets-{port}", app_command("uvicorn", port), env)
    sandbox = sandbox_port(env)
    spawn(f"sandbox-{sandbox}", app_command("sandbox", sandbox), sandbox_env(env))
    spawn("worker", [str(VENV / "python"), "manage.py", "run_huey", "--quiet"], env)
    for port in [*ports, *sockets, sandbox]:
        wait_for(f"http://127.0.0.1:{port}/readyz", f"the process on {port}")
    config = nginx_config(env, ports, sockets)
    subprocess.run(["nginx", "-t", "-q", "-c", str(config)], check=True)
    subprocess.run(["nginx", "-c", str(config)], check=True)
    remember("nginx", int((STATE / "nginx.pid").read_text()))
    remember("server", server)
    url = f"http://127.0.0.1:{env['PROD_PORT']}"
    wait_for(f"{url}/api/v1/openapi.json", "nginx")
    also = f", {len(sockets)} uvicorn for the sockets" if sockets else ""
    print(f"Serving on {url}: nginx, {len(ports)} {server} processes{also}, the Razorpay "
          f"sandbox on {sandbox}, the task worker.")  # fmt: skip
    print(f"Logs and pids in {STATE}/; stop with `make prod-stop`.")
    print(f"Metrics: curl -H 'Authorization: Bearer {env['METRICS_TOKEN']}' "
          f"http://127.0.0.1:{ports[0]}/metrics")  # fmt: skip


def stop() -> None:
    state = started()
    for name, value in state.items():
        if name in ("postgresql", "redis", "server"):
            continue
        if isinstance(value, int) and alive(value):
            os.kill(value, signal.SIGTERM)
    deadline = time.monotonic() + SHUTDOWN_SECONDS + 5
    for value in state.values():
        while isinstance(value, int) and alive(value) and time.monotonic() < deadline:
            time.sleep(0.1)
        if isinstance(value, int) and alive(value):
            os.kill(value, signal.SIGKILL)
    if "redis" in state:
        subprocess.run(["redis-cli", "-h", "127.0.0.1", "-p", "6379", "shutdown", "nosave"])
    if "postgresql" in state:
        subprocess.run(
            ["pg_ctlcluster", "--skip-systemctl-redirect", state["postgresql"], "main", "stop"]
        )
    (STATE / "started.json").unlink(missing_ok=True)
    print("Stopped what `make prod` started." if state else "Nothing of `make prod` runs.")


def status() -> None:
    state = started()
    if not state:
        print("Nothing of `make prod` runs.")
    for name, value in state.items():
        running = "running" if isinstance(value, int) and alive(value) else "-"
        print(f"{name:12} {value!s:10} {running}")


def _environ(pid: int) -> dict | None:
    try:
        raw = Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:
        return None
    pairs = (item.partition(b"=") for item in raw.split(b"\0") if b"=" in item)
    return {key.decode(): value.decode() for key, _, value in pairs}


def _env_file(path: Path) -> dict:
    if not path.exists():
        return {}
    lines = (line.partition("=") for line in path.read_text().splitlines())
    return {key: value for key, sep, value in lines if sep}


def _running(pid: int) -> bool:
    """Alive and not a zombie: a killed process whose parent (init here) has not reaped it
    yet still answers signals."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] != "Z"
    except (OSError, IndexError):
        return alive(pid)


def revive(state_dir: str | None = None) -> None:
    global STATE
    if state_dir:
        STATE = Path(state_dir).resolve()
    state = started()
    mine = {name: pid for name, pid in state.items()
            if (name.startswith(("app-", "sockets-", "sandbox-")) or name == "worker")
            and isinstance(pid, int)}  # fmt: skip
    dead = [name for name, pid in mine.items() if not _running(pid)]
    if not dead:
        print("Every process of ours and the worker are running: nothing to revive.")
        return
    # The sandbox's environment lacks the shared metrics: an app's, or the worker's.
    living = [pid for name, pid in mine.items()
              if name not in dead and not name.startswith("sandbox-")]  # fmt: skip
    env = next(filter(None, map(_environ, living)), None)
    env = env or {**app_env(), **_env_file(STATE / "env")}
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(OPEN_FILES, hard), hard))
    for name in dead:
        if name == "worker":
            command = [str(VENV / "python"), "manage.py", "run_huey", "--quiet"]
        else:
            kind, port = name.split("-", 1)
            server = {"app": state.get("server", "gunicorn"), "sockets": "uvicorn"}.get(kind, kind)
            command = app_command(server, int(port))
        own = sandbox_env(env) if name.startswith("sandbox-") else env
        print(f"{name}: {mine[name]} is gone; started again as {spawn(name, command, own)}")
    for name in dead:
        if name != "worker":
            port = name.split("-", 1)[1]
            # A busy machine (a load test running) starts a process slowly.
            wait_for(f"http://127.0.0.1:{port}/readyz", name, seconds=120)


def start_or_undo() -> None:
    """A start that fails half-way stops what it had started."""
    try:
        start()
    except (SystemExit, Exception):
        if started():
            stop()
        raise


if __name__ == "__main__":
    actions = {"start": start_or_undo, "stop": stop, "status": status}
    if sys.argv[1:2] == ["revive"] and len(sys.argv) <= 3:
        revive(*sys.argv[2:])
    elif len(sys.argv) != 2 or sys.argv[1] not in actions:
        sys.exit(__doc__)
    else:
        actions[sys.argv[1]]()
