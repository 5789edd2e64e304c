"""What the detector keeps between builds: its compiled patterns (:mod:`claims.core.compiled`)
and its readings of texts (:meth:`claims.core.detector.Detector.readings`).

The patterns are read when the configuration is checked, before the detector is compiled; the
readings when the first page is scanned (so that a build's scan pays for reading them). Each is
written when a build that compiled, or read, something new finishes, whole and at once (a
temporary file renamed over the old one), so that builds running side by side each read a
complete file. A page's text read before, by a detector of the same code and configuration,
is found again without reading: its findings are the detector's, a pure function of the text,
and every build reports them anew.

The files are in the user's cache directory (``$XDG_CACHE_HOME``, else ``~/.cache``), never in
the project: a clone cannot bring one with it, and what they hold is trusted as the rest of the
user's home is, by every build but those of ``make public``, which compile and read their own
(:data:`OFF`). A file that cannot be read, was written by another Python or another detector,
or holds a finding this detector could not make, is passed over and the site read as without
it; one that cannot be written leaves the next build to compile and read again.
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
from claims.core.detector import Detector, detector_for

logger = logging.getLogger(__name__)


#: set (to any value) in a build's environment: patterns and readings neither read nor kept.
#: ``make public`` sets it, so what it publishes never rests on a file outside the project
OFF = "CLAIMS_NO_PATTERN_CACHE"


def path(kind: str = "patterns") -> Path | None:
    """Where this Python's store of *kind* (``patterns``, ``readings``) is kept (None: a user
    without a home or a cache folder, or a build that keeps none): one file per interpreter,
    which a store of other code, or of another detector, replaces."""
    if os.environ.get(OFF):
        return None
    base = os.environ.get("XDG_CACHE_HOME")
    if not base or not os.path.isabs(base):  # a relative one is to be ignored (XDG)
        try:
            base = str(Path.home() / ".cache")
        except RuntimeError:
            return None
    digest = hashlib.sha256(INTERPRETER.encode()).hexdigest()[:16]
    return Path(base) / "claims" / f"{kind}-{digest}.json"


def load(app: Sphinx, config: Config) -> None:
    data = _read("patterns")
    if data is not None and not STORE.load(data):
        logger.debug("claims: pattern cache %s passed over", path())


#: the detectors (by ``id``) that have recalled the readings kept, in this process
_RECALLED: set[int] = set()


def recall(detector: Detector) -> None:
    """Give *detector* the readings kept by an earlier build, once a process."""
    if id(detector) in _RECALLED:
        return
    _RECALLED.add(id(detector))
    data = _read("readings")
    if data is not None and not detector.recall(data):
        logger.debug("claims: readings %s passed over", path("readings"))


def save(app: Sphinx | None, exception: BaseException | None) -> None:
    if STORE.changed and _write("patterns", STORE.saved()):
        STORE.changed = False
    if app is None:
        return
    detector = detector_for(app.config.claims_extra_units, app.config.claims_ignore_patterns)
    recall(detector)  # (read processes did the scan) what earlier builds read, kept with it
    if detector.read_anew() and _write("readings", detector.readings()):
        detector.kept_all()


def _read(kind: str) -> dict | None:
    source = path(kind)
    if source is None:
        return None
    try:
        data = json.loads(source.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else {}


def _write(kind: str, data: dict) -> bool:
    target = path(kind)
    if target is None:
        return False
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{kind}-", suffix=".json")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(data, out, ensure_ascii=False, separators=(",", ":"))
            os.replace(temporary, target)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError as exc:
        logger.debug("claims: %s not written: %s", kind, exc)
        return False
    return True
