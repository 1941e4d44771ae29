"""The article's tuned ONNX Runtime session, with every knob overridable from settings."""

import pytest

from engine import session
from engine.session import SessionConfig
from synth import conf


def test_the_defaults_are_the_articles_tuning(monkeypatch):
    monkeypatch.setattr(session, "available_cores", lambda: 3)
    opts = SessionConfig().options()
    assert opts.intra_op_num_threads == 3
    assert opts.inter_op_num_threads == 1
    assert opts.execution_mode == session.ort.ExecutionMode.ORT_SEQUENTIAL
    assert opts.graph_optimization_level == session.ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    assert opts.enable_cpu_mem_arena is True
    assert opts.get_session_config_entry("session.dynamic_block_base") == "4"
    assert opts.get_session_config_entry("session.intra_op.allow_spinning") == "0"


def test_ort_defaults_leave_onnxruntime_to_decide():
    opts = SessionConfig.ort_defaults().options()
    assert opts.intra_op_num_threads == 0  # 0 = onnxruntime picks
    with pytest.raises(RuntimeError, match="does not have configuration"):
        opts.get_session_config_entry("session.dynamic_block_base")


def test_settings_override_every_knob(settings):
    settings.SYNTH_THREADS = 5
    settings.SYNTH_INTER_OP_THREADS = 2
    settings.SYNTH_SEQUENTIAL = False
    settings.SYNTH_GRAPH_OPTIMIZATION = "basic"
    settings.SYNTH_MEM_ARENA = False
    settings.SYNTH_DYNAMIC_BLOCK_BASE = "8"
    settings.SYNTH_ALLOW_SPINNING = True
    opts = conf.session_config().options()
    assert opts.intra_op_num_threads == 5
    assert opts.inter_op_num_threads == 2
    assert opts.execution_mode == session.ort.ExecutionMode.ORT_PARALLEL
    assert opts.graph_optimization_level == session.ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
    assert opts.enable_cpu_mem_arena is False
    assert opts.get_session_config_entry("session.dynamic_block_base") == "8"
    assert opts.get_session_config_entry("session.intra_op.allow_spinning") == "1"


def test_synth_threads_comes_from_the_environment(monkeypatch):
    import importlib

    from ttsproject import settings as project_settings

    monkeypatch.setenv("SYNTH_THREADS", "7")
    try:
        assert importlib.reload(project_settings).SYNTH_THREADS == 7
    finally:
        monkeypatch.delenv("SYNTH_THREADS")
        importlib.reload(project_settings)


def test_threads_respect_the_cgroup_cpu_quota(monkeypatch):
    monkeypatch.setattr(session, "_cgroup_cpu_quota", lambda: 1.5)
    assert session.available_cores() <= 2
    monkeypatch.setattr(session, "_cgroup_cpu_quota", lambda: 0.5)
    assert session.available_cores() == 1


def test_threads_count_physical_cores_not_hyperthreads(monkeypatch, tmp_path):
    # Two logical CPUs that are SMT siblings of one physical core.
    for cpu in (0, 1):
        topology = tmp_path / f"cpu{cpu}" / "topology"
        topology.mkdir(parents=True)
        (topology / "physical_package_id").write_text("0\n")
        (topology / "core_id").write_text("0\n")
    real_path = session.Path
    monkeypatch.setattr(
        session,
        "Path",
        lambda p: real_path(str(p).replace("/sys/devices/system/cpu", str(tmp_path))),
    )
    monkeypatch.setattr(session.os, "sched_getaffinity", lambda pid: {0, 1})
    monkeypatch.setattr(session, "_cgroup_cpu_quota", lambda: None)
    assert session.available_cores() == 1


@pytest.mark.parametrize("level", ["disable", "basic", "extended", "all"])
def test_every_optimization_level_builds_working_sessions(model_dir, level):
    from engine.engine import Engine

    engine = Engine(model_dir, session=SessionConfig(intra_op_threads=1, optimization=level))
    assert engine.synthesize("Hi.", steps=1, seed=1).duration > 0
