"""No input ends in a 500: schemathesis sends what the OpenAPI schema allows and what it does
not (wrong types, huge numbers, odd strings, missing fields) to every operation of a real
server loaded with the demo, anonymous and signed in as a demo professional, on SQLite (as
`make run` serves) and on PostgreSQL (as production does). Two checks: no answer is a 5xx,
and every request answered 4xx leaves the database as it was (tests/platform/fuzz_hooks.py
reads every table before and after each call, so the calls go one at a time).

`make test` sends a few cases per operation, so the target cannot rot; `make fuzz` runs the
same with every phase of schemathesis and FUZZ_EXAMPLES cases per operation (docs/tests.md,
"Fuzzing the API"). A failure prints schemathesis's report: the request that failed, as a
curl command, and the server's log holds the traceback."""

import json
import os
import re
import subprocess
import urllib.request
from pathlib import Path
from xml.etree import ElementTree

import pytest
import redis
from django.conf import settings

from tests.servers import ROOT, asgi_server, fresh_database, redis_below
from tests.sqlite_template import migrated_copy

BIN = ROOT / ".venv" / "bin"
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "2"))
# The smoke generates from the schema alone; `make fuzz` adds its examples, its boundary
# values (coverage) and chains of calls (stateful).
PHASES = os.environ.get("FUZZ_PHASES", "fuzzing")
# Seconds for the whole of one run (schemathesis's own budget is --max-time).
TIMEOUT = int(os.environ.get("FUZZ_TIMEOUT", "600"))
PROFESSIONAL = "9000000001"  # the demo's first professional: schedule, events, earnings
# Calls that would end the signed-in run's own session: fuzzed anonymously only.
SESSION_ENDING = ["marketplace_accounts_api_logout", "marketplace_accounts_api_revoke_session"]


def post(url: str, path: str, payload: dict) -> dict:
    request = urllib.request.Request(
        f"{url}{path}", data=json.dumps(payload).encode(),
        headers={"Content-Type": "application/json"}, method="POST",
    )  # fmt: skip
    with urllib.request.urlopen(request, timeout=30) as answer:  # noqa: S310 (our server)
        return json.loads(answer.read())


def sign_in(url: str, outbox) -> str:
    """A bearer token for the demo professional, signed in as the web app signs in."""
    post(url, "/api/v1/auth/code", {"country_code": "+91", "phone": PROFESSIONAL})
    sent = json.loads((outbox / "outbox.jsonl").read_text().splitlines()[-1])
    code = re.match(r"(\d{6}) ", sent["text"])[1]
    verified = post(
        url, "/api/v1/auth/verify", {"country_code": "+91", "phone": PROFESSIONAL, "code": code}
    )
    return verified["token"]


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def server(request, tmp_path_factory):
    """{"url", "token", "log", "database"}: uvicorn on a database of its own, loaded with the
    demo."""
    folder = tmp_path_factory.mktemp(f"fuzz-{request.param}")
    sqlite = request.param == "sqlite"
    if sqlite:
        database = f"sqlite:///{migrated_copy(folder / 'fuzz.sqlite3')}"
    else:
        database = fresh_database("fuzz")
    env = {
        **os.environ,
        "DATABASE_URL": database,
        # SQLite runs embedded, as `make run` does: no Redis at all.
        "REDIS_URL": "" if sqlite else redis_below(3),
        "REDIS_PREFIX": f"{settings.REDIS_PREFIX}-fuzz",
        "SMS_BACKEND": "file",
        "SMS_FILE_PATH": str(folder / "sms"),
        "MEDIA_ROOT": str(folder / "media"),
        "DEBUG": "false",
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
    }
    if not sqlite:  # the rate limits' counters of earlier runs' users (same ids) go too
        redis.Redis.from_url(env["REDIS_URL"]).flushdb()
    python = str(BIN / "python")
    for command in (["migrate", "-v", "0"], ["seed_demo"]):
        subprocess.run([python, "manage.py", *command], cwd=ROOT / "platform", env=env,
                       check=True, stdout=subprocess.DEVNULL)  # fmt: skip
    log = folder / "server.log"
    with asgi_server(env, log, ready_path="/api/v1/events/popular") as url:
        token = sign_in(url, folder / "sms")
        yield {"url": url, "token": token, "log": log, "database": database}


@pytest.mark.parametrize("who", ["anonymous", "signed in"])
def test_no_input_ends_in_a_server_error(server, who, tmp_path):
    command = [
        str(BIN / "schemathesis"), "run", f"{server['url']}/api/v1/openapi.json",
        "--checks", "not_a_server_error,negative_data_rejection,refused_requests_change_nothing",
        "--max-examples", str(EXAMPLES), "--phases", PHASES, "--workers", "1",
        "--seed", os.environ.get("FUZZ_SEED", "1"),
        "--generation-database", "none", "--request-timeout", "30", "--no-color",
        "--report", "junit", "--report-junit-path", "junit.xml",
    ]  # fmt: skip
    if who == "signed in":
        command += ["--header", f"Authorization: Bearer {server['token']}"]
        for operation in SESSION_ENDING:
            command += ["--exclude-operation-id", operation]
    env = {
        **os.environ,
        "SCHEMATHESIS_HOOKS": "tests.platform.fuzz_hooks",
        "PYTHONPATH": str(ROOT),
        "FUZZ_SNAPSHOT_DATABASE": server["database"],
    }
    only: list[str] = []  # operations to run again, every phase: those the tool crashed on
    for attempt in range(1 + TOOL_CRASH_RETRIES):
        # Each run in a folder of its own, which also takes schemathesis's cache (.schemathesis/).
        folder = tmp_path / f"run-{attempt}"
        folder.mkdir()
        names = [option for name in only for option in ("--include-name", name)]
        done = subprocess.run(
            [*command, *names],
            cwd=folder, env=env, capture_output=True, text=True, timeout=TIMEOUT,
        )  # fmt: skip
        output = done.stdout[-20000:] + done.stderr[-5000:]
        if done.returncode == 0:
            break
        crashed = tool_crashes(folder / "junit.xml")
        assert crashed is not None, f"{output}\n(the server's log: {server['log']})"
        only = crashed
        print(f"schemathesis crashed in itself on {only or 'the run'}: run again", flush=True)
    else:
        pytest.fail(f"schemathesis crashed {1 + TOOL_CRASH_RETRIES} times:\n{output}")
    assert re.search(r"\b[1-9]\d* passed\b", done.stdout), output  # operations were tested
    print("\n".join(done.stdout.splitlines()[-25:]))  # the counts, shown by `make fuzz`


# Errors of the tool itself, not of the product: CPython 3.11's AST constructor keeps its
# recursion depth in state the threads share, and Hypothesis parses a lambda's source to
# describe it (python/cpython#106905), so a case can die in the tool before any request.
TOOL_CRASH = re.compile(r"SystemError: AST constructor recursion depth mismatch")
TOOL_CRASH_RETRIES = 2
OPERATION = re.compile(r"(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /\S*")


def tool_crashes(junit: Path) -> list[str] | None:
    """What a failed run should run again, every phase: the operations (their names, as
    `--include-name` takes them) that errored in the tool itself, or [] for the whole run
    when such an error was not an operation's (a stateful chain's). None, so the run fails,
    if any check failed, any other error was reported, or the tool died before its report."""
    if not junit.is_file():
        return None
    crashed = set()
    for case in ElementTree.parse(junit).getroot().iter("testcase"):  # noqa: S314 (our run's)
        if case.find("failure") is not None:
            return None
        for error in case.iter("error"):
            if not TOOL_CRASH.search(f"{error.get('message', '')}\n{error.text or ''}"):
                return None
            crashed.add(case.get("name", ""))
    if not crashed:
        return None
    return sorted(crashed) if all(OPERATION.fullmatch(name) for name in crashed) else []
