"""The classes panel BA3 (lt lv et fi hu sl) heard wrong that fixer bal3 took (issue 31): a
sale's minus glued to a percentage, a clock time with a dot after the sun's or an opening
hour's word, lt a four-digit flight number after a plane's word, a road's stretch between
two kilometres. Each rule on the panel's sentences and new ones of the same class
(tests/readings/panel-2026-12-07-BA3.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. A sale's "–30 %": the en dash glued to a percentage is the minus, said; a range keeps it.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("lv", "Akcija! Visām precēm –30 %.", "Akcija! Visām precēm mīnus trīsdesmit procentu."),
        (
            "fi",
            "Ale! Kaikki tuotteet –30 %.",
            "Ale! Kaikki tuotteet miinus kolmekymmentä prosenttia.",
        ),
        ("de", "Sale! Alle Artikel –30 %.", "Sale! Alle Artikel minus dreißig Prozent."),
        ("fr", "Soldes : tout à –30 %.", "Soldes : tout à moins trente pour cent."),
        ("pl", "Wyprzedaż: wszystko –30%.", "Wyprzedaż: wszystko minus trzydzieści procent."),
        ("en", "Sale: everything –30%.", "Sale: everything minus thirty percent."),
        ("ja", "全品–30%。", "全品マイナスさんじゅっパーセント。"),
    ],
)
def test_a_dash_glued_to_a_percentage_is_said_as_minus(lang, text, said):
    assert reads(lang, text) == said


@pytest.mark.parametrize(
    ("lang", "text", "kept"),
    [
        ("lv", "Cenas kritās par 10–30 %.", "desmit līdz trīsdesmit"),
        ("de", "Rabatt 10 %–30 %", "Prozent–dreißig"),
        # lt et hu sl: earlier panels pinned the dash unsaid ("Nuolaida –20 %")
        ("lt", "Akcija! Visoms prekėms –30 %.", "–trisdešimt"),
        ("et", "Allahindlus –50%!", "–viiskümmend"),
    ],
)
def test_a_range_and_the_pinned_languages_keep_the_dash(lang, text, kept):
    assert kept in reads(lang, text)


# 2. A clock time with a dot after the sun's or an opening hour's word.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        (
            "lv",
            "Saullēkts 7.12, saulriets 17.48.",
            "Saullēkts septiņi divpadsmit, saulriets septiņpadsmit četrdesmit astoņi.",
        ),
        (
            "lv",
            "Veikals atveras 9.30 un slēdzas 21.00.",
            "Veikals atveras deviņi trīsdesmit un slēdzas divdesmit viens.",
        ),
        (
            "et",
            "Päikesetõus 7.12, päikeseloojang 17.48.",
            "Päikesetõus seitse kaksteist, päikeseloojang seitseteist nelikümmend kaheksa.",
        ),
        ("et", "Pood avatakse 9.30.", "Pood avatakse üheksa kolmkümmend."),
        (
            "lt",
            "Saulėtekis 7.12, saulėlydis 17.48.",
            "Saulėtekis septynios dvylika, saulėlydis septyniolika keturiasdešimt aštuoni.",
        ),
        ("lt", "Parduotuvė atsidaro 9.30.", "Parduotuvė atsidaro devynios trisdešimt."),
        (
            "fi",
            "Auringonnousu 7.12, auringonlasku 17.48.",
            "Auringonnousu seitsemän kaksitoista, auringonlasku seitsemäntoista "
            "neljäkymmentäkahdeksan.",
        ),
        ("fi", "Kauppa aukeaa 9.30.", "Kauppa aukeaa yhdeksän kolmekymmentä."),
        (
            "hu",
            "Napkelte 7.12, napnyugta 17.48.",
            "Napkelte hét óra tizenkét perc, napnyugta tizenhét óra negyvennyolc perc.",
        ),
        (
            "sl",
            "Sončni vzhod 7.12, zahod 17.48.",
            "Sončni vzhod sedem in dvanajst, zahod sedemnajst in oseminštirideset.",
        ),
    ],
)
def test_a_dotted_time_after_the_suns_or_an_opening_word_is_a_clock_time(lang, text, said):
    assert reads(lang, text) == said


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("lv", "Pieaugums 17.48 procenti.", "komats"),
        ("et", "Kasv 17.48 protsenti.", "koma"),
        ("lv", "Dzimis 7.12.1990.", "decembrī"),
    ],
)
def test_a_decimal_or_a_date_without_such_a_word_stays(lang, text, said):
    assert said in reads(lang, text)


# 4. A four-digit flight number in pairs, after lt "lėktuvas", "išskrenda" (de had it).
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        (
            "lt",
            "Lėktuvas FR2719 į Londoną išskrenda 06:45.",
            "Lėktuvas FR dvidešimt septyni devyniolika į Londoną išskrenda šešios keturiasdešimt "
            "penki.",
        ),
        (
            "lt",
            "Lėktuvas LO 1234 išskrido laiku.",
            "Lėktuvas LO dvylika trisdešimt keturi išskrido laiku.",
        ),
        (
            "lt",
            "Jūsų lėktuvas BT 2041 vėluoja.",
            "Jūsų lėktuvas BT dvidešimt keturiasdešimt vienas vėluoja.",
        ),
        (
            "de",
            "Der Flug FR2719 nach London startet um 6:45.",
            "Der Flug FR siebenundzwanzig neunzehn nach London startet um sechs Uhr "
            "fünfundvierzig.",
        ),
    ],
)
def test_a_four_digit_flight_number_is_said_in_pairs(lang, text, said):
    assert reads(lang, text) == said


# 5. A road's stretch between two kilometres: both ordinals, in the preposition's case.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        (
            "lt",
            "Remontas vyksta 12–15 km ruože.",
            "Remontas vyksta nuo dvylikto iki penkiolikto kilometro ruože.",
        ),
        (
            "lt",
            "Kelias A1 uždarytas 45–52 km ruože.",
            "Kelias A vienas uždarytas nuo keturiasdešimt penkto iki penkiasdešimt antro "
            "kilometro ruože.",
        ),
        (
            "lv",
            "Autoceļš A2 slēgts no 45. līdz 52. km.",
            "Autoceļš A divi slēgts no četrdesmit piektā līdz piecdesmit otrajam kilometram.",
        ),
        (
            "lv",
            "Ceļš slēgts posmā no 3. līdz 8. km.",
            "Ceļš slēgts posmā no trešā līdz astotajam kilometram.",
        ),
        (
            "et",
            "Tallinna–Tartu maantee on 45.–52. km lõigus suletud.",
            "Tallinna–Tartu maantee on neljakümne viienda kuni viiekümne teise kilomeetri lõigus "
            "suletud.",
        ),
        (
            "et",
            "Teetööd 12.–15. km lõigul.",
            "Teetööd kaheteistkümnenda kuni viieteistkümnenda kilomeetri lõigul.",
        ),
        (
            "sl",
            "Avtocesta A1 je med 45. in 52. km zaprta do 18. ure.",
            "Avtocesta A ena je med petinštiridesetim in dvainpetdesetim kilometrom zaprta do "
            "osemnajste ure.",
        ),
        (
            "sl",
            "Dela potekajo med 12. in 15. kilometrom.",
            "Dela potekajo med dvanajstim in petnajstim kilometrom.",
        ),
        (
            "sl",
            "Cesta je zaprta od 3. do 8. km.",
            "Cesta je zaprta od tretjega do osmega kilometra.",
        ),
    ],
)
def test_a_roads_stretch_reads_its_kilometres_as_ordinals(lang, text, said):
    assert reads(lang, text) == said
