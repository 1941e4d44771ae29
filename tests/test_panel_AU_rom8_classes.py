"""The classes panel AU heard unnatural or wrong that fixer rom8 took (issue 31,
2026-12-07): Roman numerals after a noun or opening a sentence, scores and a race's time,
an Estonian clock time with a case ending; each rule on the panel's sentences and new ones
of the same class (tests/readings/panel-2026-12-07-AU1.jsonl ... -AU5.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. A Roman numeral after a noun it numbers, or opening a sentence before it: the ordinal
# in the noun's case, or the cardinal where the noun is a label.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("pl", "Wykład w sali III na II piętrze.", "w sali trzeciej na drugim piętrze."),
        ("pl", "Sala IV jest zamknięta.", "Sala czwarta jest"),
        ("pl", "Zapraszamy do auli II.", "do auli drugiej."),
        ("pl", "Targi odbędą się w hali V.", "w hali piątej."),
        ("ru", "Лекция в ауд. 214, корпус II, начало в 11:40.", "корпус два, начало"),
        ("ru", "Встреча в корпусе IV.", "в корпусе четыре."),
        ("ru", "Корпус III находится рядом.", "Корпус три находится"),
        ("uk", "Семінар в ауд. 312, корпус IV.", "корпус чотири."),
        ("uk", "Лабораторія у корпусі II.", "у корпусі два."),
        ("cs", "Přednáška v posluchárně III, 2. patro.", "v posluchárně tři, druhé patro."),
        ("cs", "Sraz před učebnou IV.", "před učebnou čtyři."),
        ("lv", "III ceturksnī IKP pieauga par 1,8 %.", "Trešajā ceturksnī IKP"),
        ("lv", "Par II ceturksni ziņojums.", "Par otro ceturksni"),
        ("lv", "IV ceturkšņa rezultāti.", "Ceturtā ceturkšņa rezultāti."),
        ("et", "III kvartalis kasvas SKP 1,8%.", "Kolmandas kvartalis kasvas"),
        ("et", "Müük kasvas II kvartalis.", "kasvas teises kvartalis."),
        ("et", "II poolaastal kasvas.", "Teisel poolaastal"),
        ("fi", "BKT kasvoi III neljänneksellä 1,8 %.", "kasvoi kolmannella neljänneksellä"),
        ("fi", "Toimisto on II kerroksessa.", "on toisessa kerroksessa."),
        ("fi", "Tulos parani II vuosineljänneksestä.", "parani toisesta vuosineljänneksestä."),
        ("sl", "BDP je v III. četrtletju zrasel za 1,8 %.", "v tretjem četrtletju zrasel"),
        ("sl", "Pisarna je v II. nadstropju.", "v drugem nadstropju."),
        ("sl", "II. četrtletje je bilo slabše.", "Drugo četrtletje je"),
        ("en", "Super Bowl LVIII was held in Las Vegas.", "Super Bowl fifty-eight was"),
        ("en", "Tickets for Super Bowl LIX are on sale.", "Super Bowl fifty-nine are"),
        ("en", "WrestleMania XL sold out.", "WrestleMania forty sold"),
        ("ja", "第II章", "だいにしょう"),
        ("ja", "第III回大会が開かれた。", "だいさんかい大会"),
        ("ja", "第XI条", "だいじゅういちじょう"),
    ],
)
def test_a_roman_numeral_with_its_noun_is_read(lang, text, said):
    assert said in reads(lang, text)


# ... and never an ordinary word, a pronoun or a letter.
@pytest.mark.parametrize(
    ("lang", "text", "kept"),
    [
        ("en", "Then I went home.", "Then I went"),
        ("en", "Super Bowl MIX tickets.", "Super Bowl MIX"),
        ("en", "Super Bowl LIIX tickets.", "Super Bowl LIIX"),
        ("ja", "第IIX章", "IIX"),
        ("pl", "I Polska, i Czechy.", "I Polska"),
        ("ru", "Вход C, корпус D.", "корпус D."),
    ],
)
def test_no_word_or_letter_becomes_a_number(lang, text, kept):
    assert kept in reads(lang, text)


# 2. Scores between team names and after one, and a race's times.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("de", "Bayern München – Borussia Dortmund 2:1 (1:0)", "zwei zu eins (eins zu null)"),
        ("de", "Der BVB gewann 3:1 (2:0) gegen Mainz.", "drei zu eins (zwei zu null) gegen"),
        ("de", "Endstand 2:2 (0:1).", "zwei zu zwei (null zu eins)."),
        (
            "es",
            "Real Madrid 2-1 Barcelona, con doblete de Vinícius.",
            "Madrid dos a uno Barcelona,",
        ),
        ("es", "Atlético 3-1 Valencia en el Metropolitano.", "Atlético tres a uno Valencia en"),
        ("es", "Sevilla 0-0 Betis en el Sánchez-Pizjuán.", "Sevilla cero a cero Betis"),
        ("pt", "Benfica 2-1 Porto no Estádio da Luz.", "Benfica dois a um Porto no"),
        ("pt", "Sporting 3-0 Braga, com golos de Gyökeres.", "Sporting três a zero Braga,"),
        (
            "de",
            "Den 2. Platz belegte Lena Schmidt in 1:02,45 min.",
            "in einer Minute zwei Komma vier fünf Sekunden.",
        ),
        (
            "de",
            "Er lief 1:45,07 min, die Konkurrenz war langsamer.",
            "eine Minute fünfundvierzig Komma null sieben Sekunden, die",
        ),
        ("de", "Ihre Zeit: 1:59,8.", "eine Minute neunundfünfzig Komma acht Sekunden."),
        (
            "fi",
            "Maratonin voittoaika oli 2.11.35.",
            "voittoaika oli kaksi tuntia yksitoista minuuttia kolmekymmentäviisi sekuntia.",
        ),
        ("fi", "Hän juoksi loppuajalla 2.28.13.", "loppuajalla kaksi tuntia"),
        ("fi", "Maaliaika 2.05.41 on uusi ennätys.", "Maaliaika kaksi tuntia viisi minuuttia"),
    ],
)
def test_a_score_or_a_race_time_is_said_as_one(lang, text, said):
    assert said in reads(lang, text)


# ... while a span stays a span.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("es", "Horario 9-14 Lunes a viernes.", "de nueve a catorce"),
        ("es", "Capítulos 2-3 Parte I.", "de dos a tres"),
    ],
)
def test_a_span_between_capitals_stays_a_span(lang, text, said):
    assert said in reads(lang, text)


# 3. et a clock's full hour with a case ending: the hour's genitive takes it.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Liiklus on piiratud kella 18.00-ni.", "kella kaheksateistkümneni."),
        ("Pood on avatud kella 21.00-ni.", "kella kahekümne üheni."),
        ("Kohvik töötab kella 9.00-st.", "kella üheksast."),
        ("Kella 19:00-ks olen kodus.", "Kella üheksateistkümneks olen"),
    ],
)
def test_an_estonian_clock_hour_takes_its_case_ending(text, said):
    assert said in reads("et", text)
    assert "kell kell" not in reads("et", text) and "kella kell" not in reads("et", text)
