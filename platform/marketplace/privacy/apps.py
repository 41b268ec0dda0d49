from django.apps import AppConfig


class PrivacyConfig(AppConfig):
    name = "marketplace.privacy"
    label = "privacy"
    verbose_name = "Your data"
