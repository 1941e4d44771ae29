"""ONNX Runtime session options: the article's tuned set, every knob overridable."""

import math
import os
from dataclasses import dataclass, field
from pathlib import Path

import onnxruntime as ort


def available_cores() -> int:
    """Physical cores this process may use: CPU affinity, SMT siblings folded, cgroup quota.

    The article sets intra-op threads to physical cores; counting hyper-threads or the
    host's cores inside a quota-limited container oversubscribes the CPU.
    """
    cpus = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
    physical = set()
    for cpu in cpus:
        topology = Path(f"/sys/devices/system/cpu/cpu{cpu}/topology")
        try:
            package = (topology / "physical_package_id").read_text().strip()
            core = (topology / "core_id").read_text().strip()
            physical.add((package, core))
        except OSError:
            physical.add(("cpu", str(cpu)))
    cores = len(physical) or os.cpu_count() or 1
    quota = _cgroup_cpu_quota()
    if quota is not None:
        cores = min(cores, max(1, math.ceil(quota)))
    return max(1, cores)


def _cgroup_cpu_quota() -> float | None:
    """CPUs allowed by the cgroup (v2 ``cpu.max`` or v1 CFS quota), or None if unlimited."""
    try:
        quota, period = Path("/sys/fs/cgroup/cpu.max").read_text().split()[:2]
        return None if quota == "max" else int(quota) / int(period)
    except (OSError, ValueError):
        pass
    try:
        quota = int(Path("/sys/fs/cgroup/cpu/cpu.cfs_quota_us").read_text())
        period = int(Path("/sys/fs/cgroup/cpu/cpu.cfs_period_us").read_text())
        return None if quota <= 0 else quota / period
    except (OSError, ValueError):
        return None


@dataclass(frozen=True)
class SessionConfig:
    """How each of the four graphs' sessions is built. Defaults are the article's tuning.

    ``intra_op_threads=None`` means "physical cores available to this process".
    ``None`` for the other fields leaves ONNX Runtime's own default in place, which is
    what :meth:`ort_defaults` uses to measure the untuned baseline.

    ``shared_weights_dir`` set: the graphs are converted once into that cache folder (ONNX
    external data, see :mod:`engine.shared_weights`) and loaded from there, so ONNX
    Runtime memory-maps the weights and every process on the host shares one copy. With
    ``shared_prepacked`` (the default) the copy is ONNX Runtime's own optimized graphs with
    the weights already in the kernels' packed layout, for this runtime and CPU; without
    it, the graphs as they are, loaded with prepacking off (portable, but slower). ``None``
    loads the installed graphs: a private copy per process.
    """

    intra_op_threads: int | None = None
    inter_op_threads: int | None = 1
    sequential: bool | None = True
    optimization: str | None = "all"  # disable | basic | extended | all
    mem_arena: bool | None = True
    config_entries: dict[str, str] = field(
        default_factory=lambda: {
            "session.dynamic_block_base": "4",
            "session.intra_op.allow_spinning": "0",
        }
    )
    tuned: bool = True
    # Give the arena's unused chunks back after each run (and the engine trims the heap
    # after each chunk), so an idle worker does not keep its peak (docs/BENCHMARKS.md,
    # "Arena shrinkage"). Off here, as for ONNX Runtime; the service turns it on.
    arena_shrinkage: bool = False
    shared_weights_dir: str | Path | None = None
    shared_prepacked: bool = True
    # Set: the graphs are rewritten once into this cache folder (engine.rewritten)
    # and loaded from there; None: the installed graphs as they are.
    rewrites_dir: str | Path | None = None

    @classmethod
    def ort_defaults(cls) -> "SessionConfig":
        """ONNX Runtime's defaults, as the reference package uses them (for benchmarks)."""
        return cls(None, None, None, None, None, {}, tuned=False)

    def threads(self) -> int | None:
        if self.intra_op_threads is not None:
            return self.intra_op_threads
        return available_cores() if self.tuned else None

    def options(self) -> ort.SessionOptions:
        opts = ort.SessionOptions()
        threads = self.threads()
        if threads is not None:
            opts.intra_op_num_threads = threads
        if self.inter_op_threads is not None:
            opts.inter_op_num_threads = self.inter_op_threads
        if self.sequential is not None:
            opts.execution_mode = (
                ort.ExecutionMode.ORT_SEQUENTIAL
                if self.sequential
                else ort.ExecutionMode.ORT_PARALLEL
            )
        if self.optimization is not None:
            opts.graph_optimization_level = _OPTIMIZATION[self.optimization]
        if self.mem_arena is not None:
            opts.enable_cpu_mem_arena = self.mem_arena
        if self.shared_weights_dir is not None and not self.shared_prepacked:
            # Prepacking would copy each weight matrix of the portable copy into private
            # memory, defeating the memory-mapped file; the price is some speed
            # (docs/BENCHMARKS.md, "Memory"). The prepacked copy maps the packed matrices.
            opts.add_session_config_entry("session.disable_prepacking", "1")
        for key, value in self.config_entries.items():
            opts.add_session_config_entry(key, value)
        return opts

    def run_options(self) -> ort.RunOptions | None:
        """Options for every ``session.run``: None unless the arena shrinks after each."""
        if not (self.arena_shrinkage and self.mem_arena is not False):
            return None
        options = ort.RunOptions()
        options.add_run_config_entry("memory.enable_memory_arena_shrinkage", "cpu:0")
        return options

    def describe(self) -> str:
        if not self.tuned:
            return "onnxruntime defaults"
        entries = ", ".join(f"{k}={v}" for k, v in sorted(self.config_entries.items()))
        return (
            f"intra_op={self.threads()} inter_op={self.inter_op_threads} "
            f"sequential={self.sequential} optimization={self.optimization} "
            f"mem_arena={self.mem_arena} arena_shrinkage={self.arena_shrinkage} "
            f"shared_weights={self._shared_layout()} "
            f"rewrites={self.rewrites_dir is not None} "
            f"{entries}"
        )

    def _shared_layout(self) -> str:
        if self.shared_weights_dir is None:
            return "off"
        return "prepacked" if self.shared_prepacked else "portable"


_OPTIMIZATION = {
    "disable": ort.GraphOptimizationLevel.ORT_DISABLE_ALL,
    "basic": ort.GraphOptimizationLevel.ORT_ENABLE_BASIC,
    "extended": ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED,
    "all": ort.GraphOptimizationLevel.ORT_ENABLE_ALL,
}
OPTIMIZATION_LEVELS = tuple(_OPTIMIZATION)
