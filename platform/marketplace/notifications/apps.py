from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "marketplace.notifications"
    label = "notifications"

    def ready(self) -> None:
        from marketplace.notifications import checks  # noqa: F401 - registers the checks
