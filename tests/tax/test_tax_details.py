"""A professional's tax details through the API: saved tidied, read back, and each bad value
refused on its own field with nothing written (a PAN by its format, a GSTIN by its check
digit, its PAN and its state)."""

import pytest

from marketplace.tax import texts
from marketplace.tax.models import TaxDetails
from tests.factories import person, token_for

pytestmark = pytest.mark.django_db

PAN = "ABCPE1234F"  # an individual's (fourth letter P)
GSTIN = "27AAPFU0939F1ZV"  # a firm's in Maharashtra (27), on PAN AAPFU0939F


def save(api, token, **fields):
    return api.put("/tax/details", json={"state": "27", **fields}, token=token)


def test_details_are_empty_until_given_then_saved_tidied_and_read_back(api):
    user = person(pan=None)
    token = token_for(user)
    empty = api.get("/tax/details", token=token).body
    assert (empty["pan"], empty["gstin"], empty["registered"], empty["sac"]) == (
        "",
        "",
        False,
        "998399",
    )
    assert {"code": "27", "name": "Maharashtra"} in empty["states"]
    saved = save(api, token, pan=" aapfu 0939f ", gstin="27aapfu0939f1zv", legal_name=" Firm  X ")
    assert saved.status == 200, saved.body
    body = api.get("/tax/details", token=token).body
    assert (body["pan"], body["gstin"], body["legal_name"]) == ("AAPFU0939F", GSTIN, "Firm X")
    assert (body["registered"], body["charges_gst"]) == (True, True)
    exempt = save(api, token, pan="AAPFU0939F", gstin=GSTIN, exempt=True).body
    assert (exempt["registered"], exempt["charges_gst"]) == (True, False)


@pytest.mark.parametrize(
    ("fields", "errors"),
    [
        ({"pan": "ABCDE1234"}, {"pan": texts.ENTER_PAN}),
        ({"pan": "1BCPE1234F"}, {"pan": texts.ENTER_PAN}),
        ({"pan": "ABCXE1234F"}, {"pan": texts.ENTER_PAN}),  # X is no holder's kind
        ({"pan": "AAPFU0939F", "gstin": "27AAPFU0939F1ZX"}, {"gstin": texts.ENTER_GSTIN}),
        ({"gstin": GSTIN}, {"pan": texts.GSTIN_NEEDS_PAN}),
        ({"pan": PAN, "gstin": GSTIN}, {"gstin": texts.GSTIN_NOT_YOUR_PAN}),
        ({"pan": "AAPFU0939F", "gstin": GSTIN, "state": "29"},
         {"gstin": str(texts.GSTIN_OTHER_STATE).format(state="Maharashtra (27)")}),
        ({"state": "25"}, {"state": texts.CHOOSE_STATE}),
        ({"state": ""}, {"state": texts.CHOOSE_STATE}),
        ({"sac": "123456"}, {"sac": texts.ENTER_SAC}),
        ({"legal_name": "x" * 121}, {"legal_name": texts.NAME_TOO_LONG}),
    ],
)  # fmt: skip
def test_each_bad_value_is_refused_on_its_field_and_nothing_is_written(api, fields, errors):
    user = person(pan=None)
    answer = save(api, token_for(user), **fields)
    assert answer.status == 400, answer.body
    assert answer.body["fields"] == {name: str(text) for name, text in errors.items()}
    assert not TaxDetails.objects.filter(pk=user.pk).exists()


def test_an_individuals_pan_is_told_from_a_firms(api):
    user = person(pan=None)
    save(api, token_for(user), pan=PAN)
    assert TaxDetails.objects.get(pk=user.pk).individual
    save(api, token_for(user), pan="AAPFU0939F")
    assert not TaxDetails.objects.get(pk=user.pk).individual


def test_signed_out_is_refused(api):
    assert api.get("/tax/details").status == 401
    assert api.put("/tax/details", json={"state": "27"}).status == 401
