"""How much sign-in each phone, address and network may ask for (docs/product.md, "Sign-in rules").

The rules keep two promises at once: nobody can guess a 6-digit code, and no stranger can
stop a phone's owner, or everyone, from signing in.

Guessing, worst case for one phone and one day, with as many addresses as an attacker likes:
- tries from the network that asked for the code: 5 per code, and a phone gets at most
  CODES_PER_PHONE_PER_DAY codes a day, then 1 an hour: <= (10 + 24) * 5 = 170;
- tries from any other network: 5 per code, and once the phone has had 10 such wrong tries
  in 24 h each next one waits twice as long (1, 2, 4 ... minutes, at most 30): <= 10 + 48 = 58.
So at most ~230 of the 1,000,000 codes a day: a 1 in ~4,300 chance per day, each code texted
to the owner and, past the first few, bought with a proof of work. (The old 24-hour lock
allowed 10 a day, but let any stranger lock the owner out.)

Lock-out: a stranger's wrong tries never use up the tries the owner's own network has on
the owner's code, and the per-phone waits apply only to other networks and are capped at
30 minutes; the per-(phone, address) waits slow only the address that guessed.

With the counters' cache (Redis) unreachable, sending codes stops (CodesPaused, a 503 with
Retry-After): every code is a paid text message, and these counters are all that stands
between a script and an unbounded SMS bill or a flooded phone, so failing open would sell
the outage to whoever notices it first. Signing in with a code already sent goes on: the
per-code tries and the phone-wide waits for other networks are counted in the database
(PhoneCode), so guessing stays bounded by them; only the per-address counters and the
per-(phone, address) waits fail open. Signed-in sessions never touch these counters."""

import ipaddress
import time

from django.core.cache import cache
from django.utils.translation import ngettext
from redis.exceptions import RedisError

from kernel import ratelimit
from kernel.errors import ApplicationError, RateLimited
from marketplace.accounts import texts

CODE_MAX_FAILED_ATTEMPTS = 5  # per code from the network that asked for it, and from others
CODES_PER_PHONE = 3
CODES_PER_PHONE_PER_DAY = 10  # then one an hour, so the owner is never shut out for a day
CODES_PER_ADDRESS = 10
# Codes per IPv4 /24 or IPv6 /48 an hour: texts cost money and some routes are premium, and
# one network cannot spend everyone's share.
CODES_PER_NETWORK_PER_HOUR = 200
VERIFIES_PER_ADDRESS = 30
# Past these, a code is sent only with a solved proof of work (never refused for volume).
CODES_PER_ADDRESS_BEFORE_CHECK = 3
CODES_PER_PHONE_PER_DAY_BEFORE_CHECK = 3
CODES_PER_NETWORK_BEFORE_CHECK = 20
CODES_PER_HOUR_BEFORE_CHECK = 2000
# Waits after wrong tries: (free tries, first wait, longest wait) in seconds.
PAIR_BACKOFF = (5, 30, 15 * 60)  # one phone from one address: a code's worth, then waits
PHONE_BACKOFF = (10, 60, 30 * 60)  # one phone from networks that did not ask for its code
RATE_WINDOW_SECONDS = 600
HOUR_SECONDS = 3600
DAY_SECONDS = 24 * 3600
# How long a client waits before asking again while codes are paused (Retry-After).
PAUSED_RETRY_SECONDS = 60


class CodesPaused(ApplicationError):
    """The limits on sending codes cannot be counted right now, so no code is sent."""

    status = 503
    retry_after = PAUSED_RETRY_SECONDS

    def __init__(self, message: str = texts.CODES_PAUSED) -> None:
        super().__init__(message)


def address_key(address: str | None) -> str:
    """Who is asking: an IPv4 address, or the /64 network of an IPv6 one (a single home or
    phone holds a whole /64 and could rotate through it)."""
    return _network(address, v4=32, v6=64)


def network_key(address: str | None) -> str:
    """The network around the asker: IPv4 /24, IPv6 /48 (one site or provider block)."""
    return _network(address, v4=24, v6=48)


def _network(address: str | None, *, v4: int, v6: int) -> str:
    try:
        ip = ipaddress.ip_address(address or "")
    except ValueError:
        return "unknown"
    prefix = v6 if ip.version == 6 else v4
    if prefix == ip.max_prefixlen:
        return str(ip)
    return str(ipaddress.ip_network(f"{ip}/{prefix}", strict=False))


def _keys(e164: str, address: str | None) -> dict[str, str]:
    return {
        "address": f"code:address:{address_key(address)}",
        "network": f"code:network:{network_key(address)}",
        "phone": f"code:phone:{e164}",
        "phone_day": f"code:phone-day:{e164}",
        "phone_hour": f"code:phone-hour:{e164}",
        "all": "code:all",
    }


def send_needs_check(*, e164: str, address: str | None) -> bool:
    """Whether this request shows the volume after which a proof of work is asked for;
    CodesPaused when that cannot be counted."""
    keys = _keys(e164, address)
    try:
        return (
            ratelimit.count(keys["address"], strict=True) >= CODES_PER_ADDRESS_BEFORE_CHECK
            or ratelimit.count(keys["phone_day"], strict=True)
            >= CODES_PER_PHONE_PER_DAY_BEFORE_CHECK
            or ratelimit.count(keys["network"], strict=True) >= CODES_PER_NETWORK_BEFORE_CHECK
            or ratelimit.count(keys["all"], strict=True) >= CODES_PER_HOUR_BEFORE_CHECK
        )
    except ratelimit.CountersUnavailable:
        raise CodesPaused() from None


def send_count(*, e164: str, address: str | None) -> None:
    """Count one code to send, or RateLimited naming the limit it is over; CodesPaused when
    the counters cannot be reached."""
    keys = _keys(e164, address)
    limits = [
        (keys["address"], CODES_PER_ADDRESS, RATE_WINDOW_SECONDS, texts.TOO_MANY_REQUESTS),
        (keys["network"], CODES_PER_NETWORK_PER_HOUR, HOUR_SECONDS, texts.NETWORK_BUSY),
        (keys["phone"], CODES_PER_PHONE, RATE_WINDOW_SECONDS, texts.TOO_MANY_CODES),
    ]
    try:
        for key, limit, window, message in limits:
            if not ratelimit.hit(key, limit=limit, window_seconds=window, strict=True):
                raise _limited(message, window)
        if not ratelimit.hit(
            keys["phone_day"], limit=CODES_PER_PHONE_PER_DAY, window_seconds=DAY_SECONDS,
            strict=True,
        ) and not ratelimit.hit(
            keys["phone_hour"], limit=1, window_seconds=HOUR_SECONDS, strict=True
        ):  # fmt: skip
            raise _limited(texts.TOO_MANY_CODES_TODAY, HOUR_SECONDS)
    except ratelimit.CountersUnavailable:
        raise CodesPaused() from None
    # Counted only to switch the proof of work on for everyone: never a refusal.
    ratelimit.hit(keys["all"], limit=CODES_PER_HOUR_BEFORE_CHECK, window_seconds=HOUR_SECONDS)


def _limited(message: str, retry_after: int, fields: dict | None = None) -> RateLimited:
    refusal = RateLimited(message, fields=fields)
    refusal.retry_after = retry_after
    return refusal


def backoff_wait(*, wrong: int, last_at: float | None, rule: tuple[int, int, int]) -> int:
    """Seconds still to wait after `wrong` wrong tries, the last at `last_at` (epoch)."""
    free, first, longest = rule
    if wrong < free or last_at is None:
        return 0
    wait = min(first * 2 ** (wrong - free), longest)
    return max(0, int(last_at + wait - time.time() + 0.999))


def wait_refusal(seconds: int) -> RateLimited:
    if seconds < 60:
        wait = ngettext("{count} second", "{count} seconds", seconds).format(count=seconds)
    else:
        minutes = (seconds + 59) // 60
        wait = ngettext("{count} minute", "{count} minutes", minutes).format(count=minutes)
    message = texts.WAIT_BEFORE_TRYING.format(wait=wait)
    return _limited(message, seconds, fields={"code": message})


def _pair_key(e164: str, address: str | None) -> str:
    return f"wrong:{e164}:{address_key(address)}"


def pair_wait(*, e164: str, address: str | None) -> int:
    """Seconds this address still waits for this phone; 0 with the cache unreachable (the
    database's per-code tries still bound the guesses)."""
    try:
        wrong, last_at = cache.get(_pair_key(e164, address)) or (0, None)
    except RedisError as error:
        ratelimit.unreachable(error)
        return 0
    return backoff_wait(wrong=wrong, last_at=last_at, rule=PAIR_BACKOFF)


def pair_count_wrong(*, e164: str, address: str | None) -> None:
    # Under the code's row lock, so tries for one phone do not race here.
    key = _pair_key(e164, address)
    try:
        wrong, _ = cache.get(key) or (0, None)
        cache.set(key, (wrong + 1, time.time()), timeout=DAY_SECONDS)
    except RedisError as error:
        ratelimit.unreachable(error)
