"""Update the translation catalogs from freshly extracted templates.

This is ``sphinx-intl update`` (its catalog functions do the merging, with Babel's fuzzy
matching) with two things translators need on top:

* a fuzzy entry keeps the previous English (``#| msgid``), so the translator sees what
  changed — ``sphinx-intl update`` drops it;
* a catalog is written only when its content changes, so an unchanged catalog never churns.

Usage: ``python -m tools.update_catalogs --pot-dir _build/gettext --locale-dir locale
--language zh_CN [--width 79] [DOCNAME ...]`` (docnames restrict the update, e.g.
``posts/vllm-engine-anatomy``).
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

import polib
from babel.messages import pofile
from sphinx_intl import catalog as intl

from claims.core.fidelity import Kind, kind_of

HEADER_COMMENT = """\
# Inference Notes / 推理笔记: translation catalog.
# Copyright (C) 2026, Inference Notes. Distributed under the same licence as the site.
#"""


def render(
    cat, width: int, kept: dict[str, str] | None = None, format_strings: bool = False
) -> bytes:
    """The catalog as polib writes it, with ``#| msgid`` lines on fuzzy entries. Babel merges
    (its fuzzy matching is what sphinx-intl uses) but its writer breaks multi-line previous
    msgids, so polib writes the file."""
    buffer = io.BytesIO()
    pofile.write_po(buffer, cat, width=0, sort_output=False)
    po = polib.pofile(buffer.getvalue().decode("utf-8"), wrapwidth=width)
    # previous msgids: those the catalog already had (read by polib: Babel's reader splits
    # a wrapped "#| msgid"), else the ones this merge found
    previous = dict(kept or {})
    for m in cat:
        if m.fuzzy and m.id and m.previous_id:
            previous.setdefault(m.id, m.previous_id[0])
    for entry in po:
        if entry.msgid in previous and entry.fuzzy:
            entry.previous_msgid = previous[entry.msgid]
        if not format_strings:
            # Babel flags any text with "73%" or "{claim}" as a format string; page and data
            # text is none, and msgfmt -c (Poedit, every gettext tool) would reject it
            entry.flags = [f for f in entry.flags if f not in NOT_FORMAT_FLAGS]
    return str(po).encode("utf-8") + b"\n"


NOT_FORMAT_FLAGS = frozenset({"python-format", "python-brace-format"})


#: catalogs whose entries come from more than the templates: sphinx.po holds the theme's
#: and ABlog's interface strings besides those Sphinx extracts from our own templates
KEEP_ALL = {"sphinx"}


def update_one(pot: Path, po: Path, language: str, width: int, keep_all: bool = False) -> str:
    template = intl.load_po(str(pot))
    kept: dict[str, str] = {}
    if po.exists():
        existing = polib.pofile(str(po), wrapwidth=0)
        kept = {e.msgid: e.previous_msgid for e in existing if e.previous_msgid}
        # Babel's reader takes wrapped "#|" lines for comments: hand it the catalog without
        # them (they are restored from `kept` when written)
        for entry in existing:
            entry.previous_msgid = entry.previous_msgid_plural = entry.previous_msgctxt = None
        cat = pofile.read_po(io.BytesIO(str(existing).encode("utf-8")))
        intl.update_with_fuzzy(cat, template)
        status = "update"
    else:
        cat = template
        cat.locale = language  # Babel fills Language and Plural-Forms from the locale
        status = "create"
    # one header for every catalog: nothing in it changes unless the templates do
    cat.revision_date = cat.creation_date
    cat.last_translator = "Inference Notes translators"
    cat.language_team = f"Inference Notes {language}"
    cat.msgid_bugs_address = ""
    cat.fuzzy = False
    cat.header_comment = HEADER_COMMENT
    if keep_all:
        for message in list(cat.obsolete.values()):
            cat[message.id] = message
    # obsolete entries are history in git, not clutter in the catalog
    cat.obsolete.clear()
    # only the UI strings (sphinx.po, from templates) are real Python format strings
    content = render(cat, width, kept, format_strings=kind_of(po) is Kind.UI)
    if po.exists() and po.read_bytes() == content:
        return "unchanged"
    po.parent.mkdir(parents=True, exist_ok=True)
    po.write_bytes(content)
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pot-dir", type=Path, required=True)
    parser.add_argument("--locale-dir", type=Path, required=True)
    parser.add_argument("--language", required=True)
    parser.add_argument("--width", type=int, default=79)
    parser.add_argument("docnames", nargs="*", help="only these documents")
    args = parser.parse_args(argv)
    if not args.pot_dir.is_dir():
        print(f"{args.pot_dir}: no templates; run `make gettext` first", file=sys.stderr)
        return 2
    wanted = set(args.docnames)
    counts = {"create": 0, "update": 0, "unchanged": 0}
    for pot in sorted(args.pot_dir.rglob("*.pot")):
        docname = pot.relative_to(args.pot_dir).with_suffix("").as_posix()
        if wanted and docname not in wanted:
            continue
        po = args.locale_dir / args.language / "LC_MESSAGES" / f"{docname}.po"
        status = update_one(pot, po, args.language, args.width, keep_all=docname in KEEP_ALL)
        counts[status] += 1
        if status != "unchanged":
            print(f"{status}: {po}")
    print(", ".join(f"{n} {k}" for k, n in counts.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
