"""The worker's tasks for payments (huey): refunds asked for but not sent (their sender died,
or Razorpay was away) are sent every minute (services.refunds_unsent_send); webhooks kept
waiting for their payment (a refund that came before the capture) are tried again every few
minutes, Razorpay being asked for the payment each time (webhooks.waiting_apply)."""

from huey import crontab
from huey.contrib.djhuey import db_periodic_task

from marketplace.payments import services, webhooks
from marketplace.payments.gateway import Gateway


@db_periodic_task(crontab(minute="*/5"))
def webhooks_waiting_sweep() -> int:
    return webhooks.waiting_apply(Gateway())


@db_periodic_task(crontab(minute="*"))
def refunds_unsent_sweep() -> int:
    return services.refunds_unsent_send(Gateway())
