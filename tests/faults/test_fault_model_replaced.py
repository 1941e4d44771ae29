"""The model folder replaced by a newer model while the service runs (as fetch_model does
it: a complete new folder renamed into place), with a job running on the old model and
another queued behind it.

The running job finishes on the old model, under the old model's cache key; the queued
one, planned for the old model, fails with 409 "model_changed" (sent again, it is made
with the new model); every request after the swap gets a clip of the new model, a new
clip even for a text cached before. No clip mixes the two: each was made by the model
its key names. No restart: the worker loads the new model by itself."""

import os
import shutil
import threading
from pathlib import Path

from tests.cluster import qcluster, run_scenario, say, start_django, wait_until
from tests.faults.harness import (
    SLOW,
    Api,
    check_answers,
    check_storage,
    fault_env,
    gunicorn,
    jobs_summary,
    recovered,
    report,
    settle,
    tenant_and_key,
)


def test_a_model_replaced_while_running_never_mixes_clips(tmp_path, model_dir):
    model = shutil.copytree(model_dir, tmp_path / "model")
    print(run_scenario(__name__, fault_env(tmp_path, model_dir, SYNTH_MODEL_DIR=model)))


def replace_model(folder: Path) -> None:
    """A newer model, swapped in the way fetch_model swaps: copy, change, rename."""
    new = folder.with_name("model.new")
    shutil.copytree(folder, new)
    (new / "onnx" / "release.txt").write_text("v2\n")  # any change under onnx/ is a new model
    folder.rename(folder.with_name("model.old"))
    new.rename(folder)


def scenario():
    start_django()
    from synth.models import Clip, SynthesisJob
    from synth.speech import folder_fingerprint

    _, key = tenant_and_key()
    old = folder_fingerprint()
    with qcluster(), gunicorn() as port:
        api = Api(port, key)
        cached = api.speak("Cached on the old model.")
        running = threading.Thread(target=api.speak, kwargs=SLOW)
        running.start()
        wait_until(lambda: SynthesisJob.objects.filter(status="running").exists(), 30, "a job")
        queued = api.submit("Queued behind it, planned for the old model.")

        replace_model(Path(os.environ["SYNTH_MODEL_DIR"]))
        new = folder_fingerprint()
        say(f"model replaced: {old[:12]} -> {new[:12]}")
        after = api.speak("Cached on the old model.")
        running.join(60)
        waited = api.speak(queued.text)
        report("all answers", api.answers)
        check_answers(api.answers, {(409, "model_changed")})

        assert after.status == 200 and after.clip != cached.clip  # a new clip, new model
        assert Clip.objects.get(key=after.clip).model_fingerprint == new
        assert Clip.objects.get(key=cached.clip).model_fingerprint == old
        slow = next(a for a in api.answers if a.text == SLOW["text"])
        assert Clip.objects.get(key=slow.clip).model_fingerprint == old  # began before
        settle()
        recovered(api, [waited])
        assert Clip.objects.get(key=api.answers[-1].clip).model_fingerprint == new
        say(jobs_summary())

    for job in SynthesisJob.objects.filter(status="done"):  # no clip mixes the two models
        assert job.clip.model_fingerprint == job.params["fingerprint"], job
    say(check_storage())


if __name__ == "__main__":
    scenario()
