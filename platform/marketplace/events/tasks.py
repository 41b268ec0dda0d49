"""The worker's tasks for events (huey; a seat hold's expiry is the hold kernel's,
kernel/holds): a sweep every minute reminds each confirmed booker 24 hours and 1 hour
before the event, each once (notifications.services.reminder_send)."""

from huey import crontab
from huey.contrib.djhuey import db_periodic_task

from kernel import routes
from marketplace.events.queries import REMINDER_SUBJECT, seats_to_remind
from notifications import reminders, texts
from notifications.models import Reminder
from notifications.services import Notice, reminder_send
from notifications.wording import Text

REMINDER_TEXTS = {
    Reminder.Lead.DAY: texts.EVENT_REMINDER,
    Reminder.Lead.HOUR: texts.EVENT_STARTS_SOON,
}


@db_periodic_task(crontab(minute="*"))
def event_reminders_sweep() -> int:
    sent = 0
    for lead in Reminder.Lead.values:
        for seat in seats_to_remind(lead=lead):
            event = seat.event
            text = Text(
                REMINDER_TEXTS[lead],
                title=event.title,
                when=reminders.when(event.starts_at, event.time_zone),
            )
            data = {"event_id": event.pk, "path": routes.MY_EVENTS}
            sent += reminder_send(
                subject=REMINDER_SUBJECT,
                subject_id=seat.pk,
                lead=lead,
                notices=[Notice(user=seat.user, text=text, data=data)],
            )
    return sent
