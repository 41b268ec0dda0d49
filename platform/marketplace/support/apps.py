from django.apps import AppConfig
from django.db.models.signals import post_migrate


class SupportConfig(AppConfig):
    name = "marketplace.support"
    label = "support"
    verbose_name = "Support"

    def ready(self) -> None:
        from marketplace.support.staff import staff_groups_sync

        # Sent once per app after migrate; this app's turn comes after the other areas',
        # so their permissions exist (INSTALLED_APPS order).
        post_migrate.connect(staff_groups_sync, sender=self, dispatch_uid="support-staff-groups")
