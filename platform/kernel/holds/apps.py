from django.apps import AppConfig


class HoldsConfig(AppConfig):
    """The kernel of payment holds (its tasks are found by the worker like any app's)."""

    name = "kernel.holds"
    label = "holds"
    verbose_name = "Payment holds"
