"""Every bad request is refused with a specific error before any inference runs."""

import json

import pytest

from engine.errors import (
    EmptyText,
    InvalidParameter,
    InvalidVoice,
    UnsupportedCharacters,
    UnsupportedLanguage,
)


@pytest.fixture
def no_inference(engine, monkeypatch):
    def fail(*args, **kwargs):
        raise AssertionError("inference ran for a request that should have been refused")

    monkeypatch.setattr(engine, "synthesize_chunk", fail)
    return engine


@pytest.mark.parametrize("text", ["", "   ", "\n\n", "🎉🎉"])
def test_it_refuses_empty_text(no_inference, text):
    with pytest.raises(EmptyText, match="empty"):
        no_inference.synthesize(text)


def test_it_refuses_an_unknown_language(no_inference):
    with pytest.raises(UnsupportedLanguage, match="'klingon'.*en, ko"):
        no_inference.synthesize("Hello", lang="klingon")


def test_it_lists_unsupported_characters_as_typed(no_inference):
    with pytest.raises(UnsupportedCharacters) as info:
        no_inference.synthesize("The sum ∑ of ∞ is ∑ and ┼ too", lang="en")
    assert info.value.characters == sorted({"∑", "∞", "┼"})
    assert "U+2211" in str(info.value) and "3 character(s)" in str(info.value)
    assert info.value.code == "unsupported_characters"


def test_it_refuses_characters_beyond_the_indexer(no_inference):
    with pytest.raises(UnsupportedCharacters) as info:
        no_inference.synthesize("ancient 𓀀 glyph")
    assert info.value.characters == ["𓀀"]


@pytest.mark.parametrize(
    "params,field",
    [
        ({"speed": 0.69}, "speed"),
        ({"speed": 2.01}, "speed"),
        ({"speed": float("nan")}, "speed"),
        ({"speed": "fast"}, "speed"),
        ({"steps": 0}, "steps"),
        ({"steps": 101}, "steps"),
        ({"steps": 2.5}, "steps"),
        ({"seed": -1}, "seed"),
        ({"seed": 2**32}, "seed"),
        ({"silence": -0.1}, "silence"),
        ({"silence": float("inf")}, "silence"),
    ],
)
def test_it_refuses_parameters_out_of_range(no_inference, params, field):
    with pytest.raises(InvalidParameter) as info:
        no_inference.synthesize("Hello", **params)
    assert info.value.field == field


def test_it_refuses_an_unknown_voice(no_inference):
    with pytest.raises(InvalidVoice, match="unknown voice 'Z9'.*M1"):
        no_inference.synthesize("Hello", voice="Z9")


def _style(ttl_shape=(1, 50, 256), dp_shape=(1, 8, 16), fill=0.1):
    def nested(shape):
        if len(shape) == 1:
            return [fill] * shape[0]
        return [nested(shape[1:]) for _ in range(shape[0])]

    return {
        "style_ttl": {"dims": list(ttl_shape), "data": nested(ttl_shape), "type": "float32"},
        "style_dp": {"dims": list(dp_shape), "data": nested(dp_shape), "type": "float32"},
    }


def test_it_accepts_a_style_file_of_the_right_shape(engine, tmp_path):
    path = tmp_path / "custom.json"
    path.write_text(json.dumps(_style()))
    assert engine.synthesize("Hi", voice=str(path), steps=1, seed=1).duration > 0


@pytest.mark.parametrize(
    "content,message",
    [
        (json.dumps(_style(ttl_shape=(1, 50, 255))), "dims must be"),
        (json.dumps(_style(dp_shape=(2, 8, 16))), "dims must be"),
        ('{"style_ttl": {"dims": [1, 50, 256], "data": [1, 2]}}', "shape"),
        (json.dumps({"style_dp": _style()["style_dp"]}), "missing 'style_ttl'"),
        (json.dumps(_style()).replace("0.1", "NaN", 1), "non-finite"),
        (json.dumps(_style()).replace("0.1", "1e999", 1), "non-finite"),
        (json.dumps(_style()).replace("0.1", '"x"', 1), "nested list of numbers"),
        ("{not json", "not a readable JSON"),
        ("[1, 2, 3]", "JSON object"),
    ],
)
def test_it_refuses_a_malformed_style_file(no_inference, tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(InvalidVoice, match=message) as info:
        no_inference.synthesize("Hello", voice=str(path))
    assert str(path) in str(info.value)


def test_it_refuses_a_missing_style_file(no_inference, tmp_path):
    with pytest.raises(InvalidVoice, match="not found"):
        no_inference.synthesize("Hello", voice=str(tmp_path / "nope.json"))
