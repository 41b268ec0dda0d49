from django.apps import AppConfig


class CalendarsConfig(AppConfig):
    name = "marketplace.calendars"
    label = "calendars"
    verbose_name = "Calendar feeds"
