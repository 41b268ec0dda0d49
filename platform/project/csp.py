"""Content-Security-Policy on every HTML answer: the web app, the shared-profile pages, Django's
error pages and the admin.

Scripts come only from our own origin (and the outside services below): no inline script and
no eval anywhere, so injected markup cannot run. Styles from our own origin, plus `<style>`
elements carrying this answer's nonce: react-hot-toast (through goober) and the ALTCHA widget
insert one at run time and read the nonce from `<meta name="csp-nonce">`, which `render_index`
writes. `style="..."` attributes set by scripts through the CSSOM (React's `style` prop, Swiper)
are not inline markup and need nothing.

Razorpay Checkout needs, as Razorpay lists for its own Magento plug-in's policy
(razorpay/razorpay-magento, etc/csp_whitelist.xml): scripts from checkout.razorpay.com and
cdn.razorpay.com (its risk-detection bundle), the payment frame from api.razorpay.com, images
from cdn.razorpay.com, and its event logging to lumberjack(-metrics).razorpay.com. Checkout's
own calls to api.razorpay.com are allowed too, and checkout.razorpay.com as a frame, which
newer Checkout versions open.

Google Analytics (only when ANALYTICS_ID is set) needs, per Google's "Use Tag Manager with a
Content Security Policy" guide for GA4: scripts from *.googletagmanager.com, images from
*.google-analytics.com and *.googletagmanager.com, and connections to those and
*.analytics.google.com.
"""

import secrets
from urllib.parse import urlsplit

from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.core.files.storage import default_storage
from django.http import HttpRequest, HttpResponse

HEADER = "Content-Security-Policy"
NONCE_META = "csp-nonce"

RAZORPAY_SCRIPTS = ("https://checkout.razorpay.com", "https://cdn.razorpay.com")
RAZORPAY_FRAMES = ("https://api.razorpay.com", "https://checkout.razorpay.com")
RAZORPAY_IMAGES = ("https://cdn.razorpay.com",)
RAZORPAY_CONNECT = (
    "https://api.razorpay.com",
    "https://lumberjack.razorpay.com",
    "https://lumberjack-metrics.razorpay.com",
)
ANALYTICS_SCRIPTS = ("https://*.googletagmanager.com",)
ANALYTICS_IMAGES = ("https://*.google-analytics.com", "https://*.googletagmanager.com")
ANALYTICS_CONNECT = (
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
)


def csp_nonce(request: HttpRequest) -> str:
    """This answer's nonce for `<style>` elements; made once per request."""
    nonce = getattr(request, "csp_nonce", None)
    if nonce is None:
        nonce = request.csp_nonce = secrets.token_urlsafe(18)
    return nonce


def _socket_origin(request: HttpRequest) -> str | None:
    """ws(s)://host of this site. Browsers that follow CSP 3 let 'self' cover it already;
    older Safari does not, so it is named."""
    try:
        host = request.get_host()
    except DisallowedHost:
        return None
    return f"{'wss' if request.is_secure() else 'ws'}://{host}"


def _media_origin() -> str | None:
    """Where uploaded pictures are read from when they live in object storage (MEDIA_BUCKET,
    MEDIA_PUBLIC_URL); None when the site serves them itself under /media/."""
    parts = urlsplit(default_storage.url("probe.jpg"))
    return f"{parts.scheme}://{parts.netloc}" if parts.netloc else None


def policy(request: HttpRequest) -> str:
    analytics = bool(settings.ANALYTICS_ID)
    socket = _socket_origin(request)
    directives = {
        "default-src": ["'self'"],
        "script-src": ["'self'", *RAZORPAY_SCRIPTS, *(ANALYTICS_SCRIPTS if analytics else ())],
        "style-src": ["'self'", f"'nonce-{csp_nonce(request)}'"],
        "img-src": [
            "'self'",
            *([media] if (media := _media_origin()) else []),
            "data:",
            "blob:",
            *RAZORPAY_IMAGES,
            *(ANALYTICS_IMAGES if analytics else ()),
        ],
        # Swiper's stylesheet carries its icon font as a data: URL.
        "font-src": ["'self'", "data:"],
        "connect-src": [
            "'self'",
            *([socket] if socket else []),
            *RAZORPAY_CONNECT,
            *(ANALYTICS_CONNECT if analytics else ()),
        ],
        "frame-src": list(RAZORPAY_FRAMES),
        # Proof-of-work and image compression run in workers made from blob: URLs; the service
        # worker is /sw.js.
        "worker-src": ["'self'", "blob:"],
        "manifest-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
    return "; ".join(f"{name} {' '.join(sources)}" for name, sources in directives.items())


class ContentSecurityPolicyMiddleware:
    """Sets the policy on every text/html answer (JSON, images and files need none)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if not response.get("Content-Type", "").startswith("text/html") or HEADER in response:
            return response
        # Django's debug pages (DEBUG only) are styled and scripted inline.
        if settings.DEBUG and response.status_code >= 400:
            return response
        response[HEADER] = policy(request)
        return response
