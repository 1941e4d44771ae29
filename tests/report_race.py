"""The racers of tests/test_hostile17_report_race.py: threads of one process, each on its
own connection, that report one clip at once through the API, each a different reason
(``python -m tests.report_race race <key> <clip key> <threads>``), on the scenario's
database (tests/cluster.py). Run as a script, this module sets Django up before it imports
the project's apps."""

import json
import sys

from tests.preset_race import post_at_once

# Open reports the clip holds before the race: the threads race for the rest of the room.
HELD = 15


def main(mode: str, *args: str) -> None:
    import django
    from django.conf import settings

    django.setup()
    settings.ALLOWED_HOSTS = ["testserver"]
    if mode == "setup":
        print(json.dumps(setup()))
    else:
        print(json.dumps(report_together(args[0], args[1], int(args[2]))))


def setup() -> dict:
    """preset_race's tenant and key, and a clip of it (a row: no audio is read) holding
    HELD open reports."""
    from review.models import Report
    from synth.models import Clip
    from tests.preset_race import setup as tenant_and_key

    made = tenant_and_key()
    key = "a" * 64
    clip = Clip.objects.create(
        tenant_id=made["tenant"], key=key, text="Hello.", normalized_text="Hello.", lang="en",
        voice="M1", voice_digest="0" * 64, speed=1.0, steps=5, seed=1, silence=0.3,
        lexicon_version=1, model_fingerprint="0" * 64, audio=f"clips/{key}.flac",
        sample_rate=44100, duration=1.0, size=1000,
    )  # fmt: skip
    Report.objects.bulk_create(Report(clip=clip, reason=f"held {i}") for i in range(HELD))
    return {**made, "clip": key}


def report_together(key: str, clip_key: str, threads: int) -> dict:
    """Every thread reports the clip (a reason of its own) once all are ready; what they
    were answered (a status, and whether it says the limit) and how many reports are open."""
    from review.models import Report

    def request(i: int, way: str) -> tuple[str, dict]:
        return f"/api/v1/clips/{clip_key}/report", {"reason": f"racer {i}"}

    answers = post_at_once(key, "api", threads, request, {"limit": b"too_many_reports"})
    stored = Report.objects.filter(clip__key=clip_key, resolved=False).count()
    return {"answers": answers, "stored": stored}


if __name__ == "__main__":
    main(*sys.argv[1:])
