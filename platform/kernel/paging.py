"""Offset paging, once: the input (`PageIn`), the query (`paginate`) and the output (`Page`).

A page answers `{"items": [...], "page": n, "has_next": bool}`. One row more than the page is
read to know whether another page follows, so no page costs a COUNT. An area's output schema
is an explicit subclass, so the OpenAPI schema (and the web app's generated types) keep
readable names:

    class ReviewPageOut(Page[ReviewOut]):
        pass
"""

from dataclasses import dataclass
from typing import Generic, TypeVar

from django.db.models import QuerySet
from ninja import Field, Schema

from kernel.schemas import QueryInput

PAGE_SIZE = 10
MAX_PAGE = 10_000  # pages beyond this are refused (422) rather than scanned

T = TypeVar("T")


class PageIn(QueryInput):
    page: int = Field(1, ge=1, le=MAX_PAGE)


class Page(Schema, Generic[T]):
    items: list[T]
    page: int
    has_next: bool


@dataclass(frozen=True)
class Paged(Generic[T]):
    """One page of a query's rows (models or plain data); a `Page` schema shapes it."""

    items: list[T]
    page: int
    has_next: bool


def paginate(rows: QuerySet | list, *, page: int, size: int = PAGE_SIZE) -> Paged:
    """Page `page` (from 1) of `rows`, which must be ordered: one query, `size + 1` rows."""
    start = (page - 1) * size
    found = list(rows[start : start + size + 1])
    return Paged(items=found[:size], page=page, has_next=len(found) > size)
