from django.apps import AppConfig


class TaxConfig(AppConfig):
    name = "marketplace.tax"
    label = "tax"
    verbose_name = "Tax details"
