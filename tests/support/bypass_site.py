"""A copy of tests/roots/site-bypass, built through the Makefile as authors build the site.

The corpus site is laid out like the real one (conf.py beside source/ and locale/), so
`make html`, `make check`, `make check-po`, `make public` and `make clean` run on it with
their variables pointed at the copy: the same targets, tools and extensions as for the
real site, on a site that builds in a second or two.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import polib

REPO = Path(__file__).resolve().parents[2]
CORPUS = REPO / "tests" / "roots" / "site-bypass"

_FINDING = re.compile(
    r"^(?P<path>/\S+?)(?::(?P<line>\d+))?: (?:WARNING|ERROR): .*?\[(?P<type>[\w.\-]+)\]$"
)


@dataclass
class Result:
    returncode: int
    output: str
    #: (path relative to the site, line, "type.subtype") of every located message
    findings: set[tuple[str, int, str]]


class Site:
    def __init__(self, root: Path) -> None:
        self.root = root

    def command(self, *targets: str, **variables: str) -> tuple[list[str], dict[str, str]]:
        """The make command (and its environment) for *targets* on this copy; the long-running
        tests (livehtml, concurrent publishes) start it themselves."""
        settings = {
            "CONFDIR": str(self.root),
            "SOURCEDIR": str(self.root / "source"),
            "LOCALEDIR": str(self.root / "locale"),
            "BUILDDIR": str(self.root / "_build"),
            "PUBLICDIR": str(self.root / "public"),
            "SPHINXOPTS": "-q",
            **variables,
        }
        command = [
            "make",
            "--no-print-directory",
            "-C",
            str(REPO),
            *targets,
            *(f"{key}={value}" for key, value in settings.items()),
        ]
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        env.pop("LANGUAGE", None)
        return command, env

    def make(self, *targets: str, **variables: str) -> Result:
        command, env = self.command(*targets, **variables)
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
        output = done.stdout + done.stderr
        return Result(done.returncode, output, self._findings(output))

    def _findings(self, output: str) -> set[tuple[str, int, str]]:
        found = set()
        prefix = str(self.root.resolve()) + "/"
        for raw in output.splitlines():
            text = re.sub(r"\x1b\[[0-9;]*m", "", raw).strip()
            text = re.sub(r"^\[\w+\] ", "", text)  # make public's language prefix
            match = _FINDING.match(text)
            if match:
                path = match["path"].replace(prefix, "")
                found.add((path, int(match["line"] or 0), match["type"]))
        return found

    # -- editing the copy ---------------------------------------------------------------

    def path(self, relative: str) -> Path:
        return self.root / relative

    def replace(self, relative: str, old: str, new: str) -> None:
        path = self.path(relative)
        text = path.read_text(encoding="utf-8")
        assert old in text, f"{old!r} is not in {relative}"
        path.write_text(text.replace(old, new, 1), encoding="utf-8")

    def append(self, relative: str, text: str) -> None:
        with self.path(relative).open("a", encoding="utf-8") as handle:
            handle.write(text)

    def line_of(self, relative: str, text: str) -> int:
        """The 1-based line of *relative* on which *text* first appears."""
        for number, line in enumerate(
            self.path(relative).read_text(encoding="utf-8").splitlines(), start=1
        ):
            if text in line:
                return number
        raise AssertionError(f"{text!r} is not in {relative}")

    def add_paragraph(self, text: str) -> None:
        """Append *text* to the corpus page and its msgid to the page's catalog, untranslated
        (as ``make update-po`` would)."""
        self.append("source/index.md", f"\n{text}\n")
        path = self.path("locale/zh_CN/LC_MESSAGES/index.po")
        po = polib.pofile(str(path), wrapwidth=79)
        po.append(polib.POEntry(msgid=text, occurrences=[("../../source/index.md", "")]))
        po.save()

    def translate(self, catalog: str, msgid: str, msgstr: str, msgctxt: str | None = None) -> int:
        """Set the msgstr of *msgid* in the zh_CN *catalog*; the line of the entry."""
        path = self.path(f"locale/zh_CN/LC_MESSAGES/{catalog}")
        po = polib.pofile(str(path), wrapwidth=79)
        entry = next(e for e in po if e.msgid == msgid and e.msgctxt == msgctxt)
        entry.msgstr = msgstr
        po.save()
        return self.entry_line(catalog, msgid, msgctxt)

    def entry_line(self, catalog: str, msgid: str, msgctxt: str | None = None) -> int:
        po = polib.pofile(str(self.path(f"locale/zh_CN/LC_MESSAGES/{catalog}")))
        return next(e.linenum for e in po if e.msgid == msgid and e.msgctxt == msgctxt)


def copy_site(destination: Path) -> Site:
    shutil.copytree(CORPUS, destination, ignore=shutil.ignore_patterns("*.mo", "_build"))
    return Site(destination)


def tree_digest(root: Path) -> str:
    """One hash of every path and file content below *root*: equal means byte for byte."""
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        digest.update(str(path.relative_to(root)).encode())
        if path.is_file():
            digest.update(path.read_bytes())
    return digest.hexdigest()
