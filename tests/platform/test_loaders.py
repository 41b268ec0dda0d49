"""Moments, JSON values and addresses are read by psycopg's C loaders (kernel/postgresql), and
answer what Django's own loaders answer, on a real connection."""

import datetime

import pytest
from django.db import connection
from django.db.backends.postgresql.psycopg_any import register_tzloader
from psycopg.pq import Format
from psycopg.types.string import TextLoader

from kernel.postgresql.base import UtcTimestamptzLoader
from marketplace.accounts.models import User

pytestmark = pytest.mark.django_db

MOMENTS = """
    SELECT now(), '2026-11-29 17:45:03.123456+05:30'::timestamptz,
           '0001-01-01 00:00:00+00'::timestamptz, '9999-12-31 23:59:59.999999+00'::timestamptz,
           NULL::timestamptz, '{"a": [1, "२"], "b": null}'::jsonb, '10.1.2.3/8'::inet,
           '10.0.0.0/8'::cidr
"""


def _oid(name: str) -> int:
    return connection.connection.adapters.types[name].oid


def test_every_cursor_of_the_connection_reads_with_psycopgs_own_loaders():
    with connection.cursor() as cursor:  # the ORM's, after Django's check of its zone
        adapters = cursor.cursor.adapters
        assert adapters.get_loader(_oid("timestamptz"), Format.TEXT) is UtcTimestamptzLoader
        for name in ("jsonb", "inet", "cidr"):
            loader = adapters.get_loader(_oid(name), Format.TEXT)
            assert loader is not TextLoader  # Django's, in Python
            assert loader.__module__ == "psycopg_binary._psycopg"


def test_they_answer_what_djangos_loaders_answer():
    with connection.cursor() as cursor:
        ours = cursor.execute(MOMENTS).fetchone()
    djangos = connection.connection.cursor()
    register_tzloader(connection.timezone, djangos)
    for name in ("jsonb", "inet", "cidr"):
        djangos.adapters.register_loader(name, TextLoader)
    theirs = djangos.execute(MOMENTS).fetchone()

    assert ours[1:] == theirs[1:]
    assert ours[0] - theirs[0] < datetime.timedelta(seconds=1)
    assert [type(value) for value in ours] == [type(value) for value in theirs]
    assert {value.tzinfo for value in ours[:4]} == {datetime.UTC}
    assert ours[1] == datetime.datetime(2026, 11, 29, 12, 15, 3, 123456, tzinfo=datetime.UTC)
    assert ours[5] == '{"a": [1, "२"], "b": null}'
    assert ours[6:] == ("10.1.2.3/8", "10.0.0.0/8")


def test_a_model_reads_back_the_moment_it_saved():
    user = User.objects.create(phone="+919800000001")
    moment = datetime.datetime(
        2026, 3, 8, 2, 30, 0, 7, tzinfo=datetime.timezone(datetime.timedelta(hours=5, minutes=30))
    )
    User.objects.filter(pk=user.pk).update(date_joined=moment)

    read = User.objects.get(pk=user.pk).date_joined

    assert read == moment
    assert read.tzinfo is datetime.UTC
