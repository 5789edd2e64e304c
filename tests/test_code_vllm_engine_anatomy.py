"""Executes the block-table / prefix-cache model included in posts/vllm-engine-anatomy.md."""

import importlib.util
import sys
from pathlib import Path

import pytest

CODE = Path(__file__).resolve().parents[1] / "source" / "_code" / "vllm_engine_anatomy_blocks.py"
_spec = importlib.util.spec_from_file_location("vllm_engine_anatomy_blocks", CODE)
blocks = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = blocks  # dataclasses look the module up while decorating
_spec.loader.exec_module(blocks)


def test_demo_shares_system_prompt_and_recovers_after_preemption():
    result = blocks.demo()
    assert result["hit_a"] == 0  # cold cache
    assert result["hit_b"] == 8  # the two full system-prompt blocks
    assert result["shared_blocks"] == 2
    # a's third full block was freed by preemption but not evicted: it hits again
    assert result["hit_after_preemption"] == 12
    assert result["free_blocks"] == 8 - 5


def test_hash_depends_on_the_whole_prefix():
    h1 = blocks.block_hash(None, (1, 2, 3, 4))
    h2 = blocks.block_hash(blocks.block_hash(None, (9, 9, 9, 9)), (1, 2, 3, 4))
    assert h1 != h2  # same tokens, different prefix: different block


def test_only_full_blocks_hit_and_last_token_is_always_computed():
    pool = blocks.BlockPool(num_blocks=8)
    blocks.Sequence(pool).prefill([1, 2, 3, 4, 5, 6])
    assert blocks.Sequence(pool).prefill([1, 2, 3, 4, 5, 6]) == 4  # partial block never cached
    pool = blocks.BlockPool(num_blocks=8)
    blocks.Sequence(pool).prefill([1, 2, 3, 4, 5, 6, 7, 8])
    # the whole prompt is cached, but the last token must be recomputed for its logits,
    # and hits are whole blocks: only the first block hits
    assert blocks.Sequence(pool).prefill([1, 2, 3, 4, 5, 6, 7, 8]) == 4


def test_prefix_caching_off_never_hits():
    pool = blocks.BlockPool(num_blocks=8)
    blocks.Sequence(pool).prefill(list(range(9)))
    assert blocks.Sequence(pool).prefill(list(range(9)), prefix_caching=False) == 0


def test_fork_shares_blocks_and_copies_on_write():
    pool = blocks.BlockPool(num_blocks=8)
    parent = blocks.Sequence(pool)
    parent.prefill([1, 2, 3, 4, 5, 6])  # one full block, one partial block
    child = parent.fork()
    assert child.block_table == parent.block_table
    assert all(pool.blocks[b].ref_cnt == 2 for b in parent.block_table)
    assert child.append(42)
    assert child.block_table[0] == parent.block_table[0]  # full block still shared
    assert child.block_table[1] != parent.block_table[1]  # partial block copied
    assert pool.blocks[parent.block_table[1]].tokens == [5, 6]
    assert pool.blocks[child.block_table[1]].tokens == [5, 6, 42]
    assert pool.blocks[parent.block_table[1]].ref_cnt == 1


def test_lru_eviction_drops_cache_entries():
    pool = blocks.BlockPool(num_blocks=3)
    first = blocks.Sequence(pool)
    first.prefill([1, 2, 3, 4, 5, 6, 7, 8, 9])  # 3 blocks, 2 of them full and cached
    first.free()
    assert pool.num_free() == 3 and len(pool.cached) == 2
    # freed tail first: the partial block, then block 1, then block 0 (evicted last)
    assert list(pool.free) == [2, 1, 0]
    other = blocks.Sequence(pool)
    other.prefill([50, 51, 52, 53, 54])  # needs 2 blocks: evicts the partial block and block 1
    assert len(pool.cached) == 2  # block 0 survives, other's first block is cached


def test_append_reports_exhaustion():
    pool = blocks.BlockPool(num_blocks=1)
    seq = blocks.Sequence(pool)
    for t in range(4):
        assert seq.append(t)
    assert not seq.append(99)  # the scheduler would now preempt someone
    with pytest.raises(MemoryError):
        blocks.Sequence(pool).prefill([1, 2])
