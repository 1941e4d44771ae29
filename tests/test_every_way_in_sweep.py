"""The sweep (issue 33): the same texts through every way in, and what each charged to the
daily quota, gave back and metered. A plain text, an SSML document (its words are charged,
not its markup; each chunk after the first at least metering.limits.CHUNK_FLOOR_CHARS), a
text the lexicon makes longer (charged as normalized), one refused for a
full queue and one over the quota (nothing kept, nothing metered): every way in charges
the same, and what it keeps is what the usage says. A socket cut midway too: what it
began is kept and metered, what it never began is given back."""

import asyncio

import pytest
from asgiref.sync import async_to_sync
from django.db.models import Sum
from django.test import Client, TestCase

from metering.limits import quota_used
from metering.models import Usage
from review.models import Review, State, TestSet
from synth.models import Clip
from tests.socket_support import MULTI_PATH, OPENING, Peer, stand_in_audio, talk
from tests.test_api_support import key_for

# The quota's counters and the usage rows differ by backend (Redis, PostgreSQL's SQL).
pytestmark = pytest.mark.backend

TEXTS = {
    "plain": ("Your table is ready.", 20),
    # Its words, not its markup: "Hello", then "there." after the break, a chunk of its own,
    # charged at least CHUNK_FLOOR_CHARS (16) as every chunk after a text's first.
    "ssml": ("<speak>Hello <break time='1s'/> there.</speak>", 5 + 16),
    "lexicon": ("Our SaaS ships.", len("Our software as a service ships.")),
    "queue full": ("Your table is ready.", 0),
    "over quota": ("Your table is ready.", 0),
}


def read(response) -> bytes:
    if not response.streaming:
        return response.content
    if not response.is_async:
        return b"".join(response.streaming_content)

    async def pieces():
        return [piece async for piece in response.streaming_content]

    return b"".join(async_to_sync(pieces)())


def speech(tenant, text, member):
    api = Client(headers={"Authorization": f"Bearer {key_for(tenant)}"})
    read(api.post("/api/v1/speech", {"text": text, "format": "wav"}, "application/json"))


def openai(tenant, text, member):
    api = Client(headers={"Authorization": f"Bearer {key_for(tenant)}"})
    body = {"model": "tts-1", "input": text, "voice": "alloy", "response_format": "mp3"}
    read(api.post("/v1/audio/speech", body, "application/json"))


def elevenlabs(tenant, text, member):
    api = Client(headers={"xi-api-key": key_for(tenant)})
    path = "/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM/stream?output_format=mp3_44100_128"
    read(api.post(path, {"text": text}, "application/json"))


def stream_input(tenant, text, member):
    talk(Peer([OPENING, {"text": text}, {"text": ""}], key=key_for(tenant)))


def playground(tenant, text, member):
    page = Client()
    page.force_login(member)
    page.post("/playground/", {"tenant": tenant.pk, "format": "wav", "text": text})


def batches(tenant, text, member):
    api = Client(headers={"Authorization": f"Bearer {key_for(tenant)}"})
    api.post("/api/v1/batches", {"items": [{"text": text}]}, "application/json")


def admin_preview(tenant, text, member):
    page = Client()
    page.force_login(member)
    query = {"tenant": tenant.pk, "voice": "M1", "lang": "en", "text": text}
    page.get("/admin/lexicon/voicepreset/preview/", query)


def stale_clip(tenant, text) -> Clip:
    """A clip of the text made before the lexicon changed (another key), waiting for its
    re-render."""
    clip = Clip.objects.create(
        tenant=tenant,
        key="0" * 64,
        text=text,
        normalized_text=text,
        lang="en",
        voice="M1",
        voice_digest="0" * 64,
        speed=1.05,
        steps=2,
        seed=1,
        silence=0.3,
        lexicon_version=0,
        model_fingerprint="0" * 64,
        sample_rate=44100,
        duration=1.0,
        size=1000,
        explanation=[{"stage": "lexicon", "changes": []}],  # normalized, not raw
    )
    Review.of(clip)  # made on the first look if the clip had none
    Review.objects.filter(clip=clip).update(state=State.STALE)
    return clip


def admin_rerender(tenant, text, member):
    clip = stale_clip(tenant, text)
    page = Client()
    page.force_login(member)
    page.post(f"/admin/synth/clip/{clip.pk}/rerender/")


def admin_bulk_rerender(tenant, text, member):
    clip = stale_clip(tenant, text)
    page = Client()
    page.force_login(member)
    page.post("/admin/synth/clip/", {"action": "rerender_selected", "_selected_action": [clip.pk]})


def admin_test_set(tenant, text, member):
    test_set = TestSet.objects.create(tenant=tenant, name="sweep", sentences=text)
    page = Client()
    page.force_login(member)
    chosen = {"action": "render_selected", "_selected_action": [test_set.pk]}
    # Queued for the workers once the request commits; django-q2 in sync mode runs it here.
    with TestCase.captureOnCommitCallbacks(execute=True):
        page.post("/admin/review/testset/", chosen)


WAYS_IN = [speech, openai, elevenlabs, stream_input, playground, batches]
WAYS_IN += [admin_preview, admin_rerender, admin_bulk_rerender, admin_test_set]
# A batch waits for room in the queue: it is accepted, and charged, when the queue is full.
BATCHES = (batches, admin_bulk_rerender, admin_test_set)


@pytest.mark.parametrize("case", list(TEXTS))
@pytest.mark.parametrize("way_in", WAYS_IN, ids=lambda f: f.__name__)
def test_every_way_in_charges_gives_back_and_meters_alike(
    sync_jobs, fresh_counts, make_tenant, make_member, make_entry, way_in, case
):
    tenant = make_tenant("acme")
    make_entry(tenant, "SaaS", "software as a service")
    text, expected = TEXTS[case]
    if case == "queue full":
        sync_jobs.SYNTH_MAX_QUEUE = 0
        if way_in in BATCHES:
            expected = len(text)
    if case == "over quota":
        sync_jobs.API_DAILY_CHARS = 5
    way_in(tenant, text, make_member(tenant, "editor"))
    charged = quota_used(tenant)[0]
    metered = Usage.objects.filter(tenant=tenant).aggregate(n=Sum("characters"))["n"] or 0
    assert (charged, metered) == (expected, expected)
    rows = Usage.objects.filter(tenant=tenant)
    assert rows.aggregate(n=Sum("requests"))["n"] == (1 if expected else None)


SENTENCES = "One is here. Two is here. Three is here. Four is here. "
BEGUN = len("One is here.") + len("Two is here.")  # LOOKAHEAD segments begun


def cut_stream_input(key, ready) -> Peer:
    """The client goes away while the first segment's audio is being made."""
    return Peer([OPENING, {"text": SENTENCES}, None], key=key, gate=ready, free=2)


def cut_context(key, ready) -> Peer:
    """An agent's barge-in: the context is closed while its first audio is being made."""
    script = [
        {"text": " ", "context_id": "a"},
        {"text": SENTENCES, "context_id": "a"},
        {"context_id": "a", "close_context": True},
        {"close_socket": True},
    ]
    return Peer(script, key=key, gate=ready, free=2, path=MULTI_PATH)


@pytest.mark.parametrize("cut", [cut_stream_input, cut_context], ids=lambda f: f.__name__)
def test_a_socket_cut_midway_meters_what_it_keeps(
    job_settings, fresh_counts, make_tenant, monkeypatch, cut
):
    """Segments begun keep their charge and are metered though their audio never goes out;
    those never begun are given back (hostile pass 6, L2: an interrupted context charged
    379 characters and metered 226; a dropped client 1,309 and 1,151)."""
    from synth import flow

    tenant = make_tenant("acme")
    begun = []
    never = asyncio.Event()  # the first segment's audio never comes
    stand_in_audio(monkeypatch, wait=never.wait)
    whole = flow.begin
    monkeypatch.setattr(flow, "begin", lambda speech, plan: begun.append(1) or whole(speech, plan))

    async def ready():
        while len(begun) < 2:  # begun in the sync pool: nothing to await there
            await asyncio.sleep(0.01)

    peer = talk(cut(key_for(tenant), ready))
    assert peer.audio == []
    charged = quota_used(tenant)[0]
    metered = Usage.objects.filter(tenant=tenant).aggregate(n=Sum("characters"))["n"] or 0
    assert (charged, metered) == (BEGUN, BEGUN)
    assert Usage.objects.filter(tenant=tenant).aggregate(n=Sum("requests"))["n"] == 2
