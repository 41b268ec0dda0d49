import gc
import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "marketplace.settings")
django_asgi_app = get_asgi_application()

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402

from marketplace import daphne_limits  # noqa: E402
from marketplace.bodylimit import BodyLimit  # noqa: E402
from realtime.origins import OriginValidator  # noqa: E402
from realtime.routing import websocket_urlpatterns  # noqa: E402

# Body limits hold under any ASGI server (BodyLimit) and inside daphne's own buffering.
daphne_limits.install()

application = ProtocolTypeRouter(
    {
        "http": BodyLimit(django_asgi_app),
        "websocket": OriginValidator(URLRouter(websocket_urlpatterns)),
    }
)

# Everything made while starting (Django's apps, the URL resolver, ninja's schemas) lives as
# long as the process: the collector need not walk it again on every collection.
gc.freeze()
