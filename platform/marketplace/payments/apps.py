from django.apps import AppConfig


class PaymentsConfig(AppConfig):
    name = "marketplace.payments"
    label = "payments"
    verbose_name = "Payments"
