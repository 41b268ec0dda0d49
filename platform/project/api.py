from ninja import NinjaAPI

from kernel.errors import install_handlers
from marketplace.accounts.api import router as auth_router
from marketplace.accounts.auth import session_auth
from marketplace.bookings.api import checkout_router as appointment_checkout_router
from marketplace.bookings.api import router as appointments_router
from marketplace.bookings.api import slots_router
from marketplace.calendars.api import router as calendar_router
from marketplace.coupons.api import router as coupons_router
from marketplace.earnings.api import router as earnings_router
from marketplace.events.api import router as events_router
from marketplace.invoices.api import router as invoices_router
from marketplace.packages.api import on_sale_router as packages_on_sale_router
from marketplace.packages.api import router as packages_router
from marketplace.payments.api import router as payments_router
from marketplace.privacy.api import router as privacy_router
from marketplace.profiles.api import professionals_router
from marketplace.profiles.api import router as profiles_router
from marketplace.scheduling.api import router as schedule_router
from marketplace.support.api import router as support_router
from marketplace.tax.api import router as tax_router
from notifications.api import router as notifications_router
from project.checkout import router as checkout_router

api = NinjaAPI(
    title="Consultation marketplace API",
    version="1",
    description="Phone sign-in, profiles, bookings and webinars. Errors are always "
    '`{"message": ..., "fields": {...}}`.',
    urls_namespace="api",
    docs_url="/docs",
)
install_handlers(api)

api.add_router("/auth", auth_router)
api.add_router("/notifications", notifications_router, auth=session_auth)
api.add_router("/profiles", profiles_router)
api.add_router("/professionals", professionals_router)
api.add_router("/professionals", slots_router)
api.add_router("/professionals", packages_on_sale_router)
api.add_router("/schedule", schedule_router)
api.add_router("/appointments", appointments_router)
api.add_router("/packages", packages_router)
api.add_router("/payments", payments_router)
api.add_router("/payments", appointment_checkout_router)
api.add_router("/payments", checkout_router)
api.add_router("/events", events_router)
api.add_router("/earnings", earnings_router)
api.add_router("/support", support_router)
api.add_router("/calendar", calendar_router)
api.add_router("/coupons", coupons_router)
api.add_router("/tax", tax_router)
api.add_router("/privacy", privacy_router)
api.add_router("/invoices", invoices_router)
