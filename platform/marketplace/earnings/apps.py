from django.apps import AppConfig


class EarningsConfig(AppConfig):
    name = "marketplace.earnings"
    label = "earnings"
    verbose_name = "Earnings and payouts"

    def ready(self) -> None:
        from marketplace.earnings import services
        from marketplace.packages import hooks
        from marketplace.payments.observers import Observer, observers

        # Payments sits below earnings: every capture and refund is booked through here.
        observers.register(
            "ledger",
            Observer(
                captured=services.payment_captured,
                refunded=services.payment_refunded,
                available_from=services.share_available_from,
            ),
        )
        # Packages sits below earnings too: each credit's part of a package's share moves here.
        hooks.earnings.register(
            "ledger", hooks.Earning(part_available_from=services.package_part_available_from)
        )
