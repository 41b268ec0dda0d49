"""Each scenario of loadtests/ for a few seconds against a real server, so the kit cannot rot:
the run must end with its report saying integrity OK, no 5xx and no unexpected error. The
figures come from `make loadtest`, never from here."""

import json

import pytest

from loadtests.book_and_pay import target
from tests.loadtests.conftest import locust

SCENARIOS = {
    "visitors": ["Visitor"],
    "booking": ["Booker"],
    "closed": ["ClosedBooker"],
    # Requests to decide on come from bookers running beside them.
    "deciding": ["Professional", "Booker"],
    "events": ["EventBooker"],
    "sockets": ["Watcher", "Booker"],
    # Seats freed every half second, so a few are offered within the run.
    "waitlist": ["Waitlister", "SeatFreer"],
}
ENV = {"waitlist": {"LOADTEST_FREE_EVERY": "0.5"}}


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_scenario_runs_clean(load_server, tmp_path, scenario):
    code, output = locust(load_server, SCENARIOS[scenario], tmp_path, **ENV.get(scenario, {}))
    assert (tmp_path / "report.json").is_file(), output  # no report: say why
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["integrity"]["ok"], output
    assert report["five_xx"] == 0, output
    assert report["errors"] == {}, output
    assert code == 0, output
    assert report["requests"] > 0
    assert (tmp_path / "locust_stats.csv").is_file()
    if scenario in ("booking", "closed", "sockets"):
        assert report["bookings"].get("appointment", 0) > 0, output
    if scenario == "booking":  # a pay-first hold paid through the sandbox's checkout
        assert report["outcomes"].get("appointment paid", 0) > 0, output
    if scenario == "events":
        assert sum(report["bookings"].values()) + sum(report["outcomes"].values()) > 0, output
    if scenario == "waitlist":  # offers made and told on the socket, and some taken
        lines = report["waitlists"]
        assert lines["offers_made"] > 0 and lines["taken"] > 0, output
        assert lines["told"] > 0 and report["bookings"].get("seat offered", 0) > 0, output
    if scenario == "sockets":
        frames = report["frames"]
        assert frames["watchers"] > 0 and frames["received"] > 0, output
        assert report["frames_counted"]["published"] > 0, output  # the app's own count
        charts = (tmp_path / "frames.html").read_text()
        assert charts.count("<svg") == 3 and "Frames per second" in charts


def test_async_watchers_read_beside_locusts_users(load_server, tmp_path):
    """watchers.py's sockets (LOADTEST_ASYNC_WATCHERS) hear the bookers' frames, and what they
    noted reaches the run's report with the process's own CPU."""
    code, output = locust(load_server, ["Booker"], tmp_path, LOADTEST_ASYNC_WATCHERS="5")
    report = json.loads((tmp_path / "report.json").read_text())
    assert code == 0 and report["integrity"]["ok"], output
    frames = report["frames"]
    assert frames["watchers"] == 5 and frames["received"] > 0, output
    assert report["generator_cpu_s"] > 0, output


def test_a_closed_booker_does_not_reopen_a_day_it_found_full(load_server, tmp_path):
    """Every booking aimed at a busy day that shows no time (a past date's), yet each user opens
    it once: then it books elsewhere. The real busy professionals are left out, so the earlier
    scenarios' bookings cannot have filled the days aimed at after (without the change, each
    user opens the past day again and again)."""
    seed = json.loads(load_server["seed"].read_text())
    busy = {hot["professional_id"] for hot in seed["hot"]}
    seed["hot"] = [{**seed["hot"][0], "date": "2020-01-06"}]
    seed["professionals"] = [pro for pro in seed["professionals"] if pro[0] not in busy]
    path = tmp_path / "seed.json"
    path.write_text(json.dumps(seed))
    server = {**load_server, "seed": path}
    code, output = locust(server, ["ClosedBooker"], tmp_path, users=3, LOADTEST_HOT_SHARE="1")
    report = json.loads((tmp_path / "report.json").read_text())
    assert code == 0 and report["integrity"]["ok"], output
    assert 3 <= report["outcomes"].get("day full (no free time shown)", 0) < 10, output
    assert report["bookings"].get("appointment", 0) > 0, output


def test_target_leaves_out_the_days_found_full():
    seed = {
        "hot": [{"professional_id": 1, "date": "d1", "plan_id": 10},
                {"professional_id": 2, "date": "d1", "plan_id": 20}],
        "professionals": [[1, "token", 10], [3, "token", 30]],
        "days": ["d1", "d2"],
    }  # fmt: skip
    assert {target(seed, 1.0, {(1, "d1")}) for _ in range(50)} == {(2, "d1", 20)}
    # Every busy day full: any other professional's day, not one found full.
    assert {target(seed, 1.0, {(1, "d1"), (2, "d1"), (3, "d2")}) for _ in range(50)} == {
        (1, "d2", 10),
        (3, "d1", 30),
    }
    # Every day of the professional drawn full: any of them.
    assert {
        target(seed, 0.0, {(1, "d1"), (1, "d2"), (3, "d1"), (3, "d2")})[1] for _ in range(50)
    } == {"d1", "d2"}
