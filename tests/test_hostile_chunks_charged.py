"""The charge follows a chunk's work, not only its characters (the eighteenth pass, Q-2, Q-3).

Each chunk is an engine call of its own, with a fixed cost and a pause after it; the quota
counted characters only, so 5,000 characters of distinct one-word exclamations made 1,000
chunks, 3.05x the audio and 1.95x the worker time of prose for the same charge (Q-2), and
``speed`` 0.7 made 1.49x the audio and 1.4x the engine time (Q-3). Now every way in charges
a text's every chunk after its first at least ``CHUNK_FLOOR_CHARS``, and a chunk read slower
than 1 counts 1 / speed times (metering.limits.charged_length); prose at the default speed
is charged its characters, as before.
"""

import pytest

from lexicon.models import VoicePreset
from metering.limits import CHUNK_FLOOR_CHARS
from synth.models import Clip
from tests.test_every_way_in_sweep import (
    admin_preview,
    batches,
    elevenlabs,
    openai,
    playground,
    speech,
    stream_input,
)
from tests.test_hostile_steps import charged_and_metered

pytestmark = pytest.mark.backend

# Twelve distinct one-word exclamations: twelve sentences, twelve chunks, 5-8 characters each.
WORDS = "Alpha Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima".split()
EXCLAMATIONS = " ".join(f"{w}!" for w in WORDS)
# Prose of about the same length: one chunk, charged its characters.
PROSE = "Your parcel arrives tomorrow between nine and eleven in the morning, sign for it."

WAYS_IN = [speech, openai, elevenlabs, stream_input, playground, batches, admin_preview]
# stream-input cuts its text into segments at sentence ends, each planned and charged as a
# request of its own, and counted against the request rate as one (socket_segments): one
# engine call per request is what API_RATE bounds, so each segment's chunk counts as written.
ONE_TEXT = [way for way in WAYS_IN if way is not stream_input]


def floor_charge(words) -> int:
    """The first word as written, each further one at the floor (each is shorter)."""
    assert all(len(w) + 1 < CHUNK_FLOOR_CHARS for w in words)
    return len(words[0]) + 1 + CHUNK_FLOOR_CHARS * (len(words) - 1)


@pytest.mark.parametrize("way_in", ONE_TEXT, ids=lambda f: f.__name__)
def test_every_way_in_charges_many_short_chunks_by_the_chunk(
    sync_jobs, fresh_counts, make_tenant, make_member, way_in
):
    short = make_tenant("short")
    way_in(short, EXCLAMATIONS, make_member(short, "editor"))
    prose = make_tenant("prose")
    way_in(prose, PROSE, make_member(prose, "editor"))

    assert len(EXCLAMATIONS) == 85 and len(PROSE) == 81
    # 12 chunks: the first as written, 11 at the floor (6 + 11 x 16 = 182 for 85
    # characters); prose: its characters.
    assert charged_and_metered(short) == (floor_charge(WORDS),) * 2 == (182,) * 2
    assert charged_and_metered(prose) == (len(PROSE),) * 2


def test_stream_input_charges_each_sentence_as_a_request(
    sync_jobs, fresh_counts, make_tenant, make_member
):
    tenant = make_tenant("short")
    stream_input(tenant, EXCLAMATIONS, make_member(tenant, "editor"))
    # Twelve segments of one word each, the spaces between them not spoken.
    assert charged_and_metered(tenant) == (len(EXCLAMATIONS) - 11,) * 2


@pytest.mark.parametrize("way_in", WAYS_IN, ids=lambda f: f.__name__)
def test_every_way_in_charges_slow_speech_for_its_length(
    sync_jobs, fresh_counts, make_tenant, make_member, way_in
):
    found = {}
    for speed in (0.7, 1.0, 1.5):
        tenant = make_tenant(f"speed{int(speed * 10)}")
        VoicePreset.objects.create(tenant=tenant, name="house", voice="M1", speed=speed)
        way_in(tenant, PROSE, make_member(tenant, "editor"))
        found[speed] = charged_and_metered(tenant)
    # 81 / 0.7 = 115.7, rounded up (a stream's opening clause is a chunk of its own, its
    # comma read as the pause: 80 / 0.7 = 114.3, 115); faster speech is not charged less.
    assert found[0.7] in {(116, 116), (115, 115)}
    assert (found[1.0], found[1.5]) == ((81, 81), (81, 81))


def test_a_new_format_of_a_stored_clip_is_charged_by_its_chunks(
    sync_jobs, fresh_counts, make_tenant, make_member
):
    tenant = make_tenant("acme")
    speech(tenant, EXCLAMATIONS, make_member(tenant, "editor"))
    clip = Clip.objects.get(tenant=tenant)
    assert len(clip.chunks) == len(WORDS)
    before = charged_and_metered(tenant)[0]

    from tests.test_api_support import client_for

    response = client_for(tenant).get(f"/api/v1/clips/{clip.key}/audio?format=mp3")
    assert response.status_code == 200
    assert charged_and_metered(tenant)[0] - before == floor_charge(WORDS)


def test_a_new_format_of_a_slow_ssml_clip_is_charged_at_its_parts_speed(
    sync_jobs, fresh_counts, make_tenant, make_member
):
    """The nineteenth pass, F-2: a new format counted every chunk at the request's speed,
    not the rate its SSML read it at (x-slow: 0.7), 29% under what the request paid."""
    from tests.test_api_support import client_for

    tenant = make_tenant("acme")
    api = client_for(tenant)
    ssml = f"<speak><prosody rate='x-slow'>{PROSE}</prosody></speak>"
    response = api.post("/api/v1/speech", {"text": ssml, "format": "wav"}, "application/json")
    assert response.status_code == 200
    paid = charged_and_metered(tenant)[0]
    assert paid > len(PROSE)  # read slower: charged more than its characters

    clip = Clip.objects.get(tenant=tenant)
    assert api.get(f"/api/v1/clips/{clip.key}/audio?format=mp3").status_code == 200
    assert charged_and_metered(tenant)[0] == 2 * paid
