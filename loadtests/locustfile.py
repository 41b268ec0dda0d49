"""Load on the booking path, through the same public API calls the web app makes.

    .venv/bin/locust -f loadtests/locustfile.py --host http://127.0.0.1:8080 --headless \
        -u 200 -r 50 -t 60s --html loadtests/out/locust.html --csv loadtests/out/locust \
        Booker Watcher          (user classes by name; or --tags booking sockets)

User classes (tag in brackets): ClosedBooker [closed] books with no pause and no payment, only
when named (`make loadtest-closed`); Visitor [visitors] reads the home page, search, profiles, a
day's times and event pages; Booker [booking] opens a day, picks a free time and books it
(free-later: pending; pay-first: a hold, then the sandbox gateway's order, checkout and
signed verify); Professional [deciding] accepts or rejects their pending requests;
EventBooker [events] races for the few seats of the seeded events (paying for paid ones);
Watcher [sockets] holds a WebSocket through nginx's /ws/, subscribed to the busy days' and
events' topics, and notes each frame's arrival time. Waitlister and SeatFreer [waitlist],
only when named (`make loadtest-waitlist`): many clients in the lines of a few sold-out
events, told of an offer on their signed-in socket, taking it (paying a paid one) or declining
it, while one SeatFreer frees those events' seats one at a time.

Data comes from loadtests/seed.py (LOADTEST_SEED, default loadtests/out/seed.json). Requests
are named by step ("book: create", "pay: verify"...), so Locust's table is per step. A 409
that says a time or seat is taken is the product working: it counts as a success and as an
outcome in the report, never as an error. Booking and paying are book_and_pay.py's, a
watcher's socket is sockets.py's: the fault scenarios' load (faults_load.py) uses the same.
At the end report.py writes the report (see there) and sets the exit code. Run with one
process (no --processes): the frame report needs every watcher's frames in one place."""

import contextlib
import itertools
import json
import logging
import os
import random
import subprocess
import sys
import time
from datetime import datetime
from functools import cache
from pathlib import Path

import book_and_pay
import report
import websocket
from book_and_pay import API, BookAndPay, target
from locust import HttpUser, User, between, constant, events, tag, task
from sockets import MAX_TOPICS, busy_topics, connect, loopback, receive

ROOT = Path(__file__).resolve().parents[1]
# The share of bookings aimed at the busy days (the rest spread over every professional).
HOT_SHARE = float(os.environ.get("LOADTEST_HOT_SHARE", book_and_pay.HOT_SHARE))
# Each group of this many watchers binds its own loopback address (127.0.0.2, 127.0.0.3...
# 127.0.1.2...: sockets.py). Well under the product's 50 per address: a socket's claim on its
# address outlives it by up to two minutes when its process could not release it, and the
# next run must not trip over those.
SOCKETS_PER_ADDRESS = 20
# How many of the busy topics one watcher subscribes to (0: all of them, up to MAX_TOPICS).
TOPICS_PER_WATCHER = int(os.environ.get("LOADTEST_TOPICS_PER_WATCHER", "0"))
# Seconds a socket may take to open and have its subscriptions answered.
CONNECT_TIMEOUT = 30
# What a socket that fails or ends raises.
SOCKET_ERRORS = (websocket.WebSocketException, OSError, ConnectionError)
# Waitlisters bind 127.0.50.2, 127.0.50.3... (sockets.py), away from the watchers' (127.0.0.x
# up), fanout.py's (127.0.100-149.x), watchers.py's (150-249) and the fault scenarios' (250).
WAITLIST_NETWORK = 50
# Of the offers, the share declined (half by leaving the line, half by giving the held seat
# back); of the paid offers taken, the share given back unpaid (the seat goes on down the line).
DECLINE_SHARE = float(os.environ.get("LOADTEST_DECLINE_SHARE", "0.3"))
GIVE_BACK_SHARE = 0.1
# Seconds a waiter takes to read an offer before answering it.
THINK = (0.2, 1.0)
# Seconds between two seats the SeatFreer frees.
FREE_EVERY = float(os.environ.get("LOADTEST_FREE_EVERY", "1"))
# A waiter whose socket told nothing for this long looks at their places over REST (a lost
# frame would otherwise leave an offer unanswered until it lapses). The web app does not
# poll; it refetches on the event's frames, which the Waitlister does not subscribe to.
LOOK_EVERY = 30

run = report.Run()


@cache
def seed_path() -> Path:
    return Path(os.environ.get("LOADTEST_SEED", ROOT / "loadtests" / "out" / "seed.json"))


@cache
def seed() -> dict:
    path = seed_path()
    return json.loads(path.read_text())


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def fire(user: User, name: str, started: float, error) -> None:
    """A socket's step in Locust's statistics, timed from `started` (perf_counter)."""
    user.environment.events.request.fire(
        request_type="WS", name=name, response_time=(time.perf_counter() - started) * 1000,
        response_length=0, exception=error, context={},
    )  # fmt: skip


def detail(response) -> str:
    try:
        return str(response.json().get("message", ""))[:80]
    except (ValueError, AttributeError):
        return response.text[:80]


class Api(BookAndPay, HttpUser):
    """Calls that answer 2xx, or 409 as an expected outcome; anything else is a failure."""

    abstract = True
    wait_time = between(0.2, 1.0)

    def call(self, method: str, path: str, name: str, *, token=None, expect=(200,), **kwargs):
        """The JSON body, or None when the answer was a 409 (counted) or a failure."""
        headers = bearer(token) if token else {}
        with self.client.request(
            method, path, name=name, headers=headers, catch_response=True, **kwargs
        ) as response:
            if response.status_code in expect:
                response.success()
                return response.json() if response.content else {}
            if response.status_code == 409:
                response.success()
                run.outcome(f"409 {name}: {detail(response)}")
                return None
            response.failure(f"{response.status_code} {detail(response)}")
            return None


@tag("visitors")
class Visitor(Api):
    weight = 3

    @task(2)
    def home(self) -> None:
        self.client.get("/", name="visit: home page")
        self.call("GET", f"{API}/professionals/popular", "visit: popular")
        self.call("GET", f"{API}/events/popular", "visit: popular events")

    @task(3)
    def search(self) -> None:
        term = random.choice(seed()["search_terms"])
        found = self.call("GET", f"{API}/professionals", "visit: search", params={"q": term})
        if found and found["items"]:
            pro = random.choice(found["items"])
            self.profile(pro["id"])

    @task(3)
    def profile(self, professional_id: int | None = None) -> None:
        pro = professional_id or random.choice(seed()["professionals"])[0]
        self.call("GET", f"{API}/profiles/{pro}", "visit: profile")
        self.call("GET", f"{API}/profiles/{pro}/reviews", "visit: reviews")
        day = random.choice(seed()["days"])
        self.call("GET", f"{API}/professionals/{pro}/slots", "visit: day", params={"date": day})

    @task(1)
    def event(self) -> None:
        self.call("GET", f"{API}/events/search", "visit: events")
        event = random.choice(seed()["events"])
        self.call("GET", f"{API}/events/{event['id']}", "visit: event page")


@tag("booking")
class Booker(Api):
    weight = 3

    @task
    def book(self) -> None:
        booking = self.book_day(seed(), *target(seed(), HOT_SHARE))
        if booking and booking["verified"]:
            run.outcome("appointment paid")

    def day_full(self) -> None:
        run.outcome("day full (no free time shown)")

    def booked(self, booking: dict) -> None:
        run.booking("appointment")


@tag("closed")
class ClosedBooker(Api):
    """Open a day and book, with no pause and no payment, again at once. A closed loop, so N
    of them measure the server's pace, not the users' (`make loadtest-closed`)."""

    wait_time = constant(0)

    @task
    def book(self) -> None:
        self.book_day(seed(), *target(seed(), HOT_SHARE), pay=False)

    def day_full(self) -> None:
        run.outcome("day full (no free time shown)")

    def booked(self, booking: dict) -> None:
        run.booking("appointment")


@tag("deciding")
class Professional(Api):
    weight = 1
    wait_time = between(0.5, 2.0)

    @task
    def decide(self) -> None:
        data = seed()
        # The busy days' free-later professionals have the most requests waiting.
        hot = [h["professional_id"] for h in data["hot"] if not h["pay_first"]]
        pros = {pro[0]: pro for pro in data["professionals"]}
        pro_id = random.choice(hot) if hot and random.random() < 0.6 else random.choice(list(pros))
        token = pros[pro_id][1]
        listed = self.call("GET", f"{API}/appointments/received", "decide: list", token=token)
        pending = [a for a in (listed or {}).get("items", []) if a["status"] == "pending"]
        if not pending:
            run.outcome("nothing to decide")
            return
        chosen = random.choice(pending)["id"]
        if random.random() < 0.7:
            step, body = "accept", None
        else:
            step, body = "reject", {"reason": "Please book another day and time"}
        if self.call(
            "POST", f"{API}/appointments/{chosen}/{step}", f"decide: {step}", token=token, json=body
        ):
            run.outcome(f"{step}ed")


@tag("events")
class EventBooker(Api):
    weight = 1

    @task
    def race(self) -> None:
        client_id, token = random.choice(seed()["clients"])
        event = random.choice(seed()["events"])
        self.call("GET", f"{API}/events/{event['id']}", "event: page")
        booking = self.call(
            "POST", f"{API}/events/{event['id']}/bookings", "event: book", token=token,
            json={"name": f"Client {client_id}", "email": f"c{client_id}@example.in"},
            expect=(201,),
        )  # fmt: skip
        if booking is None:
            return
        run.booking("seat")
        if booking["status"] == "awaiting_payment":
            order = self.call(
                "POST", f"{API}/events/bookings/{booking['id']}/order", "event: order",
                token=token,
            )  # fmt: skip
            if order is not None and self.pay(order, token, "event pay"):
                run.outcome("seat paid")


_waitlister_numbers = itertools.count()


@tag("waitlist")
class Waitlister(Api):
    """A client in the line for a seat of one of the seeded sold-out events, as the web app
    waits: signed in on their socket, told of an offer by its notification (or, should that
    frame be lost, by a look at their places every LOOK_EVERY seconds of silence), they read
    it (THINK), then take it (book; pay a paid one through the sandbox) or decline it
    (DECLINE_SHARE), and join the line of the next of those events they have no seat at
    (booking instead when its page shows a seat left: one the SeatFreer freed just as the
    last one waiting was offered another)."""

    wait_time = constant(0)

    def on_start(self) -> None:
        self.number = next(_waitlister_numbers)
        waitlist = seed()["waitlist"]
        # The clients after the seats' holders, one each (so no one is in a line twice).
        clients = seed()["clients"][waitlist["first_client"] :]
        self.client_id, self.token = clients[self.number % len(clients)]
        # The lines in turn, from this user's own: the users spread evenly over them.
        first = self.number % len(waitlist["events"])
        self.lines = waitlist["events"][first:] + waitlist["events"][:first]
        self.seated: set[int] = set()
        self.waiter = None  # the place in line (WaitOut's id) while in one
        self.heard = time.monotonic()
        self.ws = None
        self.open("waitlist: connect+auth")

    def open(self, step: str) -> bool:
        """The socket, signed in as the web app signs it in (an auth frame with the session's
        token: the user's own topic, where notifications come), as the step `step`."""
        source = loopback(self.number // SOCKETS_PER_ADDRESS, WAITLIST_NETWORK)
        started = time.perf_counter()
        try:
            self.ws = connect(self.host, source, CONNECT_TIMEOUT)
            self.ws.send(json.dumps({"type": "auth", "token": self.token}))
            while (frame := json.loads(receive(self.ws)))["type"] != "auth.ok":
                if frame["type"] == "error":
                    raise ConnectionError(f"auth refused: {frame['data']['message']}")
        except SOCKET_ERRORS as error:
            fire(self, step, started, error)
            self.close()
            return False
        fire(self, step, started, None)
        self.ws.settimeout(1.0)  # short, so the user notices the end of the run
        return True

    @task
    def wait(self) -> None:
        if self.waiter is None and not self.join():
            return
        if self.ws is None:  # as the web app after a drop: reconnect, refetch
            time.sleep(1)
            if self.open("waitlist: reconnect"):
                self.look("by a look after a reconnect")
            return
        try:
            frame = json.loads(receive(self.ws))
        except websocket.WebSocketTimeoutException:
            if time.monotonic() - self.heard > LOOK_EVERY:
                self.look("by a look (no notification heard)")
            return
        except SOCKET_ERRORS as error:
            run.outcome(f"waitlist socket ended: {error}")
            self.close()
            return
        if frame["type"] == "notification.created" and frame["data"]["kind"] == "offer":
            made = datetime.fromisoformat(frame["data"]["created_at"]).timestamp()
            run.offer_told((time.time() - made) * 1000)
            self.look("by its notification")

    def join(self) -> bool:
        """Into the line of the next event in turn with no seat of ours, from its page as the
        web app joins: a page that shows a seat left (freed with nobody waiting for it) books
        it instead. Whether we are in the line."""
        line = next((event for event in self.lines if event["id"] not in self.seated), None)
        if line is None:
            run.outcome("waitlist: a seat at every sold-out event")
            time.sleep(5)
            return False
        self.lines.remove(line)
        self.lines.append(line)
        page = self.call("GET", f"{API}/events/{line['id']}", "waitlist: event page")
        if page is None:
            time.sleep(1)
            return False
        if page["left"]:
            self.take(line, offered=False)
            return False
        joined = self.call(
            "POST", f"{API}/events/{line['id']}/waitlist", "waitlist: join", token=self.token,
            json=self.contact(), expect=(201,),
        )  # fmt: skip
        if joined is None:
            time.sleep(1)
            return False
        self.waiter = joined["id"]
        self.heard = time.monotonic()
        return True

    def look(self, how: str) -> None:
        """The caller's places (GET /events/waitlist), and the offer among them answered."""
        self.heard = time.monotonic()
        waits = self.call("GET", f"{API}/events/waitlist", "waitlist: my places", token=self.token)
        if waits is None:
            return
        mine = next((wait for wait in waits if wait["id"] == self.waiter), None)
        if mine is None:
            run.outcome("waitlist: no longer in the line")
            self.waiter = None
        elif mine["status"] == "offered":
            run.outcome(f"offer seen {how}")
            self.answer(mine)

    def answer(self, wait: dict) -> None:
        time.sleep(random.uniform(*THINK))
        self.waiter = None  # whatever happens next, the next line
        choice = random.random()
        if choice < DECLINE_SHARE / 2:
            if self.call(
                "DELETE", f"{API}/events/waitlist/{wait['id']}", "waitlist: decline (leave)",
                token=self.token, expect=(204,),
            ) is not None:  # fmt: skip
                run.outcome("offer declined")
        elif choice < DECLINE_SHARE:
            if self.call(
                "DELETE", f"{API}/events/bookings/{wait['offer_booking_id']}/hold",
                "waitlist: decline (give back)", token=self.token,
            ) is not None:  # fmt: skip
                run.outcome("offer declined")
        else:
            self.take(wait["event"], offered=True)

    def take(self, event: dict, *, offered: bool) -> None:
        """Book the seat offered (or, not offered, one left free): a free event's is confirmed
        at once; a paid one's is held (an offer's until the offer's time), and paid as any
        hold, or (GIVE_BACK_SHARE of them) given back unpaid."""
        what = "offer" if offered else "seat left free"
        booking = self.call(
            "POST", f"{API}/events/{event['id']}/bookings",
            "waitlist: take" if offered else "waitlist: book (a seat left free)",
            token=self.token, json=self.contact(), expect=(201,),
        )  # fmt: skip
        if booking is None:
            return
        run.booking("seat offered" if offered else "seat")
        if booking["status"] == "confirmed":
            self.seated.add(event["id"])
            run.outcome(f"{what} taken (free event)")
            return
        if random.random() < GIVE_BACK_SHARE:
            if self.call(
                "DELETE", f"{API}/events/bookings/{booking['id']}/hold",
                "waitlist: give back unpaid", token=self.token,
            ) is not None:  # fmt: skip
                run.outcome(f"{what} taken, then given back unpaid")
            return
        order = self.call(
            "POST", f"{API}/events/bookings/{booking['id']}/order", "waitlist: order",
            token=self.token,
        )  # fmt: skip
        if order is not None and self.pay(order, self.token, "waitlist pay"):
            self.seated.add(event["id"])
            run.outcome(f"{what} taken and paid")

    def contact(self) -> dict:
        return {"name": f"Client {self.client_id}", "email": f"c{self.client_id}@example.in"}

    def close(self) -> None:
        if self.ws is not None:
            with contextlib.suppress(websocket.WebSocketException, OSError):
                self.ws.close(timeout=0.5)
            self.ws = None

    def on_stop(self) -> None:
        self.close()


@tag("waitlist")
class SeatFreer(Api):
    """One seat of the seeded sold-out events freed every FREE_EVERY seconds, the events in
    turn, each only while someone waits in its line (its host's view of the line says so: a
    seat freed with nobody waiting would let the next one book it straight away): a paid
    event's seeded hold given back by its holder, or, for a free event (and a paid one whose
    holds are all given back), one seat more from its host. Each frees a seat the product
    offers at once to the first one waiting."""

    fixed_count = 1
    wait_time = constant(FREE_EVERY)

    def on_start(self) -> None:
        events = seed()["waitlist"]["events"]
        self.turn = itertools.cycle(events)
        self.holds = {event["id"]: list(event["holds"]) for event in events}

    @task
    def free(self) -> None:
        event = next(self.turn)
        host = event["host_token"]
        line = self.call(
            "GET", f"{API}/events/{event['id']}/waitlist", "free seat: the line", token=host
        )
        if line is None or not any(waiter["status"] == "waiting" for waiter in line):
            run.outcome("free seat: nobody waiting yet")
            return
        if self.holds[event["id"]]:
            booking_id, holder = self.holds[event["id"]].pop()
            if self.call(
                "DELETE", f"{API}/events/bookings/{booking_id}/hold",
                "free seat: hold given back", token=holder,
            ) is not None:  # fmt: skip
                run.outcome("seat freed: a hold given back")
            return
        shown = self.call(
            "GET", f"{API}/events/{event['id']}/details", "free seat: event", token=host
        )
        if shown is None:
            return
        fields = ("title", "short_description", "description", "response", "date", "start",
                  "end", "type", "price")  # fmt: skip
        draft = {name: shown[name] for name in fields} | {"seats": shown["seats"] + 1}
        if self.call(
            "PUT", f"{API}/events/{event['id']}", "free seat: one more", token=host, json=draft
        ) is not None:  # fmt: skip
            run.outcome("seat freed: one more seat")


_watcher_numbers = itertools.count()


@tag("sockets")
class Watcher(User):
    """One browser tab's socket on the busy pages: anonymous (public topics need no sign-in),
    subscribed as the web app subscribes, then only listening."""

    weight = 2
    # LOADTEST_WATCHERS: exactly this many sockets, whatever -u says of the other classes.
    fixed_count = int(os.environ.get("LOADTEST_WATCHERS", "0"))
    wait_time = constant(0)

    def on_start(self) -> None:
        self.number = next(_watcher_numbers)
        self.ws = None
        topics = busy_topics(seed())
        if TOPICS_PER_WATCHER:
            topics = random.sample(topics, min(TOPICS_PER_WATCHER, len(topics)))
        self.topics = topics[:MAX_TOPICS]
        self.open("ws: connect+subscribe", Exception)  # any failure is this step's error

    def open(self, step: str, errors) -> None:
        """Connect and subscribe as the step `step`, timed; on one of `errors` the step fails,
        the socket is closed and the error raised again."""
        source = loopback(self.number // SOCKETS_PER_ADDRESS)
        started = time.perf_counter()
        try:
            self.ws = connect(self.host, source, CONNECT_TIMEOUT)
            self.subscribe()
        except errors as error:
            fire(self, step, started, error)
            self.close()
            raise
        fire(self, step, started, None)

    def subscribe(self) -> None:
        """Subscribe as the web app does, and wait for every topic's answer."""
        for topic in self.topics:
            self.ws.send(json.dumps({"type": "subscribe", "topic": topic}))
        waiting = set(self.topics)
        while waiting:
            frame = json.loads(receive(self.ws))
            if frame["type"] == "subscribed":
                waiting.discard(frame["topic"])
                run.subscribed(self.number, frame["topic"], time.time())
            elif frame["type"] == "error":
                raise ConnectionError(f"subscribe refused: {frame['data']['message']}")
            else:
                run.frame(self.number, frame, time.time())
        # From now on only listening: a short timeout lets the user notice the end of the run.
        self.ws.settimeout(1.0)

    @task
    def listen(self) -> None:
        if self.ws is None:
            self.reconnect()
            return
        try:
            text = receive(self.ws)
        except websocket.WebSocketTimeoutException:
            return
        except SOCKET_ERRORS as error:
            run.outcome(f"socket ended: {error}")
            self.close()
            return
        run.frame(self.number, json.loads(text), time.time())

    def reconnect(self) -> None:
        """As the web app does after a drop (it refetches over REST too), after a pause."""
        time.sleep(1)
        with contextlib.suppress(*SOCKET_ERRORS):
            self.open("ws: reconnect", SOCKET_ERRORS)

    def close(self) -> None:
        if self.ws is not None:
            run.closed(self.number, time.time())
            with contextlib.suppress(websocket.WebSocketException, OSError):
                self.ws.close(timeout=0.5)
            self.ws = None

    def on_stop(self) -> None:
        self.close()


@events.request.add_listener
def _count(name, response=None, exception=None, **kwargs) -> None:
    status = getattr(response, "status_code", None)
    if exception is not None or (status is not None and status >= 400 and status != 409):
        run.error(name, status, exception)


class AsyncWatchers:
    """LOADTEST_ASYNC_WATCHERS sockets held by watchers.py, one asyncio process beside Locust's
    users: cheap readers, so the load generator is not what loses frames. What they note goes
    into the run as if Locust's watchers had noted it."""

    count = int(os.environ.get("LOADTEST_ASYNC_WATCHERS", "0"))

    def __init__(self) -> None:
        self.process = None

    def start(self, host: str, out: Path) -> None:
        if not self.count:
            return
        self.out = out / "watchers.json"
        self.out.unlink(missing_ok=True)
        self.process = subprocess.Popen([  # noqa: S603 (our own interpreter and script)
            sys.executable, str(ROOT / "loadtests" / "watchers.py"), "--url", host,
            "--seed", str(seed_path()), "--count", str(self.count),
            "--topics", str(TOPICS_PER_WATCHER), "--out", str(self.out),
        ])  # fmt: skip

    def stop(self) -> None:
        if self.process is None:
            return
        self.process.terminate()
        self.process.wait(timeout=120)
        noted = json.loads(self.out.read_text())
        for watcher, topics in noted["subscriptions"].items():
            for topic, at in topics.items():
                run.subscribed(int(watcher), topic, at)
        for watcher, at in noted["closes"].items():
            run.closed(int(watcher), at)
        for watcher, topic, at in noted["frames"]:
            run.frame(watcher, {"type": "frame", "topic": topic}, at)
        run.generator_cpu_s = noted["cpu_s"]
        for why, count in noted["ended"].items():
            run.outcomes[f"async watcher socket ended: {why}"] += count


async_watchers = AsyncWatchers()


@events.test_start.add_listener
def _started(environment, **kwargs) -> None:
    run.start()
    out = Path(os.environ.get("LOADTEST_OUT", ROOT / "loadtests" / "out"))
    async_watchers.start(environment.host, out)


@events.test_stop.add_listener
def _stopped(environment, **kwargs) -> None:
    run.stop()
    async_watchers.stop()


@events.quitting.add_listener
def _report(environment, **kwargs) -> None:
    out = Path(os.environ.get("LOADTEST_OUT", ROOT / "loadtests" / "out"))
    try:
        verdict = report.write(run, environment.stats, out=out, seed=seed())
    except Exception:
        # No report (the database unreachable, say) is no verdict: the run must not pass.
        logging.exception("the report could not be made")
        environment.process_exit_code = 2
        return
    environment.process_exit_code = 0 if verdict else 1
