# ruff: noqa: E501  (sentences and their readings, one per line)
"""Error classes a reading panel (issue 31, panel P3: lt lv et fi hu sl) found, each tested
with new sentences of the same class."""

import pytest

from normalize import Normalizer

normalize = Normalizer([])


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# --- an en dash as a temperature's minus ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("Rytoj ryte –3 °C.", "lt", "Rytoj ryte minus trys Celsijaus laipsniai."),
        ("Liepājā –2 °C.", "lv", "Liepājā mīnus divi Celsija grādi."),
        ("Tartus –6 °C.", "et", "Tartus miinus kuus Celsiuse kraadi."),
        ("Lapissa –20 °C.", "fi", "Lapissa miinus kaksikymmentä celsiusastetta."),
        ("Debrecenben –3 °C lesz.", "hu", "Debrecenben mínusz három Celsius-fok lesz."),
        ("V Kranju –4 °C.", "sl", "V Kranju minus štiri stopinje Celzija."),
        ("Nachts –5,5°C.", "de", "Nachts minus fünf Komma fünf Grad Celsius."),
        ("Overnight –5 °C.", "en", "Overnight minus five degrees Celsius."),
    ],
)
def test_an_en_dash_before_a_temperature_is_its_minus(text, lang, expected):
    assert reads(text, lang) == expected


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        # a dash after a number is a range, one with a space after it a dash
        ("Then 5–10 °C.", "en", "Then five to ten degrees Celsius."),
        ("Kaina – 3 eurai.", "lt", "Kaina – trys eurai."),
    ],
)
def test_a_dash_that_is_not_a_minus_stays(text, lang, expected):
    assert reads(text, lang) == expected


# --- titles and "see" left as written -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        (
            "Prof. Jonas Petrauskas skaitys pranešimą.",
            "lt",
            "Profesorius Jonas Petrauskas skaitys pranešimą.",
        ),
        ("Prof. dr. Jonas Jonaitis dėsto.", "lt", "Profesorius daktaras Jonas Jonaitis dėsto."),
        ("Daugiau informacijos žr. priede.", "lt", "Daugiau informacijos žiūrėkite priede."),
        ("Sk. pielikumu.", "lv", "Skatīt pielikumu."),
        ("Lekciju vadīs prof. Andris Bērziņš.", "lv", "Lekciju vadīs profesors Andris Bērziņš."),
        ("Vt lisa.", "et", "Vaata lisa."),
        (
            "Hind on 10 eurot, s.o 2 eurot päevas.",
            "et",
            "Hind on kümme eurot, see on kaks eurot päevas.",
        ),
        ("Prof. Liis Kask räägib.", "et", "Professor Liis Kask räägib."),
        ("Ks. liite.", "fi", "Katso liite."),
        ("Luennoi prof. Anna Korhonen.", "fi", "Luennoi professori Anna Korhonen."),
        ("Prof. Szabó Anna előad.", "hu", "Professzor Szabó Anna előad."),
        ("Ld. a mellékletet.", "hu", "Lásd a mellékletet."),
        ("Prof. dr. Marko Novak bo predaval.", "sl", "Profesor doktor Marko Novak bo predaval."),
        ("Pišite nam oz. pokličite.", "sl", "Pišite nam oziroma pokličite."),
        ("Prof. Dr. Hans Müller spricht.", "de", "Professor Doktor Hans Müller spricht."),
    ],
)
def test_titles_and_see_are_said(text, lang, expected):
    assert reads(text, lang) == expected


# --- a race's time ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("Laikas 2:08:21.", "lt", "Laikas dvi valandos aštuonios minutės dvidešimt viena sekundė."),
        ("Laiks 2:11:05.", "lv", "Laiks divas stundas vienpadsmit minūtes piecas sekundes."),
        ("Aeg 2:18:45.", "et", "Aeg kaks tundi kaheksateist minutit nelikümmend viis sekundit."),
        ("Aika 2:05:00.", "fi", "Aika kaksi tuntia viisi minuuttia."),
        (
            "Voittajan aika oli 2.12.35.",
            "fi",
            "Voittajan aika oli kaksi tuntia kaksitoista minuuttia kolmekymmentäviisi sekuntia.",
        ),
        (
            "Hän juoksi ajassa 3.01.09.",
            "fi",
            "Hän juoksi ajassa kolme tuntia yksi minuutti yhdeksän sekuntia.",
        ),
        ("Az idő 2:14:30 volt.", "hu", "Az idő két óra tizennégy perc harminc másodperc volt."),
        ("Tekel je 2:02:01.", "sl", "Tekel je dve uri dve minuti ena sekunda."),
    ],
)
def test_a_race_time_is_hours_minutes_seconds(text, lang, expected):
    assert reads(text, lang) == expected


def test_a_dotted_triple_without_a_time_word_is_not_a_race_time():
    assert "tuntia" not in reads("Tapaaminen 2.12.35 klo 10.", "fi")
    assert "valand" not in reads("Laikas 14:30:05.", "lt")


# --- a plus before a temperature, references with a slash ----------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("Holnap +5 °C.", "hu", "Holnap plusz öt Celsius-fok."),
        (
            "Délután akár +12 °C is lehet.",
            "hu",
            "Délután akár plusz tizenkét Celsius-fok is lehet.",
        ),
        (
            "Kérelmét 2024/1587 számon iktattuk.",
            "hu",
            "Kérelmét kétezer-huszonnégy per ezerötszáznyolcvanhét számon iktattuk.",
        ),
        (
            "Jūsų prašymas Nr. 2024/1587 gautas.",
            "lt",
            "Jūsų prašymas numeris du tūkstančiai dvidešimt keturi pasvirasis brūkšnys tūkstantis penki šimtai aštuoniasdešimt septyni gautas.",
        ),
        (
            "Sutartis Nr. 12/345 pasirašyta.",
            "lt",
            "Sutartis numeris dvylika pasvirasis brūkšnys trys šimtai keturiasdešimt penki pasirašyta.",
        ),
    ],
)
def test_plus_and_slash_are_said(text, lang, expected):
    assert reads(text, lang) == expected


# --- lt dates: year first with dots, and the case the sentence asks for -----------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Kodas pakeistas 2024.03.05.",
            "Kodas pakeistas du tūkstančiai dvidešimt ketvirtųjų metų kovo penktąją.",
        ),
        (
            "Sąskaita išrašyta 2023.12.01 vakare.",
            "Sąskaita išrašyta du tūkstančiai dvidešimt trečiųjų metų gruodžio pirmąją vakare.",
        ),
        (
            "Siunta bus pristatyta 2024-05-17.",
            "Siunta bus pristatyta du tūkstančiai dvidešimt ketvirtųjų metų gegužės septynioliktąją.",
        ),
        (
            "Galioja iki 2025-01-31.",
            "Galioja iki du tūkstančiai dvidešimt penktųjų metų sausio trisdešimt pirmosios.",
        ),
        (
            "Nuo 2025-01-01 kainos keičiasi.",
            "Nuo du tūkstančiai dvidešimt penktųjų metų sausio pirmosios kainos keičiasi.",
        ),
        # naming the date: the nominative stays
        ("Data: 2023.12.01.", "Data: du tūkstančiai dvidešimt trečiųjų metų gruodžio pirmoji."),
        ("Šiandien 2025-01-01.", "Šiandien du tūkstančiai dvidešimt penktųjų metų sausio pirmoji."),
    ],
)
def test_lt_numeric_dates_take_their_case(text, expected):
    assert reads(text, "lt") == expected


# --- detection: the euro's name tells the language ------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Kontojääk: 2 345,60 eurot.", "et"),
        ("Hind 5 eurot.", "et"),
        ("Hinta 5 euroa.", "fi"),
        ("Kaina 5 eurai.", "lt"),
        ("Cena 5 evrov.", "sl"),
        ("Cena 7 eiro.", "lv"),
    ],
)
def test_the_euro_s_name_tells_a_short_line_s_language(text, lang):
    from normalize.detect import detect

    assert [span.lang for span in detect(text)] == [lang]


# --- lv: a day and month's closing dot is the date's ------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Vizīte ir 12.03. plkst. 9.30.",
            "Vizīte ir divpadsmitajā martā pulksten deviņi trīsdesmit.",
        ),
        (
            "Maksājums līdz 15.04. pulksten 12.",
            "Maksājums līdz piecpadsmitajam aprīlim pulksten divpadsmit.",
        ),
        ("Sapulce 3.11. pie direktora.", "Sapulce trešajā novembrī pie direktora."),
        # at a sentence's end the dot is the full stop too
        ("Vizīte ir 12.03. Tad mājās.", "Vizīte ir divpadsmitajā martā. Tad mājās."),
    ],
)
def test_lv_day_month_dot_is_not_a_full_stop(text, expected):
    assert reads(text, "lv") == expected


# --- hu: a long number before "számú" is an ordinal -------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Az 58213. számú rendelést feladtuk.",
            "Az ötvennyolcezer-kétszáztizenharmadik számú rendelést feladtuk.",
        ),
        ("A 2024. számú határozat.", "A kétezer-huszonnegyedik számú határozat."),
        # the article as said: "az" before a vowel (hu.article; panel AV3)
        ("A 1234. számú levél.", "Az ezerkétszázharmincnegyedik számú levél."),
        ("A 3. emeleten.", "A harmadik emeleten."),
    ],
)
def test_hu_a_number_before_szamu_is_an_ordinal(text, expected):
    assert reads(text, "hu") == expected
