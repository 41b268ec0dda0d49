from django.apps import AppConfig


class CouponsConfig(AppConfig):
    name = "marketplace.coupons"
    label = "coupons"
    verbose_name = "Coupons"
