"""Reading a gettext catalog strictly: a syntax error is an error with its line.

polib and Babel (which Sphinx compiles catalogs with) both read a broken ``.po`` without a
word and drop or cut what follows the error, so a page silently showed truncated text.
translate-toolkit's parser is strict and says where; polib then reads the valid file.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import polib
from translate.storage.poparser import PoParseError
from translate.storage.pypo import pofile as strict_pofile


class CatalogError(Exception):
    """A catalog that must not be used, with the line to fix (0: the whole file)."""

    def __init__(self, message: str, line: int) -> None:
        super().__init__(message)
        self.line = line


def read_catalog(path: Path) -> polib.POFile:
    """The catalog at *path*; :class:`CatalogError` for a syntax error, a message
    translated twice, or a file that is not UTF-8."""
    data = path.read_bytes()
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise CatalogError(f"not UTF-8 text ({exc.reason})", line) from exc
    try:
        strict_pofile(data)
    except PoParseError as exc:
        raise CatalogError(f"syntax error: {exc}", exc.parse_state.lineno) from exc
    except (ValueError, UnicodeError) as exc:
        raise CatalogError(f"cannot be read: {exc}", 0) from exc
    catalog = polib.pofile(data.decode("utf-8"), wrapwidth=0)
    seen: dict[tuple[str | None, str], int] = {}
    for entry in catalog:
        if entry.obsolete:
            continue
        key = (entry.msgctxt, entry.msgid)
        if key in seen:
            raise CatalogError(
                f"msgid {entry.msgid[:60]!r} is translated twice (first at line "
                f"{seen[key]}); keep one entry",
                entry.linenum,
            )
        seen[key] = entry.linenum
    return catalog


@dataclass(frozen=True)
class Message:
    """One translation as the build uses it: where it is and what it says."""

    path: Path
    line: int
    msgctxt: str | None
    msgid: str
    msgstr: str
    fuzzy: bool


def messages(catalog: polib.POFile, path: Path) -> Iterator[Message]:
    """Every translated message of *catalog* (plural forms one by one), fuzzy ones
    included and marked: the build does not use those, ``check-po`` still looks."""
    for entry in catalog:
        if entry.obsolete or not entry.msgid:
            continue
        if entry.msgid_plural:
            for index, text in sorted(entry.msgstr_plural.items(), key=lambda kv: int(kv[0])):
                if text:
                    msgid = entry.msgid if int(index) == 0 else entry.msgid_plural
                    yield Message(path, entry.linenum, entry.msgctxt, msgid, text, entry.fuzzy)
        elif entry.msgstr:
            yield Message(
                path, entry.linenum, entry.msgctxt, entry.msgid, entry.msgstr, entry.fuzzy
            )


def catalog_files(locale_dir: Path, language: str) -> list[Path]:
    """Every ``.po`` of *language* below *locale_dir* (``<lang>/LC_MESSAGES/**.po``)."""
    root = locale_dir / language / "LC_MESSAGES"
    return sorted(root.rglob("*.po")) if root.is_dir() else []
