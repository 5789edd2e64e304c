"""Findings of the rule, kept so that every build reports every violation.

A page is checked when it is read; an incremental build reads only what changed. Findings
are therefore recorded in the domain with their document (and cleared with it), never
logged at read time, and :func:`report` logs all of them on every build, with their file
and line. Findings about data files and catalogs are found anew in every build
(:func:`claims.events.load_data`) and kept beside them for the count. At the end of a
build with findings, :func:`fail_build` sets the exit status: the pages are written for
the author to look at, but the build is not publishable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from sphinx.locale import __
from sphinx.util import logging
from sphinx.util.logging import get_node_location

from claims.domain import get_domain
from claims.warnings import Subtype

if TYPE_CHECKING:
    from docutils import nodes
    from sphinx.application import Sphinx
    from sphinx.environment import BuildEnvironment

logger = logging.getLogger("claims")

#: subtypes that do not make a page unpublishable: a claim nobody uses harms no reader, and
#: a stale one shows its as-of date and age on its card
NOT_FATAL = frozenset({Subtype.UNUSED, Subtype.CROSS_HARDWARE, Subtype.STALE})


class Finding(TypedDict):
    docname: str  # the document that showed it; "" for data files and catalogs
    location: str  # "path:line" (or "path"), as Sphinx prints it
    subtype: str
    message: str


def where(node: nodes.Node) -> str:
    """The ``path:line`` of *node*, as Sphinx would print it."""
    return get_node_location(node) or ""


def record(
    env: BuildEnvironment,
    subtype: Subtype,
    message: str,
    *args: Any,
    location: str | tuple[str, int] | nodes.Node,
    docname: str | None = None,
) -> None:
    """Keep a finding of the document being read (or of *docname*)."""
    if isinstance(location, tuple):
        doc, line = location
        location = f"{env.doc2path(doc)}:{line}" if line else str(env.doc2path(doc))
    elif not isinstance(location, str):
        location = where(location)
    get_domain(env).findings.append(
        {
            "docname": docname if docname is not None else env.current_document.docname,
            "location": location,
            "subtype": subtype.value,
            "message": message % args if args else message,
        }
    )


def record_problem(env: BuildEnvironment, subtype: Subtype, message: str, location: str) -> None:
    """Keep a finding about a data file or a catalog (found anew in every build)."""
    get_domain(env).build_findings.append(
        {"docname": "", "location": location, "subtype": subtype.value, "message": message}
    )


def report(app: Sphinx, env: BuildEnvironment) -> None:
    """``env-updated``: log every finding, of the pages read now and of those read before."""
    domain = get_domain(env)
    notes = 0
    for finding in sorted([*domain.build_findings, *domain.findings], key=_order):
        if finding["subtype"] == Subtype.CROSS_HARDWARE.value:
            notes += 1
            # one line per paragraph only when asked for (-v): a summary line otherwise
            logger.verbose(
                "%s",
                finding["message"],
                location=finding["location"],
                type="claims",
                subtype=finding["subtype"],
            )
        elif finding["subtype"] == Subtype.STALE.value:
            # a note, not a warning: the same sources must build the same way on any day
            # (make check is -W); the subtype is named as a warning's would be
            logger.info(
                "%s [claims.%s]",
                finding["message"],
                finding["subtype"],
                location=finding["location"],
                type="claims",
                subtype=finding["subtype"],
            )
        else:
            _log(finding)
    if notes:
        logger.info(
            __(
                "claims: %d paragraph(s) compare figures measured on different hardware "
                "or with another precision, workload or statistic, and show badges (each "
                "listed with -v)"
            ),
            notes,
        )


def _order(finding: Finding) -> tuple[str, int, str]:
    path, _, line = finding["location"].rpartition(":")
    if path and line.isdigit():
        return (path, int(line), finding["subtype"])
    return (finding["location"], 0, finding["subtype"])


def _log(finding: Finding) -> None:
    Subtype(finding["subtype"]).warn("%s", finding["message"], location=finding["location"])


def fatal_count(env: BuildEnvironment) -> int:
    domain = get_domain(env)
    return sum(
        Subtype(f["subtype"]) not in NOT_FATAL for f in [*domain.build_findings, *domain.findings]
    )


def fail_build(app: Sphinx, exception: Exception | None) -> None:
    """``build-finished``: a build that shows a number against the rule exits non-zero."""
    if exception is not None or app.env is None or app.builder.name == "gettext":
        return  # extracting messages publishes nothing: translators are not held up
    count = fatal_count(app.env)
    if count:
        app.statuscode = app.statuscode or 1
        logger.error(
            __(
                "%d violation(s) of the cited-numbers rule (listed above with file and "
                "line): the pages are written for you to look at, but this build is not "
                "publishable"
            ),
            count,
            type="claims",
            subtype="summary",
        )
