"""The floor of bench_booking.py: what a django-ninja GET costs the app when it sends no SQL
statement, answering a small schema through the project's own middleware (settings.MIDDLEWARE)
and handlers. Every hot step is read as a multiple of it, so a goal such as "a cached day plus
a booking at most 10 times the floor" reads the same on any machine.

The route is the bench's, not the product's: bench_booking.py points ROOT_URLCONF at this
module, which is project.urls with one more path in front, so the API, its OpenAPI schema and
the statement-count tests never see it. It sits under /api/, as the hot calls do, so the
middleware that looks at the path (the API's error shape) treats it alike. Its answer is a day
of eight windows, the shape and size of `GET /professionals/{id}/slots`, built in Python."""

import datetime

from django.urls import path
from ninja import NinjaAPI, Schema

from project import urls as product

PATH = "/api/floor/"


class FloorWindowOut(Schema):
    window_id: int
    start: str
    end: str
    places: int
    left: int


class FloorDayOut(Schema):
    professional_id: int
    date: datetime.date
    windows: list[FloorWindowOut]


floor = NinjaAPI(urls_namespace="bench_floor", docs_url=None, openapi_url=None)


@floor.get("/{professional_id}", response=FloorDayOut)
def day(request, professional_id: int, date: datetime.date):
    windows = [
        {"window_id": hour, "start": f"{hour:02d}:00", "end": f"{hour + 1:02d}:00",
         "places": 2, "left": 1}
        for hour in range(9, 17)
    ]  # fmt: skip
    return {"professional_id": professional_id, "date": date, "windows": windows}


urlpatterns = [path(PATH.lstrip("/"), floor.urls), *product.urlpatterns]
handler500 = product.handler500
