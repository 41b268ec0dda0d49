from django.apps import AppConfig


class ProfilesConfig(AppConfig):
    name = "marketplace.profiles"
    label = "profiles"
    verbose_name = "Professional profiles"

    def ready(self) -> None:
        from marketplace.accounts import avatars
        from marketplace.profiles.queries import profile_picture_sources, profile_picture_url

        # Accounts sit below profiles: the header's avatar is the profile's picture.
        avatars.pictures.register(
            "profile", avatars.Pictures(url=profile_picture_url, sources=profile_picture_sources)
        )
