"""Search and popularity, on PostgreSQL (full-text plus trigram similarity)."""

import pytest
from django.db import connection

from marketplace.profiles import queries
from marketplace.profiles.models import Review
from tests.factories import person, professional

pytestmark = pytest.mark.django_db


@pytest.fixture
def market():
    return {
        "lawyer": professional(
            "Asha",
            "Iyer",
            position="Family Lawyer",
            category="Lawyer",
            tags="divorce, custody",
            skills=("Property law",),
        ),
        "doctor": professional(
            "Vikram", "Rao", position="Cardiologist", category="Doctor", tags="heart, health"
        ),
        "engineer": professional(
            "Meera",
            "Nair",
            position="Software Engineer",
            category="Engineer",
            tags="python, career",
        ),
        "hr": professional(
            "Karan", "Shah", position="HR Manager", category="HR", tags="resume, interview"
        ),
    }


def names(profiles):
    return [profile.user.name for profile in profiles]


def search(text, page=1):
    return queries.professionals_search(query=text, page=page).items


def test_search_runs_on_postgresql():
    assert connection.vendor == "postgresql"


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("lawyer", "Asha Iyer"),
        ("lawer", "Asha Iyer"),  # misspelt: trigram similarity
        ("LAWYER  ", "Asha Iyer"),
        ("custody", "Asha Iyer"),  # a search tag
        ("property law", "Asha Iyer"),  # a skill
        ("cardio", "Vikram Rao"),  # the start of a word
        ("software engineer", "Meera Nair"),
        ("meera", "Meera Nair"),  # a name
        ("hr", "Karan Shah"),
    ],
)
def test_search_finds_by_every_field_and_forgives_spelling(market, text, who):
    assert names(search(text))[0] == who


def test_search_leaves_out_what_does_not_match_and_unlisted_people(market):
    person("Lawyer", "Without Plans")
    assert names(search("lawyer")) == ["Asha Iyer"]
    assert search("zzzzqqq") == []


def test_an_empty_search_lists_everyone_listed_verified_first(market):
    market["hr"].verified = True
    market["hr"].save()
    result = names(search(""))
    assert len(result) == 4 and result[0] == "Karan Shah"


def test_search_pages_hold_ten(market):
    for n in range(15):
        professional(f"Tax{n}", "Expert", position="Tax Consultant", category="Finance")
    first = queries.professionals_search(query="tax", page=1)
    second = queries.professionals_search(query="tax", page=2)
    assert (len(first.items), first.has_next, len(second.items), second.has_next) == (
        10,
        True,
        5,
        False,
    )
    assert not {p.pk for p in first.items} & {p.pk for p in second.items}


def test_a_closer_match_ranks_higher(market):
    professional("Rohan", "Das", position="Consultant", category="Lawyer", tags="corporate")
    result = names(search("family lawyer"))
    assert result[0] == "Asha Iyer" and "Rohan Das" in result


def test_popular_means_most_reviewed(market):
    reviewer = person()
    for key, count in (("doctor", 3), ("engineer", 1)):
        for _ in range(count):
            Review.objects.create(professional=market[key], client=reviewer, text="Great")
    assert names(queries.professionals_popular(term="", limit=2)) == ["Vikram Rao", "Meera Nair"]
    assert (
        names(queries.professionals_popular(term="Software Engineer", limit=5))[0] == "Meera Nair"
    )
    assert names(queries.professionals_popular(term="Doctor", limit=5)) == ["Vikram Rao"]


def test_a_popular_section_holds_only_its_kind(market):
    civil = professional("Arjun", "Menon", position="Civil Engineer", category="Engineer")
    Review.objects.create(professional=civil, client=person(), text="Solid")
    software = names(queries.professionals_popular(term="Software Engineer", limit=10))
    assert software == ["Meera Nair"]


def test_the_search_indexes_exist():
    """Trigram and full-text GIN indexes (migration 0002); loadtests/bench/bench_search.py shows the
    planner using them on 10,000 profiles."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexname FROM pg_indexes WHERE tablename = 'profiles_profile'")
        indexes = {row[0] for row in cursor.fetchall()}
    assert {"profiles_search_trgm", "profiles_search_fts"} <= indexes
