"""`manage.py compile_catalogues`: each platform/locale/<lang>/LC_MESSAGES/django.po into its
.mo, with polib, so neither `make run` nor an image needs GNU gettext installed. Only a
catalogue newer than its .mo is compiled again."""

from pathlib import Path

import polib
from django.conf import settings
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Compile the translation catalogues (.po) into the .mo files Django reads."

    def handle(self, *args, **options) -> None:
        for folder in settings.LOCALE_PATHS:
            for source in sorted(Path(folder).glob("*/LC_MESSAGES/*.po")):
                target = source.with_suffix(".mo")
                if target.exists() and target.stat().st_mtime >= source.stat().st_mtime:
                    continue
                catalogue = polib.pofile(str(source))
                # Written whole, then moved into place: a running server never reads half.
                partial = target.with_suffix(".mo.partial")
                catalogue.save_as_mofile(str(partial))
                partial.replace(target)
                if options["verbosity"]:
                    self.stdout.write(f"{target}: {len(catalogue.translated_entries())} texts")
