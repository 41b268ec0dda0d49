"""Proof of work before a code is sent, once sign-in sees suspicious volume (ALTCHA v2).

The browser fetches a challenge, finds the counter whose PBKDF2 key starts with the signed
prefix (about CHALLENGE_MAX_COUNTER / 2 derivations of CHALLENGE_COST rounds: well under a
second in a browser, a real cost per code for someone asking for thousands) and sends the
solution back with its request. Nothing leaves the site: no third-party service."""

import secrets
import time

import altcha
from django.conf import settings
from django.core.cache import cache
from redis.exceptions import RedisError

from kernel.errors import ChallengeRequired
from marketplace.accounts import texts
from marketplace.accounts.limits import CodesPaused

CHALLENGE_ALGORITHM = "PBKDF2/SHA-256"
CHALLENGE_COST = 1000
CHALLENGE_MAX_COUNTER = 800
CHALLENGE_LIFETIME_SECONDS = 300


def _secret(purpose: str) -> str:
    return f"altcha:{purpose}:{settings.SECRET_KEY}"


def challenge_create() -> dict:
    """A signed challenge (parameters and signature), as the ALTCHA widget expects it."""
    challenge = altcha.create_challenge(
        CHALLENGE_ALGORITHM,
        CHALLENGE_COST,
        counter=secrets.randbelow(CHALLENGE_MAX_COUNTER),
        expires_at=int(time.time()) + CHALLENGE_LIFETIME_SECONDS,
        hmac_secret=_secret("challenge"),
        hmac_key_secret=_secret("key"),
    )
    return challenge.to_dict()


def challenge_check(solution: str) -> None:
    """Accept a solved challenge once; ChallengeRequired when it is missing, wrong, expired
    or already used (the client then fetches a fresh one)."""
    if not solution:
        raise ChallengeRequired(texts.CHECK_BROWSER, fields={"altcha": texts.CHECK_BROWSER})
    try:
        result = altcha.verify_solution(
            solution, _secret("challenge"), hmac_key_secret=_secret("key")
        )
    except (ValueError, TypeError, KeyError):
        result = None
    if result is None or not result.verified:
        expired = result is not None and result.expired
        message = texts.CHECK_EXPIRED if expired else texts.CHECK_FAILED
        raise ChallengeRequired(message, fields={"altcha": message})
    payload = altcha.Payload.from_base64(solution)
    # Single use: the signature names the challenge; remember it until the challenge expires.
    expires_at = payload.challenge.parameters.expires_at or 0
    ttl = max(1, int(expires_at - time.time()) + 1)
    try:
        fresh = cache.add(f"altcha:used:{payload.challenge.signature}", 1, timeout=ttl)
    except RedisError:
        # Its single use cannot be checked: no code is sent, as when the limits cannot count.
        raise CodesPaused() from None
    if not fresh:
        raise ChallengeRequired(texts.CHECK_EXPIRED, fields={"altcha": texts.CHECK_EXPIRED})
