"""ElevenLabs' words in ours (api/elevenlabs/vocabulary.py): keys, output formats, voice ids, the
request's speech fields, and the error shape."""

import numpy as np
import pytest

from api.elevenlabs import vocabulary
from api.elevenlabs.alignment import Alignment, clip_alignment
from api.errors import ApiError
from engine import contract
from lexicon.models import VoicePreset


def test_every_output_format_the_sdk_names_is_known():
    # The SDK's own list (elevenlabs 2.78.0, TextToSpeechConvertRequestOutputFormat).
    sdk = (
        "alaw_8000 mp3_22050_32 mp3_24000_48 mp3_44100_128 mp3_44100_192 mp3_44100_32 "
        "mp3_44100_64 mp3_44100_96 opus_48000_128 opus_48000_192 opus_48000_32 "
        "opus_48000_64 opus_48000_96 pcm_16000 pcm_22050 pcm_24000 pcm_32000 pcm_44100 "
        "pcm_48000 pcm_8000 ulaw_8000 wav_16000 wav_22050 wav_24000 wav_32000 wav_44100 "
        "wav_48000 wav_8000"
    ).split()
    assert set(vocabulary.OUTPUT_FORMATS) == set(sdk)


def test_the_default_output_format_is_elevenlabs_default():
    assert vocabulary.output_format(None).name == "mp3_44100_128"


def test_an_unknown_output_format_is_refused_with_a_stable_code():
    with pytest.raises(ApiError) as raised:
        vocabulary.output_format("mp3_8000_8")
    assert raised.value.status_code == 400
    assert raised.value.error_code == "invalid_output_format"


@pytest.mark.parametrize("name", sorted(vocabulary.OUTPUT_FORMATS))
def test_each_output_format_encodes_at_its_rate(name):
    fmt = vocabulary.output_format(name)
    encoder = fmt.encoder(44100)
    data = encoder.write(np.full(44100, 1000, np.int16)) + encoder.finish()
    assert data
    assert encoder.rate == fmt.sample_rate
    if fmt.codec in ("pcm", "ulaw", "alaw"):  # no header: the length says the rate
        width = 2 if fmt.codec == "pcm" else 1
        assert abs(len(data) / width - fmt.sample_rate) <= 2


def test_the_key_comes_from_the_header_then_the_socket_query_then_its_first_message():
    assert vocabulary.raw_key({"XI-API-KEY": "a"}) == "a"
    assert vocabulary.raw_key({"Authorization": "Bearer b"}) == "b"
    assert vocabulary.raw_key({}, {"xi_api_key": "c"}) == "c"
    assert vocabulary.raw_key({}, {}, {"xi-api-key": "d"}) == "d"
    assert vocabulary.raw_key({}, {}, {"authorization": "Bearer e"}) == "e"
    assert vocabulary.raw_key({"xi-api-key": "a"}, {"xi_api_key": "c"}) == "a"
    assert vocabulary.raw_key({}) == ""


def test_premade_voices_map_to_built_in_voices_by_id_or_name():
    rachel = vocabulary.premade_voice("21m00Tcm4TlvDq8ikWAM")
    assert rachel.name == "Rachel" and rachel.voice in contract.BUILTIN_VOICES
    assert vocabulary.premade_voice("rachel") == rachel
    assert all(v.voice in contract.BUILTIN_VOICES for v in vocabulary.PREMADE_VOICES.values())


def test_a_preset_wins_over_a_premade_voice_and_is_the_tenants_only(make_tenant):
    alice, bob = make_tenant("alice"), make_tenant("bob")
    VoicePreset.objects.create(tenant=alice, name="narrator", voice="M4")
    VoicePreset.objects.create(tenant=alice, name="Rachel", voice="M2")
    assert vocabulary.voice_params(alice, "narrator") == {"preset": "narrator"}
    assert vocabulary.voice_params(alice, "Rachel") == {"preset": "Rachel"}
    assert vocabulary.voice_params(bob, "Rachel") == {"voice": "F1"}
    assert vocabulary.voice_params(bob, "F3") == {"voice": "F3"}
    with pytest.raises(ApiError) as raised:
        vocabulary.voice_params(bob, "narrator")
    assert raised.value.status_code == 404 and raised.value.error_code == "voice_not_found"


def test_speech_fields_map_onto_ours(make_tenant):
    acme = make_tenant("acme")
    params = vocabulary.speech_params(
        acme,
        "F2",
        voice_settings={"speed": 1.1, "stability": 0.3, "similarity_boost": 0.8},
        language_code="ko",
        seed=7,
        apply_text_normalization="off",
    )
    assert params == {
        "voice": "F2",
        "speed": round(1.1 * contract.DEFAULT_SPEED, 4),
        "lang": "ko",
        "seed": 7,
        "raw": True,
    }
    assert vocabulary.speech_params(acme, "F2", apply_text_normalization="auto")["raw"] is False


@pytest.mark.parametrize(
    "fields,code",
    [
        ({"voice_settings": {"speed": 9}}, "unsupported_speed"),
        ({"language_code": "xx"}, "unsupported_language"),
        ({"seed": -1}, "invalid"),
        ({"apply_text_normalization": "sometimes"}, "invalid"),
    ],
)
def test_bad_speech_fields_are_refused(make_tenant, fields, code):
    with pytest.raises(ApiError) as raised:
        vocabulary.speech_params(make_tenant("acme"), "F2", **fields)
    assert raised.value.status_code == 400 and raised.value.error_code == code


def test_errors_take_elevenlabs_shape_with_our_code_inside():
    body = vocabulary.error_body("unauthenticated", "invalid or revoked API key")
    assert body == {
        "detail": {
            "status": "invalid_api_key",
            "message": "invalid or revoked API key",
            "code": "unauthenticated",
            "param": None,
        }
    }


def test_the_input_text_is_timed_along_the_normalized_one():
    chunks = [
        {"text": "Doctor Smith has two cats.", "start": 0.0, "end": 1.5, "pause": 0.3},
        {"text": "Hi!", "start": 1.8, "end": 2.0, "pause": 0.0},
    ]
    alignment, normalized = clip_alignment("Dr. Smith has 2 cats. Hi!", chunks)
    assert "".join(alignment["characters"]) == "Dr. Smith has 2 cats. Hi!"
    assert "".join(normalized["characters"]) == "Doctor Smith has two cats. Hi!"
    for timed in (alignment, normalized):
        starts = timed["character_start_times_seconds"]
        ends = timed["character_end_times_seconds"]
        assert starts == sorted(starts) and ends == sorted(ends)
        assert starts[0] == 0.0 and ends[-1] == 2.0
    # The space between the chunks is the pause; the second chunk starts exactly.
    space = normalized["characters"].index("H") - 1
    assert normalized["character_start_times_seconds"][space] == 1.5
    assert normalized["character_start_times_seconds"][space + 1] == 1.8


def test_alignment_is_given_once_as_the_audio_comes():
    aligned = Alignment("One. Two.", ["One.", "Two."])
    assert aligned.take() == (None, None)  # nothing timed yet
    aligned.timed(0, 0.0, 1.0, pause=0.2)
    first, first_normalized = aligned.take(until=1.2)
    assert "".join(first_normalized["characters"]) == "One. "
    aligned.timed(1, 1.2, 2.0)
    rest, rest_normalized = aligned.take()
    assert "".join(rest_normalized["characters"]) == "Two."
    assert "".join(first["characters"] + rest["characters"]) == "One. Two."
