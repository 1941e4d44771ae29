"""The daily character quota charges exactly what is synthesized: a body whose text the
early count cannot see (another charset) is refused unread and pays nothing, and a
request refused before any synthesis gives back what it was charged."""

import pytest

from tests.test_api_support import client_for

# Backend-dependent, so on the PostgreSQL + Redis pass too: the quota's counters give back what
# they charged.
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("sync_jobs")]

SPEECH = "/api/v1/speech"
HIDDEN = "hello there " * 8  # 96 characters


@pytest.fixture
def api(make_tenant, settings, one_rate_window):
    settings.API_DAILY_CHARS = 120
    return client_for(make_tenant("acme"))


def speak(api, text: str, **fields):
    body = {"text": text, "steps": 1, "format": "wav", **fields}
    return api.post(SPEECH, body, content_type="application/json")


# The text hidden inside the "lang" string of the raw bytes: only a decoder that honours
# the charset sees {"lang": "en", "text": HIDDEN}.
HIDDEN_BODIES = {
    "utf-7": f'{{"lang": "en+ACI-, +ACI-text+ACI-: +ACI-{HIDDEN}", "steps": 1}}',
    "unicode_escape": f'{{"lang": "en\\u0022, \\u0022text\\u0022: \\u0022{HIDDEN}", "steps": 1}}',
}


@pytest.mark.parametrize("charset", HIDDEN_BODIES)
@pytest.mark.parametrize("path", [SPEECH, "/v1/audio/speech"])
def test_a_text_hidden_by_the_charset_is_charged_like_any_other(api, charset, path):
    body = HIDDEN_BODIES[charset]
    if path != SPEECH:
        body = body.replace("text", "input").replace(
            '"steps": 1', '"model": "tts-1", "voice": "alloy"'
        )
    content_type = f"application/json; charset={charset}"
    # generic(): the raw bytes as given (post() would re-encode them into the charset).
    first = api.generic("POST", path, body.encode("ascii"), content_type=content_type)
    # A JSON body is UTF-8 (the thirtieth pass, H-1): another charset is refused before
    # it is read, so its text is never synthesized, and nothing is charged for it. (It
    # was read and charged like any other before.)
    assert first.status_code == 400, first.content[:300]
    assert len(HIDDEN) + 30 > 120  # the next request fits only if the first paid nothing
    assert speak(api, "x" * 30).status_code in (200, 202)


def test_requests_refused_before_synthesis_use_none_of_the_quota(api):
    text = "a" * 100
    for refused in (
        speak(api, text, format="nope"),
        speak(api, text, voice="ZZ"),
        speak(api, text, wait=99),
        speak(api, text, preset="none-such"),
    ):
        assert 400 <= refused.status_code < 500 and refused.status_code != 429
    assert speak(api, text).status_code in (200, 202)


def test_a_text_refused_as_too_long_gives_its_characters_back(api, settings):
    settings.API_DAILY_CHARS = 500
    settings.API_MAX_TEXT_CHARS = 200
    for _ in range(3):
        assert speak(api, "b" * 300).status_code == 413
    assert speak(api, "c" * 150).status_code in (200, 202)
