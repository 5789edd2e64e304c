"""The build date: ``SOURCE_DATE_EPOCH`` when set (reproducible builds), else today (UTC).

The export's ``build_date`` and the staleness check both read it, so a claim is stale
relative to the date the published ``claims.json`` carries.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Mapping


def build_date(environ: Mapping[str, str] = os.environ) -> dt.date:
    epoch = environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch.isdigit():
        return dt.datetime.fromtimestamp(int(epoch), tz=dt.UTC).date()
    return dt.datetime.now(tz=dt.UTC).date()


def parse_date(text: str | None) -> dt.date | None:
    """An ``as_of`` as a date (``2026-08-09``), or None when it is not one."""
    try:
        return dt.date.fromisoformat(str(text)) if text else None
    except ValueError:
        return None
