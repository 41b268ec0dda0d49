import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from marketplace.profiles import texts
from marketplace.profiles.models import Profile, Review
from tests.factories import person, professional, token_for
from tests.images import picture

pytestmark = pytest.mark.django_db


BASIC = {
    "name": "Asha Iyer",
    "email": "asha@example.in",
    "position": "Family Lawyer",
    "about": "Twenty years in family courts.",
    "country": "India",
    "state": "Kerala",
}


def test_the_owner_edits_every_section_and_the_public_sees_it(api):
    user = person("Asha", "Iyer")
    token = token_for(user)
    assert api.put("/profiles/me/basic", json=BASIC, token=token).status == 200
    search = {"category": "Lawyer", "search_tags": "divorce"}
    assert api.put("/profiles/me/search", json=search, token=token).status == 200
    plans = {
        "plans": [{"name": "Consultation", "type": "Online", "price": 1500}],
        "consulting_note": "Share documents first.",
        "payment_required": True,
    }
    answer = api.put("/profiles/me/plans", json=plans, token=token)
    own = answer.body
    assert answer.status == 200 and own["plans"][0]["price"] == 1500
    for section, fields in [
        ("skills", {"skill": "Custody"}),
        ("education", {"college": "NLSIU", "course": "LLB", "pass_year": "2004"}),
        ("experience", {"company": "Khaitan", "position": "Partner", "year": "2010 - Present"}),
        ("languages", {"language": "Malayalam"}),
        ("social_media", {"link": "linkedin.com/in/asha"}),
        ("awards", {"award": "Best Advocate 2020"}),
    ]:
        answer = api.post(f"/profiles/me/items/{section}", json=fields, token=token)
        assert answer.status == 200, answer.body
        own = answer.body
        item = own[section][-1]
        assert {k: item[k] for k in fields if k != "link"} == {
            k: v for k, v in fields.items() if k != "link"
        }

    answer = api.get(f"/profiles/{user.username}")
    public = answer.body
    assert answer.status == 200
    assert api.get(f"/profiles/{user.pk}").body == public
    assert public["email"] is None and own["email"] == "asha@example.in"
    assert {k: public[k] for k in BASIC if k != "email"} == {
        k: v for k, v in BASIC.items() if k != "email"
    }
    assert public["plans"] == [
        {"id": own["plans"][0]["id"], "name": "Consultation", "type": "Online", "price": 1500,
         "duration_minutes": None}
    ]  # fmt: skip
    assert public["social_media"][0]["link"] == "https://linkedin.com/in/asha"
    assert public["consulting_note"] == "Share documents first." and public["payment_required"]

    skill_id = public["skills"][0]["id"]
    answer = api.delete(f"/profiles/me/items/skills/{skill_id}", token=token)
    assert answer.status == 200 and answer.body["skills"] == []


def test_writes_need_a_session(api):
    assert api.put("/profiles/me/basic", json=BASIC).status == 401
    assert api.post("/profiles/me/items/skills", json={"skill": "x"}).status == 401
    assert api.get("/profiles/me").status == 401


def test_other_users_cannot_delete_my_items(api):
    owner, intruder = person(), person()
    own = api.post("/profiles/me/items/skills", json={"skill": "Tax"}, token=token_for(owner)).body
    path = f"/profiles/me/items/skills/{own['skills'][0]['id']}"
    answer = api.delete(path, token=token_for(intruder))
    assert (answer.status, answer.body["message"]) == (404, texts.ITEM_GONE)
    assert api.get("/profiles/me", token=token_for(owner)).body["skills"] == own["skills"]


def test_refusals_use_the_specs_words(api):
    token = token_for(person())
    plan = {"name": "Call", "type": "Online", "price": 100}
    body = {"plans": [plan], "consulting_note": "", "payment_required": False}
    answer = api.put("/profiles/me/plans", json=body, token=token)
    assert (answer.status, answer.body) == (
        400,
        {"message": "Price More than ₹100", "fields": {"price": "Price More than ₹100"}},
    )
    body["plans"] = [{**plan, "name": "", "price": 500}]
    answer = api.put("/profiles/me/plans", json=body, token=token)
    assert answer.body["message"] == "Enter Session Details"
    assert api.post("/profiles/me/items/unknown", json={"skill": "x"}, token=token).status == 422
    assert api.post("/profiles/me/items/skills", json={"skill": 5}, token=token).status == 422


def test_unknown_profiles_are_404(api):
    answer = api.get("/profiles/nobody-here")
    assert (answer.status, answer.body) == (404, {"message": "Profile not found.", "fields": {}})
    assert api.get("/profiles/99999999").status == 404


def test_uploads_go_through_multipart_and_bad_files_are_refused(api, client, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    user = person()
    token = token_for(user)
    good = SimpleUploadedFile("me.png", picture(), content_type="image/png")
    answer = api.post("/profiles/me/image", data={"image": good}, token=token)
    assert answer.status == 200
    assert answer.body["image"].startswith("/media/profiles/images/")
    assert client.get(answer.body["image"]).status_code == 200

    bad = SimpleUploadedFile("evil.png", b"<?php echo 1; ?>", content_type="image/png")
    answer = api.post("/profiles/me/banner", data={"image": bad}, token=token)
    assert (answer.status, answer.body) == (
        400,
        {"message": texts.IMAGE_NOT_ALLOWED, "fields": {"image": texts.IMAGE_NOT_ALLOWED}},
    )
    assert not Profile.objects.get(user=user).banner
    assert api.post("/profiles/me/banner", data={}, token=token).status == 422
    other = SimpleUploadedFile("me.png", picture(), content_type="image/png")
    assert api.post("/profiles/me/image", data={"image": other}).status == 401


def test_reviews_come_ten_a_page_for_the_professional_asked_about(api):
    pro, other = professional(), professional()
    client_user = person("Kiran", "Das")
    for n in range(12):
        Review.objects.create(professional=pro, client=client_user, text=f"review {n}")
    Review.objects.create(professional=other, client=client_user, text="elsewhere")
    answer = api.get(f"/profiles/{pro.user.username}/reviews?page=1")
    first = answer.body
    assert answer.status == 200 and len(first["items"]) == 10 and first["has_next"]
    assert first["items"][0]["text"] == "review 11"
    assert first["items"][0]["client_name"] == "Kiran Das"
    second = api.get(f"/profiles/{pro.pk}/reviews?page=2").body
    assert [r["text"] for r in second["items"]] == ["review 1", "review 0"]
    assert not second["has_next"]
    assert api.get(f"/profiles/{pro.pk}").body["review_count"] == 12


def test_people_who_offer_nothing_are_not_public(api):
    client_only = person("Kiran", "Das")
    assert api.get(f"/profiles/{client_only.username}").status == 404
    assert api.get(f"/profiles/{client_only.pk}/reviews").status == 404
    assert api.get("/profiles/me", token=token_for(client_only)).status == 200


@pytest.mark.parametrize("ref", ["²", "١٢", "9" * 30, "%00", "a b"])
def test_odd_references_are_404_not_500(api, ref):
    assert api.get(f"/profiles/{ref}").status == 404


def test_long_searches_are_cut_not_refused(api):
    professional("Asha", "Iyer", position="Family Lawyer", category="Lawyer")
    answer = api.get("/professionals", data={"q": "lawyer " * 100})
    assert answer.status == 200 and answer.body["items"]


def test_the_signed_in_users_avatar_is_their_profile_picture(api, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    token = token_for(person())
    assert api.get("/auth/me", token=token).body["image"] is None
    upload = SimpleUploadedFile("me.png", picture(), content_type="image/png")
    image = api.post("/profiles/me/image", data={"image": upload}, token=token).body["image"]
    assert api.get("/auth/me", token=token).body["image"] == image


def test_search_suggestions_and_popular_lists_show_the_same_cards(api):
    pro = professional("Asha", "Iyer", position="Family Lawyer", category="Lawyer")
    card = {
        "id": pro.pk,
        "username": pro.user.username,
        "name": "Asha Iyer",
        "position": "Family Lawyer",
        "image": None,
        "image_sources": None,
        "verified": False,
        "category": "Lawyer",
    }
    search = api.get("/professionals", data={"q": "lawyer"}).body
    assert search == {"items": [card], "page": 1, "has_next": False}
    assert api.get("/professionals/suggest", data={"q": "lawyer"}).body == [card]
    assert api.get("/professionals/popular", data={"term": "lawyer"}).body == [card]
