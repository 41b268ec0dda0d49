"""Rich text (the event's description and response) is sanitised when written, with an
allow-list (nh3, the Ammonia sanitiser): what is stored is what pages render. Scripts,
event handlers, styles, SVG and any link but http, https and mailto are dropped."""

import nh3

TAGS = {
    "p", "br", "strong", "b", "em", "i", "u", "s", "blockquote", "pre", "code",
    "h1", "h2", "h3", "ul", "ol", "li", "a", "span",
}  # fmt: skip
ATTRIBUTES = {"a": {"href", "title"}}
SCHEMES = {"http", "https", "mailto"}
MAX_LENGTH = 20_000


def sanitised(html: str) -> str:
    """Safe HTML for rendering; links open in a new tab and pass nothing to the target."""
    clean = nh3.clean(
        html,
        tags=TAGS,
        attributes=ATTRIBUTES,
        url_schemes=SCHEMES,
        link_rel="noopener noreferrer nofollow",
        set_tag_attribute_values={"a": {"target": "_blank"}},
        strip_comments=True,
    )
    return clean.strip()


def is_empty(html: str) -> bool:
    """An editor's empty document ("<p><br></p>") holds no text."""
    return not nh3.clean(html, tags=set()).strip()
