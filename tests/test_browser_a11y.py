"""axe-core (node_modules, pinned by package-lock.json) on the home page and every article,
in both languages: no serious or critical violations."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.browser import axe_script, watched_page

pytestmark = pytest.mark.browser


def audited_pages(public_site: Path, language: str) -> list[str]:
    posts = sorted((public_site / language / "posts").glob("*.html"))
    return [f"{language}/index.html", *(f"{language}/posts/{p.name}" for p in posts)]


@pytest.mark.parametrize("language", ["en", "zh-cn"])
def test_no_serious_or_critical_violations(browser, public_site, public_server, language):
    axe = axe_script()
    # axe is injected as an inline script, which the site's CSP rightly refuses; the CSP
    # itself is tested in test_browser_csp.py
    watched = watched_page(browser, viewport={"width": 1280, "height": 900}, bypass_csp=True)
    found = {}
    try:
        for path in audited_pages(public_site, language):
            watched.goto(public_server.url + path)
            watched.page.add_script_tag(path=str(axe))
            violations = watched.page.evaluate("""async () => {
              const results = await axe.run(document, {resultTypes: ["violations"]});
              return results.violations
                .filter((v) => v.impact === "serious" || v.impact === "critical")
                .map((v) => `${v.impact} ${v.id}: ` +
                            v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", "));
            }""")
            if violations:
                found[path] = violations
    finally:
        watched.page.context.close()
    report = "\n".join(f"{path}: {v}" for path, vs in found.items() for v in vs)
    assert not found, f"serious or critical axe violations:\n{report}"
