"""A toy model of vLLM-style paged KV-cache bookkeeping, in pure Python.

It keeps no tensors: only the metadata that the engine keeps on the CPU side.
A block pool with an LRU free queue, per-sequence block tables, hash-chained
prefix caching of full blocks, copy-on-write for forked sequences (the
paper's parallel sampling), and preemption by recomputation. Names follow
vLLM's V1 KV-cache manager loosely; this is an illustration, not vLLM code.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from dataclasses import dataclass, field

BLOCK_SIZE = 4  # tokens per block; small so that examples stay readable (vLLM's CUDA default is 16)


def block_hash(parent: str | None, tokens: tuple[int, ...], extra: tuple = ()) -> str:
    """Identify a full block by its parent's hash, its own tokens and extra keys
    (LoRA id, image hashes, cache salt in vLLM). Equal hash => equal whole prefix."""
    return hashlib.sha256(repr((parent, tokens, extra)).encode()).hexdigest()[:16]


@dataclass
class Block:
    block_id: int
    ref_cnt: int = 0
    block_hash: str | None = None  # set once the block is full and cached
    tokens: list[int] = field(default_factory=list)


class BlockPool:
    """Fixed pool of physical blocks. Free blocks sit in an LRU queue; a free block
    keeps its cached contents until it is popped for reuse (that is eviction)."""

    def __init__(self, num_blocks: int, block_size: int = BLOCK_SIZE):
        self.block_size = block_size
        self.blocks = [Block(i) for i in range(num_blocks)]
        self.free: OrderedDict[int, None] = OrderedDict((i, None) for i in range(num_blocks))
        self.cached: dict[str, int] = {}  # block hash -> block id

    def num_free(self) -> int:
        return len(self.free)

    def touch(self, block_id: int) -> None:
        """Take a reference to a cached block; remove it from the free queue."""
        self.blocks[block_id].ref_cnt += 1
        self.free.pop(block_id, None)

    def allocate(self) -> Block | None:
        if not self.free:
            return None
        block_id, _ = self.free.popitem(last=False)  # head = least recently used
        block = self.blocks[block_id]
        if block.block_hash is not None:  # evict its cached contents
            if self.cached.get(block.block_hash) == block_id:
                del self.cached[block.block_hash]
            block.block_hash = None
        block.tokens, block.ref_cnt = [], 1
        return block

    def release(self, block_id: int) -> None:
        block = self.blocks[block_id]
        block.ref_cnt -= 1
        if block.ref_cnt == 0:
            self.free[block_id] = None  # tail = most recently used; contents stay cached

    def cache_full_block(self, block: Block, parent_hash: str | None) -> str:
        block.block_hash = block_hash(parent_hash, tuple(block.tokens))
        self.cached.setdefault(block.block_hash, block.block_id)
        return block.block_hash


class Sequence:
    """One request's view: logical blocks (list index) -> physical block ids."""

    def __init__(self, pool: BlockPool):
        self.pool = pool
        self.tokens: list[int] = []
        self.block_table: list[int] = []
        self.hashes: list[str] = []  # hash of each full block, in order

    def prefill(self, prompt: list[int], prefix_caching: bool = True) -> int:
        """Admit a prompt; return how many of its tokens were served from the cache.
        As in vLLM, at least the last prompt token is always computed (its logits are
        needed), and only whole blocks can hit."""
        bs, hit = self.pool.block_size, 0
        max_hit = len(prompt) - 1
        parent = None
        while prefix_caching and hit + bs <= max_hit:
            h = block_hash(parent, tuple(prompt[hit:hit + bs]))
            if h not in self.pool.cached:
                break
            block_id = self.pool.cached[h]
            self.pool.touch(block_id)
            self.block_table.append(block_id)
            self.hashes.append(h)
            self.tokens.extend(prompt[hit:hit + bs])
            parent, hit = h, hit + bs
        for token in prompt[hit:]:
            if not self.append(token):
                raise MemoryError("no free KV block")
        return hit

    def append(self, token: int) -> bool:
        """Write one token's KV slot; False when no block is free (caller preempts)."""
        pool, bs = self.pool, self.pool.block_size
        if not self.block_table or len(pool.blocks[self.block_table[-1]].tokens) == bs:
            block = pool.allocate()
            if block is None:
                return False
            self.block_table.append(block.block_id)
        else:
            block = pool.blocks[self.block_table[-1]]
            if block.ref_cnt > 1:  # shared partial block: copy on write
                copy = pool.allocate()
                if copy is None:
                    return False
                copy.tokens = list(block.tokens)
                pool.release(block.block_id)
                self.block_table[-1] = copy.block_id
                block = copy
        block.tokens.append(token)
        self.tokens.append(token)
        if len(block.tokens) == bs:
            parent = self.hashes[-1] if self.hashes else None
            self.hashes.append(pool.cache_full_block(block, parent))
        return True

    def fork(self) -> Sequence:
        """Share every block with a child (parallel sampling in the paper)."""
        child = Sequence(self.pool)
        child.tokens, child.hashes = list(self.tokens), list(self.hashes)
        child.block_table = list(self.block_table)
        for block_id in self.block_table:
            self.pool.blocks[block_id].ref_cnt += 1
        return child

    def free(self) -> None:
        """Release blocks tail first, so a request's last blocks are evicted first."""
        for block_id in reversed(self.block_table):
            self.pool.release(block_id)
        self.block_table, self.hashes = [], []

    def preempt(self) -> list[int]:
        """Recompute-style preemption: drop the KV, keep the tokens to re-prefill."""
        tokens, self.tokens = self.tokens, []
        self.free()
        return tokens


def demo() -> dict[str, int]:
    """Two requests share a system prompt; one is preempted and readmitted."""
    pool = BlockPool(num_blocks=8)
    system = [101, 102, 103, 104, 105, 106, 107, 108]  # two full blocks
    a = Sequence(pool)
    hit_a = a.prefill(system + [1, 2, 3, 4, 5])  # three full blocks + one partial
    b = Sequence(pool)
    hit_b = b.prefill(system + [7, 8])  # reuses the two system-prompt blocks
    shared = len(set(a.block_table) & set(b.block_table))
    saved = a.preempt()  # a's own blocks go back to the free queue, still cached
    hit_readmit = a.prefill(saved)
    return {"hit_a": hit_a, "hit_b": hit_b, "shared_blocks": shared,
            "hit_after_preemption": hit_readmit, "free_blocks": pool.num_free()}


if __name__ == "__main__":
    print(demo())
