"""Support staff give and take the verified badge and unlist professionals: an unlisted
professional is gone from search, the home carousels and the public profile."""

import pytest
from django.contrib.admin.models import LogEntry
from django.contrib.contenttypes.models import ContentType

from kernel.errors import NotFound
from marketplace.profiles.models import Profile
from tests.backoffice.conftest import said
from tests.factories import book, person, professional, schedule, upcoming

pytestmark = pytest.mark.django_db

PROFILES = "/admin/profiles/profile/"


def found(api, pro) -> dict[str, bool]:
    """Where the public finds this professional."""
    search = api.get("/professionals", data={"q": ""}).body["items"]
    popular = api.get("/professionals/popular", data={"term": "", "limit": 20}).body
    return {
        "search": any(card["id"] == pro.pk for card in search),
        "home": any(card["id"] == pro.pk for card in popular),
        "profile": api.get(f"/profiles/{pro.pk}").status == 200,
        "by username": api.get(f"/profiles/{pro.user.username}").status == 200,
    }


def messages_of(pro) -> list[tuple[str, str]]:
    entries = LogEntry.objects.filter(
        content_type=ContentType.objects.get_for_model(Profile), object_id=str(pro.pk)
    ).order_by("action_time", "id")
    return [(str(entry.user.name), entry.get_change_message()) for entry in entries]


def test_support_marks_verified_then_unlists_and_lists_again(api, client, built, staff):
    pro = professional("Vikram", "Rao", category="Doctor")
    other = professional("Meera", "Nair")
    support = staff("support")
    assert found(api, pro) == dict.fromkeys(("search", "home", "profile", "by username"), True)
    shared = f"/v/{pro.user.username}"
    assert "Vikram Rao" in client.get(shared).content.decode()  # the link's preview

    done = support.action(PROFILES, "mark_verified", [pro])
    assert said(done) == ["Marked verified: 1 profile(s)."]
    pro.refresh_from_db()
    assert pro.verified
    assert api.get(f"/profiles/{pro.pk}").body["verified"] is True

    support.action(PROFILES, "unlist", [pro])
    pro.refresh_from_db()
    assert pro.unlisted and pro.listed  # still offers a plan; hidden by staff
    assert found(api, pro) == dict.fromkeys(("search", "home", "profile", "by username"), False)
    assert api.get(f"/profiles/{pro.pk}").status == 404
    assert api.get("/professionals", data={"q": "Vikram"}).body["items"] == []
    assert found(api, other)["search"]  # nobody else is hidden
    assert "Vikram Rao" not in client.get(shared).content.decode()
    # Nor can anyone book them: no free times, and a booking straight to the API is refused.
    day, weekday = upcoming(1)
    window = schedule(pro, {"days": [weekday], "start": "10:00", "end": "11:00"}).windows[0]
    slots = api.get(f"/professionals/{pro.pk}/slots", data={"date": day.isoformat()})
    assert slots.status == 404
    with pytest.raises(NotFound):
        book(person("Anil", "Rao"), pro, window.pk, day)

    support.action(PROFILES, "list_again", [pro])
    support.action(PROFILES, "remove_verified", [pro])
    pro.refresh_from_db()
    assert not pro.unlisted and not pro.verified
    assert found(api, pro) == dict.fromkeys(("search", "home", "profile", "by username"), True)
    name = support.user.name
    assert messages_of(pro) == [
        (name, "Marked verified."),
        (name, "Unlisted."),
        (name, "Listed again."),
        (name, "Removed the verified badge."),
    ]
    # Choosing it again changes and logs nothing.
    again = support.action(PROFILES, "list_again", [pro])
    assert said(again) == ["Listed again: 0 profile(s)."]
    assert len(messages_of(pro)) == 4


def test_the_badge_edited_in_the_list_is_logged(staff):
    pro = professional()
    support = staff("support")
    listing = support.get(PROFILES)
    assert listing.status_code == 200
    done = support.post(
        PROFILES,
        {
            "form-TOTAL_FORMS": "1",
            "form-INITIAL_FORMS": "1",
            "form-0-user": str(pro.pk),
            "form-0-verified": "on",
            "_save": "Save",
        },
        follow=True,
    )
    assert done.status_code == 200
    pro.refresh_from_db()
    assert pro.verified
    assert messages_of(pro) == [(support.user.name, "Changed Verified.")]


def test_finance_and_staff_in_no_group_cannot_change_profiles(staff):
    pro = professional()
    for someone in (staff("finance"), staff(None)):
        assert someone.get(PROFILES).status_code == 403
        assert someone.action(PROFILES, "unlist", [pro]).status_code == 403
    pro.refresh_from_db()
    assert not pro.unlisted
