"""System programs the tests need (nginx, chromium): skipped when absent, failed in CI."""

from __future__ import annotations

import os
import shutil

import pytest

# CI installs the Debian packages and sets this, so a missing program is a failure there.
REQUIRE_SYSTEM = "INFERENCE_NOTES_REQUIRE_SYSTEM"
# nginx lives in /usr/sbin, which is not on every user's PATH
SEARCH_PATH = os.pathsep.join([os.environ.get("PATH", ""), "/usr/sbin", "/sbin"])


def require_binary(name: str, package: str) -> str:
    """Path of the program *name*; skip (or fail, in CI) naming the Debian package to install."""
    found = shutil.which(name, path=SEARCH_PATH)
    if found is not None:
        return found
    reason = f"{name} is not installed: apt-get install {package}"
    if os.environ.get(REQUIRE_SYSTEM) == "1":
        pytest.fail(f"{reason} ({REQUIRE_SYSTEM}=1 makes this a failure)", pytrace=False)
    pytest.skip(reason)
