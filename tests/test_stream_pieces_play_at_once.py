"""What a stream's encoder hands back for a piece plays at once: after each write, the bytes
sent so far decode to nearly all the audio written (mp3 and aac frames, an Ogg page of
opus per write), not to what the write before held back. libsndfile's Ogg held a page for
about a second of audio, so a short first piece of opus went out as headers only.
"""

import io

import av
import numpy as np
import pytest

from engine.audio import SLICE_SECONDS, StreamEncoder

RATE = 44100
# What an encoder may keep back after a write: its lookahead and a partial frame (LAME's
# delay and a 1,152-sample frame, AAC's two 1,024-sample frames, Opus's 20 ms frame and
# the resampler's delay).
HELD = {"mp3": 0.06, "aac": 0.07, "opus": 0.03}


def speech_like(seconds: float) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    tone = 0.3 * np.sin(2 * np.pi * 180 * t) * (0.6 + 0.4 * np.sin(2 * np.pi * 4 * t))
    return np.rint(tone * 32767).astype(np.int16)


def decoded_seconds(data: bytes) -> float:
    with av.open(io.BytesIO(data)) as container:
        stream = container.streams.audio[0]
        frames = [f.samples for f in container.decode(stream)]
        return sum(frames) / stream.codec_context.sample_rate


def ogg_pages(data: bytes) -> list[tuple[int, int]]:
    """(header type, granule position) of each page; fails unless ``data`` is whole pages."""
    pages, at = [], 0
    while at < len(data):
        assert data[at : at + 4] == b"OggS", f"no page at byte {at}"
        kind = data[at + 5]
        granule = int.from_bytes(data[at + 6 : at + 14], "little", signed=True)
        count = data[at + 26]
        body = sum(data[at + 27 : at + 27 + count])
        pages.append((kind, granule))
        at += 27 + count + body
    assert at == len(data)
    return pages


@pytest.mark.parametrize("fmt", ["mp3", "aac", "opus"])
def test_what_is_sent_after_each_piece_plays_nearly_all_of_it(fmt):
    encoder = StreamEncoder(fmt, RATE)
    pieces = encoder.slices(speech_like(2.0))
    assert len(pieces) == int(2.0 / SLICE_SECONDS)
    sent, written = b"", 0
    for piece in pieces:
        sent += encoder.write(piece)
        written += len(piece)
        assert decoded_seconds(sent) >= written / RATE - HELD[fmt], (fmt, written)
    sent += encoder.finish()
    assert decoded_seconds(sent) >= 2.0


def test_each_opus_write_is_whole_ogg_pages_with_its_audio():
    encoder = StreamEncoder("opus", RATE)
    pieces = encoder.slices(speech_like(1.0))
    first = encoder.write(pieces[0])
    pages = ogg_pages(first)
    assert pages[0] == (2, 0) and pages[1] == (0, 0)  # OpusHead (begins), OpusTags
    assert len(pages) >= 3 and pages[-1][1] > 0  # then this piece's audio
    for piece in pieces[1:]:
        assert [granule > 0 for _, granule in ogg_pages(encoder.write(piece))] == [True]
    last = ogg_pages(encoder.finish())
    assert last[-1][0] == 4  # ends the stream
