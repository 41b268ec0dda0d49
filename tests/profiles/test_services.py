import pytest
from django.core.files.base import ContentFile
from PIL import Image

from kernel.errors import InvalidInput, NotFound
from marketplace.profiles import services, texts
from marketplace.profiles.models import Plan, Profile
from tests.factories import person, professional
from tests.images import gps_exif, picture

pytestmark = pytest.mark.django_db


def plans(user, *items, note="", pay=False):
    return services.profile_plans_replace(
        user=user, plans=list(items), consulting_note=note, payment_required=pay
    )


def test_a_profile_is_made_on_first_need_and_not_listed_until_it_offers_a_plan():
    user = person("Neha", "Rao")
    assert not Profile.objects.filter(user=user).exists()  # accounts know no profiles
    profile = services.profile_of(user=user)
    assert not profile.listed
    assert "neha rao" in profile.search_text
    plans(user, {"name": "Call", "type": "Online", "price": 250})
    profile.refresh_from_db()
    assert profile.listed
    plans(user)
    profile.refresh_from_db()
    assert not profile.listed


@pytest.mark.parametrize(
    ("plan", "message"),
    [
        ({"name": "Call", "type": "Online", "price": 100}, texts.PRICE_TOO_LOW),
        ({"name": "Call", "type": "Online", "price": 0}, texts.PRICE_TOO_LOW),
        ({"name": "", "type": "Online", "price": 500}, texts.ENTER_SESSION_DETAILS),
        ({"name": "Call", "type": "Online", "price": None}, texts.ENTER_SESSION_DETAILS),
        ({"name": "Call", "type": "Phone", "price": 500}, texts.CHOOSE_SESSION_TYPE),
    ],
)
def test_a_plan_needs_details_and_a_price_above_100(plan, message):
    user = person()
    with pytest.raises(InvalidInput, match=str(message)):
        plans(user, plan)
    assert not Plan.objects.exists()


def test_plans_keep_their_ids_when_saved_again_and_unsent_ones_go():
    user = person()
    profile = plans(
        user,
        {"name": "Call", "type": "Online", "price": 300},
        {"name": "Visit", "type": "Offline", "price": 900},
    )
    call, visit = profile.plans.all()
    plans(
        user,
        {"id": call.pk, "name": "Long call", "type": "Online", "price": 450},
        {"name": "Review", "type": "Online", "price": 200},
        note="Bring reports",
        pay=True,
    )
    rows = list(Plan.objects.filter(profile=profile).values_list("id", "name", "price_paise"))
    assert rows[0] == (call.pk, "Long call", 45_000)
    assert [name for _, name, _ in rows] == ["Long call", "Review"]
    assert not Plan.objects.filter(pk=visit.pk).exists()
    profile.refresh_from_db()
    assert (profile.consulting_note, profile.payment_required) == ("Bring reports", True)


def test_nobody_edits_someone_elses_plan_by_sending_its_id():
    owner, intruder = person(), person()
    theirs = plans(owner, {"name": "Call", "type": "Online", "price": 300}).plans.get()
    plans(intruder, {"id": theirs.pk, "name": "Hijack", "type": "Online", "price": 999})
    theirs.refresh_from_db()
    assert theirs.name == "Call" and theirs.profile.user == owner
    assert Plan.objects.filter(profile__user=intruder, name="Hijack").exists()


def test_basic_info_needs_a_name_and_a_real_email():
    user = person()
    with pytest.raises(InvalidInput) as refused:
        services.profile_basic_update(
            user=user, name=" ", email="", position="", about="", country="", state=""
        )
    assert refused.value.fields == {"name": texts.ENTER_NAME, "email": texts.ENTER_EMAIL}
    with pytest.raises(InvalidInput) as refused:
        services.profile_basic_update(
            user=user, name="A B", email="not-an-email", position="", about="", country="", state=""
        )
    assert refused.value.fields == {"email": texts.INVALID_EMAIL}


def test_search_details_are_both_required():
    with pytest.raises(InvalidInput) as refused:
        services.profile_search_update(user=person(), category="", search_tags=" ")
    assert refused.value.fields == {
        "category": texts.ENTER_CATEGORY,
        "search_tags": texts.ENTER_TAGS,
    }


@pytest.mark.parametrize(
    ("section", "fields", "missing"),
    [
        ("skills", {}, {"skill"}),
        ("education", {"college": "IIT", "course": ""}, {"course", "pass_year"}),
        ("experience", {"company": "TCS", "position": "Dev"}, {"year"}),
        ("languages", {"language": "  "}, {"language"}),
        ("social_media", {}, {"link"}),
        ("awards", {}, {"award"}),
    ],
)
def test_every_field_of_a_list_item_is_required(section, fields, missing):
    with pytest.raises(InvalidInput) as refused:
        services.profile_item_add(user=person(), section=section, fields=fields)
    assert set(refused.value.fields) == missing


@pytest.mark.parametrize(
    ("given", "stored"),
    [
        ("linkedin.com/in/asha", "https://linkedin.com/in/asha"),
        ("https://x.com/asha", "https://x.com/asha"),
        ("http://example.in", "http://example.in"),
    ],
)
def test_social_links_are_web_links(given, stored):
    profile = services.profile_item_add(
        user=person(), section="social_media", fields={"link": given}
    )
    assert list(profile.social_media.values_list("link", flat=True)) == [stored]


@pytest.mark.parametrize("link", ["javascript:alert(1)", "data:text/html,hi", "ftp://x.in/a"])
def test_links_that_would_run_code_or_leave_the_web_are_refused(link):
    with pytest.raises(InvalidInput, match="web link"):
        services.profile_item_add(user=person(), section="social_media", fields={"link": link})


def test_items_are_deleted_only_from_ones_own_profile():
    owner, intruder = person(), person()
    profile = services.profile_item_add(user=owner, section="skills", fields={"skill": "Tax"})
    skill = profile.skills.get()
    with pytest.raises(NotFound, match=str(texts.ITEM_GONE)):
        services.profile_item_delete(user=intruder, section="skills", item_id=skill.pk)
    assert profile.skills.exists()
    services.profile_item_delete(user=owner, section="skills", item_id=skill.pk)
    assert not profile.skills.exists()


def test_the_search_document_follows_name_position_category_tags_and_skills():
    profile = professional(
        "Asha",
        "Iyer",
        position="Family Lawyer",
        category="Lawyer",
        tags="divorce, custody",
        skills=("Property law",),
    )
    assert profile.search_text == " asha iyer family lawyer lawyer divorce custody property law"
    services.profile_item_delete(
        user=profile.user, section="skills", item_id=profile.skills.get().pk
    )
    profile.refresh_from_db()
    assert "property" not in profile.search_text


def test_pictures_are_reencoded_bounded_and_stripped_of_metadata(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    user = person()
    upload = ContentFile(picture("JPEG", size=(3000, 2000), exif=gps_exif()), name="me.jpg")
    profile = services.profile_picture_set(user=user, kind="image", upload=upload)
    with Image.open(profile.image.path) as stored:
        assert stored.format == "JPEG"
        assert max(stored.size) == 800
        assert not stored.getexif()
    banner = services.profile_picture_set(
        user=user,
        kind="banner",
        upload=ContentFile(picture("PNG", size=(4000, 1000)), name="b.png"),
    ).banner
    with Image.open(banner.path) as stored:
        assert stored.size == (1920, 480)


def test_a_replaced_picture_file_is_removed_after_commit(
    settings, tmp_path, django_capture_on_commit_callbacks
):
    settings.MEDIA_ROOT = tmp_path
    user = person()
    with django_capture_on_commit_callbacks(execute=True):
        first = services.profile_picture_set(
            user=user, kind="image", upload=ContentFile(picture(), name="a.png")
        ).image.path
        services.profile_picture_set(
            user=user, kind="image", upload=ContentFile(picture(colour="red"), name="b.png")
        )
    assert not (tmp_path / first).exists()
    # The new picture and its six smaller copies; the old one's copies went with it.
    assert len(list((tmp_path / "profiles" / "images").iterdir())) == 7


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"<script>alert(1)</script>", texts.IMAGE_NOT_ALLOWED),
        (b"GIF89a" + b"\x00" * 100, texts.IMAGE_NOT_ALLOWED),
        (picture("GIF"), texts.IMAGE_NOT_ALLOWED),
        (picture("WEBP"), texts.IMAGE_NOT_ALLOWED),
        (picture("PNG")[:200], texts.IMAGE_NOT_ALLOWED),
        (picture("PNG", size=(8000, 6000)), texts.IMAGE_TOO_MANY_PIXELS),
        (b"\x89PNG" + b"0" * (8 * 1024 * 1024), texts.IMAGE_TOO_LARGE),
    ],
)
def test_anything_but_a_bounded_png_or_jpeg_is_refused_and_nothing_is_stored(
    settings, tmp_path, content, message
):
    settings.MEDIA_ROOT = tmp_path
    user = person()
    with pytest.raises(InvalidInput, match=str(message)):
        services.profile_picture_set(user=user, kind="image", upload=ContentFile(content, "x.png"))
    assert not Profile.objects.filter(user=user).exclude(image="").exists()
    assert not any(tmp_path.rglob("*.jpg"))


def test_a_price_has_a_ceiling_and_a_plan_cannot_appear_twice():
    user = person()
    with pytest.raises(InvalidInput, match=str(texts.PRICE_TOO_HIGH)):
        plans(user, {"name": "Call", "type": "Online", "price": 10**20})
    plan = plans(user, {"name": "Call", "type": "Online", "price": 300}).plans.get()
    twice = {"id": plan.pk, "name": "Call", "type": "Online", "price": 300}
    with pytest.raises(InvalidInput, match=str(texts.DUPLICATE_PLAN)):
        plans(user, twice, {**twice, "name": "Other"})
    assert list(Plan.objects.filter(profile__user=user).values_list("name", flat=True)) == ["Call"]


def test_a_link_is_at_most_300_characters_once_completed():
    long_link = "example.in/" + "a" * 285  # 296 typed, 304 with https://
    with pytest.raises(InvalidInput, match="too long"):
        services.profile_item_add(user=person(), section="social_media", fields={"link": long_link})
