"""Each stored picture has smaller copies (WebP and JPEG) that the API names, so a page asks
for the size it shows rather than the 800-pixel original."""

import datetime

import pytest
from django.core.files.base import ContentFile
from django.core.management import call_command
from django.utils import timezone
from PIL import Image

from marketplace.events import services as events
from marketplace.profiles import images, services
from tests.factories import person, professional, token_for
from tests.images import picture

pytestmark = pytest.mark.django_db


def _srcset(entries: str) -> dict[int, str]:
    """`<url> 96w, <url> 192w` -> {96: url, 192: url}"""
    pairs = (entry.split() for entry in entries.split(", "))
    return {int(width.removesuffix("w")): url for url, width in pairs}


def _fetched(client, url: str) -> Image.Image:
    response = client.get(url)
    assert response.status_code == 200
    image = Image.open(ContentFile(b"".join(response.streaming_content)))
    image.load()
    return image


def test_a_portrait_is_stored_with_96_192_and_400_pixel_copies_the_api_names(
    api, client, settings, tmp_path
):
    settings.MEDIA_ROOT = tmp_path
    user = person()
    upload = ContentFile(picture("JPEG", size=(1600, 1600)), name="me.jpg")
    services.profile_picture_set(user=user, kind="image", upload=upload)

    me = api.get("/profiles/me", token=token_for(user)).body
    webp, jpeg = _srcset(me["image_sources"]["webp"]), _srcset(me["image_sources"]["jpeg"])
    assert sorted(webp) == sorted(jpeg) == [96, 192, 400]
    for width in (96, 192, 400):
        small = _fetched(client, webp[width])
        assert (small.format, small.size) == ("WEBP", (width, width))
        fallback = _fetched(client, jpeg[width])
        assert (fallback.format, fallback.size) == ("JPEG", (width, width))
    assert _fetched(client, me["image"]).size == (800, 800)  # the original's field is unchanged
    # The smallest copy is a fraction of what an avatar used to download.
    assert len(client.get(webp[96]).getvalue()) * 4 < (tmp_path / me["image"][7:]).stat().st_size


def test_a_narrow_picture_is_never_enlarged_and_keeps_its_shape(client, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    user = person()
    upload = ContentFile(picture("PNG", size=(150, 300)), name="tall.png")
    profile = services.profile_picture_set(user=user, kind="image", upload=upload)
    sources = _srcset(images.sources(profile.image, kind="image")["webp"])
    assert _fetched(client, sources[96]).size == (96, 192)
    assert _fetched(client, sources[192]).size == (150, 300)  # as stored: never made larger


def test_banners_get_480_and_960_copies_for_profiles_and_events(api, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    pro = professional()
    wide = ContentFile(picture("PNG", size=(1920, 640)), name="b.png")
    services.profile_picture_set(user=pro.user, kind="banner", upload=wide)
    profile = api.get(f"/profiles/{pro.user.username}").body
    assert sorted(_srcset(profile["banner_sources"]["jpeg"])) == [480, 960]
    assert profile["image_sources"] is None  # no portrait yet: the web app shows its default

    draft = events.EventDraft(
        title="GST for freelancers", short_description="Filing, simply.", description="",
        response="", date=(timezone.now() + datetime.timedelta(days=3)).date(),
        start=datetime.time(10), end=datetime.time(11), seats=None, type="Online", price=0,
    )  # fmt: skip
    event = events.event_create(host=pro.user, draft=draft)
    events.event_banner_set(
        host=pro.user,
        event_id=event.pk,
        upload=ContentFile(picture("PNG", size=(1200, 600)), name="e.png"),
    )
    shown = api.get(f"/events/{event.pk}").body
    assert sorted(_srcset(shown["banner_sources"]["webp"])) == [480, 960]


def test_pictures_stored_before_the_copies_existed_get_them_once(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    user = person()
    profile = services.profile_picture_set(
        user=user, kind="image", upload=ContentFile(picture(size=(500, 500)), name="a.png")
    )
    stem = profile.image.name.rsplit(".", 1)[0]
    for copy in tmp_path.glob(f"{stem}-*"):
        copy.unlink()  # as if uploaded before this change

    call_command("picture_sizes")
    made = {path.name.removeprefix(stem.rsplit("/", 1)[1]) for path in tmp_path.glob(f"{stem}-*")}
    assert made == {f"-{w}.{x}" for w in (96, 192, 400) for x in ("webp", "jpg")}
    before = {path: path.stat().st_mtime_ns for path in tmp_path.glob(f"{stem}-*")}
    call_command("picture_sizes")  # again: nothing to do, nothing rewritten
    assert before == {path: path.stat().st_mtime_ns for path in tmp_path.glob(f"{stem}-*")}
