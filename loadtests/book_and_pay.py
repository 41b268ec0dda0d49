"""The booking path as the web app walks it, in one copy for every load that books: Locust's
users (locustfile.py) and the fault scenarios' threads (faults/load.py).

A seeded client opens a professional's day, picks a time with a place left and books it. A
pay-first professional's booking is a hold, paid as checkout.js and the web app pay it: the
order, the sandbox gateway's Pay (Razorpay's servers in production) and the signed verify.

Each load sends the calls its own way (`call`: Locust's client, or requests with a journal)
and notes what it keeps of them (`day_full`, `booked`); the steps are named alike in both
("book: open day", "book: create", "pay: order", "pay: checkout (sandbox)", "pay: verify")."""

import random
import time

API = "/api/v1"
SANDBOX = "/sandbox/razorpay"
# The share of bookings aimed at the busy days (the rest spread over every professional).
HOT_SHARE = 0.7


def target(seed: dict, hot_share: float = HOT_SHARE, full=frozenset()) -> tuple[int, str, int]:
    """(professional, date, plan): a busy day mostly, any professional's day otherwise. Never
    one of `full`, the (professional, date) pairs the caller found full, while the busy days or
    the professional drawn have others."""
    hot = [h for h in seed["hot"] if (h["professional_id"], h["date"]) not in full]
    if hot and random.random() < hot_share:
        busy = random.choice(hot)
        return busy["professional_id"], busy["date"], busy["plan_id"]
    pro = random.choice(seed["professionals"])
    days = [day for day in seed["days"] if (pro[0], day) not in full] or seed["days"]
    return pro[0], random.choice(days), pro[2]


class BookAndPay:
    """The calls of booking and paying; a load gives `call` and the notes it keeps."""

    def call(self, method: str, path: str, step: str, *, token=None, expect=(200,), **kwargs):
        """The answer's JSON body when its status is one of `expect`, else None."""
        raise NotImplementedError

    def day_full(self, pro: int, day: str) -> None:
        """The day opened (the professional's `pro`, the date `day`) showed no time with a
        place left."""

    def booked(self, booking: dict) -> None:
        """An appointment was made (`book_day`'s booking, before it is paid for)."""

    def book_day(self, seed: dict, pro: int, day: str, plan: int, *, pay=True) -> dict | None:
        """Open the day, book a free time for a seeded client and, pay-first, pay for it. The
        booking: its id, client, professional, window, day and status as answered, when it
        was sent and answered, and whether its payment was verified; None when none was made."""
        client_id, token = random.choice(seed["clients"])
        slots = self.call(
            "GET", f"{API}/professionals/{pro}/slots", "book: open day", params={"date": day}
        )
        if slots is None:
            return None
        free = [slot for slot in slots.get("windows", []) if slot["left"] > 0]
        if not free:
            self.day_full(pro, day)
            return None
        slot = random.choice(free)
        draft = {
            "professional_id": pro, "window_id": slot["window_id"], "date": day, "plan_id": plan,
            "name": f"Client {client_id}", "email": f"c{client_id}@example.in",
        }  # fmt: skip
        sent = time.time()
        made = self.call(
            "POST", f"{API}/appointments", "book: create", token=token, json=draft, expect=(201,)
        )
        if made is None:
            return None
        booking = {
            "id": made["id"], "client": client_id, "professional": pro,
            "window": slot["window_id"], "day": day, "status": made["status"], "sent": sent,
            "answered": time.time(), "verified": False,
        }  # fmt: skip
        self.booked(booking)
        if pay and made["status"] == "awaiting_payment":
            booking["verified"] = self.pay_appointment(made["id"], token)
        return booking

    def pay_appointment(self, appointment_id: int, token: str) -> bool:
        order = self.call(
            "POST", f"{API}/payments/orders", "pay: order", token=token,
            json={"appointment_id": appointment_id},
        )  # fmt: skip
        return order is not None and self.pay(order, token, "pay")

    def pay(self, order: dict, token: str, step: str) -> bool:
        """What checkout.js and the web app do with an order: the sandbox's Pay button
        (Razorpay's servers in production), then POST /payments/verify with checkout's signed
        answer. Whether the payment was verified."""
        paid = self.call(
            "POST", f"{SANDBOX}/checkout/pay", f"{step}: checkout (sandbox)",
            json={"key": order["key_id"], "order_id": order["order_id"]},
        )  # fmt: skip
        if paid is None:
            return False
        verified = self.call(
            "POST", f"{API}/payments/verify", f"{step}: verify", token=token, json=paid
        )
        return verified is not None
