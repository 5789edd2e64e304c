"""Read Sphinx's warning stream as (file, line, subtype) triples, so tests assert exactly."""

from __future__ import annotations

import re
from pathlib import Path

_LINE = re.compile(
    r"^(?:(?P<path>[^\s]+?)(?::(?P<line>\d+))?: )?(?:WARNING|ERROR|CRITICAL): (?P<message>.*?)"
    r"(?: \[(?P<type>[\w.\-]+)\])?$"
)
#: the closing line of a build with findings (asserted by its own tests)
SUMMARY = "claims.summary"


def parse(stream: str, root: Path | str | None = None) -> list[tuple[str, int, str]]:
    """(path relative to *root*, line, "type.subtype") for each warning, in order.
    Lines that are not warnings (e.g. a traceback) make the test fail loudly."""
    found = []
    for raw in stream.splitlines():
        text = re.sub(r"\x1b\[[0-9;]*m", "", raw).strip()
        if not text:
            continue
        match = _LINE.match(text)
        if match is None:
            raise AssertionError(f"unparsed warning line: {text!r}")
        if match["type"] == SUMMARY:
            continue
        path = match["path"] or ""
        if root is not None:
            root_text = str(Path(root).resolve())
            path = path.replace(root_text + "/", "").replace(str(root) + "/", "")
        found.append((path, int(match["line"] or 0), match["type"] or ""))
    return found
