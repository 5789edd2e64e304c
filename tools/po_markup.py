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

from claims.core.messages import (
    MATH,
    PROSE_ROLES,
    ROLE_NAME,
    URL,
    Role,
    code_spans,
    extract,
    parse_role,
    trim_url,
)
from tools.po_findings import Issue, Subtype

__all__ = ["compare", "compare_roles", "extract", "for_generic_checks"]


def _multiset_issues(
    subtype: Subtype, what: str, before: list[str], after: list[str], show=repr
) -> list[Issue]:
    missing = Counter(before) - Counter(after)
    extra = Counter(after) - Counter(before)
    issues = []
    if missing and extra:
        issues.append(
            Issue(
                subtype,
                f"{what} changed: {_list(missing, show)} became "
                f"{_list(extra, show)}; keep it as in the msgid",
            )
        )
    elif missing:
        issues.append(
            Issue(subtype, f"{what} dropped: {_list(missing, show)}; keep it as in the msgid")
        )
    elif extra:
        issues.append(
            Issue(subtype, f"{what} added: {_list(extra, show)}; the msgid does not have it")
        )
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
            issues.append(
                Issue(
                    Subtype.ROLE_TARGET,
                    (
                        f"{{{name}}} target changed from {target!r} to {same_name[1]!r} "
                        f"({old.source()} became {by_key[same_name].source()}); translate only the "
                        f"display text: {{{name}}}`译文 <{target}>`"
                    ),
                )
            )
        elif same_target is not None:
            extra.remove(same_target)
            issues.append(
                Issue(
                    Subtype.ROLE_CHANGED,
                    (
                        f"role {{{name}}} became {{{same_target[0]}}} ({old.source()} became "
                        f"{by_key[same_target].source()}); keep the role name"
                    ),
                )
            )
        else:
            issues.append(
                Issue(
                    Subtype.ROLE_DROPPED,
                    (
                        f"role {old.source()} is missing from the msgstr; keep it with the same "
                        f"target"
                    ),
                )
            )
    for key in extra:
        issues.append(
            Issue(
                Subtype.ROLE_ADDED,
                (
                    f"role {by_key[key].source()} is not in the msgid; translate only what the "
                    f"original says"
                ),
            )
        )
    return issues


def compare(msgid: str, msgstr: str) -> list[Issue]:
    """Everything *msgstr* breaks of *msgid*'s markup (claims numbers are checked apart)."""
    before, after = extract(msgid), extract(msgstr)
    issues = compare_roles(before.roles, after.roles)
    issues += _multiset_issues(
        Subtype.CODE, "inline code", before.code, after.code, show=lambda c: f"`{c}`"
    )
    issues += _multiset_issues(
        Subtype.MATH, "math", before.math, after.math, show=lambda c: f"${c}$"
    )
    issues += _multiset_issues(Subtype.URL, "URL", before.urls, after.urls)
    issues += _multiset_issues(
        Subtype.LINK_TARGET, "link target", before.link_targets, after.link_targets
    )
    issues += _multiset_issues(
        Subtype.FOOTNOTE,
        "footnote reference",
        before.footnotes,
        after.footnotes,
        show=lambda c: f"[^{c}]",
    )
    issues += _multiset_issues(
        Subtype.SUBSTITUTION,
        "substitution",
        before.substitutions,
        after.substitutions,
        show=lambda c: f"{{{{{c}}}}}",
    )
    return issues


def for_generic_checks(text: str) -> str:
    """*text* as generic checkers such as pofilter should see it.

    Inline code and math are blanked (``$\\ell^{(t)}$`` is no brace placeholder; both are
    compared exactly by :func:`compare`); each role becomes its display text followed by
    ``{name}`<target>``` (so an explicit title added in translation is not a new tag); a
    URL is separated from the punctuation that ends its sentence ("…/faq." and "…/faq。").
    """
    out, pos = [], 0
    for start, end, cstart, cend in code_spans(text):
        role = ROLE_NAME.search(text, 0, start)
        if role and role.end() == start:
            parsed = parse_role(role.group(1), text[cstart:cend])
            out.append(text[pos : role.start()])
            target = f"`<{parsed.target}>`" if parsed.target else ""
            out.append(f"{parsed.display} {{{parsed.name}}}{target}")
        else:
            out.append(text[pos:start])
            out.append(" ")
        pos = end
    out.append(text[pos:])
    result = MATH.sub(" ", "".join(out))

    def separate(m: re.Match[str]) -> str:
        url = trim_url(m.group(0))
        return f"{url} {m.group(0)[len(url) :]}"

    return URL.sub(separate, result)
