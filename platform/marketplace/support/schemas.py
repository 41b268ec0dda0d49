from ninja import Field, Schema

from kernel.schemas import InputSchema


class ReportIn(InputSchema):
    name: str = Field(max_length=300)
    phone: str = Field(max_length=30)
    email: str = Field(max_length=254)
    message: str = Field(max_length=20_000)


class ReportOut(Schema):
    reference: str = Field(description="Quote it to support, e.g. SR-7K3Q9PXA")
