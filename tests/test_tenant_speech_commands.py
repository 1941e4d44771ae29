"""`normalize` and `synthesize` speak for a tenant: its lexicon, rules and presets."""

import numpy as np
import pytest
import soundfile
from django.core.management import call_command
from django.core.management.base import CommandError

from lexicon.models import VoicePreset
from tests.test_voice_presets import style


@pytest.fixture
def acme(make_tenant, make_entry):
    tenant = make_tenant("acme")
    make_entry(tenant, "SaaS", "사스", language="ko")
    make_entry(tenant, "SaaS", "sass", language="en")
    return tenant


def test_normalize_applies_the_tenants_lexicon(acme, capsys):
    call_command("normalize", "--tenant", "acme", "--lang", "ko", "우리 SaaS를 소개합니다")
    assert capsys.readouterr().out.strip() == "우리 사스를 소개합니다"


def test_normalize_explains_each_change(acme, capsys):
    call_command("normalize", "--tenant", "acme", "--lang", "en", "--explain", "Our SaaS costs $5.")
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "Our sass costs five dollars."
    assert "lexicon" in out and "SaaS" in out and "$5" in out


def test_normalize_without_a_tenant_applies_only_the_built_in_rules(acme, capsys):
    call_command("normalize", "--lang", "ko", "SaaS 3개")
    assert capsys.readouterr().out.strip() == "SaaS 세 개"


def test_normalize_takes_the_language_from_the_preset(acme, capsys):
    VoicePreset.objects.create(tenant=acme, name="korean", voice="F1", language="ko")
    call_command("normalize", "--tenant", "acme", "--preset", "korean", "SaaS가 좋아요")
    assert capsys.readouterr().out.strip() == "사스가 좋아요"


def test_a_tenants_rule_switch_keeps_the_digits(acme, capsys):
    acme.disabled_rules = ["ko.counter"]
    acme.save()
    call_command("normalize", "--tenant", "acme", "--lang", "ko", "사과 3개")
    assert "3" in capsys.readouterr().out


@pytest.mark.parametrize(
    "args,message",
    [
        (["--tenant", "nobody", "hi"], "no tenant 'nobody'"),
        (["--preset", "calm", "hi"], "--preset needs --tenant"),
        (["--tenant", "acme", "--preset", "calm", "hi"], "has no preset 'calm'"),
        (["--lang", "xx", "hi"], "unknown language 'xx'"),
    ],
)
def test_normalize_refuses_bad_input(acme, args, message):
    with pytest.raises(CommandError, match=message) as info:
        call_command("normalize", *args)
    assert info.value.returncode == 2


def read(path):
    return soundfile.read(path, dtype="float32")[0]


def test_synthesize_speaks_the_normalized_text(acme, engine, model_dir, tmp_path):
    out = tmp_path / "a.wav"
    call_command(
        "synthesize",
        "--tenant",
        "acme",
        "--lang",
        "en",
        "--text",
        "Our SaaS.",
        "--seed",
        "4",
        "--out",
        str(out),
        "--model-dir",
        str(model_dir),
    )
    expected = engine.synthesize("Our sass.", seed=4).samples
    assert np.abs(read(out) - expected).max() <= 1 / 32767


def test_synthesize_raw_skips_the_normalizer(acme, engine, model_dir, tmp_path):
    out = tmp_path / "a.wav"
    call_command(
        "synthesize",
        "--tenant",
        "acme",
        "--raw",
        "--text",
        "Our SaaS costs $5.",
        "--seed",
        "4",
        "--out",
        str(out),
        "--model-dir",
        str(model_dir),
    )
    expected = engine.synthesize("Our SaaS costs $5.", seed=4).samples
    assert np.abs(read(out) - expected).max() <= 1 / 32767


def test_synthesize_uses_the_preset_unless_overridden(acme, engine, model_dir, tmp_path):
    VoicePreset.objects.create(
        tenant=acme,
        name="brisk",
        voice="F2",
        language="en",
        speed=1.3,
        steps=3,
        seed=9,
        silence=0.1,
    )
    out = tmp_path / "a.wav"
    call_command(
        "synthesize",
        "--tenant",
        "acme",
        "--preset",
        "brisk",
        "--text",
        "Hello.",
        "--out",
        str(out),
        "--model-dir",
        str(model_dir),
    )
    expected = engine.synthesize("Hello.", voice="F2", speed=1.3, steps=3, seed=9).samples
    assert np.abs(read(out) - expected).max() <= 1 / 32767
    call_command(
        "synthesize",
        "--tenant",
        "acme",
        "--preset",
        "brisk",
        "--text",
        "Hello.",
        "--voice",
        "M1",
        "--out",
        str(out),
        "--model-dir",
        str(model_dir),
    )
    expected = engine.synthesize("Hello.", voice="M1", speed=1.3, steps=3, seed=9).samples
    assert np.abs(read(out) - expected).max() <= 1 / 32767


def test_synthesize_speaks_with_an_uploaded_style(acme, engine, model_dir, tmp_path):
    preset = VoicePreset(tenant=acme, name="brand", language="en", seed=2)
    preset.set_style(style(fill=0.05), "brand.json")
    preset.save()
    out = tmp_path / "a.wav"
    call_command(
        "synthesize",
        "--tenant",
        "acme",
        "--text",
        "Brand voice.",
        "--out",
        str(out),
        "--model-dir",
        str(model_dir),
    )
    from engine.styles import parse_style

    expected = engine.synthesize(
        "Brand voice.", voice=parse_style(style(fill=0.05), "x"), seed=2
    ).samples
    assert np.abs(read(out) - expected).max() <= 1 / 32767


LONG = (
    "Thank you for calling the Harbour Street clinic, where every appointment is "
    "confirmed by text message the day before. Our doors open at eight. Please have your "
    "card ready; it speeds things up at the desk for everyone waiting behind you."
)


def test_synthesize_raw_keeps_the_reference_packages_chunking(db, model_dir, tmp_path):
    from tests.conftest import reference_synthesize

    out = tmp_path / "raw.wav"
    args = ("--text", LONG, "--seed", "4", "--steps", "3", "--voice", "F1", "--lang", "en")
    call_command("synthesize", *args, "--raw", "--out", str(out), "--model-dir", str(model_dir))
    expected = reference_synthesize(
        model_dir, LONG, lang="en", voice="F1", speed=1.05, steps=3, seed=4
    )
    assert np.abs(read(out) - expected).max() <= 1 / 32767


def test_synthesize_chunks_as_a_request_would(db, engine, model_dir, tmp_path):
    from synth.speech import service_chunking

    out = tmp_path / "service.wav"
    args = ("--text", LONG, "--steps", "3", "--voice", "F1", "--lang", "en")
    call_command("synthesize", *args, "--out", str(out), "--model-dir", str(model_dir))
    expected = engine.synthesize(LONG, chunking=service_chunking(), steps=3, voice="F1")
    assert len(expected.chunks) == 4  # the opening clause, its rest, two more sentences
    assert np.abs(read(out) - expected.samples).max() <= 1 / 32767


def test_synthesize_finishes_the_audio_as_a_request_would(
    acme, job_settings, model_dir, tmp_path, capsys
):
    from tests.test_api_support import stored_samples, synthesize

    acme.trim_silence_ms = 100
    acme.save()
    VoicePreset.objects.create(
        tenant=acme, name="even", voice="F2", language="en", steps=2, loudness_lufs=-20
    )
    out = tmp_path / "a.wav"
    args = ("--tenant", "acme", "--preset", "even", "--text", "Hello there. Our SaaS.")
    call_command("synthesize", *args, "--out", str(out), "--model-dir", str(model_dir))
    clip = synthesize(acme, "Hello there. Our SaaS.", preset=acme.presets.get())
    assert np.array_equal(soundfile.read(out, dtype="int16")[0], stored_samples(clip))
    summary = capsys.readouterr().err.strip().splitlines()
    assert len(summary) == 1
    assert "-20 LUFS" in summary[0] and "100 ms" in summary[0]


def test_synthesize_raw_leaves_the_audio_unfinished(acme, engine, model_dir, tmp_path, capsys):
    acme.loudness_lufs, acme.trim_silence_ms = -16.0, 100
    acme.save()
    out = tmp_path / "a.wav"
    args = ("--tenant", "acme", "--raw", "--text", "Our SaaS.", "--seed", "4")
    call_command("synthesize", *args, "--out", str(out), "--model-dir", str(model_dir))
    expected = engine.synthesize("Our SaaS.", seed=4).samples
    assert np.abs(read(out) - expected).max() <= 1 / 32767
    assert "LUFS" not in capsys.readouterr().err
