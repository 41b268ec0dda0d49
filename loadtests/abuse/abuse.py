"""What an attacker can make one server process spend: memory per abusive request.

    make abuse    (or: .venv/bin/python loadtests/abuse/abuse.py [--platform DIR]
                         [--url URL --pid N])

Starts daphne on a free loopback port, serving the embedded default (SQLite, in-memory cache)
in a temporary folder (or DATABASE_URL/REDIS_URL when set), signs in through the `file` SMS
backend's outbox, then replays the reproducers of issue 6: oversized multipart and JSON bodies
with and without a token, a chunked body with no Content-Length, eight 4000x4000 PNGs at once
and a malformed multipart body. For each it reads the server's resident memory before, at its
peak (sampled while the request runs) and after, and prints a table. Exits non-zero when a
status is wrong or the peak growth reaches the row's ceiling (50 MB; the pictures row allows
the two decodes that may run at once).

--platform DIR serves another checkout's platform/ folder (to measure the code before a
change); --url with --pid measures a server that is already running instead.

The server is loadtests/server.py's, the requests are sent with raw_http.py (beside this file)
and the memory is read with loadtests/memory.py; this file holds the reproducers and their
verdicts."""

import argparse
import io
import json
import random
import re
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PIL import Image

# The checkout, for `loadtests.` imports when this runs as a file.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from loadtests.abuse.raw_http import filler, request
from loadtests.memory import Memory
from loadtests.server import Server

ROOT = Path(__file__).resolve().parents[2]
MB = 1024 * 1024
CEILING = 50 * MB
# Two decodes of a 16-megapixel picture may run at once (profiles/images.py).
PICTURES_CEILING = 200 * MB
PHONE = "9876543210"


def multipart(filename: str, size: int | None = None, content: bytes = b""):
    """Parts and total length of a multipart body whose one file is `size` bytes of filler."""
    boundary = f"abuse{random.randrange(10**12):012d}"
    head = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="image"; filename="{filename}"'
        "\r\nContent-Type: image/png\r\n\r\n"
    ).encode()
    tail = f"\r\n--{boundary}--\r\n".encode()
    body_size = len(content) if size is None else size
    parts = [head, content if size is None else filler(size), tail]
    return parts, len(head) + body_size + len(tail), f"multipart/form-data; boundary={boundary}"


def png(size: tuple[int, int], noise: bool = False) -> bytes:
    out = io.BytesIO()
    if noise:
        image = Image.frombytes("RGB", size, random.randbytes(size[0] * size[1] * 3))
    else:
        image = Image.new("RGB", size, "white")
    image.save(out, format="PNG", compress_level=1 if noise else 9)
    return out.getvalue()


def sign_in(url: str, outbox: Path | None) -> str:
    def post(path, payload):
        body = json.dumps(payload).encode()
        headers = {"Content-Type": "application/json"}
        response = request(url, "POST", path, headers=headers, parts=[body], length=len(body))
        assert response.status == 200, (path, response.status, response.body[:300])
        return response.json()

    post("/api/v1/auth/code", {"country_code": "+91", "phone": PHONE})
    if outbox is None:
        code = input(f"Sign-in code sent to +91{PHONE}: ").strip()
    else:
        last = (outbox / "outbox.jsonl").read_text().splitlines()[-1]
        code = re.match(r"(\d{6}) ", json.loads(last)["text"])[1]
    result = post("/api/v1/auth/verify", {"country_code": "+91", "phone": PHONE, "code": code})
    if result["status"] == "needs_name":
        result = post(
            "/api/v1/auth/register",
            {"ticket": result["ticket"], "first_name": "Abuse", "last_name": "Test"},
        )
    return result["token"]


def scenarios(url: str, token: str):
    """(name, expected statuses, ceiling, work) for each reproducer."""
    auth = {"Authorization": f"Bearer {token}"}
    image = "/api/v1/profiles/me/image"

    def upload(size, headers=None, *, chunked=False):
        parts, length, kind = multipart("big.png", size)
        all_headers = {"Content-Type": kind, **(headers or {})}
        return lambda: [
            request(url, "POST", image, headers=all_headers, parts=parts, length=length,
                    chunked=chunked)
        ]  # fmt: skip

    def json_body(size, *, chunked=False):
        headers = {"Content-Type": "application/json", **auth}
        parts = [b'{"name": "', filler(size), b'"}']
        return lambda: [
            request(url, "PUT", "/api/v1/profiles/me/basic", headers=headers, parts=parts,
                    length=size + 12, chunked=chunked)
        ]  # fmt: skip

    def picture(content):
        parts, length, kind = multipart("picture.png", content=content)
        headers = {"Content-Type": kind, **auth}
        return request(url, "POST", image, headers=headers, parts=parts, length=length)

    bomb = png((4000, 4000))

    def eight_pictures():
        with ThreadPoolExecutor(8) as pool:
            return list(pool.map(picture, [bomb] * 8))

    def malformed():
        headers = {"Content-Type": "multipart/form-data; boundary=BOUNDARY", **auth}
        body = b"--BOUNDARY--"
        return [request(url, "POST", image, headers=headers, parts=[body], length=len(body))]

    near_limit = png((1620, 1620), noise=True)
    near_name = f"{len(near_limit) / 1e6:.1f} MB picture"
    return [
        ("200 MB multipart, no token", {413}, CEILING, upload(200 * MB)),
        ("200 MB multipart, signed in", {413}, CEILING, upload(200 * MB, auth)),
        ("100 MB picture, signed in", {413}, CEILING, upload(100 * MB, auth)),
        ("200 MB JSON, signed in", {413}, CEILING, json_body(200 * MB)),
        ("200 MB JSON, chunked", {413}, CEILING, json_body(200 * MB, chunked=True)),
        ("200 MB multipart, chunked", {413}, CEILING, upload(200 * MB, auth, chunked=True)),
        (near_name, {200}, CEILING, lambda: [picture(near_limit)]),
        (f"{near_name} again", {200}, CEILING, lambda: [picture(near_limit)]),
        ("8 x 4000x4000 PNG at once", {200, 429}, PICTURES_CEILING, eight_pictures),
        # An empty form (422: the picture is missing) or an unreadable one (400), in JSON.
        ("malformed multipart", {400, 422}, CEILING, malformed),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--platform", type=Path, default=ROOT / "platform")
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--url", help="a running server (with --pid) instead of starting one")
    parser.add_argument("--pid", type=int, help="the running server's process id")
    parser.add_argument("--only", help="run only the scenarios whose name contains this")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="abuse-") as folder:
        server = None
        if args.url:
            if not args.pid:
                parser.error("--url needs --pid, to read the server's memory")
            url, pid, outbox = args.url.rstrip("/"), args.pid, None
        else:
            server = Server(args.platform.resolve(), args.python, Path(folder))
            pid, url, outbox = server.start(), server.url, server.sms
        try:
            return run(url, Memory(pid), sign_in(url, outbox), args.only)
        finally:
            if server:
                server.stop()


def run(url: str, memory: Memory, token: str, only: str | None) -> int:
    failures = 0
    print(f"{'reproducer':<30} {'status':<14} {'before':>8} {'peak':>8} {'after':>8} {'growth':>8}")
    for name, expected, ceiling, work in scenarios(url, token):
        if only and only not in name:
            continue
        responses, before, peak, after = memory.measure(work)
        statuses = sorted({r.status for r in responses})
        errors = [r.json() for r in responses if r.status >= 400]
        shaped = all(isinstance(body, dict) and "message" in body for body in errors)
        growth = peak - before
        ok = set(statuses) <= expected and shaped and growth < ceiling
        failures += not ok
        shown = ",".join(map(str, statuses)) + ("" if shaped else " bare")
        print(
            f"{name:<30} {shown:<14} {before / MB:>6.0f}MB {peak / MB:>6.0f}MB "
            f"{after / MB:>6.0f}MB {growth / MB:>6.0f}MB {'ok' if ok else 'FAIL'}",
            flush=True,
        )
        if not ok and responses:
            print(f"    first answer: {responses[0].body[:200]!r}", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
