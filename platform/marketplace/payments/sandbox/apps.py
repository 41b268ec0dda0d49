from django.apps import AppConfig


class SandboxConfig(AppConfig):
    name = "marketplace.payments.sandbox"
    label = "razorpay_sandbox"
    verbose_name = "Razorpay sandbox"
