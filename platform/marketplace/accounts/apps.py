from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "marketplace.accounts"
    label = "accounts"
    verbose_name = "Accounts and sign-in"
