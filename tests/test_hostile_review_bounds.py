"""Hostile pass 12, F-4 / F-7 / F-5: what reads a clip's words again after it was charged
(stale marking on a lexicon write, the review policy on the worker) reads what was charged
(an SSML document's words, not its markup) once per lexicon, not once per entry, over a
bounded number of clips; a clip keeps a bounded number of open reports. Work is counted
(characters the lexicon reads, rows), never timed."""

import pytest

from lexicon.models import LexiconChange, LexiconEntry
from normalize.lexicon import Lexicon
from review import clip_page, queue, stale
from review.models import Report, Review, State
from tenancy.models import ApiKey
from tests.test_api_support import error

pytestmark = pytest.mark.backend

COMMENT = "é SaaS " * 4000  # 28,000 characters of markup that is not said nor charged


@pytest.fixture
def read_chars(monkeypatch):
    """How many characters the lexicon reads (Lexicon.apply's text), and how often."""
    seen = {"chars": 0, "calls": 0}
    apply = Lexicon.apply

    def counting(self, text, lang, bound=None):
        seen["chars"] += len(text)
        seen["calls"] += 1
        return apply(self, text, lang, bound)

    monkeypatch.setattr(Lexicon, "apply", counting)
    return seen


@pytest.fixture
def ssml_clip(make_tenant, make_clip):
    acme = make_tenant("acme")

    def make(words, tenant=acme, comment=COMMENT):
        clip = make_clip(tenant)
        clip.text = f"<speak>{words}<!-- {comment} --></speak>"
        clip.normalized_text = words
        clip.reading = {"text_type": "ssml", "ssml": {"applied": [], "ignored": []}}
        clip.lexicon_version = 0
        clip.save()
        return clip

    return acme, make


def state(clip):
    review = Review.objects.filter(clip=clip).first()
    return review.state if review else State.NEEDS_REVIEW


def test_an_ssml_clip_keeps_its_words_apart_from_its_markup(ssml_clip):
    _, make = ssml_clip
    clip = make("Our SaaS ships.")
    assert clip.said == "Our SaaS ships." and len(clip.text) > 28_000


@pytest.mark.parametrize("term", ["SaaS", "é"])  # narrowed by the database, or read by Python
def test_a_lexicon_write_reads_the_words_said_not_the_markup(
    ssml_clip, make_entry, read_chars, term
):
    acme, make = ssml_clip
    clips = [make(f"Hello number {i}.") for i in range(10)]
    said = make(f"Our {term} ships.", comment="nothing")
    make_entry(acme, term, "x")
    # The comments hold the term 4,000 times each: not said, so not stale.
    assert [state(c) for c in clips] == [State.NEEDS_REVIEW] * 10
    assert state(said) == State.STALE
    words = sum(len(c.said) for c in (*clips, said))
    assert read_chars["chars"] <= 2 * words, read_chars  # not 10 x 28,000


def test_a_lexicon_write_reads_only_the_most_recent_clips(
    ssml_clip, make_entry, read_chars, monkeypatch
):
    monkeypatch.setattr(stale, "SCAN_MAX", 5)
    acme, make = ssml_clip
    clips = [make("Our é ships.", comment="") for _ in range(8)]
    make_entry(acme, "é", "e")
    assert [state(c) for c in clips] == [State.NEEDS_REVIEW] * 3 + [State.STALE] * 5
    assert read_chars["calls"] <= 5 * 2, read_chars


def test_a_lexicon_write_reads_a_bounded_number_of_characters(
    ssml_clip, make_entry, read_chars, monkeypatch
):
    monkeypatch.setattr(stale, "SCAN_CHARS", 3 * 1000)
    acme, make = ssml_clip
    clips = [make("Our é ships. " + "Long words said. " * 59, comment="") for _ in range(6)]
    make_entry(acme, "é", "e")  # non-ASCII: every clip of the window is read by Python
    assert [state(c) for c in clips] == [State.NEEDS_REVIEW] * 3 + [State.STALE] * 3
    assert read_chars["chars"] <= 2 * sum(len(c.said) for c in clips[3:]), read_chars


def test_an_import_reads_the_words_said_of_a_bounded_number_of_clips(
    ssml_clip, read_chars, monkeypatch
):
    monkeypatch.setattr(stale, "SCAN_MAX", 4)
    acme, make = ssml_clip
    clips = [make(f"Say zq{i} now.") for i in range(6)]
    entries = LexiconEntry.objects.bulk_create(
        LexiconEntry(tenant=acme, term=f"zq{i}", alias="z") for i in range(30)
    )
    LexiconChange.record_many(acme, [(e, None) for e in entries])  # as an import does
    assert [state(c) for c in clips] == [State.NEEDS_REVIEW] * 2 + [State.STALE] * 4
    assert read_chars["chars"] <= 2 * sum(len(c.said) for c in clips[2:]), read_chars


def test_the_policy_reads_a_new_clip_once_per_lexicon_not_once_per_recent_entry(
    ssml_clip, read_chars
):
    acme, make = ssml_clip
    for i in range(200):  # 200 recent changes, none of them said by the clip
        LexiconEntry(tenant=acme, term=f"zq{i}", alias=f"z {i}").save()
    clip = make("Policy test.")
    read_chars.update(chars=0, calls=0)
    assert not queue.has_recent_term(clip, 14)
    assert read_chars["calls"] <= 2 and read_chars["chars"] <= 2 * len("Policy test."), read_chars
    said = make("Policy zq7 test.", comment="")
    assert queue.has_recent_term(said, 14)


def test_a_clip_keeps_at_most_twenty_open_reports(client, make_tenant, make_clip):
    tenant = make_tenant("alice")
    clip = make_clip(tenant, key="f" * 64)
    _, raw = ApiKey.issue(tenant)

    def post(reason):
        return client.post(
            f"/api/v1/clips/{clip.key}/report",
            {"reason": reason},
            content_type="application/json",
            headers={"Authorization": f"Bearer {raw}"},
        )

    codes = [post(f"report {i}").status_code for i in range(queue.OPEN_REPORTS_MAX)]
    assert codes == [201] * queue.OPEN_REPORTS_MAX
    refused = post("one more")
    assert refused.status_code == 429 and error(refused)["code"] == "too_many_reports"
    assert post("report 3").status_code == 200  # the same open report: answered, not stored
    assert Report.objects.filter(clip=clip).count() == queue.OPEN_REPORTS_MAX
    queue.resolve_reports(clip)  # a reviewer answered them: the clip can be reported again
    assert post("after the answer").status_code == 201


def test_the_clip_page_lists_a_bounded_number_of_reports(make_tenant, make_clip):
    clip = make_clip(make_tenant("alice"))
    Report.objects.bulk_create(
        Report(clip=clip, reason=f"r{i}", category="other", resolved=i % 2 == 0)
        for i in range(3 * clip_page.REPORTS_SHOWN)
    )
    history = clip_page.history_of(clip)
    assert len(history.reports) == clip_page.REPORTS_SHOWN
    assert history.open_report_count == 3 * clip_page.REPORTS_SHOWN // 2


def test_the_migration_fills_in_the_words_of_clips_stored_before_it(ssml_clip):
    import importlib

    from django.apps import apps

    from synth.models import Clip

    _, make = ssml_clip
    clip = make("Stored before.")
    Clip.objects.filter(pk=clip.pk).update(spoken=None)
    importlib.import_module("synth.migrations.0018_clip_spoken").fill(apps, None)
    assert Clip.objects.get(pk=clip.pk).said == "Stored before."


@pytest.mark.usefixtures("sync_jobs", "fresh_counts")
@pytest.mark.filterwarnings("ignore:StreamingHttpResponse must consume asynchronous")
def test_a_clip_made_from_an_ssml_request_keeps_the_words_it_was_charged_for(make_tenant):
    from tests.test_api_ssml_and_languages import clip_of, speak

    document = "<speak>Hello number 1.<!-- " + "é " * 2000 + " --></speak>"
    clip = clip_of(speak(make_tenant("acme"), text=document, text_type="ssml", lang="en"))
    assert clip.text == document and clip.said == "Hello number 1."
