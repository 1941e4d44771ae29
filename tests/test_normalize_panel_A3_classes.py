"""Readings a fresh panel in de fr es it pt pl ru uk nl sv da (issue 31) heard wrong, each
class shown on sentences of its own (not the panel's): docs/NORMALIZER.md, "Panel scores"."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # abbreviations written short: a counted noun, a day, a word before a number
        ("fr", "Arrêt de travail de 3 j. puis 1 j. de repos.",
         "Arrêt de travail de trois jours puis un jour de repos."),
        ("pl", "Stosować 1 tabl. rano, wieczorem 2 tabl.",
         "Stosować jedną tabletkę rano, wieczorem dwie tabletki."),
        ("pl", "Opakowanie zawiera 30 tabl.", "Opakowanie zawiera trzydzieści tabletek."),
        ("ru", "Давать по 1 табл. 2 р. в сутки.",
         "Давать по одной таблетке два раза в сутки."),
        ("ru", "Всего 5 табл., цена 100 р.", "Всего пять таблеток, цена сто рублей."),
        ("uk", "Пити по 1 таб. тричі на день, дітям по 2 табл.",
         "Пити по одній таблетці тричі на день, дітям по дві таблетки."),
        ("it", "Sabato min. 3 °C.", "Sabato minima di tre gradi Celsius."),
        ("sv", "Erbjudandet gäller t.o.m. sön.", "Erbjudandet gäller till och med söndag."),
        ("sv", "Vi ses ons. den 4 juni.", "Vi ses onsdag den fjärde juni."),
        ("da", "Butikken har åbent på lør. og søn.", "Butikken har åbent på lørdag og søndag."),
        ("da", "Montøren kommer fre. d. 12. marts.", "Montøren kommer fredag den tolvte marts."),
        ("da", "Vi ringer ml. 9 og 12.", "Vi ringer mellem ni og tolv."),
        ("da", "Bor på 3. tv. i opgang B.", "Bor på tredje til venstre i opgang B."),
    ],
)  # fmt: skip
def test_an_abbreviation_is_said_in_full(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # a number joined to a stem is one word, the number in its combining form
        ("ru", "Школа отмечает 50-летие.", "Школа отмечает пятидесятилетие."),
        ("ru", "Продаётся 3-комнатная квартира в 9-этажном доме.",
         "Продаётся трёхкомнатная квартира в девятиэтажном доме."),
        ("ru", "Город готовится к 850-летию.", "Город готовится к восьмисотпятидесятилетию."),
        ("uk", "Компанія святкує 20-річчя.", "Компанія святкує двадцятиріччя."),
        ("uk", "Тур 5-денний, будинок 16-поверховий.",
         "Тур п'ятиденний, будинок шістнадцятиповерховий."),
        ("ru", "Приходите 5-го числа.", "Приходите пятого числа."),
    ],
)  # fmt: skip
def test_a_number_joined_to_a_stem_is_one_word(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # de: a date after bare bis/ab/seit with the preposition's article; years of
        # history in hundreds
        ("de", "Das Angebot gilt bis 15.8.", "Das Angebot gilt bis zum fünfzehnten August."),
        ("de", "Neuer Tarif ab 1. März.", "Neuer Tarif ab dem ersten März."),
        ("de", "Gesperrt seit 3. Januar.", "Gesperrt seit dem dritten Januar."),
        ("de", "Bach starb 1750 in Leipzig.", "Bach starb siebzehnhundertfünfzig in Leipzig."),
        ("de", "Das Haus, erbaut 1896, steht noch.",
         "Das Haus, erbaut achtzehnhundertsechsundneunzig, steht noch."),
    ],
)  # fmt: skip
def test_a_german_date_and_year_are_said_as_people_say_them(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("sv", "Dosering: 2 tabletter 2 ggr/dag.", "Dosering: två tabletter två gånger per dag."),
        ("da", "Tages 1 gang/dag.", "Tages en gang om dagen."),
    ],
)  # fmt: skip
def test_a_slash_before_a_period_says_per(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        ("Aplicar o colírio de 6/6 h.", "Aplicar o colírio de seis em seis horas."),
        ("De 8/8 horas, durante 7 dias.", "De oito em oito horas, durante sete dias."),
    ],
)
def test_a_dose_every_so_many_hours_is_said_with_em(text, reads):
    assert normalize(text, "pt").text == reads


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        ("Utile in calo nel III trimestre.", "Utile in calo nel terzo trimestre."),
        ("Dati del I semestre 2025.", "Dati del primo semestre duemilaventicinque."),
    ],
)
def test_an_italian_roman_numeral_before_a_period_is_its_ordinal(text, reads):
    assert normalize(text, "it").text == reads
