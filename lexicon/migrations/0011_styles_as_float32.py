# A preset's style is kept as float32 numbers written afresh (engine.styles.style_json), no
# longer as sent: rewrite the rows kept before, so their size is bounded by the model's
# shapes too, and a style whose numbers were sent as strings (which parse_style now refuses)
# still reads. The same float32 tensors, so the same style_digest. A row that does not read
# is left as it is (synthesis refuses it, as before).

import numpy as np
from django.db import migrations

SHAPES = {"style_ttl": (1, 50, 256), "style_dp": (1, 8, 16)}


def _rows(array):
    if array.ndim > 1:
        return [_rows(row) for row in array]
    return [float(str(value)) for value in array]


def _rewritten(style):
    kept = {}
    for key, shape in SHAPES.items():
        try:
            array = np.asarray(style[key]["data"], dtype=np.float64)
        except (KeyError, TypeError, ValueError, OverflowError):
            return None
        if array.shape != shape or not np.isfinite(array).all():
            return None
        if np.abs(array).max() > np.finfo(np.float32).max:
            return None
        kept[key] = {
            "dims": list(shape),
            "data": _rows(array.astype(np.float32)),
            "type": "float32",
        }
    return kept


def rewrite_styles(apps, schema_editor):
    VoicePreset = apps.get_model("lexicon", "VoicePreset")
    pks = VoicePreset.objects.filter(style__isnull=False).values_list("pk", flat=True)
    for pk in list(pks):  # one row in memory at a time
        preset = VoicePreset.objects.only("pk", "style").get(pk=pk)
        if not isinstance(preset.style, dict):
            continue
        kept = _rewritten(preset.style)
        if kept is not None and kept != preset.style:
            VoicePreset.objects.filter(pk=pk).update(style=kept)


class Migration(migrations.Migration):
    dependencies = [("lexicon", "0010_fallback_clip_to_synth")]

    operations = [migrations.RunPython(rewrite_styles, migrations.RunPython.noop)]
