"""The live frames of a run against what the database says was sent (report.py): received,
expected, missing, and their latency, over the run and as a distribution (charts.py draws them).

How frame latency is measured: the frames carry no time of their own, so each frame is paired
with the database change that sent it. For every busy topic, the changes that publish on it
are read after the run: appointments (or seats) created, and the state changes that free or
confirm a place (history_statechange: rejected, cancelled, hold expired, paid). Their stored
times (created_at, at) are taken inside the writing transaction, just before it commits, by
the same machine's clock that stamps the frames' arrival. Per watcher and topic, the changes
made while it was subscribed are paired in order with the frames it received; latency is
arrival minus change time. It is an upper bound of commit-to-arrival: it includes the rest of
the transaction and the commit, and the load generator's own scheduling delay. A lost frame
shifts later pairs onto earlier changes (larger latencies: the error is never flattering);
so the report also gives a lower bound, each frame paired with the latest change on its topic
before its arrival. When no frame is missing the two agree closely; when they differ, the
truth lies between them.
Changes in the last GRACE seconds before a watcher closed are not expected of it.

A frame missing is not always the product's: `where_lost` sets the watchers' count beside the
app's own (realtime/counters.py), so a load generator that could not read what was written to
it is named as the one that lost it."""

import bisect
import os
from collections import Counter, defaultdict

from loadtests.report.run import Run

# Changes this close to a socket's end are not expected of it (their frames may be on the way).
GRACE = float(os.environ.get("LOADTEST_GRACE", "1"))


def percentiles(values: list[float]) -> dict:
    if not values:
        return {"p50": None, "p95": None, "p99": None, "max": None}
    ordered = sorted(values)

    def at(share: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(share * len(ordered)))], 1)

    return {"p50": at(0.5), "p95": at(0.95), "p99": at(0.99), "max": round(ordered[-1], 1)}


def frames(run: Run, changes: dict[str, list[float]]) -> dict:
    expected = received = missing = extra = negative = 0
    latencies: list[float] = []
    nearest: list[float] = []
    # Per second of the run: frames due (by their change's time), delivered (by arrival), and
    # the latencies of those delivered in it: the charts of charts.py.
    start = run.started or 0
    due_at: Counter = Counter()
    delivered_at: Counter = Counter()
    latency_at: dict[int, list[float]] = defaultdict(list)
    for watcher, topics in run.subscriptions.items():
        cutoff = min(run.closes.get(watcher, run.stopped), run.stopped) - GRACE
        for topic, since in topics.items():
            times = changes.get(topic, [])
            due = times[bisect.bisect_right(times, since) : bisect.bisect_right(times, cutoff)]
            arrived = sorted(run.frames.get((watcher, topic), []))
            expected += len(due)
            received += len(arrived)
            missing += max(0, len(due) - len(arrived))
            extra += max(0, len(arrived) - len(due))
            due_at.update(int(change - start) for change in due)
            delivered_at.update(int(arrival - start) for arrival in arrived)
            for change, arrival in zip(due, arrived, strict=False):
                latency = (arrival - change) * 1000
                negative += latency < 0
                latencies.append(latency)
                latency_at[int(arrival - start)].append(latency)
            for arrival in arrived:
                before = bisect.bisect_right(times, arrival)
                if before:
                    nearest.append((arrival - times[before - 1]) * 1000)
    return {
        "watchers": len(run.subscriptions),
        "expected": expected,
        "received": received,
        "missing": missing,
        "extra_after_cutoff": extra,
        "negative_pairs": negative,
        "latency_ms": percentiles(latencies),
        "latency_ms_lower_bound": percentiles(nearest),
        "timeline": [
            {
                "second": second,
                "due": due_at[second],
                "delivered": delivered_at[second],
                **percentiles(latency_at.get(second, [])),
            }
            for second in range(max([*due_at, *delivered_at], default=-1) + 1)
        ],  # fmt: skip
        "histogram_ms": histogram(latencies),
    }


def where_lost(live: dict, counted: Counter, generator_cpu_s: float | None) -> dict | None:
    """Who lost the missing frames, when some are: {"by": "generator" | "app" | "unknown",
    "line"}. `counted` is what the app counted over the run; `generator_cpu_s` the asyncio
    watchers' CPU when they held the sockets (None: Locust's greenlets did).

    The generator's, when the app wrote at least as many frames beyond what the watchers read
    as are missing, and dropped none on the way (too slow, on purpose): the frames left the app
    and were not read. A drop for a socket already closed is left out (its frames are not
    expected of it). Other sockets than the watchers' (a waiter's) are in the app's count too,
    so this reads the counts as a whole, not socket by socket."""
    missing = live["missing"]
    if not missing:
        return None
    if not counted:
        return {"by": "unknown", "line": f"{missing:,} frames missing, and the app's counts "
                "could not be read (no Redis): where they were lost is not known"}  # fmt: skip
    written = counted.get("written", 0)
    unread = written - live["received"]
    dropped = sum(n for name, n in counted.items()
                  if name.startswith("dropped") and name != "dropped: closed")  # fmt: skip
    if dropped == 0 and unread >= missing:
        readers = (
            f"users/watchers.py's asyncio sockets fell behind (their CPU: {generator_cpu_s} s); "
            "a load generator on other cores would keep up"
            if generator_cpu_s is not None
            else "Locust's greenlet watchers fall behind first: hold the sockets in "
            "users/watchers.py instead (LOADTEST_ASYNC_WATCHERS)"
        )
        line = (
            f"the {missing:,} missing frames were lost by the load generator, not the app: the "
            f"app wrote {written:,} frames to sockets and dropped none, {unread:,} more than the "
            f"watchers read. {readers}"
        )
        return {"by": "generator", "line": line}
    line = (
        f"{missing:,} frames missing, and the app did not write them all: {dropped:,} dropped "
        f"(too slow: a socket whose reader stopped, closed by the app as designed; or on "
        f"purpose), {written:,} written against {live['received']:,} read: the loss is, at "
        "least in part, on the app's side of the socket (the counts above say where)"
    )
    return {"by": "app", "line": line}


# Latency buckets of the distribution chart, in ms (each up to its bound; the last is more).
BUCKETS_MS = [10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000]


def histogram(latencies: list[float]) -> list[dict]:
    counts = Counter(bisect.bisect_left(BUCKETS_MS, latency) for latency in latencies)
    labels = [f"≤{b:,} ms" for b in BUCKETS_MS] + [f">{BUCKETS_MS[-1]:,} ms"]
    return [{"bucket": label, "frames": counts[index]} for index, label in enumerate(labels)]
