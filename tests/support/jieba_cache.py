"""jieba's dictionary cache for tests that segment in their own process: a temporary
folder, never the system's /tmp (site_chrome keeps a build's cache in its doctree folder)."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def jieba_cache(tmp_path_factory) -> None:
    import jieba

    if not jieba.dt.initialized:
        jieba.dt.tmp_dir = str(tmp_path_factory.mktemp("jieba"))
