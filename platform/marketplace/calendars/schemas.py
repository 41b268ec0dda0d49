import datetime

from ninja import Field, Schema


class FeedOut(Schema):
    url: str = Field(description="The feed over http(s): Google Calendar's 'From URL' takes it")
    webcal_url: str = Field(description="The same with the webcal:// scheme: opens a calendar app")
    created_at: datetime.datetime = Field(description="When this address was made")
