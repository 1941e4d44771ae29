"""What a web process reads before it takes a request (settings.WEB_WARM, called by
core.webserver's worker as it starts), so that its first request reads nothing (issue 32:
a voice agent's first sentence after a start waited 1.3 to 2.6 s for it)."""

import logging
import time

log = logging.getLogger(__name__)

# Latin-script sentences the detector cannot tell by their script, a short one and a long
# one: detecting them reads what a Latin-script text's first plan reads (lingua's models,
# the common-word lists).
WARM_TEXT = "Thank you for calling. Your booking is confirmed for Thursday morning at nine."


def warm() -> None:
    """Read what a web process's first plan would read, before it takes a request: the
    model folder's settings and voices, the language detector's models and the common-word
    lists (normalize.detect, read on first use), the rules' first looks. Without it the
    first request (a voice agent's first sentence) of each web process waited 1.3 to 2.6 s
    for them on a loaded 2-vCPU host (docs/BENCHMARKS.md, "Voice agents"). A process that
    cannot read them now (no model yet) reads them on first use, as before."""
    started = time.monotonic()
    try:
        from normalize import detect
        from normalize.normalizer import warm_rules
        from synth.conf import model_folder

        detect.detect(WARM_TEXT)
        warm_rules()  # each rule's first look (normalize/first_look.py)
        model_folder()
    except Exception as exc:  # noqa: BLE001  (read on first use instead)
        log.warning("web process: not warmed (%s); read on first use", exc)
        return
    log.info("web process: detector and model folder read in %.2f s", time.monotonic() - started)
