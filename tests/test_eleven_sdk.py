"""ElevenLabs' official Python SDK (elevenlabs 2.78.0), its base_url set to the real
server (tests/serving.py, as `manage.py serve` runs it, with a qcluster), and nothing else
changed: convert, stream, convert_with_timestamps, stream_with_timestamps, the voices,
and its errors."""

from tests.cluster import qcluster, run_scenario, say, start_django
from tests.serving import serving_env, two_tenants, web_server
from tests.stream_support import post_speech


def test_the_elevenlabs_sdk_works_unchanged(tmp_path, model_dir):
    run_scenario(__name__, serving_env(tmp_path, model_dir))


GEORGE = "JBFqnCBsd6RMkjVDRZzb"  # the voice of ElevenLabs' own examples
TWO_SENTENCES = "The first move is what sets everything in motion. The second one follows."


def scenario():
    start_django()
    import base64
    import io
    import struct
    import time

    import numpy as np
    import soundfile
    from elevenlabs import ElevenLabs

    from lexicon.models import VoicePreset

    acme, key, globex, globex_key = two_tenants()
    VoicePreset.objects.create(tenant=acme, name="narrator", voice="M3")

    with qcluster(), web_server() as port:
        client = ElevenLabs(api_key=key, base_url=f"http://127.0.0.1:{port}", timeout=30)
        started = time.monotonic()

        audio = b"".join(
            client.text_to_speech.convert(
                voice_id=GEORGE,
                text=TWO_SENTENCES,
                model_id="eleven_multilingual_v2",
                output_format="mp3_44100_128",
            )
        )
        samples, rate = soundfile.read(io.BytesIO(audio))
        assert rate == 44100 and len(samples) / rate > 1.0

        # A WAV comes whole, its header giving its length.
        wav = b"".join(
            client.text_to_speech.convert(
                voice_id="F4", text="A wave of its own.", output_format="wav_16000"
            )
        )
        header = struct.unpack("<I", wav[4:8])[0]
        assert header == len(wav) - 8 and soundfile.info(io.BytesIO(wav)).samplerate == 16000

        streamed = b"".join(
            client.text_to_speech.stream(
                voice_id="narrator",
                text="A new text, streamed as it is made. It has two sentences.",
                output_format="pcm_16000",
            )
        )
        assert len(streamed) % 2 == 0 and len(streamed) / 2 / 16000 > 1.0

        # What /stream sends on the wire: a new clip chunked, as it is made.
        conn, raw = post_speech(
            port,
            key,
            {"text": "Streamed on the wire. Chunk by chunk, as it is made."},
            path="/v1/text-to-speech/F3/stream?output_format=pcm_24000",
        )
        assert raw.status == 200 and raw.getheader("Transfer-Encoding") == "chunked"
        assert raw.getheader("Content-Type") == "audio/L16;rate=24000;channels=1"
        assert raw.getheader("X-Cache") == "MISS" and len(raw.read()) > 24000
        conn.close()

        timed = client.text_to_speech.convert_with_timestamps(
            voice_id=GEORGE, text=TWO_SENTENCES, output_format="pcm_22050"
        )
        assert "".join(timed.alignment.characters) == TWO_SENTENCES
        seconds = len(base64.b64decode(timed.audio_base_64)) / 2 / 22050
        assert abs(seconds - timed.alignment.character_end_times_seconds[-1]) < 0.05
        assert timed.normalized_alignment.characters

        chunks = list(
            client.text_to_speech.stream_with_timestamps(
                voice_id="F2",
                text="One more new text. It streams with its timings, line by line.",
                output_format="ulaw_8000",
                voice_settings={"speed": 1.1, "stability": 0.5},
            )
        )
        chars = "".join(
            c for chunk in chunks if chunk.alignment for c in chunk.alignment.characters
        )
        assert chars == "One more new text. It streams with its timings, line by line."
        ulaw = b"".join(base64.b64decode(chunk.audio_base_64) for chunk in chunks)
        decoded, _ = soundfile.read(
            io.BytesIO(ulaw), samplerate=8000, channels=1, format="RAW", subtype="ULAW"
        )
        assert np.abs(decoded).max() > 0

        voices = [v.voice_id for v in client.voices.get_all().voices]
        assert voices[0] == "narrator" and "F1" in voices
        assert [v.voice_id for v in client.voices.search(search="narr").voices] == ["narrator"]
        assert client.voices.get(GEORGE).name == "George"

        # Errors: ElevenLabs' shape, a 4xx; globex has no preset called narrator.
        base = f"http://127.0.0.1:{port}"
        other = ElevenLabs(api_key=globex_key, base_url=base)
        stranger = ElevenLabs(api_key="tts_bad_key", base_url=base)
        refused(lambda: b"".join(other.text_to_speech.convert("narrator", text="Hi.")), 404)
        refused(lambda: other.voices.get("narrator"), 404, "voice_not_found")
        wrong_format = {"text": "Hi.", "output_format": "mp3_8000_8"}
        refused(lambda: b"".join(client.text_to_speech.convert(GEORGE, **wrong_format)), 400)
        refused(lambda: stranger.voices.get_all(), 401, "invalid_api_key")
        say(f"the SDK's calls took {time.monotonic() - started:.2f} s")


def refused(call, status: int, word: str | None = None) -> None:
    """``call()`` raises the SDK's ApiError with ``status`` and ElevenLabs' error body."""
    from elevenlabs.core.api_error import ApiError

    try:
        call()
    except ApiError as exc:
        assert exc.status_code == status, (exc.status_code, exc.body)
        detail = exc.body["detail"]
        assert set(detail) >= {"status", "message"}, exc.body
        assert word is None or detail["status"] == word, exc.body
    else:
        raise AssertionError(f"no error: expected {status}")


if __name__ == "__main__":
    scenario()
