"""The API client of the tests (the `api` fixture in conftest.py)."""

import json as jsonlib
from dataclasses import dataclass
from typing import Any

from django.http import HttpResponse
from django.test import Client


@dataclass(frozen=True)
class Answer:
    status: int
    body: Any  # the decoded JSON; None when the answer is empty or not JSON (the docs page)
    headers: Any  # case-insensitive, like response.headers
    response: HttpResponse


class Api:
    """The API as the web app calls it: paths under /api/v1, JSON bodies, a bearer token.

    `json=` sends a JSON body; `data=` sends a form (multipart, for files) on writes and
    query parameters on GET; `body=` sends these exact characters as JSON (to test bad
    JSON); `headers=` adds WSGI headers such as HTTP_USER_AGENT."""

    def __init__(self, client: Client) -> None:
        self.client = client

    def request(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        data: Any = None,
        body: str | bytes | None = None,
        token: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> Answer:
        extra = {"HTTP_AUTHORIZATION": f"Bearer {token}"} if token else {}
        extra.update(headers or {})
        send = getattr(self.client, method)
        url = f"/api/v1{path}"
        if json is not None or body is not None:
            content = body if body is not None else jsonlib.dumps(json)
            response = send(url, content, content_type="application/json", **extra)
        elif data is not None:
            response = send(url, data, **extra)
        elif method == "get":
            response = send(url, **extra)
        else:
            # No body at all, as the web app's fetch sends a write without one (Django's
            # client would send an empty multipart form instead).
            response = send(url, b"", content_type="application/json", **extra)
        is_json = response.get("Content-Type", "").startswith("application/json")
        decoded = jsonlib.loads(response.content) if is_json and response.content else None
        return Answer(response.status_code, decoded, response.headers, response)

    def get(self, path: str, **options) -> Answer:
        return self.request("get", path, **options)

    def post(self, path: str, **options) -> Answer:
        return self.request("post", path, **options)

    def put(self, path: str, **options) -> Answer:
        return self.request("put", path, **options)

    def patch(self, path: str, **options) -> Answer:
        return self.request("patch", path, **options)

    def delete(self, path: str, **options) -> Answer:
        return self.request("delete", path, **options)
