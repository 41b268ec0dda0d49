"""JSON bodies are taken as sent: no boolean, number or text turns into another kind. Query
strings, which are all text, still parse."""

from datetime import date, datetime
from typing import Literal

import pytest
from pydantic import ValidationError

from kernel.schemas import InputSchema, QueryInput
from marketplace.profiles.models import Profile
from project.api import api as ninja_api
from tests.factories import person, professional, token_for

pytestmark = pytest.mark.django_db

PLAN = {"name": "Consultation", "type": "Online", "price": 1500}


def plans_body(**changes) -> dict:
    return {"plans": [PLAN], "consulting_note": "", "payment_required": True, **changes}


@pytest.mark.parametrize("flag", [0, 1, "false", "true", "0", None])
def test_a_boolean_field_refuses_numbers_and_text(api, flag):
    user = person()
    answer = api.put(
        "/profiles/me/plans", json=plans_body(payment_required=flag), token=token_for(user)
    )
    assert answer.status == 422
    assert "payment_required" in answer.body["fields"]
    assert Profile.objects.filter(user=user, plans__isnull=False).count() == 0


@pytest.mark.parametrize("price", ["1500", True, 1500.0])
def test_an_integer_field_refuses_text_booleans_and_fractions(api, price):
    token = token_for(person())
    body = plans_body(plans=[{**PLAN, "price": price}])
    answer = api.put("/profiles/me/plans", json=body, token=token)
    assert answer.status == 422
    assert answer.body["fields"] == {"plans.0.price": "Input should be a valid integer"}


@pytest.mark.parametrize("name", [101, True, 1.5])
def test_a_text_field_refuses_numbers_and_booleans(api, name):
    basic = {"name": name, "email": "asha@example.in"}
    answer = api.put("/profiles/me/basic", json=basic, token=token_for(person()))
    assert answer.status == 422
    assert answer.body["fields"] == {"name": "Input should be a valid string"}


def test_sign_in_refuses_a_phone_number_sent_as_a_number(api):
    answer = api.post("/auth/code", json={"phone": 9876543210})
    assert answer.status == 422
    assert answer.body["fields"] == {"phone": "Input should be a valid string"}


def test_the_right_kinds_are_still_accepted(api):
    token = token_for(person())
    answer = api.put("/profiles/me/plans", json=plans_body(payment_required=False), token=token)
    assert answer.status == 200, answer.body
    assert answer.body["payment_required"] is False and answer.body["plans"][0]["price"] == 1500


def test_query_strings_still_parse_into_numbers(api):
    for number in range(12):
        professional(f"Pro{number}", "Sharma", category="Doctor")
    first = api.get("/professionals", data={"q": "Doctor"})
    second = api.get("/professionals", data={"q": "Doctor", "page": "2"})
    assert first.status == second.status == 200
    assert second.body["page"] == 2 and len(second.body["items"]) == 2
    assert len(api.get("/professionals/popular", data={"limit": "3"}).body) == 3
    assert api.get("/professionals", data={"page": "two"}).body["fields"] == {
        "page": "Input should be a valid integer, unable to parse string as an integer"
    }


class Booking(InputSchema):
    day: date
    starts_at: datetime | None = None
    mode: Literal["Online", "Offline"] = "Online"
    seats: list[int] = []


def test_dates_and_times_arrive_as_text_and_parse():
    booking = Booking.model_validate(
        {"day": "2025-03-01", "starts_at": "2025-03-01T10:30:00+05:30"}
    )
    assert booking.day == date(2025, 3, 1) and booking.starts_at.hour == 10


@pytest.mark.parametrize(
    "data, field",
    [
        ({"day": 1740787200}, "day"),
        ({"day": "2025-03-01", "starts_at": True}, "starts_at"),
        ({"day": "2025-03-01", "mode": 1}, "mode"),
        ({"day": "2025-03-01", "seats": [1, "2"]}, "seats"),
    ],
)
def test_dates_choices_and_lists_refuse_other_kinds(data, field):
    with pytest.raises(ValidationError) as refused:
        Booking.model_validate(data)
    assert [error["loc"][0] for error in refused.value.errors()] == [field]


def test_every_operation_reads_bodies_strictly_and_queries_as_text():
    """A new operation cannot skip the rule: bodies are strict InputSchemas, query strings
    QueryInputs, and everything else arrives as a plain path parameter or a file."""
    seen = set()
    for _prefix, router in ninja_api._routers:
        for view in router.path_operations.values():
            for operation in view.operations:
                for model in operation.models:
                    source = model.__ninja_param_source__
                    seen.add(source)
                    for field in model.model_fields.values():
                        if source == "body":
                            assert issubclass(field.annotation, InputSchema)
                            assert not issubclass(field.annotation, QueryInput)
                        elif source == "query":
                            assert issubclass(field.annotation, QueryInput)
    assert {"body", "query"} <= seen
