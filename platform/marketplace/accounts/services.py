"""Phone sign-in and sessions: every write of the accounts area."""

import datetime
import hashlib
import hmac
import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Max, Sum
from django.utils import timezone

from kernel import languages, ratelimit, routes
from kernel.errors import InvalidInput, NotFound, RateLimited
from kernel.kept import Kept
from kernel.wiring import Registry
from marketplace.accounts import devices, limits, session_cache, texts
from marketplace.accounts.challenge import challenge_check
from marketplace.accounts.limits import CODE_MAX_FAILED_ATTEMPTS, address_key
from marketplace.accounts.models import PhoneCode, Session, User
from marketplace.accounts.sms import SIGN_IN_CODE, send_sms
from notifications.models import Notification
from notifications.services import notification_send
from notifications.wording import Text
from realtime.publish import disconnect_session

CODE_LIFETIME = timedelta(minutes=10)
# A code confirming a signed-in person's request (privacy: an export, a deletion) is fresh
# for this long: what they do with it is done now, not later.
CONFIRM_CODE_LIFETIME = timedelta(minutes=5)
SESSION_LIFETIME = timedelta(days=30)
SESSION_TOUCH_EVERY = timedelta(minutes=5)
USERNAME_DIGITS = 5

# The countries the sign-in screen offers (webapp/src/features/auth/constants.ts; a test keeps
# the two lists equal). Codes to anywhere else are refused, so nobody can use us to text
# premium numbers abroad.
COUNTRY_CODES = frozenset(
    {
        "+91",
        "+1",
        "+44",
        "+971",
        "+966",
        "+974",
        "+965",
        "+968",
        "+65",
        "+61",
        "+977",
        "+880",
        "+94",
    }
)
_SEPARATORS = re.compile(r"[\s\-().]")


@dataclass(frozen=True)
class SignIn:
    """The outcome of a verified code: a session, or a ticket to finish sign-up with a name."""

    user: User | None = None
    session: Session | None = None
    token: str | None = None
    ticket: str | None = None


def _digest(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


def _code_digest(phone: str, code: str) -> str:
    key = settings.SECRET_KEY.encode()
    return hmac.new(key, f"{phone}:{code}".encode(), hashlib.sha256).hexdigest()


def phone_normalise(*, country_code: str, phone: str) -> str:
    """E.164 form of a phone number, or InvalidInput naming the field that is wrong."""
    code = country_code.strip()
    if code not in COUNTRY_CODES:
        raise InvalidInput(
            texts.ENTER_COUNTRY_CODE, fields={"country_code": texts.ENTER_COUNTRY_CODE}
        )
    number = _SEPARATORS.sub("", phone)
    if code == "+91":
        number = number.removeprefix("0")
        valid = re.fullmatch(r"[6-9]\d{9}", number) is not None
    else:
        valid = number.isdigit() and len(number) >= 4 and len(code) - 1 + len(number) <= 15
    if not valid:
        raise InvalidInput(texts.ENTER_PHONE, fields={"phone": texts.ENTER_PHONE})
    return code + number


def code_send(*, country_code: str, phone: str, address: str | None, altcha: str = "") -> str:
    """Text a fresh code to the phone; the latest code replaces earlier ones. Returns E.164.
    Past a little volume from the address, phone or network, `altcha` must carry a solved
    proof-of-work challenge; it is checked before anything is counted, so requests without
    one cannot use up the phone's codes."""
    e164 = phone_normalise(country_code=country_code, phone=phone)
    if limits.send_needs_check(e164=e164, address=address):
        challenge_check(altcha)
    limits.send_count(e164=e164, address=address)

    code = f"{secrets.randbelow(10**6):06d}"
    now = timezone.now()
    PhoneCode.objects.create(
        phone=e164,
        country_code=country_code.strip(),
        code_hash=_code_digest(e164, code),
        created_at=now,
        expires_at=now + CODE_LIFETIME,
        requested_from=address,
    )
    send_sms(phone=e164, kind=SIGN_IN_CODE, values={"code": code})
    return e164


def code_verify(
    *, country_code: str, phone: str, code: str, address: str | None, user_agent: str
) -> SignIn:
    """Check the latest code for the phone. Wrong tries are counted even though we refuse,
    and make only the networks that made them wait (limits.py has the arithmetic)."""
    e164 = phone_normalise(country_code=country_code, phone=phone)
    code = code.strip()
    if not re.fullmatch(r"\d{6}", code):
        raise InvalidInput(texts.ENTER_CODE, fields={"code": texts.ENTER_CODE})
    if not ratelimit.hit(
        f"verify:address:{address_key(address)}",
        limit=limits.VERIFIES_PER_ADDRESS,
        window_seconds=limits.RATE_WINDOW_SECONDS,
    ):
        raise RateLimited(texts.TOO_MANY_REQUESTS)

    refusal: Exception | None = None
    with transaction.atomic():
        record = PhoneCode.objects.select_for_update().filter(phone=e164, purpose="").first()
        now = timezone.now()
        own_network = record is not None and address_key(record.requested_from) == address_key(
            address
        )
        wait = limits.pair_wait(e164=e164, address=address)
        if not own_network:
            wait = max(wait, _others_wait(e164, now))
        tries = 0 if record is None else _tries(record, own_network)
        if record is None or record.used_at is not None:
            refusal = InvalidInput(texts.NO_CODE, fields={"code": texts.NO_CODE})
        elif record.expires_at <= now:
            refusal = InvalidInput(texts.CODE_EXPIRED, fields={"code": texts.CODE_EXPIRED})
        elif tries >= CODE_MAX_FAILED_ATTEMPTS:
            refusal = RateLimited(texts.TOO_MANY_TRIES, fields={"code": texts.TOO_MANY_TRIES})
        elif wait:
            refusal = limits.wait_refusal(wait)
        elif not hmac.compare_digest(record.code_hash, _code_digest(e164, code)):
            _count_wrong(record, own_network, now)
            limits.pair_count_wrong(e164=e164, address=address)
            left = CODE_MAX_FAILED_ATTEMPTS - tries - 1
            message = texts.WRONG_CODE.format(left=left) if left else texts.TOO_MANY_TRIES
            refusal = (InvalidInput if left else RateLimited)(message, fields={"code": message})
        else:
            record.used_at = now
            user = User.objects.filter(phone=e164, is_active=True).first()
            if user is None:
                ticket = secrets.token_urlsafe(32)
                record.ticket_hash = _digest(ticket)
                record.save(update_fields=["used_at", "ticket_hash"])
                return SignIn(ticket=ticket)
            record.save(update_fields=["used_at"])
            session, token = session_create(
                user=user, user_agent=user_agent, address=address, notify=True
            )
            return SignIn(user=user, session=session, token=token)
    raise refusal


def confirm_code_send(*, user: User, purpose: str, address: str | None) -> str:
    """Text the signed-in user's own phone a code that confirms `purpose` (a download of their
    data, the deletion of their account), counted against the phone's and the address's
    sign-in limits: a confirmation costs a text as a sign-in does."""
    limits.send_count(e164=user.phone, address=address)
    code = f"{secrets.randbelow(10**6):06d}"
    now = timezone.now()
    PhoneCode.objects.create(
        phone=user.phone,
        country_code=user.country_code,
        code_hash=_code_digest(user.phone, code),
        created_at=now,
        expires_at=now + CONFIRM_CODE_LIFETIME,
        requested_from=address,
        purpose=purpose,
    )
    send_sms(phone=user.phone, kind=SIGN_IN_CODE, values={"code": code})
    return user.phone


def confirm_code_use(*, user: User, purpose: str, code: str, address: str | None) -> None:
    """Use the latest code sent to the user's phone for `purpose` in the last
    CONFIRM_CODE_LIFETIME, or raise the `code` field's error: none, stale, wrong (5 tries per
    code, the address's verifications limited as sign-in's are)."""
    code = (code or "").strip()
    if not re.fullmatch(r"\d{6}", code):
        raise InvalidInput(texts.ENTER_CODE, fields={"code": texts.ENTER_CODE})
    if not ratelimit.hit(
        f"verify:address:{address_key(address)}",
        limit=limits.VERIFIES_PER_ADDRESS,
        window_seconds=limits.RATE_WINDOW_SECONDS,
    ):
        raise RateLimited(texts.TOO_MANY_REQUESTS, fields={"code": texts.TOO_MANY_REQUESTS})
    refusal: Exception
    with transaction.atomic():
        record = (
            PhoneCode.objects.select_for_update().filter(phone=user.phone, purpose=purpose).first()
        )
        now = timezone.now()
        if record is None or record.used_at is not None:
            refusal = InvalidInput(texts.NO_CODE, fields={"code": texts.NO_CODE})
        elif record.expires_at <= now:
            refusal = InvalidInput(texts.CODE_EXPIRED, fields={"code": texts.CODE_EXPIRED})
        elif record.failed_attempts >= CODE_MAX_FAILED_ATTEMPTS:
            refusal = RateLimited(texts.TOO_MANY_TRIES, fields={"code": texts.TOO_MANY_TRIES})
        elif not hmac.compare_digest(record.code_hash, _code_digest(user.phone, code)):
            record.failed_attempts += 1
            record.save(update_fields=["failed_attempts"])
            left = CODE_MAX_FAILED_ATTEMPTS - record.failed_attempts
            message = texts.WRONG_CODE.format(left=left) if left else texts.TOO_MANY_TRIES
            refusal = (InvalidInput if left else RateLimited)(message, fields={"code": message})
        else:
            record.used_at = now
            record.save(update_fields=["used_at"])
            return
    raise refusal


def _tries(record: PhoneCode, own_network: bool) -> int:
    return record.failed_attempts if own_network else record.others_failed_attempts


def _count_wrong(record: PhoneCode, own_network: bool, now) -> None:
    if own_network:
        record.failed_attempts += 1
        record.save(update_fields=["failed_attempts"])
    else:
        record.others_failed_attempts += 1
        record.others_failed_at = now
        record.save(update_fields=["others_failed_attempts", "others_failed_at"])


def _others_wait(e164: str, now) -> int:
    """The phone-wide wait for networks that did not ask for the phone's latest code."""
    day = PhoneCode.objects.filter(phone=e164, created_at__gte=now - timedelta(days=1))
    seen = day.aggregate(wrong=Sum("others_failed_attempts"), last=Max("others_failed_at"))
    last = seen["last"].timestamp() if seen["last"] else None
    return limits.backoff_wait(wrong=seen["wrong"] or 0, last_at=last, rule=limits.PHONE_BACKOFF)


def _name(value: str, *, field: str, message: str) -> str:
    cleaned = " ".join(value.split())
    if not cleaned:
        raise InvalidInput(message, fields={field: message})
    return cleaned[:50]


def _username_base(first_name: str, last_name: str) -> str:
    base = re.sub(r"[^a-z0-9]", "", f"{first_name}{last_name}".lower())
    return base[:60] or "user"


def account_register(
    *, ticket: str, first_name: str, last_name: str, address: str | None, user_agent: str
) -> SignIn:
    """Finish a first sign-in: create the account named by the person, then sign them in."""
    first = _name(first_name, field="first_name", message=texts.ENTER_FIRST_NAME)
    last = _name(last_name, field="last_name", message=texts.ENTER_LAST_NAME)
    with transaction.atomic():
        record = (
            PhoneCode.objects.select_for_update()
            .filter(ticket_hash=_digest(ticket), expires_at__gt=timezone.now())
            .first()
            if ticket
            else None
        )
        if record is None:
            raise InvalidInput(texts.TICKET_EXPIRED)
        record.ticket_hash = ""
        record.save(update_fields=["ticket_hash"])
        user = User.objects.filter(phone=record.phone).first()
        if user is not None and not user.is_active:
            raise InvalidInput(texts.ACCOUNT_CLOSED)
        user = user or account_create(
            phone=record.phone, country_code=record.country_code, first_name=first, last_name=last
        )
        session, token = session_create(user=user, user_agent=user_agent, address=address)
    return SignIn(user=user, session=session, token=token)


def account_create(*, phone: str, country_code: str, first_name: str, last_name: str) -> User:
    base = _username_base(first_name, last_name)
    for _ in range(20):
        username = f"{base}{secrets.randbelow(10**USERNAME_DIGITS):0{USERNAME_DIGITS}d}"
        try:
            with transaction.atomic():
                user = User(
                    username=username,
                    phone=phone,
                    country_code=country_code,
                    first_name=first_name,
                    last_name=last_name,
                    name=f"{first_name} {last_name}",
                    language=languages.active(),
                )
                user.set_unusable_password()
                user.save()
                return user
        except IntegrityError:
            if User.objects.filter(phone=phone).exists():
                return User.objects.get(phone=phone)
    raise RuntimeError("Could not find a free username")


# Who copies an account's name into rows of their own and hears it change: (user_id, name).
# Areas above accounts register from their AppConfig.ready() (events: their search text).
renamed: Registry[Callable[[int, str], None]] = Registry("rename listener")


def account_rename(*, user: User, name: str) -> User:
    """The name shown on the account (the profile editor's Name field). The first and last
    names given at sign-up follow it (its first word, the rest), so a correction of one's
    name corrects every copy the account holds (docs/privacy.md, "Correction")."""
    changed = name != user.name
    user.name = name
    parts = name.split(maxsplit=1)
    if parts:
        user.first_name = parts[0][:50]
        user.last_name = parts[1][:50] if len(parts) > 1 else ""
    user.save(update_fields=["name", "first_name", "last_name"])
    if changed:
        for listener in renamed:
            listener(user.pk, name)
    return user


def session_create(
    *, user: User, user_agent: str, address: str | None, notify: bool = False
) -> tuple[Session, str]:
    """A new signed-in device. With `notify`, the account's other devices hear of it live."""
    token = secrets.token_urlsafe(32)
    now = timezone.now()
    session = Session.objects.create(
        user=user,
        key_hash=_digest(token),
        last_seen_at=now,
        expires_at=now + SESSION_LIFETIME,
        user_agent=user_agent[:300],
        ip_address=address,
    )
    if notify:
        notification_send(
            user=user,
            kind=Notification.Kind.SIGN_IN,
            text=Text(texts.NEW_SIGN_IN),
            data={
                "session_id": session.pk,
                "device": user_agent[:120],
                "path": routes.ACCOUNT_DEVICES,
            },
        )
    return session, token


# Read on every signed-in call the process has not seen for a few seconds: its SQL is kept.
_LIVE_SESSION = Kept(
    lambda key_hash, now: Session.objects.select_related("user").filter(
        key_hash=key_hash, revoked_at__isnull=True, expires_at__gt=now, user__is_active=True,
    )[:1],
    key_hash=str,
    now=datetime.datetime,
)  # fmt: skip


def session_for_token(token: str) -> Session | None:
    """The live session of this token, with its user: kept for a few seconds in this process
    (session_cache), else read."""
    if not token:
        return None
    key_hash, now = _digest(token), timezone.now()
    session = kept = session_cache.get(key_hash)
    if session is None:
        session = _LIVE_SESSION.first(key_hash=key_hash, now=now)
        if session is None:
            return None
    elif session.expires_at <= now:
        return None
    if _session_touch(session) or kept is None:
        session_cache.keep(session)
    return session


def _session_touch(session: Session) -> bool:
    """Sliding expiry, written at most every few minutes rather than on every request;
    whether it was written now."""
    now = timezone.now()
    if now - session.last_seen_at < SESSION_TOUCH_EVERY:
        return False
    session.last_seen_at = now
    session.expires_at = now + SESSION_LIFETIME
    Session.objects.filter(pk=session.pk).update(last_seen_at=now, expires_at=session.expires_at)
    return True


def language_set(*, user: User, language: str) -> None:
    """The account's language (one of settings.LANGUAGES, which the schema checked)."""
    if user.language != language:
        user.language = language
        user.save(update_fields=["language"])  # also forgets the kept sessions (session_cache)


def session_revoke(*, session: Session) -> None:
    with transaction.atomic():
        updated = Session.objects.filter(pk=session.pk, revoked_at__isnull=True).update(
            revoked_at=timezone.now()
        )
        if updated:
            devices.push_unsubscribe(session=session)  # a signed-out device hears nothing
            # Now, and once committed: a reader in between read it still live.
            session_cache.forget(session.key_hash)
            transaction.on_commit(lambda: session_cache.forget(session.key_hash))
            disconnect_session(session_id=session.pk)


def session_revoke_by_id(*, user: User, session_id: int) -> None:
    """Sign out one of the caller's own devices."""
    session = Session.objects.filter(pk=session_id, user=user, revoked_at__isnull=True).first()
    if session is None:
        raise NotFound(texts.SESSION_NOT_FOUND)
    session_revoke(session=session)
