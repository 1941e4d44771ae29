"""GET /api/v1/clips/{id}/timings: pieces exact, characters and words estimated inside them."""

import pytest
from django.core.files.storage import default_storage
from django.test import Client

from synth.timings import clip_timings
from tests.test_api_support import client_for, decode, error, synthesize

pytestmark = pytest.mark.usefixtures("job_settings")

TEXT = "The first sentence is here.\n\nThe second one follows it.\n\nAnd a third ends the text."


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


@pytest.fixture
def clip(acme):
    return synthesize(acme, TEXT, voice="M1", lang="en", steps=2, seed=1)


def test_the_pieces_are_the_clips_chunks_and_say_they_are_exact(acme, clip):
    response = client_for(acme).get(f"/api/v1/clips/{clip.key}/timings")
    assert response.status_code == 200
    body = response.json()
    assert body["clip"] == clip.key
    assert [(p["text"], p["start"], p["end"]) for p in body["pieces"]] == [
        (c["text"], c["start"], c["end"]) for c in clip.chunks
    ]
    assert {p["timing"] for p in body["pieces"]} == {"exact"}
    assert body["timing"] == {"pieces": "exact", "characters": "estimated", "words": "estimated"}
    with default_storage.open(clip.audio.name) as f:
        samples, rate = decode(f.read())
    assert body["pieces"][-1]["end"] == pytest.approx(len(samples) / rate, abs=0.001)


def test_characters_and_words_cover_the_text_in_order_inside_their_pieces(acme, clip):
    body = client_for(acme).get(f"/api/v1/clips/{clip.key}/timings").json()
    assert body == {"clip": clip.key, **clip_timings(clip.chunks)}  # the lead's timings, as is
    spoken = " ".join(c["text"] for c in clip.chunks)
    assert "".join(c["char"] for c in body["characters"]) == spoken
    assert [w["word"] for w in body["words"]] == spoken.split()
    starts = [c["start"] for c in body["characters"]]
    assert starts == sorted(starts)
    first, second = body["pieces"][:2]
    the = body["words"][0]
    assert the["word"] == "The" and the["start"] == first["start"] and the["end"] < first["end"]
    # The second piece's first word starts where that piece does (to the 0.1 ms that
    # characters are rounded to): exact, not estimated.
    assert body["words"][5]["word"] == "The"
    assert body["words"][5]["start"] == pytest.approx(second["start"], abs=1e-4)


def test_another_tenants_clip_answers_like_a_missing_one(clip, make_tenant):
    charlie = client_for(make_tenant("charlie"))
    theirs = charlie.get(f"/api/v1/clips/{clip.key}/timings")
    missing = charlie.get(f"/api/v1/clips/{'0' * 64}/timings")
    assert theirs.status_code == missing.status_code == 404
    assert theirs.json() == missing.json()
    assert error(missing)["code"] == "not_found"


def test_without_a_key_or_token_it_is_refused(clip):
    response = Client().get(f"/api/v1/clips/{clip.key}/timings")
    assert response.status_code == 401


def test_the_clips_signed_audio_link_opens_its_timings_with_cors(acme, clip):
    url = client_for(acme).get(f"/api/v1/clips/{clip.key}").json()["audio_url"]
    token = url.split("token=")[1].split("&")[0]
    response = Client().get(f"/api/v1/clips/{clip.key}/timings?token={token}")
    assert response.status_code == 200 and response.json()["clip"] == clip.key
    assert response["Access-Control-Allow-Origin"] == "*"


def test_one_clips_token_does_not_open_anothers_timings(acme, clip):
    other = synthesize(acme, "Another clip altogether.", voice="F1", lang="en", steps=2, seed=1)
    url = client_for(acme).get(f"/api/v1/clips/{other.key}").json()["audio_url"]
    token = url.split("token=")[1].split("&")[0]
    response = Client().get(f"/api/v1/clips/{clip.key}/timings?token={token}")
    assert response.status_code in (401, 404)


def test_timings_are_in_the_schema(acme):
    schema = client_for(acme).get("/api/schema/?format=json").json()
    operation = schema["paths"]["/api/v1/clips/{clip_id}/timings"]["get"]
    assert operation["operationId"] == "clips_timings"
    body = operation["responses"]["200"]["content"]["application/json"]["schema"]
    name = body["$ref"].rsplit("/", 1)[1]
    assert set(schema["components"]["schemas"][name]["properties"]) == {
        "clip", "pieces", "marks", "characters", "words", "timing"
    }  # fmt: skip
