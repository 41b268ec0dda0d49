from django.apps import AppConfig


class HistoryConfig(AppConfig):
    name = "kernel.history"
    label = "history"
    verbose_name = "State history"
