"""The download of everything held about a user: one JSON file per declared model with their
rows (registry.DECLARED), their pictures from the media storage, and an index, in one ZIP in
EXPORTS_ROOT (never the public media) under a random name."""

import io
import json
import secrets
import zipfile

from django.conf import settings
from django.core.files.base import ContentFile
from django.core.files.storage import FileSystemStorage, default_storage
from django.core.serializers.json import DjangoJSONEncoder
from django.db.models import FileField
from django.utils import timezone

from marketplace.privacy.registry import DECLARED

# Secrets that are not the person's data but keys to it: never written into a download.
WITHHELD = frozenset({"password", "key_hash", "code_hash", "ticket_hash", "digest", "auth",
                      "p256dh"})  # fmt: skip


def storage() -> FileSystemStorage:
    return FileSystemStorage(location=settings.EXPORTS_ROOT)


def rows_of(user) -> dict[str, list[dict]]:
    """Every declared model's rows of the user, as plain values (label -> rows)."""
    found = {}
    for declared in DECLARED:
        if declared.rows is None:
            continue
        found[declared.label] = [_row_values(obj) for obj in declared.of(user).order_by("pk")]
    return found


def _row_values(obj) -> dict:
    fields = {"pk": obj.pk}
    for f in obj._meta.concrete_fields:
        if f.name in WITHHELD:
            continue
        value = getattr(obj, f.attname)
        if isinstance(f, FileField):
            value = value.name or ""
        fields[f.attname] = value
    for f in obj._meta.many_to_many:
        fields[f.name] = sorted(related.pk for related in getattr(obj, f.name).all())
    return fields


def pictures_of(user) -> list[str]:
    """The names in the media storage of the user's files (declared `files`)."""
    names = []
    for declared in DECLARED:
        for name in declared.files:
            for value in declared.of(user).values_list(name, flat=True):
                if value:
                    names.append(value)
    return names


def zip_build(user) -> tuple[str, int]:
    """The ZIP written to the exports storage: its name and size."""
    buffer = io.BytesIO()
    rows = rows_of(user)
    pictures = pictures_of(user)
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for label, found in rows.items():
            text = json.dumps(found, cls=DjangoJSONEncoder, ensure_ascii=False, indent=1)
            archive.writestr(f"data/{label}.json", text)
        kept = []
        for name in pictures:
            if default_storage.exists(name):
                with default_storage.open(name, "rb") as source:
                    archive.writestr(f"pictures/{name}", source.read())
                kept.append(name)
        index = {
            "user_id": user.pk,
            "made_at": timezone.now(),
            "models": {label: len(found) for label, found in rows.items()},
            "pictures": kept,
        }
        archive.writestr("index.json", json.dumps(index, cls=DjangoJSONEncoder, indent=1))
    name = f"{user.pk}-{secrets.token_urlsafe(24)}.zip"
    data = buffer.getvalue()
    name = storage().save(name, ContentFile(data))
    return name, len(data)
