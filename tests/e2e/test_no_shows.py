"""A no-show watched live from both sides: after a paid appointment's time, the client reports
on /yourAppoinments that the professional never came; the professional's open /appoinments
shows it at once, they agree, and the client's open page shows the full refund, neither page
reloaded."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.flows import api, server_sql
from tests.e2e.test_appointments import (
    book,
    card,
    expect_not_reloaded,
    professional_and_client,
    stay_marker,
)

pytestmark = pytest.mark.e2e


def test_client_reports_professional_agrees_client_sees_the_refund_live(new_page, e2e_outbox):
    professional_page, professional, client = professional_and_client(
        new_page, e2e_outbox, "9000000033", ("Neha", "Joshi")
    )
    appointment = book(client, professional, name="Neha Joshi")
    api(professional_page, "POST", f"/appointments/{appointment['id']}/accept")
    client.goto("/yourAppoinments")
    watched = card(client, professional["name"])
    expect(watched.get_by_role("button", name="Report a no-show")).to_have_count(0)  # not begun
    watched.get_by_role("button", name="Pay Now").click()
    client.get_by_role("dialog", name="Razorpay sandbox").get_by_role("button", name="Pay").click()
    expect(watched.get_by_text("Paid", exact=True)).to_be_visible()
    # Its time came and went: what no screen can make happen sooner.
    server_sql(
        "UPDATE bookings_appointment SET starts_at = now() - interval '70 minutes', "
        "ends_at = now() - interval '10 minutes' WHERE id = %s",
        (appointment["id"],),
    )

    client.reload()
    professional_page.goto("/appoinments")
    booking = card(professional_page, "Neha Joshi")
    expect(booking.get_by_role("button", name="Report a no-show")).to_be_visible()
    stay_marker(client)
    stay_marker(professional_page)

    watched.get_by_role("button", name="Report a no-show").click()
    dialog = client.get_by_role("dialog", name="Report a no-show")
    dialog.get_by_role("button", name="Send report").click()
    expect(dialog.get_by_text("Say in a few words what happened.")).to_be_visible()
    dialog.get_by_label("What happened").fill("I waited 20 minutes; nobody joined.")
    dialog.get_by_role("button", name="Send report").click()
    expect(dialog).to_have_count(0)
    expect(watched.get_by_text(re.compile(r"waiting for their answer until"))).to_be_visible()
    expect(watched.get_by_role("button", name="Report a no-show")).to_have_count(0)

    # The professional's open list shows it live, with the client's words and the answers.
    expect(
        professional_page.get_by_text("Neha Joshi reported that you did not come")
    ).to_be_visible()
    expect(
        booking.get_by_text(re.compile(r"The client reported on .* that you did not come"))
    ).to_be_visible()
    expect(booking.get_by_text("I waited 20 minutes; nobody joined.")).to_be_visible()
    booking.get_by_role("button", name="Agree (refund in full)").click()
    professional_page.get_by_role("dialog", name="Agree that you did not come?").get_by_role(
        "button", name="Yes, agree"
    ).click()
    expect(
        booking.get_by_text("You agreed that you did not come: the client is refunded in full.")
    ).to_be_visible()
    expect(booking.get_by_role("button", name="Dispute")).to_have_count(0)

    # The client sees the refund live.
    expect(
        client.get_by_text(re.compile(r"agreed that they did not come: your payment"))
    ).to_be_visible()
    expect(
        watched.get_by_text("The professional agreed they did not come: refunded in full.")
    ).to_be_visible()
    expect(watched.get_by_text(re.compile(r"^Refunded ₹"))).to_be_visible()
    expect(watched.get_by_role("button", name="Write Feedback")).to_have_count(0)

    expect_not_reloaded(client)
    expect_not_reloaded(professional_page)
    mine = api(client, "GET", "/appointments/mine")["items"][0]
    assert mine["no_show"]["status"] == "agreed"
    assert mine["refunded"] == mine["price"]
