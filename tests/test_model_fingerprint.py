"""The model fingerprint: stable, sensitive to the graphs, and not re-hashed on restart."""

from engine import folder as model
from engine.folder import fingerprint


def test_it_is_stable_for_the_same_files(model_copy):
    assert fingerprint(model_copy) == fingerprint(model_copy)


def test_it_changes_when_a_graph_changes(model_copy):
    before = fingerprint(model_copy)
    with open(model_copy / "onnx/vocoder.onnx", "ab") as f:
        f.write(b"\0")
    assert fingerprint(model_copy) != before


def test_it_ignores_voices_which_are_hashed_per_clip(model_copy):
    before = fingerprint(model_copy)
    (model_copy / "voice_styles/M1.json").write_text("{}")
    assert fingerprint(model_copy) == before


def test_a_cached_fingerprint_is_reused_without_hashing(model_copy, tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    first = fingerprint(model_copy, cache)

    def no_hashing(*args):
        raise AssertionError("re-hashed the model although nothing changed")

    monkeypatch.setattr(model, "_hash_files", no_hashing)
    assert fingerprint(model_copy, cache) == first


def test_the_cache_notices_a_changed_file(model_copy, tmp_path):
    cache = tmp_path / "cache"
    first = fingerprint(model_copy, cache)
    (model_copy / "onnx/tts.json").write_text((model_copy / "onnx/tts.json").read_text() + " ")
    assert fingerprint(model_copy, cache) != first
