from django.db.models import QuerySet

from marketplace.payments.models import Order, Payment, Refund


def orders_of_appointment(*, appointment_id: int) -> QuerySet[Order]:
    return Order.objects.filter(appointment_id=appointment_id)


def payments_of_appointment(*, appointment_id: int) -> QuerySet[Payment]:
    return Payment.objects.filter(order__appointment_id=appointment_id)


def refunds_of_appointment(*, appointment_id: int) -> QuerySet[Refund]:
    return Refund.objects.filter(payment__order__appointment_id=appointment_id)
