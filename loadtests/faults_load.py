"""The background load of the fault scenarios (faults.py): a few plain threads that keep every
answer with its time, status, message and Retry-After, which the verdicts need and Locust's
statistics do not keep.

- Booker: what locustfile.Booker does, through the same calls: a seeded client opens a day
  (70 % a busy day), picks a time with a place left and books it; pay-first: the sandbox's
  order, checkout (Pay) and signed verify, as the web app does.
- Visitor: the home page, the popular lists and a professional's day.
- Watcher: a WebSocket through nginx's /ws/ with the page's Origin, subscribed to every busy
  day's and event's topic, listening; after a drop it reconnects a second later, subscribes
  again and refetches a day over REST, as the web app does.

Run against `make prod` by faults.py; the data comes from seed.py's seed.json."""

import contextlib
import json
import random
import socket
import threading
import time
from urllib.parse import urlsplit

import requests
import websocket

API = "/api/v1"
SANDBOX = "/sandbox/razorpay"
# Seconds to connect, then to wait for an answer (nginx itself gives up after 60).
TIMEOUT = (5, 30)
HOT_SHARE = 0.7
# Watchers bind their own loopback addresses, away from the Locust runs' (127.0.x.2...).
WATCHERS_PER_ADDRESS = 5
WATCHER_NETWORK = "127.0.250"
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


class Client:
    """One thread's HTTP: every call is noted in the journal."""

    def __init__(self, base: str, journal: Journal, *, direct: bool = False) -> None:
        self.base = base.rstrip("/")
        self.journal = journal
        self.http = requests.Session()
        # Straight to one app process, not through nginx (faults.py's worker scenario).
        self.direct = direct
        self.in_flight = 0

    def call(self, method: str, path: str, step: str, *, token=None, expect=(200,), **kw):
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


def target(seed: dict) -> tuple[int, str, int]:
    """(professional, date, plan): a busy day mostly, any professional's day otherwise."""
    if seed["hot"] and random.random() < HOT_SHARE:
        hot = random.choice(seed["hot"])
        return hot["professional_id"], hot["date"], hot["plan_id"]
    pro = random.choice(seed["professionals"])
    return pro[0], random.choice(seed["days"]), pro[2]


def book(client: Client, seed: dict, pro: int, day: str, plan: int, *, pay=True) -> int | None:
    """Open the day, book a free time and, pay-first, pay for it; the appointment's id."""
    client_id, token = random.choice(seed["clients"])
    status, slots = client.call(
        "GET", f"{API}/professionals/{pro}/slots", "book: open day", params={"date": day}
    )
    free = [slot for slot in (slots or {}).get("windows", []) if slot["left"] > 0]
    if not free:
        return None
    slot = random.choice(free)
    draft = {
        "professional_id": pro, "window_id": slot["window_id"], "date": day, "plan_id": plan,
        "name": f"Client {client_id}", "email": f"c{client_id}@example.in",
    }  # fmt: skip
    sent = time.time()
    status, booked = client.call(
        "POST", f"{API}/appointments", "book: create", token=token, json=draft, expect=(201,)
    )
    if booked is None:
        return None
    booking = {
        "client": client_id, "professional": pro, "window": slot["window_id"], "day": day,
        "status": booked["status"], "sent": sent, "answered": time.time(), "verified": False,
    }  # fmt: skip
    client.journal.booked(booked["id"], booking)
    if pay and booked["status"] == "awaiting_payment":
        booking["verified"] = _pay(client, token, booked["id"])
    return booked["id"]


def _pay(client: Client, token: str, appointment_id: int) -> bool:
    status, order = client.call(
        "POST", f"{API}/payments/orders", "pay: order", token=token,
        json={"appointment_id": appointment_id},
    )  # fmt: skip
    if order is None:
        return False
    status, paid = client.call(
        "POST", f"{SANDBOX}/checkout/pay", "pay: checkout (sandbox)",
        json={"key": order["key_id"], "order_id": order["order_id"]},
    )  # fmt: skip
    if paid is None:
        return False
    status, verified = client.call(
        "POST", f"{API}/payments/verify", "pay: verify", token=token, json=paid
    )
    return verified is not None


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
            book(client, self.seed, *target(self.seed))
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
        self.topics = ([h["topic"] for h in seed["hot"]] + [e["topic"] for e in seed["events"]])[
            :50
        ]
        self.http = Client(base, journal)

    def run(self) -> None:
        again = False
        while not self.stopping.is_set():
            try:
                ws = self._connect()
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

    def _connect(self) -> websocket.WebSocket:
        url = urlsplit(self.base)
        port = url.port or 80
        source = None
        if url.hostname in ("127.0.0.1", "localhost"):
            source = (f"{WATCHER_NETWORK}.{2 + self.number // WATCHERS_PER_ADDRESS}", 0)
        raw = socket.create_connection(
            (url.hostname, port), timeout=SOCKET_TIMEOUT, source_address=source
        )
        ws = websocket.WebSocket()
        ws.connect(f"ws://{url.netloc}/ws/", socket=raw, origin=f"{url.scheme}://{url.netloc}")
        ws.settimeout(SOCKET_TIMEOUT)
        return ws

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
        status, _ = self.http.call(
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
        opcode, data = ws.recv_data()
        if opcode == websocket.ABNF.OPCODE_CLOSE:
            code = int.from_bytes(data[:2], "big") if len(data) >= 2 else None
            self.journal.event(self.number, "closed", code)
            raise ConnectionError(f"closed by the server ({code})")
        return json.loads(data)

    def _frame(self, frame: dict) -> None:
        if frame.get("topic") and frame.get("type") not in ("subscribed", "unsubscribed"):
            self.journal.event(self.number, "frame", frame["topic"])
