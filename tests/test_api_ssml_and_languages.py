"""SSML, detected languages and unsupported characters through every way in: the clip,
its metadata and timings, the preview, the headers, the quota (synth.reading)."""

import json
import re
from urllib.parse import unquote

import pytest
from django.test import Client

from metering.models import Usage
from synth.models import Clip
from tests.test_api_support import client_for, error, key_for
from tests.test_eleven_timestamps_streamed import pieces

pytestmark = [
    pytest.mark.usefixtures("sync_jobs", "fresh_counts"),
    pytest.mark.filterwarnings("ignore:StreamingHttpResponse must consume asynchronous"),
]

KOREAN = "우리 회사는 서울에 있습니다."
MIXED = "우리 회사는 서울에 있습니다. This sentence is written in plain English for everyone."


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def speak(tenant, **body):
    body = {"voice": "M1", "steps": 1, "format": "wav", **body}
    return client_for(tenant).post("/api/v1/speech", body, "application/json")


def clip_of(response) -> Clip:
    assert response.status_code == 200, response.content[:400]
    return Clip.objects.get(key=response["X-Clip-Id"])


def model_langs(clip: Clip) -> list[str]:
    return [chunk["model_text"][1:3] for chunk in clip.chunks]


# --- detection ------------------------------------------------------------------------------


def test_korean_sent_without_lang_is_read_as_korean(acme):
    response = speak(acme, text=KOREAN)
    clip = clip_of(response)
    assert clip.lang == "ko" and model_langs(clip) == ["ko"]
    assert clip.reading["detected"][0]["lang"] == "ko"
    assert clip.reading["detected"][0]["confidence"] == 1.0
    assert response["X-Detected-Languages"] == "ko;q=1.00"


def test_a_mixed_text_reads_each_sentence_in_its_language(acme):
    response = speak(acme, text=MIXED, lang="auto")
    clip = clip_of(response)
    assert model_langs(clip) == ["ko", "en"]
    languages = [item.split(";q=") for item in response["X-Detected-Languages"].split(",")]
    assert [lang for lang, _ in languages] == ["ko", "en"]
    assert languages[0][1] == "1.00" and 0 < float(languages[1][1]) <= 1


def test_an_explicit_language_is_not_second_guessed(acme):
    clip = clip_of(speak(acme, text="Hello there, this is fine.", lang="de"))
    assert model_langs(clip) == ["de"] and "detected" not in clip.reading


def test_the_tenants_default_language_fixes_it(make_tenant):
    tenant = make_tenant("berlin", default_lang="de")
    clip = clip_of(speak(tenant, text="The weather is lovely today and we will walk."))
    assert model_langs(clip) == ["de"] and "detected" not in clip.reading


def test_a_presets_language_fixes_it(acme):
    acme.presets.create(name="korean", voice="F1", language="ko")
    clip = clip_of(speak(acme, text="Hello there, friends of the company.", preset="korean"))
    assert set(model_langs(clip)) == {"ko"}


def test_the_openai_surface_detects_by_default(acme):
    body = {"model": "tts-1", "voice": "alloy", "input": KOREAN, "response_format": "wav"}
    response = client_for(acme).post("/v1/audio/speech", body, "application/json")
    assert clip_of(response).lang == "ko"
    assert response["X-Detected-Languages"] == "ko;q=1.00"


def test_the_elevenlabs_surface_detects_by_default(acme):
    from django.test import Client

    from tests.test_api_support import key_for

    api = Client(headers={"xi-api-key": key_for(acme)})
    response = api.post(
        "/v1/text-to-speech/F1?output_format=pcm_44100", {"text": KOREAN}, "application/json"
    )
    assert response.status_code == 200
    assert Clip.objects.get(tenant=acme).lang == "ko"


def test_the_preview_says_what_was_detected_and_how_sure(acme):
    response = client_for(acme).post("/api/v1/normalize", {"text": MIXED}, "application/json")
    reading = response.json()["reading"]
    assert [d["lang"] for d in reading["detected"]] == ["ko", "en"]
    assert all(0 < d["confidence"] <= 1 for d in reading["detected"])
    assert [d["how"] for d in reading["detected"]] == ["script", "words"]  # every word English's


# --- SSML -----------------------------------------------------------------------------------


def test_ssml_breaks_rates_and_ignored_tags(acme):
    plain = clip_of(speak(acme, text="<speak>First part here. Second part here.</speak>"))
    ssml = (
        '<speak>First part here. <break time="2s"/> <emphasis>Second</emphasis> '
        '<prosody pitch="high">part here.</prosody></speak>'
    )
    response = speak(acme, text=ssml)
    clip = clip_of(response)
    assert response["X-SSML-Ignored"] == "emphasis,prosody.pitch"
    assert clip.reading["ssml"]["ignored"] == ["emphasis", "prosody.pitch"]
    assert "break" in clip.reading["ssml"]["applied"]
    gap = clip.chunks[1]["start"] - clip.chunks[0]["end"]
    assert gap == pytest.approx(2.0, abs=0.01)
    assert clip.duration > plain.duration + 1.5
    assert clip.key != plain.key


def test_a_slower_part_lasts_longer(acme):
    normal = clip_of(speak(acme, text="<speak>Take your time with this one.</speak>"))
    slower = '<speak><prosody rate="75%">Take your time with this one.</prosody></speak>'
    slow = clip_of(speak(acme, text=slower))
    assert (
        slow.chunks[0]["end"] - slow.chunks[0]["start"]
        > (normal.chunks[0]["end"] - normal.chunks[0]["start"]) * 1.2
    )
    assert slow.key != normal.key


def test_a_rate_past_the_models_range_is_clamped_and_said(acme):
    response = client_for(acme).post(
        "/api/v1/normalize",
        {"text": '<speak><prosody rate="x-slow">Slowly now.</prosody></speak>'},
        "application/json",
    )
    assert response.json()["reading"]["ssml"]["clamped_rates"] == [[0.63, 0.7]]


def test_marks_are_named_times_in_the_timings(acme):
    ssml = (
        '<speak><mark name="start"/>First part here. <mark name="middle"/>Second part.'
        '<mark name="end"/></speak>'
    )
    clip = clip_of(speak(acme, text=ssml))
    timings = client_for(acme).get(f"/api/v1/clips/{clip.key}/timings").json()
    marks = {m["name"]: m["time"] for m in timings["marks"]}
    assert marks == {
        "start": clip.chunks[0]["start"],
        "middle": clip.chunks[1]["start"],
        "end": clip.chunks[-1]["end"],
    }


def test_xml_lang_gives_a_part_its_language(acme):
    ssml = '<speak xml:lang="en-US">I said hello. <lang xml:lang="ko-KR">안녕하세요</lang></speak>'
    assert model_langs(clip_of(speak(acme, text=ssml))) == ["en", "ko"]


def test_a_text_type_flag_reads_a_fragment_as_ssml(acme):
    response = client_for(acme).post(
        "/api/v1/normalize",
        {"text": 'The <sub alias="World Wide Web">WWW</sub>.', "text_type": "ssml", "lang": "en"},
        "application/json",
    )
    assert response.json()["normalized_text"] == "The World Wide Web."


def test_a_phoneme_needs_a_lexicon_entry(acme, make_entry):
    ssml = '<speak>A <phoneme alphabet="ipa" ph="ˈbɑ.təl">bottle</phoneme>.</speak>'
    refused = speak(acme, text=ssml, lang="en")
    assert refused.status_code == 400
    assert error(refused)["code"] == "unsupported_phoneme" and "bottle" in error(refused)["message"]
    make_entry(acme, "bottle", "bot tle", language="en")
    assert "bot tle" in clip_of(speak(acme, text=ssml, lang="en")).normalized_text


@pytest.mark.parametrize(
    "text",
    [
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><speak>&a;</speak>',
        "<speak>unclosed <s>text</speak>",
        '<speak>a <break time="60s"/> b</speak>',
        '<speak><lang xml:lang="zz">qq</lang></speak>',
    ],
)
def test_bad_ssml_is_a_400_with_a_stable_code(acme, text):
    response = speak(acme, text=text, lang="en")
    assert response.status_code == 400
    assert error(response)["code"] in ("invalid_ssml", "unsupported_language")


def test_expression_tags_reach_the_model_in_ssml(acme):
    response = client_for(acme).post(
        "/api/v1/normalize",
        {"text": "<speak>Ha <laugh/> ok.</speak>", "lang": "en"},
        "application/json",
    )
    assert "<laugh>" in response.json()["normalized_text"]


@pytest.mark.backend  # on PostgreSQL + Redis too: the quota's counters
def test_the_quota_and_the_limit_count_the_spoken_words(acme, sync_jobs):
    words = "Short words."
    ssml = f'<speak><prosody rate="medium" pitch="default">{words}</prosody>{" " * 50}</speak>'
    sync_jobs.API_MAX_TEXT_CHARS = len(words) + 5
    sync_jobs.API_DAILY_CHARS = len(words) + 5
    assert len(ssml) > sync_jobs.API_MAX_TEXT_CHARS
    clip_of(speak(acme, text=ssml, lang="en"))
    charged = sum(Usage.objects.filter(tenant=acme).values_list("characters", flat=True))
    assert charged < len(ssml) and charged <= len(words) + 5


# --- characters the model cannot say ---------------------------------------------------------

THAI = "Hello there กข friend."


def test_unsupported_characters_are_refused_by_default(acme):
    response = speak(acme, text=THAI, lang="en")
    assert response.status_code == 400 and error(response)["code"] == "unsupported_characters"


def test_dropped_characters_are_listed_in_the_metadata_and_a_header(acme):
    response = speak(acme, text=THAI, lang="en", unsupported="drop")
    clip = clip_of(response)
    assert "ก" not in clip.normalized_text
    assert clip.reading["dropped"] == ["ก", "ข"]
    header = response["X-Dropped-Characters"]
    assert header.isascii() and [unquote(c) for c in header.split(",")] == ["ก", "ข"]


def test_a_tenant_may_drop_by_default_and_a_request_may_still_refuse(make_tenant):
    tenant = make_tenant("lenient", unsupported="drop")
    assert speak(tenant, text=THAI, lang="en").status_code == 200
    assert speak(tenant, text=THAI, lang="en", unsupported="error").status_code == 400


def test_an_unknown_unsupported_choice_is_a_400(acme):
    response = speak(acme, text="Hi.", lang="en", unsupported="ignore")
    assert response.status_code == 400


# --- batches and the admin's "Try it": the same reading --------------------------------------


def test_a_batch_reads_ssml_detects_and_drops_like_speech(acme):
    items = [
        {"text": '<speak>One. <break time="1s"/> Two.</speak>', "lang": "en"},
        {"text": KOREAN},
        {"text": THAI, "lang": "en", "unsupported": "drop"},
    ]
    response = client_for(acme).post(
        "/api/v1/batches", {"items": items, "defaults": {"steps": 1}}, "application/json"
    )
    assert response.status_code == 202, response.content[:300]
    readings = {clip.text: clip.reading for clip in Clip.objects.filter(tenant=acme)}
    assert "break" in readings[items[0]["text"]]["ssml"]["applied"]
    assert readings[KOREAN]["detected"][0]["lang"] == "ko"
    assert readings[THAI]["dropped"] == ["ก", "ข"]


def test_a_batch_item_with_bad_ssml_is_named(acme):
    items = [{"text": "fine"}, {"text": "<speak>broken <s></speak>"}]
    response = client_for(acme).post("/api/v1/batches", {"items": items}, "application/json")
    assert response.status_code == 400
    assert (error(response)["code"], error(response)["field"]) == ("invalid_ssml", "items.1.text")


def test_the_admins_try_it_reads_ssml_and_detects_too(acme, make_member, client):
    client.force_login(make_member(acme, "editor"))
    preview = "/admin/lexicon/voicepreset/preview/"
    sample = {"tenant": acme.pk, "voice": "F1", "text": KOREAN}
    assert client.get(preview, sample).status_code == 200
    assert Clip.objects.get(tenant=acme).lang == "ko"
    bad = client.get(preview, {**sample, "text": "<speak>a <break time='99s'/></speak>"})
    assert bad.status_code == 400 and "at most 10 s" in bad.content.decode()


@pytest.mark.backend  # on PostgreSQL + Redis too: remembered answers live in the cache
def test_the_openai_surface_reads_ssml_and_a_remembered_answer_keeps_the_headers(acme):
    body = {
        "model": "tts-1",
        "voice": "alloy",
        "input": "<speak><emphasis>Hello</emphasis> there.</speak>",
        "response_format": "wav",
        "lang": "en",
    }
    api = client_for(acme)
    first = api.post("/v1/audio/speech", body, "application/json")
    again = api.post("/v1/audio/speech", body, "application/json")
    assert first.status_code == again.status_code == 200
    assert first["X-SSML-Ignored"] == again["X-SSML-Ignored"] == "emphasis"
    assert again["X-Cache"] == "HIT"


@pytest.mark.backend  # on PostgreSQL + Redis too: a stream's pieces pass through the cache
def test_a_stream_keeps_the_breaks(acme):
    ssml = '<speak>First part here. <break time="1500ms"/> Second part here.</speak>'
    response = speak(acme, text=ssml, lang="en", stream=True, stream_format="wav")
    assert response.status_code == 200
    # A sync job may be done before the stream starts: then the clip comes whole.
    audio = b"".join(response.streaming_content) if response.streaming else response.content
    whole = Clip.objects.get(tenant=acme)
    assert whole.chunks[1]["start"] - whole.chunks[0]["end"] == pytest.approx(1.5, abs=0.01)
    assert len(audio) > 44 + 2 * int(whole.sample_rate * 1.5)  # the pause is in the stream


def test_the_clips_metadata_says_how_it_was_read(acme):
    clip = clip_of(speak(acme, text='<speak><voice name="x">Hello there, reader.</voice></speak>'))
    body = client_for(acme).get(f"/api/v1/clips/{clip.key}").json()
    assert body["reading"]["ssml"]["ignored"] == ["voice"]
    assert body["reading"]["detected"][0]["how"] in ("lingua", "words", "default")


@pytest.mark.backend  # on PostgreSQL + Redis too: remembered answers live in the cache
def test_a_remembered_answer_is_forgotten_when_the_tenants_default_language_changes(acme):
    # Too short to tell ("OK." is written in every language): the default decides.
    body = {"model": "tts-1", "voice": "alloy", "input": "OK.", "response_format": "wav"}
    api = client_for(acme)
    first = api.post("/v1/audio/speech", body, "application/json")
    assert api.post("/v1/audio/speech", body, "application/json")["X-Cache"] == "HIT"
    acme.default_lang = "de"
    acme.save()
    changed = api.post("/v1/audio/speech", body, "application/json")
    assert changed["X-Cache"] == "MISS" and changed["X-Clip-Id"] != first["X-Clip-Id"]
    assert Clip.objects.get(key=changed["X-Clip-Id"]).lang == "de"


@pytest.mark.parametrize(
    "path,body",
    [
        ("/api/v1/speech", {"text": KOREAN, "lang": "auto", "voice": "M1", "steps": 1}),
        ("/v1/audio/speech", {"model": "tts-1", "voice": "alloy", "input": KOREAN, "lang": "auto"}),
        ("/v1/text-to-speech/F1", {"text": KOREAN, "language_code": "auto"}),
    ],
)
def test_auto_is_accepted_on_every_surface(acme, path, body):
    key = key_for(acme)
    api = Client(headers={"Authorization": f"Bearer {key}", "xi-api-key": key})
    response = api.post(path, body, "application/json")
    assert response.status_code == 200, response.content[:300]
    assert Clip.objects.get(tenant=acme).lang == "ko"


def test_say_as_in_a_document_without_a_language_reads_in_the_detected_one(acme):
    ssml = (
        "<speak>우리 회사는 서울에 있습니다. "
        '번호는 <say-as interpret-as="digits">12</say-as>입니다.</speak>'
    )
    response = client_for(acme).post("/api/v1/normalize", {"text": ssml}, "application/json")
    body = response.json()
    assert "say-as.digits" in body["reading"]["ssml"]["applied"]
    # Korean digits (korean.py's say-as reader writes them together, as phone digits
    # are), not "one two"
    assert re.search(r"번호는 일 ?이입니다", body["normalized_text"]), body["normalized_text"]
    assert body["lang"] == "ko"


def test_elevenlabs_timestamps_align_the_spoken_words_not_the_tags(acme):
    api = Client(headers={"xi-api-key": key_for(acme)})
    text = '<speak>Hello <break time="1s"/> there, friend.</speak>'
    body = api.post("/v1/text-to-speech/F1/with-timestamps", {"text": text}, "application/json")
    assert body.status_code == 200
    answer = json.loads(b"".join(pieces(body)))  # written in pieces (a long clip's is large)
    said = "".join(answer["alignment"]["characters"])
    assert "<" not in said and "break" not in said
    assert said.split() == ["Hello", "there,", "friend."]
