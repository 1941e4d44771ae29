"""A number in an SSML attribute (a break's time, a prosody rate) is a time or a speed, or
the request is refused with 400 invalid_ssml: never a 500, on any endpoint.

A 400-digit rate was infinity to float(), past every range check after it, and answered
500 on every speech endpoint (a fresh hostile pass, issue 30). The sweep tries every
numeric attribute with numbers of every size on every way in."""

import json
import time

import pytest
from django.test import Client

from normalize import ssml
from tests.test_api_support import client_for, key_for

ONES = "1" * 400
NUMBERS = [ONES, f"{ONES}.5", f"0.{ONES}", "1e999", "9" * 7, "1" * 7 + ".5"]
ATTRIBUTES = [
    '<break time="{n}s"/>',
    '<break time="{n}ms"/>',
    '<prosody rate="{n}%">hi</prosody>',
    '<prosody rate="+{n}%">hi</prosody>',
    '<prosody rate="-{n}%">hi</prosody>',
    '<prosody rate="{n}">hi</prosody>',
]
DOCUMENTS = [f"<speak>Hello {a.format(n=n)} there.</speak>" for a in ATTRIBUTES for n in NUMBERS]


@pytest.mark.parametrize("document", DOCUMENTS)
def test_a_number_too_long_for_a_time_or_speed_is_invalid_ssml(document):
    with pytest.raises(ssml.SsmlError):
        ssml.parse(document, "en")


def test_numbers_of_six_digits_are_still_read():
    assert (
        ssml.parse('<speak>a <prosody rate="150%">b</prosody></speak>', "en").parts[1].rate == 1.5
    )
    doc = ssml.parse('<speak>a <break time="009999ms"/> b</speak>', "en")
    assert doc.parts[0].pause > 0


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


RATE = f'<speak><prosody rate="{ONES}%">hi</prosody></speak>'
SURFACES = {
    "speech": ("/api/v1/speech", {"text": RATE, "wait": 0}),
    "stream": ("/api/v1/speech", {"text": RATE, "stream": True}),
    "normalize": ("/api/v1/normalize", {"text": RATE}),
    "batch": ("/api/v1/batches", {"items": [{"text": RATE}]}),
    "openai": ("/v1/audio/speech", {"model": "tts-1", "voice": "alloy", "input": RATE}),
}


@pytest.mark.usefixtures("sync_jobs", "fresh_counts")
@pytest.mark.parametrize("surface", SURFACES)
def test_a_400_digit_rate_is_refused_on_every_endpoint(acme, surface):
    path, body = SURFACES[surface]
    response = client_for(acme).post(path, json.dumps(body), "application/json")
    assert response.status_code == 400, response.content[:300]
    assert response.json()["error"]["code"] == "invalid_ssml"


@pytest.mark.usefixtures("sync_jobs", "fresh_counts")
def test_a_400_digit_rate_is_refused_by_elevenlabs_and_the_playground(acme, make_member):
    eleven = Client(headers={"xi-api-key": key_for(acme)})
    response = eleven.post("/v1/text-to-speech/F1", {"text": RATE}, "application/json")
    assert response.status_code == 400, response.content[:300]
    staff = Client()
    staff.force_login(make_member(acme, "editor"))
    assert staff.post("/playground/", {"tenant": acme.pk, "text": RATE}).status_code == 400


@pytest.mark.usefixtures("sync_jobs", "fresh_counts")
def test_a_document_of_markup_that_says_nothing_is_too_long_unread(acme):
    # A mebibyte of unknown tags said "hi" and was parsed for 1-2 s of web CPU, uncharged.
    document = "<speak>hi" + "<foo/>" * 140_000 + "</speak>"  # under the body limit
    started = time.process_time()
    response = client_for(acme).post(
        "/api/v1/normalize", json.dumps({"text": document}), "application/json"
    )
    assert response.status_code == 413, response.content[:200]
    assert time.process_time() - started < 0.5
    assert ssml.spoken_length("<speak><foo/>hello there</speak>") == 11  # its words
    # Markup counts a tenth of its length at least (the thirty-third pass, M-1).
    assert ssml.spoken_length("<speak>" + "<foo/>" * 1000 + "hi</speak>") == 602
