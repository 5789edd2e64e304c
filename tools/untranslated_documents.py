"""The documents that have no catalog at all, for ``make stat``: potodo lists the catalogs
there are, so a page nobody has started translating would count as done.

    python -m tools.untranslated_documents SOURCE_DIR LOCALE_MESSAGES_DIR

Prints one line per document without a ``.po`` (0% done) and exits 1 when there is one.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

#: folders of the source tree that hold no pages (conf.py's exclude_patterns)
NOT_PAGES = ("_data", "_code", "_figures")


def missing_catalogs(source: Path, messages: Path) -> list[str]:
    """Docnames under *source* with no ``<docname>.po`` under *messages*."""
    missing = []
    for page in sorted(source.rglob("*.md")):
        docname = page.relative_to(source).with_suffix("").as_posix()
        if docname.split("/")[0] in NOT_PAGES:
            continue
        if not (messages / f"{docname}.po").is_file():
            missing.append(docname)
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.untranslated_documents", description=__doc__.splitlines()[0]
    )
    parser.add_argument("source", type=Path)
    parser.add_argument("messages", type=Path)
    args = parser.parse_args(argv)
    missing = missing_catalogs(args.source, args.messages)
    for docname in missing:
        print(f"{docname}: no catalog, 0.00% done (make gettext update-po creates it)")
    if not missing:
        print("every document has a catalog")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
