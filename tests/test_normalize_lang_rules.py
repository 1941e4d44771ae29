"""The 28 languages' structured rules: named, switchable, explained, and read by SSML say-as.

A tenant switching ``<lang>.date`` off keeps "05.03.2024" as written (no later rule reads
its parts); the preview names each rule that fired; ``<say-as>`` reads a date, a time, an
ordinal, a telephone number and an amount in the part's language.
"""

import pytest

from normalize import RULES, normalize, sayas
from normalize.structured import LANGUAGES

# (rule, language, sentence, the part that must stay as written with the rule off)
SWITCHED_OFF = [
    ("de.date", "de", "Termin ist am 05.03.2024 hier", "05.03.2024"),
    ("de.time", "de", "Wir treffen uns um 14:30 Uhr", "14:30"),
    ("de.ordinal", "de", "Der 3. Platz geht an Anna", "3."),
    ("de.year", "de", "Im Jahr 1990 fiel die Mauer", "1990"),
    ("de.unit", "de", "Das wiegt 2,5 kg heute", "2,5 kg"),
    ("de.range", "de", "Es dauert 3-5 Tage", "3-"),
    ("de.phone", "de", "Ruf +49 30 1234567 an", "+49 30 1234567"),
    ("fr.date", "fr", "Le 1er mai 2024 est férié", "1er mai 2024"),
    ("fr.time", "fr", "Le train part à 14h30 ici", "14h30"),
    ("fr.ordinal", "fr", "Il est arrivé 2e hier", "2e"),
    ("ru.year", "ru", "В 2024 году всё изменилось", "2024 году"),
    ("ru.ordinal", "ru", "Он занял 3-е место", "3-е"),
    ("pl.date", "pl", "Dziś jest 5 marca 2024 r. i już", "5 marca 2024 r."),
    ("hu.ending", "hu", "1990-ben minden megváltozott", "1990-ben"),
    ("tr.suffix", "tr", "Tren 9:05'te kalkar", "'te"),
    ("vi.date", "vi", "Hôm nay 05/03/2024 nhé", "05/03/2024"),
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_names_its_structured_rules(lang):
    for kind in ("phone", "date", "time", "range", "unit"):
        assert f"{lang}.{kind}" in RULES


@pytest.mark.parametrize(("rule", "lang", "text", "kept"), SWITCHED_OFF)
def test_a_switched_off_rule_leaves_its_text_as_written(rule, lang, text, kept):
    assert kept not in normalize(text, lang).text
    assert kept in normalize(text, lang, disabled_rules=[rule]).text


def test_the_preview_names_each_rule_that_fired():
    result = normalize("Am 5. März 2024 um 14:30 Uhr, 3-5 km.", "de")
    fired = [change.rule for change in result.stages[1].changes]
    assert fired == ["de.date", "de.time", "de.range", "de.unit"]
    assert "de.date  '5. März 2024' -> 'fünften März zweitausendvierundzwanzig'" in (
        result.explain()
    )


def test_an_impossible_date_is_not_read_as_one():
    assert normalize("Code 31.13.2024", "de").text.startswith("Code einunddreißig")
    assert "März" not in normalize("Code 31.13.2024", "de").text


def test_a_score_is_not_a_range():
    assert normalize("Es stand 2-1.", "de").text == "Es stand zwei zu eins."


@pytest.mark.parametrize(
    ("kind", "text", "lang", "fmt", "spoken"),
    [
        ("date", "2024-03-05", "de", None, "fünfter März zweitausendvierundzwanzig"),
        ("date", "05.03", "ru", "dm", "пятое марта"),
        ("date", "3/5/2024", "es", "mdy", "cinco de marzo de dos mil veinticuatro"),
        ("date", "1/5", "fr", "dm", "premier mai"),
        ("date", "13/13/2024", "fr", "dmy", None),
        ("time", "14:30", "pl", None, "czternasta trzydzieści"),
        ("time", "2:30 PM", "it", None, "quattordici e trenta"),
        ("ordinal", "3", "sv", None, "tredje"),
        ("ordinal", "21", "cs", None, "dvacátý první"),
        ("telephone", "+33 1 23 45 67 89", "fr", None,
         "plus trente-trois, un, vingt-trois, quarante-cinq, soixante-sept, quatre-vingt-neuf"),
        ("telephone", "030 1234567", "de", None,
         "null drei null, eins zwei drei vier fünf sechs sieben"),
        ("currency", "12,50 €", "de", None, "zwölf Euro fünfzig Cent"),
        ("currency", "12,50", "pt", "EUR", "doze euros e cinquenta cêntimos"),
    ],
)  # fmt: skip
def test_say_as_reads_in_the_parts_language(kind, text, lang, fmt, spoken):
    assert sayas.read(kind, text, lang, fmt) == spoken


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_reads_each_say_as_kind(lang):
    for kind, text in (("date", "2024-03-05"), ("time", "14:30"), ("ordinal", "2"),
                       ("telephone", "+49 30 1234567"), ("currency", "5 €")):  # fmt: skip
        words = sayas.read(kind, text, lang)
        assert words and not any(c.isdigit() for c in words), (kind, words)


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ru", "к 5 марта", "к пятому марта"),
        ("ru", "до 5 марта", "до пятого марта"),
        ("ru", "на 5 марта", "на пятое марта"),
        ("uk", "до 5 березня", "до п'ятого березня"),
        ("uk", "після 3 травня", "після третього травня"),
    ],
)
def test_a_russian_or_ukrainian_day_takes_the_prepositions_case(lang, text, spoken):
    # Gramota.ru, "Склонение порядковых числительных в датах".
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("március 5-én lesz", "március ötödikén lesz"),
        ("2024. május 1-jén", "kétezer-huszonnégy május elsején"),
        ("április 3-án", "április harmadikán"),
    ],
)
def test_a_hungarian_day_keeps_its_on_the_day_suffix(text, spoken):
    # MHSz 12: "május 1-jén", "március 15-én" are read with the ordinal's -ján/-jén form.
    assert normalize(text, "hu").text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("de", "Es kostet 1 CHF.", "Es kostet ein Schweizer Franken."),
        ("fr", "Il coûte 21 £.", "Il coûte vingt et une livres sterling."),
        ("ru", "Цена 5 £.", "Цена пять британских фунтов стерлингов."),
        ("cs", "Stojí 2 CHF.", "Stojí dva švýcarské franky."),
        ("es", "Cuesta 1 £.", "Cuesta una libra esterlina."),
        ("tr", "Fiyatı 100 ¥.", "Fiyatı yüz Japon yeni."),
        ("lv", "Maksā 1 £.", "Maksā viena Lielbritānijas mārciņa."),
    ],
)
def test_pounds_francs_and_yen_take_cldr_names_in_the_counts_form(lang, text, spoken):
    # CLDR currency names with plural forms (Babel); the count agrees with the noun's gender.
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Wir sehen uns am 5.3. wieder.", "Wir sehen uns am fünften März wieder."),
        ("Vom 1.4. bis 3.4. geschlossen.", "Vom ersten April bis dritten April geschlossen."),
        ("Version 2.1. ist da.", "Version zwei Punkt eins. ist da."),  # a version (panel S4)
    ],
)
def test_a_german_day_and_month_without_a_year_is_a_date_after_a_preposition(text, spoken):
    # Duden: "am 5.3.", "vom 1.4. bis 3.4."; a version number is no date.
    assert normalize(text, "de").text == spoken
