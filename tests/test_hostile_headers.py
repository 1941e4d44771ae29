"""Every header and query parameter the service parses is bounded: a huge, malformed or
absurd value is a 4xx with a stable code, or ignored as RFC 9110 says (a Range we cannot
use is ignored; one past the end is a 416), never a 5xx.

A Range of a 4,400-digit number was a 500 without any key: Python's int() refuses more
than 4,300 digits with a ValueError. The sweep sends arbitrary values (hypothesis) for the
headers and parameters to every operation in the schema, with a key, without one, with a
signed audio link and with a wrong key; ``HOSTILE_EXAMPLES`` sets how many per operation
(`make faults` sets 100).
"""

import os
from urllib.parse import quote, urlencode

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.auth import audio_token
from lexicon.models import LexiconEntry, VoicePreset
from synth.models import Batch, SynthesisJob
from synth.playback import byte_range
from tests.test_api_support import key_for, synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: hostile ids and parameters reaching
# SQL.
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("sync_jobs", "fresh_counts")]
EXAMPLES = int(os.getenv("HOSTILE_EXAMPLES", "12"))
HUGE = "4" * 4400  # past int()'s 4,300 digits


@pytest.fixture
def service(sync_jobs, make_tenant):
    """A tenant with a real clip (its audio decodes, so ranges are served), an entry, a
    preset, a job and a batch; their ids, a key, and the clip's signed link token."""
    sync_jobs.API_RATE = "1000000/min"
    sync_jobs.API_DAILY_CHARS = 10**9
    sync_jobs.API_MAX_WAIT = 1
    tenant = make_tenant("acme")
    clip = synthesize(tenant, "Hello there.", steps=1)
    entry = LexiconEntry(tenant=tenant, term="AcmeCorp", alias="acme corp")
    entry.save()
    preset = VoicePreset.objects.create(tenant=tenant, name="acme", voice="F1")
    job = SynthesisJob.objects.filter(tenant=tenant).first()
    batch = Batch.objects.create(tenant=tenant)
    ids = {
        "clip_id": clip.key,
        "job_id": str(job.pk),
        "batch_id": str(batch.pk),
        "lexicon": str(entry.pk),
        "presets": str(preset.pk),
    }
    ids["voice_id"] = preset.name  # ElevenLabs names a preset by its name
    return {"ids": ids, "key": key_for(tenant), "token": audio_token(clip)}


# --- the example from the issue, and the pieces it goes through --------------------------


@pytest.mark.parametrize(
    "header",
    [f"bytes={HUGE}-", f"bytes=0-{HUGE}", f"bytes=-{HUGE}", f"bytes={HUGE}-{HUGE}"],
    ids=["start", "end", "suffix", "both"],
)
def test_a_range_of_a_4400_digit_number_is_never_a_server_error(service, header):
    url = f"/api/v1/clips/{service['ids']['clip_id']}/audio?format=flac"
    for client in (Client(), Client(headers={"Authorization": f"Bearer {service['key']}"})):
        anonymous = client.get(url, headers={"Range": header})
        assert anonymous.status_code in (401, 206, 200, 416), anonymous.content[:300]
    linked = Client().get(f"{url}&token={service['token']}", headers={"Range": header})
    assert linked.status_code in (200, 206, 416)


@pytest.mark.parametrize(
    "header,expected",
    [
        (f"bytes={HUGE}-", "unsatisfiable"),  # starts past any file
        (f"bytes=0{'0' * 5000}5-9", (5, 9)),  # leading zeros are still the number 5
        (f"bytes=0-{HUGE}", (0, 999)),  # ends past the file: up to its end
        (f"bytes=-{HUGE}", (0, 999)),  # the last 10^4400 bytes: all of them
        (f"bytes={HUGE}-5", None),  # last before first: invalid, so ignored
        ("bytes=10-", (10, 999)),
        ("bytes=-10", (990, 999)),
    ],
)
def test_huge_numbers_in_a_range_mean_what_rfc_9110_says(header, expected):
    assert byte_range(header, 1000) == expected


def test_a_content_length_of_a_4400_digit_number_is_too_large(service):
    api = Client(headers={"Authorization": f"Bearer {service['key']}"})
    response = api.generic(
        "POST", "/api/v1/speech", b'{"text": "Hi."}', "application/json", CONTENT_LENGTH=HUGE
    )
    assert response.status_code == 413 and response.json()["error"]["code"] == "body_too_large"


# --- the sweep -------------------------------------------------------------------------------

# Numbers of every length: int() refuses past 4,300 digits; leading zeros do not count.
DIGITS = st.one_of(
    st.integers(4301, 6000).map(lambda n: "9" * n),
    st.just(""),
    st.integers(0, 10**30).map(str),
    st.integers(1, 6000).map(lambda n: "0" * n + "1"),
)
NUMBERS = st.one_of(
    DIGITS,
    st.builds(lambda a, b: f"{a}{b}", st.sampled_from(["-", "+", " ", "1e", "\u0663"]), DIGITS),
    st.sampled_from(["1e5", "nan", "inf", "-1", "0", "1.5", "\x00", "%00", "true", " "]),
)
RANGES = st.one_of(
    st.builds(lambda a, b: f"bytes={a}-{b}", DIGITS, DIGITS),
    st.builds(lambda a, b, c: f"bytes={a}-{b}, {c}-", DIGITS, DIGITS, DIGITS),
    st.from_regex(r"\A(bytes|BYTES|items)\s*=[0-9 ,\-]{0,30}\Z"),
)
HOSTILE = st.one_of(
    NUMBERS,
    RANGES,
    st.text(max_size=40),
    st.builds(lambda n: ", ".join(['W/"x"'] * n), st.integers(0, 3000)),
    st.integers(1, 9000).map(lambda n: "a" * n),
)
# What each input is most likely to choke on; any other hostile value too, less often.
FOCUS = {"Range": RANGES, "If-Range": RANGES, "page": NUMBERS, "id": NUMBERS}
BODIES = {
    "/api/v1/speech": {"text": "Hello there.", "steps": 1, "wait": 0},
    "/v1/audio/speech": {"model": "tts-1", "input": "Hello there.", "voice": "alloy"},
    "/api/v1/normalize": {"text": "Hello."},
    "/api/v1/batches": {"items": [{"text": "Hello.", "steps": 1}]},
    "/api/v1/lexicon": {"term": "OtherCorp", "alias": "other corp"},
    "/api/v1/presets": {"name": "other", "voice": "M2"},
    **{
        f"/v1/text-to-speech/{{voice_id}}{route}": {"text": "Hello there."}
        for route in ("", "/stream", "/with-timestamps", "/stream/with-timestamps")
    },
}
# Paths outside the schema that parse headers too.
EXTRA = [("get", "/api/v1/health", []), ("get", "/api/v1/ready", []), ("get", "/metrics", [])]


def operations() -> list[tuple[str, str, list[str]]]:
    """(method, path template, the inputs it parses) of every operation: its documented
    parameters (path ids, query parameters, headers), the key, and DRF's ``format``."""
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    schemes = schema["components"]["securitySchemes"]
    found = []
    for path, ops in schema["paths"].items():
        for method, op in ops.items():
            if method in ("get", "post", "put", "patch", "delete"):
                names = {p["name"] for p in op.get("parameters", [])} | {"Authorization"}
                # A key in a header of its own (ElevenLabs' xi-api-key) is parsed too.
                for scheme in (s for way in op.get("security", []) for s in way):
                    if schemes.get(scheme, {}).get("in") == "header":
                        names.add(schemes[scheme]["name"])
                found.append(
                    (method, path, sorted(names | ({"format"} if method == "get" else set())))
                )
    # Outside the schema: the request id and proxy headers every request's middleware reads.
    extra = ["Authorization", "X-Request-Id", "X-Forwarded-For", "X-Api-Key"]
    return found + [(m, p, extra) for m, p, _ in EXTRA]


CASES = [(m, p, name) for m, p, names in operations() for name in names]


def requests(method: str, path: str, hostile: str, service: dict):
    """A strategy of (url, headers, body): a request the operation would take (real ids,
    a key or the signed link, sensible headers and parameters, each present or not),
    with the input ``hostile`` given any value, so that it gets past authentication and
    the lookups to the code that parses it."""
    ids = service["ids"]
    key = f"Bearer {service['key']}"
    names = [part[1:-1] for part in path.split("/") if part.startswith("{")]
    sensible = {
        "format": st.sampled_from(["wav", "flac", "mp3", "vtt", "json"]),
        "Range": st.sampled_from(["bytes=0-99", "bytes=-10", "bytes=5-"]),
        "If-Range": st.just(f'"{ids["clip_id"]}.flac"'),
        "If-None-Match": st.just(f'"{ids["clip_id"]}.mp3"'),
        "page": st.just("1"),
        "wait": st.just("0"),
        "Accept": st.sampled_from(["audio/*", "application/json", "*/*"]),
    }
    others = {
        name: st.one_of(st.none(), value)
        for name, value in sensible.items()
        if name != hostile and name not in names
    }
    wild = st.one_of(FOCUS[hostile], FOCUS[hostile], HOSTILE) if hostile in FOCUS else HOSTILE

    @st.composite
    def request(draw):
        headers, query, url = {}, {}, path
        auth = draw(st.sampled_from(["Authorization", "X-Api-Key", "xi-api-key", "link", "none"]))
        if auth == "Authorization":
            headers["Authorization"] = key
        elif auth == "xi-api-key":
            headers["xi-api-key"] = service["key"]
        elif auth == "X-Api-Key":
            headers["X-Api-Key"] = service["key"]
        elif auth == "link":
            query["token"] = service["token"]
        for name, strategy in others.items():
            value = draw(strategy)
            if value is not None:
                (headers if name[0].isupper() else query)[name] = value
        value = draw(wild)
        if hostile in names:
            url = url.replace(f"{{{hostile}}}", quote(value, safe=""))
        else:
            (headers if hostile[0].isupper() else query)[hostile] = value
        for name in names:
            real = ids.get(name) or ids.get(path.split("/")[3], "1")
            url = url.replace(f"{{{name}}}", real)
        if query:
            url += "?" + urlencode(query)
        return url, headers, BODIES.get(path)

    return request()


def latin1(headers: dict) -> dict:
    """What a WSGI server can hand us: header values are ISO-8859-1 strings."""
    return {k: v.encode("utf-8", "replace").decode("latin-1") for k, v in headers.items()}


@pytest.mark.parametrize("method,path,hostile", CASES, ids=[" ".join(c) for c in CASES])
def test_no_header_or_parameter_value_makes_a_server_error(service, method, path, hostile):
    client = Client()

    @settings(
        max_examples=EXAMPLES,
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(request=requests(method, path, hostile, service))
    def check(request):
        url, headers, body = request
        kwargs = {"content_type": "application/json", "data": body} if body else {}
        response = getattr(client, method)(url, headers=latin1(headers), **kwargs)
        ready = path == "/api/v1/ready" and response.status_code == 503  # no workers here
        assert response.status_code < 500 or ready, (url, headers, response.content[:300])
        if 400 <= response.status_code < 500 and response["Content-Type"] == "application/json":
            found = response.json()
            assert (found["error"] if "error" in found else found["detail"])["code"]

    check()
