from ninja import Field, Schema

from kernel.schemas import InputSchema


class TaxDetailsIn(InputSchema):
    legal_name: str = Field("", max_length=200, description="The name on the PAN; empty: yours")
    pan: str = Field("", max_length=20, description="10 characters, like ABCDE1234F")
    gstin: str = Field("", max_length=30, description="15 characters; empty: not registered")
    state: str = Field(max_length=2, description="GST state code, like 27 for Maharashtra")
    address: str = Field("", max_length=400)
    exempt: bool = Field(False, description="The service is exempt from GST (healthcare)")
    sac: str = Field("", max_length=10, description="6 digits; empty: the default")


class StateOut(Schema):
    code: str
    name: str


class TaxDetailsOut(Schema):
    legal_name: str
    pan: str
    gstin: str
    state: str
    address: str
    exempt: bool
    sac: str
    registered: bool = Field(description="Has a GSTIN: invoices are tax invoices")
    charges_gst: bool = Field(description="Registered and not exempt: invoices carry GST")
    states: list[StateOut]
