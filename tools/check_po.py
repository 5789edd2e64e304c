"""Catalog QA for the zh_CN translation: ``make check-po`` (no Sphinx build needed).

For every translated entry of every ``.po`` file below the given directories (including
``sphinx.po``, the UI strings):

* MyST markup is kept: roles with their names and targets, inline code, math, URLs, link
  targets, footnote references, substitutions (``tools/po_markup.py``);
* the cited-numbers rule, through the same check the build runs
  (``claims.core.fidelity``): claims, exempt numbers and hardware mentions kept, units changed
  only as conf.py's ``claims_unit_translations`` declares, every number of the prose kept, no
  uncited figure added, one block per message, no raw HTML, unsafe URL or bidi control;
* pofilter's ``urls``, ``xmltags`` and ``pythonbraceformat`` pass (``tools/po_pofilter.py``);
* glossary terms use their agreed rendering (a warning; ``tools/po_glossary.py``);
* Chinese messages follow the house rules of ``source/_data/zh-style.yaml`` (wording a
  review excluded, with what to write instead; ``tools/po_style.py``).

Each finding is printed as ``path:line: [subtype] message (msgid: "…")``, where the line is
where the entry starts (as in the build's claims warnings). Findings on fuzzy entries are
warnings: the build does not use fuzzy translations. Untranslated and fuzzy entries are
counted per file in the summary. Exit status 1 when there is an error-level finding.

Usage: ``python -m tools.check_po [--json] [--conf-dir DIR] [--glossary FILE]
[--style FILE] [--language LANG] PATH...`` (directories are searched for ``*.po``).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

import polib

from claims.core.catalogs import CatalogError, read_catalog
from claims.core.data_messages import with_data_rules
from claims.core.detector import Detector
from claims.core.fidelity import Kind, kind_of
from claims.core.fidelity import compare as compare_rule
from claims.core.messages import is_math_message, math_skeleton
from claims.core.unit_scales import normal_keys
from tools.po_findings import Finding, Issue, Level, Subtype, level_of
from tools.po_glossary import Matcher, check_glossary, matchers
from tools.po_markup import compare
from tools.po_pofilter import entry_key, run_pofilter
from tools.po_style import Rule, check_style, load_rules

REPO = Path(__file__).resolve().parent.parent
DEFAULT_GLOSSARY = REPO / "source" / "_data" / "glossary.yaml"
DEFAULT_STYLE = REPO / "source" / "_data" / "zh-style.yaml"

#: pofilter's generic checks are reported only where the MyST checks found nothing: a
#: dropped role also fails ``pythonbraceformat`` and a changed ``{ref}`` target ``xmltags``,
#: and one precise message is better than two
POFILTER_MARKUP = frozenset(
    {
        Subtype.POFILTER_URLS,
        Subtype.POFILTER_XMLTAGS,
        Subtype.POFILTER_PYTHONBRACEFORMAT,
    }
)
MARKUP = frozenset(
    {
        Subtype.ROLE_DROPPED,
        Subtype.ROLE_ADDED,
        Subtype.ROLE_CHANGED,
        Subtype.ROLE_TARGET,
        Subtype.CODE,
        Subtype.MATH,
        Subtype.URL,
        Subtype.LINK_TARGET,
        Subtype.FOOTNOTE,
        Subtype.SUBSTITUTION,
    }
)


@dataclass
class CatalogReport:
    path: str
    language: str
    entries: int = 0
    translated: int = 0
    untranslated: int = 0
    fuzzy: int = 0
    #: fuzzy entries without a ``#|`` previous msgid (fine; counted for the translator)
    fuzzy_without_previous: int = 0
    findings: list[Finding] = field(default_factory=list)

    def as_dict(self) -> dict[str, object]:
        return {
            k: getattr(self, k)
            for k in (
                "path",
                "language",
                "entries",
                "translated",
                "untranslated",
                "fuzzy",
                "fuzzy_without_previous",
            )
        }


def read_unit_translations(conf_dir: Path) -> dict[str, dict[str, str]]:
    """``claims_unit_translations`` as conf.py in *conf_dir* sets it ({} without conf.py)."""
    if not (conf_dir / "conf.py").is_file():
        return {}
    from sphinx.config import Config
    from sphinx.util.tags import Tags

    config = Config.read(conf_dir, overrides={}, tags=Tags())
    config.add("claims_unit_translations", {}, "env", frozenset({dict}))
    # as the build reads it: a unit with "micro" in both spellings (claims.config)
    return {
        language: normal_keys(mapping) if isinstance(mapping, dict) else mapping
        for language, mapping in config.claims_unit_translations.items()
    }


def catalog_language(po: polib.POFile, path: Path, default: str | None) -> str:
    if default:
        return default
    language = po.metadata.get("Language", "").strip()
    if language:
        return language
    parts = path.parts
    if "LC_MESSAGES" in parts:
        index = parts.index("LC_MESSAGES")
        if index > 0:
            return parts[index - 1]
    return "en"


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def _msgstrs(entry: polib.POEntry) -> list[tuple[str, str]]:
    """(msgid, msgstr) pairs to compare: one, or one per plural form."""
    if entry.msgid_plural:
        return [
            (entry.msgid if int(i) == 0 else entry.msgid_plural, text)
            for i, text in sorted(entry.msgstr_plural.items(), key=lambda kv: int(kv[0]))
        ]
    return [(entry.msgid, entry.msgstr)]


def check_entry(
    msgid: str,
    msgstr: str,
    units: dict[str, str],
    glossary: list[Matcher],
    kind: Kind = Kind.PAGE,
    style: list[Rule] | None = None,
    msgctxt: str | None = None,
) -> list[Issue]:
    """Markup, rule, glossary and house-style issues of one translated message (*msgctxt*:
    its context, which says which data text it is)."""
    if is_math_message(msgid):
        # a display formula: only its \text{…} labels may be translated
        issues = (
            []
            if math_skeleton(msgid) == math_skeleton(msgstr)
            else [
                Issue(
                    Subtype.MATH,
                    "the formula changed outside its \\text{…} labels; translate only the labels",
                )
            ]
        )
    else:
        issues = compare(msgid, msgstr)
    rule = with_data_rules(
        msgctxt,
        msgid,
        msgstr,
        compare_rule(msgid, msgstr, kind=kind, units=units, find_figures=_figures),
    )
    # changed math is the markup check's to report, with the whole formula
    math_changed = any(issue.subtype is Subtype.MATH for issue in issues)
    issues += [Issue(i.subtype, i.message) for i in rule if not (math_changed and i.part == "math")]
    issues += check_glossary(msgid, msgstr, glossary)
    if style and not is_math_message(msgid):
        issues += check_style(msgstr, style)
    return issues


def _figures(text: str) -> list[str]:
    return [f.text for f in _DETECTOR.find(text)]


_DETECTOR = Detector()


def check_catalog(
    path: Path,
    units_by_language: dict[str, dict[str, str]],
    glossary: list[Matcher],
    language: str | None = None,
    style: list[Rule] | None = None,
) -> CatalogReport:
    shown = _display(path)
    try:
        po = read_catalog(path)
    except (OSError, CatalogError) as exc:
        report = CatalogReport(shown, language or "")
        report.findings.append(
            Finding(
                shown,
                getattr(exc, "line", 0),
                Level.ERROR,
                Subtype.CATALOG,
                f"cannot read the catalog: {exc}",
                "",
            )
        )
        return report
    lang = catalog_language(po, path, language)
    report = CatalogReport(shown, lang)
    units = units_by_language.get(lang, {})
    kind = kind_of(path)
    pofilter = run_pofilter(path, lang)
    for entry in po:
        if entry.obsolete:
            continue
        report.entries += 1
        pairs = _msgstrs(entry)
        if entry.fuzzy:
            report.fuzzy += 1
            if not entry.previous_msgid:
                report.fuzzy_without_previous += 1
        elif all(text for _, text in pairs):
            report.translated += 1
        else:
            report.untranslated += 1
        issues: list[Issue] = []
        for msgid, msgstr in pairs:
            if msgstr:
                rules = style if lang.startswith("zh") else None  # the rules are Chinese
                issues += check_entry(
                    msgid, msgstr, units, glossary, kind, rules, msgctxt=entry.msgctxt
                )
        found = {issue.subtype for issue in issues}
        # braces and tags of LaTeX are no placeholders: formulas are compared as math above
        formula = is_math_message(entry.msgid)
        for issue in [] if formula else pofilter.get(entry_key(entry), []):
            if issue.subtype in POFILTER_MARKUP and found & MARKUP:
                continue
            issues.append(issue)
        for issue in dict.fromkeys(issues):
            level = Level.WARNING if entry.fuzzy else level_of(issue.subtype)
            report.findings.append(
                Finding(
                    shown,
                    entry.linenum,
                    level,
                    issue.subtype,
                    issue.message,
                    entry.msgid,
                    entry.fuzzy,
                )
            )
    return report


def catalogs(paths: list[Path]) -> list[Path]:
    found: list[Path] = []
    for path in paths:
        found.extend(sorted(path.rglob("*.po")) if path.is_dir() else [path])
    return found


def load_glossary_matchers(path: Path) -> tuple[list[Matcher], list[Finding]]:
    from glossary_data.data import load_glossary

    terms, problems = load_glossary(path)
    findings = [
        Finding(
            _display(Path(p.path)),
            p.line,
            Level.WARNING,
            Subtype.GLOSSARY_DATA,
            f"{p.message} [glossary.{p.subtype.value}]",
            "",
        )
        for p in problems
    ]
    return matchers(terms), findings


def run(
    paths: list[Path],
    conf_dir: Path,
    glossary_path: Path,
    language: str | None = None,
    style_path: Path = DEFAULT_STYLE,
) -> tuple[list[CatalogReport], list[Finding]]:
    """Check every catalog below *paths*: the per-catalog reports and the findings that
    belong to no catalog (the glossary's and the house rules' data file problems)."""
    units = read_unit_translations(conf_dir)
    glossary, extra = load_glossary_matchers(glossary_path)
    style, problems = load_rules(style_path)
    extra += [
        Finding(_display(style_path), p.line, Level.ERROR, Subtype.STYLE_DATA, p.message, "")
        for p in problems
    ]
    reports = [check_catalog(path, units, glossary, language, style) for path in catalogs(paths)]
    return reports, extra


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.check_po", description=__doc__.splitlines()[0]
    )
    parser.add_argument(
        "paths", nargs="+", type=Path, help="catalog directories (searched for *.po) or .po files"
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument(
        "--conf-dir",
        type=Path,
        default=REPO,
        help="folder of conf.py, for claims_unit_translations (default: %(default)s)",
    )
    parser.add_argument(
        "--glossary",
        type=Path,
        default=DEFAULT_GLOSSARY,
        help="glossary data file (default: %(default)s)",
    )
    parser.add_argument(
        "--style",
        type=Path,
        default=DEFAULT_STYLE,
        help="house rules of the Chinese text (default: %(default)s)",
    )
    parser.add_argument(
        "--language",
        help="catalog language (default: each catalog's Language header, else its locale folder)",
    )
    args = parser.parse_args(argv)
    missing = [str(p) for p in args.paths if not p.exists()]
    if missing:
        parser.error(f"no such catalog or directory: {', '.join(missing)}")
    reports, extra = run(args.paths, args.conf_dir, args.glossary, args.language, args.style)
    findings = extra + [f for r in reports for f in r.findings]
    errors = sum(f.level is Level.ERROR for f in findings)
    warnings = len(findings) - errors
    if args.json:
        json.dump(
            {
                "catalogs": [r.as_dict() for r in reports],
                "findings": [f.as_dict() for f in findings],
                "errors": errors,
                "warnings": warnings,
            },
            sys.stdout,
            ensure_ascii=False,
            indent=2,
        )
        sys.stdout.write("\n")
    else:
        _print_report(reports, findings, errors, warnings)
    return 1 if errors else 0


def _print_report(
    reports: list[CatalogReport], findings: list[Finding], errors: int, warnings: int
) -> None:
    for finding in findings:
        print(f"{finding.format()}")
    incomplete = [r for r in reports if r.untranslated or r.fuzzy]
    if incomplete:
        print("Not yet translated (these entries fall back to English in the build):")
        for r in incomplete:
            without = (
                f" ({r.fuzzy_without_previous} without a previous msgid)"
                if r.fuzzy_without_previous
                else ""
            )
            print(
                f"  {r.path}: {r.untranslated} untranslated, {r.fuzzy} fuzzy{without} "
                f"of {r.entries}"
            )
    untranslated = sum(r.untranslated for r in reports)
    fuzzy = sum(r.fuzzy for r in reports)
    print(
        f"check-po: {len(reports)} catalogs, {errors} errors, {warnings} warnings; "
        f"{untranslated} untranslated and {fuzzy} fuzzy entries"
    )


if __name__ == "__main__":
    sys.exit(main())
