import gc
import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")
django_asgi_app = get_asgi_application()

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402

from kernel.bodylimit import BodyLimit  # noqa: E402
from realtime.origins import OriginValidator  # noqa: E402
from realtime.routing import websocket_urlpatterns  # noqa: E402

# Body and address limits hold under any ASGI server (BodyLimit); daphne, which buffers a
# request before the application sees it, is served project/daphne.py, which adds its own.
application = ProtocolTypeRouter(
    {
        "http": BodyLimit(django_asgi_app),
        "websocket": OriginValidator(URLRouter(websocket_urlpatterns)),
    }
)

# Everything made while starting (Django's apps, the URL resolver, ninja's schemas) lives as
# long as the process: the collector need not walk it again on every collection.
gc.freeze()
