"""What a reading changes in the keys: a part's speed and language change the clip's key
and the sentence's (so no sentence is reused at another rate), marks change the clip's;
a plain one-language text keeps the key it always had."""

import pytest

from synth.flow import replan
from synth.sentences import sentence_key
from synth.speech import cache_key
from tests.test_api_support import synthesize

pytestmark = pytest.mark.usefixtures("job_settings")


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def test_a_plain_text_is_one_part_and_keeps_its_key(acme, make_plan):
    plan = make_plan(acme, "Hello there.")
    assert plan.parts == () and plan.request.speeds == ()
    old = cache_key(acme, plan.normalized_text, plan.request, plan.style.digest, plan.fingerprint)
    assert plan.key == old


def test_a_rate_changes_the_clip_and_the_sentence_key(acme, make_plan):
    normal = make_plan(acme, "<speak>Hello there.</speak>")
    slower = make_plan(acme, '<speak><prosody rate="80%">Hello there.</prosody></speak>')
    assert slower.request.model_texts == normal.request.model_texts
    assert slower.request.speeds == (pytest.approx(normal.request.speed * 0.8),)
    assert slower.key != normal.key
    keys = [
        sentence_key(acme.pk, p.request, 0, p.style.digest, p.fingerprint) for p in (normal, slower)
    ]
    assert keys[0] != keys[1]


def test_a_part_in_another_language_is_its_own_chunk(acme, make_plan):
    plan = make_plan(acme, '<speak>Hello. <lang xml:lang="de">Guten Tag.</lang></speak>')
    assert plan.request.langs == ("en", "de")
    assert plan.request.model_texts[1].startswith("<de>")


def test_marks_change_the_clips_key_not_its_audio(acme, make_plan):
    plain = make_plan(acme, "<speak>One two. Three four.</speak>")
    marked = make_plan(acme, '<speak>One two. <mark name="m"/>Three four.</speak>')
    assert marked.request.model_texts == plain.request.model_texts
    assert marked.key != plain.key
    assert marked.reading["marks"] == [{"name": "m", "chunk": 1}]


def test_a_detected_clip_is_detected_again_when_replanned(acme, make_plan):
    acme.presets.create(name="house", voice="F1", language="de", is_default=True)
    clip = synthesize(acme, "우리 회사는 서울에 있습니다.", lang="auto", steps=1)
    assert clip.lang == "ko" and clip.preset.name == "house"
    assert replan(clip).key == clip.key
