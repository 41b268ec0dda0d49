"""What decoding an uploaded picture may cost: pixels, uploads per person, decodes at once."""

import struct
import zlib

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from marketplace.profiles import images, texts
from tests.factories import person, token_for
from tests.images import picture

pytestmark = pytest.mark.django_db


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_bomb(width: int, height: int) -> bytes:
    """A few hundred bytes claiming width x height pixels (a decompression bomb's header)."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    idat = zlib.compress(b"\0" * 1024)
    chunks = _chunk(b"IHDR", header) + _chunk(b"IDAT", idat) + _chunk(b"IEND", b"")
    return b"\x89PNG\r\n\x1a\n" + chunks


def upload(content: bytes) -> SimpleUploadedFile:
    return SimpleUploadedFile("me.png", content, content_type="image/png")


def too_many_pixels(api, token, content: bytes) -> None:
    answer = api.post("/profiles/me/image", data={"image": upload(content)}, token=token)
    message = texts.IMAGE_TOO_MANY_PIXELS
    assert (answer.status, answer.body) == (400, {"message": message, "fields": {"image": message}})


def test_a_png_bomb_is_refused_for_its_pixels_before_decoding(api, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    token = token_for(person())
    # Past Pillow's own bomb limit (it raises on open) and just past ours (it would decode).
    too_many_pixels(api, token, png_bomb(100_000, 100_000))
    too_many_pixels(api, token, png_bomb(4001, 4000))


def test_a_person_may_upload_30_pictures_an_hour(api, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    token = token_for(person())
    small = picture(size=(40, 30))
    for _ in range(30):
        answer = api.post("/profiles/me/image", data={"image": upload(small)}, token=token)
        assert answer.status == 200
    answer = api.post("/profiles/me/banner", data={"image": upload(small)}, token=token)
    message = texts.TOO_MANY_UPLOADS
    assert (answer.status, answer.body) == (429, {"message": message, "fields": {"image": message}})
    # Someone else is not held back by it.
    other = api.post("/profiles/me/image", data={"image": upload(small)}, token=token_for(person()))
    assert other.status == 200


def test_a_third_decode_at_once_is_told_to_come_back(api, settings, tmp_path, monkeypatch):
    settings.MEDIA_ROOT = tmp_path
    monkeypatch.setattr(images, "DECODE_WAIT_SECONDS", 0)
    token = token_for(person())
    held = 0
    try:
        while images.decoding.acquire(blocking=False):  # two uploads are being decoded
            held += 1
        answer = api.post("/profiles/me/image", data={"image": upload(picture())}, token=token)
        message = texts.IMAGES_BUSY
        assert held == 2
        assert (answer.status, answer.body) == (
            429,
            {"message": message, "fields": {"image": message}},
        )
    finally:
        for _ in range(held):
            images.decoding.release()
    answer = api.post("/profiles/me/image", data={"image": upload(picture())}, token=token)
    assert answer.status == 200
