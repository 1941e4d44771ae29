"""Language detection runs in linear time on a long run of one kind of token, as the
normalizer's rules do (tests/test_hostile_rule_time.py): every pattern the detector and its
formats module compile, the detector as a whole, and a request's plan with no language.

The currency and decimal-comma patterns let a number go on over a period and then a space,
so in "0. 0. 0. ..." a number started at every "0" and ran to the end of the run: 0.35 s
of web CPU for 4,990 characters with no language given, 1.4 s for an SSML document whose
markup became spaces before detection, answered 413 and charged nothing (a tenth hostile
pass, issue 30). The rule sweep timed the normalizer only. Same bound as there: CPU time,
the best of several, twice linear at four times the length.
"""

import re
import time

import pytest

from normalize import common_words, detect, formats
from tests.test_api_support import client_for
from tests.test_hostile_rule_time import SHORT, TOKENS, slow_patterns, superlinear

# The shapes the tenth pass found, beside the rule sweep's tokens: a number's period, and
# the abbreviations before a number that keep a sentence open.
DETECTOR_TOKENS = [*TOKENS, "0. ", "ab. 1 ", "д. 1 ", "x. 1. ", "Tak. 0. ", "10:30 a. m. "]


def _patterns_in(name: str, value, found: dict, depth: int = 0) -> None:
    if isinstance(value, re.Pattern):
        found.setdefault(value.pattern, (name, value))
    elif depth < 2 and isinstance(value, tuple | list):
        for index, item in enumerate(value):
            _patterns_in(f"{name}[{index}]", item, found, depth + 1)
    elif depth < 2 and isinstance(value, dict):
        for key, item in value.items():
            _patterns_in(f"{name}[{key!r}]", item, found, depth + 1)


def detector_patterns() -> dict[str, tuple[str, re.Pattern]]:
    """Every compiled pattern of the detector's modules, by source: module-level ones, those
    in their tables, and the currency pattern built from CLDR on first use."""
    found: dict[str, tuple[str, re.Pattern]] = {}
    for module in (detect, formats, common_words):
        for name, value in vars(module).items():
            _patterns_in(f"{module.__name__.rsplit('.', 1)[-1]}.{name}", value, found)
    _patterns_in("formats._tables()", formats._tables(), found)
    return found


def test_the_sweep_finds_the_detectors_patterns():
    names = {name for name, _ in detector_patterns().values()}
    assert {"formats._DECIMAL_COMMA", "formats._tables()[1]", "detect._SENTENCE"} <= names
    assert "detect.SCRIPTS[0][1]" in names and "formats._NATIONAL_PHONES[0][0]" in names


def test_every_pattern_the_detector_runs_is_linear_on_runs_of_each_token():
    slow = slow_patterns(detector_patterns().values(), DETECTOR_TOKENS)
    assert not slow, slow


@pytest.mark.parametrize("whole", ["sentences", "languages", "detect"])
def test_the_detector_as_a_whole_is_linear_on_runs_of_each_token(whole):
    function = {"sentences": detect.sentences, "languages": formats.languages,
                "detect": detect.detect}[whole]  # fmt: skip
    slow = {}
    for token in DETECTOR_TOKENS:
        found = superlinear(function, token, SHORT, 4, floor=0.02)
        if found:
            slow[token] = f"x{found[0]:.1f}, {found[1] * 1000:.0f} ms"
    assert not slow, slow


def _say_as_document(units: int) -> str:
    """The tenth pass's document: a say-as that needs a language nothing names, then
    ``units`` of a number's period and an empty tag (two characters to say each)."""
    return '<speak>Tak. <say-as interpret-as="cardinal">1</say-as>' + "0.<a/>" * units + "</speak>"


PLANS = {
    "plain": lambda n: ("0. " * n)[:n],
    "plain after a word": lambda n: ("Tak. " + "0. " * n)[:n],
    "ssml say-as": lambda n: _say_as_document(n // 2),
}


@pytest.mark.usefixtures("job_settings")
@pytest.mark.parametrize("raw", [False, True], ids=["normalized", "raw"])
@pytest.mark.parametrize("shape", PLANS)
def test_a_request_with_no_language_plans_in_linear_time(make_tenant, shape, raw):
    """The whole way in, /api/v1/normalize with no language: 1,200 and 4,800 characters to
    say (the SSML document is three times as long with its markup)."""
    client = client_for(make_tenant("acme"))

    def normalize(text):
        answer = client.post(
            "/api/v1/normalize", {"text": text, "raw": raw}, content_type="application/json"
        )
        assert answer.status_code in (200, 413), answer.content

    make = PLANS[shape]
    small = max(cpu_of(normalize, make(SHORT)), 1e-3)
    large = cpu_of(normalize, make(4 * SHORT))
    assert large < 2 * 4 * small or large < 0.05, (small, large)


def cpu_of(function, text: str) -> float:
    best = float("inf")
    for _ in range(3):
        started = time.process_time()
        function(text)
        best = min(best, time.process_time() - started)
    return best


@pytest.mark.usefixtures("job_settings")
def test_the_language_of_a_documents_say_as_is_told_from_no_more_than_a_request_says(
    make_tenant, monkeypatch
):
    """The say-as language was detected on the whole document with each tag a space, before
    the characters to say were counted: 7,500 characters to detect for 5,000 to say."""
    from engine.errors import TextTooLong
    from synth.speech import max_text_chars, plan_speech

    seen, whole = [], detect.detect

    def detect_and_count(text, *args):
        seen.append(len(text))
        return whole(text, *args)

    monkeypatch.setattr(detect, "detect", detect_and_count)
    document = _say_as_document(max_text_chars() // 2 - 5)  # just under the characters to say
    try:
        plan_speech(make_tenant("acme"), document)
    except TextTooLong:
        pass
    assert seen and max(seen) <= max_text_chars(), seen
