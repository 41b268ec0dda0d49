"""The background worker's tasks for appointments (huey; `manage.py run_huey`; a hold's
expiry is the hold kernel's, kernel/holds). A sweep every minute expires requests the
professional left unanswered until their time began; another reminds both sides of an
accepted appointment 24 hours and 1 hour before it, each once
(notifications.services.reminder_send); a third refunds in full the client's no-show reports
the professional left unanswered for 72 hours (noshows.no_show_lapse_due)."""

from huey import crontab
from huey.contrib.djhuey import db_periodic_task

from marketplace.bookings import decisions, noshows, notices
from marketplace.bookings.models import Appointment
from marketplace.bookings.queries import REMINDER_SUBJECT, appointments_to_remind
from notifications import reminders, texts
from notifications.models import Reminder
from notifications.services import Notice, reminder_send
from notifications.wording import Text

REMINDER_TEXTS = {
    Reminder.Lead.DAY: texts.APPOINTMENT_REMINDER,
    Reminder.Lead.HOUR: texts.APPOINTMENT_STARTS_SOON,
}


@db_periodic_task(crontab(minute="*"))
def unanswered_sweep() -> int:
    return decisions.unanswered_expire_due()


@db_periodic_task(crontab(minute="*"))
def no_show_sweep() -> int:
    return noshows.no_show_lapse_due()


def _reminder_notices(appointment: Appointment, lead: str) -> list[Notice]:
    """The client is told the professional's name, the professional the client's (as the
    booking form gave it), both the time in the zone the appointment is held in."""
    template = REMINDER_TEXTS[lead]
    when = reminders.when(appointment.starts_at, appointment.time_zone)
    client, professional = appointment.client, appointment.professional
    return [
        Notice(
            user=client,
            text=Text(template, name=decisions.display_name(professional), when=when),
            data=notices.notice_data(appointment, client),
        ),
        Notice(
            user=professional,
            text=Text(template, name=appointment.name, when=when),
            data=notices.notice_data(appointment, professional),
        ),
    ]


@db_periodic_task(crontab(minute="*"))
def appointment_reminders_sweep() -> int:
    sent = 0
    for lead in Reminder.Lead.values:
        for appointment in appointments_to_remind(lead=lead):
            sent += reminder_send(
                subject=REMINDER_SUBJECT,
                subject_id=appointment.pk,
                lead=lead,
                notices=_reminder_notices(appointment, lead),
            )
    return sent
