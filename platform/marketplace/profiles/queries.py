"""Reads of the profiles area: public and own profiles, reviews, search and popular lists.

"Popular" is measured by real signals: the number of reviews a professional has received
(each one written after a paid, accepted appointment); verified professionals come first
among equals. Accepted appointments join the measure when the bookings area lands."""

from django.contrib.postgres.search import (
    SearchQuery,
    SearchRank,
    SearchVectorField,
    TrigramWordSimilarity,
)
from django.db import connection
from django.db.models import Count, QuerySet
from django.db.models.expressions import RawSQL

from marketplace.errors import NotFound
from marketplace.profiles.models import Profile, Review

PAGE_SIZE = 10
MAX_QUERY = 100  # characters of a search that count; the rest is ignored
REVIEWS_PAGE_SIZE = 10
PROFILE_NOT_FOUND = "Profile not found."


def file_url(file) -> str | None:
    return file.url if file else None


def profile_by_ref(ref: str) -> Profile:
    """A listed professional's profile by id or username (both occur in links). Clients who
    offer nothing are not shown to the public; their own profile is /profiles/me."""
    profiles = Profile.objects.select_related("user").filter(user__is_active=True, listed=True)
    profile = None
    if "\x00" in ref or len(ref) > 80:
        raise NotFound(PROFILE_NOT_FOUND)
    if ref.isascii() and ref.isdigit() and len(ref) < 19:
        profile = profiles.filter(user_id=int(ref)).first()
    profile = profile or profiles.filter(user__username=ref).first()
    if profile is None:
        raise NotFound(PROFILE_NOT_FOUND)
    return profile


def profile_out(profile: Profile, *, owner: bool) -> dict:
    user = profile.user
    return {
        "id": profile.pk,
        "username": user.username,
        "name": user.name,
        "email": profile.email if owner else None,
        "position": profile.position,
        "about": profile.about,
        "country": profile.country,
        "state": profile.state,
        "image": file_url(profile.image),
        "banner": file_url(profile.banner),
        "verified": profile.verified,
        "category": profile.category,
        "search_tags": profile.search_tags,
        "consulting_note": profile.consulting_note,
        "payment_required": profile.payment_required,
        "plans": [
            {"id": plan.pk, "name": plan.name, "type": plan.type, "price": plan.price_paise // 100}
            for plan in profile.plans.all()
        ],
        "skills": list(profile.skills.values("id", "skill")),
        "education": list(profile.education.values("id", "college", "course", "pass_year")),
        "experience": list(profile.experience.values("id", "company", "position", "year")),
        "languages": list(profile.languages.values("id", "language")),
        "social_media": list(profile.social_media.values("id", "link")),
        "awards": list(profile.awards.values("id", "award")),
        "review_count": profile.reviews.count(),
    }


def reviews_page(*, profile: Profile, page: int) -> tuple[list[dict], bool]:
    start = (page - 1) * REVIEWS_PAGE_SIZE
    rows = list(
        Review.objects.filter(professional=profile).select_related("client", "client__profile")[
            start : start + REVIEWS_PAGE_SIZE + 1
        ]
    )
    items = [_review(review) for review in rows[:REVIEWS_PAGE_SIZE]]
    return items, len(rows) > REVIEWS_PAGE_SIZE


def _review(review: Review) -> dict:
    client_profile = getattr(review.client, "profile", None)
    return {
        "id": review.pk,
        "client_name": review.client.name,
        "client_image": file_url(client_profile.image) if client_profile else None,
        "client_position": client_profile.position if client_profile else "",
        "text": review.text,
        "created_at": review.created_at,
    }


def _card(profile: Profile) -> dict:
    return {
        "id": profile.pk,
        "username": profile.user.username,
        "name": profile.user.name,
        "position": profile.position,
        "image": file_url(profile.image),
        "verified": profile.verified,
        "category": profile.category,
    }


def _listed() -> QuerySet[Profile]:
    return Profile.objects.filter(listed=True, user__is_active=True).select_related("user")


def normalise_query(text: str) -> str:
    return " ".join(text.lower().split())[:MAX_QUERY]


# Each kind of match is planned on its own, so each uses its index; OR-ing them in one WHERE
# made PostgreSQL's estimates add up to "most rows" and scan the whole table instead.
_CANDIDATES = """
    SELECT user_id FROM profiles_profile
        WHERE search_vector @@ websearch_to_tsquery('simple', %s)
    UNION SELECT user_id FROM profiles_profile WHERE search_text %%> %s
    UNION SELECT user_id FROM profiles_profile WHERE search_text LIKE %s
"""


def _like_escaped(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _matching(profiles: QuerySet[Profile], query: str) -> QuerySet[Profile]:
    """Profiles whose search document matches: on PostgreSQL any full-text word, or a word that
    is close in spelling (trigram word similarity: "lawer" finds lawyers), or a word starting
    with the query; each kind of match uses a GIN index (migration 0002). Best match first."""
    if len(query) < 3:
        # Trigrams say nothing about one or two letters: words starting with them, unranked.
        return profiles.filter(search_text__contains=f" {query}").order_by("-verified", "user_id")
    if connection.vendor != "postgresql":
        for word in query.split():
            profiles = profiles.filter(search_text__contains=word)
        return profiles.order_by("-verified", "user_id")
    any_word = " or ".join(query.split())
    # A constant statement; every user value is a parameter.
    candidates = RawSQL(_CANDIDATES, [any_word, query, f"% {_like_escaped(query)}%"])  # noqa: S611
    # A generated column on PostgreSQL only (migration 0002), so the model does not declare it.
    document = RawSQL('"profiles_profile"."search_vector"', [], output_field=SearchVectorField())
    words = SearchQuery(any_word, config="simple", search_type="websearch")
    return (
        profiles.filter(pk__in=candidates)
        .annotate(rank=SearchRank(document, words) + TrigramWordSimilarity(query, "search_text"))
        .order_by("-rank", "-verified", "user_id")
    )


def professionals_search(
    *, query: str, page: int, page_size: int = PAGE_SIZE
) -> tuple[list[dict], bool]:
    query = normalise_query(query)
    profiles = _matching(_listed(), query) if query else _listed().order_by("-verified", "user_id")
    start = (page - 1) * page_size
    rows = list(profiles[start : start + page_size + 1])
    return [_card(profile) for profile in rows[:page_size]], len(rows) > page_size


def professionals_popular(*, term: str, limit: int) -> list[dict]:
    """A home carousel: a section's term is a kind of professional, so every word must be in
    the profile ("Software Engineer" is not a civil engineer), then most reviewed first."""
    profiles = _listed()
    for word in normalise_query(term).split():
        profiles = profiles.filter(search_text__contains=f" {word}")
    profiles = profiles.annotate(popularity=Count("reviews")).order_by(
        "-popularity", "-verified", "user_id"
    )
    return [_card(profile) for profile in profiles[:limit]]
