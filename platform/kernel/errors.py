"""The one error vocabulary. Services raise these; `install_handlers` turns them, and every
error ninja or Django raises on the way, into a 4xx with one JSON shape:
{"message": "...", "fields": {"name": "..."}}."""

import logging

from django.core.exceptions import RequestDataTooBig
from django.db import InterfaceError, OperationalError, connection
from django.http import Http404, HttpRequest, HttpResponse
from django.http.multipartparser import MultiPartParserError
from django.utils.translation import gettext, gettext_noop
from django.utils.translation import gettext_lazy as _
from ninja import NinjaAPI, Schema
from ninja.errors import AuthenticationError, HttpError, ValidationError
from pydantic_core import PydanticKnownError

logger = logging.getLogger(__name__)

CHECK_FIELDS = _("Please check the highlighted fields.")
SIGN_IN_AGAIN = _("Please sign in again.")
NOT_FOUND = _("Not found.")
# Also answered before Django reads the request (bodylimit.py), in English: no language yet.
TOO_LARGE_WORDS = gettext_noop("The request is too large.")
TOO_LARGE = _(TOO_LARGE_WORDS)
TOO_LONG_ADDRESS_WORDS = gettext_noop("The address is too long.")
TOO_LARGE_HEAD_WORDS = gettext_noop("The request's headers are too large.")
CANNOT_PARSE = _("The request body is not valid JSON.")
CANNOT_PARSE_FORM = _("The upload could not be read. Please choose the file again.")
SOMETHING_WENT_WRONG = _("Something went wrong. Please try again.")
BUSY = _("This is busy right now. Please try again in a moment.")
# The words nginx answers with when no app process answers (deploy/nginx.conf.template).
UNAVAILABLE = _("The service is unavailable. Please try again in a moment.")
UNAVAILABLE_RETRY_SECONDS = 5
# A write whose answer the database's loss cut short: what it wrote had committed.
INTERRUPTED = _(
    "The connection was lost while answering. Your change may have been saved: please reload "
    "to check."
)
INVALID_VALUE = _("Invalid value")
# pydantic's words for what a request's values can get wrong, by error type, to translate: in
# English a field keeps pydantic's own message (clients and tests read it); in another
# language it gets these, without pydantic's English details (its "{error}" part).
PYDANTIC_MESSAGES = {
    "missing": gettext_noop("Field required"),
    "extra_forbidden": gettext_noop("Extra inputs are not permitted"),
    "json_invalid": gettext_noop("Invalid JSON"),
    "string_type": gettext_noop("Input should be a valid string"),
    "string_too_short": gettext_noop("String should have at least {min_length} characters"),
    "string_too_long": gettext_noop("String should have at most {max_length} characters"),
    "string_pattern_mismatch": gettext_noop("String should match pattern '{pattern}'"),
    "int_type": gettext_noop("Input should be a valid integer"),
    "int_parsing": gettext_noop(
        "Input should be a valid integer, unable to parse string as an integer"
    ),
    "int_parsing_size": gettext_noop("The number is too large."),
    "int_from_float": gettext_noop(
        "Input should be a valid integer, got a number with a fractional part"
    ),
    "float_type": gettext_noop("Input should be a valid number"),
    "float_parsing": gettext_noop(
        "Input should be a valid number, unable to parse string as a number"
    ),
    "finite_number": gettext_noop("Input should be a finite number"),
    "decimal_type": gettext_noop("Input should be a valid decimal"),
    "decimal_parsing": gettext_noop("Input should be a valid decimal"),
    "bool_type": gettext_noop("Input should be a valid boolean"),
    "bool_parsing": gettext_noop("Input should be a valid boolean, unable to interpret input"),
    "greater_than": gettext_noop("Input should be greater than {gt}"),
    "greater_than_equal": gettext_noop("Input should be greater than or equal to {ge}"),
    "less_than": gettext_noop("Input should be less than {lt}"),
    "less_than_equal": gettext_noop("Input should be less than or equal to {le}"),
    "multiple_of": gettext_noop("Input should be a multiple of {multiple_of}"),
    "too_short": gettext_noop("There should be at least {min_length} items"),
    "too_long": gettext_noop("There should be at most {max_length} items"),
    "list_type": gettext_noop("Input should be a valid list"),
    "dict_type": gettext_noop("Input should be a valid dictionary"),
    "model_type": gettext_noop("Input should be a valid dictionary"),
    "model_attributes_type": gettext_noop("Input should be a valid dictionary"),
    "literal_error": gettext_noop("Input should be {expected}"),
    "enum": gettext_noop("Input should be {expected}"),
    "date_type": gettext_noop("Input should be a valid date"),
    "date_parsing": gettext_noop("Input should be a valid date in the format YYYY-MM-DD"),
    "date_from_datetime_parsing": gettext_noop(
        "Input should be a valid date in the format YYYY-MM-DD"
    ),
    "date_from_datetime_inexact": gettext_noop("Input should be a valid date"),
    "time_type": gettext_noop("Input should be a valid time"),
    "time_parsing": gettext_noop("Input should be in a valid time format"),
    "datetime_type": gettext_noop("Input should be a valid datetime"),
    "datetime_parsing": gettext_noop("Input should be a valid datetime"),
    "datetime_from_date_parsing": gettext_noop("Input should be a valid datetime"),
    "uuid_type": gettext_noop("Input should be a valid UUID"),
    "uuid_parsing": gettext_noop("Input should be a valid UUID"),
    "url_type": gettext_noop("Input should be a valid URL"),
    "url_parsing": gettext_noop("Input should be a valid URL"),
}


class ApplicationError(Exception):
    status = 400
    retry_after: int | None = None  # seconds; sent as Retry-After when the caller may retry

    def __init__(self, message: str, *, fields: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.fields = fields or {}


class InvalidInput(ApplicationError):
    status = 400


def invalid_fields(errors: dict[str, str]) -> InvalidInput:
    """Every problem of a form at once: the one message when there is one, else "check the
    highlighted fields", with each field's message."""
    message = CHECK_FIELDS if len(errors) > 1 else next(iter(errors.values()))
    return InvalidInput(message, fields=errors)


class NotAuthenticated(ApplicationError):
    status = 401


class NotAllowed(ApplicationError):
    status = 403


class NotFound(ApplicationError):
    status = 404


class Conflict(ApplicationError):
    status = 409


class Busy(Conflict):
    """Someone else is changing the same rows and the lock wait ran out (see locking.py):
    nothing was written, and the same request a moment later will most likely go through."""

    retry_after = 1

    def __init__(self, message: str = BUSY) -> None:
        super().__init__(message)


class RateLimited(ApplicationError):
    status = 429


class ChallengeRequired(ApplicationError):
    """The request needs a solved proof-of-work challenge first (428 Precondition Required)."""

    status = 428


def error_body(message: str, fields: dict[str, str] | None = None) -> dict:
    return {"message": message, "fields": fields or {}}


def _field_name(loc: list) -> str:
    # ninja locations look like ["body", "payload", "phone"]; the user knows only "phone".
    parts = [str(part) for part in loc[1:] if part not in ("payload", "data")]
    return ".".join(parts) or str(loc[-1])


def _pydantic_message(error: dict) -> str | None:
    """pydantic's own message for this error's type, or None (a validator's own message)."""
    try:
        return PydanticKnownError(error["type"], error.get("ctx")).message()
    except (KeyError, TypeError, ValueError):
        return None


def _message(error: dict) -> str:
    """A field's message in the active language: a validator's own message is translated
    already (it was raised in this request); pydantic's is swapped for ours by type."""
    message = str(error.get("msg", INVALID_VALUE)).removeprefix("Value error, ")
    template = PYDANTIC_MESSAGES.get(error.get("type", ""))
    if template is None or message != _pydantic_message(error):
        return message
    translated = gettext(template)
    if translated == template:  # English, or no translation: pydantic's words
        return message
    try:
        return translated.format(**(error.get("ctx") or {}))
    except (KeyError, IndexError, ValueError):
        return message


def validation_fields(errors: list[dict]) -> dict[str, str]:
    fields: dict[str, str] = {}
    for error in errors:
        fields.setdefault(_field_name(list(error.get("loc", ["body"]))), _message(error))
    return fields


def install_handlers(api: NinjaAPI) -> None:
    def respond(request: HttpRequest, status: int, message: str, fields=None) -> HttpResponse:
        return api.create_response(request, error_body(message, fields), status=status)

    @api.exception_handler(ApplicationError)
    def application_error(request, exc: ApplicationError):
        response = respond(request, exc.status, exc.message, exc.fields)
        if exc.retry_after is not None:
            response["Retry-After"] = str(exc.retry_after)
        return response

    @api.exception_handler(ValidationError)
    def validation_error(request, exc: ValidationError):
        return respond(request, 422, CHECK_FIELDS, validation_fields(exc.errors))

    @api.exception_handler(AuthenticationError)
    def authentication_error(request, exc: AuthenticationError):
        return respond(request, 401, SIGN_IN_AGAIN)

    @api.exception_handler(HttpError)
    def http_error(request, exc: HttpError):
        if isinstance(exc.__cause__, RequestDataTooBig):
            return respond(request, 413, TOO_LARGE)
        if exc.status_code == 400 and exc.__cause__ is not None:
            return respond(request, 400, CANNOT_PARSE)
        return respond(request, exc.status_code, str(exc))

    @api.exception_handler(Http404)
    def not_found(request, exc: Http404):
        return respond(request, 404, NOT_FOUND)

    @api.exception_handler(OverflowError)
    def beyond_any_id(request, exc: OverflowError):
        """A number in the address beyond 64 bits names no row: SQLite cannot even bind it
        (PostgreSQL compares it and finds nothing), so it is the same 404."""
        return respond(request, 404, NOT_FOUND)

    @api.exception_handler(RequestDataTooBig)
    def too_large(request, exc: RequestDataTooBig):
        return respond(request, 413, TOO_LARGE)

    @api.exception_handler(MultiPartParserError)
    def malformed_form(request, exc: MultiPartParserError):
        return respond(request, 400, CANNOT_PARSE_FORM)

    @api.exception_handler(OperationalError)
    @api.exception_handler(InterfaceError)
    def database_unreachable(request, exc: Exception):
        """PostgreSQL restarting or out of connections: nothing was written (the transaction
        never committed), so the client may simply try again. Django opens a new connection
        on the next request, and CONN_HEALTH_CHECKS drops a dead one: no app restart needed."""
        logger.error("Database unavailable in %s %s: %s", request.method, request.path, exc)
        response = respond(request, 503, UNAVAILABLE)
        response["Retry-After"] = str(UNAVAILABLE_RETRY_SECONDS)
        return response

    @api.exception_handler(Exception)
    def unexpected(request, exc: Exception):
        if _database_lost():
            # The database went away after the service returned, while the answer read rows
            # lazily (a related row, a list): pydantic reports that as its own error. A read
            # may simply be tried again; a write had committed, and trying it again would
            # repeat it (a second message), so it says so and asks for no retry.
            if request.method in ("GET", "HEAD"):
                return database_unreachable(request, exc)
            logger.error("Database lost answering %s %s: %s", request.method, request.path, exc)
            return respond(request, 503, INTERRUPTED)
        logger.exception("Unhandled error in %s %s", request.method, request.path)
        return respond(request, 500, SOMETHING_WENT_WRONG)


def _database_lost() -> bool:
    """Whether this request's database connection broke (PostgreSQL restarting)."""
    return connection.connection is not None and not connection.is_usable()


class ErrorOut(Schema):
    message: str
    fields: dict[str, str] = {}
