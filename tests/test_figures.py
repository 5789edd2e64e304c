"""Every figure script of source/_figures/ re-run from a copy of the tree: it writes exactly
the committed SVGs, byte for byte, in English and Chinese; every committed figure has its
script; and no figure carries a script or an external font."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
FIGURES = REPO / "source" / "_figures"
SCRIPTS = sorted(FIGURES.glob("*-figures.py"))


def prefix(script: Path) -> str:
    return script.name.removesuffix("-figures.py") + "-"


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The scripts run as an author runs them, in a copy laid out like the repository (a
    script may read the article's code in source/_code/)."""
    root = tmp_path_factory.mktemp("figures")
    shutil.copytree(REPO / "source" / "_code", root / "source" / "_code")
    (root / "source" / "_figures").mkdir()
    for module in FIGURES.glob("*.py"):  # the scripts and the SVG writer they share
        shutil.copy(module, root / "source" / "_figures" / module.name)
    for script in SCRIPTS:
        result = subprocess.run([sys.executable, str(root / "source" / "_figures" / script.name)],
                                capture_output=True, text=True, check=False)  # fmt: skip
        assert result.returncode == 0, result.stderr[-3000:]
    return root / "source" / "_figures"


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda s: s.stem)
def test_script_writes_the_committed_figures(regenerated, script):
    written = sorted(p.name for p in regenerated.glob(f"{prefix(script)}*.svg"))
    committed = sorted(p.name for p in FIGURES.glob(f"{prefix(script)}*.svg"))
    assert written == committed
    assert any(name.endswith(".zh_CN.svg") for name in written), "a Chinese version of each"
    changed = [
        name
        for name in written
        if (regenerated / name).read_bytes() != (FIGURES / name).read_bytes()
    ]
    assert changed == [], "run the script and commit its output"


def test_every_committed_figure_has_its_script():
    orphans = [
        p.name
        for p in FIGURES.glob("*.svg")
        if not any(p.name.startswith(prefix(s)) for s in SCRIPTS)
    ]
    assert orphans == []


def test_figures_are_plain_svg():
    for figure in FIGURES.glob("*.svg"):
        text = figure.read_text(encoding="utf-8")
        assert "<script" not in text and "@font-face" not in text and "@import" not in text, figure


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda s: s.stem)
def test_scripts_share_one_svg_writer(script):
    """Documents, text escaping and markers come from svg.py, not a copy in each script."""
    source = script.read_text(encoding="utf-8")
    assert "from svg import" in source
    assert "class Svg" not in source and "saxutils" not in source and "<svg" not in source
