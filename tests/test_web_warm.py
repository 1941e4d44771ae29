"""A web process reads what its first plan needs before it takes a request (issue 32, the
voice agents' first audio): the language detector's models, the common-word lists and the
model folder. Before, the first request of each web process read them itself (1.3 to
2.6 s on a loaded 2-vCPU host before its first segment was begun: a voice agent's first
sentence after a start waited that long). A real server (tests/serving.py) for the wiring;
in this process for what is read.
"""

import re
import time
from pathlib import Path

from tests.cluster import run_scenario, say, start_django
from tests.serving import serving_env, web_server


def test_each_web_process_is_warmed_before_it_answers(tmp_path, model_dir):
    print(run_scenario(__name__, serving_env(tmp_path, model_dir), timeout=120))


def test_warm_reads_the_detector_and_the_common_words(settings, model_dir):
    from normalize import common_words, detect
    from synth import warm

    settings.SYNTH_MODEL_DIR = str(model_dir)
    saved = dict(detect._detectors), common_words._table
    detect._detectors.clear()
    common_words._table = None
    try:
        warm.warm()
        assert detect._detectors, "lingua's models were not read"
        assert common_words._table is not None, "the common-word lists were not read"
        started = time.monotonic()
        spans = detect.detect("Thank you for calling, Alice Archer, your booking 4821 is set.")
        assert spans[0].lang == "en"
        # Nothing is left to read: a first plan is a plan like any other.
        assert time.monotonic() - started < 0.25
    finally:
        detect._detectors.clear()
        detect._detectors.update(saved[0])
        common_words._table = saved[1]


def scenario():
    import os

    start_django()
    log = Path(os.environ["CLUSTER_LOG"]).with_name("web.log")
    with web_server(workers=2):
        text = log.read_text()
        warmed = re.findall(r"web process: detector and model folder read in ([\d.]+) s", text)
        say(f"warmed before answering: {warmed} s")
        # Both processes: each warms before it accepts a connection, and the health
        # check answered only once one of them did.
        deadline = time.monotonic() + 30
        while len(warmed) < 2 and time.monotonic() < deadline:
            time.sleep(0.2)
            warmed = re.findall(r"detector and model folder read in ([\d.]+) s", log.read_text())
        assert len(warmed) == 2, log.read_text()[-3000:]
        assert "not warmed" not in log.read_text()


if __name__ == "__main__":
    scenario()
