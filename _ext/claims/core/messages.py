"""The MyST inline markup of one gettext message: roles, code, math, links, URLs.

Pure functions over strings. :func:`extract` finds the markup of a message and the prose a
reader reads (markup removed, roles replaced by what they show); the fidelity rule and
``check-po``'s markup checks both read messages through it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

#: a MyST role name, as myst-parser's role rule reads it
ROLE_NAME = re.compile(r"\{([a-zA-Z0-9_\-+:]{1,36})\}$")
#: Sphinx's split_explicit_title: ``shown text <target>``
EXPLICIT_TITLE = re.compile(r"^(.+?)\s*(?<!\x00)<(.*?)>$", re.DOTALL)

#: roles whose whole content is prose: only the role name must be kept
PROSE_ROLES = frozenset({"abbr", "sub", "sup", "guilabel", "menuselection", "dfn"})
#: roles whose whole content is literal (no ``text <target>`` split): kept as is
LITERAL_ROLES = frozenset(
    {
        "math",
        "code",
        "kbd",
        "samp",
        "file",
        "command",
        "program",
        "regexp",
        "mimetype",
        "makevar",
    }
)
#: roles whose ``<…>`` part is prose, not a target: ``{nac}`90% <reason>```
FREE_TARGET_ROLES = frozenset({"nac"})

MATH = re.compile(
    r"(?<![\\$])\$\$(.+?)(?<!\\)\$\$|(?<![\\$])\$((?:[^$\\]|\\.)+?)(?<!\\)\$", re.DOTALL
)
_LINK = re.compile(
    r"!?\[(?P<text>(?:[^\[\]\\]|\\.|\[[^\[\]]*\])*)\]"
    r"\(\s*(?P<dest><[^<>\n]*>|(?:[^\s()\\]|\\.|\([^\s()]*\))*)(?:\s+(?:\"[^\"]*\"|'[^']*'))?\s*\)"
)
#: a role as written in a message ("{claim}`2.1 倍 <x>`")
ANY_ROLE = re.compile(r"\{[\w:-]+\}`[^`]*`")
#: a role that shows a figure of its own ("{claim}`…`", "{nac}`…`")
FIGURE_ROLE = re.compile(r"\{(?:claim|nac)\}`[^`]*`")
#: where a sentence of a message ends, in either language (a full stop only before a space or
#: the end: "2.5 GHz" goes on)
SENTENCE_END = re.compile(r"[。；！？;!?\n]|\.(?=\s|$)")
_FOOTNOTE = re.compile(r"\[\^([^\]\s]+)\]")
_SUBSTITUTION = re.compile(r"\{\{\s*(.*?)\s*\}\}")
URL = re.compile(r"(?:\b(?:https?|ftp)://|\bmailto:)[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]+")
URL_TRAILING = ".,;:!?'\")]"


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


def code_spans(text: str) -> list[tuple[int, int, int, int]]:
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


def extract(text: str, hidden: frozenset[str] = frozenset()) -> Markup:
    """The MyST inline markup of *text* (one gettext message). Roles named in *hidden*
    show nothing in :attr:`Markup.prose` (the fidelity rule checks cited roles apart)."""
    markup = Markup()
    chars = list(text)  # text with every piece of markup blanked out, same length
    replacements: list[tuple[int, int, str]] = []
    for start, end, cstart, cend in code_spans(text):
        role = ROLE_NAME.search(text, 0, start)
        content = text[cstart:cend]
        if role and role.end() == start:
            parsed = parse_role(role.group(1), content)
            markup.roles.append(parsed)
            _blank(chars, role.start(), end)
            shown = (
                ""
                if parsed.name in hidden
                else parsed.display or ("" if parsed.name in {"claim", "hw"} else parsed.target)
            )
            replacements.append((role.start(), end, shown))
        else:
            markup.code.append(_normalise_code(content))
            _blank(chars, start, end)
            replacements.append((start, end, ""))
    masked = "".join(chars)
    for m in MATH.finditer(masked):
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
    for m in URL.finditer(masked):
        url = trim_url(m.group(0))
        markup.urls.append(url)
        replacements.append((m.start(), m.start() + len(url), ""))
    markup.prose = _replace(text, replacements)
    return markup


def trim_url(url: str) -> str:
    while url and url[-1] in URL_TRAILING:
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


_TEXT_GROUP = re.compile(r"\\(?:text|mathrm|operatorname|mbox)\{[^{}]*\}")
_COMMAND = re.compile(r"\\[A-Za-z]+")


def is_math_message(text: str) -> bool:
    """Whether *text* is a display formula (a ``$$`` block is extracted as its LaTeX): LaTeX
    commands and no prose words outside ``\\text{…}``."""
    if "`" in text or "$" in text or not _COMMAND.search(text):
        return False
    rest = _COMMAND.sub(" ", _TEXT_GROUP.sub(" ", text))
    return re.search(r"[A-Za-z]{4,}", rest) is None


def math_skeleton(text: str) -> str:
    """A formula without the words of its ``\\text{…}`` labels (which a translation may
    translate) and without spacing: what a translation must keep."""
    return re.sub(r"\s+", "", _TEXT_GROUP.sub(lambda m: m.group(0).split("{")[0] + "{}", text))
