"""A ``<say-as>`` text is bounded as plain text is: whatever it holds, in any language and
read as any kind, the request gets a reading or a 4xx, never a 500.

Its readers called int() on the text: a dollar amount of 4,301 digits passed Python's
limit on integer strings and answered 500 on every speech endpoint. The sweep reads every
interpret-as value we know (and one we do not) over hostile inputs in every language.
"""

import json

import pytest
from django.test import Client

from engine import contract
from normalize import sayas, ssml
from tests.test_api_support import client_for, key_for

BIG = "9" * 4301
HOSTILE = {
    "digits": BIG,
    "dollars": f"${BIG}",
    "dollars-after": f"{BIG} USD",
    "euros": f"{BIG} €",
    "grouped": ",".join(["999"] * 1500),
    "negative": f"-{BIG}",
    "decimal": f"{BIG}.{BIG}",
    "fullwidth": "９" * 4301,
    "iso-date": f"{BIG}-01-01",
    "slash-date": f"01/01/{BIG}",
    "time": f"{BIG}:00",
    "phone": f"+{BIG}",
    "ordinal": f"{BIG}th",
    "spaced": " ".join(BIG),
    "at-the-limit": "9" * sayas.MAX_CHARS,
    "bad-date": "99/99/9999",
    "bad-time": "25:61:99",
    "exponent": "1e999",
    "arabic-indic": "١٢٣٤٥٦٧٨٩٠" * 20,
    "empty": "",
    "signs": "-+$€.,:/",
}
INTERPRET_AS = [*sayas.KINDS, *sayas.ALIASES, "no-such-kind"]


def document(kind: str, text: str) -> str:
    return f'<speak><say-as interpret-as="{kind}">{text}</say-as></speak>'


@pytest.mark.parametrize("lang", contract.ALL_LANGUAGES)
def test_every_kind_reads_any_hostile_text_without_failing(lang):
    for kind in INTERPRET_AS:
        for name, text in HOSTILE.items():
            doc = ssml.parse(document(kind, text), lang)  # raised ValueError
            assert len(doc.spoken) < 20 * len(text) + 100, (kind, name)  # bounded growth


def test_a_say_as_text_past_the_limit_is_not_applied_and_said_as_written():
    doc = ssml.parse(document("currency", f"${BIG}"), "en")
    assert doc.ignored == ["say-as.currency"]
    assert BIG in doc.spoken


def test_a_say_as_text_within_the_limit_is_still_read():
    doc = ssml.parse(document("cardinal", "1234"), "en")
    assert doc.applied == ["say-as.cardinal"]
    assert "thousand" in doc.spoken


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


HUGE_DOLLARS = document("currency", f"${BIG}")
SURFACES = {
    "speech": ("/api/v1/speech", {"text": HUGE_DOLLARS, "wait": 0}),
    "stream": ("/api/v1/speech", {"text": HUGE_DOLLARS, "stream": True}),
    "normalize": ("/api/v1/normalize", {"text": HUGE_DOLLARS}),
    "batch": ("/api/v1/batches", {"items": [{"text": HUGE_DOLLARS}]}),
    "openai": ("/v1/audio/speech", {"model": "tts-1", "voice": "alloy", "input": HUGE_DOLLARS}),
}


@pytest.mark.usefixtures("sync_jobs", "fresh_counts")
@pytest.mark.parametrize("surface", SURFACES)
def test_a_4301_digit_dollar_amount_is_refused_as_too_long_on_every_endpoint(acme, surface):
    path, body = SURFACES[surface]
    response = client_for(acme).post(path, json.dumps(body), "application/json")
    assert response.status_code == 413, response.content[:300]


@pytest.mark.usefixtures("sync_jobs", "fresh_counts")
def test_a_4301_digit_dollar_amount_is_refused_by_elevenlabs_and_the_playground(acme, make_member):
    eleven = Client(headers={"xi-api-key": key_for(acme)})
    response = eleven.post("/v1/text-to-speech/F1", {"text": HUGE_DOLLARS}, "application/json")
    assert 400 <= response.status_code < 500, response.content[:300]
    staff = Client()
    staff.force_login(make_member(acme, "editor"))
    response = staff.post("/playground/", {"tenant": acme.pk, "text": HUGE_DOLLARS})
    assert response.status_code == 413
