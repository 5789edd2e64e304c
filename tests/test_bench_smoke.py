"""Smoke test of the build benchmark (bench/): tiny sizes, one repetition, --quick.

It checks that ``python -m bench.run`` runs end to end into tmp_path and writes a report with
all seven sections and JSON with the expected keys. No timing is asserted: the numbers of a
3-article site on a shared machine mean nothing; ``make bench`` is where they are read.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

SECTIONS = [
    "## 1. Checker overhead",
    "## 2. Scale",
    "## 3. Incremental rebuild",
    "## 4. Parallelism",
    "## 5. Page weight",
    "## 6. Where time goes",
    "## 7. Publishing",
]
KEYS = {
    "schema",
    "machine",
    "run",
    "targets",
    "checker_overhead",
    "scale",
    "incremental",
    "parallel",
    "page_weight",
    "profile",
    "publishing",
}


def test_bench_quick_run_writes_all_sections(tmp_path: Path) -> None:
    report, data = tmp_path / "RESULTS.md", tmp_path / "results.json"
    completed = subprocess.run(
        [
            sys.executable,
            "-m",
            "bench.run",
            "--sizes",
            "3",
            "--repeat",
            "1",
            "--quick",
            "--report",
            str(report),
            "--json",
            str(data),
            "--workdir",
            str(tmp_path / "work"),
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=600,  # about 4 minutes with the machine's two cores shared; 1.5 min of CPU
    )
    assert completed.returncode == 0, completed.stdout[-3000:] + completed.stderr[-3000:]

    text = report.read_text(encoding="utf-8")
    for heading in SECTIONS:
        assert heading in text, heading
    assert "This measurement failed" not in text, text

    results = json.loads(data.read_text(encoding="utf-8"))
    assert KEYS <= set(results)
    for section in KEYS - {"schema", "machine", "run", "targets"}:
        assert "error" not in results[section], results[section].get("error")
    assert {"cores", "python", "packages"} <= set(results["machine"])
    assert results["machine"]["packages"]["Sphinx"]
    assert {"on_runs", "off_runs", "ratio_cpu", "ratio_wall"} <= set(
        results["checker_overhead"]["languages"]["en"]
    )
    size = results["scale"]["sizes"]["3"]
    assert {"en", "zh_CN", "detector"} <= set(size)
    assert {"wall", "cpu", "maxrss_mib", "ratio_cpu"} <= set(size["en"])
    incremental = results["incremental"]["sizes"]["3"]
    assert {"fraction_wall", "fraction_cpu", "checks"} <= set(incremental["en"])
    # the ledger and claims.json follow the edit (behaviour, not timing)
    assert incremental["en"]["all_checks_pass"], incremental["en"]["checks"]
    assert incremental["zh_CN"]["all_checks_pass"], incremental["zh_CN"]["checks"]
    assert {"j1", "jauto", "speedup_wall"} <= set(results["parallel"]["sizes"]["3"]["with_ablog"])
    weight = results["page_weight"]
    assert {"ours", "plain", "ratio_total_gzip", "additions_gzip", "third_party"} <= set(weight)
    profile = results["profile"]["largest"]
    assert {"top_cumulative", "self_by_package", "inclusive_by_package"} <= set(profile)
    # the work directory was used, never the source tree
    assert not list((REPO / "source").glob("**/article-0000*"))


def test_yaml_loader_whatif_parses_the_claim_files_alike_with_both_loaders() -> None:
    """The what-if (not run by --quick) builds its loaders from the core's line-recording
    mapping constructor; on the site's claim files both give the same data and lines."""
    from bench.run import yaml_loader_whatif

    claims = REPO / "source" / "_data" / "claims"
    result = yaml_loader_whatif(claims, repeat=1)
    assert result["files"] == len(list(claims.glob("*.yaml"))) > 0
    assert result["registry_loader"][0] in {"CSafeLoader", "SafeLoader"}
    assert {"pure_python", "libyaml"} <= set(result), "PyYAML's wheels include libyaml"
    assert result["identical"] is True
