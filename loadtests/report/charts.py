"""The frames of a run as pictures (report.py writes them to out/frames.html, beside Locust's
own locust.html with the requests' charts): frames due, delivered and missing per second,
their latency over the run (p50 and p99 of each second's arrivals), and its distribution.
Plain inline SVG: the page opens anywhere, without a script or a network."""

import html

WIDTH, HEIGHT, PAD = 720, 220, 44
BASE, TOP = HEIGHT - PAD, 28  # the y of a chart's 0 and of its highest value


def _scale(values: list[float]) -> float:
    top = max(values, default=0)
    return top if top > 0 else 1


def _polyline(points: list[tuple[float, float]], colour: str) -> str:
    path = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    return f'<polyline fill="none" stroke="{colour}" stroke-width="2" points="{path}"/>'


def _frame(title: str, top: float, unit: str, body: str, legend: list[tuple[str, str]]) -> str:
    keys = "".join(
        f'<rect x="{PAD + 150 * i}" y="6" width="12" height="12" fill="{colour}"/>'
        f'<text x="{PAD + 150 * i + 16}" y="17" font-size="12">{html.escape(name)}</text>'
        for i, (name, colour) in enumerate(legend)
    )
    return (
        f"<h2>{html.escape(title)}</h2>"
        f'<svg role="img" aria-label="{html.escape(title)}" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif">{keys}'
        f'<line x1="{PAD}" y1="{BASE}" x2="{WIDTH - 10}" y2="{BASE}" stroke="#999"/>'
        f'<line x1="{PAD}" y1="28" x2="{PAD}" y2="{HEIGHT - PAD}" stroke="#999"/>'
        f'<text x="4" y="36" font-size="11">{top:,.0f}</text>'
        f'<text x="4" y="{HEIGHT - PAD}" font-size="11">0</text>'
        f'<text x="{WIDTH - 120}" y="{HEIGHT - 12}" font-size="11">{html.escape(unit)}</text>'
        f"{body}</svg>"
    )


def _over_time(title: str, series: dict[str, tuple[str, list[float]]], unit: str) -> str:
    length = max((len(values) for _, values in series.values()), default=0)
    top = _scale([v for _, values in series.values() for v in values])
    step = (WIDTH - PAD - 10) / max(length - 1, 1)

    def y(value: float) -> float:
        return HEIGHT - PAD - (HEIGHT - PAD - 28) * value / top

    lines = "".join(
        _polyline([(PAD + i * step, y(v)) for i, v in enumerate(values)], colour)
        for colour, values in series.values()
    )
    legend = [(name, colour) for name, (colour, _) in series.items()]
    return _frame(title, top, unit, lines, legend)


def _bars(title: str, labels: list[str], values: list[int]) -> str:
    top = _scale(values)
    width = (WIDTH - PAD - 10) / max(len(values), 1)
    bars = "".join(
        f'<rect x="{PAD + i * width + 2:.1f}" y="{BASE - (BASE - TOP) * v / top:.1f}"'
        f' width="{width - 4:.1f}" height="{(BASE - TOP) * v / top:.1f}" fill="#3b82f6">'
        f"<title>{html.escape(label)}: {v:,}</title></rect>"
        f'<text x="{PAD + i * width + 2:.1f}" y="{HEIGHT - PAD + 14}" font-size="9">'
        f"{html.escape(label)}</text>"
        for i, (label, v) in enumerate(zip(labels, values, strict=True))
    )
    return _frame(title, top, "frames by latency", bars, [("frames", "#3b82f6")])


def frames_html(result: dict) -> str:
    live = result["frames"]
    timeline = live.get("timeline", [])
    due = [row["due"] for row in timeline]
    delivered = [row["delivered"] for row in timeline]
    missing = [max(0, d - r) for d, r in zip(due, delivered, strict=True)]
    p50 = [row["p50"] or 0 for row in timeline]
    p99 = [row["p99"] or 0 for row in timeline]
    histogram = live.get("histogram_ms", [])
    summary = (
        f"{live['received']:,} frames received of {live['expected']:,} expected "
        f"({live['missing']:,} missing) on {live['watchers']:,} watchers; latency ms "
        f"{live['latency_ms']}; counted by the app: {result.get('frames_counted')}"
    )
    return (
        '<!doctype html><html lang="en"><meta charset="utf-8"><title>Frames of the run</title>'
        f"<h1>Frames of the run from {html.escape(result['started_at'])}</h1>"
        f"<p>{html.escape(summary)}</p>"
        + _over_time(
            "Frames per second",
            {
                "due": ("#9ca3af", due),
                "delivered": ("#16a34a", delivered),
                "missing": ("#dc2626", missing),
            },
            "seconds of the run",
        )  # fmt: skip
        + _over_time(
            "Latency over the run (ms)",
            {"p50": ("#2563eb", p50), "p99": ("#f59e0b", p99)},
            "seconds of the run",
        )
        + _bars(
            "Latency distribution",
            [row["bucket"] for row in histogram],
            [row["frames"] for row in histogram],
        )
        + "</html>\n"
    )
