"""Every write of the profiles area. Only the owner changes a profile: each service takes the
signed-in user and touches only that user's profile."""

import secrets
from urllib.parse import urlparse

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction

from kernel import money, ratelimit
from kernel.errors import InvalidInput, NotFound, RateLimited
from kernel.locking import contended, lock_rows
from marketplace.accounts.models import User
from marketplace.accounts.services import account_rename
from marketplace.profiles import images, texts
from marketplace.profiles.models import (
    Award,
    Education,
    Experience,
    Language,
    Plan,
    Profile,
    Review,
    Skill,
    SocialLink,
)

# The lengths a plan may ask for; none: whatever the session is.
PLAN_MINUTES = (15, 20, 30, 45, 60, 90, 120)
# A plan must cost more than ₹100 ("Price More than ₹100") and at most ₹10,00,000.
MIN_PLAN_PRICE_PAISE = money.paise_from_rupees(100)
MAX_PLAN_PRICE_PAISE = money.paise_from_rupees(1_000_000)
MAX_PLANS = 20
LINK_MAX_LENGTH = SocialLink._meta.get_field("link").max_length
MAX_ITEMS = 30
REVIEW_MAX_LENGTH = Review._meta.get_field("text").max_length
# Each upload is decoded, the costly part: a person changes pictures a few times, not hourly.
UPLOADS_PER_HOUR = 30

# section -> (model, the fields a new line needs)
SECTIONS = {
    "skills": (Skill, ("skill",)),
    "education": (Education, ("college", "course", "pass_year")),
    "experience": (Experience, ("company", "position", "year")),
    "languages": (Language, ("language",)),
    "social_media": (SocialLink, ("link",)),
    "awards": (Award, ("award",)),
}


def profile_of(*, user: User) -> Profile:
    """The user's profile, made on first need: an account (below this area) knows nothing of
    profiles, so signing up does not make one."""
    profile, created = Profile.objects.select_related("user").get_or_create(user=user)
    if created:
        search_text_refresh(profile)
    return profile


def _locked(user: User) -> Profile:
    """The caller's profile, locked for the rest of the transaction: one profile's edits
    queue one behind the other."""
    profile_of(user=user)
    return lock_rows(Profile.objects.select_related("user"), [user.pk])[0]


def _clean(value: str) -> str:
    return " ".join(value.split())


def search_text_refresh(profile: Profile) -> None:
    """Rebuild the search document: name, position, category, tags and skills, lower-cased,
    each word preceded by a space so that 'starts with' is a plain substring match."""
    parts = [
        profile.user.name,
        profile.position,
        profile.category,
        profile.search_tags.replace(",", " "),
        *profile.skills.values_list("skill", flat=True),
    ]
    profile.search_text = " " + " ".join(" ".join(parts).lower().split())
    Profile.objects.filter(pk=profile.pk).update(search_text=profile.search_text)


def contact_cleaned(name: str, email: str) -> tuple[str, str, dict[str, str]]:
    """A person's name and e-mail as a form gives them (the profile, a booking, a seat):
    white space folded, the address checked. Returns both, cleaned, and a message for each
    field that is wrong (none when both are right)."""
    name, email = _clean(name), email.strip()
    fields: dict[str, str] = {}
    if not name:
        fields["name"] = texts.ENTER_NAME
    if not email:
        fields["email"] = texts.ENTER_EMAIL
    else:
        try:
            validate_email(email)
        except ValidationError:
            fields["email"] = texts.INVALID_EMAIL
    return name, email, fields


def profile_basic_update(
    *, user: User, name: str, email: str, position: str, about: str, country: str, state: str
) -> Profile:
    name, email, fields = contact_cleaned(name, email)
    if fields:
        raise InvalidInput(next(iter(fields.values())), fields=fields)
    with contended(), transaction.atomic():
        profile = _locked(user)
        account_rename(user=profile.user, name=name)
        profile.email = email
        profile.position = _clean(position)
        profile.about = about.strip()
        profile.country = _clean(country)
        profile.state = _clean(state)
        profile.save()
        search_text_refresh(profile)
    return profile


def profile_search_update(*, user: User, category: str, search_tags: str) -> Profile:
    category, search_tags = _clean(category), _clean(search_tags)
    fields = {}
    if not category:
        fields["category"] = texts.ENTER_CATEGORY
    if not search_tags:
        fields["search_tags"] = texts.ENTER_TAGS
    if fields:
        raise InvalidInput(next(iter(fields.values())), fields=fields)
    with contended(), transaction.atomic():
        profile = _locked(user)
        profile.category = category
        profile.search_tags = search_tags
        profile.save(update_fields=["category", "search_tags", "updated_at"])
        search_text_refresh(profile)
    return profile


def _plan_checked(plan: dict) -> dict:
    name = _clean(plan.get("name") or "")
    price = plan.get("price")
    # A negative price is refused as "Price More than ₹100" too: the spec's words.
    paise = None if price is None else money.paise_from_rupees(max(price, 0))
    if paise is not None and paise <= MIN_PLAN_PRICE_PAISE:
        raise InvalidInput(texts.PRICE_TOO_LOW, fields={"price": texts.PRICE_TOO_LOW})
    if not name or paise is None:
        raise InvalidInput(texts.ENTER_SESSION_DETAILS)
    if paise > MAX_PLAN_PRICE_PAISE:
        raise InvalidInput(texts.PRICE_TOO_HIGH, fields={"price": texts.PRICE_TOO_HIGH})
    if plan.get("type") not in Plan.Type.values:
        raise InvalidInput(texts.CHOOSE_SESSION_TYPE, fields={"type": texts.CHOOSE_SESSION_TYPE})
    minutes = plan.get("duration_minutes")
    if minutes is not None and minutes not in PLAN_MINUTES:
        raise InvalidInput(texts.PLAN_LENGTH, fields={"duration_minutes": texts.PLAN_LENGTH})
    return {
        "id": plan.get("id"), "name": name, "type": plan["type"], "price_paise": paise,
        "duration_minutes": minutes,
    }  # fmt: skip


def profile_plans_replace(
    *, user: User, plans: list[dict], consulting_note: str, payment_required: bool
) -> Profile:
    """Save the editor's whole Service / Session form: plans keep their ids when kept."""
    if len(plans) > MAX_PLANS:
        raise InvalidInput(texts.TOO_MANY_PLANS)
    checked = [_plan_checked(plan) for plan in plans]
    ids = [plan["id"] for plan in checked if plan["id"] is not None]
    if len(ids) != len(set(ids)):
        raise InvalidInput(texts.DUPLICATE_PLAN)
    with contended(), transaction.atomic():
        profile = _locked(user)
        existing = {plan.pk: plan for plan in profile.plans.all()}
        keep = set()
        for plan in checked:
            # An id that is not one of this profile's plans makes a new plan.
            row = existing.get(plan.pop("id")) or Plan(profile=profile)
            for field, value in plan.items():
                setattr(row, field, value)
            row.save()
            keep.add(row.pk)
        profile.plans.exclude(pk__in=keep).delete()
        profile.consulting_note = consulting_note.strip()
        profile.payment_required = payment_required
        profile.listed = bool(checked)
        profile.save(update_fields=["consulting_note", "payment_required", "listed", "updated_at"])
    return profile


def _link(value: str) -> str:
    """An http(s) address: a bare "linkedin.com/in/me" gets https://; any other scheme
    (javascript:, data:, ftp:) is refused, since these links open from every profile page."""
    link = value.strip()
    if not urlparse(link).scheme:
        link = f"https://{link}"
    parsed = urlparse(link)
    if len(link) > LINK_MAX_LENGTH:
        raise InvalidInput(texts.LINK_TOO_LONG, fields={"link": texts.LINK_TOO_LONG})
    if parsed.scheme not in ("http", "https") or not parsed.netloc or " " in link:
        raise InvalidInput(texts.LINK_SCHEME, fields={"link": texts.LINK_SCHEME})
    return link


def profile_item_add(*, user: User, section: str, fields: dict[str, str]) -> Profile:
    model, needed = SECTIONS[section]
    values = {name: _clean(fields.get(name) or "") for name in needed}
    missing = {name: texts.REQUIRED for name, value in values.items() if not value}
    if missing:
        raise InvalidInput(texts.FILL_EVERY_FIELD, fields=missing)
    if "link" in values:
        values["link"] = _link(values["link"])
    with contended(), transaction.atomic():
        profile = _locked(user)
        if model.objects.filter(profile=profile).count() >= MAX_ITEMS:
            raise InvalidInput(texts.TOO_MANY_ITEMS.format(limit=MAX_ITEMS))
        model.objects.create(profile=profile, **values)
        if model is Skill:
            search_text_refresh(profile)
    return profile


def profile_item_delete(*, user: User, section: str, item_id: int) -> Profile:
    model, _ = SECTIONS[section]
    with contended(), transaction.atomic():
        profile = _locked(user)
        deleted, _ = model.objects.filter(profile=profile, pk=item_id).delete()
        if not deleted:
            raise NotFound(texts.ITEM_GONE)
        if model is Skill:
            search_text_refresh(profile)
    return profile


def profile_picture_set(*, user: User, kind: str, upload) -> Profile:
    """Store a new profile image or banner; the replaced file goes once the change commits."""
    if not ratelimit.hit(f"picture:{user.pk}", limit=UPLOADS_PER_HOUR, window_seconds=3600):
        raise RateLimited(texts.TOO_MANY_UPLOADS, fields={"image": texts.TOO_MANY_UPLOADS})
    picture = images.reencode(upload, kind=kind)
    with contended(), transaction.atomic():
        profile = _locked(user)
        images.replace(
            getattr(profile, kind), f"{user.pk}-{secrets.token_hex(6)}.jpg", picture, kind=kind
        )
        profile.save(update_fields=[kind, "updated_at"])
    return profile


def review_write(*, client: User, professional_id: int, appointment_id: int, text: str) -> Review:
    """The client's review of one appointment, written or edited (one per appointment).
    Whether the client may review it (a paid, accepted appointment that has begun) is the
    bookings area's check, made before it calls this."""
    text = text.strip()
    if not text:
        raise InvalidInput(texts.ENTER_REVIEW, fields={"text": texts.ENTER_REVIEW})
    if len(text) > REVIEW_MAX_LENGTH:
        raise InvalidInput(texts.REVIEW_TOO_LONG, fields={"text": texts.REVIEW_TOO_LONG})
    with contended(), transaction.atomic():
        review = lock_rows(
            Review,
            Review.objects.filter(appointment_id=appointment_id).values_list("pk", flat=True),
        )
        if review:
            review[0].text = text
            review[0].save(update_fields=["text"])
            return review[0]
        return Review.objects.create(
            professional_id=professional_id, client=client, appointment_id=appointment_id, text=text
        )
