"""The user's cache folder, for the whole test session: a temporary one.

Builds keep the detector's compiled patterns and its readings of texts in ``$XDG_CACHE_HOME``
(``claims.pattern_cache``). The suite builds many sites under many configurations; in the
user's own folder each would replace the store the user's site relies on, and each test
would start from whatever the user's last build left. Every build the suite starts, in its
own process or in a child, inherits this folder instead; tests of the cache itself set
their own.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest


@pytest.fixture(scope="session", autouse=True)
def user_cache(tmp_path_factory) -> Iterator[str]:
    folder = str(tmp_path_factory.mktemp("user-cache"))
    before = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = folder
    yield folder
    if before is None:
        os.environ.pop("XDG_CACHE_HOME", None)
    else:
        os.environ["XDG_CACHE_HOME"] = before
