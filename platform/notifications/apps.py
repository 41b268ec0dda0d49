from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "notifications"
    label = "notifications"

    def ready(self) -> None:
        from notifications import checks  # noqa: F401 - registers the checks
