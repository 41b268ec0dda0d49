from django.core.management.base import BaseCommand

from marketplace.profiles.demo import demo_load


class Command(BaseCommand):
    help = "Load the demo marketplace once (professionals, plans, reviews); later runs do nothing."

    def handle(self, *args, **options):
        created = demo_load()
        if created:
            self.stdout.write(f"Demo marketplace loaded: {created} professionals.")
