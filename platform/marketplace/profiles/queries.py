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
from django.db.models import Count, Q, QuerySet
from django.db.models.expressions import RawSQL
from django.utils.translation import gettext_lazy as _

from kernel.errors import NotFound
from kernel.paging import Paged, paginate
from marketplace.profiles import images
from marketplace.profiles.models import Plan, Profile, Review

PAGE_SIZE = 10
MAX_QUERY = 100  # characters of a search that count; the rest is ignored
REVIEWS_PAGE_SIZE = 10
PROFILE_NOT_FOUND = _("Profile not found.")


def file_url(file) -> str | None:
    return file.url if file else None


def profile_picture_url(user) -> str | None:
    """The account's picture (the header's avatar), or None before a profile has one."""
    profile = getattr(user, "profile", None)  # None until the profile is first needed
    return file_url(profile.image) if profile is not None else None


def profile_picture_sources(user) -> dict[str, str] | None:
    """The smaller copies of the account's picture (see images.sources)."""
    profile = getattr(user, "profile", None)
    return images.sources(profile.image, kind="image") if profile is not None else None


def professional_card(user) -> dict:
    """What a card shows of a professional (a booking's professional, an event's host, a
    place in line): one shape, so every card shows them alike."""
    profile = getattr(user, "profile", None)
    return {
        "id": user.pk,
        "name": user.name,
        "position": profile.position if profile is not None else "",
        "username": user.username,
        "image": profile_picture_url(user),
        "image_sources": profile_picture_sources(user),
    }


# What the public may see: profiles that offer a plan, of active accounts, that staff have
# not unlisted.
PUBLIC = Q(listed=True, unlisted=False, user__is_active=True)


def _public() -> QuerySet[Profile]:
    return Profile.objects.filter(PUBLIC).select_related("user")


def bookable_plans(professional_id: int) -> QuerySet[Plan]:
    """The plans of a professional clients may book now, each with its profile and user."""
    return Plan.objects.filter(
        profile_id=professional_id,
        **{f"profile__{name}": value for name, value in PUBLIC.children},
    ).select_related("profile__user")


def public_profiles() -> QuerySet[Profile]:
    """Every profile the public may see (the sitemap lists them), oldest first."""
    return _public().order_by("user_id")


def bookable_profile(professional_id: int) -> Profile | None:
    """A professional clients may book now: public (listed, active, not unlisted by staff)."""
    return _public().filter(pk=professional_id).first()


def profile_by_ref(ref: str) -> Profile:
    """A listed professional's profile by id or username (both occur in links). Clients who
    offer nothing, and professionals staff unlisted, are not shown to the public; their own
    profile is /profiles/me."""
    profiles = _public()
    profile = None
    if "\x00" in ref or len(ref) > 80:
        raise NotFound(PROFILE_NOT_FOUND)
    if ref.isascii() and ref.isdigit() and len(ref) < 19:
        profile = profiles.filter(user_id=int(ref)).first()
    profile = profile or profiles.filter(user__username=ref).first()
    if profile is None:
        raise NotFound(PROFILE_NOT_FOUND)
    return profile


def reviews_page(*, profile: Profile, page: int) -> Paged[Review]:
    reviews = Review.objects.filter(professional=profile).select_related(
        "client", "client__profile"
    )
    return paginate(reviews, page=page, size=REVIEWS_PAGE_SIZE)


def normalise_query(text: str) -> str:
    """A search as matched: lower case, white space folded, at most MAX_QUERY characters."""
    return " ".join(text.lower().split())[:MAX_QUERY]


# Each kind of match is planned on its own, so each uses its index; OR-ing them in one WHERE
# made PostgreSQL's estimates add up to "most rows" and scan the whole table instead.
_CANDIDATES = """
    SELECT {key} FROM {table} WHERE search_vector @@ websearch_to_tsquery('simple', %s)
    UNION SELECT {key} FROM {table} WHERE search_text %%> %s
    UNION SELECT {key} FROM {table} WHERE search_text LIKE %s
"""


def _like_escaped(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def matching(rows: QuerySet, query: str, *, then: tuple[str, ...]) -> QuerySet:
    """The rows whose search document matches `query` (normalised, not empty), best match
    first, then in the order `then`. One piece of code for every searchable table (profiles,
    events): each keeps its document in `search_text`, lower case with a space before each
    word, and on PostgreSQL a generated `search_vector` of it, each with a GIN index (profiles'
    migration 0002, events' 0002). There a row matches by any full-text word, or a word close
    in spelling (trigram word similarity of at least the connection's threshold, 0.5 in
    settings.py: "lawer" finds lawyers), or a word starting with the query; on SQLite, when
    it holds every word."""
    if len(query) < 3:
        # Trigrams say nothing about one or two letters: words starting with them, unranked.
        return rows.filter(search_text__contains=f" {query}").order_by(*then)
    if connection.vendor != "postgresql":
        for word in query.split():
            rows = rows.filter(search_text__contains=word)
        return rows.order_by(*then)
    meta = rows.model._meta
    table, key = connection.ops.quote_name(meta.db_table), connection.ops.quote_name(meta.pk.column)
    any_word = " or ".join(query.split())
    # A constant statement (the table's own names); every user value is a parameter.
    candidates = RawSQL(  # noqa: S611
        _CANDIDATES.format(table=table, key=key), [any_word, query, f"% {_like_escaped(query)}%"]
    )
    # A generated column on PostgreSQL only, so the models do not declare it.
    document = RawSQL(f"{table}.search_vector", [], output_field=SearchVectorField())  # noqa: S611
    words = SearchQuery(any_word, config="simple", search_type="websearch")
    return (
        rows.filter(pk__in=candidates)
        .annotate(rank=SearchRank(document, words) + TrigramWordSimilarity(query, "search_text"))
        .order_by("-rank", *then)
    )


_LISTED_ORDER = ("-verified", "user_id")


def _matching(profiles: QuerySet[Profile], query: str) -> QuerySet[Profile]:
    return matching(profiles, query, then=_LISTED_ORDER)


def professionals_search(*, query: str, page: int, page_size: int = PAGE_SIZE) -> Paged[Profile]:
    query = normalise_query(query)
    profiles = _matching(_public(), query) if query else _public().order_by(*_LISTED_ORDER)
    return paginate(profiles, page=page, size=page_size)


def professionals_popular(*, term: str, limit: int) -> list[Profile]:
    """A home carousel: a section's term is a kind of professional, so every word must be in
    the profile ("Software Engineer" is not a civil engineer), then most reviewed first."""
    profiles = _public()
    for word in normalise_query(term).split():
        profiles = profiles.filter(search_text__contains=f" {word}")
    profiles = profiles.annotate(popularity=Count("reviews")).order_by(
        "-popularity", "-verified", "user_id"
    )
    return list(profiles[:limit])
