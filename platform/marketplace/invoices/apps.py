from django.apps import AppConfig


class InvoicesConfig(AppConfig):
    name = "marketplace.invoices"
    label = "invoices"
    verbose_name = "Invoices and credit notes"

    def ready(self) -> None:
        from marketplace.invoices import services
        from marketplace.payments.observers import Observer, observers

        # Payments sits below invoices: every capture is invoiced and every refund credited
        # here, inside the transaction that records it (so a number is never lost or doubled).
        observers.register(
            "invoices",
            Observer(captured=services.payment_captured, refunded=services.payment_refunded),
        )
