import re
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.utils import timezone

from kernel.errors import InvalidInput, NotFound, RateLimited
from marketplace.accounts import limits, services, texts
from marketplace.accounts.models import PhoneCode, Session, User
from notifications.models import Notification
from realtime import topics
from tests.accounts.proof import solved_challenge
from tests.factories import new_phone, sign_in_code
from tests.frames import capture_frames

pytestmark = pytest.mark.django_db
ADDRESS = "10.0.0.9"


def send(phone: str, address: str = ADDRESS, altcha: str = "") -> str:
    return services.code_send(country_code="+91", phone=phone, address=address, altcha=altcha)


def verify(phone: str, code: str, agent: str = "pytest") -> services.SignIn:
    return services.code_verify(
        country_code="+91", phone=phone, code=code, address=ADDRESS, user_agent=agent
    )


def register(ticket: str, first="Ravi", last="Kumar") -> services.SignIn:
    return services.account_register(
        ticket=ticket, first_name=first, last_name=last, address=ADDRESS, user_agent="pytest"
    )


@pytest.mark.parametrize(
    ("code", "number", "expected"),
    [
        ("+91", "98765 43210", "+919876543210"),
        ("+91", "098765-43210", "+919876543210"),
        ("+1", "(415) 555-0100", "+14155550100"),
        ("+44", "7911123456", "+447911123456"),
    ],
)
def test_phone_normalise_accepts_real_numbers(code, number, expected):
    assert services.phone_normalise(country_code=code, phone=number) == expected


@pytest.mark.parametrize(
    ("code", "number", "field"),
    [
        ("+91", "12345", "phone"),
        ("+91", "5876543210", "phone"),  # Indian mobiles start with 6-9
        ("+91", "98765432101", "phone"),
        ("+91", "98765abcde", "phone"),
        ("+91", "", "phone"),
        ("91", "9876543210", "country_code"),
        ("+0", "9876543210", "country_code"),
        ("+1", "1234567890123456", "phone"),
    ],
)
def test_phone_normalise_refuses_bad_numbers_naming_the_field(code, number, field):
    with pytest.raises(InvalidInput) as refused:
        services.phone_normalise(country_code=code, phone=number)
    assert set(refused.value.fields) == {field}


def test_code_send_stores_only_a_hash_and_texts_the_code(outbox):
    phone = send(new_phone())
    code = outbox.last_code(phone)
    record = PhoneCode.objects.get(phone=phone)
    assert code not in record.code_hash
    assert len(record.code_hash) == 64
    assert record.expires_at - record.created_at == timedelta(minutes=10)
    assert outbox.messages()[-1]["text"].startswith(f"{code} is your ")


def test_first_sign_in_asks_for_a_name_then_creates_the_account(outbox):
    phone = send(new_phone())
    first = verify(phone[3:], outbox.last_code(phone))
    assert first.ticket and first.token is None and first.user is None
    assert not User.objects.filter(phone=phone).exists()

    result = register(first.ticket, first="  Ravi ", last="Kumar")
    user = User.objects.get(phone=phone)
    assert result.user == user and result.token
    assert user.name == "Ravi Kumar"
    assert user.first_name == "Ravi" and user.last_name == "Kumar"
    assert user.username.startswith("ravikumar") and len(user.username) == len("ravikumar") + 5
    assert user.username[-5:].isdigit()
    assert not user.has_usable_password()
    assert services.session_for_token(result.token).user == user


def test_usernames_are_unique_for_people_with_the_same_name(outbox):
    users = [sign_in_code(outbox, first="Ravi", last="Kumar")[0] for _ in range(3)]
    assert len({u.username for u in users}) == 3


def test_register_needs_both_names_and_keeps_the_ticket_until_it_succeeds(outbox):
    phone = send(new_phone())
    ticket = verify(phone[3:], outbox.last_code(phone)).ticket
    with pytest.raises(InvalidInput) as refused:
        register(ticket, first=" ", last="Kumar")
    assert refused.value.fields == {"first_name": texts.ENTER_FIRST_NAME}
    with pytest.raises(InvalidInput) as refused:
        register(ticket, first="Ravi", last="")
    assert refused.value.fields == {"last_name": texts.ENTER_LAST_NAME}
    assert register(ticket).user.phone == phone


def test_a_ticket_works_once_and_not_after_the_code_expires(outbox):
    phone = send(new_phone())
    ticket = verify(phone[3:], outbox.last_code(phone)).ticket
    register(ticket)
    with pytest.raises(InvalidInput, match=str(texts.TICKET_EXPIRED)):
        register(ticket)

    other = send(new_phone())
    late = verify(other[3:], outbox.last_code(other)).ticket
    PhoneCode.objects.filter(phone=other).update(expires_at=timezone.now())
    with pytest.raises(InvalidInput, match=str(texts.TICKET_EXPIRED)):
        register(late)


def test_a_code_is_single_use(outbox):
    user, _ = sign_in_code(outbox)
    send(user.phone[3:])
    code = outbox.last_code(user.phone)
    assert verify(user.phone[3:], code).token
    with pytest.raises(InvalidInput, match=str(texts.NO_CODE)):
        verify(user.phone[3:], code)


def test_an_expired_code_is_refused(outbox):
    phone = send(new_phone())
    PhoneCode.objects.filter(phone=phone).update(expires_at=timezone.now() - timedelta(seconds=1))
    with pytest.raises(InvalidInput, match=str(texts.CODE_EXPIRED)):
        verify(phone[3:], outbox.last_code(phone))


def test_a_newer_code_replaces_the_older_one(outbox):
    phone = send(new_phone())
    old = outbox.last_code(phone)
    send(phone[3:])
    new = outbox.last_code(phone)
    if old != new:
        with pytest.raises(InvalidInput):
            verify(phone[3:], old)
    assert verify(phone[3:], new).ticket


def test_wrong_codes_are_counted_and_the_fifth_kills_the_code(outbox):
    phone = send(new_phone())
    right = outbox.last_code(phone)
    wrong = f"{(int(right) + 1) % 10**6:06d}"
    for left in (4, 3, 2, 1):
        with pytest.raises(InvalidInput, match=texts.WRONG_CODE.format(left=left)):
            verify(phone[3:], wrong)
    # The count survives the refusals: it was committed, not rolled back with the error.
    assert PhoneCode.objects.get(phone=phone).failed_attempts == 4
    with pytest.raises(RateLimited, match=str(texts.TOO_MANY_TRIES)):
        verify(phone[3:], wrong)
    with pytest.raises(RateLimited, match=str(texts.TOO_MANY_TRIES)):
        verify(phone[3:], right)


def test_a_code_that_is_not_six_digits_is_refused_without_using_a_try(outbox):
    phone = send(new_phone())
    for bad in ("12345", "1234567", "abcdef", ""):
        with pytest.raises(InvalidInput, match=str(texts.ENTER_CODE)):
            verify(phone[3:], bad)
    assert PhoneCode.objects.get(phone=phone).failed_attempts == 0


def test_at_most_three_codes_per_phone_in_ten_minutes(outbox):
    phone = new_phone()
    for _ in range(3):
        send(phone)
    with pytest.raises(RateLimited, match=str(texts.TOO_MANY_CODES)):
        send(phone, altcha=solved_challenge())
    assert PhoneCode.objects.filter(phone=f"+91{phone}").count() == 3


def test_codes_are_limited_per_address(outbox):
    for n in range(limits.CODES_PER_ADDRESS):
        proof = solved_challenge() if n >= limits.CODES_PER_ADDRESS_BEFORE_CHECK else ""
        send(new_phone(), address="10.1.1.1", altcha=proof)
    with pytest.raises(RateLimited, match=str(texts.TOO_MANY_REQUESTS)):
        send(new_phone(), address="10.1.1.1", altcha=solved_challenge())
    send(new_phone(), address="10.1.1.2")


def test_sessions_are_stored_hashed_and_expire(outbox, monkeypatch):
    user, token = sign_in_code(outbox)
    session = Session.objects.get(user=user)
    assert token not in session.key_hash
    assert services.session_for_token(token) == session
    # Its expiry passes (the session was kept in this process's session cache meanwhile).
    expired = session.expires_at
    monkeypatch.setattr(timezone, "now", lambda: expired)
    assert services.session_for_token(token) is None
    assert services.session_for_token("") is None
    assert services.session_for_token("not-a-token") is None


def test_a_revoked_session_no_longer_signs_in(outbox):
    _, token = sign_in_code(outbox)
    services.session_revoke(session=services.session_for_token(token))
    assert services.session_for_token(token) is None


def test_sign_in_on_a_new_device_notifies_the_account_after_commit(
    outbox, django_capture_on_commit_callbacks
):
    user, _ = sign_in_code(outbox)
    send(user.phone[3:])
    with capture_frames(topics.user(user.pk)) as captured:
        with django_capture_on_commit_callbacks(execute=False) as callbacks:
            result = verify(user.phone[3:], outbox.last_code(user.phone), agent="Phone/2")
        assert captured.receive(timeout=0.3) == [], "a frame left before the commit"
        for callback in callbacks:
            callback()
        frames = captured.receive()
    notification = Notification.objects.get(user=user)
    assert notification.text == texts.NEW_SIGN_IN == "New sign-in to your account"
    assert [f["type"] for f in frames] == ["notification.created"]
    assert frames[0]["topic"] == f"user:{user.pk}"
    assert frames[0]["data"]["id"] == notification.pk
    assert frames[0]["data"]["session_id"] == result.session.pk


def test_registering_does_not_notify(outbox):
    user, _ = sign_in_code(outbox)
    assert not Notification.objects.filter(user=user).exists()


def test_a_person_can_sign_out_only_their_own_devices(outbox):
    owner, token = sign_in_code(outbox)
    other, _ = sign_in_code(outbox)
    other_session = Session.objects.get(user=other)
    with pytest.raises(NotFound):
        services.session_revoke_by_id(user=owner, session_id=other_session.pk)
    assert services.session_for_token(token)
    own = Session.objects.get(user=owner)
    services.session_revoke_by_id(user=owner, session_id=own.pk)
    assert services.session_for_token(token) is None


def test_codes_go_only_to_the_countries_the_app_offers(outbox):
    with pytest.raises(InvalidInput) as refused:
        services.code_send(country_code="+882", phone="1234567890", address=ADDRESS)
    assert refused.value.fields == {"country_code": texts.ENTER_COUNTRY_CODE}
    assert services.code_send(country_code="+971", phone="501234567", address=ADDRESS)


def test_the_app_and_the_server_offer_the_same_countries():
    from pathlib import Path

    source = Path(__file__).resolve().parents[2] / "webapp/src/features/auth/constants.ts"
    offered = set(re.findall(r'code: "(\+\d+)"', source.read_text()))
    assert offered == set(services.COUNTRY_CODES)


def test_ipv6_addresses_count_per_64_network(outbox):
    for n in range(limits.CODES_PER_ADDRESS):
        proof = solved_challenge() if n >= limits.CODES_PER_ADDRESS_BEFORE_CHECK else ""
        send(new_phone(), address=f"2401:4900:1c3a:77::{n + 1:x}", altcha=proof)
    with pytest.raises(RateLimited, match=str(texts.TOO_MANY_REQUESTS)):
        send(new_phone(), address="2401:4900:1c3a:77:ffff::1", altcha=solved_challenge())
    send(new_phone(), address="2401:4900:1c3a:78::1", altcha=solved_challenge())
    assert services.address_key("10.1.2.3") == "10.1.2.3"
    assert services.address_key(None) == "unknown"


def test_past_ten_codes_a_day_a_phone_gets_one_an_hour_not_none(outbox):
    phone = new_phone()
    for n in range(limits.CODES_PER_PHONE_PER_DAY):
        if n % limits.CODES_PER_PHONE == 0:
            cache.delete(f"ratelimit:code:phone:+91{phone}")  # ten minutes pass
        send(phone, address=f"10.2.{n}.1", altcha=solved_challenge())
    cache.delete(f"ratelimit:code:phone:+91{phone}")
    send(phone, address="10.2.100.1", altcha=solved_challenge())
    with pytest.raises(RateLimited, match=str(texts.TOO_MANY_CODES_TODAY)) as refused:
        send(phone, address="10.2.101.1", altcha=solved_challenge())
    assert refused.value.retry_after == 3600
    cache.delete(f"ratelimit:code:phone-hour:+91{phone}")  # an hour passes
    assert send(phone, address="10.2.102.1", altcha=solved_challenge())


def test_a_closed_account_cannot_sign_in_again(outbox):
    user, _ = sign_in_code(outbox)
    User.objects.filter(pk=user.pk).update(is_active=False)
    send(user.phone[3:])
    ticket = verify(user.phone[3:], outbox.last_code(user.phone)).ticket
    with pytest.raises(InvalidInput, match=str(texts.ACCOUNT_CLOSED)):
        register(ticket)
    assert (
        not Session.objects.filter(user=user, revoked_at__isnull=True)
        .exclude(pk__in=Session.objects.filter(user=user).order_by("created_at")[:1])
        .exists()
    )
