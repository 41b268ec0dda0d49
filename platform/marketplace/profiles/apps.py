from django.apps import AppConfig


class ProfilesConfig(AppConfig):
    name = "marketplace.profiles"
    label = "profiles"
    verbose_name = "Professional profiles"

    def ready(self) -> None:
        from marketplace.accounts import avatars
        from marketplace.profiles.queries import profile_picture_sources, profile_picture_url

        avatars.configure(find=profile_picture_url, sources=profile_picture_sources)
