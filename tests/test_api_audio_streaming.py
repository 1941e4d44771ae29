"""Audio answers stream their file from storage, whole and ranged: the bytes are the
file's, and no piece of an answer grows with the clip."""

import io

import numpy as np
import pytest
import soundfile
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.http import FileResponse

from synth.models import ClipEncoding
from synth.playback import BLOCK_SIZE, INLINE_BYTES
from tests.test_api_support import client_for

SECONDS, RATE = 60, 44100


@pytest.fixture
def long_clip(make_tenant, make_clip):
    """A clip whose stored FLAC is many blocks long (noise does not compress)."""
    clip = make_clip(make_tenant("acme"))
    noise = np.random.default_rng(1).integers(-20000, 20000, SECONDS * RATE, dtype=np.int16)
    flac = io.BytesIO()
    soundfile.write(flac, noise, RATE, format="FLAC")
    default_storage.delete(clip.audio.name)
    assert default_storage.save(clip.audio.name, ContentFile(flac.getvalue())) == clip.audio.name
    clip.duration, clip.size = float(SECONDS), len(flac.getvalue())
    clip.save()
    return clip


def stored(name: str) -> bytes:
    with default_storage.open(name, "rb") as f:
        return f.read()


def pieces(response) -> list[bytes]:
    """The body's pieces: one for an answer small enough to be read whole; otherwise
    streamed from the file, never held whole."""
    if int(response["Content-Length"]) <= INLINE_BYTES and not response.streaming:
        return [response.content]
    assert isinstance(response, FileResponse)
    parts = list(response.streaming_content)
    assert max(len(p) for p in parts) <= BLOCK_SIZE
    return parts


def test_the_stored_file_streams_whole_in_bounded_pieces(long_clip):
    response = client_for(long_clip.tenant).get(f"/api/v1/clips/{long_clip.key}/audio?format=flac")
    assert response.status_code == 200
    parts = pieces(response)
    whole = stored(long_clip.audio.name)
    assert len(parts) > 10 and b"".join(parts) == whole
    assert response["Content-Length"] == str(len(whole))


def test_an_encoding_made_on_first_request_is_served_from_its_stored_file(long_clip):
    api = client_for(long_clip.tenant)
    url = f"/api/v1/clips/{long_clip.key}/audio?format=wav"
    first = api.get(url)
    encoding = ClipEncoding.objects.get(clip=long_clip, format="wav")
    assert first.stored_name == encoding.audio.name
    wav = stored(encoding.audio.name)
    assert b"".join(pieces(first)) == wav and first["Content-Length"] == str(len(wav))
    assert b"".join(pieces(api.get(url))) == wav


@pytest.mark.parametrize(
    "header,span",
    [
        ("bytes=1000-{last_but}", (1000, -1000)),
        ("bytes=0-", (0, None)),
        ("bytes=-70000", (-70000, None)),
    ],
)
def test_a_range_streams_only_its_bytes_in_bounded_pieces(long_clip, header, span):
    whole = stored(long_clip.audio.name)
    size = len(whole)
    start, end = span[0] % size, size if span[1] is None else size + span[1]
    header = header.format(last_but=size - 1000 - 1)
    response = client_for(long_clip.tenant).get(
        f"/api/v1/clips/{long_clip.key}/audio?format=flac", headers={"Range": header}
    )
    assert response.status_code == 206
    assert b"".join(pieces(response)) == whole[start:end]
    assert response["Content-Range"] == f"bytes {start}-{end - 1}/{size}"
    assert response["Content-Length"] == str(end - start)
