"""`make fuzz` fails only for the product's faults (tests/platform/test_fuzz.py): a run that
failed only because schemathesis crashed in itself runs the crashed operations again, every
phase; any failed check or other error fails it. The reports here are written by
schemathesis's own JUnit writer and its own error formatting, as a run writes them."""

from pathlib import Path
from xml.etree import ElementTree

from schemathesis.engine.errors import EngineErrorInfo
from schemathesis.reporting.junitxml import JunitXmlWriter

from tests.platform.test_fuzz import tool_crashes

AST_CRASH = "AST constructor recursion depth mismatch (before=102, after=37)"


def error_text(error: Exception) -> str:
    try:
        raise error
    except Exception as raised:
        return EngineErrorInfo(raised).format()


def report(path: Path, *, errors=(), failures=(), passed=()) -> Path:
    writer = JunitXmlWriter(path)
    for label in passed:
        writer.record_scenario(label=label, elapsed_sec=0.1, failures=[], skip_reason=None,
                               config=None)  # fmt: skip
    for label, error in errors:
        writer.record_error(label=label, message=error_text(error))
    writer.close()
    if failures:  # a failed check, as the writer renders one (its failure groups need a run)
        tree = ElementTree.parse(path)  # noqa: S314 (written above)
        for case in tree.getroot().iter("testcase"):
            if case.get("name") in failures:
                ElementTree.SubElement(case, "failure", {"message": "not_a_server_error"})
        tree.write(path)
    return path


def test_a_run_that_crashed_only_in_the_tool_runs_those_operations_again(tmp_path):
    junit = report(
        tmp_path / "junit.xml",
        passed=["GET /api/v1/events/popular"],
        errors=[("POST /api/v1/auth/code", SystemError(AST_CRASH)),
                ("GET /api/v1/professionals", SystemError(AST_CRASH))],
    )  # fmt: skip
    assert tool_crashes(junit) == ["GET /api/v1/professionals", "POST /api/v1/auth/code"]


def test_a_crash_outside_any_operation_runs_the_whole_run_again(tmp_path):
    junit = report(tmp_path / "junit.xml", errors=[("Stateful tests", SystemError(AST_CRASH))])
    assert tool_crashes(junit) == []


def test_a_failed_check_fails_the_run_even_beside_a_crash(tmp_path):
    junit = report(
        tmp_path / "junit.xml",
        passed=["GET /api/v1/events/popular"],
        errors=[("POST /api/v1/auth/code", SystemError(AST_CRASH))],
        failures=["GET /api/v1/events/popular"],
    )
    assert tool_crashes(junit) is None


def test_any_other_error_fails_the_run(tmp_path):
    junit = report(
        tmp_path / "junit.xml",
        errors=[("POST /api/v1/auth/code", SystemError(AST_CRASH)),
                ("GET /api/v1/professionals", ConnectionError("Connection refused"))],
    )  # fmt: skip
    assert tool_crashes(junit) is None


def test_a_run_that_left_no_report_fails(tmp_path):
    assert tool_crashes(tmp_path / "junit.xml") is None
