"""The workarounds in _ext/site_chrome/upstream.py: a second identical build reports no
configuration change and MyST prints no configuration; and each is still needed (the
``*_upstream`` tests fail once upstream is fixed: then delete the workaround).

Each build is a real ``sphinx-build`` process, as ``make html`` runs it: what a build
compares is what the previous process pickled."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
ROOT = REPO / "tests" / "roots" / "test-site-upstream"
CHANGED = re.compile(r"The configuration has changed \(.*?\)")
WITHOUT_WORKAROUNDS = ["-D", "extensions=myst_parser"]


@pytest.fixture
def project(tmp_path: Path) -> Path:
    shutil.copytree(ROOT, tmp_path / "src")
    return tmp_path


def build(project: Path, *options: str, builder: str = "html") -> str:
    """One sphinx-build run; its standard output (warnings fail the test)."""
    result = subprocess.run(
        [sys.executable, "-m", "sphinx", "-b", builder, str(project / "src"),
         str(project / "out" / builder), "-d", str(project / "doctrees" / builder),
         "-W", "--keep-going", *options],
        env={**os.environ, "PYTHONPATH": str(REPO / "_ext")},
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-3000:]
    return result.stdout


def test_second_identical_build_reports_no_change(project):
    build(project)
    status = build(project)
    assert CHANGED.findall(status) == []
    assert "0 added, 0 changed, 0 removed" in status
    assert "writing output... [" not in status  # not one page written again


def test_configuration_changes_still_reported_upstream(project):
    """Sphinx's HTML builder adds priorities to html_css_files, and furo registers
    pygments_dark_style after the comparison (Sphinx 9.0.4, furo 2025.12.19)."""
    build(project, *WITHOUT_WORKAROUNDS)
    assert CHANGED.findall(build(project, *WITHOUT_WORKAROUNDS)) == [
        "The configuration has changed (2 options: 'html_css_files', 'pygments_dark_style')"
    ], "fixed upstream: remove the workaround for the option no longer listed"


def test_copybutton_still_adds_its_static_folder_late_upstream(project):
    """sphinx-copybutton 0.5.2 appends to html_static_path at builder-inited."""
    options = ("-D", "extensions=myst_parser,sphinx_copybutton")
    build(project, *options)
    assert "'html_static_path'" in " ".join(CHANGED.findall(build(project, *options))), (
        "fixed upstream: remove add_copybutton_static_path"
    )


def test_copybutton_scripts_are_deferred(project):
    build(project)
    page = (project / "out" / "html" / "index.html").read_text(encoding="utf-8")
    for script in ("clipboard.min.js", "copybutton.js"):
        tag = re.search(rf"<script[^>]*{re.escape(script)}[^>]*>", page)
        assert tag and "defer" in tag.group(0), tag


def test_copybutton_still_adds_its_scripts_without_a_loading_method_upstream(project):
    build(project, "-D", "extensions=myst_parser,sphinx_copybutton")
    page = (project / "out" / "html" / "index.html").read_text(encoding="utf-8")
    tag = re.search(r"<script[^>]*copybutton\.js[^>]*>", page)
    assert tag and "defer" not in tag.group(0) and "async" not in tag.group(0), (
        "fixed upstream: remove defer_copybutton_scripts"
    )


def test_pygments_checksum_names_the_stylesheet_served(project):
    build(project)
    out = project / "out" / "html"
    page = (out / "index.html").read_text(encoding="utf-8")
    linked = re.search(r"pygments\.css\?v=([0-9a-f]+)", page).group(1)
    served = (out / "_static" / "pygments.css").read_bytes()
    assert linked == f"{zlib.crc32(served):08x}"


def test_furo_still_replaces_pygments_css_at_the_end_upstream(project):
    build(project, "-D", "extensions=myst_parser")
    out = project / "out" / "html"
    linked = re.search(
        r"pygments\.css\?v=([0-9a-f]+)", (out / "index.html").read_text(encoding="utf-8")
    ).group(1)
    assert linked != f"{zlib.crc32((out / '_static' / 'pygments.css').read_bytes()):08x}", (
        "fixed upstream: remove write_furo_pygments_css"
    )


def test_myst_configuration_printed_only_with_verbose(project):
    assert "MdParserConfig(" not in build(project)
    assert "MdParserConfig(" in build(project, "-v")


def test_myst_still_prints_its_configuration_upstream(project):
    assert "MdParserConfig(" in build(project, *WITHOUT_WORKAROUNDS), (
        "MyST is quiet now: remove QuietMystConfig"
    )


def test_theme_loaded_early_stays_out_of_other_builders(project):
    """furo refuses builders other than HTML; loading it early must not change that."""
    build(project, builder="gettext")
    assert (project / "out" / "gettext" / "index.pot").is_file()


def test_a_second_site_in_one_process_gets_its_own_blog(make_app, rootdir, tmp_path):
    """Workaround 7: ABlog's state starts afresh with each application, so a second site
    built in the same process sees its own posts only (and no warnings about the first)."""
    from ablog.blog import Blog

    first = make_app("html", srcdir=_copy(rootdir, "test-feeds", tmp_path))
    first.build()
    second = make_app("html", srcdir=_copy(rootdir, "test-citation", tmp_path))
    second.build()
    assert Blog._dict["app"] is second
    assert "feeds" not in second.warning.getvalue()


def test_ablog_state_is_still_shared_upstream(make_app, rootdir, tmp_path):
    """ABlog 0.11.13 fills Blog's shared state only when it is empty: a Blog made for a
    second application still belongs to the first. Fixed upstream? Delete workaround 7."""
    from ablog.blog import Blog

    first = make_app("html", srcdir=_copy(rootdir, "test-feeds", tmp_path))
    first.build()
    second = make_app("html", srcdir=_copy(rootdir, "test-citation", tmp_path))
    Blog._dict["app"] = first  # as the first build left it, before the workaround runs
    assert Blog(second).app is first


def _many_posts(rootdir, tmp_path: Path, name: str, count: int = 8) -> Path:
    site = _copy(rootdir, "test-feeds", tmp_path / name)
    for i in range(count):  # Sphinx reads in parallel from six pages on
        date = f"2026-{i // 28 + 1:02d}-{i % 28 + 1:02d}"  # ABlog skips a post with no date
        (site / "posts" / f"post{i}.md").write_text(
            f"---\nblogpost: true\ndate: {date}\ntags: t{i % 2}\n---\n\n"
            f"# Post number {i}\n\nParagraph {i}.\n",
            encoding="utf-8",
        )
    return site


def test_pages_with_posts_are_read_in_parallel_with_the_same_blog(make_app, rootdir, tmp_path):
    """Workaround 8: with -j, ABlog's pages are read in several processes, and the blog's
    archive, tag pages and feed list every post, as a serial build does."""
    from ablog.blog import Blog

    built = {}
    for jobs in (1, 2):
        app = make_app("html", srcdir=_many_posts(rootdir, tmp_path, f"j{jobs}"), parallel=jobs)
        assert app.is_parallel_allowed("read")
        app.build()
        assert "parallel" not in app.warning.getvalue()
        out = Path(app.outdir)
        built[jobs] = {
            "posts": sorted(Blog(app).posts, key=lambda p: p.docname),
            "archive": (out / "blog" / "archive.html").read_text(encoding="utf-8"),
            "tag": (out / "blog" / "tag" / "t1.html").read_text(encoding="utf-8"),
            "feed": (out / "blog" / "atom.xml").read_text(encoding="utf-8"),
        }
    serial, parallel = built[1], built[2]
    assert [p.docname for p in parallel["posts"]] == [p.docname for p in serial["posts"]]
    assert len(serial["posts"]) == 10
    for page in ("archive", "tag", "feed"):
        for i in range(8):
            assert (f"Post number {i}" in parallel[page]) == (f"Post number {i}" in serial[page])
        assert "Post number 7" in parallel[page] or page == "tag"


def test_ablog_still_declares_itself_unsafe_for_parallel_reading_upstream():
    """ABlog 0.11.13 says its reads are not parallel-safe and merges nothing. Declared safe
    (with its posts merged) upstream? Delete workaround 8."""
    import inspect

    import ablog

    source = inspect.getsource(ablog.setup)
    assert '"parallel_read_safe": False' in source
    assert "env-merge-info" not in inspect.getsource(ablog)


def test_a_parallel_read_forks_one_process_per_job(make_app, rootdir, tmp_path):
    """Workaround 12: 43 pages read with -j 2 come back in two environments, one from each
    process, each with half the pages, and every post is merged."""
    app = make_app("html", srcdir=_many_posts(rootdir, tmp_path, "j2", count=40), parallel=2)
    merged: list[set[str]] = []
    app.connect("env-merge-info", lambda app, env, docnames, other: merged.append(docnames))
    app.builder.read()
    assert sorted(len(docnames) for docnames in merged) == [21, 22]
    assert set().union(*merged) == set(app.env.all_docs)
    assert sum(len(posts) for posts in app.env.ablog_posts.values()) == 42


def test_sphinx_still_reads_in_more_chunks_than_processes_upstream():
    """Sphinx 9.0.4 cuts 200 pages for 2 processes into 7 chunks, and its parallel read
    takes them from make_chunks. One chunk per process (or a setting) upstream? Delete
    workaround 12."""
    import inspect

    from sphinx.builders import Builder
    from sphinx.util.parallel import make_chunks

    assert len(make_chunks([f"page{i}" for i in range(200)], 2)) == 7
    assert "make_chunks(docnames, nproc)" in inspect.getsource(Builder._read_parallel.__wrapped__)


def _copy(rootdir, name: str, tmp_path: Path) -> Path:
    target = tmp_path / name
    shutil.copytree(rootdir / name, target)
    return target


BELOW_EXCERPT = b"not in the excerpt"  # tests/roots/test-feeds/posts/older.md, second paragraph


def _pickled_posts(app) -> bytes:
    import pickle

    return pickle.dumps(app.env.ablog_posts, pickle.HIGHEST_PROTOCOL)


def test_posts_in_the_environment_hold_their_excerpts_only(make_app, rootdir, tmp_path):
    """Workaround 9: what the environment keeps of a post is its excerpt and fields, not its
    page, so the text below the excerpt is not pickled with it; listing pages and feeds
    still show each excerpt."""
    templates = {"templates_path": [str(REPO / "_templates")]}
    app = make_app("html", srcdir=_copy(rootdir, "test-feeds", tmp_path), confoverrides=templates)
    app.build()
    pickled = _pickled_posts(app)
    assert BELOW_EXCERPT not in pickled and b"Its first paragraph" in pickled
    assert all(info["doctree"] is None for infos in app.env.ablog_posts.values() for info in infos)
    out = Path(app.outdir)
    for page in ("blog/tag/first.html", "blog/atom.xml"):
        assert "Its first paragraph" in (out / page).read_text(encoding="utf-8")


def test_full_text_feeds_keep_the_post_without_its_page(make_app, rootdir, tmp_path):
    """With full-text feeds a post keeps its section, unhooked from the page's document."""
    from ablog.blog import Blog

    app = make_app(
        "html",
        srcdir=_copy(rootdir, "test-feeds", tmp_path),
        confoverrides={"blog_feed_fulltext": True},
    )
    app.build()
    older = next(post for post in Blog(app).posts if post.docname == "posts/older")
    assert "not in the excerpt" in older.to_html("blog/archive", fulltext=True)
    assert all(getattr(node, "_document", None) is None for node in older.doctree.findall())


def test_ablog_still_keeps_each_posts_page_upstream(make_app, rootdir, tmp_path):
    """ABlog 0.11.13 keeps a copy of each post's section, and copies that still point at
    the page's document, in the environment: the whole page is pickled with every build.
    Slim upstream? Delete workaround 9."""
    site = _copy(rootdir, "test-feeds", tmp_path)
    app = make_app("html", srcdir=site, confoverrides={"extensions": ["ablog", "myst_parser"]})
    app.build()
    assert BELOW_EXCERPT in _pickled_posts(app)


OPENGRAPH_CONF = '\nextensions.append("sphinxext.opengraph")\n'
PYPLOT_AFTER_BUILD = (
    "import sys\nfrom sphinx.cmd.build import main\n"
    "status = main(sys.argv[1:])\nprint('pyplot imported:', 'matplotlib.pyplot' in sys.modules)\n"
    "sys.exit(status)\n"
)


def _build_reporting_pyplot(project: Path, cards: str) -> subprocess.CompletedProcess[str]:
    with (project / "src" / "conf.py").open("a", encoding="utf-8") as conf:
        conf.write(OPENGRAPH_CONF + f"ogp_social_cards = {cards}\n")
    return subprocess.run(
        [sys.executable, "-c", PYPLOT_AFTER_BUILD, "-b", "html", str(project / "src"),
         str(project / "out"), "-d", str(project / "doctrees"), "-W", "--keep-going"],
        env={**os.environ, "PYTHONPATH": str(REPO / "_ext")},
        capture_output=True, text=True, check=False,
    )  # fmt: skip


def test_opengraph_builds_pages_without_matplotlib(project):
    result = _build_reporting_pyplot(project, '{"enable": False}')
    assert result.returncode == 0, result.stderr[-3000:]
    assert "pyplot imported: False" in result.stdout
    page = (project / "out" / "index.html").read_text(encoding="utf-8")
    # the package still writes the page's metadata, with the site's own card as its image
    assert '<meta property="og:title" content="A page" />' in page
    assert re.search(r'<meta property="og:image" content="[^"]*/_images/social/index-', page)


def test_opengraph_cards_enabled_stop_the_build(project):
    """With the package's cards on, the stand-in would drop them without a word."""
    result = _build_reporting_pyplot(project, '{"enable": True}')
    assert result.returncode == 2
    assert "ogp_social_cards: site_chrome draws the social cards" in result.stderr


def test_opengraph_still_imports_matplotlib_upstream():
    """sphinxext-opengraph 0.13.0 imports matplotlib.pyplot with the package. No longer
    (sphinx-doc/sphinxext-opengraph#145)? Delete workaround 10."""
    probe = "import sys, sphinxext.opengraph; print('matplotlib.pyplot' in sys.modules)"
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "True"


SITEMAP_CONF = '\nextensions.append("sphinx_sitemap")\n'


def _sitemap(project: Path) -> list[str]:
    text = (project / "out" / "html" / "sitemap.xml").read_text(encoding="utf-8")
    return re.findall(r"<loc>[^<]*/([^/<]+)</loc>", text)  # the site's own base URL before


def _site_with_pages(project: Path) -> Path:
    src = project / "src"
    with (src / "conf.py").open("a", encoding="utf-8") as conf:
        conf.write(SITEMAP_CONF)
    index = src / "index.md"
    index.write_text(
        index.read_text(encoding="utf-8") + "\n```{toctree}\none\ntwo\n```\n", encoding="utf-8"
    )
    for name in ("one", "two"):
        (src / f"{name}.md").write_text(f"# Page {name}\n\nText.\n", encoding="utf-8")
    return src


def test_sitemap_keeps_the_pages_an_incremental_build_does_not_write(project):
    """Workaround 11: after an edit to one page, the sitemap still lists every page; a page
    removed from the project leaves it."""
    src = _site_with_pages(project)
    build(project)
    everything = ["genindex.html", "index.html", "one.html", "search.html", "two.html"]
    assert _sitemap(project) == everything
    (src / "one.md").write_text("# Page one\n\nEdited.\n", encoding="utf-8")
    assert "writing output... [100%] one" in build(project)
    assert _sitemap(project) == everything
    (src / "two.md").unlink()
    (src / "index.md").write_text(
        (src / "index.md").read_text(encoding="utf-8").replace("two\n", ""), encoding="utf-8"
    )
    build(project)
    assert _sitemap(project) == ["genindex.html", "index.html", "one.html", "search.html"]
    with (src / "conf.py").open("a", encoding="utf-8") as conf:
        conf.write('sitemap_excludes = ["search.html", "genindex.html"]\n')
    build(project)  # a page newly excluded leaves it, though an earlier build listed it
    assert _sitemap(project) == ["index.html", "one.html"]


def test_sitemap_still_lists_only_the_pages_written_upstream(project):
    """sphinx-sitemap 2.9.0 collects the pages as they are written
    (jdillard/sphinx-sitemap#13). Fixed upstream? Delete workaround 11."""
    src = _site_with_pages(project)
    without = [
        "-D",
        "extensions=myst_parser,sphinx_sitemap",
        "-D",
        "html_baseurl=https://example.org/",
    ]
    build(project, *without)
    (src / "one.md").write_text("# Page one\n\nEdited.\n", encoding="utf-8")
    build(project, *without)
    assert "two.html" not in _sitemap(project)
