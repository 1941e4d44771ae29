"""A segment sent in slices keeps ElevenLabs' alignment whole
(api.elevenlabs.socket_segments): every character in exactly one message, in order, each
timed from its message's start, and each message's last character ending where its audio
ends, so a client that adds up message lengths from the alignment (Pipecat does) keeps time
across a segment's messages."""

import base64
import io
import json

import numpy as np
import pytest
import soundfile

RATE = 44100
TEXT = " Hello there, this is one segment said in slices."


def messages(fmt: str, lead: int, seconds: float) -> tuple[list[dict], bytes]:
    from api.elevenlabs import socket_segments as segments
    from api.elevenlabs import vocabulary

    encoder = vocabulary.output_format(fmt).encoder(RATE)
    ints = (np.random.default_rng(2).standard_normal(int(seconds * RATE)) * 2000).astype(np.int16)
    part = segments.Part(lead, ints, TEXT, TEXT.upper())
    sent = [
        json.loads(segments.slice_message(part, span, encoder, RATE, {"contextId": "a"}))
        for span in segments.part_slices(part, encoder, RATE)
    ]
    return sent, encoder.finish()


@pytest.mark.parametrize("fmt", ["mp3_44100_128", "opus_48000_64", "pcm_44100"])
def test_every_character_once_and_each_message_ends_with_its_last(fmt):
    lead, seconds = RATE // 4, 2.3
    sent, _ = messages(fmt, lead, seconds)
    if fmt.startswith("pcm"):
        assert len(sent) == 1  # raw samples cost nothing to encode: one message
    else:
        assert len(sent) == int(seconds / 0.2) + 1  # 0.2 s slices
    for key, text in (("alignment", TEXT), ("normalizedAlignment", TEXT.upper())):
        assert "".join(c for m in sent for c in m[key]["chars"]) == text
        total = 0.0
        for i, m in enumerate(sent):
            starts, lengths = m[key]["charStartTimesMs"], m[key]["charDurationsMs"]
            assert starts == sorted(starts) and len(starts) == len(m[key]["chars"])
            speech = min(0.2, seconds - 0.2 * i) if len(sent) > 1 else seconds
            own = speech + (lead / RATE if i == 0 else 0)
            assert abs(starts[-1] + lengths[-1] - own * 1000) <= 1, (i, starts, lengths)
            total += (starts[-1] + lengths[-1]) / 1000
        assert abs(total - (lead / RATE + seconds)) < 0.005  # a client's running time
    assert all(m["contextId"] == "a" for m in sent)
    assert sent[0]["alignment"]["charStartTimesMs"][0] == 250  # after the lead


def test_the_slices_are_one_stream():
    sent, tail = messages("mp3_44100_128", RATE // 4, 2.3)
    data = b"".join(base64.b64decode(m["audio"]) for m in sent) + tail
    decoded, rate = soundfile.read(io.BytesIO(data), dtype="int16")
    assert rate == RATE and abs(len(decoded) / RATE - 2.55) < 0.1
