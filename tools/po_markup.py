"""MyST inline markup in a gettext message, and what a translation must keep of it.

Pure functions over strings (no Sphinx, no files), so they are unit-tested table-driven.
:func:`extract` finds the markup of one message; :func:`compare` says what a msgstr
dropped, added or changed relative to its msgid.

What a translation may change: the display text of a role (``{ref}`译文 <label>```), the
reason of ``{nac}``, the content of roles whose content is prose (``{abbr}``, ``{sub}``…)
and the text of a link. What it must keep: every role with its name and target, inline
code, math, URLs, link targets, footnote references and ``{{substitutions}}``.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from tools.po_findings import Issue, Subtype

#: a MyST role name, as myst-parser's role rule reads it
ROLE_NAME = re.compile(r"\{([a-zA-Z0-9_\-+:]{1,36})\}$")
#: Sphinx's split_explicit_title: ``shown text <target>``
EXPLICIT_TITLE = re.compile(r"^(.+?)\s*(?<!\x00)<(.*?)>$", re.DOTALL)

#: roles whose whole content is prose: only the role name must be kept
PROSE_ROLES = frozenset({"abbr", "sub", "sup", "guilabel", "menuselection", "dfn"})
#: roles whose whole content is literal (no ``text <target>`` split): kept as is
LITERAL_ROLES = frozenset({
    "math", "code", "kbd", "samp", "file", "command", "program", "regexp", "mimetype",
    "makevar",
})
#: roles whose ``<…>`` part is prose, not a target: ``{nac}`90% <reason>```
FREE_TARGET_ROLES = frozenset({"nac"})

_MATH = re.compile(r"(?<![\\$])\$\$(.+?)(?<!\\)\$\$|(?<![\\$])\$((?:[^$\\]|\\.)+?)(?<!\\)\$",
                   re.DOTALL)
_LINK = re.compile(
    r"!?\[(?P<text>(?:[^\[\]\\]|\\.|\[[^\[\]]*\])*)\]"
    r"\(\s*(?P<dest><[^<>\n]*>|(?:[^\s()\\]|\\.|\([^\s()]*\))*)(?:\s+(?:\"[^\"]*\"|'[^']*'))?\s*\)"
)
_FOOTNOTE = re.compile(r"\[\^([^\]\s]+)\]")
_SUBSTITUTION = re.compile(r"\{\{\s*(.*?)\s*\}\}")
_URL = re.compile(r"(?:\b(?:https?|ftp)://|\bmailto:)[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]+")
_URL_TRAILING = ".,;:!?'\")]"


@dataclass(frozen=True)
class Role:
    """One role: ``{name}`content```, split into what is shown and where it points."""

    name: str
    content: str
    target: str
    display: str
    explicit: bool

    @property
    def key(self) -> tuple[str, str]:
        """What a translation must keep: the name and the (untranslatable) target."""
        return (self.name, self.target)

    def source(self) -> str:
        return f"{{{self.name}}}`{self.content}`"


@dataclass
class Markup:
    """The inline markup of one message, each kind in order of appearance."""

    roles: list[Role] = field(default_factory=list)
    code: list[str] = field(default_factory=list)
    math: list[str] = field(default_factory=list)
    urls: list[str] = field(default_factory=list)
    link_targets: list[str] = field(default_factory=list)
    footnotes: list[str] = field(default_factory=list)
    substitutions: list[str] = field(default_factory=list)
    #: the text a reader reads: code, math, URLs and link targets removed, roles replaced by
    #: what they show (used by the glossary check)
    prose: str = ""


def parse_role(name: str, content: str) -> Role:
    """Split a role's content into display text and target, as the role itself would."""
    if name in LITERAL_ROLES:
        return Role(name, content, content.strip(), content, False)
    if name in PROSE_ROLES:
        return Role(name, content, "", content, False)
    m = EXPLICIT_TITLE.match(content)
    if name in FREE_TARGET_ROLES:
        # the claims extension: ``{nac}`shown <reason>```; the reason is prose
        return Role(name, content, "", m.group(1) if m else content, bool(m))
    if m:
        return Role(name, content, m.group(2).strip(), m.group(1), True)
    return Role(name, content, content.strip(), "", False)


def _code_spans(text: str) -> list[tuple[int, int, int, int]]:
    """CommonMark code spans: (start, end, content_start, content_end) for each, where a
    run of n backticks closes at the next run of exactly n backticks."""
    spans = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "\\":
            i += 2
            continue
        if c != "`":
            i += 1
            continue
        j = i
        while j < n and text[j] == "`":
            j += 1
        run = j - i
        k = j
        close = -1
        while k < n:
            if text[k] != "`":
                k += 1
                continue
            m = k
            while m < n and text[m] == "`":
                m += 1
            if m - k == run:
                close = k
                break
            k = m
        if close < 0:  # no closing run: the backticks are literal text
            i = j
            continue
        spans.append((i, close + run, j, close))
        i = close + run
    return spans


def _normalise_code(content: str) -> str:
    content = content.replace("\n", " ")
    if len(content) > 2 and content[0] == " " and content[-1] == " " and content.strip():
        content = content[1:-1]
    return content


def _blank(chars: list[str], start: int, end: int) -> None:
    for i in range(start, end):
        chars[i] = " "


def extract(text: str) -> Markup:
    """The MyST inline markup of *text* (one gettext message)."""
    markup = Markup()
    chars = list(text)  # text with every piece of markup blanked out, same length
    replacements: list[tuple[int, int, str]] = []
    for start, end, cstart, cend in _code_spans(text):
        role = ROLE_NAME.search(text, 0, start)
        content = text[cstart:cend]
        if role and role.end() == start:
            parsed = parse_role(role.group(1), content)
            markup.roles.append(parsed)
            _blank(chars, role.start(), end)
            replacements.append((role.start(), end, parsed.display or (
                "" if parsed.name in {"claim", "hw"} else parsed.target)))
        else:
            markup.code.append(_normalise_code(content))
            _blank(chars, start, end)
            replacements.append((start, end, ""))
    masked = "".join(chars)
    for m in _MATH.finditer(masked):
        markup.math.append(" ".join((m.group(1) or m.group(2)).split()))
        _blank(chars, m.start(), m.end())
        replacements.append((m.start(), m.end(), ""))
    masked = "".join(chars)
    for m in _LINK.finditer(masked):
        dest = m.group("dest")
        if dest.startswith("<") and dest.endswith(">"):
            dest = dest[1:-1]
        markup.link_targets.append(dest)
        dest_start = m.start("dest")
        _blank(chars, dest_start, m.end())
        replacements.append((dest_start, m.end(), ""))
    masked = "".join(chars)
    for m in _FOOTNOTE.finditer(masked):
        markup.footnotes.append(m.group(1))
        _blank(chars, m.start(), m.end())
        replacements.append((m.start(), m.end(), ""))
    masked = "".join(chars)
    for m in _SUBSTITUTION.finditer(masked):
        markup.substitutions.append(m.group(1))
        _blank(chars, m.start(), m.end())
        replacements.append((m.start(), m.end(), ""))
    masked = "".join(chars)
    for m in _URL.finditer(masked):
        url = _trim_url(m.group(0))
        markup.urls.append(url)
        replacements.append((m.start(), m.start() + len(url), ""))
    markup.prose = _replace(text, replacements)
    return markup


def _trim_url(url: str) -> str:
    while url and url[-1] in _URL_TRAILING:
        if url[-1] == ")" and url.count("(") >= url.count(")"):
            break
        url = url[:-1]
    return url


def _replace(text: str, replacements: list[tuple[int, int, str]]) -> str:
    out, pos = [], 0
    for start, end, new in sorted(replacements):
        if start < pos:  # nested (math inside a blanked link destination): already gone
            continue
        out.append(text[pos:start])
        out.append(f" {new} " if new else " ")
        pos = end
    out.append(text[pos:])
    return "".join(out)


def _multiset_issues(subtype: Subtype, what: str, before: list[str], after: list[str],
                     show=repr) -> list[Issue]:
    missing = Counter(before) - Counter(after)
    extra = Counter(after) - Counter(before)
    issues = []
    if missing and extra:
        issues.append(Issue(subtype, f"{what} changed: {_list(missing, show)} became "
                                     f"{_list(extra, show)}; keep it as in the msgid"))
    elif missing:
        issues.append(Issue(subtype, f"{what} dropped: {_list(missing, show)}; keep it as in "
                                     "the msgid"))
    elif extra:
        issues.append(Issue(subtype, f"{what} added: {_list(extra, show)}; the msgid does "
                                     "not have it"))
    return issues


def _list(counter: Counter, show) -> str:
    return ", ".join(show(item) for item in counter.elements())


def compare_roles(before: list[Role], after: list[Role]) -> list[Issue]:
    """Roles dropped, added, renamed or re-targeted; display text may change freely."""
    missing = list((Counter(r.key for r in before) - Counter(r.key for r in after)).elements())
    extra = list((Counter(r.key for r in after) - Counter(r.key for r in before)).elements())
    by_key = {r.key: r for r in [*after, *before]}
    issues = []
    for name, target in missing:
        old = by_key[(name, target)]
        same_name = next((k for k in extra if k[0] == name), None)
        same_target = next((k for k in extra if k[1] == target and target), None)
        if same_name is not None and name not in PROSE_ROLES:
            extra.remove(same_name)
            issues.append(Issue(Subtype.ROLE_TARGET, (
                f"{{{name}}} target changed from {target!r} to {same_name[1]!r} "
                f"({old.source()} became {by_key[same_name].source()}); translate only the "
                f"display text: {{{name}}}`译文 <{target}>`")))
        elif same_target is not None:
            extra.remove(same_target)
            issues.append(Issue(Subtype.ROLE_CHANGED, (
                f"role {{{name}}} became {{{same_target[0]}}} ({old.source()} became "
                f"{by_key[same_target].source()}); keep the role name")))
        else:
            issues.append(Issue(Subtype.ROLE_DROPPED, (
                f"role {old.source()} is missing from the msgstr; keep it with the same "
                f"target")))
    for key in extra:
        issues.append(Issue(Subtype.ROLE_ADDED, (
            f"role {by_key[key].source()} is not in the msgid; translate only what the "
            f"original says")))
    return issues


def compare(msgid: str, msgstr: str) -> list[Issue]:
    """Everything *msgstr* breaks of *msgid*'s markup (claims numbers are checked apart)."""
    before, after = extract(msgid), extract(msgstr)
    issues = compare_roles(before.roles, after.roles)
    issues += _multiset_issues(Subtype.CODE, "inline code", before.code, after.code,
                               show=lambda c: f"`{c}`")
    issues += _multiset_issues(Subtype.MATH, "math", before.math, after.math,
                               show=lambda c: f"${c}$")
    issues += _multiset_issues(Subtype.URL, "URL", before.urls, after.urls)
    issues += _multiset_issues(Subtype.LINK_TARGET, "link target", before.link_targets,
                               after.link_targets)
    issues += _multiset_issues(Subtype.FOOTNOTE, "footnote reference", before.footnotes,
                               after.footnotes, show=lambda c: f"[^{c}]")
    issues += _multiset_issues(Subtype.SUBSTITUTION, "substitution", before.substitutions,
                               after.substitutions, show=lambda c: f"{{{{{c}}}}}")
    return issues



def for_generic_checks(text: str) -> str:
    """*text* as generic checkers such as pofilter should see it.

    Inline code and math are blanked (``$\\ell^{(t)}$`` is no brace placeholder; both are
    compared exactly by :func:`compare`); each role becomes its display text followed by
    ``{name}`<target>``` (so an explicit title added in translation is not a new tag); a
    URL is separated from the punctuation that ends its sentence ("…/faq." and "…/faq。").
    """
    out, pos = [], 0
    for start, end, cstart, cend in _code_spans(text):
        role = ROLE_NAME.search(text, 0, start)
        if role and role.end() == start:
            parsed = parse_role(role.group(1), text[cstart:cend])
            out.append(text[pos:role.start()])
            target = f"`<{parsed.target}>`" if parsed.target else ""
            out.append(f"{parsed.display} {{{parsed.name}}}{target}")
        else:
            out.append(text[pos:start])
            out.append(" ")
        pos = end
    out.append(text[pos:])
    result = _MATH.sub(" ", "".join(out))

    def separate(m: re.Match[str]) -> str:
        url = _trim_url(m.group(0))
        return f"{url} {m.group(0)[len(url):]}"

    return _URL.sub(separate, result)
