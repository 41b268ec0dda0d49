"""Bases of every request schema.

JSON has its own booleans, numbers and strings, so a body's value must already be of the
field's kind: `{"payment_required": 0}` or `{"price": "500"}` is a 422 naming the field, never
quietly read as `false` or 500. pydantic's own strict mode cannot be used for this, because in
Python mode it also refuses the strings that dates and times arrive as; the check below is per
kind instead and leaves every other type to pydantic. Query strings are all text, so their
schemas subclass `QueryInput`, which keeps pydantic's parsing of `?page=2`.
"""

import datetime
import decimal
import enum
import types
import uuid
from typing import Annotated, Any, ClassVar, Literal, Union, get_args, get_origin

from django.utils.translation import gettext_lazy as _
from ninja import Schema
from pydantic import ValidationInfo, field_validator, model_validator
from pydantic_core import PydanticCustomError

NUL_IN_TEXT = _("Text cannot contain NUL characters.")

# Types JSON can only carry as text.
_TEXT_TYPES = (datetime.date, datetime.time, datetime.timedelta, uuid.UUID)
_AS_TEXT = ("string_type", _("Input should be text in the documented format"))
_NOT_AN_OBJECT = ("model_type", _("Input should be a valid dictionary"))
_KIND_ERRORS = {
    bool: ("bool_type", _("Input should be a valid boolean")),
    int: ("int_type", _("Input should be a valid integer")),
    float: ("float_type", _("Input should be a valid number")),
    str: ("string_type", _("Input should be a valid string")),
    **{kind: _AS_TEXT for kind in _TEXT_TYPES},
}


def _scalar_fits(annotation: Any, value: bool | int | float | str) -> bool:
    """Whether a JSON scalar may go to pydantic for `annotation` without changing kind."""
    origin = get_origin(annotation)
    if origin is Annotated:
        return _scalar_fits(get_args(annotation)[0], value)
    if origin in (Union, types.UnionType):
        return any(_scalar_fits(member, value) for member in get_args(annotation))
    if origin is Literal:
        return any(type(choice) is type(value) for choice in get_args(annotation))
    if annotation is types.NoneType:
        return False
    if not isinstance(annotation, type):
        return True  # Any, type variables and the like: pydantic decides
    if issubclass(annotation, enum.Enum):
        bases = [base for base in (bool, int, str) if issubclass(annotation, base)]
        return not bases or _scalar_fits(bases[0], value)
    if issubclass(annotation, bool):
        return type(value) is bool
    if issubclass(annotation, int):
        return type(value) is int
    if issubclass(annotation, float | decimal.Decimal):
        return type(value) in (int, float) or (annotation is decimal.Decimal and type(value) is str)
    if issubclass(annotation, (str, *_TEXT_TYPES)):
        return type(value) is str
    return True


def _kind_of(annotation: Any) -> type | None:
    """The scalar kind the annotation asks for, to name in the error."""
    origin = get_origin(annotation)
    if origin is Literal:
        return type(get_args(annotation)[0])
    if origin is not None:
        kinds = (_kind_of(member) for member in get_args(annotation))
        return next((kind for kind in kinds if kind is not None), None)
    if isinstance(annotation, type):
        return next((kind for kind in _KIND_ERRORS if issubclass(annotation, kind)), None)
    return None


def _check_kinds(annotation: Any, value: Any) -> None:
    if isinstance(value, bool | int | float | str):
        if not _scalar_fits(annotation, value):
            code, message = _KIND_ERRORS.get(_kind_of(annotation), _KIND_ERRORS[str])
            raise PydanticCustomError(code, str(message))  # in the request's language
        return
    origin = get_origin(annotation)
    if origin is Annotated:
        _check_kinds(get_args(annotation)[0], value)
    elif origin in (list, set, frozenset, tuple) and isinstance(value, list):
        item = get_args(annotation)[0] if get_args(annotation) else Any
        for element in value:
            _check_kinds(item, element)


class InputSchema(Schema):
    """Base of every JSON body. PostgreSQL cannot store NUL in text, so a NUL anywhere in a
    request's text is a clear 422 here rather than a database error later."""

    # Query strings are text: a QueryInput leaves the conversion of "2" to 2 to pydantic.
    text_values: ClassVar[bool] = False

    @model_validator(mode="wrap")
    @classmethod
    def _an_object(cls, value: Any, handler):
        """ninja's Schema reads any value by its attributes (to serve ORM objects), so `123`,
        `"x"` or `null` where an object belongs would pass as an object of defaults: a body
        of `"x"` marked every notification read. A request's object must be a JSON object."""
        if not isinstance(value, dict | cls):
            code, message = _NOT_AN_OBJECT
            raise PydanticCustomError(code, str(message))
        return handler(value)

    @field_validator("*", mode="before")
    @classmethod
    def _same_kind(cls, value: Any, info: ValidationInfo) -> Any:
        if not cls.text_values and info.field_name in cls.model_fields:
            _check_kinds(cls.model_fields[info.field_name].annotation, value)
        return value

    @field_validator("*", mode="after")
    @classmethod
    def _no_nul(cls, value):
        if isinstance(value, str) and "\x00" in value:
            raise ValueError(NUL_IN_TEXT)
        return value


class QueryInput(InputSchema):
    """Base of every query-string schema: values arrive as text and are parsed."""

    text_values: ClassVar[bool] = True


class PictureSources(Schema):
    """A stored picture's smaller copies, as `srcset` values (`<url> 96w, <url> 192w, ...`):
    WebP for browsers that take it, JPEG for the rest. The picture's own field keeps the
    largest stored size."""

    webp: str
    jpeg: str
