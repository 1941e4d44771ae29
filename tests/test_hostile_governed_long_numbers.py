"""Hostile pass 16, O-8: a long grouped number after a word that governs a case.

A number of 309 digits or more, grouped in thousands, after ru "до"/"менее", pl "do"/"w
wysokości", lt "nuo", or in the lv, et and fi case rules, reached ICU's spell-out, which
cannot read it (OverflowError): eight rules failed, each an ERROR with a traceback of 1.5 to
4.9 KB a request. ICU is now given integers it reads exactly (``numbers.BoundedSpellout``:
int64), past that NumberTooLong: the rule declines, the number is read digit by digit, and
nothing is logged at ERROR. The sentences are the hunt's (one per failing rule and more),
their first number replaced, at 25, 400 and 4,301 digits, grouped by a space, a no-break
space and a narrow no-break space.
"""

import logging
import re

import pytest

from normalize import normalize

SENTENCES = [
    ("et", "Homme langeb temperatuur -10 kraadini."),
    ("et", "200 m pärast pöörake paremale."),
    ("et", "Pagas ei tohi kaaluda üle 23 kg, käsipagas kuni 8 kg."),
    ("fi", "Kortilta ****3391 veloitettiin 56,90 €, käytettävissä oleva saldo 842,15 €."),
    ("lv", "Sūtījums tiks piegādāts 2–4 darba dienu laikā."),
    ("lt", "Nuo 2004 m. Lietuva yra ES ir NATO narė."),
    ("lt", "Parduotuvė dirba nuo 8 iki 22 val."),
    ("pl", "Inflacja spadła do 3,5%."),
    ("pl", "Rata kredytu w wysokości 1 845,32 zł zostanie pobrana 10. dnia miesiąca."),
    ("ru", "Скидки до 70% только до воскресенья!"),
    ("ru", "Ваш баланс менее 100 руб. Пополните счёт."),
    ("ru", "Температура ночью опустится до -15 °C."),
    ("uk", "Знижки до 70% лише до неділі!"),
    ("cs", "Sleva až do 70 % jen do neděle."),
]


def grouped(digits: int, space: str) -> str:
    head = digits % 3 or 3
    return space.join(["1" + "0" * (head - 1), *["000"] * ((digits - head) // 3)])


@pytest.mark.parametrize("lang, sentence", SENTENCES)
def test_no_case_rule_fails_on_a_long_grouped_number(lang, sentence, caplog):
    caplog.set_level(logging.WARNING)
    for digits in (25, 400, 4_301):
        for space in (" ", "\u00a0", "\u202f"):
            number = grouped(digits, space)
            text = re.sub(r"\d[\d ,.]*\d|\d", number, sentence, count=1)
            said = normalize(text, lang, max_chars=10**6).text
            assert "000" not in said, (digits, repr(space), said[:200])
    failed = [r.getMessage()[:120] for r in caplog.records if r.levelno >= logging.ERROR]
    assert failed == []
