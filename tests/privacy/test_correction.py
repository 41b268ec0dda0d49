"""Correction: a name given at sign-up is corrected with the profile editor's Name, every copy
the account holds with it."""

from marketplace.accounts.models import User
from tests.factories import person, token_for


def test_the_name_corrects_first_and_last_names(api, db):
    user = person("Asha", "Vrma")
    body = {"name": "Asha Verma Rao", "email": "asha@example.in", "position": "", "about": "",
            "country": "India", "state": "Goa"}  # fmt: skip
    answer = api.put("/profiles/me/basic", json=body, token=token_for(user))
    assert answer.status == 200, answer.body
    user = User.objects.get(pk=user.pk)
    assert (user.name, user.first_name, user.last_name) == ("Asha Verma Rao", "Asha", "Verma Rao")
