"""Uploads in S3-compatible object storage (MEDIA_BUCKET): pictures, banners and their smaller
copies are objects in the bucket, public and cached for good, named by plain URLs. Amazon is
replaced at its network boundary by moto's server, and django-storages' real S3 backend talks
to it over HTTP."""

import datetime
import io
import subprocess
import sys
import time
import urllib.request
import uuid
from dataclasses import dataclass
from email.message import Message
from pathlib import Path

import boto3
import pytest
from django.core.files.base import ContentFile
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.utils import timezone
from PIL import Image

from marketplace.events import services as events
from marketplace.profiles import images, services
from project import settings as project_settings
from project.views import MEDIA_CACHE
from tests.factories import person, professional, token_for
from tests.images import picture
from tests.servers import free_port

pytestmark = pytest.mark.django_db

KEYS = {"aws_access_key_id": "testing", "aws_secret_access_key": "testing"}
REGION = "us-east-1"
PORTRAIT_COPIES = {f"-{w}.{x}" for w in (96, 192, 400) for x in ("webp", "jpg")}
BANNER_COPIES = {f"-{w}.{x}" for w in (480, 960) for x in ("webp", "jpg")}
CONTENT_TYPES = {"jpg": "image/jpeg", "webp": "image/webp"}


@dataclass(frozen=True)
class Moto:
    url: str
    s3: object  # a boto3 client of it, to make buckets and look inside them


@pytest.fixture(scope="session")
def moto() -> Moto:
    """moto's S3 server, the real HTTP API on a free port, for the whole session."""
    port = free_port()
    server = subprocess.Popen(
        [Path(sys.executable).with_name("moto_server"), "-H", "127.0.0.1", "-p", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            urllib.request.urlopen(f"{url}/moto-api/", timeout=1).close()
            break
        except OSError:
            if server.poll() is not None or time.monotonic() > deadline:
                server.kill()
                raise RuntimeError(f"moto_server did not answer on {url}") from None
            time.sleep(0.05)
    yield Moto(url, boto3.client("s3", endpoint_url=url, region_name=REGION, **KEYS))
    server.terminate()
    server.wait(timeout=10)


@dataclass(frozen=True)
class Bucket:
    name: str
    url: str  # where its objects are read, as the storage names them
    s3: object

    def objects(self) -> set[str]:
        listed = self.s3.list_objects_v2(Bucket=self.name).get("Contents", [])
        return {entry["Key"] for entry in listed}

    def stems(self) -> set[str]:
        """profiles/images/7-ab12.jpg and its copies -> {profiles/images/7-ab12}"""
        return {key.rsplit(".", 1)[0] for key in self.objects() if key.count("-") == 1}


def _use_bucket(settings, monkeypatch, moto: Moto, **extra: str) -> Bucket:
    """A new bucket, and the settings the start-up would make of these variables."""
    name = f"media-{uuid.uuid4().hex[:12]}"
    variables = {
        "MEDIA_BUCKET": name,
        "MEDIA_ENDPOINT_URL": moto.url,
        "MEDIA_REGION": REGION,
        "MEDIA_ACCESS_KEY_ID": KEYS["aws_access_key_id"],
        "MEDIA_SECRET_ACCESS_KEY": KEYS["aws_secret_access_key"],
        **extra,
    }
    for variable, value in variables.items():
        monkeypatch.setenv(variable, value)
    moto.s3.create_bucket(Bucket=name)
    # Django's setting_changed handler forgets the storage built from the old STORAGES, so
    # the file fields (default_storage) use the bucket from here on.
    settings.STORAGES = {**settings.STORAGES, "default": project_settings.media_storage()}
    return Bucket(name, f"{moto.url}/{name}", moto.s3)


@pytest.fixture
def bucket(settings, monkeypatch, moto, tmp_path) -> Bucket:
    """A bucket of its own for the test; the local media folder must stay empty."""
    settings.MEDIA_ROOT = tmp_path
    yield _use_bucket(settings, monkeypatch, moto)
    assert not any(tmp_path.iterdir())


def _srcset(entries: str) -> dict[int, str]:
    pairs = (entry.split() for entry in entries.split(", "))
    return {int(width.removesuffix("w")): url for url, width in pairs}


def _fetched(url: str) -> tuple[Image.Image, Message]:
    """GET from the emulator with no credentials at all, as a browser does."""
    with urllib.request.urlopen(url, timeout=10) as answer:
        image = Image.open(io.BytesIO(answer.read()))
        image.load()
        return image, answer.headers


def _upload(api, path: str, token: str, **options) -> dict:
    file = SimpleUploadedFile("me.png", picture(**options), content_type="image/png")
    answer = api.post(path, data={"image": file}, token=token)
    assert answer.status == 200, answer.body
    return answer.body


def test_a_picture_and_its_six_copies_are_public_objects_the_api_names(api, bucket):
    user = person()
    me = _upload(api, "/profiles/me/image", token_for(user), size=(1600, 1600))

    (stem,) = bucket.stems()
    assert stem.startswith(f"profiles/images/{user.pk}-")
    assert bucket.objects() == {f"{stem}.jpg"} | {stem + copy for copy in PORTRAIT_COPIES}
    assert me["image"] == f"{bucket.url}/{stem}.jpg"  # plain: no signature that expires
    original, headers = _fetched(me["image"])
    assert original.size == (800, 800)
    assert (headers["Content-Type"], headers["Cache-Control"]) == ("image/jpeg", MEDIA_CACHE)

    for extension, entries in me["image_sources"].items():
        for width, url in _srcset(entries).items():
            suffix = "jpg" if extension == "jpeg" else "webp"
            assert url == f"{bucket.url}/{stem}-{width}.{suffix}"
            copy, headers = _fetched(url)
            assert (copy.format, copy.size) == (extension.upper(), (width, width))
            assert headers["Content-Type"] == CONTENT_TYPES[suffix]
            assert headers["Cache-Control"] == MEDIA_CACHE
    grants = bucket.s3.get_object_acl(Bucket=bucket.name, Key=f"{stem}-96.webp")["Grants"]
    assert {"Type": "Group", "URI": "http://acs.amazonaws.com/groups/global/AllUsers"} in [
        grant["Grantee"] for grant in grants if grant["Permission"] == "READ"
    ]


def test_a_replaced_picture_leaves_the_bucket_only_after_commit(
    api, bucket, django_capture_on_commit_callbacks
):
    user = person()
    token = token_for(user)
    _upload(api, "/profiles/me/banner", token)
    (old,) = bucket.stems()
    with django_capture_on_commit_callbacks() as callbacks:
        shown = _upload(api, "/profiles/me/banner", token, colour="red")
    assert len(bucket.stems()) == 2  # a rollback would still have the old banner
    for callback in callbacks:
        callback()
    (new,) = bucket.stems()
    assert new != old
    assert bucket.objects() == {f"{new}.jpg"} | {new + copy for copy in BANNER_COPIES}
    assert shown["banner"] == f"{bucket.url}/{new}.jpg"


def test_an_event_banner_and_its_copies_go_to_the_bucket(api, bucket):
    pro = professional()
    draft = events.EventDraft(
        title="GST for freelancers", short_description="Filing, simply.", description="",
        response="", date=(timezone.now() + datetime.timedelta(days=3)).date(),
        start=datetime.time(10), end=datetime.time(11), seats=None, type="Online", price=0,
    )  # fmt: skip
    event = events.event_create(host=pro.user, draft=draft)
    shown = _upload(api, f"/events/{event.pk}/banner", token_for(pro.user), size=(1200, 600))

    (stem,) = bucket.stems()
    assert stem.startswith(f"events/{event.pk}-")
    assert bucket.objects() == {f"{stem}.jpg"} | {stem + copy for copy in BANNER_COPIES}
    assert shown["banner"] == f"{bucket.url}/{stem}.jpg"
    webp = _srcset(shown["banner_sources"]["webp"])
    assert sorted(webp) == [480, 960]
    banner, headers = _fetched(webp[480])
    assert (banner.format, banner.size) == ("WEBP", (480, 240))
    assert (headers["Content-Type"], headers["Cache-Control"]) == ("image/webp", MEDIA_CACHE)


def test_picture_sizes_writes_the_missing_copies_into_the_bucket_once(bucket, caplog):
    # Every write is a new version: the second run must make none.
    versioning = {"Status": "Enabled"}
    bucket.s3.put_bucket_versioning(Bucket=bucket.name, VersioningConfiguration=versioning)
    profile = services.profile_picture_set(
        user=person(), kind="image", upload=ContentFile(picture(size=(500, 500)), name="a.png")
    )
    stem = profile.image.name.rsplit(".", 1)[0]
    for copy in PORTRAIT_COPIES:
        bucket.s3.delete_object(Bucket=bucket.name, Key=stem + copy)  # as if stored before them
    lost = services.profile_picture_set(
        user=person(), kind="image", upload=ContentFile(picture(), name="b.png")
    )
    for key in bucket.objects():  # gone, copies and all: skipped and logged, the others go on
        if key.startswith(lost.image.name.rsplit(".", 1)[0]):
            bucket.s3.delete_object(Bucket=bucket.name, Key=key)

    call_command("picture_sizes")
    written = {key.removeprefix(stem) for key in bucket.objects() if key.startswith(f"{stem}-")}
    assert written == PORTRAIT_COPIES
    head = bucket.s3.head_object(Bucket=bucket.name, Key=f"{stem}-192.webp")
    assert (head["ContentType"], head["CacheControl"]) == ("image/webp", MEDIA_CACHE)
    # Named by its profile: the file's own name ("853-03581174923b.jpg") can hold a run of
    # digits that the logs' card redaction takes for a card number, and hides.
    assert f"of profiles.Profile {lost.pk}: File does not exist" in caplog.text

    versions = bucket.s3.list_object_versions(Bucket=bucket.name)["Versions"]
    call_command("picture_sizes")  # again: nothing to do, nothing written
    assert bucket.s3.list_object_versions(Bucket=bucket.name)["Versions"] == versions


def test_a_public_url_names_the_cdn_in_front_of_the_bucket(settings, monkeypatch, moto):
    bucket = _use_bucket(
        settings, monkeypatch, moto, MEDIA_PUBLIC_URL="https://media.example.in/m/"
    )
    profile = services.profile_picture_set(
        user=person(), kind="image", upload=ContentFile(picture(), name="a.png")
    )
    stem = profile.image.name.rsplit(".", 1)[0]
    assert profile.image.url == f"https://media.example.in/m/{stem}.jpg"
    webp = _srcset(images.sources(profile.image, kind="image")["webp"])
    assert webp[96] == f"https://media.example.in/m/{stem}-96.webp"
    assert f"{stem}-96.webp" in bucket.objects()


def test_without_a_bucket_uploads_stay_in_the_local_folder(monkeypatch):
    monkeypatch.delenv("MEDIA_BUCKET", raising=False)
    local = {"BACKEND": "django.core.files.storage.FileSystemStorage"}
    assert project_settings.media_storage() == local


def test_a_bucket_that_refuses_acls_gets_none_and_a_public_url_must_be_whole(monkeypatch):
    monkeypatch.setenv("MEDIA_BUCKET", "media")
    monkeypatch.setenv("MEDIA_ACL", "")
    assert project_settings.media_storage()["OPTIONS"]["default_acl"] is None
    monkeypatch.setenv("MEDIA_PUBLIC_URL", "media.example.in")
    with pytest.raises(ValueError, match="MEDIA_PUBLIC_URL"):
        project_settings.media_storage()


def test_pages_let_browsers_show_pictures_from_the_bucket_or_its_cdn(
    client, built, settings, monkeypatch, moto
):
    def pictures_from() -> list[str]:
        policy = client.get("/")["Content-Security-Policy"]
        directive = next(part for part in policy.split("; ") if part.startswith("img-src "))
        return directive.split()[1:]

    assert pictures_from()[:2] == ["'self'", "data:"]  # the site serves /media/ itself
    _use_bucket(settings, monkeypatch, moto)
    assert moto.url in pictures_from()
    _use_bucket(settings, monkeypatch, moto, MEDIA_PUBLIC_URL="https://media.example.in/m/")
    assert "https://media.example.in" in pictures_from()
