"""Sign-in abuse: a stranger can neither guess a code nor lock the owner, or everyone, out."""

import time
from datetime import timedelta

import pytest
from django.core.cache import cache

from kernel.errors import ChallengeRequired, InvalidInput, RateLimited
from marketplace.accounts import limits, services, texts
from marketplace.accounts.models import PhoneCode
from tests.accounts.proof import solved_challenge
from tests.factories import new_phone, person

pytestmark = pytest.mark.django_db
OWNER = "10.20.0.5"


def send(phone: str, address: str, altcha: str = "") -> str:
    return services.code_send(country_code="+91", phone=phone[-10:], address=address, altcha=altcha)


def verify(phone: str, code: str, address: str) -> services.SignIn:
    return services.code_verify(
        country_code="+91", phone=phone[-10:], code=code, address=address, user_agent="pytest"
    )


def wrong(code: str) -> str:
    return f"{(int(code) + 1) % 10**6:06d}"


def guess(phone: str, code: str, address: str) -> Exception | None:
    try:
        verify(phone, code, address)
    except (InvalidInput, RateLimited) as refused:
        return refused
    return None


def test_a_strangers_wrong_guesses_do_not_stop_the_owner_signing_in(outbox):
    owner = person()
    # A stranger asks for codes from two addresses and guesses wrong ten times in all (the old
    # rules then locked the phone for a day), then five more times on the owner's own code.
    for stranger in ("172.16.1.1", "172.16.2.1"):
        send(owner.phone, stranger)
        for _ in range(limits.CODE_MAX_FAILED_ATTEMPTS):
            assert isinstance(guess(owner.phone, "000000", stranger), InvalidInput | RateLimited)
    send(owner.phone, OWNER, altcha=solved_challenge())  # the browser solves it unseen
    code = outbox.last_code(owner.phone)
    for _ in range(limits.CODE_MAX_FAILED_ATTEMPTS):
        guess(owner.phone, wrong(code), "172.16.3.1")
    assert verify(owner.phone, code, OWNER).user == owner


def test_wrong_tries_from_one_address_back_off_with_retry_after(outbox):
    phone = send(new_phone(), OWNER)
    for _ in range(limits.CODE_MAX_FAILED_ATTEMPTS):
        guess(phone, wrong(outbox.last_code(phone)), OWNER)
    send(phone, OWNER)
    code = outbox.last_code(phone)
    with pytest.raises(RateLimited) as refused:
        verify(phone, code, OWNER)
    assert refused.value.retry_after == 30
    assert refused.value.message == texts.WAIT_BEFORE_TRYING.format(wait="30 seconds")
    assert refused.value.fields == {"code": refused.value.message}
    # Waiting cost the new code no try: after the wait the right code signs in.
    key = f"wrong:{phone}:{OWNER}"
    wrongs, last_at = cache.get(key)
    cache.set(key, (wrongs, last_at - 31))
    assert verify(phone, code, OWNER).ticket


def test_each_further_wrong_try_waits_twice_as_long_up_to_a_cap():
    rule = limits.PAIR_BACKOFF
    free, first, longest = rule
    now = time.time()
    waits = [limits.backoff_wait(wrong=free + k, last_at=now, rule=rule) for k in range(8)]
    assert waits[:3] == [first, 2 * first, 4 * first]
    assert waits == sorted(waits) and max(waits) == longest
    assert limits.backoff_wait(wrong=free - 1, last_at=now, rule=rule) == 0


def test_other_networks_wait_per_phone_but_the_owners_network_does_not(outbox):
    phone = new_phone()
    strangers = (f"192.0.{n}.1" for n in range(100))
    for _ in range(limits.PHONE_BACKOFF[0] // limits.CODE_MAX_FAILED_ATTEMPTS):
        send(phone, OWNER, altcha=solved_challenge())
        code = outbox.last_code(f"+91{phone}")
        for _ in range(limits.CODE_MAX_FAILED_ATTEMPTS):
            assert isinstance(
                guess(phone, wrong(code), next(strangers)), InvalidInput | RateLimited
            )
    send(phone, OWNER, altcha=solved_challenge())
    code = outbox.last_code(f"+91{phone}")
    with pytest.raises(RateLimited) as refused:
        verify(phone, code, next(strangers))
    assert refused.value.retry_after == limits.PHONE_BACKOFF[1]
    assert verify(phone, code, OWNER).ticket  # the owner's network never waits for them


def test_the_per_phone_wait_ends(outbox):
    phone = send(new_phone(), OWNER)
    for n in range(limits.CODE_MAX_FAILED_ATTEMPTS):
        guess(phone, "000000", f"192.1.{n}.1")
    PhoneCode.objects.filter(phone=phone).update(others_failed_attempts=limits.PHONE_BACKOFF[0])
    send(phone, OWNER)
    code = outbox.last_code(phone)
    with pytest.raises(RateLimited):
        verify(phone, code, "192.1.50.1")
    last = PhoneCode.objects.filter(phone=phone).exclude(others_failed_at=None).get()
    PhoneCode.objects.filter(pk=last.pk).update(
        others_failed_at=last.others_failed_at - timedelta(seconds=limits.PHONE_BACKOFF[1] + 1)
    )
    assert verify(phone, code, "192.1.50.1").ticket


def test_a_code_takes_at_most_ten_guesses_however_many_addresses_try(outbox):
    phone = send(new_phone(), OWNER)
    code = outbox.last_code(phone)
    answers = [guess(phone, wrong(code), f"198.18.{n}.1") for n in range(40)]
    answers += [guess(phone, wrong(code), OWNER) for _ in range(10)]
    judged = [a for a in answers if a.message.startswith("Wrong code.")]
    killed = [a for a in answers if a.message == texts.TOO_MANY_TRIES]
    assert len(judged) + 2 <= 2 * limits.CODE_MAX_FAILED_ATTEMPTS
    assert killed and all(isinstance(a, RateLimited) for a in answers if a not in judged)
    assert isinstance(guess(phone, code, "198.18.200.1"), RateLimited)


def test_codes_from_many_networks_do_not_stop_a_new_address(outbox):
    # The old global ceiling of 2,000 an hour could be spent from 34 addresses (60 each).
    cache.set("ratelimit:code:all", limits.CODES_PER_HOUR_BEFORE_CHECK - 34, timeout=3600)
    for n in range(34):
        send(new_phone(), f"100.{64 + n}.0.1")
    with pytest.raises(ChallengeRequired):
        send(new_phone(), "100.120.0.1")
    assert send(new_phone(), "100.120.0.1", altcha=solved_challenge())


def test_the_ceiling_is_per_network(outbox):
    cache.set("ratelimit:code:network:10.30.0.0/24", limits.CODES_PER_NETWORK_PER_HOUR, 3600)
    with pytest.raises(RateLimited, match=str(texts.NETWORK_BUSY)) as refused:
        send(new_phone(), "10.30.0.77", altcha=solved_challenge())
    assert refused.value.retry_after == 3600
    assert send(new_phone(), "10.30.1.77", altcha=solved_challenge())
    assert limits.network_key("2401:4900:1c3a:77::1") == "2401:4900:1c3a::/48"
    assert limits.network_key("10.30.0.77") == "10.30.0.0/24"
