"""A clip made with a loudness target measures within 0.5 LU of it, with its true peak
under the ceiling: each sentence is normalized in its place as the clip is assembled, and
the whole clip lands on the target (the tiny stand-in makes noise, but noise has a
loudness too)."""

import io

import pytest
import soundfile
from django.core.files.storage import default_storage

from engine.finishing import loudness, true_peak
from lexicon.models import VoicePreset
from tests.test_api_support import synthesize

pytestmark = pytest.mark.usefixtures("job_settings")

PARAMS = {"lang": "en", "steps": 2}
# Short sentences between pauses are the hard case: the clip's own measurement has
# blocks that straddle a sentence's edge and a pause.
TEXT = "Hi. Calls may be recorded for training and quality purposes. Yes. No. Thank you."


def stored(clip):
    with default_storage.open(clip.audio.name) as f:
        return soundfile.read(io.BytesIO(f.read()), dtype="float32")


@pytest.mark.parametrize(
    "target,ceiling,silence",
    [(-16.0, -1.0, 0.3), (-23.0, -1.0, 1.0), (-10.0, -3.0, 0.3), (-16.0, -1.0, 0.0)],
)
def test_a_clip_lands_on_its_loudness_target_under_its_ceiling(
    make_tenant, target, ceiling, silence
):
    acme = make_tenant("acme")
    preset = VoicePreset.objects.create(
        tenant=acme, name="even", voice="F2", loudness_lufs=target, true_peak_dbtp=ceiling
    )
    clip = synthesize(acme, TEXT, preset=preset, silence=silence, **PARAMS)
    samples, rate = stored(clip)
    assert len(clip.chunks) == 5
    assert abs(loudness(samples, rate) - target) <= 0.5
    assert true_peak(samples) < ceiling


def test_the_limiter_is_needed_for_a_loud_target_under_a_low_ceiling(make_tenant):
    acme = make_tenant("acme")
    plain = synthesize(acme, TEXT, voice="F2", **PARAMS)
    samples, rate = stored(plain)
    raised = samples * 10 ** ((-10.0 - loudness(samples, rate)) / 20)
    assert true_peak(raised) > -3.0  # gain alone would go over: the case above limits


def test_a_one_word_clip_is_normalized_too(make_tenant):
    acme = make_tenant("acme", loudness_lufs=-20.0)
    clip = synthesize(acme, "Hi.", voice="F2", **PARAMS)
    samples, rate = stored(clip)
    assert abs(loudness(samples, rate) - -20.0) <= 0.5
