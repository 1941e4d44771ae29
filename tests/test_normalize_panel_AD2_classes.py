"""The classes a fresh panel (AD2) heard unnatural or wrong in pl ru uk bg cs sk with the
language given (issue 31, 2026-12-06): each general rule on new sentences, beyond the
panel's own (tests/readings/panel-2026-12-06-AD2.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a year written short after "за"/"на"/"za": the accusative
        ("ru", "Отчёт за 2023 г. готов.", "Отчёт за две тысячи двадцать третий год готов."),
        (
            "uk",
            "План на 2026 р. затверджено.",
            "План на дві тисячі двадцять шостий рік затверджено.",
        ),
        ("pl", "Bilans za 2023 r. gotowy.", "Bilans za dwa tysiące dwudziesty trzeci rok gotowy."),
        # ... not after another word, nor where the writer wrote the genitive out
        ("ru", "Отчёт 2023 г. готов.", "Отчёт две тысячи двадцать третьего года готов."),
        ("ru", "В 2023 г. было тепло.", "В две тысячи двадцать третьем году было тепло."),
        # a feminine unit of time counted by one after a word taking the accusative
        ("uk", "Перерва на 1 хв.", "Перерва на одну хвилину."),
        ("ru", "Начнём через 21 мин.", "Начнём через двадцать одну минуту."),
        ("pl", "Przerwa trwała 1 min.", "Przerwa trwała minutę."),
        ("pl", "Lot trwa 1 h 5 min.", "Lot trwa godzinę pięć minut."),
        # ... a count of hours with pl "h", and no accusative where none is asked
        ("pl", "Trwało 3 h.", "Trwało trzy godziny."),
        ("uk", "Затримка 1 хв.", "Затримка одна хвилина."),
        ("uk", "Затримка на 11 хв.", "Затримка на одинадцять хвилин."),
        ("ru", "Задержка на 1 ч.", "Задержка на один час."),
        # pl a clock written with a dot after "do", "od"
        ("pl", "Kasa czynna do 18.30.", "Kasa czynna do osiemnastej trzydzieści."),
        # ... not a date, nor an amount
        ("pl", "Do 21.10 trwa promocja.", "Do dwudziestego pierwszego października trwa promocja."),
        ("pl", "Do 15.00 zł.", "Do piętnaście złotych."),
        # a flat's kitchenette, "kk", spelled
        ("cs", "Pronájem 1+kk v centru.", "Pronájem jedna plus ká ká v centru."),
        ("sk", "Predaj 3+1.", "Predaj tri plus jeden."),
        # sk an equals sign between amounts
        ("sk", "Kurz: 1 € = 25 Kč.", "Kurz: jedno euro sa rovná dvadsaťpäť korún."),
        # bg "каб." and "www"
        ("bg", "Елате в каб. 12.", "Елате в кабинет дванайсет."),
        ("bg", "Вижте www.abv.bg.", "Вижте дабъл ю дабъл ю дабъл ю точка abv точка бг."),
        ("ru", "Приходите в каб. 3.", "Приходите в кабинете три."),
    ],
)
def test_panel_ad2_classes(lang: str, text: str, spoken: str) -> None:
    assert reads(lang, text) == spoken
