"""The waitlist's users (locustfile.py runs them, tag [waitlist], only when named: `make
loadtest-waitlist`): many Waitlisters in the lines of a few sold-out events, told of an offer
on their signed-in socket, taking it (paying a paid one) or declining it, while one SeatFreer
frees those events' seats one at a time."""

import contextlib
import itertools
import json
import os
import random
import time
from datetime import datetime

import websocket
from locust import constant, tag, task

from loadtests.book_and_pay import API
from loadtests.sockets import connect, loopback, receive
from loadtests.users.users import (
    CONNECT_TIMEOUT,
    SOCKET_ERRORS,
    SOCKETS_PER_ADDRESS,
    Api,
    fire,
    run,
    seed,
)

# Waitlisters bind 127.0.50.2, 127.0.50.3... (loadtests/sockets.py), away from the watchers'
# (127.0.0.x up), bench/fanout.py's (127.0.100-149.x), watchers.py's (150-249) and the fault
# scenarios' (250).
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
