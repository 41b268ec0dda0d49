"""How a notification leaves the app: a push to the user's devices, a text message to their
phone and an e-mail to their address. Notifications is infrastructure and knows no area
(import-linter forbids it), so the areas register what only they know from their
AppConfig.ready() (see `wiring`): accounts how to text a phone (its SMS backends) and which
signed-in devices take pushes, and the area that sees where people leave e-mail addresses (the
profile, the booking forms) how to find a user's. Every process runs ready(), the worker
included."""

from collections.abc import Callable
from typing import Protocol

from kernel.wiring import Registry
from notifications.push import Device

# Called as sms(phone=..., text=...), like marketplace.accounts.sms.send_sms.
Sms = Callable[..., None]
EmailOf = Callable[[int], str]


class Devices(Protocol):
    def of(self, user_id: int) -> list[Device]:
        """The user's signed-in devices that take pushes."""

    def forget(self, device_id: int) -> None:
        """The push service no longer knows this device's subscription."""


sms: Registry[Sms] = Registry("SMS sender")
addresses: Registry[EmailOf] = Registry("e-mail lookup")
devices: Registry[Devices] = Registry("push devices")


def configured() -> bool:
    return len(sms) == 1 and len(addresses) > 0 and len(devices) == 1


def send_sms(*, phone: str, text: str) -> None:
    sms.only()(phone=phone, text=text)


def email_of(user_id: int) -> str:
    """The user's e-mail address, or "" when they never gave one."""
    if not addresses:
        addresses.only()  # says what is missing
    return next((email for find in addresses if (email := find(user_id))), "")
