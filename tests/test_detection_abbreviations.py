"""A short line's abbreviations and day names say its language where its few words cannot
(issue 31, the second panels): "пр-т" is only Russian, "четвер" only Ukrainian; and "д. 12"
does not end a sentence."""

import pytest

from normalize.detect import detect, sentences

TOLD = [
    ("Через 500 м поверните налево на пр-т Мира.", "ru"),  # was bg
    ("Нараду перенесено на четвер, 14:15, ауд. 312.", "uk"),  # was ru
    ("Адрес: г. Москва, ул. Тверская, д. 12, кв. 45, индекс 125009.", "ru"),  # was ru + bg
]


@pytest.mark.parametrize(("text", "lang"), TOLD)
def test_a_short_line_is_told_by_its_abbreviations_and_day_names(text, lang):
    assert [span.lang for span in detect(text, "en")] == [lang]


def test_a_short_abbreviation_before_a_number_ends_no_sentence():
    assert sentences("Тверская, д. 12, кв. 45.") == ["Тверская, д. 12, кв. 45."]
    assert len(sentences("Es kostet 5 Euro. 12 Leute kamen.")) == 2


def test_a_line_of_abbreviations_that_tells_nothing_stays_the_default():
    assert detect("OK.", default="fr")[0].how == "default"
