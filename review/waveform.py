"""A clip's waveform as an SVG picture, drawn from its decoded samples on the server.

Peaks (the min and max of each column) are computed once per clip and kept in the Django
cache; a clip's key names its samples, so they never go stale.
"""

import io

import numpy as np
import soundfile
from django.core.cache import cache
from django.core.files.storage import default_storage
from django.utils.safestring import SafeString, mark_safe

from synth.models import Clip

COLUMNS = 800
HEIGHT = 96


def peaks(clip: Clip, columns: int = COLUMNS) -> list[tuple[float, float]]:
    """(min, max) of the samples in each of ``columns`` equal slices; [] if unreadable."""
    key = f"review:peaks:{clip.tenant_id}:{clip.key}:{columns}"
    found = cache.get(key)
    if found is not None:
        return found
    try:
        with default_storage.open(clip.audio.name, "rb") as f:
            samples, _ = soundfile.read(io.BytesIO(f.read()), dtype="float32", always_2d=True)
    except (OSError, RuntimeError, soundfile.LibsndfileError):
        return []
    mono = samples.mean(axis=1)
    if mono.size == 0:
        return []
    slices = np.array_split(mono, min(columns, mono.size))
    found = [(round(float(s.min()), 3), round(float(s.max()), 3)) for s in slices]
    cache.set(key, found, 7 * 24 * 3600)
    return found


def svg(clip: Clip, element_id: str = "waveform") -> SafeString:
    """An SVG of the waveform, as wide as its container, with a playhead line to move."""
    columns = peaks(clip)
    if not columns:
        return mark_safe('<p class="help">No waveform: the audio could not be decoded.</p>')
    mid = HEIGHT / 2
    scale = max(0.05, max(max(abs(lo), abs(hi)) for lo, hi in columns))
    path = " ".join(
        f"M{x} {mid - hi / scale * (mid - 2):.1f}V{mid - lo / scale * (mid - 2) + 0.5:.1f}"
        for x, (lo, hi) in enumerate(columns)
    )
    return mark_safe(
        f'<svg id="{element_id}" class="waveform" viewBox="0 0 {len(columns)} {HEIGHT}" '
        f'preserveAspectRatio="none" role="img" aria-label="waveform of the clip">'
        f'<rect width="100%" height="100%" fill="var(--darkened-bg, #f8f8f8)"/>'
        f'<path d="{path}" stroke="var(--link-fg, #417690)" stroke-width="1"/>'
        f'<line class="playhead" x1="0" x2="0" y1="0" y2="{HEIGHT}" stroke="#ba2121" '
        f'stroke-width="2" vector-effect="non-scaling-stroke"/></svg>'
    )
