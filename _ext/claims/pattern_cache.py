"""The detector's compiled patterns kept between builds (:mod:`claims.core.compiled`).

Read when the configuration is checked, before the detector is compiled; written when a build
that compiled something new finishes, whole and at once (a temporary file renamed over the old
one), so that builds running side by side each read a complete file. The file is in the user's
cache directory (``$XDG_CACHE_HOME``, else ``~/.cache``), never in the project: a clone cannot
bring one with it, and what it holds is trusted as the rest of the user's home is, by every
build but those of ``make public``, which compile their own (:data:`OFF`). A file that
cannot be read, or was written by another Python, is passed over and the patterns are compiled
as without it; one that cannot be written leaves the next build to compile again.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path

from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.util import logging

from claims.core.compiled import INTERPRETER, STORE

logger = logging.getLogger(__name__)


#: set (to any value) in a build's environment: patterns neither read nor kept. ``make
#: public`` sets it, so what it publishes never rests on a file outside the project
OFF = "CLAIMS_NO_PATTERN_CACHE"


def path() -> Path | None:
    """Where this Python's store is kept (None: a user without a home or a cache folder, or
    a build that keeps none): one file per interpreter, which a store of other code that reads
    patterns replaces."""
    if os.environ.get(OFF):
        return None
    base = os.environ.get("XDG_CACHE_HOME")
    if not base or not os.path.isabs(base):  # a relative one is to be ignored (XDG)
        try:
            base = str(Path.home() / ".cache")
        except RuntimeError:
            return None
    digest = hashlib.sha256(INTERPRETER.encode()).hexdigest()[:16]
    return Path(base) / "claims" / f"patterns-{digest}.json"


def load(app: Sphinx, config: Config) -> None:
    source = path()
    if source is None:
        return
    try:
        data = json.loads(source.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return
    if not isinstance(data, dict) or not STORE.load(data):
        logger.debug("claims: pattern cache %s passed over", source)


def save(app: Sphinx, exception: BaseException | None) -> None:
    target = path()
    if not STORE.changed or target is None:
        return
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=target.parent, prefix=".patterns-", suffix=".json")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(STORE.saved(), out, ensure_ascii=False, separators=(",", ":"))
            os.replace(temporary, target)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError as exc:
        logger.debug("claims: pattern cache not written: %s", exc)
        return
    STORE.changed = False
