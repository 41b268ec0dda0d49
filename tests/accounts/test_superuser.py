import pytest
from django.core.management import call_command

from marketplace.accounts.models import User


@pytest.mark.django_db
def test_staff_create_a_back_office_account_with_createsuperuser(monkeypatch):
    """The way into /admin/ (docs/product.md, "Back office"): our accounts have a phone and
    no e-mail field."""
    monkeypatch.setenv("DJANGO_SUPERUSER_PASSWORD", "a long staff passphrase 42")
    call_command(
        "createsuperuser", "--noinput", username="staff1", phone="+919812345678", verbosity=0
    )
    staff = User.objects.get(username="staff1")
    assert staff.is_staff and staff.is_superuser
    assert staff.check_password("a long staff passphrase 42")
