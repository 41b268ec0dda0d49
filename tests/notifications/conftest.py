import functools

import pytest
from huey.contrib.djhuey import HUEY

from marketplace.accounts.devices import SignedInDevices
from marketplace.accounts.sms import SmsKind, send_sms
from marketplace.events.queries import contact_email
from notifications import channels, texts

# The kind of SMS a notification is: its whole text in one variable of the provider's template.
NOTIFICATION_SMS = SmsKind(name="notification", text=texts.SMS, variables=("text",))


@pytest.fixture(autouse=True)
def _channels():
    """The real SMS sender, e-mail lookup and push devices, as the apps are to hand them in at
    start-up (test_delivery.test_every_process_is_handed_its_channels checks that they do)."""
    if not channels.configured():
        channels.sms.register("accounts", functools.partial(send_sms, kind=NOTIFICATION_SMS))
        channels.addresses.register("events", contact_email)
        channels.devices.register("accounts", SignedInDevices())


@pytest.fixture
def worker_inline():
    """huey in immediate mode: a task enqueued (after a commit) runs at once, in this thread,
    as the worker would run it."""
    HUEY.immediate = True
    yield HUEY
    HUEY.immediate = False
