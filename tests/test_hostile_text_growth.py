"""Text that grows through the lexicon: the limit applies to what will be synthesized.

Issue 13, item 3: an alias of 499 characters turned a 4,997-character request into 833,000
normalized characters (and a PLS import, which skipped the field limits, let 59 characters
become 20 million). Now the normalizer stops as soon as its text passes the limit, every
endpoint that plans speech refuses such a text with 4xx ``text_too_long`` before anything
is queued, and a worker refuses a stale job whose text is over the limit.
"""

import os
import string

import pytest
from django.core.management import CommandError, call_command
from django.db import connection
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.errors import api_error
from engine.errors import TextTooLong
from lexicon.models import LexiconEntry
from normalize import Entry, Normalizer, OutputTooLong
from synth.flow import JobFailed, finished_clip
from synth.models import SynthesisJob
from synth.speech import plan_speech
from synth.worker import run_job
from tests.test_api_support import client_for, error

LIMIT = 5000
ALIAS = ("word 12 " * 70)[:499]  # digits too: the rules grow it again
ISSUE_TEXT = ("ab " * 1666)[:4997]  # the issue's request: 1,666 matches of "ab"


@pytest.fixture
def hostile(make_tenant, make_entry, job_settings):
    """A tenant whose lexicon makes every "ab" 499 characters, as in the issue."""
    job_settings.API_MAX_TEXT_CHARS = LIMIT
    tenant = make_tenant("mallory")
    make_entry(tenant, "ab", ALIAS)
    return tenant


# --- the normalizer: bounded in size and time, whatever the lexicon ---------------------


def test_the_issues_lexicon_is_refused_at_the_limit_instead_of_building_the_text():
    normalizer = Normalizer([Entry("ab", ALIAS)])
    with pytest.raises(OutputTooLong) as info:
        normalizer(ISSUE_TEXT, "en", max_chars=LIMIT)
    # It stopped at the first alias past the limit plus the input's length (the slack
    # clean-up may remove again), far from the 833,000 characters it used to build.
    assert LIMIT < info.value.length <= LIMIT + len(ISSUE_TEXT) + len(ALIAS)
    assert info.value.limit == LIMIT
    assert "grew through normalization (lexicon)" in str(info.value)


def test_an_alias_of_any_length_stops_at_the_first_match_past_the_bound():
    # What the PLS import let in: 59 characters of text, aliases of a third of a million.
    huge = "1 " * 170_000
    normalizer = Normalizer([Entry("x", huge, whole_word=False)])
    with pytest.raises(OutputTooLong) as info:
        normalizer("x" * 59, "en", max_chars=LIMIT)
    assert info.value.length <= LIMIT + 59 + len(huge)


def test_spelled_out_numbers_count_toward_the_limit_too():
    with pytest.raises(OutputTooLong, match=r"\(en\.cardinal\)"):
        Normalizer([])("123456 " * 700, "en", max_chars=LIMIT)


def test_a_text_that_normalizes_to_exactly_the_limit_is_accepted_and_one_more_is_not():
    normalizer = Normalizer([Entry("ab", "xyz", whole_word=False)])
    assert len(normalizer("ab" * 1000, "en", max_chars=3000).text) == 3000
    with pytest.raises(OutputTooLong, match="3,000 characters; at most 2,999"):
        normalizer("ab" * 1000, "en", max_chars=2999)


def test_without_a_limit_the_result_may_grow_twenty_times_and_no_more():
    normalizer = Normalizer([Entry("a", "b" * 400, whole_word=False)])
    assert len(normalizer("a" * 20, "en").text) == 8000  # under the 10,000 floor
    with pytest.raises(OutputTooLong):
        normalizer("a" * 1000, "en")  # 400,000 characters would pass 20 x 1,000


def test_an_alias_that_contains_its_own_term_is_not_expanded_again():
    normalizer = Normalizer([Entry("go", "go go"), Entry("go go", "go go go")])
    assert normalizer("go", "en", max_chars=LIMIT).text == "go go"


# Hostile lexicons: aliases at the model's limit, aliases made of other terms, many
# entries, whole-word and not, case-folded and not, terms that share long prefixes.
LETTERS = string.ascii_lowercase[:4] + " 1"
TERMS = st.one_of(
    st.text(st.sampled_from("ab1"), min_size=1, max_size=3),
    st.text(st.sampled_from("ab1 "), min_size=1, max_size=200).filter(str.strip),
)


@st.composite
def hostile_lexicon(draw):
    terms = draw(st.lists(TERMS, min_size=1, max_size=40))
    shape = draw(st.sampled_from(["max", "terms", "random"]))
    entries = []
    for term in terms:
        if shape == "max":
            alias = draw(st.text(st.sampled_from(LETTERS), min_size=500, max_size=500))
        elif shape == "terms":  # aliases built of the lexicon's own terms
            alias = " ".join(draw(st.lists(st.sampled_from(terms), max_size=30)))[:500]
        else:
            alias = draw(st.text(st.sampled_from(LETTERS), max_size=500))
        entries.append(
            Entry(
                term,
                alias,
                case_sensitive=draw(st.booleans()),
                whole_word=draw(st.booleans()),
            )
        )
    # Every prefix of one long term: a walk as deep as the text agrees with it.
    entries += [Entry("a" * k, "x") for k in range(1, 200, 7)]
    return entries


@st.composite
def text_of_terms(draw, entries):
    """A text of the lexicon's terms (and spaces, runs of letters, digits), repeated up to
    the sent-text limit: what an attacker who wrote the lexicon would send."""
    terms = [e.term for e in entries]
    pieces = draw(st.lists(st.sampled_from(terms + [" ", "a" * 300, "12"]), min_size=1))
    text = "".join(pieces) or " "
    return (text * (LIMIT // len(text) + 1))[:LIMIT]


EXAMPLES = int(os.getenv("HOSTILE_EXAMPLES", "0")) or 60


@settings(
    max_examples=EXAMPLES,
    derandomize=True,
    deadline=2000,  # milliseconds per example: the unbounded normalizer took minutes
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data(), st.sampled_from(["en", "ko", "de", "na"]))
def test_any_hostile_lexicon_returns_a_bounded_text_quickly(data, lang):
    entries = data.draw(hostile_lexicon())
    text = data.draw(text_of_terms(entries))
    normalizer = Normalizer(entries)
    try:
        result = normalizer(text, lang, max_chars=LIMIT)
    except OutputTooLong as exc:
        assert exc.limit == LIMIT
        assert exc.length <= LIMIT + len(text) + 500 or exc.exact
    else:
        assert len(result.text) <= LIMIT


# --- every endpoint that plans speech refuses the grown text before queueing -------------

ENDPOINTS = {
    "speech": ("/api/v1/speech", lambda text: {"text": text, "voice": "M1", "lang": "en"}),
    "speech-stream": (
        "/api/v1/speech",
        lambda text: {"text": text, "voice": "M1", "lang": "en", "stream": True},
    ),
    "normalize": ("/api/v1/normalize", lambda text: {"text": text, "lang": "en"}),
    "openai": (
        "/v1/audio/speech",
        lambda text: {"model": "tts-1", "input": text, "voice": "alloy"},
    ),
    "batch": ("/api/v1/batches", lambda text: {"items": [{"text": text, "lang": "en"}]}),
}


@pytest.mark.parametrize("name", ENDPOINTS)
def test_a_text_the_lexicon_grows_past_the_limit_is_refused_everywhere(hostile, name):
    url, body = ENDPOINTS[name]
    response = client_for(hostile).post(url, body(ISSUE_TEXT), content_type="application/json")
    assert response.status_code == 413, response.content[:300]  # as for the text sent
    payload = response.json()["error"]
    assert payload["code"] == "text_too_long"
    assert "grew through normalization" in payload["message"]
    assert not SynthesisJob.objects.exists()  # nothing was queued


def test_speech_answers_413_like_the_sent_text_limit(hostile):
    response = client_for(hostile).post(
        "/api/v1/speech", {"text": ISSUE_TEXT, "voice": "M1"}, content_type="application/json"
    )
    assert response.status_code == 413
    assert error(response)["field"] == "text"


def test_the_same_text_without_the_entry_is_accepted_by_normalize(hostile):
    LexiconEntry.objects.filter(tenant=hostile).update(enabled=False)
    hostile.bump_lexicon_version()
    response = client_for(hostile).post(
        "/api/v1/normalize", {"text": ISSUE_TEXT, "lang": "en"}, content_type="application/json"
    )
    assert response.status_code == 200


def test_a_raw_text_over_the_limit_is_refused_by_plan_speech(hostile, job_settings):
    job_settings.API_MAX_TEXT_CHARS = 10
    with pytest.raises(TextTooLong, match="11 characters; at most 10"):
        plan_speech(hostile, "Hello world", raw=True, voice="M1")


def test_an_entry_stored_over_the_limits_before_they_were_checked_is_not_read(hostile, make_entry):
    if connection.vendor != "sqlite":
        pytest.skip("only SQLite stores a value longer than its column (old imports did)")
    make_entry(hostile, "zz", "y" * 600)  # model.save() does not validate: old imports did this
    plan = plan_speech(hostile, "zz", voice="M1", lang="en")
    assert plan.normalized_text == "zz"


# --- the worker refuses a job planned under a higher limit ----------------------------


def test_a_stale_job_over_the_limit_fails_in_the_worker_with_text_too_long(
    sync_jobs, hostile, make_plan
):
    plan = make_plan(hostile)
    long_text = "Hello there. " * 500  # 6,500 characters, planned when the limit was higher
    job = SynthesisJob.objects.create(
        tenant=hostile, key=plan.key, params={**plan.job_params(), "normalized_text": long_text}
    )

    assert run_job(str(job.id)) == "failed"

    job.refresh_from_db()
    assert (job.status, job.error_code) == ("failed", "text_too_long")
    # A client waiting on it is told the request's fault (4xx), not ours.
    with pytest.raises(JobFailed) as info:
        finished_clip(job)
    refused = api_error(info.value)
    assert 400 <= refused.status_code < 500
    assert refused.error_code == "text_too_long"


# --- the commands ----------------------------------------------------------------------


@pytest.mark.parametrize("command", ["normalize", "synthesize"])
def test_the_commands_refuse_a_grown_text_in_one_line(hostile, command, tmp_path):
    # No limit is set for the commands: the result may grow twenty times, and this one
    # grows about 170 times.
    text = "ab " * 2000
    args = [text] if command == "normalize" else ["--text", text, "--out", str(tmp_path / "x.wav")]
    with pytest.raises(CommandError) as info:
        call_command(command, *args, "--tenant", "mallory", "--lang", "en")
    assert "grew through normalization" in str(info.value) and "\n" not in str(info.value)
    assert not (tmp_path / "x.wav").exists()
