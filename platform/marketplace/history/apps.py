from django.apps import AppConfig


class HistoryConfig(AppConfig):
    name = "marketplace.history"
    label = "history"
    verbose_name = "State history"
