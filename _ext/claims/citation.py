"""Cite one number: for each claim on the Numbers page, its primary source as a BibTeX entry
(the bibliography's own entry, with the claim's locator as ``note``) and as CSL-JSON, in a
collapsed block so the page does not grow."""

from __future__ import annotations

import io
import json
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from docutils import nodes
from markupsafe import escape
from pybtex.database import BibliographyData, Entry, parse_file
from pybtex.database.output.bibtex import Writer
from pybtex.scanner import PybtexError

from claims.locale import _
from claims.sources import SHOWN_FIELDS, SHOWN_PERSONS

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.writers.html5 import HTML5Translator

    from claims.core.registry import Claim

#: BibTeX entry type -> CSL type (https://docs.citationstyles.org/en/stable/specification.html)
CSL_TYPES = {
    "article": "article-journal",
    "inproceedings": "paper-conference",
    "conference": "paper-conference",
    "book": "book",
    "techreport": "report",
    "phdthesis": "thesis",
    "online": "webpage",
}


class _Writer(Writer):
    """pybtex's BibTeX writer, each field written once per distinct value: the Numbers page
    writes a source's entry again for every claim it backs, and LaTeX-encoding a field is
    the slow part."""

    @lru_cache(maxsize=65536)  # noqa: B019 - one writer for the whole process
    def _field(self, name: str, value: str) -> str:
        out = io.StringIO()
        super()._write_field(out, name, value)
        return out.getvalue()

    def _write_field(self, stream: TextIO, type: str, value: str) -> None:  # noqa: A002
        stream.write(self._field(type, value))


#: pybtex's ``to_string("bibtex")`` looks its writer up among the installed packages' entry
#: points on every call (milliseconds each, thousands of calls on the Numbers page)
_WRITER = _Writer()


class claim_citation(nodes.General, nodes.Element):
    """A claim's ready citations (its children: labelled literal blocks); ``summary`` is the
    text that opens it. HTML: a ``<details>``; other builders write the children."""


def visit_citation_html(self: HTML5Translator, node: claim_citation) -> None:
    """The whole ``<details>``, written here: the blocks are plain text, and the Numbers page
    holds two per claim, which Pygments would take seconds to highlight."""
    parts = [f'<details class="claim-cite"><summary>{escape(node["summary"])}</summary>']
    for child in node.children:
        if isinstance(child, nodes.literal_block):
            parts.append(f"<pre>{escape(child.astext())}</pre>")
        else:
            parts.append(f"<p>{escape(child.astext())}</p>")
    parts.append("</details>")
    self.body.append("".join(parts))
    raise nodes.SkipNode


@cache
def _entries(files: tuple[tuple[str, int], ...]) -> dict[str, Entry]:
    """The entries of the bibliography files, by (path, modification time): read once."""
    entries: dict[str, Entry] = {}
    for path, _mtime in files:
        try:
            entries.update(parse_file(path, bib_format="bibtex").entries)
        except (OSError, PybtexError, UnicodeDecodeError):
            continue  # reported by claims.sources when the data is loaded
    return entries


def bib_entries(app: Sphinx) -> dict[str, Entry]:
    paths = [Path(app.confdir) / name for name in getattr(app.config, "bibtex_bibfiles", [])]
    return _entries(tuple((str(p), p.stat().st_mtime_ns if p.exists() else 0) for p in paths))


def entry_state(app: Sphinx, key: str | None) -> str:
    """Everything the ready citations show of source *key*'s entry (every field, not only
    those the cards show): when it changes, so do they. In the file's order: the BibTeX
    block writes fields and roles in that order."""
    entry = bib_entries(app).get(key or "")
    if entry is None:
        return ""
    persons = [(role, [str(p) for p in people]) for role, people in entry.persons.items()]
    return repr((entry.type, list(entry.fields.items()), persons))


def bibtex(key: str, entry: Entry, locator: str | None) -> str:
    """The bibliography's entry *key*, with *locator* as its ``note``: its people and its
    :data:`~claims.sources.SHOWN_FIELDS` only, the fields the build scans for figures (an
    ``abstract`` or ``keywords`` is left out, never published unscanned)."""
    shown = {name.lower() for name in SHOWN_FIELDS}
    fields = {name: value for name, value in entry.fields.items() if name.lower() in shown}
    if locator:
        # the locator in the entry's own note's place, else last
        note = next((name for name in fields if name.lower() == "note"), "note")
        fields[note] = locator
    persons = {role: entry.persons[role] for role in SHOWN_PERSONS if role in entry.persons}
    cited = Entry(entry.type, fields=fields, persons=persons)
    return _WRITER.to_string(BibliographyData(entries={key: cited})).strip()


def _plain(text: str) -> str:
    return text.replace("{", "").replace("}", "")


def _date_parts(text: str) -> dict[str, list[list[int]]] | None:
    parts = [int(p) for p in text.split("-")[:3] if p.isdigit()]
    return {"date-parts": [parts]} if parts else None


def csl_json(key: str, entry: Entry, locator: str | None) -> str:
    """The entry *key* as one CSL-JSON item; the locator as its ``note``."""
    fields = entry.fields
    item: dict[str, Any] = {"id": key, "type": CSL_TYPES.get(entry.type.lower(), "document")}
    item["title"] = _plain(fields.get("title", key))
    people = entry.persons.get("author", [])
    if people:
        item["author"] = [
            {
                "family": _plain(" ".join(p.prelast_names + p.last_names)),
                "given": _plain(" ".join(p.first_names + p.middle_names)),
            }
            for p in people
        ]
    venue = fields.get("journal") or fields.get("booktitle") or fields.get("howpublished")
    if venue:
        item["container-title"] = _plain(venue)
    if fields.get("publisher"):
        item["publisher"] = _plain(fields["publisher"])
    for name, field in (("issued", "year"), ("accessed", "urldate")):
        date = _date_parts(fields.get(field, ""))
        if date:
            item[name] = date
    for name, field in (("URL", "url"), ("DOI", "doi")):
        if fields.get(field):
            item[name] = fields[field]
    if locator:
        item["note"] = locator
    return json.dumps([item], ensure_ascii=False, indent=2)


def citation_node(app: Sphinx, claim: Claim) -> claim_citation | None:
    """The ready citations of *claim*'s source (None: no source, or not in the
    bibliography)."""
    entry = bib_entries(app).get(claim.source or "")
    if entry is None or claim.source is None:
        return None
    # the search index skips it (no-search): source fields are not the page's words
    node = claim_citation(summary=_("Cite this number"), classes=["no-search"])
    for label, text, language in (
        ("BibTeX", bibtex(claim.source, entry, claim.locator), "bibtex"),
        ("CSL-JSON", csl_json(claim.source, entry, claim.locator), "json"),
    ):
        node += nodes.paragraph(label, label)
        node += nodes.literal_block(text, text, language=language)
    return node
