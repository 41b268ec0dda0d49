from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "marketplace.notifications"
    label = "notifications"
