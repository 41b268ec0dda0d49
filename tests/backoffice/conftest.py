"""The back office as staff use it: Django's admin through the test client, with CSRF
checks on, signed in as a staff member of a group (or of none). Payments are made as in
tests/payments: the sandbox gateway served by the live server, over real HTTP."""

import datetime
import re

import pytest
from django.contrib.auth.models import Group
from django.test import Client as WebClient
from django.utils import timezone

from marketplace.bookings.models import Appointment, NoShow
from marketplace.payments.models import Payment
from tests.factories import book, person, professional, schedule, upcoming

# The sandbox fixtures and checkout calls of the payments tests, shared rather than copied.
from tests.payments.conftest import Client, browser, sandbox_url  # noqa: F401
from tests.payments.test_checkout import order_for, verify

CSRF_INPUT = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


class BackOffice:
    """One staff member's browser on /admin/."""

    def __init__(self, user) -> None:
        self.user = user
        self.web = WebClient(enforce_csrf_checks=True)
        self.web.force_login(user)

    def get(self, path: str, **params):
        return self.web.get(path, params)

    def post(self, path: str, data: dict, *, follow: bool = False):
        # The admin's home page has a form (sign out) for everyone on staff, even in no group:
        # its token is what a refused request carries too, so a 403 is never CSRF's.
        token = CSRF_INPUT.search(self.web.get("/admin/").content.decode())[1]
        return self.web.post(path, {**data, "csrfmiddlewaretoken": token}, follow=follow)

    def action(self, changelist: str, action: str, rows, **confirm):
        """Choose `action` for `rows` on the change list; with `confirm` (the fields of its
        page), submit that page instead, as its form does. Redirects are followed."""
        data = {"action": action, "_selected_action": [row.pk for row in rows]}
        if confirm:
            data.update(confirm, post="yes")
        else:
            data["index"] = 0
        return self.post(changelist, data, follow=True)


def said(response) -> list[str]:
    """The admin's messages shown on the page the staff member ends on."""
    return [str(message) for message in response.context["messages"]]


@pytest.fixture
def staff(db):
    """make(group): a new staff member of the group `finance` or `support`, or of none."""

    def make(group: str | None) -> BackOffice:
        user = person("Staff", (group or "nobody").capitalize())
        user.is_staff = True
        user.save(update_fields=["is_staff"])
        if group:
            user.groups.add(Group.objects.get(name=group))
        return BackOffice(user)

    return make


@pytest.fixture
def pay(api, browser):  # noqa: F811
    """pay(price=..., done=...): a pay-first professional's booking paid by a client through
    the API and the sandbox checkout; returns (professional's profile, captured Payment).
    With done=True the appointment ended, and its no-show window closed, an hour before it
    was paid, so the professional's share can be withdrawn at once."""

    def pay_for(*, price: int = 750, done: bool = False):
        pro = professional(price=price)
        day, weekday = upcoming(1)
        window = schedule(
            pro,
            {"days": [weekday], "start": "10:00", "end": "11:00", "places": 1},
            payment_required=True,
        ).windows[0]
        client = Client(person("Meera", "Iyer"))
        appointment = book(client.user, pro, window.pk, day, name="Meera Iyer")
        if done:
            # Only the clock is moved (as tests/payments `lapse` does): the share of a
            # service that happened, past its no-show window, is withdrawable.
            ended = timezone.now() - NoShow.REPORT_WINDOW - datetime.timedelta(hours=1)
            Appointment.objects.filter(pk=appointment.pk).update(
                starts_at=ended - datetime.timedelta(hours=1), ends_at=ended
            )
        order = order_for(api, client, appointment)
        assert order.status == 200, order.body
        answer = browser.pay(order.body["order_id"])
        verified = verify(api, client, answer)
        assert verified.status == 200, verified.body
        payment = Payment.objects.get(razorpay_payment_id=answer["razorpay_payment_id"])
        assert payment.status == Payment.Status.CAPTURED
        return pro, payment

    return pay_for
