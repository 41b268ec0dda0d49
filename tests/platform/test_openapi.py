import json
from pathlib import Path

from ninja.responses import NinjaJSONEncoder

from project.api import api

COMMITTED = Path(__file__).resolve().parents[2] / "webapp" / "openapi.json"


def test_the_web_apps_copy_of_the_api_schema_is_current():
    """The web app's types are generated from webapp/openapi.json; `make api-types` renews it."""
    served = json.loads(json.dumps(api.get_openapi_schema(), cls=NinjaJSONEncoder))
    assert json.loads(COMMITTED.read_text()) == served, (
        "webapp/openapi.json is stale: run `make api-types`"
    )


def _schemas(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from _schemas(sub)


def test_no_two_api_schemas_share_a_name():
    """OpenAPI names a component after its class: two areas' `VerifyIn`s would become one type
    in the web app (the payments one silently replaced sign-in's)."""
    from ninja import Schema

    by_name: dict[str, set[str]] = {}
    for schema in _schemas(Schema):
        if schema.__module__.startswith("marketplace.") and "[" not in schema.__name__:
            by_name.setdefault(schema.__name__, set()).add(schema.__module__)
    assert {name: where for name, where in by_name.items() if len(where) > 1} == {}
