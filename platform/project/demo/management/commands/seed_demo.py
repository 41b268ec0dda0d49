from django.core.management.base import BaseCommand

from project.demo.bookings import demo_bookings_load
from project.demo.earnings import demo_earnings_load
from project.demo.events import demo_events_load
from project.demo.profiles import demo_load


class Command(BaseCommand):
    help = (
        "Load the demo marketplace once (professionals, plans, reviews, schedules, clients "
        "and their appointments, webinars, one professional's earnings); later runs do nothing."
    )

    def handle(self, *args, **options):
        created = demo_load()
        if created:
            self.stdout.write(f"Demo marketplace loaded: {created} professionals.")
        appointments = demo_bookings_load()
        if appointments:
            self.stdout.write(f"Demo bookings loaded: {appointments} appointments.")
        events = demo_events_load()
        if events:
            self.stdout.write(f"Demo events loaded: {events} webinars.")
        payments = demo_earnings_load()
        if payments:
            self.stdout.write(f"Demo earnings loaded: {payments} payments.")
