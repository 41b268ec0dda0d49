from django.core.management.base import BaseCommand, CommandError

from marketplace.payments.sandbox import services


class Command(BaseCommand):
    help = (
        "Send one signed Razorpay webhook from the sandbox gateway, e.g. "
        "`sandbox_webhook payment.captured --payment pay_X` or "
        "`sandbox_webhook refund.processed --refund rfnd_X`. --event-id repeats a delivery."
    )

    def add_arguments(self, parser):
        parser.add_argument("event", choices=services.EVENTS)
        parser.add_argument("--payment", dest="payment_id")
        parser.add_argument("--refund", dest="refund_id")
        parser.add_argument("--event-id", dest="event_id")
        parser.add_argument("--url", default=services.DEFAULT_WEBHOOK_URL)

    def handle(self, *args, event, payment_id, refund_id, event_id, url, **options):
        try:
            sent_id, status = services.webhook_send(
                event, url=url, payment_id=payment_id, refund_id=refund_id, event_id=event_id
            )
        except services.Refused as refused:
            raise CommandError(refused.description) from None
        self.stdout.write(f"{event} {sent_id} -> {url}: HTTP {status}")
        if status >= 300:
            raise CommandError(f"the webhook was answered with HTTP {status}")
