"""Writes the smaller copies of pictures uploaded before they were made (see
profiles/images.py). Safe to run again: a picture that has them is skipped. `make run` runs it;
run it once in production after deploying the change."""

import logging

from django.apps import apps
from django.core.management.base import BaseCommand

from marketplace.profiles import images

logger = logging.getLogger(__name__)

# (model, file field, kind of picture). Events sit above profiles in the layering, so their
# model is looked up by name rather than imported.
PICTURES = (
    ("profiles.Profile", "image", "image"),
    ("profiles.Profile", "banner", "banner"),
    ("events.Event", "banner", "banner"),
)


class Command(BaseCommand):
    help = "Write the smaller copies (WebP and JPEG) of pictures stored without them."

    def handle(self, *args, **options):
        written = 0
        for label, field, kind in PICTURES:
            model = apps.get_model(label)
            for row in model.objects.exclude(**{field: ""}).only("pk", field).iterator():
                file = getattr(row, field)
                try:
                    written += images.write_missing_sizes(file, kind=kind)
                except OSError as error:  # missing or unreadable file: the others go on
                    logger.warning("picture %s of %s %s: %s", file.name, label, row.pk, error)
        if written:
            self.stdout.write(f"Wrote the smaller sizes of {written} pictures.")
