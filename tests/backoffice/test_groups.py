"""The staff groups exist after migrate with exactly their permissions, and a staff member
in no group is refused everything."""

import pytest
from django.contrib.auth.models import Group, Permission

from marketplace.support.staff import staff_groups_sync

pytestmark = pytest.mark.django_db

FINANCE = {
    "earnings.view_withdrawal",
    "earnings.decide_withdrawal",
    "earnings.view_entry",
    "payments.view_order",
    "payments.view_payment",
    "payments.view_refund",
    "payments.view_webhookevent",
    "payments.give_refund",
    "invoices.view_invoice",
    "invoices.view_creditnote",
    "earnings.view_feeinvoice",
    "tax.view_taxdetails",
}
SUPPORT = {
    "support.view_report",
    "support.change_report",
    "support.view_grievance",
    "support.change_grievance",
    "bookings.view_noshow",
    "bookings.decide_noshow",
    "profiles.view_profile",
    "profiles.change_profile",
    "accounts.view_user",
}
EVERY_SCREEN = (
    "/admin/earnings/withdrawal/",
    "/admin/earnings/entry/",
    "/admin/payments/order/",
    "/admin/payments/payment/",
    "/admin/payments/refund/",
    "/admin/payments/webhookevent/",
    "/admin/profiles/profile/",
    "/admin/support/report/",
    "/admin/bookings/noshow/",
    "/admin/accounts/user/",
    "/admin/auth/group/",
    "/admin/history/statechange/",
)


def permissions_of(name: str) -> set[str]:
    group = Group.objects.get(name=name)
    return {f"{p.content_type.app_label}.{p.codename}" for p in group.permissions.all()}


def test_the_groups_exist_after_migrate_with_exactly_their_permissions():
    assert permissions_of("finance") == FINANCE
    assert permissions_of("support") == SUPPORT


def test_a_permission_added_by_hand_is_reset_and_a_missing_group_made_again():
    Group.objects.get(name="finance").permissions.add(
        Permission.objects.get(content_type__app_label="earnings", codename="change_withdrawal")
    )
    Group.objects.filter(name="support").delete()
    staff_groups_sync()
    assert permissions_of("finance") == FINANCE
    assert permissions_of("support") == SUPPORT


def test_each_group_sees_its_screens_only_and_no_group_sees_none(staff):
    finance, support, nobody = staff("finance"), staff("support"), staff(None)
    allowed = {
        finance: {"/admin/earnings/withdrawal/", "/admin/earnings/entry/"}
        | {screen for screen in EVERY_SCREEN if screen.startswith("/admin/payments/")},
        support: {"/admin/profiles/profile/", "/admin/support/report/", "/admin/accounts/user/"}
        | {"/admin/bookings/noshow/"},
        nobody: set(),
    }
    for person, screens in allowed.items():
        for screen in EVERY_SCREEN:
            expected = 200 if screen in screens else 403
            assert person.get(screen).status_code == expected, (person.user.name, screen)
    home = nobody.get("/admin/")
    assert home.status_code == 200
    assert "You don’t have permission to view or edit anything." in home.content.decode()
    # Nobody on staff adds or deletes what these groups look after.
    assert finance.get("/admin/payments/refund/add/").status_code == 403
    assert support.get("/admin/support/report/add/").status_code == 403
