"""Executes the trace-replay toolkit included in posts/prefill-decode-disaggregation.md.

The pure parts (KV arithmetic, trace, metrics) are checked against hand-computed values;
``replay()`` runs against a fake streaming server on loopback (no GPU, no model).
"""

import itertools
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
import yaml

from tests.support.code import load_module

ROOT = Path(__file__).resolve().parents[1]
CLAIMS = yaml.safe_load(
    (ROOT / "source" / "_data" / "claims" / "prefill-decode-disaggregation.yaml").read_text()
)
CODE = (
    Path(__file__).resolve().parents[1]
    / "source"
    / "_code"
    / "prefill_decode_disaggregation_replay.py"
)
pd = load_module(CODE)


def test_kv_bytes_llama31_70b_matches_the_article():
    per_token = pd.kv_bytes_per_token(**pd.LLAMA31_70B)
    assert per_token == 2 * 80 * 8 * 128 * 2 == 327_680
    assert per_token * 8192 == 2_684_354_560
    assert per_token * 131_072 == 40 * 2**30  # 40 GiB for a 128k-token prompt


def _declared(claim_id):
    return CLAIMS[claim_id]["value"]


def test_transfer_times_match_the_declared_claims():
    """The article's table shows the declared values; the code must reproduce them."""
    n = pd.kv_bytes_per_token(**pd.LLAMA31_70B) * 8192

    def ms_at(gbyte_per_s):
        return pd.transfer_seconds(n, gbyte_per_s * 8) * 1e3

    cases = {
        "pd-kv-8k-at-25gbps": pd.transfer_seconds(n, 25),  # seconds
        "pd-kv-8k-at-200gbps": pd.transfer_seconds(n, 200) * 1e3,
        "pd-kv-8k-at-400gbps": pd.transfer_seconds(n, 400) * 1e3,
        # Splitwise Table I, per machine
        "pd-kv-8k-at-dgx-a100": ms_at(_declared("pd-splitwise-dgx-a100-ib")),
        "pd-kv-8k-at-dgx-h100": ms_at(_declared("pd-splitwise-dgx-h100-ib")),
        # A100 NVLink, one direction: 12 links of 25 GB/s each way
        "pd-kv-8k-at-nvlink-one-way": ms_at(12 * _declared("pd-a100-nvlink-per-link")),
        "pd-kv-8k-at-190gbs": ms_at(_declared("pd-mooncake-te-8x400")),
    }
    for claim_id, computed in cases.items():
        assert computed == pytest.approx(_declared(claim_id), rel=0.01), claim_id
    assert pd.link_gbit_per_s_needed(n, 10) == pytest.approx(
        _declared("pd-kv-8k-rate-10rps"), rel=0.01
    )


def test_one_way_nvlink_time_is_twice_the_bidirectional_reading():
    n = pd.kv_bytes_per_token(**pd.LLAMA31_70B) * 8192
    both_ways = pd.transfer_seconds(n, _declared("pd-a100-nvlink-600") * 8)
    one_way = pd.transfer_seconds(n, _declared("pd-a100-nvlink-one-way") * 8)
    assert one_way == pytest.approx(2 * both_ways)


def test_opt66b_kv_is_distserves_figure_in_binary_units():
    # OPT-66B from metaseq: 64 layers, 72 heads of 128, FP16; multi-head attention
    per_token = pd.kv_bytes_per_token(layers=64, kv_heads=72, head_dim=128, dtype_bytes=2)
    request = per_token * 512
    assert request / 1e9 == pytest.approx(_declared("pd-kv-opt66b-512"), abs=0.005)
    assert request / 2**30 == pytest.approx(_declared("pd-distserve-opt66b-kv-512"), abs=0.005)
    gbit = pd.link_gbit_per_s_needed(request, 10)
    assert gbit == pytest.approx(_declared("pd-kv-opt66b-rate-10rps"), abs=0.05)
    assert gbit * 1e9 / 2**30 == pytest.approx(_declared("pd-distserve-opt66b-kv-gbps"))


def test_read_plan_splits_heads_when_decode_has_more_ranks():
    plan = pd.kv_read_plan(kv_heads=8, tp_prefill=2, tp_decode=4)
    assert plan == [
        [(0, range(0, 2))],
        [(0, range(2, 4))],
        [(1, range(4, 6))],
        [(1, range(6, 8))],
    ]


def test_read_plan_gathers_heads_when_prefill_has_more_ranks():
    plan = pd.kv_read_plan(kv_heads=8, tp_prefill=4, tp_decode=2)
    assert plan == [[(0, range(0, 2)), (1, range(2, 4))], [(2, range(4, 6)), (3, range(6, 8))]]


@pytest.mark.parametrize("tp_prefill,tp_decode", [(1, 8), (8, 1), (2, 8), (8, 2), (4, 4)])
def test_read_plan_covers_every_head_exactly_once(tp_prefill, tp_decode):
    plan = pd.kv_read_plan(8, tp_prefill, tp_decode)
    heads = [h for reads in plan for _, r in reads for h in r]
    assert sorted(heads) == list(range(8))
    per_p = 8 // tp_prefill
    for reads in plan:
        for p, r in reads:
            assert all(p * per_p <= h < (p + 1) * per_p for h in r)  # read from the owner


def test_read_plan_for_replicated_mla_cache_is_one_read_per_decode_rank():
    plan = pd.kv_read_plan(kv_heads=1, tp_prefill=8, tp_decode=4, replicated=True)
    assert [len(reads) for reads in plan] == [1, 1, 1, 1]
    assert [reads[0][0] for reads in plan] == [0, 2, 4, 6]  # redundant prefill ranks skipped
    assert all(r == range(1) for reads in plan for _, r in reads)  # the whole latent cache
    fewer = pd.kv_read_plan(kv_heads=1, tp_prefill=2, tp_decode=4, replicated=True)
    assert [reads[0][0] for reads in fewer] == [0, 0, 1, 1]


def test_read_plan_rejects_uneven_splits():
    with pytest.raises(ValueError, match="do not split evenly"):
        pd.kv_read_plan(kv_heads=8, tp_prefill=3, tp_decode=2)


def test_trace_is_deterministic_and_seed_sensitive():
    args = dict(
        n_requests=50, rate_per_s=2.0, prompt_lengths=[128, 1024, 4096], output_lengths=[64, 256]
    )
    a = pd.make_trace(seed=7, **args)
    b = pd.make_trace(seed=7, **args)
    c = pd.make_trace(seed=8, **args)
    assert a == b
    assert a != c
    assert all(x.arrival_s < y.arrival_s for x, y in itertools.pairwise(a))


def test_rescale_keeps_order_and_lengths(tmp_path):
    trace = pd.make_trace(100, 4.0, 1, [512], [64])
    slow = pd.rescale(trace, 1.0)
    assert [r.prompt_tokens for r in slow] == [r.prompt_tokens for r in trace]
    assert len(slow) / slow[-1].arrival_s == pytest.approx(1.0)
    path = tmp_path / "trace.jsonl"
    pd.save_trace(slow, path)
    assert pd.load_trace(path) == slow


def _timing(sent, first, gaps, error=None):
    t = [first]
    for g in gaps:
        t.append(t[-1] + g)
    return pd.RequestTiming(0, sent, t, error)


def test_ttft_tpot_itl_and_attainment():
    ok = _timing(0.0, 0.2, [0.05, 0.05, 0.05])
    slow_first = _timing(0.0, 0.5, [0.05])
    stalled = _timing(0.0, 0.1, [0.02, 0.30, 0.02])  # mean gap 0.113 s
    failed = _timing(0.0, 0.1, [0.01], error="HTTPError")
    assert ok.ttft == pytest.approx(0.2)
    assert ok.tpot == pytest.approx(0.05)
    assert stalled.itls == pytest.approx([0.02, 0.30, 0.02])
    records = [ok, slow_first, stalled, failed]
    # SLO: TTFT <= 0.25 s and TPOT <= 0.1 s -> only `ok` passes
    assert pd.slo_attainment(records, 0.25, 0.1) == pytest.approx(0.25)
    assert pd.percentile([s.ttft for s in records], 50) == pytest.approx(0.1)


def test_goodput_is_the_last_rate_before_the_first_miss():
    curve = {1.0: 1.0, 2.0: 0.97, 3.0: 0.91, 4.0: 0.85, 5.0: 0.92}
    assert pd.goodput(curve, 0.9) == 3.0  # 5.0 does not count: 4.0 already missed
    assert pd.goodput({1.0: 0.5}, 0.9) == 0.0


class _FakeStreamingServer(BaseHTTPRequestHandler):
    """Streams `max_tokens` SSE chunks, one every 5 ms, like /v1/completions."""

    def do_POST(self):  # noqa: N802 (http.server API)
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        for _ in range(body["max_tokens"]):
            time.sleep(0.005)
            chunk = {"choices": [{"text": " x"}]}
            self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
            self.wfile.flush()
        self.wfile.write(b"data: [DONE]\n\n")

    def log_message(self, *args):
        pass


def test_replay_against_a_fake_server():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _FakeStreamingServer)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        trace = pd.make_trace(5, 50.0, 3, [16], [4, 6])
        base = f"http://127.0.0.1:{server.server_address[1]}"
        timings = pd.replay(trace, base, "fake-model")
    finally:
        server.shutdown()
    assert [t.error for t in timings] == [None] * 5
    for req, t in zip(trace, timings, strict=True):
        assert len(t.token_times_s) == req.output_tokens
        assert t.ttft > 0
    # the client sent each request no earlier than its arrival offset
    starts = [t.sent_s for t in timings]
    offsets = [s - starts[0] for s in starts]
    expected = [r.arrival_s - trace[0].arrival_s for r in trace]
    assert all(o >= e - 0.02 for o, e in zip(offsets, expected, strict=True))
