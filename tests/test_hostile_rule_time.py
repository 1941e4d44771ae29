"""Every rule of the normalizer, in every language, runs in linear time on a long run of one
kind of token: four times the run costs about four times the CPU, never sixteen.

A number grouped in thousands with spaces ("123 123 123 ...", no-break and narrow no-break
spaces too) was matched from every group, each time over the rest of the run, by the
unit, currency, percent, decimal and case rules of 26 languages: 1,200 groups cost a web
worker 0.4 s of CPU per request, and one tenant sending it slowed another's cached hits
tenfold (a seventh hostile pass, issue 30). A number now starts only where no grouped
number goes on before it (``written_numbers.NOT_IN_GROUPS``). The time is CPU time, the
best of several, and the bound is twice linear (a quadratic pattern is four times over
it), so a loaded host cannot make a linear rule fail nor a quadratic one pass.
"""

import time

from normalize.normalizer import CLEANUP_RULES, LANGUAGE_RULES, Normalizer
from normalize.result import OutputTooLong

# Tokens of the shapes the rules read: digits in groups and with every separator, signs,
# units, money, dates, times, codes, abbreviations, Roman numerals, other scripts.
TOKENS = [
    "12 ", "123 ", "1 234 ", "123\u00a0", "123\u202f", "123\u2009", "123.", "123,", "1'000 ",
    "12:30 ", "1:2 ", "1/2 ", "1/", "1-2 ", "1-", "12-", "1 - ", "— 1 ", "-1 ", "+1 ", "1:",
    "a1 ", "A. ", "a.b. ", "Mr. A ", "Nr. 1 ", "No. 1 ", "#1 ", "ca. 1 ", "tel 1 ", "IV ",
    "$1 ", "1$ ", "US$1 ", "€ 1 ", "1 € ", "100 000 € ", "1% ", "1° ", "1st ", "1x ", "2 x 3 ",
    "12.5 ", "1,5 ", "1.5 km ", "1 km ", "1 m ", "1h ", "12 Uhr ", "(1) ", "1. ", "1.1.",
    "01.02. ", "1.2.3 ", "2024 ", "+49 30 ", "AB-12 ", "x@y.z ", "1 2 3 4 ", "1 1 ", "1,1 ",
    "1.1 ", "1 000,5 ", "1e5 ", "1.000 ", "1,000 ", "10 000 ", "12,345 ", "0 ", "1", "-", ".",
    "a ", "٣ ", "一 ", "1日", "3개 ",
]  # fmt: skip
# Runs of digit groups of every shape, each separator, two-digit groups (Indian grouping:
# "12,12,12,..."), mixed widths: no rule may start inside such a run and scan to its end
# (a seventeenth pass, P-2: hi's "12,12,12,..." was quadratic, its tokens missing here).
GROUPS = [
    "12,", "12.", "12 ", "12'", "12\u00a0", "12٬", "1,", "1,12,123,", "1.12.123.", "12.12,",
    "123,12,", "1'12'123'",
]  # fmt: skip
SHORT = 1_200  # characters; the long run is four times as long (a request takes 5,000)


def cpu(function, text: str, times: int) -> float:
    best = float("inf")
    for _ in range(times):
        started = time.process_time()
        function(text)
        best = min(best, time.process_time() - started)
    return best


def growth(function, token: str, short: int, factor: int, times: int) -> tuple[float, float]:
    """(how many times the CPU of ``short`` characters of ``token`` the run ``factor``
    times as long costs, that run's CPU in seconds)."""
    count = max(1, short // len(token))
    small = max(cpu(function, token * count, times), 1e-4)
    large = cpu(function, token * (count * factor), times)
    return large / small, large


def superlinear(function, token: str, short: int, factor: int, floor: float):
    """None, or the growth of a run that grows more than twice linearly and costs more
    than ``floor`` seconds, measured again (best of five) before it is believed."""
    for times in (1, 5):
        ratio, took = growth(function, token, short, factor, times)
        if ratio <= 2 * factor or took <= floor:
            return None
    return ratio, took


def test_every_rule_pattern_of_every_language_is_linear_on_runs_of_each_token():
    patterns = {}
    for lang, rules in LANGUAGE_RULES.items():
        for rule in (*rules, *CLEANUP_RULES[lang]):
            patterns.setdefault(rule.pattern, rule.name)
    slow = slow_patterns(
        ((name, pattern) for pattern, name in patterns.items()),
        list(dict.fromkeys(TOKENS + GROUPS)),
    )
    assert not slow, slow


def slow_patterns(named_patterns, tokens) -> dict:
    """{(name, token): growth} for each pattern that scans a run of a token super-linearly."""
    slow = {}
    for name, pattern in named_patterns:

        def scan(text, pattern=pattern):
            for _ in pattern.finditer(text):
                pass

        for token in tokens:
            found = superlinear(scan, token, SHORT, 4, floor=0.002)
            if found:
                slow[name, token] = f"x{found[0]:.1f}, {found[1] * 1000:.0f} ms"
    return slow


def test_normalizing_runs_of_grouped_numbers_units_and_abbreviations_is_linear_in_every_language():
    """The whole normalizer, whose rules also look around each match: a unit after a number
    looked for a digit in the whole text before it, at every match ("1 km 1 km ...")."""
    normalizer = Normalizer([])

    def normalize(text, lang):
        try:
            normalizer(text, lang, max_chars=10**6)
        except OutputTooLong:
            pass

    slow = {}
    for lang in LANGUAGE_RULES:
        for token in ("123 ", "123\u00a0", "123\u202f", "1 km ", "a.b. ", "1 € ", "Nr. 1 "):
            found = superlinear(lambda t, lang=lang: normalize(t, lang), token, 1_000, 8, 0.02)
            if found:
                slow[lang, token] = f"x{found[0]:.1f}, {found[1] * 1000:.0f} ms"
        for token in GROUPS:
            found = superlinear(lambda t, lang=lang: normalize(t, lang), token, 1_250, 4, 0.02)
            if found:
                slow[lang, token] = f"x{found[0]:.1f}, {found[1] * 1000:.0f} ms"
    assert not slow, slow


def test_rules_that_look_before_a_match_look_a_bounded_way():
    """An eighth hostile pass: English "St.", "min." and a date after "the" searched all the
    text before each match (x3.5 per doubling: "a St. B " 594 ms at 2,400 runs), inside
    Python functions the pattern sweep above does not time."""
    normalizer = Normalizer([])

    def normalize(text, lang):
        try:
            normalizer(text, lang, max_chars=10**6)
        except OutputTooLong:
            pass

    # and a ninth: pt "dezanove" and sk "do 8:00" searched the whole text at each match, en
    # "train 1234" and "555-1234" the whole text before it
    runs = [("en", "St. "), ("en", "a St. B "), ("en", "3 March "), ("en", "1 min. "),
            ("en", "train 1234 "), ("en", "555-1234 "), ("pt", "dezanove "),
            ("sk", "do 8:00 ")]  # fmt: skip
    slow = {}
    for lang, token in runs:
        found = superlinear(lambda t, lang=lang: normalize(t, lang), token, 1_000, 8, 0.02)
        if found:
            slow[lang, token] = f"x{found[0]:.1f}, {found[1] * 1000:.0f} ms"
    assert not slow, slow
