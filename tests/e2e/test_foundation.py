"""A person in Chromium: phone sign-in, the live new-sign-in toast, logout, the shell pages."""

import json

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import ANALYTICS_HOST, ANALYTICS_ID, SITE_NAME
from tests.e2e.flows import api_me, api_request_code, request_code, sign_in
from tests.factories import new_phone

pytestmark = pytest.mark.e2e

MENU = [
    "Home",
    "Account",
    "Appointment",
    "My Appointment",
    "Events",
    "My Events",
    "Payment",
    "Terms and Condition",
    "Support and Report",
]


def test_a_new_person_signs_in_with_a_code_from_their_phone(page, e2e_outbox, server):
    page.goto("/signup")
    expect(page.get_by_role("heading", name="Sign in with Phone")).to_be_visible()
    expect(page.get_by_text("To access your account")).to_be_visible()
    expect(page.get_by_text("By signing in you agree to our Terms & Condition.")).to_be_visible()
    expect(page.locator("a[href='/terms']").first).to_be_visible()
    expect(page.locator("a[href='/privacy']").first).to_be_visible()

    phone = new_phone()
    sign_in(page, e2e_outbox, phone, first="Kavya", last="Nair")
    expect(page).to_have_url(f"{server}/")
    token = page.evaluate("localStorage.getItem('token')")
    assert token and api_me(server, token) == 200

    page.get_by_role("img", name="Account").click()
    expect(page).to_have_url(f"{server}/account")
    expect(page.get_by_text("Kavya Nair").first).to_be_visible()


def test_a_wrong_code_says_why_and_the_right_one_still_works(page, e2e_outbox):
    phone = new_phone()
    request_code(page, phone)
    right = e2e_outbox.last_code(f"+91{phone}")
    page.get_by_label("Code", exact=True).fill(f"{(int(right) + 1) % 10**6:06d}")
    page.get_by_role("button", name="Verify").click()
    expect(page.get_by_text("Sign In Failed. Try Again")).to_be_visible()
    expect(page.get_by_text("Wrong code. 4 tries left.").first).to_be_visible()
    page.get_by_label("Code", exact=True).fill(right)
    page.get_by_role("button", name="Verify").click()
    expect(page.get_by_label("First name")).to_be_visible()


def test_after_many_codes_from_one_address_the_browser_proves_work_and_signs_in(
    page, e2e_outbox, server
):
    # A script asks for codes from this address until the server wants a proof of work.
    statuses = [api_request_code(server, new_phone()) for _ in range(4)]
    assert statuses == [200, 200, 200, 428]
    asked = []
    page.on("request", lambda r: asked.append(r.url) if "/auth/challenge" in r.url else None)
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    # The person notices nothing but a moment's wait: the page solves it in a worker.
    sign_in(page, e2e_outbox, new_phone())
    assert asked, "the browser was not asked for a proof of work"
    assert not [e for e in errors if "Content Security Policy" in e]


def test_a_sign_in_elsewhere_pops_up_live_in_the_open_tab(new_page, e2e_outbox):
    phone = new_phone()
    laptop = new_page()
    sign_in(laptop, e2e_outbox, phone)
    laptop.goto("/terms")  # an ordinary page, left open
    expect(laptop.get_by_role("heading", name="Terms and Conditions")).to_be_visible()

    mobile = new_page()
    sign_in(mobile, e2e_outbox, phone)
    expect(laptop.get_by_text("New sign-in to your account")).to_be_visible()


def test_logout_revokes_the_session_and_returns_to_signed_out(page, e2e_outbox, server):
    sign_in(page, e2e_outbox, new_phone())
    token = page.evaluate("localStorage.getItem('token')")
    page.get_by_role("button", name="Open menu").click()
    menu = page.get_by_role("navigation", name="Main menu")
    for label in MENU:
        expect(menu.get_by_role("link", name=label, exact=True)).to_be_visible()
    with page.expect_navigation():  # logout reloads the page (spec)
        menu.get_by_role("button", name="Logout").click()
    expect(page.get_by_role("link", name="Sign In", exact=True)).to_be_visible()
    assert page.evaluate("localStorage.getItem('token')") is None
    assert api_me(server, token) == 401


def test_screens_that_need_a_session_send_visitors_to_sign_in(page, server):
    page.goto("/account")
    expect(page).to_have_url(f"{server}/signup")
    expect(page.get_by_role("heading", name="Sign in with Phone")).to_be_visible()


def test_an_unknown_address_answers_404_with_a_page_that_says_so_and_leads_home(page, server):
    response = page.goto("/no/such/page")
    assert response.status == 404  # not a soft 404 that search engines index
    expect(page.get_by_role("heading", level=1, name="Page not found")).to_be_visible()
    expect(page.get_by_role("banner")).to_be_visible()
    page.get_by_role("link", name="Go to the home page").click()
    expect(page).to_have_url(f"{server}/")
    # The web app's own pages answer 200, signed-in ones included.
    for known in ("/", "/searchList", "/shedule", "/account/devices", "/viewEvent"):
        assert page.request.get(known).status == 200, known


def test_the_static_pages_have_their_content_and_links(page, server):
    page.goto("/terms")
    expect(page).to_have_title(f"{SITE_NAME} - Your Professional Consultation Platform")
    expect(page.get_by_role("heading", name="Terms and Conditions")).to_be_visible()
    body = page.locator("main").inner_text()
    assert "13" in body and "India" in body and "refund" in body.lower()
    page.locator("main a[href='/privacy']").first.click()
    expect(page.get_by_role("heading", name="Privacy Policy")).to_be_visible()
    page.goto("/terms")
    page.locator("main a[href='/about']").first.click()
    expect(page.get_by_role("heading", name="About Us")).to_be_visible()


def test_the_header_signed_out(page):
    page.goto("/")
    expect(page.get_by_role("img", name="logo")).to_be_visible()
    expect(page.get_by_role("link", name="Sign In", exact=True)).to_be_visible()
    page.get_by_role("button", name="Search").click()
    expect(page.get_by_placeholder("Search Professional")).to_be_visible()


def test_the_served_config_reaches_the_app(page):
    page.goto("/")
    config = page.evaluate("document.getElementById('app-config').textContent")
    assert json.loads(config) == {"siteName": SITE_NAME, "analyticsId": ANALYTICS_ID}


def test_every_navigation_reports_a_page_view_to_the_configured_analytics(page):
    loaded = []

    def tag_script(route):
        loaded.append(route.request.url)
        route.fulfill(status=200, content_type="text/javascript", body="/* gtag.js */")

    page.route(f"{ANALYTICS_HOST}**", tag_script)
    page.goto("/")
    page.get_by_role("button", name="Open menu").click()
    page.get_by_role("navigation", name="Main menu").get_by_role(
        "link", name="Terms and Condition"
    ).click()
    expect(page.get_by_role("heading", name="Terms and Conditions")).to_be_visible()
    page.go_back()
    expect(page.get_by_role("heading", name="Top Category")).to_be_visible()

    views = page.evaluate(
        """(window.dataLayer || []).map((entry) => Array.from(entry))
            .filter(([kind, name]) => kind === "event" && name === "page_view")
            .map(([, , params]) => params.page_path)"""
    )
    assert views == ["/", "/terms", "/"]
    assert loaded == [f"{ANALYTICS_HOST}gtag/js?id={ANALYTICS_ID}"]


def test_sign_in_is_refused_inside_a_social_media_in_app_browser(new_page):
    instagram = (
        "Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) "
        "Version/4.0 Chrome/126.0 Mobile Safari/537.36 Instagram 339.0.0.30.105 Android"
    )
    page = new_page(user_agent=instagram)
    alerts = []
    page.on("dialog", lambda dialog: (alerts.append(dialog.message), dialog.accept()))
    page.goto("/signup")
    expect(page.get_by_role("heading", name="Sign in with Phone")).to_be_visible()
    expect(page.get_by_role("button", name="Send Code")).to_have_count(0)
    assert alerts == [
        "This browser is not supported. Please open this page in Chrome, Safari or another browser."
    ]
