"""The HTTP app for a WSGI server: `make prod` with PROD_SERVER=gunicorn serves every request
but the sockets (`/ws/`, still under uvicorn: asgi.py) through it. The views are synchronous,
so a WSGI worker runs each one in its own thread with no event loop between: 2-3 ms of CPU a
request less than the ASGI handler (loadtests/README.md, "The booking path at the database's
pace").

Behind the proxy, the client's address is the one the proxy gives (nginx sets
X-Forwarded-For to the address it saw), as uvicorn's --proxy-headers makes it under ASGI:
rate limits count per client, not per proxy. Only a peer on the loopback is believed."""

import gc
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "marketplace.settings")
django_wsgi_app = get_wsgi_application()

PROXIES = ("127.0.0.1", "::1")


def application(environ, start_response):
    forwarded = environ.get("HTTP_X_FORWARDED_FOR", "")
    if forwarded and environ.get("REMOTE_ADDR") in PROXIES:
        environ["REMOTE_ADDR"] = forwarded.rsplit(",", 1)[-1].strip()
    return django_wsgi_app(environ, start_response)


# As in asgi.py: what start-up made is never walked by the collector again.
gc.freeze()
