from django.urls import path

from realtime.consumers import LiveConsumer

websocket_urlpatterns = [path("ws/", LiveConsumer.as_asgi())]
