from typing import Literal

from ninja import Field, Schema

from kernel.schemas import QueryInput


class PapersOfIn(QueryInput):
    purpose: Literal["appointment", "event_booking", "package"] = Field(
        description="What was bought: an appointment, a webinar seat or a package purchase"
    )
    purpose_id: int = Field(ge=1, le=2**63 - 1)


class PapersIn(QueryInput):
    page: int = Field(1, ge=1, le=10_000)


class PaperOut(Schema):
    id: int
    kind: Literal["invoice", "credit_note"]
    paper: Literal["tax_invoice", "bill_of_supply", "invoice", "credit_note"]
    number: str
    against: str = Field(description="A credit note's invoice number; empty for an invoice")
    issued_at: str = Field(description="ISO 8601")
    total_paise: int
    tax_paise: int
    purpose: str
    purpose_id: int
    role: Literal["client", "professional"] = Field(description="The caller's side of it")
    supplier_name: str
    recipient_name: str
    description: str
    pdf_url: str = Field(description="The PDF (add ?lang=hi for Hindi)")


class PaperPageOut(Schema):
    items: list[PaperOut]
    page: int
    has_next: bool
