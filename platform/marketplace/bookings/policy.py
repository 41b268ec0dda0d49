"""The professional's cancellation policy, read: what a client's cancel gives back. A policy
is tiers of notice and refund share, the longest notice first (`Profile.cancellation_policy`,
checked where it is saved, scheduling.services): a cancel made at least a tier's hours before
the start returns its percent; one made later than every tier returns nothing.

Only the client's cancel follows it. A professional who cancels or rejects refunds in full
(decisions.py): the marketplace's side bears at least what the client would (rule 4(10) of
India's Consumer Protection (E-Commerce) Rules 2020, docs/payments-and-money.md)."""

import datetime

from marketplace.profiles.models import DEFAULT_CANCELLATION_POLICY

Policy = list[dict] | tuple[dict, ...]


def of(appointment) -> Policy:
    """The policy a client's cancel of it follows: the one in force when it was booked, else
    (booked before policies) the professional's current one. Reads the professional's
    profile only for such an old one."""
    if appointment.cancellation_policy:
        return appointment.cancellation_policy
    return tiers(appointment.professional.profile.cancellation_policy)


def tiers(policy: Policy | None) -> Policy:
    """The policy as stored, or today's rule for a profile that never had one."""
    return policy or DEFAULT_CANCELLATION_POLICY


def refund_share(policy: Policy | None, starts_at: datetime.datetime, now) -> int:
    """The percent a cancel made `now` gives back: the first tier whose notice is still met."""
    notice = starts_at - now
    for tier in tiers(policy):
        if notice >= datetime.timedelta(hours=tier["hours"]):
            return tier["percent"]
    return 0


def share_of(paid_paise: int, percent: int) -> int:
    """`percent` of an amount, rounded down to the paisa (exact for whole-rupee prices:
    ₹999 at 50 % is ₹499.50)."""
    return paid_paise * percent // 100


def refund_paise(appointment, policy: Policy | None, now) -> int:
    """What a client's cancel of it made `now` would give back: nothing of a free one."""
    if not appointment.paid:
        return 0
    percent = refund_share(policy, appointment.starts_at, now)
    return share_of(appointment.price_paise, percent)


def full_refund_notice(policy: Policy | None) -> datetime.timedelta | None:
    """The smallest notice that still gives everything back, or None when no tier does."""
    full = [tier["hours"] for tier in tiers(policy) if tier["percent"] >= 100]
    return datetime.timedelta(hours=min(full)) if full else None
