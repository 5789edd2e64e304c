"""Executes the trace-replay toolkit included in posts/prefill-decode-disaggregation.md.

The pure parts (KV arithmetic, trace, metrics) are checked against hand-computed values;
``replay()`` runs against a fake streaming server on loopback (no GPU, no model).
"""

import importlib.util
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

CODE = (
    Path(__file__).resolve().parents[1]
    / "source"
    / "_code"
    / "prefill_decode_disaggregation_replay.py"
)
_spec = importlib.util.spec_from_file_location("prefill_decode_disaggregation_replay", CODE)
pd = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = pd  # dataclasses look the module up while decorating
_spec.loader.exec_module(pd)


def test_kv_bytes_llama31_70b_matches_the_article():
    per_token = pd.kv_bytes_per_token(**pd.LLAMA31_70B)
    assert per_token == 2 * 80 * 8 * 128 * 2 == 327_680
    assert per_token * 8192 == 2_684_354_560
    assert per_token * 131_072 == 40 * 2**30  # 40 GiB for a 128k-token prompt


def test_transfer_times_match_the_article_claims():
    n = 2_684_354_560
    assert round(pd.transfer_seconds(n, 25), 2) == 0.86
    assert round(pd.transfer_seconds(n, 200) * 1e3) == 107
    assert round(pd.transfer_seconds(n, 400) * 1e3) == 54
    assert round(pd.link_gbit_per_s_needed(n, 10)) == 215


def test_trace_is_deterministic_and_seed_sensitive():
    args = dict(
        n_requests=50, rate_per_s=2.0, prompt_lengths=[128, 1024, 4096], output_lengths=[64, 256]
    )
    a = pd.make_trace(seed=7, **args)
    b = pd.make_trace(seed=7, **args)
    c = pd.make_trace(seed=8, **args)
    assert a == b
    assert a != c
    assert all(x.arrival_s < y.arrival_s for x, y in zip(a, a[1:]))


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
    for req, t in zip(trace, timings):
        assert len(t.token_times_s) == req.output_tokens
        assert t.ttft > 0
    # the client sent each request no earlier than its arrival offset
    starts = [t.sent_s for t in timings]
    offsets = [s - starts[0] for s in starts]
    expected = [r.arrival_s - trace[0].arrival_s for r in trace]
    assert all(o >= e - 0.02 for o, e in zip(offsets, expected))
