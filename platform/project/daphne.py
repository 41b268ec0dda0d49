"""The ASGI application as daphne serves it (`make run`). daphne buffers a whole request
before the application sees any of it, so its request and channel classes are replaced first
(project/daphne_limits.py); every other server takes project.asgi, untouched."""

from project import daphne_limits

daphne_limits.install()

from project.asgi import application  # noqa: E402

__all__ = ["application"]
