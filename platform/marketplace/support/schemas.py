from datetime import datetime

from ninja import Field, Schema

from kernel.schemas import InputSchema


class ReportIn(InputSchema):
    name: str = Field(max_length=300)
    phone: str = Field(max_length=30)
    email: str = Field(max_length=254)
    message: str = Field(max_length=20_000)


class ReportOut(Schema):
    reference: str = Field(description="Quote it to support, e.g. SR-7K3Q9PXA")


class GrievanceIn(InputSchema):
    subject: str = Field(max_length=1000)
    message: str = Field(max_length=20_000)


class GrievanceOut(Schema):
    id: int
    reference: str = Field(description="The ticket number, e.g. GR-7K3Q9PXA")
    subject: str
    message: str
    status: str = Field(description="received, acknowledged or resolved")
    acknowledgement: str
    resolution: str
    created_at: datetime
    acknowledge_due: datetime
    resolve_due: datetime
    acknowledged_at: datetime | None
    resolved_at: datetime | None
