"""Uploaded pictures: checked to be real PNG or JPEG images within bounds, then re-encoded, so
what we store and serve is never the uploaded bytes (no scripts, no GPS or camera metadata).

Beside each stored picture go smaller copies (SIZES wide, WebP and JPEG), so that a page asks
for the size it shows: an 80-pixel avatar is 3 KB, not the 800-pixel portrait's 16 KB.

Decoding is what costs memory: a 62 KB PNG of 4000x4000 decodes to 64 MB, and each full-size
copy costs as much again. So the size is read from the header before anything is decoded,
the picture is shrunk before any other work, and at most DECODES_AT_ONCE run per process."""

import io
import struct
import threading
from dataclasses import dataclass

from django.core.files.base import ContentFile
from django.db import transaction
from PIL import ExifTags, Image, UnidentifiedImageError

from kernel.bodylimit import PICTURE_FILE_BYTES
from kernel.errors import InvalidInput, RateLimited
from marketplace.profiles import texts

MAX_UPLOAD_BYTES = PICTURE_FILE_BYTES
# The browser already crops and compresses, so a real upload is far below this.
MAX_PIXELS = 16_000_000
ALLOWED_FORMATS = {"JPEG", "PNG"}
# The largest size each picture is stored at; the browser already crops and compresses.
BOUNDS = {"image": (800, 800), "banner": (1920, 1080)}
# The widths of the smaller copies: avatars and cards show a portrait at 40 to 200 pixels,
# banners fill a phone's width (or half a desktop's).
SIZES = {"image": (96, 192, 400), "banner": (480, 960)}
# What each stored size is written in: WebP for browsers that take it, JPEG for the rest.
FORMATS = {"webp": "WEBP", "jpg": "JPEG"}
# Two 16-megapixel decodes at once cost about 150 MB; more waiters get a "busy" 429 rather
# than each adding their own.
DECODES_AT_ONCE = 2
DECODE_WAIT_SECONDS = 3
decoding = threading.BoundedSemaphore(DECODES_AT_ONCE)

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# EXIF orientations 5 to 8 turn the picture a quarter: its bounds swap.
_TRANSPOSE = {
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_270,
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_90,
}


def _refused(message: str) -> InvalidInput:
    return InvalidInput(message, fields={"image": message})


def _png_pixels(upload) -> int | None:
    """Width times height from a PNG's IHDR chunk (the first 24 bytes), None if not a PNG."""
    upload.seek(0)
    head = upload.read(24)
    upload.seek(0)
    if not head.startswith(PNG_SIGNATURE) or head[12:16] != b"IHDR":
        return None
    width, height = struct.unpack(">II", head[16:24])
    return width * height


def _checked(upload) -> None:
    """Everything that can be known without decoding: size, format, pixel count, integrity."""
    if upload.size > MAX_UPLOAD_BYTES:
        raise _refused(texts.IMAGE_TOO_LARGE)
    pixels = _png_pixels(upload)
    if pixels is not None and pixels > MAX_PIXELS:
        raise _refused(texts.IMAGE_TOO_MANY_PIXELS)
    # Image.open reads the header only; verify() walks the chunks without decompressing.
    with Image.open(upload) as probe:
        if probe.format not in ALLOWED_FORMATS:
            raise _refused(texts.IMAGE_NOT_ALLOWED)
        if probe.width * probe.height > MAX_PIXELS:
            raise _refused(texts.IMAGE_TOO_MANY_PIXELS)
        probe.verify()
    upload.seek(0)


@dataclass(frozen=True)
class Picture:
    """A re-encoded picture: the stored size, and its smaller copies by name suffix."""

    content: ContentFile
    sizes: dict[str, bytes]


def sized_name(name: str, width: int, extension: str) -> str:
    """Where a smaller copy of the stored picture `name` lives: photo.jpg -> photo-96.webp."""
    return f"{name.rsplit('.', 1)[0]}-{width}.{extension}"


def _encoded(picture: Image.Image, image_format: str) -> bytes:
    out = io.BytesIO()
    if image_format == "WEBP":
        picture.save(out, format="WEBP", quality=80, method=4)
    else:
        picture.save(out, format="JPEG", quality=85, optimize=True, progressive=True)
    return out.getvalue()


def _smaller(picture: Image.Image, kind: str) -> dict[str, bytes]:
    sizes = {}
    for width in SIZES[kind]:
        copy = picture
        if picture.width > width:
            height = max(1, round(picture.height * width / picture.width))
            copy = picture.resize((width, height), Image.Resampling.LANCZOS)
        for extension, image_format in FORMATS.items():
            sizes[f"-{width}.{extension}"] = _encoded(copy, image_format)
    return sizes


def _decoded(upload, *, kind: str) -> Picture:
    with Image.open(upload) as image:
        orientation = image.getexif().get(ExifTags.Base.Orientation, 1)
        bounds = BOUNDS[kind][::-1] if orientation in (5, 6, 7, 8) else BOUNDS[kind]
        # A JPEG can be decoded straight at a reduced scale, near the size we store.
        image.draft("RGB", bounds)
        image.load()
        picture = image
        if picture.mode not in ("RGB", "RGBA", "L", "LA"):
            # Palette pictures shrink badly (nearest neighbour only): convert them first.
            picture = picture.convert("RGBA" if picture.mode in ("P", "PA") else "RGB")
        # Shrink in place first: every later step works on the small picture.
        picture.thumbnail(bounds)
        if orientation in _TRANSPOSE:
            picture = picture.transpose(_TRANSPOSE[orientation])
        if picture.mode in ("RGBA", "LA"):
            background = Image.new("RGB", picture.size, "white")
            background.paste(picture, mask=picture.getchannel("A"))
            picture = background
        picture = picture.convert("RGB")
        return Picture(ContentFile(_encoded(picture, "JPEG")), _smaller(picture, kind))


def reencode(upload, *, kind: str) -> Picture:
    try:
        _checked(upload)
        if not decoding.acquire(timeout=DECODE_WAIT_SECONDS):
            raise RateLimited(texts.IMAGES_BUSY, fields={"image": texts.IMAGES_BUSY})
        try:
            return _decoded(upload, kind=kind)
        finally:
            decoding.release()
    except Image.DecompressionBombError:
        raise _refused(texts.IMAGE_TOO_MANY_PIXELS) from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError):
        raise _refused(texts.IMAGE_NOT_ALLOWED) from None


def write_missing_sizes(file, *, kind: str) -> bool:
    """Write the smaller copies of a picture stored before they existed; False if it has them
    (or cannot be read, which is logged by the caller)."""
    if file.storage.exists(sized_name(file.name, SIZES[kind][0], "webp")):
        return False
    with file.storage.open(file.name) as stored, Image.open(stored) as image:
        image.load()
        sizes = _smaller(image.convert("RGB"), kind)
    for suffix, data in sizes.items():
        file.storage.save(f"{file.name.rsplit('.', 1)[0]}{suffix}", ContentFile(data))
    return True


def _delete(storage, name: str, kind: str) -> None:
    for width in SIZES[kind]:
        for extension in FORMATS:
            storage.delete(sized_name(name, width, extension))
    storage.delete(name)


def replace(field, filename: str, picture: Picture, *, kind: str) -> None:
    """Store `picture` in a model's file field, with its smaller copies; the picture it
    replaces goes once the caller's transaction commits (never before: a rollback keeps it)."""
    old_name, storage = field.name, field.storage
    field.save(filename, picture.content, save=False)
    for suffix, data in picture.sizes.items():
        storage.save(f"{field.name.rsplit('.', 1)[0]}{suffix}", ContentFile(data))
    if old_name:
        transaction.on_commit(lambda: _delete(storage, old_name, kind))


def sources(file, *, kind: str) -> dict[str, str] | None:
    """The `srcset` of a stored picture's smaller copies, WebP and JPEG, or None without one."""
    if not file:
        return None
    return {
        "webp" if extension == "webp" else "jpeg": ", ".join(
            f"{file.storage.url(sized_name(file.name, width, extension))} {width}w"
            for width in SIZES[kind]
        )
        for extension in FORMATS
    }
