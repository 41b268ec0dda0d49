"""The background load of the fault scenarios (faults.py): a few plain threads that keep every
answer with its time, status, message and Retry-After, which the verdicts need and Locust's
statistics do not keep.

- Booker: what locustfile.Booker does, with the same code (book_and_pay.py): a seeded client
  opens a day (70 % a busy day), picks a time with a place left and books it; pay-first: the
  sandbox's order, checkout (Pay) and signed verify, as the web app does.
- Visitor: the home page, the popular lists and a professional's day.
- Watcher: a WebSocket through nginx's /ws/ with the page's Origin, subscribed to every busy
  day's and event's topic, listening; after a drop it reconnects a second later, subscribes
  again and refetches a day over REST, as the web app does.

Run against `make prod` by faults.py; the data comes from seed.py's seed.json."""

import contextlib
import json
import random
import threading
import time

import requests
import websocket

from loadtests.book_and_pay import API, BookAndPay, target
from loadtests.sockets import MAX_TOPICS, busy_topics, connect, loopback, receive

# Seconds to connect, then to wait for an answer (nginx itself gives up after 60).
TIMEOUT = (5, 30)
# Watchers bind their own loopback addresses (loadtests/sockets.py), away from the Locust runs'
# (127.0.x.2...): 127.0.250.2, 127.0.250.3...
WATCHERS_PER_ADDRESS = 5
WATCHER_NETWORK = 250
# Seconds a socket may take to open and to have its subscriptions answered.
SOCKET_TIMEOUT = 10


class Journal:
    """Everything the load saw, for the verdicts; shared by every thread."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.requests: list[dict] = []
        self.bookings: dict[int, dict] = {}
        self.events: list[tuple[int, float, str, object]] = []
        self.in_flight = 0  # booking and payment writes sent and not yet answered

    def answer(self, record: dict) -> None:
        with self.lock:
            self.requests.append(record)

    def booked(self, appointment_id: int, booking: dict) -> None:
        with self.lock:
            self.bookings[appointment_id] = booking

    def event(self, watcher: int, kind: str, detail=None) -> None:
        with self.lock:
            self.events.append((watcher, time.time(), kind, detail))

    def writing(self, change: int) -> None:
        with self.lock:
            self.in_flight += change


def _message(response: requests.Response) -> tuple[bool, str]:
    """(the body has an error's shape, its words): the API's {"message"}, or the sandbox
    gateway's Razorpay {"error": {"description"}}."""
    try:
        body = response.json()
    except ValueError:
        return False, response.text[:80]
    if isinstance(body, dict) and isinstance(body.get("message"), str):
        return True, body["message"][:80]
    error = body.get("error") if isinstance(body, dict) else None
    if isinstance(error, dict) and isinstance(error.get("description"), str):
        return True, error["description"][:80]
    return False, json.dumps(body)[:80]


class Client(BookAndPay):
    """One thread's HTTP: every call is noted in the journal, every booking made too."""

    def __init__(self, base: str, journal: Journal, *, direct: bool = False) -> None:
        self.base = base.rstrip("/")
        self.journal = journal
        self.http = requests.Session()
        # Straight to one app process, not through nginx (faults.py's worker scenario).
        self.direct = direct
        self.in_flight = 0

    def answer(self, method: str, path: str, step: str, *, token=None, expect=(200,), **kw):
        """(status or None, the JSON body when the status was expected, else None)."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        writes = method != "GET"
        record = {"t": time.time(), "step": step, "method": method, "path": path}
        if self.direct:
            record["direct"] = True
        if writes:
            self.journal.writing(+1)
            self.in_flight += 1
        try:
            response = self.http.request(
                method, self.base + path, headers=headers, timeout=TIMEOUT, **kw
            )
        except requests.RequestException as error:
            record.update(end=time.time(), status=None, error=type(error).__name__)
            self.journal.answer(record)
            return None, None
        finally:
            if writes:
                self.journal.writing(-1)
                self.in_flight -= 1
        record.update(end=time.time(), status=response.status_code, error=None)
        if response.status_code not in expect:
            shaped, message = _message(response)
            record.update(shaped=shaped, message=message)
            record["retry_after"] = response.headers.get("Retry-After")
        self.journal.answer(record)
        if response.status_code not in expect:
            return response.status_code, None
        is_json = response.headers.get("Content-Type", "").startswith("application/json")
        return response.status_code, response.json() if is_json and response.content else {}

    def call(self, method: str, path: str, step: str, **kw):
        return self.answer(method, path, step, **kw)[1]

    def booked(self, booking: dict) -> None:
        self.journal.booked(booking["id"], booking)


class Load:
    """The threads of one scenario: start(), then stop() to end them and wait."""

    def __init__(
        self, base: str, seed: dict, *, bookers: int, watchers: int, visitors: int, direct=()
    ):
        """`direct`: app processes' own addresses, each with a booker of its own that
        bypasses nginx, so that a write is sure to be under way in that process."""
        self.base, self.seed = base, seed
        self.journal = Journal()
        self.stopping = threading.Event()
        self.threads = [threading.Thread(target=self._booker, daemon=True) for _ in range(bookers)]
        self.direct = [Client(url, self.journal, direct=True) for url in direct]
        self.threads += [
            threading.Thread(target=self._booker, args=(client,), daemon=True)
            for client in self.direct
        ]
        self.threads += [
            threading.Thread(target=self._visitor, daemon=True) for _ in range(visitors)
        ]
        self.watchers = [
            Watcher(n, base, seed, self.journal, self.stopping) for n in range(watchers)
        ]
        self.threads += [threading.Thread(target=w.run, daemon=True) for w in self.watchers]

    def start(self) -> "Load":
        for thread in self.threads:
            thread.start()
        return self

    def stop(self) -> None:
        self.stopping.set()
        for thread in self.threads:
            thread.join(timeout=45)

    def _booker(self, client: Client | None = None) -> None:
        client = client or Client(self.base, self.journal)
        while not self.stopping.is_set():
            client.book_day(self.seed, *target(self.seed))
            self.stopping.wait(random.uniform(0.1, 0.4))

    def _visitor(self) -> None:
        client = Client(self.base, self.journal)
        while not self.stopping.is_set():
            client.call("GET", "/", "visit: home page")
            client.call("GET", f"{API}/professionals/popular", "visit: popular")
            client.call("GET", f"{API}/events/popular", "visit: popular events")
            pro = random.choice(self.seed["professionals"])[0]
            day = random.choice(self.seed["days"])
            client.call(
                "GET", f"{API}/professionals/{pro}/slots", "visit: day", params={"date": day}
            )
            self.stopping.wait(random.uniform(0.2, 0.6))


class Watcher:
    """One browser tab's socket on the busy pages (anonymous: public topics)."""

    def __init__(self, number: int, base: str, seed: dict, journal: Journal, stopping) -> None:
        self.number, self.base, self.seed = number, base, seed
        self.journal, self.stopping = journal, stopping
        self.topics = busy_topics(seed)[:MAX_TOPICS]
        self.http = Client(base, journal)

    def run(self) -> None:
        again = False
        source = loopback(self.number // WATCHERS_PER_ADDRESS, WATCHER_NETWORK)
        while not self.stopping.is_set():
            try:
                ws = connect(self.base, source, SOCKET_TIMEOUT)
            except (websocket.WebSocketException, OSError) as error:
                self.journal.event(self.number, "refused", str(error)[:80])
                self.stopping.wait(1)
                continue
            try:
                self._subscribe(ws)
                self.journal.event(self.number, "subscribed")
                if again:
                    self._refetch()
                again = True
                self._listen(ws)
            except (websocket.WebSocketException, OSError, ConnectionError) as error:
                self.journal.event(self.number, "ended", str(error)[:80])
            finally:
                with contextlib.suppress(websocket.WebSocketException, OSError):
                    ws.close(timeout=0.5)
            self.stopping.wait(1)

    def _subscribe(self, ws: websocket.WebSocket) -> None:
        for topic in self.topics:
            ws.send(json.dumps({"type": "subscribe", "topic": topic}))
        waiting = set(self.topics)
        while waiting:
            frame = self._receive(ws)
            if frame.get("type") == "subscribed":
                waiting.discard(frame.get("topic"))
            elif frame.get("type") == "error":
                raise ConnectionError(f"subscribe refused: {frame.get('data')}")
            else:
                self._frame(frame)

    def _refetch(self) -> None:
        """What the web app does after a reconnect: what it shows, again over REST."""
        hot = self.seed["hot"][self.number % len(self.seed["hot"])]
        status, _ = self.http.answer(
            "GET", f"{API}/professionals/{hot['professional_id']}/slots", "ws: refetch",
            params={"date": hot["date"]},
        )  # fmt: skip
        self.journal.event(self.number, "refetched", status)

    def _listen(self, ws: websocket.WebSocket) -> None:
        ws.settimeout(1.0)
        while not self.stopping.is_set():
            try:
                self._frame(self._receive(ws))
            except websocket.WebSocketTimeoutException:
                continue

    def _receive(self, ws: websocket.WebSocket) -> dict:
        return json.loads(receive(ws, lambda code: self.journal.event(self.number, "closed", code)))

    def _frame(self, frame: dict) -> None:
        if frame.get("topic") and frame.get("type") not in ("subscribed", "unsubscribed"):
            self.journal.event(self.number, "frame", frame["topic"])
