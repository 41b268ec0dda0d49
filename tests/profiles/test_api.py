import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from marketplace.profiles import texts
from marketplace.profiles.models import Profile, Review
from tests.factories import person, professional, token_for
from tests.images import picture

pytestmark = pytest.mark.django_db


@pytest.fixture
def call(client):
    def call(method, path, body=None, token=None):
        headers = {"HTTP_AUTHORIZATION": f"Bearer {token}"} if token else {}
        if body is None:
            response = getattr(client, method)(f"/api/v1{path}", **headers)
        else:
            response = getattr(client, method)(
                f"/api/v1{path}", json.dumps(body), content_type="application/json", **headers
            )
        return response.status_code, response.json()

    return call


BASIC = {
    "name": "Asha Iyer",
    "email": "asha@example.in",
    "position": "Family Lawyer",
    "about": "Twenty years in family courts.",
    "country": "India",
    "state": "Kerala",
}


def test_the_owner_edits_every_section_and_the_public_sees_it(call):
    user = person("Asha", "Iyer")
    token = token_for(user)
    assert call("put", "/profiles/me/basic", BASIC, token)[0] == 200
    assert (
        call("put", "/profiles/me/search", {"category": "Lawyer", "search_tags": "divorce"}, token)[
            0
        ]
        == 200
    )
    status, own = call(
        "put",
        "/profiles/me/plans",
        {
            "plans": [{"name": "Consultation", "type": "Online", "price": 1500}],
            "consulting_note": "Share documents first.",
            "payment_required": True,
        },
        token,
    )
    assert status == 200 and own["plans"][0]["price"] == 1500
    for section, fields in [
        ("skills", {"skill": "Custody"}),
        ("education", {"college": "NLSIU", "course": "LLB", "pass_year": "2004"}),
        ("experience", {"company": "Khaitan", "position": "Partner", "year": "2010 - Present"}),
        ("languages", {"language": "Malayalam"}),
        ("social_media", {"link": "linkedin.com/in/asha"}),
        ("awards", {"award": "Best Advocate 2020"}),
    ]:
        status, own = call("post", f"/profiles/me/items/{section}", fields, token)
        assert status == 200, own
        item = own[section][-1]
        assert {k: item[k] for k in fields if k != "link"} == {
            k: v for k, v in fields.items() if k != "link"
        }

    status, public = call("get", f"/profiles/{user.username}")
    assert status == 200
    assert call("get", f"/profiles/{user.pk}")[1] == public
    assert public["email"] is None and own["email"] == "asha@example.in"
    assert {k: public[k] for k in BASIC if k != "email"} == {
        k: v for k, v in BASIC.items() if k != "email"
    }
    assert public["plans"] == [
        {"id": own["plans"][0]["id"], "name": "Consultation", "type": "Online", "price": 1500}
    ]
    assert public["social_media"][0]["link"] == "https://linkedin.com/in/asha"
    assert public["consulting_note"] == "Share documents first." and public["payment_required"]

    skill_id = public["skills"][0]["id"]
    status, own = call("delete", f"/profiles/me/items/skills/{skill_id}", token=token)
    assert status == 200 and own["skills"] == []


def test_writes_need_a_session(call):
    assert call("put", "/profiles/me/basic", BASIC)[0] == 401
    assert call("post", "/profiles/me/items/skills", {"skill": "x"})[0] == 401
    assert call("get", "/profiles/me")[0] == 401


def test_other_users_cannot_delete_my_items(call):
    owner, intruder = person(), person()
    _, own = call("post", "/profiles/me/items/skills", {"skill": "Tax"}, token_for(owner))
    status, body = call(
        "delete", f"/profiles/me/items/skills/{own['skills'][0]['id']}", token=token_for(intruder)
    )
    assert (status, body["message"]) == (404, texts.ITEM_GONE)
    assert call("get", "/profiles/me", token=token_for(owner))[1]["skills"] == own["skills"]


def test_refusals_use_the_specs_words(call):
    token = token_for(person())
    plan = {"name": "Call", "type": "Online", "price": 100}
    body = {"plans": [plan], "consulting_note": "", "payment_required": False}
    assert call("put", "/profiles/me/plans", body, token) == (
        400,
        {"message": "Price More than ₹100", "fields": {"price": "Price More than ₹100"}},
    )
    body["plans"] = [{**plan, "name": "", "price": 500}]
    assert call("put", "/profiles/me/plans", body, token)[1]["message"] == "Enter Session Details"
    assert call("post", "/profiles/me/items/unknown", {"skill": "x"}, token)[0] == 422
    assert call("post", "/profiles/me/items/skills", {"skill": 5}, token)[0] == 422


def test_unknown_profiles_are_404(call):
    assert call("get", "/profiles/nobody-here") == (
        404,
        {"message": "Profile not found.", "fields": {}},
    )
    assert call("get", "/profiles/99999999")[0] == 404


def test_uploads_go_through_multipart_and_bad_files_are_refused(client, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    user = person()
    auth = {"HTTP_AUTHORIZATION": f"Bearer {token_for(user)}"}
    good = SimpleUploadedFile("me.png", picture(), content_type="image/png")
    response = client.post("/api/v1/profiles/me/image", {"image": good}, **auth)
    assert response.status_code == 200
    assert response.json()["image"].startswith("/media/profiles/images/")
    assert client.get(response.json()["image"]).status_code == 200

    bad = SimpleUploadedFile("evil.png", b"<?php echo 1; ?>", content_type="image/png")
    response = client.post("/api/v1/profiles/me/banner", {"image": bad}, **auth)
    assert response.status_code == 400
    assert response.json() == {
        "message": texts.IMAGE_NOT_ALLOWED,
        "fields": {"image": texts.IMAGE_NOT_ALLOWED},
    }
    assert not Profile.objects.get(user=user).banner
    assert client.post("/api/v1/profiles/me/banner", {}, **auth).status_code == 422
    other = SimpleUploadedFile("me.png", picture(), content_type="image/png")
    assert client.post("/api/v1/profiles/me/image", {"image": other}).status_code == 401


def test_reviews_come_ten_a_page_for_the_professional_asked_about(call):
    pro, other = professional(), professional()
    client_user = person("Kiran", "Das")
    for n in range(12):
        Review.objects.create(professional=pro, client=client_user, text=f"review {n}")
    Review.objects.create(professional=other, client=client_user, text="elsewhere")
    status, first = call("get", f"/profiles/{pro.user.username}/reviews?page=1")
    assert status == 200 and len(first["items"]) == 10 and first["has_next"]
    assert first["items"][0]["text"] == "review 11"
    assert first["items"][0]["client_name"] == "Kiran Das"
    _, second = call("get", f"/profiles/{pro.pk}/reviews?page=2")
    assert [r["text"] for r in second["items"]] == ["review 1", "review 0"] and not second[
        "has_next"
    ]
    assert call("get", f"/profiles/{pro.pk}")[1]["review_count"] == 12


def test_people_who_offer_nothing_are_not_public(call):
    client_only = person("Kiran", "Das")
    assert call("get", f"/profiles/{client_only.username}")[0] == 404
    assert call("get", f"/profiles/{client_only.pk}/reviews")[0] == 404
    assert call("get", "/profiles/me", token=token_for(client_only))[0] == 200


@pytest.mark.parametrize("ref", ["²", "١٢", "9" * 30, "%00", "a b"])
def test_odd_references_are_404_not_500(call, ref):
    assert call("get", f"/profiles/{ref}")[0] == 404


def test_long_searches_are_cut_not_refused(call):
    professional("Asha", "Iyer", position="Family Lawyer", category="Lawyer")
    status, page = call("get", "/professionals?q=" + "lawyer " * 100)
    assert status == 200 and page["items"]


def test_the_signed_in_users_avatar_is_their_profile_picture(client, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    user = person()
    auth = {"HTTP_AUTHORIZATION": f"Bearer {token_for(user)}"}
    assert client.get("/api/v1/auth/me", **auth).json()["image"] is None
    upload = SimpleUploadedFile("me.png", picture(), content_type="image/png")
    image = client.post("/api/v1/profiles/me/image", {"image": upload}, **auth).json()["image"]
    assert client.get("/api/v1/auth/me", **auth).json()["image"] == image
