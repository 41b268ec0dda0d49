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
Changes in the last GRACE seconds before a watcher closed are not expected of it."""

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


# Latency buckets of the distribution chart, in ms (each up to its bound; the last is more).
BUCKETS_MS = [10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000]


def histogram(latencies: list[float]) -> list[dict]:
    counts = Counter(bisect.bisect_left(BUCKETS_MS, latency) for latency in latencies)
    labels = [f"≤{b:,} ms" for b in BUCKETS_MS] + [f">{BUCKETS_MS[-1]:,} ms"]
    return [{"bucket": label, "frames": counts[index]} for index, label in enumerate(labels)]
