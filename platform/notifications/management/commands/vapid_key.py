"""Prints a new VAPID key pair for Web Push: the private half for VAPID_PRIVATE_KEY, the
public half for reference (the server gives browsers its own, derived from the private)."""

from django.core.management.base import BaseCommand
from py_vapid import Vapid

from notifications import push


class Command(BaseCommand):
    help = "Print a new VAPID key pair (base64url) for VAPID_PRIVATE_KEY."

    def handle(self, *args, **options) -> None:
        private = push.new_key()
        self.stdout.write(f"VAPID_PRIVATE_KEY={private}")
        public = push.public_key_of(Vapid.from_string(private))
        self.stdout.write(f"# its public key (the browsers' applicationServerKey): {public}")
