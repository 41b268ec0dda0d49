"""The open loop (loadtests/open_loop/open_loop.py) for a few seconds against a real server, so
it cannot rot: every arrival started, bookings made and heard by its asyncio watchers, and the
report's verdict with integrity OK and no 5xx. Its figures come from `make loadtest-open`."""

import json
import re
import subprocess

from tests.loadtests.conftest import BIN, ROOT, kit_env


def open_loop(server: dict, out, *arguments: str) -> tuple[int, str]:
    command = [
        str(BIN / "python"), str(ROOT / "loadtests" / "open_loop" / "open_loop.py"),
        "--url", server["url"], *arguments,
    ]  # fmt: skip
    done = subprocess.run(
        command, env=kit_env(server, out), capture_output=True, text=True, timeout=120
    )
    return done.returncode, done.stdout + done.stderr


def test_bookings_arrive_on_schedule_and_the_report_judges_them(load_server, tmp_path):
    code, output = open_loop(
        load_server, tmp_path, "--rate", "5", "--seconds", "4", "--watchers", "5", "--pay"
    )
    assert (tmp_path / "report.json").is_file(), output  # no report: say why
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["integrity"]["ok"] and report["five_xx"] == 0, output
    assert report["errors"] == {}, output
    assert code == 0, output
    arrivals = report["open_loop"]
    assert arrivals["due"] == arrivals["started"] == 20, output
    assert arrivals["late_ms"]["max"] is not None and arrivals["arrival_ms"]["p99"] > 0, output
    assert "open loop: 5 arrivals a second asked for 4 s: 20 due, 20 started" in output
    goal = r"at that rate: book p50 [\d.]+ ms, p99 [\d.]+ ms; frames .* oversold 0; 5xx 0"
    assert re.search(goal, output), output
    # Booked through book_and_pay.py's steps, a pay-first hold paid (the third busy one is).
    assert report["bookings"].get("appointment", 0) > 0, output
    assert report["steps"]["book: create"]["requests"] > 0, output
    assert report["outcomes"].get("appointment paid", 0) > 0, output
    # Heard by users/watchers.py's sockets, on every busy topic.
    frames = report["frames"]
    assert frames["watchers"] == 5 and frames["received"] > 0, output
    assert report["generator_cpu_s"] > 0, output


def test_a_server_that_does_not_answer_is_no_run(load_server, tmp_path):
    down = {**load_server, "url": "http://127.0.0.1:9"}
    code, output = open_loop(down, tmp_path, "--rate", "1", "--seconds", "1", "--watchers", "0")
    assert code == 2 and "Nothing answers" in output
    assert not (tmp_path / "report.json").exists()
