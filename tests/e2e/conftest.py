"""A real server for the browser tests: uvicorn, as production runs it, serving the built web
app, the API and the socket, on its own PostgreSQL database and Redis database, with SMS
going to a file outbox."""

import os
import subprocess
from pathlib import Path

import pytest
import redis
from django.conf import settings
from playwright.sync_api import sync_playwright

from tests.conftest import Outbox
from tests.e2e.flows import watch_requests
from tests.servers import asgi_server, fresh_database, redis_below

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
E2E = "e2e"
SITE_NAME = "Salah"
ANALYTICS_ID = "G-E2ETEST42"
ANALYTICS_HOST = "https://www.googletagmanager.com/"
VAPID_KEY = "0HkL6Cz0a4rmDWHMS9ZfXGBtRJfxRvEPf8M-O1mmJIk"  # a test key: base64url, 32 bytes
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _e2e_database() -> str:
    """The browser tests' database name (servers.fresh_database makes it afresh)."""
    return f"{settings.DATABASES['default']['NAME'].removeprefix('test_')}_{E2E}"


def _redis_url() -> str:
    return redis_below(1)


@pytest.fixture(scope="session")
def sms_folder(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("e2e-sms")


@pytest.fixture(scope="session")
def server_env(sms_folder, tmp_path_factory) -> dict:
    """The server's environment: its own database, Redis, SMS outbox and media."""
    return {
        **os.environ,
        "DATABASE_URL": fresh_database(E2E),
        "REDIS_URL": _redis_url(),
        "REDIS_PREFIX": f"{settings.REDIS_PREFIX}-e2e",  # its frames are its own
        "SMS_BACKEND": "file",
        "SMS_FILE_PATH": str(sms_folder),
        "SITE_NAME": SITE_NAME,
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "DEBUG": "false",
        "ANALYTICS_ID": ANALYTICS_ID,
        "MEDIA_ROOT": str(tmp_path_factory.mktemp("e2e-media")),
        # Pushes go to a stand-in push service on this machine (test_push.py), signed with
        # a key of the tests' own, which the server and the worker share.
        "PUSH_SERVICES": "127.0.0.1",
        "VAPID_PRIVATE_KEY": VAPID_KEY,
    }


def manage(env: dict, *command: str) -> None:
    """`manage.py <command>` against the browser tests' server (its database and Redis)."""
    python = str(ROOT / ".venv" / "bin" / "python")
    subprocess.run([python, "manage.py", *command], cwd=ROOT / "platform", env=env, check=True)


@pytest.fixture(scope="session")
def server(server_env, tmp_path_factory) -> str:
    if not (settings.WEBAPP_DIST / "index.html").is_file():
        pytest.fail("The web app is not built: `make test` builds it before the browser tests.")
    for command in (["migrate", "-v", "0"], ["seed_demo"]):
        manage(server_env, *command)
    log = tmp_path_factory.mktemp("e2e-server") / "server.log"
    with asgi_server(server_env, log, ready_path="/api/v1/openapi.json", seconds=20) as url:
        yield url


@pytest.fixture(autouse=True)
def _fresh_limits(server):
    """Every browser test signs in from 127.0.0.1: start each with no rate-limit counts."""
    redis.Redis.from_url(_redis_url()).flushdb()


@pytest.fixture
def e2e_outbox(sms_folder) -> Outbox:
    return Outbox(sms_folder)


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `make test` installs Debian's chromium package.")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def new_page(browser, server):
    """Pages in separate browser contexts: separate devices, each with its own storage."""
    contexts = []

    def make(**options):
        context = browser.new_context(
            base_url=server, viewport={"width": 390, "height": 844}, **options
        )
        context.set_default_timeout(10_000)
        # The analytics service is outside: its script is stopped at the network boundary.
        context.route(f"{ANALYTICS_HOST}**", lambda route: route.abort())
        contexts.append(context)
        page = context.new_page()
        watch_requests(page, server)
        return page

    yield make
    for context in contexts:
        context.close()


@pytest.fixture
def page(new_page):
    return new_page()
