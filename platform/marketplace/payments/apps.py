from django.apps import AppConfig


class PaymentsConfig(AppConfig):
    name = "marketplace.payments"
    label = "payments"
    verbose_name = "Payments"

    def ready(self) -> None:
        from marketplace.bookings import refunds
        from marketplace.payments import services

        # Bookings sits below payments: a rejected or cancelled paid appointment is refunded
        # through this rail without bookings importing it.
        refunds.configure(
            lock=services.appointment_payments_lock, refund=services.appointment_refund
        )
