"""Uploaded pictures: checked to be real PNG or JPEG images within bounds, then re-encoded, so
what we store and serve is never the uploaded bytes (no scripts, no GPS or camera metadata)."""

import io

from django.core.files.base import ContentFile
from PIL import Image, ImageOps, UnidentifiedImageError

from marketplace.errors import InvalidInput
from marketplace.profiles import texts

MAX_UPLOAD_BYTES = 8 * 1024 * 1024
# Decoding is what costs memory (about 4 bytes a pixel, several copies): the browser already
# crops and compresses, so a real upload is far below this.
MAX_PIXELS = 16_000_000
ALLOWED_FORMATS = {"JPEG", "PNG"}
# The largest size each picture is stored at; the browser already crops and compresses.
BOUNDS = {"image": (800, 800), "banner": (1920, 1080)}


def _refused(message: str) -> InvalidInput:
    return InvalidInput(message, fields={"image": message})


def reencode(upload, *, kind: str) -> ContentFile:
    if upload.size > MAX_UPLOAD_BYTES:
        raise _refused(texts.IMAGE_TOO_LARGE)
    try:
        with Image.open(upload) as probe:
            if probe.format not in ALLOWED_FORMATS:
                raise InvalidInput(
                    texts.IMAGE_NOT_ALLOWED, fields={"image": texts.IMAGE_NOT_ALLOWED}
                )
            if probe.width * probe.height > MAX_PIXELS:
                raise _refused(texts.IMAGE_TOO_MANY_PIXELS)
            probe.verify()
        upload.seek(0)
        with Image.open(upload) as image:
            # A JPEG can be decoded straight at a reduced scale, near the size we store.
            image.draft("RGB", BOUNDS[kind])
            image.load()
            picture = ImageOps.exif_transpose(image)
            if picture.mode in ("RGBA", "LA", "P"):
                picture = picture.convert("RGBA")
                background = Image.new("RGB", picture.size, "white")
                background.paste(picture, mask=picture.getchannel("A"))
                picture = background
            else:
                picture = picture.convert("RGB")
            picture.thumbnail(BOUNDS[kind])
            out = io.BytesIO()
            picture.save(out, format="JPEG", quality=85, optimize=True, progressive=True)
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        raise InvalidInput(
            texts.IMAGE_NOT_ALLOWED, fields={"image": texts.IMAGE_NOT_ALLOWED}
        ) from None
    return ContentFile(out.getvalue())
