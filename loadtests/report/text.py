"""The report as text, as report.py prints it and keeps it in report.txt: the run's rates, every
step's latency, the outcomes and errors, the frames and what the app counted of them, the
waitlists, the integrity check and the verdict, from the figures report.py builds."""


def text(result: dict) -> str:
    lines = [
        f"run of {result['duration_s']} s from {result['started_at']}",
        f"requests: {result['requests']} ({result['requests_per_s']}/s); bookings: "
        f"{result['bookings']} ({result['bookings_per_s']}/s); 5xx: {result['five_xx']}",
        *([result["limit"]["line"]] if result.get("limit") else []),
        *([open_loop_text(result)] if result.get("open_loop") else []),
        "",
        f"{'step':<32} {'requests':>9} {'failed':>7} {'p50':>6} {'p95':>6} {'p99':>6}  (ms)",
    ]
    for name, step in result["steps"].items():
        lines.append(
            f"{name[:32]:<32} {step['requests']:>9} {step['failures']:>7} "
            f"{step['p50_ms']:>6.0f} {step['p95_ms']:>6.0f} {step['p99_ms']:>6.0f}"
        )
    lines += ["", "outcomes:"] + [f"  {n:>7}  {k}" for k, n in result["outcomes"].items()]
    lines += ["errors:"] + ([f"  {n:>7}  {k}" for k, n in result["errors"].items()] or ["  none"])
    live = result["frames"]
    lines += [
        "",
        f"frames: {live['received']} received, {live['expected']} expected, "
        f"{live['missing']} missing, on {live['watchers']} watchers; "
        f"latency ms {live['latency_ms']}",
        f"  lower bound (each frame to the latest change before it): "
        f"{live['latency_ms_lower_bound']}",
        "  counted by the app (realtime/counters.py): "
        + (
            ", ".join(f"{name} {n}" for name, n in sorted(result["frames_counted"].items()))
            or "nothing (no Redis)"
        ),
        *([f"  {result['frames_lost']['line']}"] if result.get("frames_lost") else []),
        f"  app CPU: {result['app_cpu_s']} s, {result['app_cpu_us_per_frame']} µs per frame "
        "written (an upper bound: the requests' CPU is in it); async watchers' CPU: "
        f"{result['generator_cpu_s']} s",
        *([cpu_text(result["cpu_per_booking"])] if result.get("cpu_per_booking") else []),
        "",
        waitlist_text(result["waitlists"]),
        "",
        f"integrity: {'OK' if result['integrity']['ok'] else 'FAILED'}",
    ]
    for name, check in result["integrity"]["checks"].items():
        lines.append(f"  {check['count']:>5}  {name}  {check['examples'] or ''}")
    lines.append(f"\nverdict: {'OK' if result['ok'] else 'FAILED'}")
    return "\n".join(lines)


def cpu_text(per_booking: dict) -> str:
    """Where a booking's CPU went, by part (report.py, machine_split); the machine's last."""
    *parts, (_, busy) = per_booking.items()
    listed = ", ".join(f"{part} {ms:.2f}" for part, ms in parts)
    return f"CPU a booking, ms: {listed}; the whole machine busy {busy:.2f}"


def waitlist_text(lines: dict) -> str:
    if not lines["joined"]:
        return "waitlists: nobody joined one"
    return (
        f"waitlists: {lines['joined']} places taken in line; {lines['offers_made']} offers "
        f"made: {lines['taken']} taken ({lines['taken_confirmed']} confirmed, "
        f"{lines['taken_paying']} still being paid, {lines['taken_given_back']} given back "
        f"unpaid, {lines['taken_lapsed_unpaid']} lapsed unpaid), {lines['declined']} declined, "
        f"{lines['lapsed']} lapsed, {lines['offered_now']} still offered; "
        f"{lines['waiting_now']} still waiting, {lines['left']} left, "
        f"{lines['seated_without_offer']} out of line with a seat of their own\n"
        f"  offers heard on the waiters' sockets: {lines['told']}, notification to arrival ms "
        f"{lines['told_ms']}"
    )


def open_loop_text(result: dict) -> str:
    """The open loop's line (open_loop/open_loop.py), and its goal's figures at that rate."""
    book = result["steps"].get("book: create", {})
    live, checks = result["frames"], result["integrity"]["checks"]
    oversold = sum(checks[name]["count"] for name in OVERSOLD if name in checks)
    return (
        f"{result['open_loop']['line']}\n"
        f"  at that rate: book p50 {book.get('p50_ms')} ms, p99 {book.get('p99_ms')} ms; frames "
        f"p50 {live['latency_ms']['p50']} ms, p99 {live['latency_ms']['p99']} ms, "
        f"{live['missing']} lost; oversold {oversold}; 5xx {result['five_xx']}"
    )


# The integrity checks that count a place or seat sold beyond what there is (database.py).
OVERSOLD = ("window above its places", "event above its seats")
