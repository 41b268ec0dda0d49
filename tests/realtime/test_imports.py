"""realtime is infrastructure: areas call it, it never calls an area (docs/architecture.md).
import-linter checks the same in `make lint`; this keeps it visible next to the socket. Of
marketplace it imports only the kernel's metrics (marketplace/metrics.py) and the request id
(marketplace/logs/context.py), which import no area either."""

import ast
from pathlib import Path

REALTIME = Path(__file__).resolve().parents[2] / "realtime"
KERNEL = {"marketplace.metrics", "marketplace.logs.context"}


def test_realtime_imports_no_area():
    for path in REALTIME.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.ImportFrom):
                names = [f"{node.module or ''}.{alias.name}" for alias in node.names]
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            imported = [name for name in names if name.startswith("marketplace")]
            assert not [name for name in imported if name not in KERNEL], path
