"""requirements.lock pins every package with hashes (`pip install --require-hashes` in the
Makefile's venv recipe), agrees with pyproject.toml, and pip itself is pinned."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ENTRY = re.compile(
    r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)==(?P<version>\S+)(?P<rest>(?:[^\n]*\\\n)*[^\n]*)", re.M
)


def normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def lock() -> dict[str, tuple[str, list[str]]]:
    text = (REPO / "requirements.lock").read_text(encoding="utf-8")
    entries = {}
    for match in ENTRY.finditer(text):
        hashes = re.findall(r"--hash=sha256:([0-9a-f]{64})", match["rest"])
        entries[normal(match["name"])] = (match["version"], hashes)
    # every requirement line is one of the entries read above (nothing unpinned slips by)
    requirements = [line for line in text.splitlines() if line and not line.startswith((" ", "#"))]
    assert len(requirements) == len(entries), requirements
    return entries


def test_every_pin_is_exact_and_hashed():
    entries = lock()
    assert len(entries) > 50
    unhashed = [name for name, (_version, hashes) in entries.items() if not hashes]
    assert unhashed == []


def test_direct_dependencies_are_pinned_alike_in_the_lock():
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    direct = [*project["dependencies"], *project["optional-dependencies"]["test"]]
    entries = lock()
    for requirement in direct:
        name, version = requirement.split("==")
        assert entries[normal(name)][0] == version, requirement


def test_venv_recipe_pins_pip_and_requires_hashes():
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    recipe = makefile.split("$(STAMP): pyproject.toml requirements.lock\n", 1)[1].split("\n\n")[0]
    pinned = re.search(r"-m pip install --quiet pip==(\S+)", recipe)
    assert pinned, recipe
    assert lock()["pip"][0] == pinned.group(1)
    assert "--require-hashes -r requirements.lock" in recipe
    assert "--upgrade" not in recipe


def test_project_installs_editable_with_its_pinned_build_backend():
    """The venv holds the project itself (its extensions and tools importable without
    sys.path edits), built by the setuptools the lock pins, with no dependency of its own."""
    build = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]
    [backend] = build["requires"]
    name, version = backend.split("==")
    assert lock()[normal(name)][0] == version
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    recipe = makefile.split("$(STAMP): pyproject.toml requirements.lock\n", 1)[1].split("\n\n")[0]
    assert "--no-deps --no-build-isolation --editable ." in recipe
    assert recipe.index("--require-hashes") < recipe.index("--editable")
