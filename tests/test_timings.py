"""Timings: a piece's start and end are exact; characters and words inside it share its
span by weight, in order, without gaps or overlaps; pieces are joined over their pause."""

import pytest

from synth.timings import characters, clip_timings, words


def test_characters_share_the_piece_in_order_without_gaps():
    chars = characters("Hi, you.", 1.0, 2.0)
    assert "".join(c.text for c in chars) == "Hi, you."
    assert chars[0].start == 1.0 and chars[-1].end == 2.0
    assert all(
        a.end == pytest.approx(b.start, abs=1e-4) for a, b in zip(chars, chars[1:], strict=False)
    )
    # a letter takes twice a mark's or a space's time
    span = {c.text: c.end - c.start for c in chars}
    assert span["H"] == pytest.approx(2 * span[","], abs=1e-3)
    assert span["H"] == pytest.approx(2 * span[" "], abs=1e-3)


def test_words_run_from_their_first_to_their_last_character():
    chars = characters("good  day", 0.0, 1.0)
    found = words(chars)
    assert [w.text for w in found] == ["good", "day"]
    assert found[0].start == 0.0 and found[1].end == 1.0
    assert found[0].end == chars[3].end and found[1].start == chars[6].start


def test_a_clips_pieces_are_exact_and_joined_over_their_pause():
    chunks = [
        {"text": "Hello there,", "start": 0.0, "end": 0.9},
        {"text": "my friend.", "start": 1.0, "end": 1.8},
    ]
    t = clip_timings(chunks)
    assert [(p["start"], p["end"], p["timing"]) for p in t["pieces"]] == [
        (0.0, 0.9, "exact"),
        (1.0, 1.8, "exact"),
    ]
    text = "".join(c["char"] for c in t["characters"])
    assert text == "Hello there, my friend."
    joint = t["characters"][len("Hello there,")]
    assert (joint["char"], joint["start"], joint["end"]) == (" ", 0.9, 1.0)
    assert [w["word"] for w in t["words"]] == ["Hello", "there,", "my", "friend."]
    assert t["words"][2]["start"] == 1.0 and t["words"][-1]["end"] == 1.8
    assert t["timing"] == {"pieces": "exact", "characters": "estimated", "words": "estimated"}


def test_an_empty_clip_has_no_timings():
    assert clip_timings([])["characters"] == []
