"""The worker's tasks for earnings (huey): the platform's fee invoices for the month before,
every day at 02:30 IST (21:00 UTC; huey runs in UTC). Issuing is idempotent, so the daily run
issues a month's invoices on the 1st and catches any a missed run or a failure left."""

from huey import crontab
from huey.contrib.djhuey import db_periodic_task

from marketplace.earnings import invoices


@db_periodic_task(crontab(minute="0", hour="21"))
def fee_invoices_of_last_month() -> int:
    return len(invoices.fee_invoices_issue(invoices.last_month()))
