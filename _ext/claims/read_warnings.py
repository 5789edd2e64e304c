"""Warnings Sphinx and other extensions log while a page is read, kept with the page and
logged again by every build that reuses its doctree.

An incremental build reads only the pages that changed, and a warning logged while reading
a page (a translated message whose references differ from the original's:
``i18n.inconsistent_references``) is logged once: the next build, with nothing changed,
would go green, and ``make check`` or ``make public`` after it would pass a page a reader
sees with its fault in it. The rule's own findings are kept the same way
(:mod:`claims.findings`); these are everyone else's.
"""

from __future__ import annotations

import logging as std_logging
from typing import TYPE_CHECKING, Any, TypedDict

from docutils import nodes
from sphinx.util import logging
from sphinx.util.logging import get_node_location

from claims.domain import get_domain

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.environment import BuildEnvironment

logger = logging.getLogger(__name__)


class ReadWarning(TypedDict):
    docname: str
    location: str
    type: str
    subtype: str
    message: str


class _Keeper(std_logging.Handler):
    """Keeps each warning logged while a page is read, with the page."""

    def __init__(self, env: BuildEnvironment) -> None:
        super().__init__(std_logging.WARNING)
        self.env = env

    def emit(self, record: std_logging.LogRecord) -> None:
        if getattr(record, "kept_replay", False):
            return
        location = _location(self.env, getattr(record, "location", None))
        # a parallel read logs in its process and the main process logs it again when the
        # process is done, with no page being read: the page is the one the location names
        docname = self.env.current_document.docname or self.env.path2doc(
            location.rpartition(":")[0] if location[-1:].isdigit() else location
        )
        if not docname or docname not in _state.get("read", ()):
            return
        get_domain(self.env).read_warnings.append(
            {
                "docname": docname,
                "location": location,
                "type": getattr(record, "type", None) or "",
                "subtype": getattr(record, "subtype", None) or "",
                "message": record.getMessage(),
            }
        )


def _location(env: BuildEnvironment, location: Any) -> str:
    """A record's location as Sphinx prints it: "path:line" or "path"."""
    if isinstance(location, tuple):
        docname, line = location
        path = env.doc2path(docname) if docname else ""
        return f"{path}:{line}" if path and line else str(path)
    if isinstance(location, nodes.Node):
        return get_node_location(location) or ""
    return location if isinstance(location, str) else ""


#: the keeper of the build under way, and the pages it reads
_state: dict[str, Any] = {}


def start(app: Sphinx, env: BuildEnvironment, docnames: list[str]) -> None:
    """``env-before-read-docs``: keep what is logged while *docnames* are read (read processes
    forked from here inherit the keeper and send its records back with the domain's)."""
    stop(app, env)
    keeper = _Keeper(env)
    std_logging.getLogger("sphinx").addHandler(keeper)
    _state.update(keeper=keeper, read=set(docnames))


def outdated(
    app: Sphinx, env: BuildEnvironment, added: set[str], changed: set[str], removed: set[str]
) -> list[str]:
    """``env-get-outdated``: when any page changed, the pages with kept warnings are read
    again, so that a warning about another page ("duplicate label … other instance in …")
    is not logged after that page was mended; with nothing changed, logging them again is
    true."""
    if not (added or changed or removed):
        return []
    kept = {w["docname"] for w in get_domain(env).read_warnings}
    return sorted((kept & env.found_docs) - added - changed)


def stop(app: Sphinx, env: BuildEnvironment) -> None:
    keeper = _state.pop("keeper", None)
    if keeper is not None:
        std_logging.getLogger("sphinx").removeHandler(keeper)


def replay(app: Sphinx, env: BuildEnvironment) -> None:
    """``env-updated``: stop keeping, and log again what the pages not read now logged when
    they were (those read now have just logged theirs)."""
    stop(app, env)
    read = _state.pop("read", set())
    for kept in get_domain(env).read_warnings:
        if kept["docname"] in read or kept["docname"] not in env.all_docs:
            continue
        logger.warning(
            kept["message"],
            location=kept["location"] or None,
            type=kept["type"] or None,
            subtype=kept["subtype"] or None,
            extra={"kept_replay": True},
        )
