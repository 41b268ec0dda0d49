"""realtime is infrastructure: areas call it, it never calls an area (docs/architecture.md).
import-linter checks the same in `make lint`; this keeps it visible next to the socket."""

import ast
from pathlib import Path

REALTIME = Path(__file__).resolve().parents[2] / "realtime"


def test_realtime_imports_no_area():
    for path in REALTIME.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            assert not [name for name in names if name.startswith("marketplace")], path
