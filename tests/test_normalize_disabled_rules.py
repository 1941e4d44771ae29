"""A tenant can switch any rule off: what it would read then stays as written."""

import re

import pytest

from normalize import RULES, Entry, Normalizer, normalize
from normalize.normalizer import CLEANUP_RULES, LANGUAGE_RULES

# (rule, language, sentence, the part that must stay as written with the rule off)
SWITCHED_OFF = [
    ("ko.phone", "ko", "전화 010-1234-5678로 주세요", "010-1234-5678"),
    ("ko.date", "ko", "회의는 2024년 3월 5일입니다", "2024년 3월 5일"),
    ("ko.date", "ko", "회의는 2024-03-05입니다", "2024-03-05"),
    ("ko.time", "ko", "오후 2시 30분에 만나요", "2시 30분"),
    ("ko.time", "ko", "14:30에 만나요", "14:30"),
    ("ko.currency", "ko", "입장료는 5,000원입니다", "5,000원"),
    ("ko.percent", "ko", "25% 올랐다", "25%"),
    ("ko.unit", "ko", "5km를 달렸다", "5km"),
    ("ko.counter", "ko", "사과 3개를 샀어요", "3개"),
    ("ko.decimal", "ko", "원주율은 3.14입니다", "3.14"),
    ("ko.number", "ko", "인구는 1,234,567이다", "1,234,567"),
    ("en.abbreviation", "en", "Dr. Smith is here", "Dr."),
    ("en.phone", "en", "Call 555-123-4567 now", "555-123-4567"),
    ("en.date", "en", "It is on March 5, 2024 here", "March 5, 2024"),
    ("en.time", "en", "We start at 3:45 PM sharp", "3:45 PM"),
    ("en.currency", "en", "It costs $5.20 today", "$5.20"),
    ("en.percent", "en", "Sales rose 25% today", "25%"),
    ("en.unit", "en", "It weighs 5 kg now", "5 kg"),
    ("en.ordinal", "en", "He came 22nd again", "22nd"),
    ("en.year", "en", "It began in 1999 again", "in 1999"),
    ("en.decimal", "en", "Pi is 3.14 roughly", "3.14"),
    ("en.cardinal", "en", "We sold 1,234 units", "1,234"),
    ("de.currency", "de", "Der Preis beträgt 3,50 €.", "3,50 €"),
    ("de.percent", "de", "Es sind 25 % mehr", "25 %"),
    ("de.decimal", "de", "Pi ist 3,14 ungefähr", "3,14"),
    ("de.number", "de", "Wir haben 1.234 Stück", "1.234"),
    ("ru.number", "ru", "У нас 1 234 штуки", "1 234"),
    ("cleanup.ampersand", "en", "R&D team", "R&D"),
    ("cleanup.symbols", "ko", "★ 새 기능", "★"),
    ("cleanup.whitespace", "en", "one   two", "one   two"),
]


@pytest.mark.parametrize("rule, lang, text, kept", SWITCHED_OFF)
def test_a_switched_off_rule_leaves_its_text_as_written(rule, lang, text, kept):
    assert kept not in normalize(text, lang).text  # the rule does change it when on
    assert kept in normalize(text, lang, disabled_rules=[rule]).text


def test_switching_one_rule_off_leaves_the_others_on():
    text = normalize("사과 3개, 2024년", "ko", disabled_rules=["ko.counter"]).text
    assert text == "사과 3개, 이천이십사 년"


def test_switching_the_range_rule_off_keeps_the_numbers_apart():
    assert "에서" not in normalize("3~5개", "ko", disabled_rules=["ko.range"]).text


def test_switching_the_lexicon_off_keeps_the_terms():
    result = normalize("SaaS", "ko", [Entry("SaaS", "사스")], disabled_rules=["lexicon"])
    assert result.text == "SaaS"


def test_unknown_rule_names_are_refused_by_name():
    with pytest.raises(ValueError, match=r"en\.nope.*ko\.typo"):
        Normalizer([], disabled_rules=["ko.date", "ko.typo", "en.nope"])


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="xx"):
        normalize("hello", "xx")


def test_every_rule_has_a_name_and_a_description():
    for rules in (*LANGUAGE_RULES.values(), *CLEANUP_RULES.values()):
        for rule in rules:
            assert RULES[rule.name] == rule.description
            assert re.fullmatch(r"[a-z]{2}\.[a-z]+|cleanup\.[a-z]+", rule.name)


def test_every_language_reads_numbers_except_the_unknown_one():
    assert LANGUAGE_RULES["na"] == ()
    assert len(LANGUAGE_RULES) == 32
    assert all(
        f"{lang}.number" in RULES for lang in LANGUAGE_RULES if lang not in ("na", "en", "ko")
    )
