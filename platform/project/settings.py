"""Settings. Every production value comes from the environment; the defaults are the embedded
set-up of `make run` (SQLite under var/, in-memory channel layer and cache, console SMS)."""

import ipaddress
from pathlib import Path

import dj_database_url

from kernel import env
from kernel.logs.config import logging_config
from project import servers

PLATFORM_DIR = Path(__file__).resolve().parent.parent
REPO_DIR = PLATFORM_DIR.parent
VAR_DIR = REPO_DIR / "var"

DEBUG = env.flag("DEBUG", False)
EMBEDDED_SECRET_KEY = "embedded-default-key-not-for-production-3f9c1e7a2b5d8e4f6a0c"  # noqa: S105 - the embedded one, public
SECRET_KEY = env.text("SECRET_KEY", EMBEDDED_SECRET_KEY)
ALLOWED_HOSTS = env.items("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"])
SITE_NAME = env.text("SITE_NAME", "Consultation Marketplace")
SMS_BACKEND = env.text("SMS_BACKEND", "console")
# MSG91 (SMS_BACKEND=msg91, accounts/sms.py): each kind of message names its MSG91 template,
# which MSG91 binds to the DLT-registered template, sender id and text.
MSG91_AUTH_KEY = env.text("MSG91_AUTH_KEY", "")
MSG91_SENDER_ID = env.text("MSG91_SENDER_ID", "")
MSG91_TEMPLATES = {
    "sign_in_code": env.text("MSG91_SIGN_IN_TEMPLATE_ID", ""),
    "notification": env.text("MSG91_NOTIFICATION_TEMPLATE_ID", ""),
}
MSG91_BASE_URL = env.text("MSG91_BASE_URL", "https://control.msg91.com")
MSG91_TIMEOUT = float(env.text("MSG91_TIMEOUT", "5"))
# E-mail (support reports to staff): printed to the console unless an SMTP host is given.
EMAIL_HOST = env.text("EMAIL_HOST", "")
EMAIL_BACKEND = (
    "django.core.mail.backends.smtp.EmailBackend"
    if EMAIL_HOST
    else "django.core.mail.backends.console.EmailBackend"
)
EMAIL_PORT = int(env.text("EMAIL_PORT", "587"))
EMAIL_HOST_USER = env.text("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = env.text("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env.flag("EMAIL_USE_TLS", True)
DEFAULT_FROM_EMAIL = env.text("DEFAULT_FROM_EMAIL", "noreply@localhost")
SUPPORT_EMAIL = env.text("SUPPORT_EMAIL", "support@localhost")
SMS_FILE_PATH = Path(env.text("SMS_FILE_PATH", str(VAR_DIR / "sms")))
# Web Push (notifications/push.py). The VAPID key that signs every push, base64url (the raw
# 32-byte private key, as `vapid --gen` or web-push's generate-vapid-keys print it, or DER):
# unset, the embedded set-up makes one in var/ once and keeps it. Every process of one
# deployment must share it, since browsers subscribe to its public half.
VAPID_PRIVATE_KEY = env.text("VAPID_PRIVATE_KEY", "")
VAPID_KEY_FILE = VAR_DIR / "vapid-private-key.txt"
# Who push services write to about our pushes (a mailto: or https: address).
VAPID_SUBJECT = env.text("VAPID_SUBJECT", f"mailto:{SUPPORT_EMAIL}")
# The push services a device may subscribe through (hosts, and their subdomains): the server
# posts to a subscription's address, so it must never be one of our own machines.
PUSH_SERVICES = env.items(
    "PUSH_SERVICES",
    [
        "fcm.googleapis.com",
        "push.services.mozilla.com",
        "push.apple.com",
        "notify.windows.com",
    ],
)
PUSH_TIMEOUT = float(env.text("PUSH_TIMEOUT", "5"))
ANALYTICS_ID = env.text("ANALYTICS_ID", "")
REDIS_URL = env.text("REDIS_URL", "")
# Names what this deployment puts in Redis that a database number does not keep apart: its
# pub/sub channels (live frames and the channel layer; Redis shares them across databases) and
# its task queue. Two deployments, or two test runs, on one Redis server each take their own.
# HUEY_NAME, its older name (the queue's alone), is still read: a deployment that set it keeps
# the tasks waiting in its queue.
REDIS_PREFIX = env.text("REDIS_PREFIX", env.text("HUEY_NAME", "marketplace"))
HTTPS = env.flag("HTTPS", False)
# Razorpay (marketplace/payments). With no key id, payments go to the sandbox gateway this
# server mounts under /sandbox/razorpay/ (fixed test keys, see payments/gateway.py); `make
# prod` and compose run it in a process of its own, with RAZORPAY_API_URL pointing at it and
# RAZORPAY_SANDBOX_WEBHOOK_URL back at the app.
RAZORPAY_KEY_ID = env.text("RAZORPAY_KEY_ID", "")
RAZORPAY_KEY_SECRET = env.text("RAZORPAY_KEY_SECRET", "")
RAZORPAY_WEBHOOK_SECRET = env.text("RAZORPAY_WEBHOOK_SECRET", "")
# The secret before the last change at Razorpay: deliveries retried from before the change
# still carry its signature, so both are accepted until this is unset again.
RAZORPAY_WEBHOOK_SECRET_PREVIOUS = env.text("RAZORPAY_WEBHOOK_SECRET_PREVIOUS", "")
# Empty: Razorpay's own (https://api.razorpay.com) with keys, else this server's sandbox.
# `make prod`'s sandbox process: http://127.0.0.1:8090/sandbox/razorpay.
RAZORPAY_API_URL = env.text("RAZORPAY_API_URL", "")
# Empty: Razorpay's checkout.js with keys, else the sandbox's /sandbox/razorpay/checkout.js.
RAZORPAY_CHECKOUT_URL = env.text("RAZORPAY_CHECKOUT_URL", "")
# Whether the sandbox sends its webhooks by itself after a pay, fail or refund, as Razorpay
# does (the tests send them one by one instead).
RAZORPAY_SANDBOX_WEBHOOKS = env.flag("RAZORPAY_SANDBOX_WEBHOOKS", True)
# Where the sandbox sends them, as the webhook URL configured at Razorpay. Empty: the server
# the call to the sandbox came to, which is the app's own only while the sandbox is mounted
# in it (`make run`).
RAZORPAY_SANDBOX_WEBHOOK_URL = env.text("RAZORPAY_SANDBOX_WEBHOOK_URL", "")
# How long a place freed for the first one on a waitlist is held for them (minutes).
# At least a minute: an offer that lapsed as it was made would go down the whole line at once.
WAITLIST_OFFER_MINUTES = max(1, env.number("WAITLIST_OFFER_MINUTES", 15))
# Your data (marketplace/privacy, docs/privacy.md): a download of it is kept this many days,
# in EXPORTS_ROOT (never the public media), then deleted; a deletion is carried out this many
# days after it was asked for, and may be cancelled until then.
EXPORT_DAYS = max(1, env.number("EXPORT_DAYS", 7))
EXPORTS_ROOT = Path(env.text("EXPORTS_ROOT", str(VAR_DIR / "exports")))
DELETION_GRACE_DAYS = max(0, env.number("DELETION_GRACE_DAYS", 7))
# The grievance officer named on /privacy (Consumer Protection (E-Commerce) Rules 2020 r. 4(4)).
GRIEVANCE_OFFICER_NAME = env.text("GRIEVANCE_OFFICER_NAME", "Grievance Officer")
GRIEVANCE_OFFICER_EMAIL = env.text("GRIEVANCE_OFFICER_EMAIL", "grievance@localhost")
GRIEVANCE_OFFICER_PHONE = env.text("GRIEVANCE_OFFICER_PHONE", "")
# /metrics (project/monitoring.py): off (404) without a token; with one, answered to a
# bearer of it from an address in METRICS_ALLOW (networks, comma-separated).
METRICS_TOKEN = env.text("METRICS_TOKEN", "")
METRICS_ALLOW = [
    ipaddress.ip_network(network, strict=False)
    for network in env.items("METRICS_ALLOW", ["127.0.0.0/8", "::1/128"])
]
# The built web app; another folder only to serve a build made elsewhere.
WEBAPP_DIST = Path(env.text("WEBAPP_DIST", str(REPO_DIR / "webapp" / "dist")))

# No "daphne" app: it only lends `runserver` an ASGI server (nothing here uses runserver: `make
# run` starts daphne itself), and it would load Twisted into every process, 0.6 s at start.
INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.sitemaps",
    "django.contrib.postgres",
    "channels",
    "ninja",
    "kernel.logs",
    "kernel.languages",
    "kernel.history",
    "kernel.holds",
    "kernel.waitlist",
    "marketplace.accounts",
    "notifications",
    "marketplace.profiles",
    "marketplace.tax",
    "marketplace.scheduling",
    "marketplace.bookings",
    "marketplace.coupons",
    "marketplace.packages",
    "marketplace.payments",
    "marketplace.payments.sandbox",
    "marketplace.events",
    "marketplace.earnings",
    "marketplace.invoices",
    "marketplace.support",
    "marketplace.calendars",
    "marketplace.privacy",
    "project.demo",
    "realtime",
    "huey.contrib.djhuey",
]

MIDDLEWARE = [
    # Before anything: /healthz, /readyz and /metrics come by address over plain HTTP, from a
    # probe or a scraper (project/monitoring.py).
    "project.monitoring.OperatorEndpointsMiddleware",
    # The request id (nginx's X-Request-ID) for every line the request logs and every task it
    # queues, echoed in the answer; the access line with LOG_FORMAT=json (kernel/logs).
    "kernel.logs.middleware.RequestIdMiddleware",
    # Each request counted by route and timed, whoever answers it (kernel/metrics.py).
    "kernel.metrics.RequestMetricsMiddleware",
    # First, so that whatever Django answers under /api/ (a bad Host too) has the API's shape.
    "project.middleware.ApiErrorShapeMiddleware",
    "django.middleware.security.SecurityMiddleware",
    # Before WhiteNoise, so that every HTML answer carries the policy (see project/csp.py).
    "project.csp.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # After WhiteNoise, whose pre-compressed answers never reach it.
    "project.middleware.TextGZipMiddleware",
    # Middleware meant for pages only (sessions, the admin's sign-in and messages) is skipped
    # on the API, which has none of them (project/middleware.py, PagesOnly).
    "project.middleware.PageSessionMiddleware",
    # The answer's language (kernel/languages): before anything that writes a text.
    "kernel.languages.middleware.LanguageMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "project.middleware.PageAuthenticationMiddleware",
    "project.middleware.PageMessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Last: under ASGI the chain and the view then run in one thread, with no hop per hook.
    "project.middleware.SyncChainMiddleware",
]

ROOT_URLCONF = "project.urls"
ASGI_APPLICATION = "project.asgi.application"
AUTH_USER_MODEL = "accounts.User"
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

_sqlite = f"sqlite:///{VAR_DIR / 'marketplace.sqlite3'}"
DATABASES = {"default": dj_database_url.parse(env.text("DATABASE_URL", "") or _sqlite)}
# How long a contended write waits for another one's row locks before answering "busy, try
# again" (409 with Retry-After) on PostgreSQL; SQLite waits its connection timeout below.
LOCK_TIMEOUT_MS = int(env.text("LOCK_TIMEOUT_MS", "3000"))
# The platform's cut of every paid appointment and event seat; the professional earns the rest.
PLATFORM_FEE_PERCENT = int(env.text("PLATFORM_FEE_PERCENT", "50"))
if not 0 <= PLATFORM_FEE_PERCENT <= 100:
    raise ValueError("PLATFORM_FEE_PERCENT must be between 0 and 100.")

# Tax rates and thresholds, in basis points (1 % = 100) and paise. Each one's source is in
# docs/tax.md; have a chartered accountant confirm them before relying on them.
TAX_GST_RATE_BP = 1800  # GST on professional services (SAC 9983), 9 % CGST + 9 % SGST or IGST
TAX_SAC_DEFAULT = "998399"  # other professional, technical and business services n.e.c.
TAX_PLATFORM_SAC = (
    "998599"  # the platform's own fee (other support services n.e.c.): a CA to confirm
)
TAX_TCS_RATE_BP = 50  # CGST Act section 52: 0.5 % of the net taxable value, from 10 July 2024
TAX_TDS_RATE_BP = 10  # Income-tax Act section 194-O: 0.1 % of the gross, from 1 October 2024
TAX_TDS_NO_PAN_RATE_BP = 500  # section 206AA for 194-O: 5 % where no PAN is on file
TAX_TDS_THRESHOLD_PAISE = 5_00_000_00  # 194-O(4): none for an individual under ₹5 lakh a year
# The platform as the e-commerce operator, as its own papers and the invoices name it.
PLATFORM_LEGAL_NAME = env.text("PLATFORM_LEGAL_NAME", SITE_NAME)
PLATFORM_GSTIN = env.text("PLATFORM_GSTIN", "")
PLATFORM_PAN = env.text("PLATFORM_PAN", "")
PLATFORM_STATE = env.text("PLATFORM_STATE", "29")  # GST state code: 29 is Karnataka
PLATFORM_ADDRESS = env.text("PLATFORM_ADDRESS", "")
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    VAR_DIR.mkdir(exist_ok=True)
    # IMMEDIATE takes the write lock at BEGIN, so two bookings can never interleave their
    # capacity check and insert (docs/architecture.md, "How a request travels").
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    }
else:
    # Django's, reading moments and JSON with psycopg's C loaders, and checking a pooled
    # connection by its socket (kernel/postgresql).
    DATABASES["default"]["ENGINE"] = "kernel.postgresql"
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
    # Reads wait no longer than writes do: a statement behind a table lock gives up after
    # LOCK_TIMEOUT_MS (a write's own SET LOCAL says the same), and any statement after
    # STATEMENT_TIMEOUT_MS; either answers 503 with Retry-After (errors.py), never a request
    # hanging for as long as someone holds a lock. 0 turns either off (a long migration).
    STATEMENT_TIMEOUT_MS = int(env.text("STATEMENT_TIMEOUT_MS", "10000"))
    timeouts = f"-c lock_timeout={LOCK_TIMEOUT_MS} -c statement_timeout={STATEMENT_TIMEOUT_MS}"
    # Search's similar spellings (profiles.queries.matching): a word sharing half the query's
    # trigrams, as "lawyer" does "lawer"'s (0.5); pg_trgm's default, 0.6, misses that typo.
    similar = "-c pg_trgm.word_similarity_threshold=0.5"
    options = DATABASES["default"].setdefault("OPTIONS", {})
    options["options"] = f"{options.get('options', '')} {timeouts} {similar}".strip()
    # The hot reads are prepared on each connection (kernel/kept.py asks for it per statement;
    # psycopg prepares nothing while this is None, Django's default for poolers such as
    # PgBouncer, which this deployment does not use). The ORM's own cursors bind on the client
    # and never prepare, so no other statement is prepared behind the code's back.
    options.setdefault("prepare_threshold", 1_000_000)
    # Connections kept open and shared by a process's threads (psycopg's pool). Without it
    # every request opens one, and PostgreSQL starts a backend for it: the booking transaction
    # alone then runs 6 times slower (loadtests/README.md, "The database's own limit"). Each
    # connection is checked as it is taken (kernel/postgresql: by its socket, with a round trip
    # when it was idle or the server said something), so a restarted database costs no request
    # an error beyond its restart; one not free within 5 s answers 503 like a database that is
    # down.
    # 0, the default, opens one a request.
    DATABASE_POOL_SIZE = int(env.text("DATABASE_POOL_SIZE", "0"))
    if DATABASE_POOL_SIZE:  # Beside any options DATABASE_URL's query string gave (sslmode...).
        DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {
            "min_size": min(2, DATABASE_POOL_SIZE), "max_size": DATABASE_POOL_SIZE, "timeout": 5,
        }  # fmt: skip

# Every Redis client gives up on connecting after a second, and the cache's on an answer after a
# second too. A Redis that cannot be reached because packets are dropped (its host is down),
# not refused, would otherwise hold each request for the system's connect timeout, minutes,
# while it holds a pooled database connection: the rate limits could never fail open, and the
# pool would run dry. (The channel layer and the task queue wait on blocking reads by design,
# so only their connecting is bounded.)
REDIS_CONNECT_TIMEOUT = 1
# A socket whose browser stopped reading is closed (code 1013; it reconnects and asks for what
# it missed) once one frame waited this long to be written, or this many frames wait for it
# (realtime/consumers.py).
SOCKET_SEND_SECONDS = float(env.text("SOCKET_SEND_SECONDS", "10"))
SOCKET_BACKLOG = int(env.text("SOCKET_BACKLOG", "500"))
REDIS_ANSWER_TIMEOUT = 1

if REDIS_URL:
    # Topics' frames go through realtime/hub.py, on Redis pub/sub of their own; the channel
    # layer carries only the rare message to one session's sockets (auth.revoked). It is the
    # pub/sub one: the default layer queued messages per process and per socket, each bounded
    # and dropping silently past that (loadtests/README.md, "Figures").
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.pubsub.RedisPubSubChannelLayer",
            "CONFIG": {
                "hosts": [{"address": REDIS_URL, "socket_connect_timeout": REDIS_CONNECT_TIMEOUT}],
                "prefix": REDIS_PREFIX,
            },
        }
    }
    CACHES = {
        "default": {
            "BACKEND": "kernel.cache.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "marketplace",
            "OPTIONS": {
                "socket_connect_timeout": REDIS_CONNECT_TIMEOUT,
                "socket_timeout": REDIS_ANSWER_TIMEOUT,
                # Times each command for /metrics (kernel/metrics.py).
                "pool_class": "kernel.metrics.CacheConnectionPool",
            },
        }
    }
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

# How long a process stopping (SIGTERM) may take to finish what it is doing: the app's requests
# (uvicorn's --timeout-graceful-shutdown: project/servers.py) and the worker's tasks. Under
# docker compose's stop_grace_period, after which the process is killed.
SHUTDOWN_SECONDS = servers.SHUTDOWN_SECONDS

# The background worker (`manage.py run_huey`): huey runs on the embedded SQLite file and on
# Redis alike, with delayed (a hold's expiry) and periodic (the minute sweep) tasks.
HUEY = {
    "name": REDIS_PREFIX,
    "immediate": False,
    # Nothing reads a task's answer back, and huey would keep each one in Redis for good.
    "results": False,
    "utc": True,
    # SIGTERM (docker stop, make prod-stop) lets the tasks running finish, up to
    # SHUTDOWN_SECONDS, rather than cutting one mid-send; a second signal stops at once.
    "consumer": {
        "workers": 2,
        "worker_type": "thread",
        "graceful_signal": "TERM",
        "shutdown_timeout": SHUTDOWN_SECONDS,
    },
}
if REDIS_URL:
    import redis

    # Its blocking reads wait 1 s (huey's read_timeout), so an answer may take longer than that.
    HUEY.update({
        # huey's RedisHuey, whose queue writes may join a transaction's batch (kernel/queue.py).
        "huey_class": "kernel.queue.Huey",
        "connection_pool": redis.ConnectionPool.from_url(
            REDIS_URL, socket_connect_timeout=REDIS_CONNECT_TIMEOUT, socket_timeout=5
        ),
    })  # fmt: skip
else:
    VAR_DIR.mkdir(exist_ok=True)
    HUEY.update({"huey_class": "huey.SqliteHuey", "filename": str(VAR_DIR / "huey.sqlite3")})

# English and Hindi (kernel/languages): a request's language is its page's ?lang=, the
# device's `lang` cookie, then Accept-Language; a text for someone else is in their
# User.language. The catalogues are platform/locale/<lang>/LC_MESSAGES/django.po, compiled by
# `manage.py compile_catalogues` (make does it).
LANGUAGE_CODE = "en"
LANGUAGES = [("en", "English"), ("hi", "हिन्दी")]
LANGUAGE_COOKIE_NAME = "lang"
LANGUAGE_COOKIE_AGE = 365 * 24 * 60 * 60
LOCALE_PATHS = [PLATFORM_DIR / "locale"]
TIME_ZONE = "Asia/Kolkata"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = VAR_DIR / "static"
MEDIA_URL = "/media/"
# Uploads stay in this folder unless MEDIA_BUCKET sends them to object storage (media_storage).
MEDIA_ROOT = Path(env.text("MEDIA_ROOT", str(VAR_DIR / "media")))
# The built web app (webapp/dist) is served from the site root: /assets/..., /logo.svg.
WHITENOISE_ROOT = WEBAPP_DIST if WEBAPP_DIST.is_dir() else None
# What Vite builds into assets/ is named by its content hash, so it never changes: browsers
# keep it a year without asking again. The rest (icons, admin files) is kept a day; index.html
# is answered by the web_app view, never cached. The .br and .gz beside each file (make run
# writes them) are answered to browsers that accept them.
WHITENOISE_IMMUTABLE_FILE_TEST = r"^/assets/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$"
WHITENOISE_MAX_AGE = 24 * 60 * 60


def _index_not_cached(headers, path: str, url: str) -> None:
    # The raw index.html, should anybody ask for it by name; and the service worker, which
    # names the current build's files, so browsers check it on every load.
    if url in ("/index.html", "/sw.js"):
        headers["Cache-Control"] = "no-cache"


WHITENOISE_ADD_HEADERS_FUNCTION = _index_not_cached


def media_storage() -> dict:
    """Where uploads go (pictures, banners and their smaller copies, profiles/images.py): the
    MEDIA_ROOT folder, or with MEDIA_BUCKET that S3-compatible bucket through django-storages,
    so that every ASGI process and worker sees the same files. A function, so that the tests
    can build it from the environment they set, as the start-up does."""
    bucket = env.text("MEDIA_BUCKET", "")
    if not bucket:
        return {"BACKEND": "django.core.files.storage.FileSystemStorage"}
    options = {
        "bucket_name": bucket,
        # Empty: AWS itself; else an S3-compatible provider's address (or the tests' emulator).
        "endpoint_url": env.text("MEDIA_ENDPOINT_URL", "") or None,
        "region_name": env.text("MEDIA_REGION", "") or None,
        # Empty: boto3 finds credentials itself (AWS_* variables, an instance or task role).
        "access_key": env.text("MEDIA_ACCESS_KEY_ID", "") or None,
        "secret_key": env.text("MEDIA_SECRET_ACCESS_KEY", "") or None,
        # Pictures are public (shared profiles and events show them to anyone), so their URLs
        # are plain: signed ones would expire within the hour and change on every answer,
        # which no browser, crawler or CDN can cache.
        "querystring_auth": False,
        # Each object readable by anyone. Buckets that refuse ACLs (AWS's default since 2023,
        # Object Ownership "bucket owner enforced") are made public by a bucket policy instead,
        # with MEDIA_ACL set empty.
        "default_acl": env.text("MEDIA_ACL", "public-read") or None,
        # Each upload gets a new random name and its copies are named after it, so an object
        # never changes: kept a year without asking again, as /media/ answers (views.py).
        "object_parameters": {"CacheControl": "public, max-age=31536000, immutable"},
        # Never replace bytes that caches hold under a name: a taken name gets a suffix.
        "file_overwrite": False,
    }
    public_url = env.text("MEDIA_PUBLIC_URL", "")
    if public_url:
        # A CDN or custom domain in front of the bucket; else URLs name the bucket itself.
        scheme, _, domain = public_url.rstrip("/").partition("://")
        if scheme not in ("http", "https") or not domain:
            raise ValueError("MEDIA_PUBLIC_URL must be a full URL, e.g. https://media.example.in")
        # django-storages names it "domain"; a path after the host (a CDN's prefix) is kept.
        options.update(url_protocol=f"{scheme}:", custom_domain=domain)
    return {"BACKEND": "storages.backends.s3.S3Storage", "OPTIONS": options}


STORAGES = {
    "default": media_storage(),
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}

# A JSON body larger than this is refused with 413 before it is parsed.
DATA_UPLOAD_MAX_MEMORY_SIZE = 1024 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = 5 * 1024 * 1024

SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
if HTTPS:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = True
    SECURE_HSTS_SECONDS = 60 * 60 * 24 * 365
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    CSRF_TRUSTED_ORIGINS = [f"https://{host}" for host in ALLOWED_HOSTS if host != "*"]

# Logs (kernel/logs): readable lines by default (`make run`); LOG_FORMAT=json, production's,
# writes one JSON object a line with the request id, and the app's own access line. Either way
# every record is stamped with the request id and passes the redaction filter (no codes,
# tokens, keys, signatures or card numbers).
LOG_FORMAT = env.text("LOG_FORMAT", "plain")
if LOG_FORMAT not in ("plain", "json"):
    raise ValueError("LOG_FORMAT is plain or json.")
LOG_LEVEL = env.text("LOG_LEVEL", "INFO").upper()
LOGGING = logging_config(LOG_FORMAT, LOG_LEVEL)  # kernel/logs/config.py

# Error reports to Sentry (kernel/logs/sentry.py), only with a DSN: without one the SDK is
# not even imported. Personal data is scrubbed before a report leaves.
SENTRY_DSN = env.text("SENTRY_DSN", "")
if SENTRY_DSN:
    from kernel.logs import sentry

    sentry.init(
        dsn=SENTRY_DSN,
        environment=env.text("SENTRY_ENVIRONMENT", "production"),
        traces_sample_rate=float(env.text("SENTRY_TRACES_SAMPLE_RATE", "0")),
        release=env.text("SENTRY_RELEASE", "") or None,
    )
