"""Synthetic sites for the benchmark: N articles in realistic MyST, each with ~40 claims.

A generated site mirrors the repository's layout so that the real ``conf.py`` applies
unchanged: ``<root>/conf.py`` runs the repository's ``conf.py`` and only makes its two
root-relative paths (templates, static files) absolute. Below ``<root>``:

    source/index.md, numbers.md, hardware.md     home page (ABlog post list), ledger, hardware
    source/posts/article-NNNN.md                  the articles
    source/_data/hardware.yaml                    generated hardware profiles
    source/_data/claims/article-NNNN.yaml         every claim of the article, declared once
    source/references.bib                         three primary sources per article
    locale/zh_CN/LC_MESSAGES/**.po                a complete zh_CN catalog, written with polib

The text is deterministic (seeded), free of uncited figures (a clean build has no claims
warnings), and translated segment by segment so the Chinese catalog keeps every role and
target, localising only claim units (``×`` → ``倍``), as the translators' rules require.
"""

from __future__ import annotations

import random
import shutil
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

import polib

REPO = Path(__file__).resolve().parent.parent
CLAIMS_PER_PAGE = 40
SOURCES_PER_PAGE = 3

# -- hardware ------------------------------------------------------------------------

HARDWARE = [
    # id, vendor, name, short, architecture, compute capability, memory
    ("a100-40gb", "NVIDIA", "A100 40GB", "A100 40GB", "Ampere", "8.0", "40 GB HBM2"),
    ("a100-80gb", "NVIDIA", "A100 80GB SXM4", "A100 80GB", "Ampere", "8.0", "80 GB HBM2e"),
    ("h100-sxm", "NVIDIA", "H100 SXM5", "H100", "Hopper", "9.0", "80 GB HBM3"),
    ("h200", "NVIDIA", "H200 SXM", "H200", "Hopper", "9.0", "141 GB HBM3e"),
    ("l40s", "NVIDIA", "L40S", "L40S", "Ada Lovelace", "8.9", "48 GB GDDR6"),
    ("l4", "NVIDIA", "L4", "L4", "Ada Lovelace", "8.9", "24 GB GDDR6"),
    ("a10g", "NVIDIA", "A10G", "A10G", "Ampere", "8.6", "24 GB GDDR6"),
    ("rtx-4090", "NVIDIA", "GeForce RTX 4090", "RTX 4090", "Ada Lovelace", "8.9", "24 GB GDDR6X"),
    ("titan-rtx", "NVIDIA", "TITAN RTX", "TITAN RTX", "Turing", "7.5", "24 GB GDDR6"),
    ("mi300x", "AMD", "Instinct MI300X", "MI300X", "CDNA 3", None, "192 GB HBM3"),
    ("mi250", "AMD", "Instinct MI250", "MI250", "CDNA 2", None, "128 GB HBM2e"),
    ("tpu-v5e", "Google", "Cloud TPU v5e", "TPU v5e", "TPU v5e", None, "16 GB HBM2"),
]
HW_IDS = [h[0] for h in HARDWARE]
HW_SHORT = {h[0]: h[3] for h in HARDWARE}

# -- claims: unit, how the value is drawn, how it is shown --------------------------------

#: unit -> (quantity, lowest and highest value; integers are drawn as integers)
UNITS = {
    "×": ("throughput relative to the baseline at equal latency", 1.2, 9.5),
    "tokens/s": ("decode throughput per GPU", 120, 9800),
    "ms": ("median time to first token", 8, 950),
    "%": ("share of KV-cache memory wasted by fragmentation", 2.0, 96.0),
    "GB": ("KV-cache size of one long request", 1.5, 120.0),
    "req/s": ("sustainable request rate under the latency target", 0.5, 40.0),
}
ZH_UNITS = {"×": "倍", "tokens/s": "词元/秒", "ms": "毫秒", "req/s": "请求/秒"}
#: the units of a dated fact: counts or none, never a performance figure (the data rules
#: refuse a fact in ``%``, ``tokens/s``, ``req/s``…: those are measured, spec or derived)
FACT_UNITS = {
    "tokens": ("default KV-cache block size of the engine", 8, 64),
    "": ("models the engine supports out of the box", 20, 200),
}


def _value(rng: random.Random, unit: str, fact: bool = False) -> int | float:
    _, low, high = (FACT_UNITS if fact else UNITS)[unit]
    if isinstance(low, int):
        return rng.randrange(low, int(high), 10 if unit == "tokens/s" else 1)
    return round(rng.uniform(low, high), 1)


def _number(value: int | float) -> str:
    return f"{value:,}" if isinstance(value, int) else str(value)


def display(value: int | float, unit: str, language: str = "en") -> str:
    """How an article shows a claim's value ("2.4×", "1,520 tokens/s", "2.4倍")."""
    unit = ZH_UNITS.get(unit, unit) if language == "zh_CN" else unit
    if not unit:
        return _number(value)
    glue = "" if unit in {"×", "%"} or not unit.isascii() else " "
    if language == "zh_CN" and not unit.isascii():
        glue = " " if unit != "倍" else ""
    return f"{_number(value)}{glue}{unit}"


@dataclass
class Claim:
    id: str
    unit: str
    value: int | float
    source: str
    kind: str  # measured | fact | derived
    hardware: list[tuple[str, int]]
    inputs: list[str] = field(default_factory=list)

    def role(self, language: str = "en", hedge: bool = False) -> str:
        shown = display(self.value, self.unit, language)
        if hedge:
            shown = f"up to {shown}" if language == "en" else f"高达 {shown}"
        return f"{{claim}}`{shown} <{self.id}>`"


# -- text: sentence pairs (English, Chinese) ------------------------------------------------


def _pairs(text: str) -> list[tuple[str, str]]:
    """Lines taken two by two: an English sentence and its Chinese translation."""
    lines = text.strip().splitlines()
    return list(zip(lines[::2], lines[1::2], strict=True))


FILLER = _pairs(
    """
The scheduler runs once per step and decides which requests join the next batch.
调度器每一步运行一次，决定哪些请求进入下一个批次。
Prefill reads the whole prompt in one pass, while decode produces one token per step.
预填充一次读完整个提示，解码则每一步生成一个词元。
The experiment used 8 GPUs per node and a model with 32 layers.
实验每个节点使用 8 块 GPU，模型有 32 层。
Each request keeps its keys and values in fixed-size blocks of 16 tokens.
每个请求把它的键和值保存在每块 16 个词元的固定大小块中。
The authors released the code in 2024 together with the paper.
作者在 2024 年随论文一起发布了代码。
A larger batch raises utilisation but also the time each request waits in the queue.
更大的批次提高了利用率，但也拉长了每个请求在队列中等待的时间。
Section 4 of the paper describes the memory manager in detail.
论文第 4 节详细描述了内存管理器。
Nothing in this comparison was measured by this site; the figures are the sources' own.
本站没有测量这里的任何数字；这些数字都来自各自的来源。
The engine overlaps the CPU work of step n+1 with the GPU work of step n.
引擎把第 n+1 步的 CPU 工作与第 n 步的 GPU 工作重叠执行。
With batch size 64 the attention kernel is limited by memory bandwidth, not arithmetic.
批大小为 64 时，注意力内核受限于内存带宽，而不是算力。
Version 0.6 of the engine replaced the old scheduler with a token-budget design.
该引擎的 0.6 版本用基于词元预算的设计取代了旧调度器。
Readers with a single older GPU can still reproduce the arithmetic in the next section.
只有一块旧 GPU 的读者仍然可以复现下一节中的算术。
"""
)
CLAIM_SENTENCES = _pairs(
    """
On {hw}, the paper reports {c} for this configuration {cite}.
在 {hw} 上，论文报告该配置达到 {c} {cite}。
The authors measured {c} with the same model and trace {cite}.
作者在相同模型和请求轨迹下测得 {c} {cite}。
Compared with its baseline, the system reaches {c} {cite}.
与基线相比，该系统达到 {c} {cite}。
Their evaluation gives {c}, and the appendix repeats the figure {cite}.
他们的评测给出 {c}，附录也重复了这一数字 {cite}。
"""
)
TITLES = [
    ("Scheduling prefill and decode", "调度预填充与解码"),
    ("Paged KV-cache memory", "分页 KV 缓存内存"),
    ("Batching under a latency target", "延迟目标下的批处理"),
    ("Attention kernels", "注意力内核"),
    ("Prefix caching", "前缀缓存"),
    ("Quantized caches", "量化缓存"),
    ("Disaggregated serving", "分离式服务"),
    ("What a reader can check", "读者可以核对什么"),
]
MATH = [
    r"$T_\text{step} = \max(T_\text{compute}, T_\text{memory})$",
    r"$\text{KV} = 2 \cdot L \cdot H_{kv} \cdot d \cdot b$",
    r"$O(n^2)$",
]
MATH_BLOCK = r"""$$
\text{TPOT} = \frac{t_\text{last} - t_\text{first}}{N_\text{out} - 1}
$$"""
CODE = '''```python
def blocks_needed(tokens: int, block_size: int = 16) -> int:
    """KV blocks one request needs (ceil division)."""
    return -(-tokens // block_size)


for n in (1, 17, 4096):
    print(n, blocks_needed(n))
```'''


@dataclass
class Page:
    slug: str
    title: tuple[str, str]
    blocks: list[tuple[str, str | None, str | None]]  # (markdown, msgid, msgstr)
    claims: list[Claim]
    sources: list[str]


@dataclass
class Corpus:
    """What was generated: the paths and the facts the benchmark checks edits against."""

    root: Path
    pages: list[Page]

    @property
    def srcdir(self) -> Path:
        return self.root / "source"

    @property
    def confdir(self) -> Path:
        return self.root

    @property
    def locale_dir(self) -> Path:
        return self.root / "locale" / "zh_CN" / "LC_MESSAGES"

    def article(self, index: int) -> Path:
        return self.srcdir / "posts" / f"{self.pages[index].slug}.md"

    def catalog(self, index: int) -> Path:
        return self.locale_dir / "posts" / f"{self.pages[index].slug}.po"

    def remove_compiled_catalogs(self) -> None:
        """As in a fresh clone: no .mo files (*.mo is git-ignored)."""
        for mo in self.locale_dir.rglob("*.mo"):
            mo.unlink()

    def texts(self, language: str = "en") -> list[str]:
        """Every block as written, with its markup: the Markdown, or the zh_CN msgstrs."""
        if language == "en":
            return [md for page in self.pages for md, _, _ in page.blocks]
        return [zh for page in self.pages for _, _, zh in page.blocks if zh]


def _page(index: int, rng: random.Random) -> Page:
    slug = f"article-{index:04d}"
    sources = [f"src{index:04d}{k}" for k in "abc"[:SOURCES_PER_PAGE]]
    claims: list[Claim] = []
    for j in range(CLAIMS_PER_PAGE):
        unit = list(UNITS)[(index + j) % len(UNITS)]
        # a dated fact is no performance figure (a comparison, a rate, a time, a share are
        # measured or derived): it is a count, in a count unit or none
        fact = j % 10 == 7
        if fact:
            unit = list(FACT_UNITS)[(index + j) % len(FACT_UNITS)]
        kind = "derived" if j % 20 == 19 else ("fact" if fact else "measured")
        hardware = [(rng.choice(HW_IDS), rng.choice([1, 1, 2, 4, 8]))]
        claim = Claim(
            f"a{index:04d}-c{j:02d}",
            unit,
            _value(rng, unit, fact),
            rng.choice(sources),
            kind,
            hardware,
        )
        if kind == "derived":
            claim.inputs = [claims[-1].id]
        claims.append(claim)
    title = (
        f"Serving notes {index}: {TITLES[index % len(TITLES)][0].lower()}",
        f"服务笔记 {index}：{TITLES[index % len(TITLES)][1]}",
    )
    blocks: list[tuple[str, str | None, str | None]] = []

    def para(en: str, zh: str) -> None:
        blocks.append((en, en, zh))

    para(
        "This article follows one request through a serving engine and explains where its "
        "time and memory go. Every performance number is cited to a primary source and "
        "shown with the hardware it was measured on.",
        "本文跟随一个请求走过服务引擎，解释它的时间和内存花在哪里。每个性能数字都引用一手"
        "来源，并标明测量所用的硬件。",
    )
    queue = list(claims)
    sections = len(TITLES)
    for s in range(sections):
        heading = TITLES[(index + s) % len(TITLES)]
        blocks.append((f"## {heading[0]}", heading[0], heading[1]))
        per_section = len(queue) // (sections - s) if s < sections - 1 else len(queue)
        mine, queue = queue[:per_section], queue[per_section:]
        # paragraphs of two claims each, with filler, citations, hardware and inline math
        for p in range(0, len(mine), 2):
            filler = [rng.choice(FILLER) for _ in range(rng.randint(1, 3))]
            en_parts, zh_parts = [en for en, _ in filler], [zh for _, zh in filler]
            for claim in mine[p : p + 2]:
                en, zh = rng.choice(CLAIM_SENTENCES)
                hw, hedge = claim.hardware[0][0], rng.random() < 0.2
                roles = {
                    "cite": f"{{cite:p}}`{claim.source}`",
                    "hw": f"{{hw}}`{HW_SHORT[hw]} <{hw}>`",
                }
                en_parts.append(en.format(c=claim.role("en", hedge), **roles))
                zh_parts.append(zh.format(c=claim.role("zh_CN", hedge), **roles))
            if rng.random() < 0.3:
                m = rng.choice(MATH)
                en_parts.append(f"The cost model is {m}.")
                zh_parts.append(f"成本模型是 {m}。")
            para(" ".join(en_parts), "".join(zh_parts))
        if s % 3 == 0:
            blocks.append((MATH_BLOCK, None, None))
        if s % 3 == 1:
            blocks.append((CODE, None, None))
        if s % 4 == 2:
            items = rng.sample(FILLER, 3)
            for en, zh in items:
                blocks.append((f"- {en}", en, zh))
    blocks.append(("## References", "References", "参考文献"))
    blocks.append(("```{bibliography}\n:filter: docname in docnames\n```", None, None))
    return Page(slug, title, blocks, claims, sources)


def _article_md(page: Page, index: int) -> str:
    month, day = 1 + index % 12, 1 + index % 28
    front = (
        f"---\nblogpost: true\ndate: 2026-{month:02d}-{day:02d}\ncategory: Inference\n"
        f"tags: serving, kv-cache, tag{index % 20}\n---\n\n"
    )
    body = "\n\n".join(md for md, _, _ in page.blocks)
    return f"{front}# {page.title[0]}\n\n{body}\n"


def _claims_yaml(page: Page) -> str:
    out = [f"# Claims of posts/{page.slug}.md (generated by bench/corpus.py)\n"]
    for c in page.claims:
        out += [f"{c.id}:", f"  kind: {c.kind}", f"  value: {c.value}", f'  unit: "{c.unit}"']
        table = FACT_UNITS if c.kind == "fact" else UNITS
        out.append(f'  quantity: "{table[c.unit][0]}"')
        if c.kind == "derived":
            source = next(i for i in page.claims if i.id == c.inputs[0])
            out.append(f'  formula: "{c.inputs[0]} scaled by the ratio in the text"')
            # the same ratio as arithmetic, so the build recomputes it like the site's own
            out.append(f'  compute: "{{{c.inputs[0]}}} * {c.value} / {source.value}"')
            out.append(f"  inputs: [{c.inputs[0]}]")
        # (a derived claim too: the ratio it scales by is no unit's scale, so it names the
        # source that states it)
        out.append(f"  source: {c.source}")
        out.append(f'  locator: "Table {1 + int(c.id[-2:]) % 5}"')
        if c.kind == "measured":
            out.append("  hardware:")
            for profile, count in c.hardware:
                out.append(f"    - profile: {profile}\n      count: {count}")
            out.append('  model: "Llama-2-13B"')
            out.append("  precision: FP16")
            # how it was measured, as every measured claim of the site says
            out.append('  software: "vLLM v0.6.0"')
            out.append('  workload: "ShareGPT trace, 1,000 prompts"')
            out.append("  parallelism: not-stated")
            out.append("  statistic: mean")
        if c.kind == "fact":
            out.append("  as_of: 2026-08-09")
        if c.unit == "×":
            out.append('  baseline: "the same model served by Hugging Face Transformers"')
        out.append("")
    return "\n".join(out)


def _hardware_yaml() -> str:
    out = ["# Hardware profiles (generated by bench/corpus.py)\n"]
    for pid, vendor, name, short, arch, cc, memory in HARDWARE:
        out.append(
            f"{pid}:\n  vendor: {vendor}\n  name: {name}\n  short: {short}\n  architecture: {arch}"
        )
        if cc:
            out.append(f'  compute_capability: "{cc}"')
        out.append(f"  memory: {memory}\n")
    return "\n".join(out)


def _bib(pages: list[Page]) -> str:
    out = []
    first = ["Zhong", "Kwon", "Zheng", "Dao", "Agrawal", "Patel", "Liu", "Hooper", "Yu", "Sheng"]
    for i, page in enumerate(pages):
        for k, key in enumerate(page.sources):
            a = first[(i + k) % len(first)]
            b = first[(i + k + 3) % len(first)]
            out.append(
                textwrap.dedent(f"""\
                @inproceedings{{{key},
                  author    = {{{a}, Yinmin and {b}, Shengyu and Chen, Xin}},
                  title     = {{Serving study {i}-{k}: Efficient Inference at Scale}},
                  booktitle = {{Proceedings of the Symposium on Serving Systems}},
                  year      = {{{2020 + (i + k) % 7}}},
                  url       = {{https://arxiv.org/abs/2401.{i:05d}}}
                }}
                """)
            )
    return "\n".join(out)


CONF = '''\
"""Configuration of a generated benchmark site: the repository's conf.py, unchanged, with
its root-relative paths made absolute."""

import runpy
from pathlib import Path

REPO = Path({repo!r})
_conf = runpy.run_path(str(REPO / "conf.py"))
globals().update({{k: v for k, v in _conf.items() if not k.startswith("__")}})
templates_path = [str(REPO / p) for p in _conf["templates_path"]]
html_static_path = [str(REPO / p) for p in _conf["html_static_path"]]
'''

INDEX = """\
# Inference Notes (benchmark corpus)

Generated articles for the build benchmark; every number is cited.

{postlist}

```{{toctree}}
:hidden:
:maxdepth: 1
:caption: Site

numbers
hardware
```
"""
POSTLIST = """```{postlist}
:format: "{title}|{date} · {category}"
:list-style: none
:excerpts:
```"""

#: the pages beside the articles: their Markdown and their catalog
PAGES = {
    "numbers": (
        "# Numbers\n\nEvery claim on the site.\n\n```{claims-ledger}\n```\n",
        [("Numbers", "数字"), ("Every claim on the site.", "本站的每一条声明。")],
    ),
    "hardware": (
        "# Hardware\n\nThe hardware profiles.\n\n```{hardware-profiles}\n```\n",
        [("Hardware", "硬件"), ("The hardware profiles.", "硬件配置。")],
    ),
}
INDEX_PO = [
    ("Inference Notes (benchmark corpus)", "推理笔记（基准测试语料）"),
    (
        "Generated articles for the build benchmark; every number is cited.",
        "为构建基准测试生成的文章；每个数字都有引用。",
    ),
    ("Site", "站点"),
]
PO_METADATA = {
    "Project-Id-Version": "Inference Notes benchmark",
    "Language": "zh_CN",
    "MIME-Version": "1.0",
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Transfer-Encoding": "8bit",
    "Plural-Forms": "nplurals=1; plural=0;",
}


def _po(entries: list[tuple[str, str]], path: Path) -> None:
    """A zh_CN catalog of *entries* (the first msgstr of a msgid wins) at *path*."""
    po = polib.POFile(wrapwidth=79)
    po.metadata = dict(PO_METADATA)
    unique: dict[str, str] = {}
    for msgid, msgstr in entries:
        unique.setdefault(msgid, msgstr)
    po.extend(polib.POEntry(msgid=msgid, msgstr=msgstr) for msgid, msgstr in unique.items())
    po.save(str(path))


def generate(root: Path, pages: int, *, seed: int = 20260809) -> Corpus:
    """Write a site of *pages* articles below *root* (created, or replaced if it exists)."""
    if root.exists():
        shutil.rmtree(root)
    rng = random.Random(seed)
    generated = [_page(i, rng) for i in range(pages)]
    corpus = Corpus(root, generated)
    src = corpus.srcdir
    (src / "posts").mkdir(parents=True)
    (src / "_data" / "claims").mkdir(parents=True)
    (corpus.locale_dir / "posts").mkdir(parents=True)
    conf = CONF.format(repo=str(REPO))
    (root / "conf.py").write_text(conf, encoding="utf-8")
    (src / "index.md").write_text(INDEX.format(postlist=POSTLIST), encoding="utf-8")
    _po(INDEX_PO, corpus.locale_dir / "index.po")
    for name, (markdown, catalog) in PAGES.items():
        (src / f"{name}.md").write_text(markdown, encoding="utf-8")
        _po(catalog, corpus.locale_dir / f"{name}.po")
    (src / "_data" / "hardware.yaml").write_text(_hardware_yaml(), encoding="utf-8")
    (src / "references.bib").write_text(_bib(generated), encoding="utf-8")
    for i, page in enumerate(generated):
        (src / "posts" / f"{page.slug}.md").write_text(_article_md(page, i), encoding="utf-8")
        (src / "_data" / "claims" / f"{page.slug}.yaml").write_text(
            _claims_yaml(page), encoding="utf-8"
        )
        entries = [page.title] + [(i, s) for _, i, s in page.blocks if i and s is not None]
        _po(entries, corpus.locale_dir / "posts" / f"{page.slug}.po")
    interface = REPO / "locale" / "zh_CN" / "LC_MESSAGES" / "sphinx.po"
    if interface.exists():  # furo, ABlog and site-chrome interface strings, as on the site
        shutil.copy(interface, corpus.locale_dir / "sphinx.po")
    return corpus
