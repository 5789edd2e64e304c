"""What the rule was in the build that wrote the pages: ``.claims-rule.json`` in the output,
for ``make public`` to read before it publishes them (and to remove).

A configuration may be written to look strict to anyone who reads it and be lax in the
build that runs it (a ``conf.py`` that turns the scan off only under ``sphinx-build``);
the build itself says what it ran with.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sphinx.application import Sphinx

RECORD = ".claims-rule.json"

#: warning types whose silence weakens the rule: the extension's own, the translations
#: extension's (a catalog read but never checked), and those Sphinx and sphinxcontrib-bibtex
#: raise for a translation that cites another work (``i18n``), a citation key no bibliography
#: holds (``bibtex``), a reference that resolves to nothing (``ref``), and the glossary's
#: (a definition's translation that changes a number)
GUARDS = ("claims", "translations", "i18n", "bibtex", "ref", "glossary")


def suppressed_guards(suppress_warnings: list[str]) -> list[str]:
    """The entries of *suppress_warnings* that silence a guard: a guard or one of its subtypes."""
    return sorted(w for w in suppress_warnings if w.split(".", 1)[0] in GUARDS)


def write(app: Sphinx, exception: Exception | None) -> None:
    """``build-finished``: the settings this build checked the pages with."""
    if exception is not None or app.builder.format != "html":
        return
    config = app.config
    record = {
        "scan": config.claims_scan,
        "ignore_patterns": list(config.claims_ignore_patterns),
        "suppressed": suppressed_guards(config.suppress_warnings),
    }
    (Path(app.outdir) / RECORD).write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
