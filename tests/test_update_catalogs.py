"""tools.update_catalogs on real catalogs: previous English kept on fuzzy entries, no churn,
interface strings kept in sphinx.po."""

from __future__ import annotations

import polib

from tools.update_catalogs import main

LONG_OLD = (
    "The engine schedules one batch per step, and this sentence is long enough to wrap twice."
)
LONG_NEW = (
    "The engine schedules one batch per step, and this sentence is long enough to wrap "
    "around twice."
)


def write(path, entries, header=True):
    po = polib.POFile(wrapwidth=79)
    po.metadata = (
        {"Content-Type": "text/plain; charset=UTF-8", "Language": "zh_CN"}
        if header
        else {"Content-Type": "text/plain; charset=UTF-8"}
    )
    for msgid, msgstr in entries:
        po.append(polib.POEntry(msgid=msgid, msgstr=msgstr))
    path.parent.mkdir(parents=True, exist_ok=True)
    po.save(str(path))


def run(tmp_path, *docnames):
    return main(
        [
            "--pot-dir",
            str(tmp_path / "pot"),
            "--locale-dir",
            str(tmp_path / "locale"),
            "--language",
            "zh_CN",
            *docnames,
        ]
    )


def test_changed_source_becomes_fuzzy_with_previous_english_and_then_stays_put(tmp_path, capsys):
    write(tmp_path / "pot" / "posts" / "a.pot", [(LONG_NEW, ""), ("Kept.", "")], header=False)
    po_path = tmp_path / "locale" / "zh_CN" / "LC_MESSAGES" / "posts" / "a.po"
    write(po_path, [(LONG_OLD, "引擎每步调度一个批次。"), ("Kept.", "保留。"), ("Gone.", "删除。")])
    assert run(tmp_path) == 0
    po = polib.pofile(str(po_path))
    entry = po.find(LONG_NEW)
    assert (
        entry.fuzzy
        and entry.previous_msgid == LONG_OLD
        and entry.msgstr == "引擎每步调度一个批次。"
    )
    assert po.find("Kept.").msgstr == "保留。" and not po.find("Kept.").fuzzy
    assert po.find("Gone.") is None and po.obsolete_entries() == []
    first = po_path.read_bytes()
    capsys.readouterr()
    assert run(tmp_path) == 0
    assert po_path.read_bytes() == first
    assert "0 create, 0 update, 1 unchanged" in capsys.readouterr().out


def test_new_catalog_is_created_without_fuzzy_header(tmp_path):
    write(tmp_path / "pot" / "index.pot", [("Home", "")], header=False)
    assert run(tmp_path) == 0
    po = polib.pofile(str(tmp_path / "locale" / "zh_CN" / "LC_MESSAGES" / "index.po"))
    assert po.metadata["Language"] == "zh_CN"
    assert "fuzzy" not in po.metadata_is_fuzzy and po.find("Home").msgstr == ""


def test_only_named_documents_are_updated(tmp_path):
    write(tmp_path / "pot" / "a.pot", [("A", "")], header=False)
    write(tmp_path / "pot" / "b.pot", [("B", "")], header=False)
    assert run(tmp_path, "a") == 0
    assert (tmp_path / "locale" / "zh_CN" / "LC_MESSAGES" / "a.po").exists()
    assert not (tmp_path / "locale" / "zh_CN" / "LC_MESSAGES" / "b.po").exists()


def test_interface_catalog_keeps_strings_the_templates_do_not_have(tmp_path):
    write(tmp_path / "pot" / "sphinx.pot", [("Reader settings", "")], header=False)
    po_path = tmp_path / "locale" / "zh_CN" / "LC_MESSAGES" / "sphinx.po"
    write(po_path, [("Back to top", "回到顶部")])
    assert run(tmp_path) == 0
    po = polib.pofile(str(po_path))
    assert po.find("Back to top").msgstr == "回到顶部"
    assert po.find("Reader settings") is not None
