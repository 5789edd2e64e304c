"""7. Publishing: ``make public``'s builds as tools.publish runs them (every language at
once) against the same builds one after the other; the search index each language ships."""

from __future__ import annotations

import os
import shutil
import time

from bench import measure
from bench.measure import REPO, Run
from bench.prose import judged, kib, num, spread, table

TITLE = "7. Publishing"
#: twice the Chinese index of the site before phrase search (33 KB gzip)
TARGETS = {"zh_index_gzip_kb": 66}


def measure_section(run: Run) -> dict:
    from tools import publish

    languages = publish.read_site_languages()
    indexes: dict[str, dict[str, int]] = {}

    def build(mode: str, r: int) -> measure.Build:
        root = run.work / f"publish-{mode}-{r}"
        commands = {
            language: publish.build_command(
                language, root / "out" / path, root / "doctrees", "http://127.0.0.1:8080/",
                ["-q"], REPO / "source", REPO,
            )
            for language, path in languages.items()
        }  # fmt: skip
        run.log(f"publish {mode} {r}")
        before, start = os.times(), time.perf_counter()
        if mode == "concurrent":
            statuses = publish.run_builds(commands, REPO)
        else:
            statuses = {}
            for language, command in commands.items():
                statuses.update(publish.run_builds({language: command}, REPO))
        wall, after = time.perf_counter() - start, os.times()
        if any(statuses.values()):
            raise RuntimeError(f"publish builds failed: {statuses}")
        for language, path in languages.items():
            data = (root / "out" / path / "searchindex.js").read_bytes()
            indexes[language] = {"raw": len(data), "gzip": measure.gzip_size(data)}
        shutil.rmtree(root, ignore_errors=True)
        cpu = sum(
            getattr(after, k) - getattr(before, k) for k in ("children_user", "children_system")
        )
        # no peak RSS nor scan time of the pair
        return measure.Build(wall, cpu, None, None, returncode=0, warnings=0, log="")

    result = measure.alternate(run.repeat, "sequential", "concurrent", build)
    return {
        "cores": os.cpu_count(),
        "languages": list(languages),
        **result,
        "search_index": indexes,
    }


def report(data: dict, results: dict) -> list[str]:
    target = results["targets"]["zh_index_gzip_kb"]
    modes = [
        [m, spread(data[m]["wall"]), spread(data[m]["cpu"])] for m in ("sequential", "concurrent")
    ]
    indexes = [
        [language, kib(d["raw"]), kib(d["gzip"]), f"{d['gzip'] / 1000:.1f}"]
        for language, d in data["search_index"].items()
    ]
    out = [
        f"`make public`'s builds of {', '.join(data['languages'])} (strict, from scratch) as "
        f"`tools.publish` runs them, all at once, against the same builds one after the other "
        f"({data['cores']} cores), interleaved.",
        "",
        *table(" | wall, s | cpu, s", modes),
        "",
        f"One after the other ÷ at once, wall-clock: ×{spread(data['ratio_wall'], 2)}.",
        "",
        "Search index per language (`searchindex.js`, gzip level 6):",
        "",
        *table("language | raw, KiB | gzip, KiB | gzip, KB", indexes),
    ]
    zh = data["search_index"].get("zh_CN")
    if zh:
        out += ["", f"Chinese index, gzip KB: {judged(zh['gzip'] / 1000, target, 1)}."]
    return out


def headline(data: dict, results: dict) -> list[str]:
    target = results["targets"]["zh_index_gzip_kb"]
    zh = data["search_index"].get("zh_CN")
    index = f"; Chinese search index, gzip KB: {judged(zh['gzip'] / 1000, target, 1)}" if zh else ""
    return [
        f"- `make public`, languages one after the other ÷ at once: "
        f"×{num(data['ratio_wall']['median'])} wall-clock{index}"
    ]
