"""The e-mail that tells staff of a new report, through Django's e-mail backend (the console
in the embedded default; SMTP when EMAIL_HOST is set)."""

from django.conf import settings
from django.core.mail import send_mail
from django.utils import translation

from marketplace.support import texts
from marketplace.support.models import Report


def report_mail(report_id: int) -> bool:
    report = Report.objects.filter(pk=report_id).first()
    if report is None or not settings.SUPPORT_EMAIL:
        return False
    body = (
        f"Reference: {report.reference}\nName: {report.name}\nPhone: {report.phone}\n"
        f"E-mail: {report.email}\nAccount: {report.user_id or '-'}\n\n{report.message}\n"
    )
    # Staff's mail is in the site's language, whatever the reporter's was.
    with translation.override(settings.LANGUAGE_CODE):
        subject = texts.MAIL_SUBJECT.format(reference=report.reference, name=report.name)
    send_mail(
        subject[:200],
        body,
        settings.DEFAULT_FROM_EMAIL,
        [settings.SUPPORT_EMAIL],
    )
    return True
