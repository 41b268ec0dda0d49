"""The worker's task for support (huey): staff's e-mail leaves outside the request."""

from huey.contrib.djhuey import db_task

from marketplace.support.mail import report_mail


@db_task(retries=3, retry_delay=60)
def report_mail_task(report_id: int) -> bool:
    return report_mail(report_id)
