"""The idle-sockets measurement's smoke: a few sockets through the smoke's server, held,
pinged, measured (the 10,000 and their figures come from `make loadtest-sockets`)."""

import json
import subprocess
from urllib.parse import urlsplit

import psutil

from tests.loadtests.conftest import BIN, ROOT


def listening_pid(port: int) -> int:
    for connection in psutil.net_connections(kind="tcp"):
        if connection.status == psutil.CONN_LISTEN and connection.laddr.port == port:
            return connection.pid
    raise LookupError(f"nothing listens on {port}")


def test_sockets_are_held_and_measured(load_server, tmp_path):
    started = tmp_path / "started.json"
    pid = listening_pid(urlsplit(load_server["url"]).port)
    started.write_text(json.dumps({"app-1": pid}))
    done = subprocess.run(
        [str(BIN / "python"), "loadtests/bench/idle_sockets.py", "--sockets", "60", "--hold", "1",
         "--url", load_server["url"], "--started", str(started),
         "--seed", str(load_server["seed"]), "--out", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    result = json.loads((tmp_path / "idle_sockets.json").read_text())
    assert (result["opened"], result["failure_count"]) == (60, 0)
    assert result["sample_alive"] == "60/60"
    assert result["rss_mb"]["open"]["app"] > 0
