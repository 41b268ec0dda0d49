from django.apps import AppConfig


class PackagesConfig(AppConfig):
    name = "marketplace.packages"
    label = "packages"
    verbose_name = "Packages"

    def ready(self) -> None:
        from marketplace.packages import services
        from marketplace.payments.observers import Observer, observers
        from marketplace.payments.purposes import Purpose, purposes

        # Payments sits below packages: a captured payment for a purchase comes back here,
        # and a purchase's payment given back in full takes its credits back.
        purposes.register(services.PURPOSE, Purpose(fulfil=services.purchase_fulfil))
        observers.register("packages", Observer(refunded=services.purchase_refunded))
