from ninja import Schema
from pydantic import field_validator

NUL_IN_TEXT = "Text cannot contain NUL characters."


class InputSchema(Schema):
    """Base of every request schema. PostgreSQL cannot store NUL in text, so a NUL anywhere in
    a request's text is a clear 422 here rather than a database error later."""

    @field_validator("*", mode="after")
    @classmethod
    def _no_nul(cls, value):
        if isinstance(value, str) and "\x00" in value:
            raise ValueError(NUL_IN_TEXT)
        return value
