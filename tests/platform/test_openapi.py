import json
from pathlib import Path

from ninja.responses import NinjaJSONEncoder

from marketplace.api import api

COMMITTED = Path(__file__).resolve().parents[2] / "webapp" / "openapi.json"


def test_the_web_apps_copy_of_the_api_schema_is_current():
    """The web app's types are generated from webapp/openapi.json; `make api-types` renews it."""
    served = json.loads(json.dumps(api.get_openapi_schema(), cls=NinjaJSONEncoder))
    assert json.loads(COMMITTED.read_text()) == served, (
        "webapp/openapi.json is stale: run `make api-types`"
    )
