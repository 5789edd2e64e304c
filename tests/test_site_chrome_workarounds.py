"""The upstream behaviour that _ext/site_chrome/workarounds.py works around is still there
(when this fails, delete the workaround and this test)."""

from __future__ import annotations

import inspect

import furo


def test_furo_still_replaces_pygments_css_after_the_pages_are_written():
    source = inspect.getsource(furo.setup)
    assert 'app.connect("build-finished", _overwrite_pygments_css)' in source
    assert "pygments.css" in inspect.getsource(furo._overwrite_pygments_css)
