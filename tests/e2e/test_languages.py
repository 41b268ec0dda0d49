"""Hindi and English in the browser: a first visit follows Accept-Language, the switch in the
header changes every screen at once, and the choice is kept on the device and on the account
(so a new sign-in elsewhere comes back to it). The Hindi texts are read from the app's own
catalogue, which catalogues.test.ts checks is complete."""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.flows import api

pytestmark = pytest.mark.e2e

CATALOGUES = Path(__file__).resolve().parents[2] / "webapp/src/shared/i18n/locales/hi"
HINDI_BROWSER = {"locale": "hi-IN", "extra_http_headers": {"Accept-Language": "hi-IN,hi;q=0.9"}}


def hindi(namespace: str, english: str) -> str:
    return json.loads((CATALOGUES / f"{namespace}.json").read_text(encoding="utf-8"))[english]


def expect_language(page: Page, language: str) -> None:
    expect(page.locator("html")).to_have_attribute("lang", language)


def test_a_browser_preferring_hindi_gets_hindi_on_home_profile_and_booking(
    new_page, server, e2e_outbox
):
    page = new_page(**HINDI_BROWSER)
    page.goto("/")
    expect_language(page, "hi")
    expect(page.get_by_role("heading", name=hindi("home", "Top Category"))).to_be_visible()
    expect(page.get_by_role("link", name=hindi("common", "Sign In"), exact=True)).to_be_visible()
    # Its catalogue is fetched beside the app's script, so it never flashes in English.
    catalogue = page.locator('link[rel="modulepreload"][href*="/assets/hindi-"]')
    expect(catalogue).to_have_count(1)

    first = page.request.get(f"{server}/api/v1/professionals?q=lawyer").json()["items"][0]
    page.goto(f"/v/{first['username']}")
    expect_language(page, "hi")
    alternates = {
        link.get_attribute("hreflang"): link.get_attribute("href")
        for link in page.locator('link[rel="alternate"][hreflang]').all()
    }
    assert alternates == {
        "en": f"{server}/v/{first['username']}?lang=en",
        "hi": f"{server}/v/{first['username']}?lang=hi",
        "x-default": f"{server}/v/{first['username']}",
    }
    book = page.get_by_role("button", name=hindi("common", "Book Appointment")).first
    expect(book).to_be_visible()

    # Booking is for the signed in: sign in (in Hindi), then book from the profile.
    sign_in_in_hindi(page, e2e_outbox, "9000000291")
    page.goto(f"/v/{first['username']}")
    book.click()
    expect(page).to_have_url(re.compile(r"/bookAppoinment\?professional=\d+"))
    expect(page.get_by_role("heading", name=hindi("booking", "Select Date"))).to_be_visible()

    # The English version of the same page, as a search engine follows its alternate.
    visitor = new_page(**HINDI_BROWSER)
    visitor.goto(f"/v/{first['username']}?lang=en")
    expect_language(visitor, "en")
    expect(visitor.get_by_role("button", name="Book Appointment").first).to_be_visible()


# webapp/src/shared/i18n/devanagari-font.ts
LOCAL_FACE = """() => new FontFace(
    "probe", 'local("Noto Sans Devanagari"), local("NotoSansDevanagari-Regular")'
).load().then(() => true, () => false)"""
WEB_FACE_LOADED = """() => [...document.fonts].some((face) =>
    face.family.replaceAll('"', "") === "Noto Sans Devanagari Web" && face.status === "loaded")"""
# The page's writes to its caches, watched at the browser's API: the cache's entry is listed
# while the write is still under way, and a reload then would cancel it.
WATCH_CACHE_WRITES = """(() => {
    const add = Cache.prototype.add;
    Cache.prototype.add = function (request) {
        return add.call(this, request).then(() => { window.cacheAdded = String(request); });
    };
})()"""
FONT_CACHED = "() => (window.cacheAdded || '').endsWith('.woff2')"
FONTS_IN_CACHE = "async () => (await (await caches.open('fonts')).keys()).length"
# Whether the system draws Devanagari at all: "क" unlike a Private Use Area character, which
# comes out as the same box where no face has it (as devanagari-font.ts tells).
_DRAWN = """(text, font) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 24;
    const context = canvas.getContext("2d");
    context.font = font;
    context.fillText(text, 2, 20);
    return context.getImageData(0, 0, 24, 24).data.join();
}"""
SYSTEM_DRAWS_DEVANAGARI = f"""() => {{
    const drawn = {_DRAWN};
    return drawn("\\u0915", "20px sans-serif") !== drawn("\\uE000", "20px sans-serif");
}}"""
DRAWN_IN_THE_WEB_FACE = f"""() => {{
    const drawn = {_DRAWN};
    const web = '20px "Noto Sans Devanagari Web"';
    return drawn("\\u0915", web) !== drawn("\\uE000", web);
}}"""


def test_the_devanagari_font_never_holds_a_first_page_back_and_draws_the_next(new_page):
    page = new_page(**HINDI_BROWSER)
    fonts = []

    def font_fetched(request):
        if ".woff2" in request.url:
            fonts.append(request.url)

    page.context.on("request", font_fetched)
    page.add_init_script(WATCH_CACHE_WRITES)
    page.clock.install()
    page.goto("/")
    expect(page.get_by_role("heading", name=hindi("home", "Top Category"))).to_be_visible()
    page.wait_for_load_state("load")
    if not page.evaluate(SYSTEM_DRAWS_DEVANAGARI):
        # As this machine, with no Devanagari face at all: the first page is not left in boxes,
        # it fetches the font at once and draws with it (and keeps it for the pages after).
        page.clock.resume()
        page.wait_for_function(WEB_FACE_LOADED)
        assert page.evaluate(DRAWN_IN_THE_WEB_FACE) is True
        page.wait_for_function(FONT_CACHED)
        # One font (its cache write may ask again: the browser's HTTP cache answers that).
        assert len(set(fonts)) == 1 and "noto-sans-devanagari" in fonts[0]
        fetched = len(fonts)
        page.reload()
        expect(page.get_by_role("heading", name=hindi("home", "Top Category"))).to_be_visible()
        assert page.evaluate(WEB_FACE_LOADED) is True
        assert len(fonts) == fetched  # read from the cache
        return
    assert fonts == []  # the first page draws in the system's face
    device_has_it = page.evaluate(LOCAL_FACE)
    page.clock.run_for(6_000)  # the font is fetched a few seconds after "load"
    page.clock.resume()

    if device_has_it:  # as Android phones do: nothing is downloaded, ever
        page.wait_for_timeout(1_000)
        assert fonts == []
        page.reload()
        expect_language(page, "hi")
        assert page.evaluate(WEB_FACE_LOADED) is False
        return
    page.wait_for_function(FONT_CACHED)
    assert page.evaluate(FONTS_IN_CACHE) == 1
    assert len(fonts) >= 1 and all("noto-sans-devanagari" in url for url in fonts)
    fetched = len(fonts)
    # The next page reads it from the cache before its first paint: no request, no redraw.
    page.reload()
    expect(page.get_by_role("heading", name=hindi("home", "Top Category"))).to_be_visible()
    assert page.evaluate(WEB_FACE_LOADED) is True
    assert len(fonts) == fetched


def test_switching_back_to_english_lasts_across_a_reload_and_a_new_sign_in(new_page, e2e_outbox):
    page = new_page(**HINDI_BROWSER)
    page.goto("/")
    expect_language(page, "hi")
    sign_in_in_hindi(page, e2e_outbox, "9000000290")
    assert api(page, "GET", "/auth/me")["language"] == "hi"  # registered from a Hindi page

    to_english = hindi("common", "Show the site in {{language}}").replace("{{language}}", "English")
    with page.expect_response(lambda answer: answer.url.endswith("/auth/language")) as saved:
        page.get_by_role("button", name=to_english).first.click()
    assert saved.value.status == 204
    expect_language(page, "en")
    expect(page.get_by_role("link", name="Sign In", exact=True)).to_have_count(0)
    page.get_by_role("button", name="Open menu").click()
    expect(page.get_by_role("link", name="My Appointment")).to_be_visible()
    assert api(page, "GET", "/auth/me")["language"] == "en"

    page.reload()
    expect_language(page, "en")
    page.get_by_role("button", name="Open menu").click()
    expect(page.get_by_role("link", name="My Appointment")).to_be_visible()

    # Another device whose browser prefers Hindi: Hindi until the account's English applies.
    other = new_page(**HINDI_BROWSER)
    other.goto("/")
    expect_language(other, "hi")
    sign_in_in_hindi(other, e2e_outbox, "9000000290")
    expect_language(other, "en")
    other.reload()
    expect_language(other, "en")


def sign_in_in_hindi(page: Page, outbox, phone: str) -> None:
    """The sign-in screens, in Hindi (registering when the phone is new)."""
    page.goto("/signup")
    page.get_by_label(hindi("auth", "Phone number")).fill(phone)
    page.get_by_role("button", name=hindi("auth", "Send Code")).click()
    code = page.get_by_label(hindi("auth", "Code"), exact=True)
    expect(code).to_be_visible()
    code.fill(outbox.last_code(f"+91{phone}"))
    page.get_by_role("button", name=hindi("auth", "Verify")).click()
    first_name = page.get_by_label(hindi("auth", "First name"))
    avatar = page.locator(".header-avatar")
    expect(first_name.or_(avatar)).to_be_visible()
    if first_name.is_visible():
        first_name.fill("Kavya")
        page.get_by_label(hindi("auth", "Last name")).fill("Nair")
        page.get_by_role("button", name=hindi("auth", "Continue")).click()
    expect(avatar).to_be_visible()
