"""A repeated POST /speech is answered from memory (api/hits.py): the same audio and
headers as the full view, and never a stale answer once anything it depends on changed."""

import re

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from api.hits import tenant_changed
from lexicon.models import VoicePreset
from synth.models import Clip
from synth.playback import flush_served
from tenancy.models import ApiKey
from tests.test_api_protection import forget_counts
from tests.test_api_support import client_for, error, key_for

# Backend-dependent, so on the PostgreSQL + Redis pass too: remembered answers live in the cache
# (Redis).
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("sync_jobs", "fresh_counts")]
BODY = {"text": "Your table is ready.", "steps": 2, "format": "wav"}


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def speak(api, **fields):
    return api.post("/api/v1/speech", {**BODY, **fields}, content_type="application/json")


def tables_read(queries) -> set[str]:
    return {t for q in queries for t in ("synth_clip", "lexicon_voicepreset") if t in q["sql"]}


def test_a_repeated_request_is_answered_without_planning_or_the_clip_query(acme, settings):
    # The serves are written in batches, by the first hit once API_HITS_FLUSH_SECONDS have
    # passed since the last batch: in a long run that can be this hit (CI's embedded pass
    # saw its UPDATE here). The batch's own write is tested in test_api_serve_counts.py.
    settings.API_HITS_FLUSH_SECONDS = 3600
    flush_served(quiet=True)
    api = client_for(acme)
    assert speak(api)["X-Cache"] == "MISS"
    with CaptureQueriesContext(connection) as queries:
        response = speak(api)
    assert response.status_code == 200 and response["X-Cache"] == "HIT"
    assert tables_read(queries.captured_queries) == set()


def test_the_remembered_answer_has_the_full_answers_audio_and_headers(acme):
    api = client_for(acme)
    speak(api)
    tenant_changed(acme.pk)  # the full view answers this one...
    full = speak(api)
    remembered = speak(api)  # ...and memory this one
    assert full["X-Cache"] == remembered["X-Cache"] == "HIT"
    # The remembered answer streams the file (sendfile); the full view's is in memory.
    assert remembered.getvalue() == full.getvalue()
    different = {"X-Request-Id"}
    assert {k: v for k, v in full.items() if k not in different} == {
        k: v for k, v in remembered.items() if k not in different
    }


def test_a_lexicon_change_is_heard_at_once(acme, make_entry):
    api = client_for(acme)
    before = speak(api, text="Try SaaS today.")
    make_entry(acme, "SaaS", "sass")
    after = speak(api, text="Try SaaS today.")
    assert after["X-Cache"] == "MISS" and after["X-Clip-Id"] != before["X-Clip-Id"]
    assert Clip.objects.get(key=after["X-Clip-Id"]).normalized_text == "Try sass today."


def test_a_rule_switched_off_is_heard_at_once(acme):
    api = client_for(acme)
    before = speak(api, text="It costs $5.")
    acme.disabled_rules = ["en.currency"]
    acme.save()
    after = speak(api, text="It costs $5.")
    assert after["X-Clip-Id"] != before["X-Clip-Id"]


def test_a_preset_change_is_heard_at_once(acme):
    preset = VoicePreset.objects.create(tenant=acme, name="calm", voice="F1", is_default=True)
    api = client_for(acme)
    before = speak(api)
    preset.voice = "M2"
    preset.save()
    after = speak(api)
    assert after["X-Clip-Id"] != before["X-Clip-Id"]
    assert Clip.objects.get(key=after["X-Clip-Id"]).voice == "M2"


def test_a_deleted_clip_is_synthesized_again(acme):
    api = client_for(acme)
    first = speak(api)
    Clip.objects.filter(key=first["X-Clip-Id"]).delete()  # its file stays behind, for now
    again = speak(api)
    assert again["X-Cache"] == "MISS"
    assert Clip.objects.filter(key=first["X-Clip-Id"]).count() == 1


def test_a_miss_reads_its_key_and_tenant_once(acme):
    acme.disabled_rules = ["en.currency"]  # (JSON: converted from the database)
    acme.save()
    api = client_for(acme)
    with CaptureQueriesContext(connection) as queries:
        assert speak(api)["X-Cache"] == "MISS"  # the fast path, then the full view
    # The request's reads, not the worker's: a new clip meets its tenant's review policy
    # in one statement from the tenant's row (review.queue.policy_and_facts), after the
    # clip is stored, in the worker; it runs in this process on the PostgreSQL pass.
    reads = [
        q["sql"]
        for q in queries.captured_queries
        if re.search(r'FROM "?tenancy_(apikey|tenant)\b', q["sql"])
        and "review_reviewpolicy" not in q["sql"]
        # the tenant's row locked while its queue share is counted (synth.dispatch
        # .create_in_room, PostgreSQL): a lock, not a read of the tenant again
        and "FOR NO KEY UPDATE" not in q["sql"]
    ]
    assert len(reads) == 1, reads


def test_a_lost_file_is_made_again(acme, settings):
    api = client_for(acme)
    first = speak(api, format="mp3")  # an encoding of the clip, made on this request
    mp3 = Clip.objects.get(key=first["X-Clip-Id"]).encodings.get(format="mp3")
    (settings.MEDIA_ROOT / mp3.audio.name).unlink()
    again = speak(api, format="mp3")
    assert again.status_code == 200 and again.getvalue() == first.getvalue()


def test_a_new_model_is_heard_at_once(acme, job_settings, model_copy):
    job_settings.SYNTH_MODEL_DIR = model_copy
    api = client_for(acme)
    before = speak(api)
    (model_copy / "onnx" / "release.txt").write_text("v2\n")  # another model (fingerprint)
    after = speak(api)
    assert after["X-Clip-Id"] != before["X-Clip-Id"]


def test_a_revoked_key_is_refused_at_once(acme):
    raw = key_for(acme)
    api = client_for(acme)
    api.defaults["HTTP_AUTHORIZATION"] = f"Bearer {raw}"
    speak(api)
    assert speak(api)["X-Cache"] == "HIT"
    ApiKey.objects.filter(tenant=acme).update(revoked="2026-01-01T00:00Z")
    response = speak(api)
    assert response.status_code == 401 and error(response)["code"] == "unauthenticated"


def test_another_tenant_sending_the_same_body_gets_its_own_clip(acme, make_tenant):
    alice, bob = client_for(acme), client_for(make_tenant("bob"))
    mine = speak(alice)
    speak(alice)
    theirs = speak(bob)
    assert theirs["X-Cache"] == "MISS" and theirs["X-Clip-Id"] != mine["X-Clip-Id"]


def test_the_rate_limit_and_the_quota_still_count_remembered_answers(
    acme, sync_jobs, one_rate_window
):
    sync_jobs.API_RATE = "3/min"
    api = client_for(acme)
    assert [speak(api).status_code for _ in range(3)] == [200, 200, 200]
    response = speak(api)
    assert response.status_code == 429 and error(response)["code"] == "rate_limited"
    assert 0 < int(response["Retry-After"]) <= 60

    sync_jobs.API_RATE = "100/min"
    sync_jobs.API_DAILY_CHARS = 3 * len(BODY["text"])
    forget_counts()
    assert [speak(api).status_code for _ in range(3)] == [200, 200, 200]
    response = speak(api)
    assert response.status_code == 429 and error(response)["code"] == "quota_exceeded"


def test_remembered_answers_count_as_serves(acme):
    api = client_for(acme)
    key = speak(api)["X-Clip-Id"]
    speak(api)
    speak(api)
    flush_served()
    assert Clip.objects.get(key=key).hits == 3  # every answer counts, the miss's too


OPENAI = {
    "model": "tts-1",
    "input": "Your table is ready.",
    "voice": "alloy",
    "response_format": "wav",
}


def ask_openai(api):
    return api.post("/v1/audio/speech", OPENAI, content_type="application/json")


def test_a_repeated_openai_request_is_remembered_too(acme):
    api = client_for(acme)
    assert ask_openai(api)["X-Cache"] == "MISS"  # (may stream: only whole answers are kept)
    full = ask_openai(api)
    assert full["X-Cache"] == "HIT"
    with CaptureQueriesContext(connection) as queries:
        remembered = ask_openai(api)
    assert tables_read(queries.captured_queries) == set()
    # The remembered answer streams the file (sendfile); the full view's is in memory.
    assert remembered.getvalue() == full.getvalue()
    different = {"X-Request-Id"}
    assert {k: v for k, v in full.items() if k not in different} == {
        k: v for k, v in remembered.items() if k not in different
    }


def test_a_remembered_openai_request_over_the_limit_gets_openais_error(
    acme, sync_jobs, one_rate_window
):
    api = client_for(acme)
    ask_openai(api)
    ask_openai(api)  # remembered now
    cache.clear()  # the rate counted from here on
    sync_jobs.API_RATE = "2/min"
    responses = [ask_openai(api) for _ in range(3)]
    refused = responses[-1]
    assert refused.status_code == 429
    error = refused.json()["error"]
    assert set(error) == {"message", "type", "param", "code"}
    assert (error["type"], error["code"]) == ("rate_limit_error", "rate_limited")
