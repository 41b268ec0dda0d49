"""What the report (report.py) reads from the database after the run: the integrity check
(INTEGRITY: every place and seat the database holds, and every rupee), what became of the
places taken in the event waitlists, and the changes that publish on each busy topic, which
the frames received are paired with (frames.py).

The fault scenarios' verdicts (faults/faults.py, faults/checks.py), limit/limit.py and the
demo data's test use the integrity check too: they take it from report.py."""

from collections import Counter

from loadtests.report.frames import percentiles
from loadtests.report.run import Run

# Every place and seat the database holds, and every rupee. Each query lists violations.
INTEGRITY = {
    # Places are counted by time (bookings.queries.places_taken): every live appointment's
    # overlapping live appointments of the same professional, against its window's places.
    "window above its places": """
        WITH live AS (SELECT * FROM bookings_appointment
            WHERE status IN ('pending', 'accepted', 'reserved')
            OR (status IN ('awaiting_payment', 'offered', 'proposed') AND hold_expires_at > now()))
        SELECT l.id, l.window_id, w.places, count(o.id) FROM live l
        JOIN scheduling_window w ON w.id = l.window_id
        JOIN live o ON o.professional_id = l.professional_id
            AND o.starts_at < l.ends_at AND o.ends_at > l.starts_at
        GROUP BY l.id, l.window_id, w.places HAVING count(o.id) > w.places""",
    # Seats are counted as events.queries.taking counts them: confirmed, and held (a payment
    # hold, an offer from the waitlist) while the hold lasts.
    "event above its seats": """
        SELECT e.id, e.seats, count(b.id) FROM events_event e
        JOIN events_eventbooking b ON b.event_id = e.id AND (b.status = 'confirmed'
            OR (b.status IN ('awaiting_payment', 'offered') AND b.hold_expires_at > now()))
        WHERE e.seats IS NOT NULL GROUP BY e.id, e.seats HAVING count(b.id) > e.seats""",
    # The waitlists (kernel/waitlist: a line is "event:<id>" or, for an appointment time,
    # "time:<window>:<start>"; a waiter's offer_id is the offered booking or appointment). An
    # offer past its time that the worker has not swept yet is still an offer: it lapses in
    # one transaction with its waiter's move to passed.
    "two live offers to one waiter": """
        SELECT 'event:' || event_id, user_id, count(*) FROM events_eventbooking
        WHERE status = 'offered' GROUP BY event_id, user_id HAVING count(*) > 1
        UNION ALL
        SELECT line, user_id, count(*) FROM waitlist_waiter
        WHERE status = 'offered' GROUP BY line, user_id HAVING count(*) > 1""",
    "offer without exactly one waiter offered it": """
        SELECT 'seat ' || b.id, count(w.id) FROM events_eventbooking b
        LEFT JOIN waitlist_waiter w ON w.offer_id = b.id AND w.status = 'offered'
            AND w.line = 'event:' || b.event_id AND w.user_id = b.user_id
        WHERE b.status = 'offered' GROUP BY b.id HAVING count(w.id) <> 1
        UNION ALL
        SELECT 'place ' || a.id, count(w.id) FROM bookings_appointment a
        LEFT JOIN waitlist_waiter w ON w.offer_id = a.id AND w.status = 'offered'
            AND starts_with(w.line, 'time:' || a.window_id || ':') AND w.user_id = a.client_id
        WHERE a.status = 'offered' GROUP BY a.id HAVING count(w.id) <> 1""",
    "waiter offered without a live offer": """
        SELECT w.id, w.offer_id FROM waitlist_waiter w
        WHERE w.status = 'offered' AND starts_with(w.line, 'event:') AND NOT EXISTS (
            SELECT 1 FROM events_eventbooking b WHERE b.id = w.offer_id
            AND b.status = 'offered' AND w.line = 'event:' || b.event_id
            AND b.user_id = w.user_id)
        UNION ALL
        SELECT w.id, w.offer_id FROM waitlist_waiter w
        WHERE w.status = 'offered' AND starts_with(w.line, 'time:') AND NOT EXISTS (
            SELECT 1 FROM bookings_appointment a WHERE a.id = w.offer_id
            AND a.status = 'offered' AND a.client_id = w.user_id)""",
    # First come, first offered: nobody still waiting joined before someone offered a place.
    "waiting ahead of someone offered": """
        SELECT w.line, w.id, o.id FROM waitlist_waiter o
        JOIN waitlist_waiter w ON w.line = o.line AND w.status = 'waiting'
            AND (w.created_at, w.id) < (o.created_at, o.id)
        WHERE o.offer_id IS NOT NULL""",
    # A seat frees and goes to the first one waiting in one transaction. Seats are counted
    # by status here: a hold or offer past its time still takes its seat until the worker
    # sweeps it (and then offers it on). An event that has begun offers nothing.
    "free seat while someone waits": """
        SELECT e.id, e.seats, count(b.id) FROM events_event e
        LEFT JOIN events_eventbooking b ON b.event_id = e.id
            AND b.status IN ('confirmed', 'awaiting_payment', 'offered')
        WHERE e.seats IS NOT NULL AND e.starts_at > now() AND EXISTS (
            SELECT 1 FROM waitlist_waiter w
            WHERE w.line = 'event:' || e.id AND w.status = 'waiting')
        GROUP BY e.id, e.seats HAVING count(b.id) < e.seats""",
    # Each freed seat is offered once: an offered booking is one waiter's only.
    "seat offered to two waiters": """
        SELECT split_part(line, ':', 1), offer_id, count(*) FROM waitlist_waiter
        WHERE offer_id IS NOT NULL
        GROUP BY split_part(line, ':', 1), offer_id HAVING count(*) > 1""",
    # A captured payment pays its appointment or seat, or is being given back.
    "payment without its booking": """
        SELECT p.razorpay_payment_id FROM payments_payment p
        JOIN payments_order o ON o.id = p.order_id
        LEFT JOIN bookings_appointment a ON o.purpose = 'appointment' AND a.id = o.purpose_id
        LEFT JOIN events_eventbooking b ON o.purpose = 'event_booking' AND b.id = o.purpose_id
        WHERE p.status = 'captured'
        AND NOT (a.paid AND a.payment_ref = p.razorpay_payment_id)
        AND NOT (b.status = 'confirmed' AND b.payment_ref = p.razorpay_payment_id)
        AND NOT EXISTS (SELECT 1 FROM payments_refund r WHERE r.payment_id = p.id)""",
    # Money the gateway took that we never recorded (a verify lost, no webhook either).
    "gateway payment we never recorded": """
        SELECT sp.id FROM razorpay_sandbox_sandboxpayment sp
        WHERE sp.status IN ('captured', 'refunded') AND sp.created_at >= %(since)s
        AND NOT EXISTS (SELECT 1 FROM payments_payment p WHERE p.razorpay_payment_id = sp.id)""",
    # A pay-first professional's appointment is accepted only by its payment.
    "pay-first appointment accepted unpaid": """
        SELECT a.id FROM bookings_appointment a
        JOIN profiles_profile pr ON pr.user_id = a.professional_id
        WHERE pr.payment_required AND a.status = 'accepted' AND a.price_paise > 0
        AND NOT a.paid AND a.created_at >= to_timestamp(%(since)s)""",
    "paid appointment without its payment": """
        SELECT a.id FROM bookings_appointment a WHERE a.paid AND NOT EXISTS (
            SELECT 1 FROM payments_payment p JOIN payments_order o ON o.id = p.order_id
            WHERE o.purpose = 'appointment' AND o.purpose_id = a.id
            AND p.razorpay_payment_id = a.payment_ref
            AND p.status IN ('captured', 'refunded'))""",
    "paid seat without its payment": """
        SELECT b.id FROM events_eventbooking b
        WHERE b.status = 'confirmed' AND b.price_paise > 0 AND NOT EXISTS (
            SELECT 1 FROM payments_payment p JOIN payments_order o ON o.id = p.order_id
            WHERE o.purpose = 'event_booking' AND o.purpose_id = b.id
            AND p.razorpay_payment_id = b.payment_ref
            AND p.status IN ('captured', 'refunded'))""",
}


def integrity(connection, since: float) -> dict:
    checks = {}
    for name, sql in INTEGRITY.items():
        rows = connection.execute(sql, {"since": int(since)}).fetchall()
        checks[name] = {"count": len(rows), "examples": [list(map(str, r)) for r in rows[:5]]}
    return {"ok": all(c["count"] == 0 for c in checks.values()), "checks": checks}


# The event waitlists' places taken during the run, by what became of them (the waiter's
# status, and their offer's: the booking it is, or became).
WAITLIST_OUTCOMES = """
    SELECT w.status, b.status, w.offer_id IS NOT NULL, count(*) FROM waitlist_waiter w
    LEFT JOIN events_eventbooking b ON b.id = w.offer_id
    WHERE starts_with(w.line, 'event:') AND w.created_at >= to_timestamp(%(since)s)
    GROUP BY w.status, b.status, w.offer_id IS NOT NULL"""


def waitlists(connection, since: float, run: Run) -> dict:
    """Places taken in event waitlists during the run: offers made, and how each ended (taken:
    the booking confirmed, still being paid, given back unpaid or lapsed unpaid; declined;
    lapsed; still out), those still waiting, and those out of the line without an offer (left,
    or a seat of their own); and the offers' notifications as the waiters' sockets heard them."""
    rows = connection.execute(WAITLIST_OUTCOMES, {"since": int(since)}).fetchall()
    count: Counter = Counter()  # (the waiter's status, their offer's or "no offer")
    for waiter, booking, offered, n in rows:
        count[(waiter, booking if offered else "no offer")] += n
    taken = {b: n for (w, b), n in count.items() if w == "booked" and b != "no offer"}
    return {
        "joined": sum(count.values()),
        "offers_made": sum(n for (_, b), n in count.items() if b != "no offer"),
        "taken": sum(taken.values()),
        "taken_confirmed": taken.get("confirmed", 0),
        "taken_paying": taken.get("awaiting_payment", 0),
        "taken_given_back": taken.get("cancelled", 0),
        "taken_lapsed_unpaid": taken.get("expired", 0),
        "declined": count[("passed", "cancelled")],
        "lapsed": count[("passed", "expired")],
        "offered_now": count[("offered", "offered")],
        "waiting_now": count[("waiting", "no offer")],
        "left": count[("left", "no offer")],
        "seated_without_offer": count[("booked", "no offer")],
        "told": len(run.offers_told),
        "told_ms": percentiles(run.offers_told),
    }


# The changes that publish on a topic (see frames.py's docstring), as epoch seconds.
SLOT_CHANGES = """
    SELECT extract(epoch FROM created_at) FROM bookings_appointment
    WHERE professional_id = %(pro)s AND day = %(day)s AND created_at >= to_timestamp(%(since)s)
    UNION ALL
    SELECT extract(epoch FROM sc.at) FROM history_statechange sc
    JOIN bookings_appointment a ON a.id = sc.object_id
    WHERE sc.content_type_id = %(ct)s AND sc.field = 'status'
    AND a.professional_id = %(pro)s AND a.day = %(day)s AND sc.at >= to_timestamp(%(since)s)
    AND (sc.to_state IN ('rejected', 'cancelled')
         OR (sc.to_state = 'expired' AND sc.from_state = 'awaiting_payment')
         OR (sc.to_state = 'accepted' AND sc.from_state IN ('awaiting_payment', 'expired')))"""
SEAT_CHANGES = """
    SELECT extract(epoch FROM created_at) FROM events_eventbooking
    WHERE event_id = %(event)s AND created_at >= to_timestamp(%(since)s)
    UNION ALL
    SELECT extract(epoch FROM sc.at) FROM history_statechange sc
    JOIN events_eventbooking b ON b.id = sc.object_id
    WHERE sc.content_type_id = %(ct)s AND sc.field = 'status' AND b.event_id = %(event)s
    AND sc.at >= to_timestamp(%(since)s) AND sc.from_state IN ('awaiting_payment', 'expired')
    AND sc.to_state IN ('confirmed', 'expired')"""


def content_type(connection, app: str, model: str) -> int:
    """The id state changes name a model by (history_statechange); -1 when there is none."""
    row = connection.execute(
        "SELECT id FROM django_content_type WHERE app_label = %s AND model = %s", (app, model)
    ).fetchone()
    return row[0] if row else -1


def topic_changes(connection, seed: dict, since: float) -> dict[str, list[float]]:
    appointment = content_type(connection, "bookings", "appointment")
    seat = content_type(connection, "events", "eventbooking")
    changes = {}
    for hot in seed["hot"]:
        params = {"pro": hot["professional_id"], "day": hot["date"], "since": since}
        rows = connection.execute(SLOT_CHANGES, {**params, "ct": appointment}).fetchall()
        changes[hot["topic"]] = sorted(float(r[0]) for r in rows)
    for event in seed["events"]:
        params = {"event": event["id"], "since": since, "ct": seat}
        changes[event["topic"]] = sorted(
            float(r[0]) for r in connection.execute(SEAT_CHANGES, params)
        )
    return changes
