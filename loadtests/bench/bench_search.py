"""Search speed on PostgreSQL with 10,000 listed professionals.

    make bench-search        (or: .venv/bin/python loadtests/bench/bench_search.py [--profiles N])

Creates a scratch database `marketplace_bench` on the server of BENCH_DATABASE_URL (default:
the local PostgreSQL), fills it, times the queries the search endpoints run (full search page,
overlay suggestions, popular carousel) and prints medians and 95th percentiles, plus the plan
of one query. A benchmark, not a test: machines here are shared, so read medians and ratios."""

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

import psycopg

# The checkout, for `loadtests.` imports when this runs as a file.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from loadtests.seed import django_setup

SERVER = os.environ.get("BENCH_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/postgres")
NAME = "marketplace_bench"
QUERIES = ["lawyer", "lawer", "software engineer", "cardio", "tax consultant", "yoga", "hr", "a"]

WORDS = {
    "Doctor": ["Cardiologist", "Dermatologist", "General Physician", "Paediatrician"],
    "Engineer": ["Software Engineer", "Data Engineer", "Civil Engineer", "DevOps Engineer"],
    "HR": ["HR Manager", "Talent Acquisition Lead", "Career Coach"],
    "Lawyer": ["Family Lawyer", "Corporate Lawyer", "Criminal Lawyer", "Tax Consultant"],
    "Fitness": ["Yoga Instructor", "Fitness Trainer", "Nutritionist"],
    "Finance": ["Chartered Accountant", "Financial Planner", "Investment Advisor"],
    "Teacher": ["Mathematics Teacher", "English Teacher", "Science Tutor"],
}
NAMES = ["Aarav", "Vivaan", "Aditya", "Arjun", "Sai", "Ishaan", "Ananya", "Diya", "Kavya", "Meera"]
SURNAMES = ["Sharma", "Verma", "Iyer", "Nair", "Reddy", "Patel", "Mehta", "Gupta", "Singh", "Rao"]


def fresh_database(name: str) -> str:
    """The scratch database `name` on BENCH_DATABASE_URL's server, made afresh (this
    benchmark's and bench_booking.py's); its URL."""
    with psycopg.connect(SERVER, autocommit=True) as admin:
        admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        admin.execute(f"CREATE DATABASE {name}")
    return SERVER.rsplit("/", 1)[0] + f"/{name}"


def fill(count: int) -> None:
    from marketplace.accounts.models import User
    from marketplace.profiles.models import Profile, Review

    rng = random.Random(1)
    users = User.objects.bulk_create(
        User(
            username=f"pro{n}",
            phone=f"+9190{n:08d}",
            name=f"{rng.choice(NAMES)} {rng.choice(SURNAMES)}",
        )
        for n in range(count)
    )
    profiles = []
    for user in users:
        category = rng.choice(list(WORDS))
        position = rng.choice(WORDS[category])
        text = f" {user.name} {position} {category} {category.lower()} consulting".lower()
        profiles.append(
            Profile(
                user=user,
                position=position,
                category=category,
                listed=True,
                search_text=text,
                verified=rng.random() < 0.3,
            )
        )
    Profile.objects.bulk_create(profiles)
    reviewer = users[0]
    Review.objects.bulk_create(
        Review(professional=profile, client=reviewer, text="Good")
        for profile in rng.sample(profiles, count // 5)
    )
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")


def timed(call, repeat: int) -> tuple[float, float]:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95) - 1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--profiles", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()

    os.environ["DATABASE_URL"] = fresh_database(NAME)
    django_setup()
    from django.core.management import call_command

    from marketplace.profiles import queries

    call_command("migrate", verbosity=0)
    started = time.perf_counter()
    fill(args.profiles)
    print(f"{args.profiles} listed professionals created in {time.perf_counter() - started:.1f} s")
    print(f"{'query':<20} {'search page':>15} {'suggest':>13} {'popular':>13}  (ms: median / p95)")
    for text in QUERIES:
        page = timed(lambda t=text: queries.professionals_search(query=t, page=1), args.repeat)
        suggest = timed(
            lambda t=text: queries.professionals_search(query=t, page=1, page_size=8), args.repeat
        )
        popular = timed(lambda t=text: queries.professionals_popular(term=t, limit=12), args.repeat)
        cells = " ".join(
            f"{median:>6.1f} / {p95:<5.1f}" for median, p95 in (page, suggest, popular)
        )
        print(f"{text!r:<20} {cells}")
    print("\nPlan of the search page for 'lawer':")
    print(queries._matching(queries._public(), "lawer")[:11].explain(analyze=True))


if __name__ == "__main__":
    main()
