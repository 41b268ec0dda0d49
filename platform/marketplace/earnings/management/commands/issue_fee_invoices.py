"""Issue the platform's fee invoices of a month by hand: `manage.py issue_fee_invoices 2026-10`
(no month: last month, IST). Safe to run again: a professional's month is issued once."""

from django.core.management.base import BaseCommand, CommandError

from kernel.errors import InvalidInput
from marketplace.earnings import invoices


class Command(BaseCommand):
    help = "Issue the platform's fee invoices for a month (YYYY-MM; default: last month, IST)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("month", nargs="?", default="")

    def handle(self, *args, month: str, **options) -> None:
        try:
            first = invoices.month_from(month) if month else invoices.last_month()
        except InvalidInput as error:
            raise CommandError(str(error.fields["month"])) from None
        made = invoices.fee_invoices_issue(first)
        for invoice in made:
            self.stdout.write(
                f"{invoice.number} to {invoice.professional_id}: {invoice.total_paise}"
            )
        self.stdout.write(f"{len(made)} issued for {first:%Y-%m}.")
