"""Trace-replay toolkit for comparing colocated and disaggregated serving.

Companion code of the article "Separate GPUs for prefill and decode: when does the split
pay?" (Inference Notes). Three parts:

* KV-transfer arithmetic and the read plan between different tensor-parallel sizes (pure
  Python, runs anywhere);
* a deterministic trace (fixed seed -> identical arrival times and lengths) and the
  metrics that turn per-request timings into SLO attainment and goodput (pure Python);
* ``replay()``, a small streaming client for an OpenAI-compatible ``/v1/completions``
  endpoint. It NEEDS A RUNNING SERVER (and therefore a GPU and a model); the test suite
  only exercises it against a fake local server.

The module publishes no measurements: it computes what a reader measures on their own
deployment.
"""

from __future__ import annotations

import json
import math
import random
import threading
import time
import urllib.request
from dataclasses import asdict, dataclass, field
from pathlib import Path

# ---------------------------------------------------------------------------
# 1. KV-cache transfer arithmetic
# ---------------------------------------------------------------------------


def kv_bytes_per_token(layers: int, kv_heads: int, head_dim: int, dtype_bytes: int) -> int:
    """Bytes of K and V that one token leaves behind in every layer."""
    return 2 * layers * kv_heads * head_dim * dtype_bytes


def transfer_seconds(n_bytes: float, gbit_per_s: float) -> float:
    """Time to push ``n_bytes`` through a link at its line rate (no overlap, no overhead).

    Give the rate of ONE direction: a link quoted as a bidirectional total (A100 NVLink's
    600 GB/s) moves a one-way copy at half that figure.
    """
    return n_bytes / (gbit_per_s * 1e9 / 8)


def link_gbit_per_s_needed(bytes_per_request: float, requests_per_s: float) -> float:
    """Sustained line rate that KV traffic alone needs at a given request rate."""
    return bytes_per_request * requests_per_s * 8 / 1e9


def kv_read_plan(
    kv_heads: int, tp_prefill: int, tp_decode: int, replicated: bool = False
) -> list[list[tuple[int, range]]]:
    """Which prefill rank each decode rank reads its KV heads from.

    Tensor parallelism gives each rank a contiguous block of the KV heads. For every decode
    rank the result lists ``(prefill_rank, heads)`` pairs: the heads it owns and who computed
    them. With ``replicated=True`` (MLA: one latent KV that every rank keeps whole) each decode
    rank needs a single read; it takes it from the prefill rank at the same position in its
    group, so the reads spread over the prefill ranks.
    """
    if replicated:
        return [[(d * tp_prefill // tp_decode, range(kv_heads))] for d in range(tp_decode)]
    for tp in (tp_prefill, tp_decode):
        if kv_heads % tp:
            raise ValueError(f"{kv_heads} KV heads do not split evenly over {tp} ranks")
    per_p, per_d = kv_heads // tp_prefill, kv_heads // tp_decode
    plan = []
    for d in range(tp_decode):
        first, last = d * per_d, (d + 1) * per_d  # the heads this decode rank owns
        reads = []
        for p in range(first // per_p, (last - 1) // per_p + 1):
            lo, hi = max(first, p * per_p), min(last, (p + 1) * per_p)
            reads.append((p, range(lo, hi)))
        plan.append(reads)
    return plan


# Llama 3.1 70B, from meta-llama/llama-models (models/llama3_1/api/sku_list.py):
# dim 8192, n_layers 80, n_heads 64, n_kv_heads 8  ->  head_dim 128; BF16 = 2 bytes.
LLAMA31_70B = {"layers": 80, "kv_heads": 8, "head_dim": 8192 // 64, "dtype_bytes": 2}


# ---------------------------------------------------------------------------
# 2. A deterministic trace and the metrics
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class TraceRequest:
    request_id: int
    arrival_s: float  # offset from the start of the run
    prompt_tokens: int
    output_tokens: int


def make_trace(
    n_requests: int,
    rate_per_s: float,
    seed: int,
    prompt_lengths: list[int],
    output_lengths: list[int],
) -> list[TraceRequest]:
    """Poisson arrivals at ``rate_per_s``; lengths drawn from the given samples.

    The same arguments always give the same trace, on any machine, because the
    generator is a private ``random.Random(seed)``.
    """
    if rate_per_s <= 0 or n_requests <= 0:
        raise ValueError("rate_per_s and n_requests must be positive")
    rng = random.Random(seed)
    t = 0.0
    out = []
    for i in range(n_requests):
        t += rng.expovariate(rate_per_s)
        out.append(TraceRequest(i, t, rng.choice(prompt_lengths), rng.choice(output_lengths)))
    return out


def rescale(trace: list[TraceRequest], new_rate_per_s: float) -> list[TraceRequest]:
    """Same requests in the same order, arrival gaps stretched to a new mean rate."""
    old_rate = len(trace) / trace[-1].arrival_s
    k = old_rate / new_rate_per_s
    return [
        TraceRequest(r.request_id, r.arrival_s * k, r.prompt_tokens, r.output_tokens)
        for r in trace
    ]


def save_trace(trace: list[TraceRequest], path: Path) -> None:
    path.write_text("".join(json.dumps(asdict(r)) + "\n" for r in trace), encoding="utf-8")


def load_trace(path: Path) -> list[TraceRequest]:
    return [TraceRequest(**json.loads(line)) for line in path.read_text().splitlines() if line]


@dataclass
class RequestTiming:
    """What the client saw for one request, in seconds on one monotonic clock."""

    request_id: int
    sent_s: float
    token_times_s: list[float] = field(default_factory=list)  # one entry per streamed token
    error: str | None = None

    @property
    def ttft(self) -> float:
        return self.token_times_s[0] - self.sent_s

    @property
    def tpot(self) -> float:
        """Mean time per output token after the first (DistServe's TPOT)."""
        n = len(self.token_times_s)
        if n < 2:
            return 0.0
        return (self.token_times_s[-1] - self.token_times_s[0]) / (n - 1)

    @property
    def itls(self) -> list[float]:
        """Every gap between consecutive tokens (vLLM's inter-token latencies)."""
        t = self.token_times_s
        return [b - a for a, b in zip(t, t[1:])]


def meets_slo(r: RequestTiming, ttft_slo_s: float, tpot_slo_s: float) -> bool:
    if r.error is not None or not r.token_times_s:
        return False
    return r.ttft <= ttft_slo_s and r.tpot <= tpot_slo_s


def slo_attainment(records: list[RequestTiming], ttft_slo_s: float, tpot_slo_s: float) -> float:
    """Fraction of requests that met BOTH SLOs; failed requests count as misses."""
    if not records:
        raise ValueError("no records")
    return sum(meets_slo(r, ttft_slo_s, tpot_slo_s) for r in records) / len(records)


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile, q in (0, 100]."""
    if not values:
        raise ValueError("no values")
    s = sorted(values)
    k = max(0, math.ceil(q / 100 * len(s)) - 1)
    return s[k]


def goodput(attainment_by_rate: dict[float, float], target: float = 0.9) -> float:
    """Highest offered rate at which attainment, and attainment at every lower rate, >= target.

    Returns 0.0 when even the lowest rate misses. Divide by the GPU count of the
    configuration to get per-GPU goodput.
    """
    best = 0.0
    for rate in sorted(attainment_by_rate):
        if attainment_by_rate[rate] >= target:
            best = rate
        else:
            break
    return best


# ---------------------------------------------------------------------------
# 3. Replay against a server (NEEDS a running OpenAI-compatible server)
# ---------------------------------------------------------------------------


def _prompt_of(n_tokens: int) -> str:
    # Roughly one token per repetition for common BPE vocabularies; check the server's
    # reported prompt length (usage.prompt_tokens) before trusting the run.
    return " hello" * n_tokens


def _one_request(url: str, model: str, req: TraceRequest, t0: float, out: RequestTiming) -> None:
    body = {
        "model": model,
        "prompt": _prompt_of(req.prompt_tokens),
        "max_tokens": req.output_tokens,
        "min_tokens": req.output_tokens,  # vLLM extension: fixed output length
        "ignore_eos": True,  # vLLM extension
        "temperature": 0.0,
        "stream": True,
    }
    data = json.dumps(body).encode()
    http_req = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    delay = t0 + req.arrival_s - time.monotonic()
    if delay > 0:
        time.sleep(delay)
    out.sent_s = time.monotonic()
    try:
        with urllib.request.urlopen(http_req, timeout=600) as resp:
            for raw in resp:
                line = raw.decode().strip()
                if not line.startswith("data:"):
                    continue
                payload = line[len("data:"):].strip()
                if payload == "[DONE]":
                    break
                chunk = json.loads(payload)
                if chunk.get("choices") and chunk["choices"][0].get("text"):
                    out.token_times_s.append(time.monotonic())
    except Exception as exc:  # a failed request is an SLO miss, not a crash
        out.error = repr(exc)


def replay(trace: list[TraceRequest], base_url: str, model: str) -> list[RequestTiming]:
    """Send every request at its arrival time (open loop) and time each streamed token.

    One thread per request keeps arrivals independent of the server's speed. Note that
    a streamed chunk may carry more than one token on some servers; compare against a
    per-token server-side metric before relying on ITL distributions.
    """
    url = base_url.rstrip("/") + "/v1/completions"
    timings = [RequestTiming(r.request_id, 0.0) for r in trace]
    t0 = time.monotonic() + 0.5
    threads = [
        threading.Thread(target=_one_request, args=(url, model, r, t0, timings[i]), daemon=True)
        for i, r in enumerate(trace)
    ]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    return timings


if __name__ == "__main__":
    per_token = kv_bytes_per_token(**LLAMA31_70B)
    prompt = 8192
    total = per_token * prompt
    print(f"Llama 3.1 70B, BF16: {per_token} bytes per token")
    print(f"{prompt}-token prompt: {total} bytes")
    for gbps in (25, 100, 200, 400):
        print(f"  at {gbps} Gbit/s line rate: {transfer_seconds(total, gbps) * 1e3:.1f} ms")
    for p, d in ((2, 4), (4, 2)):
        print(f"TP{p} prefill -> TP{d} decode, 8 KV heads:", kv_read_plan(8, p, d))
