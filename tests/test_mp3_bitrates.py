"""The MP3 bitrate asked for is the one written, streamed or stored: 32, 64 and 128 kbit/s
give files in the ratio 1:2:4 (they were one file), each decoding to the audio's length;
an encoding name carries its bitrate (ElevenLabs' ``mp3_44100_32`` is ``mp3_32``) and
OpenAI's mp3, which names none, is the documented default."""

import io

import numpy as np
import pytest
import soundfile

from engine.audio import DEFAULT_KBPS, StreamEncoder, encode
from synth.playback import at_bitrate, encode_ints, extension_for, kbps_of

RATE = 44100
SECONDS = 6
FRAME = 1152


def tone(rate: int = RATE) -> np.ndarray:
    t = np.arange(SECONDS * rate) / rate
    return (0.3 * np.sin(2 * np.pi * 220 * t) * np.sin(2 * np.pi * 3 * t)).astype(np.float32)


def streamed(kbps: int | None, rate: int = RATE) -> bytes:
    ints = np.rint(tone(rate) * 32767).astype(np.int16)
    encoder = StreamEncoder("mp3", rate, kbps=kbps)
    return b"".join(encoder.write(part) for part in encoder.slices(ints)) + encoder.finish()


def decoded_seconds(data: bytes) -> float:
    samples, rate = soundfile.read(io.BytesIO(data), dtype="int16")
    return len(samples) / rate


def kbits_per_second(data: bytes) -> float:
    return len(data) * 8 / SECONDS / 1000


def test_a_streamed_mp3_has_the_bitrate_asked_for():
    sizes = {kbps: len(streamed(kbps)) for kbps in (32, 64, 128)}
    assert sizes[64] / sizes[32] == pytest.approx(2, rel=0.02)
    assert sizes[128] / sizes[32] == pytest.approx(4, rel=0.02)
    for kbps in (32, 64, 96, 128, 192):
        data = streamed(kbps)
        assert kbits_per_second(data) == pytest.approx(kbps, rel=0.03)
        # A stream has the encoder's delay and the last frame's padding: two frames at most.
        assert 0 <= decoded_seconds(data) - SECONDS <= 2 * FRAME / RATE


@pytest.mark.parametrize("rate,kbps", [(22050, 32), (24000, 48)])
def test_elevenlabs_lower_rate_mp3s_have_their_bitrate(rate, kbps):
    data = streamed(kbps, rate)
    assert kbits_per_second(data) == pytest.approx(kbps, rel=0.03)


def test_a_stored_mp3_has_the_bitrate_asked_for_and_the_clips_length():
    sizes = {}
    for kbps in (32, 64, 128):
        data = encode(tone(), RATE, "mp3", kbps)
        sizes[kbps] = len(data)
        # The Xing/LAME tag's delay and padding trim it exactly (at 32 kbit/s too, whose
        # frames are too short for the tag: it goes in a frame of a higher bitrate).
        assert decoded_seconds(data) == pytest.approx(SECONDS, abs=1 / RATE)
    assert sizes[64] / sizes[32] == pytest.approx(2, rel=0.05)
    assert sizes[128] / sizes[32] == pytest.approx(4, rel=0.05)


def test_an_encoding_name_carries_its_bitrate():
    assert at_bitrate("mp3", 32) == "mp3_32" and kbps_of("mp3_32") == 32
    assert at_bitrate("mp3", DEFAULT_KBPS["mp3"]) == "mp3"  # the default shares one file
    assert at_bitrate("mp322k", 32) == "mp322k" and kbps_of("mp324k") == 48
    assert at_bitrate("opus", 96) == "opus_96"
    assert extension_for("mp3_32") == "32kbps.mp3" and extension_for("mp3") == "mp3"
    ints = np.rint(tone() * 32767).astype(np.int16)
    assert kbits_per_second(encode_ints(ints, RATE, "mp3_32")) == pytest.approx(32, rel=0.05)
    assert kbits_per_second(encode_ints(ints, RATE, "mp3")) == pytest.approx(128, rel=0.05)


def test_without_a_bitrate_stream_and_stored_mp3_are_the_default():
    assert kbits_per_second(streamed(None)) == pytest.approx(DEFAULT_KBPS["mp3"], rel=0.03)
    stored = encode(tone(), RATE, "mp3")
    assert kbits_per_second(stored) == pytest.approx(DEFAULT_KBPS["mp3"], rel=0.05)


@pytest.mark.parametrize("name", ["mp3_44100_32", "mp3_44100_64", "mp3_44100_128"])
def test_elevenlabs_output_formats_carry_their_bitrate(name):
    from api.elevenlabs.vocabulary import OUTPUT_FORMATS

    fmt = OUTPUT_FORMATS[name]
    kbps = int(name.rsplit("_", 1)[1])
    assert kbps_of(fmt.encoding(RATE)) == kbps  # the stored encoding a hit serves
    ints = np.rint(tone() * 32767).astype(np.int16)
    encoder = fmt.encoder(RATE)  # a stream's, a socket's
    data = b"".join(encoder.write(part) for part in encoder.slices(ints)) + encoder.finish()
    assert kbits_per_second(data) == pytest.approx(kbps, rel=0.03)
