"""Every control on the main pages is at least 44x44 CSS pixels on a phone (390x844), the
goal of WCAG 2.2's "Target Size (Enhanced)" (2.5.5): a thumb hits it on the first try.

What is measured: every visible link, button, form field and element with a control's role.
A form field's target is the larger of its own box and its label's (a tap on the label works
the field). Exempt, as WCAG's own exceptions say:
- an inline link in running text ("Inline": its size is set by the line of the sentence it
  sits in). A link counts as inline when it is laid out inline and the block around it holds
  words outside any link: "By signing in you agree to our Terms & Condition." is; a row of
  links with only a separator ("Privacy Policy · Terms") is not, and is measured;
- what is hidden: no box, `visibility: hidden`, `opacity: 0`, or visually hidden for screen
  readers (1 px, such as a skip link until it gets focus)."""

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.flows import quiet, sign_in
from tests.factories import new_phone

pytestmark = pytest.mark.e2e

GOAL = 44

CONTROLS = (
    "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], "
    "[role=link], [role=switch], [role=checkbox], [role=radio], [role=tab], [role=menuitem], "
    "[role=option], [contenteditable=true]"
)

# The page's controls are laid out for good when it waits on no request to our server (the
# data it draws), its fonts are in, and its controls' boxes are where they were at the last poll.
SETTLED = """(controls) => {
  if (document.fonts.status !== 'loaded') return false;
  const boxes = [...document.querySelectorAll(controls)]
    .map((el) => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })
    .join('|');
  const same = boxes === window.__controlBoxes;
  window.__controlBoxes = boxes;
  return same;
}"""

SMALL_TARGETS = """({ goal, controls }) => {
  const hidden = (el) => {
    for (let node = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.display === 'none') return true;
      if (style.opacity === '0') return true;
    }
    return false;
  };
  const block = (el) => {
    let node = el.parentElement;
    while (node && getComputedStyle(node).display.startsWith('inline')) node = node.parentElement;
    return node;
  };
  // Words in the block outside any link or button: running text around the link.
  const inRunningText = (el) => {
    if (getComputedStyle(el).display !== 'inline') return false;
    const around = block(el);
    if (!around) return false;
    const walker = document.createTreeWalker(around, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (text.parentElement.closest('a, button')) continue;
      if (/\\p{L}/u.test(text.textContent)) return true;
    }
    return false;
  };
  const target = (el) => {
    const own = el.getBoundingClientRect();
    let width = own.width, height = own.height;
    for (const label of el.labels || []) {
      const box = label.getBoundingClientRect();
      if (box.width * box.height > width * height) { width = box.width; height = box.height; }
    }
    return { own, width, height };
  };
  const name = (el) => (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name')
    || el.getAttribute('title') || el.className || '').trim().replace(/\\s+/g, ' ').slice(0, 50);
  const small = [];
  for (const el of document.querySelectorAll(controls)) {
    const { own, width, height } = target(el);
    if (own.width === 0 || own.height === 0 || hidden(el)) continue;
    if (own.width <= 1 || own.height <= 1) continue;  // visually hidden, for screen readers
    if (width >= goal && height >= goal) continue;
    if (el.matches('a[href], [role=link]') && inRunningText(el)) continue;
    const size = `${Math.round(width)}x${Math.round(height)}`;
    small.push(`${el.tagName.toLowerCase()} "${name(el)}": ${size}`);
  }
  return small;
}"""


def small_targets(page: Page) -> list[str]:
    quiet(page, settled=lambda: page.evaluate(SETTLED, CONTROLS))
    return page.evaluate(SMALL_TARGETS, {"goal": GOAL, "controls": CONTROLS})


def test_the_main_pages_controls_are_44_pixels_at_least(page: Page, e2e_outbox, server):
    professional = page.request.get(f"{server}/api/v1/professionals?q=lawyer").json()["items"][0]
    event = page.request.get(f"{server}/api/v1/events/popular").json()[0]
    found: dict[str, list[str]] = {}

    def visit(path: str, ready) -> None:
        page.goto(path)
        expect(ready()).to_be_visible()
        found[path] = small_targets(page)

    visit("/", lambda: page.get_by_role("heading", level=1).first)
    visit("/signup", lambda: page.get_by_role("button", name="Send Code"))
    visit(
        f"/v/{professional['username']}",
        lambda: page.get_by_role("heading", name=professional["name"]),
    )
    visit(f"/e/{event['id']}", lambda: page.get_by_role("button", name="Book Event"))
    sign_in(page, e2e_outbox, new_phone())
    visit("/account", lambda: page.get_by_role("link", name="Edit Profile"))
    visit("/createEvent", lambda: page.locator(".ql-toolbar button").first)

    failures = [f"{path}: {line}" for path, small in found.items() for line in small]
    assert not failures, "under 44x44:\n" + "\n".join(failures)


def test_the_check_finds_a_small_control_and_spares_a_link_in_a_sentence(page: Page):
    page.set_content(
        "<p>Read our <a href='/terms'>Terms</a> first.</p>"
        "<p><a href='/privacy' id='alone'>Privacy</a> · <a href='/terms'>Terms</a></p>"
        "<button style='width:28px;height:24px'>B</button>"
        "<label for='big'>A field with a big label</label>"
        "<input id='big' type='checkbox' style='width:13px;height:13px'>"
        "<span style='display:block;padding:20px'><label style='display:block;height:48px'>"
        "<input type='radio' name='r'> Radio</label></span>"
    )
    small = page.evaluate(SMALL_TARGETS, {"goal": GOAL, "controls": CONTROLS})
    assert any(line.startswith('a "Privacy"') for line in small), small
    assert any(line.startswith('a "Terms"') for line in small), small
    assert any(line.startswith('button "B": 28x24') for line in small), small
    # The sentence's link is exempt; the wide radio label makes its input's target.
    assert len([line for line in small if line.startswith('a "Terms"')]) == 1, small
    assert not any(line.startswith('input "r"') for line in small), small
