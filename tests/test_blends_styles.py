"""A blend's text is read into normalized weights, or refused with invalid_blend; its style
is the weighted sum of its parts' tensors, so its digest covers the mix."""

import numpy as np
import pytest

from engine.errors import InvalidVoice
from engine.styles import InvalidBlend, Style, blend, is_blend, parse_blend


def style(value: float) -> Style:
    rng = np.random.default_rng(int(value * 100))
    return Style(
        rng.standard_normal((1, 50, 256)).astype(np.float32),
        rng.standard_normal((1, 8, 16)).astype(np.float32),
    )


@pytest.mark.parametrize(
    "text,parts",
    [
        ("F1:0.7+M3:0.3", [("F1", 0.7), ("M3", 0.3)]),
        ("F1+M3", [("F1", 0.5), ("M3", 0.5)]),
        ("af_bella(2)+af_sky(1)", [("af_bella", 2 / 3), ("af_sky", 1 / 3)]),
        (" F1 : 7 + M3(3) ", [("F1", 0.7), ("M3", 0.3)]),
        ("F1:1+M1:1+F2:2", [("F1", 0.25), ("M1", 0.25), ("F2", 0.5)]),
        ("F1:3", [("F1", 1.0)]),
    ],
)
def test_a_blend_is_read_into_weights_that_sum_to_one(text, parts):
    assert is_blend(text)
    found = parse_blend(text)
    assert [n for n, _ in found] == [n for n, _ in parts]
    assert [w for _, w in found] == pytest.approx([w for _, w in parts])
    assert sum(w for _, w in found) == pytest.approx(1.0)


def test_a_plain_name_is_not_a_blend():
    assert not is_blend("F1") and not is_blend("narrator-2")


@pytest.mark.parametrize(
    "text,says",
    [
        ("F1:-0.5+M3:1", "positive"),
        ("F1:0+M3:1", "positive"),
        ("F1:nan+M3:1", "positive"),
        ("F1:inf+M3:1", "positive"),
        ("F1:1e400+M3:1", "positive"),
        ("F1:1_0+M3:1", "positive"),
        ("F1:abc+M3", "positive"),
        ("F1+M1+M2+M3+M4", "at most 4"),
        ("F1++M3", "cannot read"),
        ("F1:+M3", "cannot read"),
        ("F1(2+M3", "cannot read"),
        ("F1 M3", "cannot read"),
        ("F1:0.5:0.5+M3", "cannot read"),
        ("F1+F1", "twice"),
        ("F1:1e308+M3:1e308", "too large"),
    ],
)
def test_a_bad_blend_is_refused_with_a_stable_code(text, says):
    with pytest.raises(InvalidBlend, match=says) as caught:
        parse_blend(text)
    assert caught.value.code == "invalid_blend" and caught.value.field == "voice"
    assert isinstance(caught.value, InvalidVoice)  # what the API answers 400 for


def test_a_blends_tensors_are_the_weighted_sum_of_its_parts():
    a, b = style(1), style(2)
    mixed = blend([a, b], [0.7, 0.3])
    assert mixed.ttl.dtype == mixed.dp.dtype == np.float32
    assert mixed.ttl.shape == (1, 50, 256) and mixed.dp.shape == (1, 8, 16)
    np.testing.assert_allclose(mixed.ttl, 0.7 * a.ttl + 0.3 * b.ttl, rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(mixed.dp, 0.7 * a.dp + 0.3 * b.dp, rtol=1e-6, atol=1e-6)


def test_the_digest_covers_the_mix():
    a, b = style(1), style(2)
    digests = {
        blend([a, b], [0.7, 0.3]).digest,
        blend([a, b], [0.3, 0.7]).digest,
        blend([a, b], [0.5, 0.5]).digest,
        a.digest,
        b.digest,
    }
    assert len(digests) == 5
    assert blend([a, b], [0.7, 0.3]).digest == blend([a, b], [0.7, 0.3]).digest
    assert blend([a], [1.0]).digest == a.digest
