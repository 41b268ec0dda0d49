"""Where the report says missing frames were lost (loadtests/report/frames.py's `where_lost`):
by the load generator only when the app's own counts show them written and none dropped."""

from collections import Counter

from loadtests.report.frames import where_lost


def live(missing: int, received: int) -> dict:
    return {"missing": missing, "received": received}


def test_frames_written_by_the_app_and_not_read_are_the_generators_loss():
    # The heavy command's run of issue 40: every frame written, most of them never read.
    counted = Counter(published=700, handed=536_914, written=536_914)
    lost = where_lost(live(468_255, 68_659), counted, None)
    assert lost["by"] == "generator"
    assert "468,255 missing frames were lost by the load generator" in lost["line"]
    assert "LOADTEST_ASYNC_WATCHERS" in lost["line"]  # Locust's greenlets read them
    assert "asyncio sockets fell behind" in where_lost(live(5, 95), counted, 12.5)["line"]


def test_frames_the_app_dropped_or_never_wrote_are_not_put_on_the_generator():
    dropped = Counter(handed=100, written=90, **{"dropped: too slow": 10})
    assert where_lost(live(10, 90), dropped, None)["by"] == "app"
    assert where_lost(live(10, 90), Counter(handed=95, written=95), None)["by"] == "app"
    # A drop for a socket already closed is not a frame its watcher was owed.
    closed = Counter(handed=110, written=100, **{"dropped: closed": 10})
    assert where_lost(live(10, 90), closed, None)["by"] == "generator"


def test_nothing_missing_says_nothing_and_no_counts_say_so():
    assert where_lost(live(0, 100), Counter(written=100), None) is None
    assert where_lost(live(3, 97), Counter(), None)["by"] == "unknown"
