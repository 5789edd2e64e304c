"""ABlog's archive pages (_ext/site_chrome/archives.py) are written again exactly when what
they show changed: a post's title, tags or excerpt, another page's title (the navigation),
a missing page, or a build that writes every page; an edit below a post's excerpt, or no
edit at all, leaves them as they are."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.test_feeds import SITE_TEMPLATES

KEPT = "<!-- kept -->"
#: as conf.py: furo's layout, with the site's ABlog templates in it
FURO = {**SITE_TEMPLATES, "html_theme": "furo", "skip_injecting_base_ablog_templates": True}
ARCHIVES = ["blog.html", "blog/tag/first.html", "blog/tag/second.html", "blog/archive.html"]


@pytest.fixture
def site(make_app, rootdir, tmp_path):
    src = tmp_path / "site"
    shutil.copytree(rootdir / "test-feeds", src)
    (src / "about.md").write_text("# About\n\nA page.\n", encoding="utf-8")
    index = (src / "index.md").read_text(encoding="utf-8")
    (src / "index.md").write_text(index.replace("posts/*", "posts/*\nabout"), encoding="utf-8")

    def build(**options) -> Path:
        app = make_app("html", srcdir=src, confoverrides=FURO)
        app.build(**options)
        assert "WARNING" not in app.warning.getvalue()
        app.cleanup()
        return Path(app.outdir)

    out = build()
    for name in ARCHIVES:
        assert (out / name).exists(), name
    return src, build


def mark(out: Path) -> None:
    for name in ARCHIVES:
        page = out / name
        page.write_text(page.read_text(encoding="utf-8") + KEPT, encoding="utf-8")


def kept(out: Path) -> list[str]:
    return [name for name in ARCHIVES if (out / name).read_text(encoding="utf-8").endswith(KEPT)]


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_a_build_with_nothing_changed_leaves_them(site):
    src, build = site
    out = build()
    mark(out)
    assert kept(build()) == ARCHIVES


def test_an_edit_below_the_excerpt_leaves_them(site):
    src, build = site
    out = build()
    mark(out)
    edit(src / "posts" / "older.md", "A second paragraph", "A second, edited paragraph")
    assert kept(build()) == ARCHIVES
    assert "edited" in (out / "posts" / "older.html").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("path", "old", "new", "page", "shown"),
    [
        ("posts/older.md", "# An older post", "# A renamed post", "blog.html", "A renamed post"),
        ("posts/older.md", "Its first paragraph", "Its revised paragraph", "blog.html", "revised"),
        ("posts/newer.md", "tags: second", "tags: second, third", "blog/tag/third.html", "newer"),
        ("about.md", "# About", "# About this site", "blog.html", "About this site"),
    ],
)
def test_what_they_show_writes_them_again(site, path, old, new, page, shown):
    src, build = site
    out = build()
    mark(out)
    edit(src / path, old, new)
    out = build()
    assert kept(out) == []
    assert shown in (out / page).read_text(encoding="utf-8")


def test_a_missing_one_and_a_build_of_every_page_write_them(site):
    src, build = site
    out = build()
    mark(out)
    (out / "blog" / "tag" / "first.html").unlink()
    assert kept(build()) == []
    # sphinx-sitemap lists the pages written in the build: with every page, these too
    mark(out)
    assert kept(build(force_all=True)) == []
