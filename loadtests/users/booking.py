"""The HTTP users of the booking path (locustfile.py runs them; tag in brackets): Visitor
[visitors] reads as anyone browsing does, Booker [booking] books and pays, ClosedBooker [closed]
books with no pause and no payment, Professional [deciding] answers the requests, EventBooker
[events] races for the events' seats. Booking and paying are book_and_pay.py's."""

import os
import random

from locust import between, constant, tag, task

from loadtests import book_and_pay
from loadtests.book_and_pay import API, target
from loadtests.users.users import Api, run, seed

# The share of bookings aimed at the busy days (the rest spread over every professional).
HOT_SHARE = float(os.environ.get("LOADTEST_HOT_SHARE", book_and_pay.HOT_SHARE))


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


class NotesAppointments:
    """What a booker of appointments notes of `book_day` (book_and_pay.py's hooks)."""

    def day_full(self, pro: int, day: str) -> None:
        run.outcome("day full (no free time shown)")

    def booked(self, booking: dict) -> None:
        run.booking("appointment")


@tag("booking")
class Booker(NotesAppointments, Api):
    weight = 3

    @task
    def book(self) -> None:
        booking = self.book_day(seed(), *target(seed(), HOT_SHARE))
        if booking and booking["verified"]:
            run.outcome("appointment paid")


@tag("closed")
class ClosedBooker(NotesAppointments, Api):
    """Open a day and book, with no pause and no payment, again at once. A closed loop, so N
    of them measure the server's pace at booking, not the users' (`make loadtest-closed`).
    A day found full is not aimed at again: otherwise, once the busy days fill (in seconds),
    most of the loop's calls reopen full days, and the pace measured is that of reading cached
    pages, not of booking as pgbench's limit does (loadtests/README.md, "Sixteenth pass")."""

    wait_time = constant(0)

    def on_start(self) -> None:
        self.full: set[tuple[int, str]] = set()

    @task
    def book(self) -> None:
        self.book_day(seed(), *target(seed(), HOT_SHARE, self.full), pay=False)

    def day_full(self, pro: int, day: str) -> None:
        super().day_full(pro, day)
        self.full.add((pro, day))


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
