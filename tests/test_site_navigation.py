"""Navigation (_ext/site_chrome/navigation.py, _templates/): articles in the sidebar newest
first, previous/next between articles, reading time in both languages, the Authoring guide
for contributors only."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from bs4 import BeautifulSoup
from docutils import nodes

from site_chrome.navigation import reading_minutes

LANGUAGES = ["en", "zh-cn"]
SOURCE = Path(__file__).parent.parent / "source"


def soup(path: Path) -> BeautifulSoup:
    return BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")


def newest_first() -> list[str]:
    dates = {}
    for post in (SOURCE / "posts").glob("*.md"):
        front_matter = yaml.safe_load(post.read_text("utf-8").split("---")[1])
        dates[f"posts/{post.stem}"] = front_matter["date"]
    return sorted(dates, key=lambda name: (-dates[name].toordinal(), name))


def page_of(href: str, here: Path, root: Path) -> str:
    """The docname a link on page *here* points to."""
    target = (here.parent / href.split("#")[0]).resolve()
    return target.relative_to(root.resolve()).with_suffix("").as_posix()


def test_reading_minutes_counts_chinese_by_characters_and_skips_code():
    def document(*children):
        doc = nodes.document(None, None)
        doc += nodes.section("", nodes.title("", ""), *children)
        return doc

    assert reading_minutes(document(nodes.paragraph("", "字" * 255))) == 1
    assert reading_minutes(document(nodes.paragraph("", "字" * 256))) == 2
    assert reading_minutes(document(nodes.paragraph("", "word " * 476))) == 2
    code = nodes.literal_block("", "word " * 10000)
    assert reading_minutes(document(nodes.paragraph("", "word"), code)) == 1


@pytest.mark.parametrize("language", LANGUAGES)
def test_sidebar_lists_the_articles_newest_first(public_site, language):
    root = public_site / language
    expected = newest_first()
    pages = [
        root / "index.html",
        root / "about.html",
        root / "posts" / "flashattention-primer.html",
    ]
    for path in pages:
        page = soup(path)
        links = page.select("nav.sidebar-articles li a")
        assert [page_of(a["href"], path, root) for a in links] == expected
        current = page.select("nav.sidebar-articles a[aria-current=page]")
        here = path.relative_to(root).with_suffix("").as_posix()
        expected_current = [here] if here in expected else []
        assert [page_of(a["href"], path, root) for a in current] == expected_current
        # the titles are the page's language
        titles = {page_of(a["href"], path, root): a.get_text() for a in links}
        for name, title in titles.items():
            assert soup(root / f"{name}.html").h1.get_text().rstrip("#").strip() == title


@pytest.mark.parametrize("language", LANGUAGES)
def test_previous_and_next_article_follow_the_list(public_site, language):
    root = public_site / language
    order = newest_first()
    for at, name in enumerate(order):
        path = root / f"{name}.html"
        page = soup(path)
        nxt, prev = page.select_one("a.next-page"), page.select_one("a.prev-page")
        newer = order[at - 1] if at > 0 else None
        older = order[at + 1] if at + 1 < len(order) else None
        assert (page_of(nxt["href"], path, root) if nxt else None) == newer, name
        assert (page_of(prev["href"], path, root) if prev else None) == older, name


def test_reading_time_in_both_languages(public_site):
    for name in newest_first():
        minutes = {}
        for language, pattern in [("en", r"^(\d+) min read$"), ("zh-cn", r"^阅读约 (\d+) 分钟$")]:
            page = soup(public_site / language / f"{name}.html")
            line = page.select_one("article .post-meta")
            assert line is not None and "no-search" in line["class"], (language, name)
            match = re.match(pattern, line.select_one(".reading-time").get_text())
            assert match, line.get_text()
            minutes[language] = int(match.group(1))
            # just under the title
            assert line.find_previous_sibling() == page.h1
        # Chinese counted by characters comes out near the English: a Chinese text has no
        # spaces, so counting words would give one minute for every article
        if minutes["en"] > 3:
            assert 0.5 * minutes["en"] <= minutes["zh-cn"] <= 2 * minutes["en"], (name, minutes)


@pytest.mark.parametrize("language", LANGUAGES)
def test_authoring_guide_is_for_contributors(public_site, language):
    root = public_site / language
    assert (root / "authoring.html").is_file()
    pages = [
        root / "index.html",
        root / "about.html",
        root / "posts" / "kv-cache-quantization.html",
    ]
    for path in pages:
        page = soup(path)
        links = [a["href"] for a in page.select(".sidebar-drawer a[href]")]
        navigation = {
            page_of(href, path, root)
            for href in links
            if not href.startswith(("http", "#", "../zh-cn", "../en", "../../"))
        }
        assert "authoring" not in navigation, path
        footer = page.select_one("footer .contributors-link a")
        assert page_of(footer["href"], path, root) == "authoring"


REPO = Path(__file__).resolve().parent.parent


@pytest.mark.sphinx(
    "html",
    testroot="feeds",
    freshenv=True,
    confoverrides={
        "templates_path": [str(REPO / "_templates")],
        "html_theme": "furo",
        "skip_injecting_base_ablog_templates": True,  # as conf.py: furo's page, not ABlog's
        "html_sidebars": {"**": ["sidebar/articles.html"]},
        "site_sidebar_articles": 1,
    },
)
def test_the_sidebar_lists_the_newest_articles_the_current_one_and_a_link_to_all(app):
    """With more articles than site_sidebar_articles, the sidebar lists the newest ones, the
    article being read if it is older, and links to the archive of every article; where it
    lists them all, no such link."""
    app.build()
    assert app.warning.getvalue() == ""

    def sidebar(path: str) -> list[tuple[str, str | None, bool]]:
        page = app.outdir / path
        links = soup(page).select("nav.sidebar-articles li a")
        return [
            (
                page_of(a["href"], page, app.outdir),
                a.get_text(),
                a.get("aria-current") == "page",
            )
            for a in links
        ]

    everything = ("blog", "All posts", False)
    assert sidebar("index.html") == [("posts/newer", "A newer post", False), everything]
    assert sidebar("posts/newer.html") == [("posts/newer", "A newer post", True), everything]
    assert sidebar("posts/older.html") == [
        ("posts/newer", "A newer post", False),
        ("posts/older", "An older post", True),
    ]


@pytest.mark.sphinx(
    "html", testroot="feeds", freshenv=True, confoverrides={"site_sidebar_articles": 0}
)
def test_a_sidebar_of_no_articles_is_refused(make_app, app_params):
    from sphinx.errors import ConfigError

    args, kwargs = app_params
    with pytest.raises(ConfigError, match="site_sidebar_articles must be at least 1: 0"):
        make_app(*args, **kwargs)
