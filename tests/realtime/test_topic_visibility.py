"""A topic is visible exactly when its REST resource is: a socket may watch the free places
of a day the booking page may show (GET /professionals/{id}/slots answers it) and the seats
of an event anyone may see (GET /events/{id}), and nothing else."""

import datetime

import pytest
from asgiref.sync import sync_to_async

from marketplace.profiles.models import Profile
from realtime import consumers
from tests.factories import professional
from tests.realtime.sockets import connect

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]
DAY = (datetime.date.today() + datetime.timedelta(days=3)).isoformat()


async def subscribed(topic: str) -> dict:
    socket = await connect()
    await socket.send_json_to({"type": "subscribe", "topic": topic})
    answer = await socket.receive_json_from()
    await socket.disconnect()
    return answer


async def test_a_bookable_professionals_day_may_be_watched_as_its_page_may_be_read(client):
    pro = await sync_to_async(professional)("Asha", "Iyer")
    rest = await sync_to_async(client.get)(f"/api/v1/professionals/{pro.pk}/slots?date={DAY}")
    assert rest.status_code == 200
    topic = f"slots:{pro.pk}:{DAY}"
    answer = await subscribed(topic)
    assert (answer["type"], answer["topic"]) == ("subscribed", topic)


@pytest.mark.parametrize("case", ["unknown id", "unlisted", "not a date"])
async def test_a_day_the_booking_page_may_not_show_is_no_topic_to_watch(client, case):
    pro = await sync_to_async(professional)("Asha", "Iyer")
    professional_id, day = pro.pk, DAY
    if case == "unknown id":
        professional_id = pro.pk + 1000
    elif case == "unlisted":
        await sync_to_async(Profile.objects.filter(pk=pro.pk).update)(unlisted=True)
    else:
        day = "2030-02-31"
    rest = await sync_to_async(client.get)(
        f"/api/v1/professionals/{professional_id}/slots?date={day}"
    )
    assert rest.status_code in (404, 422)
    answer = await subscribed(f"slots:{professional_id}:{day}")
    assert answer["type"] == "error"
    assert answer["data"] == {"message": consumers.FORBIDDEN_TOPIC}


async def test_an_events_seats_are_watched_only_where_the_event_exists(client):
    assert (await sync_to_async(client.get)("/api/v1/events/424242")).status_code == 404
    answer = await subscribed("event:424242")
    assert answer["type"] == "error"
    assert answer["data"] == {"message": consumers.FORBIDDEN_TOPIC}
