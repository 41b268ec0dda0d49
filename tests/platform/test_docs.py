"""The README and docs/ stay true to the repository: every file they name in backticks exists,
each row of "Where each rule is enforced" (docs/architecture.md) names a file that defines its
function, every relative link and anchor resolves, every page of docs/ is reachable from the
README, and the README stays a short front door. Plain files: no database, no server."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
ARCHITECTURE = DOCS / "architecture.md"
RULES_HEADING = "## Where each rule is enforced"
README_MAX_LINES = 220

# A backticked token is taken for a file of the repository when it has a folder and one of
# these endings; placeholders (`<feature>`), globs and addresses are not files.
FILE_ENDINGS = (".py", ".ts", ".tsx", ".md", ".toml")
BACKTICKED = re.compile(r"`([^`\n]+)`")
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
LINK = re.compile(r"\[(?:[^\]]|\][^(])*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)

# The rules the table must cover, by a word of each (issue 39).
RULE_WORDS = (
    "places",
    "seats",
    "hold",
    "24 hours",
    "₹100",
    "waitlist",
    "frame",
    "sign-in codes",
    "body",
)


def _pages() -> list[Path]:
    return [README, *sorted(DOCS.glob("*.md"))]


def _prose(text: str) -> str:
    """The page without its fenced blocks (trees, commands, samples)."""
    return FENCE.sub("", text)


def _looks_like_file(token: str) -> bool:
    return (
        "/" in token
        and token.endswith(FILE_ENDINGS)
        and not token.startswith(("/", "http:", "https:", "../"))
        and not any(char in token for char in " <>*{}$")
        and "..." not in token
    )


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading: the text without markup, lower case, punctuation
    dropped, spaces as hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link's text only
    text = text.replace("`", "").strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def _anchors(page: Path) -> set[str]:
    seen: dict[str, int] = {}
    anchors = set()
    for heading in HEADING.findall(_prose(page.read_text())):
        slug = _slug(heading)
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        anchors.add(slug if count == 0 else f"{slug}-{count}")
    return anchors


def _rules_table() -> list[tuple[str, str, str]]:
    text = ARCHITECTURE.read_text()
    assert RULES_HEADING in text, f"{ARCHITECTURE} has no section {RULES_HEADING!r}"
    section = text.split(RULES_HEADING, 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in section.splitlines():
        if not line.startswith("|") or set(line) <= set("|- "):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        assert len(cells) == 3, f"a row of {RULES_HEADING!r} needs 3 cells: {line}"
        if cells == ["rule", "file", "function"]:
            continue
        rows.append((cells[0], cells[1], cells[2]))
    return rows


def _single_backticked(cell: str, row: str) -> str:
    found = BACKTICKED.findall(cell)
    assert len(found) == 1 and cell == f"`{found[0]}`", f"one backticked name per cell: {row}"
    return found[0]


def _defines(path: Path, name: str) -> bool:
    """Whether the file defines `name` (a function, class or constant; Class.method too)."""
    source = path.read_text()
    for part in name.split("."):
        word = re.escape(part)
        if path.suffix == ".py":
            pattern = (
                rf"^\s*(?:async\s+)?def\s+{word}\b|^\s*class\s+{word}\b|^{word}\s*(?::[^=\n]*)?="
            )
        else:
            pattern = rf"\b(?:function|const|let|class)\s+{word}\b"
        if not re.search(pattern, source, re.MULTILINE):
            return False
    return True


def test_every_rule_names_a_file_that_defines_its_function():
    rows = _rules_table()
    assert len(rows) >= len(RULE_WORDS)
    wrong = []
    for rule, file_cell, function_cell in rows:
        row = f"{rule} | {file_cell} | {function_cell}"
        path = ROOT / _single_backticked(file_cell, row)
        name = _single_backticked(function_cell, row)
        if not path.is_file():
            wrong.append(f"{path.relative_to(ROOT)} does not exist ({rule})")
        elif not _defines(path, name):
            wrong.append(f"{path.relative_to(ROOT)} defines no {name} ({rule})")
    assert not wrong, "\n".join(wrong)


def test_the_rules_table_covers_the_products_rules():
    rules = " ".join(rule for rule, _, _ in _rules_table()).lower()
    missing = [word for word in RULE_WORDS if word.lower() not in rules]
    assert not missing, f"{RULES_HEADING!r} has no rule about: {missing}"


def test_every_file_named_in_the_docs_exists():
    missing = []
    for page in _pages():
        for token in BACKTICKED.findall(_prose(page.read_text())):
            if _looks_like_file(token) and not (ROOT / token).exists():
                missing.append(f"{page.relative_to(ROOT)}: `{token}`")
    assert not missing, "\n".join(missing)


def test_every_relative_link_and_anchor_resolves():
    broken = []
    for page in _pages():
        for target in LINK.findall(_prose(page.read_text())):
            if re.match(r"[a-z]+:", target):  # http:, https:, mailto:
                continue
            file_part, _, anchor = target.partition("#")
            linked = (page.parent / file_part).resolve() if file_part else page
            where = f"{page.relative_to(ROOT)}: ({target})"
            if not linked.exists():
                broken.append(f"{where} is no file")
            elif anchor and linked.suffix == ".md" and anchor not in _anchors(linked):
                broken.append(f"{where} is no heading of {linked.name}")
    assert not broken, "\n".join(broken)


def test_the_readme_links_every_page_of_docs():
    linked = {
        (README.parent / target.partition("#")[0]).resolve()
        for target in LINK.findall(README.read_text())
    }
    unlinked = [page.name for page in sorted(DOCS.glob("*.md")) if page.resolve() not in linked]
    assert not unlinked, f"README.md links no {unlinked}"


def test_the_readme_is_a_short_front_door():
    text = README.read_text()
    lines = text.splitlines()
    assert len(lines) <= README_MAX_LINES, f"README.md has {len(lines)} lines"
    # The two commands come first, right after the title and what the product is.
    first_block = FENCE.search(text)
    assert first_block is not None
    assert "make run" in first_block.group() and "make test" in first_block.group()
    assert text.index(first_block.group()) < text.index("\n## ")
