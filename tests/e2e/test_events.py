"""People find and book events: the public page /e/:id with its seats left live, /bookEvent,
/myEvents and /eventdetails, /eventSearch and the home page's Popular Webinars."""

import datetime
import json
import re
import uuid

import pytest
import redis
from playwright.sync_api import Page, expect

from tests.e2e.flows import api, sign_in
from tests.factories import new_phone
from tests.servers import redis_below

pytestmark = pytest.mark.e2e

RESPONSE_LINK = "https://meet.example/heart-live"


def create_event(host: Page, *, title: str, price: int = 0, seats: int | None = 3) -> dict:
    """An event two days ahead, made through the API as the signed-in demo professional."""
    day = datetime.date.today() + datetime.timedelta(days=2)
    return api(
        host,
        "POST",
        "/events",
        {
            "title": title,
            "short_description": "Habits that keep your heart strong.",
            "description": "<h2>Agenda</h2><p>Diet and <strong>exercise</strong>.</p>",
            "response": f'<p>Join at <a href="{RESPONSE_LINK}">{RESPONSE_LINK}</a></p>',
            "date": day.isoformat(),
            "start": "10:00",
            "end": "11:00",
            "seats": seats,
            "type": "Online",
            "price": price,
        },
    )


def seats_left(page: Page):
    return page.get_by_test_id("seats-left")


def test_a_free_event_is_booked_and_its_seats_left_change_live(new_page, e2e_outbox):
    host = new_page()
    sign_in(host, e2e_outbox, "9000000041")
    title = f"Heart Health Live {uuid.uuid4().hex[:6]}"
    event = create_event(host, title=title)

    # A visitor without a session watches the public page.
    watcher = new_page()
    watcher.goto(f"/e/{event['id']}")
    expect(watcher.get_by_role("heading", level=1, name=title)).to_be_visible()
    expect(watcher.get_by_text("Free", exact=True)).to_be_visible()
    expect(watcher.get_by_role("heading", name="Agenda")).to_be_visible()
    expect(seats_left(watcher)).to_have_text("(3 left)")
    expect(watcher).to_have_title(title)
    # Without a session, Book Event leads to sign-in.
    watcher.get_by_role("button", name="Book Event").click()
    expect(watcher).to_have_url(re.compile(r"/signup$"))
    watcher.go_back()
    expect(seats_left(watcher)).to_have_text("(3 left)")

    client = new_page()
    sign_in(client, e2e_outbox, new_phone(), first="Rohit", last="Sharma")
    client.goto(f"/e/{event['id']}")
    client.get_by_role("button", name="Book Event").click()
    expect(client).to_have_url(re.compile(rf"/bookEvent\?event={event['id']}$"))
    # The address carries the event: a reload (or the link shared) shows the same page.
    client.reload()
    expect(client.get_by_text(title, exact=True)).to_be_visible()
    expect(client.get_by_label("Full Name")).to_have_value("Rohit Sharma")
    expect(client.get_by_label("Phone")).not_to_have_value("")
    expect(client.get_by_label("Phone")).to_have_attribute("readonly", "")
    client.get_by_label("Email").fill("rohit@example.in")
    client.get_by_role("button", name="Book Event").click()
    expect(client.get_by_text("Event Booking Succesfull!")).to_be_visible()
    expect(client).to_have_url(re.compile(r"/myEvents$"))

    # The open public page counts the seat without a reload.
    expect(seats_left(watcher)).to_have_text("(2 left)")

    # /myEvents lists it; Event Details shows the response with its link.
    card = client.get_by_role("article", name=title)
    expect(card).to_be_visible()
    card.get_by_role("button", name="Event Details").click()
    expect(client).to_have_url(re.compile(r"/eventdetails$"))
    link = client.get_by_role("link", name=RESPONSE_LINK)
    expect(link).to_have_attribute("href", RESPONSE_LINK)
    expect(link).to_have_attribute("target", "_blank")
    expect(client.get_by_role("heading", level=1, name=title)).to_be_visible()

    # Booking again is refused with the server's words.
    client.goto(f"/e/{event['id']}")
    client.get_by_role("button", name="Book Event").click()
    # The e-mail typed last is prefilled (waited for: typing while it lands would mix the two).
    expect(client.get_by_label("Email")).to_have_value("rohit@example.in")
    client.get_by_role("button", name="Book Event").click()
    expect(client.get_by_text("You have already booked this event.")).to_be_visible()
    expect(client).to_have_url(re.compile(r"/bookEvent\?event=\d+$"))

    # The home page's Popular Webinars shows it, and "See More" lists every upcoming webinar.
    client.goto("/")
    webinars = client.get_by_role("region", name="Popular Webinars")
    webinars.scroll_into_view_if_needed()  # it loads as the visitor scrolls near it
    expect(webinars.get_by_role("link", name=title)).to_be_visible()
    webinars.get_by_role("link", name="See More").click()
    expect(client).to_have_url(re.compile(r"/eventSearch$"))
    expect(client.get_by_role("article", name=title)).to_be_visible()

    # The header's search finds it among webinars; its card opens /viewEvent with Book Event.
    client.goto("/")
    client.get_by_role("button", name="Search").click()
    client.get_by_placeholder("Search Professional").fill(title)
    client.get_by_text(f"Webinar: {title}").click()
    expect(client).to_have_url(re.compile(r"/eventSearch$"))
    found = client.get_by_role("article", name=title)
    expect(found).to_be_visible()
    found.get_by_role("link").first.click()
    expect(client).to_have_url(re.compile(rf"/viewEvent\?event={event['id']}&from=%2F$"))
    expect(client.get_by_role("heading", level=1, name=title)).to_be_visible()
    client.reload()  # the same page again, from its address alone
    expect(client.get_by_role("heading", level=1, name=title)).to_be_visible()
    expect(seats_left(client)).to_have_text("(2 left)")
    expect(client.get_by_role("button", name="Book Event")).to_be_visible()
    client.get_by_role("link", name="Back").click()
    expect(client).to_have_url(re.compile(r"/$"))


def test_a_paid_event_is_paid_through_the_sandbox_checkout(new_page, e2e_outbox):
    host = new_page()
    sign_in(host, e2e_outbox, "9000000042")
    title = f"Paid Masterclass {uuid.uuid4().hex[:6]}"
    event = create_event(host, title=title, price=499, seats=None)

    client = new_page()
    sign_in(client, e2e_outbox, new_phone(), first="Anjali", last="Menon")
    client.goto(f"/e/{event['id']}")
    expect(client.get_by_text("₹499")).to_be_visible()
    expect(client.get_by_text("Unlimited")).to_be_visible()
    client.get_by_role("button", name="Book Event").click()
    client.get_by_label("Email").fill("anjali@example.in")

    # Dismissing the checkout keeps the seat held: the button now reads Pay Now.
    client.get_by_role("button", name="Book Event").click()
    sandbox = client.get_by_role("dialog", name="Razorpay sandbox")
    expect(sandbox).to_be_visible()
    sandbox.get_by_role("button", name="Dismiss").click()
    expect(client.get_by_text("Transaction was cancelled.!")).to_be_visible()
    client.get_by_role("button", name="Pay Now").click()
    client.get_by_role("dialog", name="Razorpay sandbox").get_by_role("button", name="Pay").click()
    expect(client.get_by_text("Event Booking Succesfull!")).to_be_visible()
    expect(client).to_have_url(re.compile(r"/myEvents$"))
    expect(client.get_by_role("article", name=title)).to_be_visible()

    booked = api(client, "GET", "/events/booked")["items"]
    assert [(b["event"]["id"], b["status"], b["price"]) for b in booked][:1] == [
        (event["id"], "confirmed", 499)
    ]


def test_a_frame_dropped_on_the_server_is_sent_again_and_the_page_corrects_itself(
    new_page, e2e_outbox
):
    host = new_page()
    sign_in(host, e2e_outbox, "9000000043")
    event = create_event(host, title=f"Sleep Well {uuid.uuid4().hex[:6]}", seats=5)
    topic = f"event:{event['id']}"

    watcher = new_page()
    heard, asked = [], []
    watcher.on("websocket", lambda ws: (
        ws.on("framereceived", lambda text: heard.append(json.loads(text))),
        ws.on("framesent", lambda text: asked.append(json.loads(text))),
    ))  # fmt: skip
    watcher.goto(f"/e/{event['id']}")
    expect(seats_left(watcher)).to_have_text("(5 left)")
    for _ in range(50):  # the page is in the topic before anything happens
        if any(frame["type"] == "subscribed" and frame["topic"] == topic for frame in heard):
            break
        watcher.wait_for_timeout(100)

    # The server drops the next frame of the topic: numbered and kept, never sent.
    redis.Redis.from_url(redis_below(1)).set(f"marketplace:drop:{topic}", 1)
    bookers = [new_page(), new_page()]
    for booker, name in zip(bookers, ("Rohit", "Anjali"), strict=True):
        sign_in(booker, e2e_outbox, new_phone(), first=name, last="Rao")
    api(bookers[0], "POST", f"/events/{event['id']}/bookings",
        {"name": "Rohit Rao", "email": "rohit@example.in"})  # fmt: skip
    watcher.wait_for_timeout(1000)
    expect(seats_left(watcher)).to_have_text("(5 left)")  # nothing came: the page is behind

    # The next frame shows a gap: the page asks for what it missed and is sent both.
    api(bookers[1], "POST", f"/events/{event['id']}/bookings",
        {"name": "Anjali Rao", "email": "anjali@example.in"})  # fmt: skip
    expect(seats_left(watcher)).to_have_text("(3 left)")
    numbered = [frame["seq"] for frame in heard if frame.get("topic") == topic and "seq" in frame]
    dropped = numbered[-1] - 1
    assert numbered[-3:] == [dropped + 1, dropped, dropped + 1]  # the gap, then the two again
    assert {"type": "subscribe", "topic": topic, "since": dropped - 1} in asked


def test_a_sold_out_webinar_offers_its_freed_seat_to_the_first_in_line_live(new_page, e2e_outbox):
    host = new_page()
    sign_in(host, e2e_outbox, "9000000059")
    title = f"Full House {uuid.uuid4().hex[:6]}"
    event = create_event(host, title=title, price=499, seats=1)

    # Meera holds the only seat: its countdown shows while she pays.
    holder = new_page()
    sign_in(holder, e2e_outbox, new_phone(), first="Meera", last="Iyer")
    holder.goto(f"/e/{event['id']}")
    holder.get_by_role("button", name="Book Event").click()
    holder.get_by_label("Email").fill("meera@example.in")
    holder.get_by_role("button", name="Book Event").click()
    sandbox = holder.get_by_role("dialog", name="Razorpay sandbox")
    sandbox.get_by_role("button", name="Dismiss").click()
    expect(holder.get_by_role("timer")).to_contain_text("This seat is held for you while you pay:")
    expect(holder.get_by_role("button", name="Pay Now")).to_be_visible()

    # Bina finds it sold out and joins the waitlist instead of a dead end.
    waiter = new_page()
    sign_in(waiter, e2e_outbox, new_phone(), first="Bina", last="Das")
    waiter.goto(f"/e/{event['id']}")
    waiter.get_by_role("button", name="Book Event").click()
    expect(waiter).to_have_url(re.compile(r"/bookEvent\?event=\d+$"))
    waiter.get_by_label("Email").fill("bina@example.in")
    waiter.get_by_role("button", name="Join waitlist").click()
    expect(waiter.get_by_text("You are on the waitlist: 1st in line.")).to_be_visible()
    expect(waiter.get_by_test_id("wait-place")).to_have_text("1st in line")

    # The host sees the line on the event's bookings page.
    host.goto("/events")
    host.get_by_role("article", name=title).get_by_role("button", name="Bookings").click()
    waitlist = host.get_by_role("region", name="Waitlist (1)")
    expect(waitlist).to_contain_text("1st Bina Das")

    # Meera gives the seat back: Bina is offered it at once, live on her open page, and the
    # host's page shows the offer without a reload.
    holder.get_by_role("button", name="Give the seat back").click()
    expect(holder.get_by_text("The seat is free for others again.")).to_be_visible()
    expect(waiter.get_by_role("timer")).to_contain_text("A seat is held for you from the waitlist:")
    expect(waiter.get_by_text(re.compile(rf"A seat of {title} is free for you"))).to_be_visible()
    expect(waitlist).to_contain_text("Offered a seat Bina Das")

    # She books it as usual, paying inside the offer's time.
    waiter.get_by_role("button", name="Book Event").click()
    waiter.get_by_role("dialog", name="Razorpay sandbox").get_by_role("button", name="Pay").click()
    expect(waiter.get_by_text("Event Booking Succesfull!")).to_be_visible()
    expect(waiter).to_have_url(re.compile(r"/myEvents$"))
    expect(waiter.get_by_role("article", name=title)).to_be_visible()
    expect(waiter.get_by_role("region", name="Waitlists")).to_have_count(0)
    expect(host.get_by_role("region", name=re.compile(r"^Waitlist"))).to_have_count(0)
    expect(host.get_by_role("heading", name="Bina Das")).to_be_visible()
