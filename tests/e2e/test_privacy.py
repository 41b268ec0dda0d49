"""Your data, through the screens: a download asked for with a fresh code, built by the real
worker, shown live and downloaded (the ZIP read back); then "Delete my account" with another
code, the banner with its date, and the erasure when due: the device is signed out and the
number signs up again as a new person."""

import io
import json
import re
import subprocess
import zipfile

import pytest
import redis
from playwright.sync_api import Page, expect

from tests.e2e.conftest import ROOT, _redis_url, manage
from tests.e2e.flows import server_sql, sign_in
from tests.factories import new_phone

pytestmark = pytest.mark.e2e


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


def _confirm(page: Page, section, outbox, phone: str, action: str) -> None:
    section.get_by_role("button", name="Send me a code").click()
    expect(section.get_by_role("status")).to_contain_text("6-digit code")
    section.get_by_label("Code from the SMS").fill(outbox.last_code(f"+91{phone}"))
    section.get_by_role("button", name=action).click()


def test_download_my_data_then_delete_my_account(page: Page, e2e_outbox, worker, server_env):
    phone = new_phone()
    sign_in(page, e2e_outbox, phone, first="Ishaan", last="Privatus")
    page.goto("/account")
    # The account as loaded, not its first render: a link clicked while the page is still
    # being replaced by its loaded self was lost once in CI.
    expect(page.get_by_role("heading", name="Ishaan Privatus", level=1)).to_be_visible()
    page.get_by_role("link", name="Your data: download, consents, delete account").click()
    expect(page).to_have_url(re.compile(r"/account/data$"))

    download = page.get_by_role("region", name="Download my data")
    _confirm(page, download, e2e_outbox, phone, "Prepare my download")
    ready = download.get_by_role("listitem").filter(has_text="Ready")
    expect(ready).to_be_visible(timeout=30_000)  # built by the worker, told live
    with page.expect_download() as caught:
        ready.get_by_role("button", name="Download").click()
    archive = zipfile.ZipFile(io.BytesIO(caught.value.path().read_bytes()))
    user = json.loads(archive.read("data/accounts.User.json"))
    assert user[0]["phone"] == f"+91{phone}" and user[0]["name"] == "Ishaan Privatus"
    assert "password" not in user[0]
    assert json.loads(archive.read("index.json"))["models"]["accounts.Session"] >= 1

    delete = page.get_by_role("region", name="Delete my account")
    expect(delete.get_by_text("No upcoming appointments or webinar seats.")).to_be_visible()
    _confirm(page, delete, e2e_outbox, phone, "Delete my account")
    banner = page.get_by_role("alert").filter(has_text="Your account will be deleted on")
    expect(banner).to_be_visible()
    page.goto("/account")
    expect(page.get_by_text(re.compile("Your account will be deleted on"))).to_be_visible()

    # The grace period over: the worker's sweep erases the account.
    server_sql("UPDATE privacy_deletion SET due_at = now() WHERE status = 'scheduled'")
    sweep = "from marketplace.privacy.services import deletions_due; assert deletions_due() == 1"
    manage(server_env, "shell", "-c", sweep)
    page.reload()
    expect(page.get_by_role("img", name="Account")).to_have_count(0)
    # The number signs up again, as a new person (the confirmations counted as texts against
    # the number's 3 codes in 10 minutes: the counters start afresh, as after those minutes).
    redis.Redis.from_url(_redis_url()).flushdb()
    sign_in(page, e2e_outbox, phone, first="Nova", last="Person")
    page.goto("/account")
    expect(page.get_by_text("Nova Person").first).to_be_visible()
