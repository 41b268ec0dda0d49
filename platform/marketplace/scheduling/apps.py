from django.apps import AppConfig


class SchedulingConfig(AppConfig):
    name = "marketplace.scheduling"
    label = "scheduling"
    verbose_name = "Schedules"
