"""The ASGI application as daphne serves it (`make run`). daphne buffers a whole request
before the application sees any of it, so its request and channel classes are replaced first
(project/daphne_limits.py); every other server takes project.asgi, untouched."""

import os

# Before daphne_limits, whose imports (ninja's among them) read the settings: `make run` sets
# nothing in the environment.
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")

from project import daphne_limits  # noqa: E402

daphne_limits.install()

from project.asgi import application  # noqa: E402

__all__ = ["application"]
