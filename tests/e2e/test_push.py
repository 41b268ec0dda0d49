"""A professional turns on notifications on /account, closes the tab, and a new booking
reaches their device as a push: stored by the server, sent by the real task worker through
a push service (a stand-in at the network boundary), readable only with the device's keys,
and shown by the app's own service worker.

Headless Chromium has no push service of its own (its subscribe() is refused offline), so the
browser's PushManager is replaced by STAND_IN below: it makes a subscription as a browser does
(a P-256 key pair and an auth secret, by WebCrypto) that points at the stand-in push service.
Everything else is real: the page, the API, the worker, pywebpush's encryption, and the
service worker, which gets the push through DevTools as a push service would deliver it."""

import json
import subprocess
import time

import pytest
from cryptography.hazmat.primitives.asymmetric import ec
from playwright.sync_api import expect

from notifications.push import b64decode
from tests.e2e.conftest import ROOT
from tests.e2e.flows import api, sign_in
from tests.e2e.test_appointments import book
from tests.e2e.test_booking import ZONE, set_up_professional
from tests.factories import new_phone
from tests.push_standin import Browser, PushServiceStandIn

pytestmark = pytest.mark.e2e
PROFESSIONAL = "9000000044"
TURN_ON = "Turn on notifications on this device"

STAND_IN = """
(() => {
  const b64 = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=+$/, "");
  let current = JSON.parse(localStorage.getItem("standInPush") || "null");
  const subscription = (saved) => saved && {
    endpoint: saved.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    toJSON: () => ({ endpoint: saved.endpoint, expirationTime: null, keys: saved.keys }),
    getKey: () => null,
    unsubscribe: async () => {
      localStorage.removeItem("standInPush");
      current = null;
      return true;
    },
  };
  PushManager.prototype.subscribe = async function () {
    const pair = await crypto.subtle.generateKey(
      { name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
    const point = await crypto.subtle.exportKey("raw", pair.publicKey);
    current = {
      endpoint: `${window.PUSH_SERVICE}/push/${crypto.randomUUID()}`,
      keys: { p256dh: b64(point), auth: b64(crypto.getRandomValues(new Uint8Array(16))) },
      privateKey: await crypto.subtle.exportKey("jwk", pair.privateKey),
    };
    localStorage.setItem("standInPush", JSON.stringify(current));
    return subscription(current);
  };
  PushManager.prototype.getSubscription = async function () { return subscription(current); };
  PushManager.prototype.permissionState = async function () { return "granted"; };
})();
"""


def device_of(saved: dict) -> Browser:
    """The stand-in browser's subscription, as the test's own keys to read what arrives."""
    device = Browser(saved["endpoint"])
    jwk = saved["privateKey"]
    public = ec.EllipticCurvePublicNumbers(
        int.from_bytes(b64decode(jwk["x"]), "big"),
        int.from_bytes(b64decode(jwk["y"]), "big"),
        ec.SECP256R1(),
    )
    device.private_key = ec.EllipticCurvePrivateNumbers(
        int.from_bytes(b64decode(jwk["d"]), "big"), public
    ).private_key()
    device.auth_secret = b64decode(saved["keys"]["auth"])
    return device


@pytest.fixture
def push_service():
    standin = PushServiceStandIn().start()
    yield standin
    standin.stop()


@pytest.fixture
def worker(server_env, tmp_path):
    """The real task worker, as `make run` starts it beside the server."""
    log = (tmp_path / "huey.log").open("w")
    process = subprocess.Popen(
        [str(ROOT / ".venv" / "bin" / "python"), "manage.py", "run_huey", "--workers", "1"],
        cwd=ROOT / "platform", env=server_env, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    yield process
    process.terminate()
    process.wait(timeout=10)


def registration_id(context, page) -> str:
    session = context.new_cdp_session(page)
    found = []
    session.on(
        "ServiceWorker.workerRegistrationUpdated", lambda e: found.extend(e["registrations"])
    )
    session.send("ServiceWorker.enable")
    for _ in range(50):
        live = [r for r in found if not r["isDeleted"]]
        if live:
            return session, live[-1]["registrationId"]
        page.wait_for_timeout(100)
    pytest.fail("no service worker registered")


def test_a_new_booking_reaches_a_closed_tab_as_a_push(
    new_page, e2e_outbox, server, push_service, worker
):
    page = new_page(timezone_id=ZONE)
    context = page.context
    context.grant_permissions(["notifications"], origin=server)
    context.add_init_script(f"window.PUSH_SERVICE = {json.dumps(push_service.url)};\n{STAND_IN}")
    sign_in(page, e2e_outbox, PROFESSIONAL)
    professional = set_up_professional(page, pay_first=False)

    page.goto("/account/devices")  # "Your devices", from /account
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.get_by_role("button", name=TURN_ON).click()
    expect(page.get_by_text("Notifications on").first).to_be_visible()
    assert any(device["push"] for device in api(page, "GET", "/auth/sessions"))
    saved = page.evaluate("JSON.parse(localStorage.getItem('standInPush'))")
    device = device_of(saved)
    cdp, registration = registration_id(context, page)
    page.goto("about:blank")  # no tab of the app is open any more

    client = new_page(timezone_id=ZONE)
    sign_in(client, e2e_outbox, new_phone(), first="Isha", last="Kapoor")
    booked = book(client, professional, name="Isha Kapoor")

    # The worker sends it once the booking commits (the device may get others too, such as
    # a sign-in notice queued before the worker started).
    wanted = "New booking from Isha Kapoor"
    for _ in range(150):
        arrived = [p for p in push_service.to(device) if device.read(p)["body"] == wanted]
        if arrived:
            break
        time.sleep(0.1)
    assert len(arrived) == 1, [device.read(p) for p in push_service.to(device)]
    assert arrived[0].headers["urgency"] == "high"
    payload = device.read(arrived[0])
    assert payload["path"] == "/appoinments" and payload["tag"].startswith("notification-")
    assert booked["status"] == "pending"

    # The push service hands it to the browser: the app's service worker shows it.
    cdp.send(
        "ServiceWorker.deliverPushMessage",
        {"origin": server, "registrationId": registration, "data": json.dumps(payload)},
    )
    page.goto("/account/devices")
    shown = page.evaluate(
        """async () => {
          const registration = await navigator.serviceWorker.ready;
          for (let i = 0; i < 50; i++) {
            const shown = await registration.getNotifications();
            if (shown.length) return shown.map((n) => [n.title, n.body, n.data && n.data.path]);
            await new Promise((r) => setTimeout(r, 100));
          }
          return [];
        }"""
    )
    assert shown == [[payload["title"], wanted, "/appoinments"]]
