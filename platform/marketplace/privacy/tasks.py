"""The worker's privacy work (huey): downloads built, deletions carried out when due, and the
retention sweep."""

from huey import crontab
from huey.contrib.djhuey import db_periodic_task, db_task

from marketplace.privacy import retention, services


@db_task(retries=2, retry_delay=30)
def export_build_task(export_id: int) -> None:
    services.export_build(export_id)


@db_periodic_task(crontab(minute="*/5"))
def privacy_sweep() -> None:
    """Deletions due are carried out; a download whose queueing was lost is built."""
    services.deletions_due()
    for export_id in services.exports_stuck():
        services.export_build(export_id)


@db_periodic_task(crontab(minute="17", hour="3"))
def retention_sweep() -> None:
    retention.retention_sweep()
