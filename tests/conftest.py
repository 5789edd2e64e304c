"""Shared test setup: Sphinx's testing fixtures and one root per scenario in roots/."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Tests read what Sphinx and the tools print; a CI runner's FORCE_COLOR would wrap it in
# terminal escapes (Sphinx honours it even when the output is a pipe).
os.environ.pop("FORCE_COLOR", None)
os.environ["NO_COLOR"] = "1"

REPO = Path(__file__).resolve().parent.parent

pytest_plugins = ["sphinx.testing.fixtures"]
collect_ignore = ["roots"]


@pytest.fixture(scope="session")
def rootdir() -> Path:
    return Path(__file__).parent / "roots"


# the published site (tools.publish) and nginx serving it, once per session
# headless Chromium (Playwright) for the browser tests, once per session
from tests.support.browser import browser, watched  # noqa: E402, F401

# jieba's cache for tests that segment Chinese in this process, in a temporary folder
from tests.support.jieba_cache import jieba_cache  # noqa: E402, F401
from tests.support.public_site import public_server, public_site  # noqa: E402, F401

# the user's cache folder (patterns and readings kept between builds): a temporary one
from tests.support.user_cache import user_cache  # noqa: E402, F401
