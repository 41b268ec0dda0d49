"""The back office's staff groups and exactly what each may do. Staff are made with
`manage.py createsuperuser` and then put in a group (or given is_staff and a group in the
admin): a group's permissions are these and nothing else, reset on every `migrate`, so a
permission added by hand in the admin does not stay.

- finance: the payout queue (view, mark paid or failed), the ledger, orders, payments,
  refunds and webhooks (view), refunds from the back office, and the tax papers (view:
  invoices, credit notes, the platform's fee invoices, professionals' tax details);
- support: the support reports (view, status and notes), grievances (view, acknowledge and
  resolve in words to their author), no-show reports (view, and decide a
  disputed one: refund in full or not), professionals' profiles (view, change: the verified
  badge, unlisting) and accounts (view)."""

from django.core.exceptions import ImproperlyConfigured

FINANCE = (
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
)
SUPPORT = (
    "support.view_report",
    "support.change_report",
    "support.view_grievance",
    "support.change_grievance",
    "bookings.view_noshow",
    "bookings.decide_noshow",
    "profiles.view_profile",
    "profiles.change_profile",
    "accounts.view_user",
)
GROUPS = {"finance": FINANCE, "support": SUPPORT}


def staff_groups_sync(*, apps=None, using: str = "default", **_signal) -> None:
    """Create or update the groups so each has exactly its permissions. Connected to
    post_migrate for the support app, which comes after the apps whose permissions it
    names, so those exist by then."""
    if apps is None:
        from django.apps import apps
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    for name, wanted in GROUPS.items():
        found = []
        for label in wanted:
            app_label, codename = label.split(".")
            permission = (
                Permission.objects.using(using)
                .filter(content_type__app_label=app_label, codename=codename)
                .first()
            )
            if permission is None:
                raise ImproperlyConfigured(f"Group {name!r}: no permission {label!r}.")
            found.append(permission)
        group, _ = Group.objects.using(using).get_or_create(name=name)
        group.permissions.set(found)
