"""The classes a fresh panel (AA2) heard unnatural or wrong in pl ru uk bg cs sk (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-AA2.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a print run's copies after a count, and after a scale's word
        (
            "ru",
            "Журнал вышел тиражом 3 тыс. экз.",
            "Журнал вышел тиражом три тысячи экземпляров.",
        ),
        ("ru", "Продано 21 экз. книги.", "Продано двадцать один экземпляр книги."),
        (
            "ru",
            "Тираж 1,5 млн экз.",
            "Тираж полтора миллиона экземпляров.",  # 1,5 before a scale: panel AK2
        ),
        ("uk", "Наклад 5 тис. прим.", "Наклад п'ять тисяч примірників."),
        ("uk", "Наклад 500 прим.", "Наклад п'ятсот примірників."),
        # near miss: "Прим." before a note's number is no count of copies
        ("uk", "Прим. 3: див. вище.", "Прим. три: дивіться вище."),
    ],
)
def test_copies_after_a_count_are_said(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        (
            "ru",
            "Петров П. П., 1990 г. р.",
            "Петров П. П., тысяча девятьсот девяностого года рождения.",
        ),
        (
            "ru",
            "Справки по тел. 8 800 555-35-35.",
            "Справки по телефону восемь, восемьсот, пятьсот пятьдесят пять, тридцать пять,"
            " тридцать пять.",
        ),
        ("cs", "Cena 1 290 Kč vč. DPH.", "Cena tisíc dvěstě devadesát korun včetně DPH."),
        ("cs", "Viz § 12 tr. řádu.", "Viz paragraf dvanáct trestního řádu."),
        ("cs", "Viz § 2 obč. zákoníku.", "Viz paragraf dva občanského zákoníku."),
        ("sk", "Amb. č. 5 je zatvorená.", "Ambulancia číslo päť je zatvorená."),
        # near misses: "г." alone is still the year, "Тел." alone the nominative
        (
            "ru",
            "Родился в 1990 г. в Москве.",
            "Родился в тысяча девятьсот девяностом году в Москве.",
        ),
        (
            "ru",
            "Тел. 8 800 555-35-35.",
            "Телефон восемь, восемьсот, пятьсот пятьдесят пять, тридцать пять, тридцать пять.",
        ),
    ],
)
def test_short_forms_the_panel_heard_as_written_are_said(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Бюджет зріс на 2 тис. грн.", "Бюджет зріс на дві тисячі гривень."),
        ("Купили 22 тис. примірників.", "Купили двадцять дві тисячі примірників."),
        # near miss: a million is masculine
        ("Це 2 мільйони гривень.", "Це два мільйони гривень."),
    ],
)
def test_a_ukrainian_thousand_is_feminine(text, spoken):
    assert reads("uk", text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a law's part's number names it, as "číslo jedna" does: no count of the next word
        ("cs", "Viz odst. 1 písm. a) zákona.", "Viz odstavec jedna písmeno a) zákona."),
        ("cs", "§ 5 odst. 1 tr. zákoníku.", "paragraf pět odstavec jedna trestního zákoníku."),
        # near miss: a count before its noun still agrees
        ("cs", "Mám 1 kolo.", "Mám jedno kolo."),
    ],
)
def test_a_law_parts_number_is_a_name(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    "text",
    ["Kurz klesl o 2 % v r. 2023.", "Úrok klesl v r. 2024 na 4 %."],
)
def test_czechs_past_in_a_consonant_and_l_is_czech(text):
    assert {span.lang for span in detect(text)} == {"cs"}


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # near misses: Slovak's "-ol", a shop's name, a short form with its dot
        ("Obrat vzrástol o 12 %.", "sk"),
        ("Platba kartou 45,90 € v obchode Lidl bola zrealizovaná.", "sk"),
        ("V Ljubljani živi pribl. 295.000 prebivalcev.", "sl"),
    ],
)
def test_what_is_no_czech_past_keeps_its_language(text, lang):
    assert {span.lang for span in detect(text)} == {lang}


def test_a_two_word_title_ends_no_sentence():
    text = "Dr hab. Jan Kowalski przyjmuje w pok. 12."
    assert [span.lang for span in detect(text)] == ["pl"]


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Stopy wzrosły o 2 pkt proc.", "Stopy wzrosły o dwa punkty procentowe."),
        (
            "Inflacja spadła o 1,5 pkt proc.",
            "Inflacja spadła o jeden przecinek pięć punktu procentowego.",
        ),
        # near miss: points alone stay points
        ("Zdobył 45 pkt.", "Zdobył czterdzieści pięć punktów."),
    ],
)
def test_a_percentage_point_agrees(text, spoken):
    assert reads("pl", text) == spoken
