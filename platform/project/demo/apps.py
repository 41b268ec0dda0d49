from django.apps import AppConfig


class DemoConfig(AppConfig):
    """The demo marketplace of `make run` (composition: it may use every area)."""

    name = "project.demo"
    label = "demo"
    verbose_name = "Demo data"
