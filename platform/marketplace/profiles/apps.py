from django.apps import AppConfig


class ProfilesConfig(AppConfig):
    name = "marketplace.profiles"
    label = "profiles"
    verbose_name = "Professional profiles"
