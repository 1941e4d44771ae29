"""The classes a fresh panel (AA1) heard wrong or unnatural in de fr es it pt nl (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-AA1.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# A price per kilo written with the article and no number: the article and the market's
# word, as "€/kg" is said.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ('fr', 'Tomates à 3,20 € le kg au marché.',
         'Tomates à trois euros vingt centimes le kilo au marché.'),
        ('fr', 'Le prix du kg de cerises a doublé.', 'Le prix du kilo de cerises a doublé.'),
        ('pt', 'Batata a R$ 3,50 o kg na feira.',
         'Batata a três reais e cinquenta centavos o quilo na feira.'),
        ('es', 'Fresas a 4,50 € el kg.', 'Fresas a cuatro euros con cincuenta céntimos el kilo.'),
        ('it', 'Pomodori a 2,10 € al kg.', 'Pomodori a due euro e dieci centesimi al chilo.'),
    ],
)  # fmt: skip
def test_a_price_per_kilo_after_the_article_says_the_kilo(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_a_weight_after_a_number_keeps_its_unit_name():
    assert reads("fr", "Le colis pèse 3 kg.") == "Le colis pèse trois kilogrammes."


# Recipe spoons written short: es "cda.", "cdta." after a count or a fraction; fr "c. à
# soupe", "c. à café" after a fraction ("une demi-cuillère").
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ('fr', "Ajoutez 1/2 c. à soupe d'huile.", "Ajoutez une demi-cuillère à soupe d'huile."),
        ('es', 'Añade 1 cda. de aceite de oliva.', 'Añade una cucharada de aceite de oliva.'),
        ('es', 'Espolvorea 2 cdtas. de canela.', 'Espolvorea dos cucharaditas de canela.'),
        ('es', 'Incorpora 1/2 cda. de miel.', 'Incorpora media cucharada de miel.'),
    ],
)  # fmt: skip
def test_a_recipe_spoon_written_short_is_said(lang, text, spoken):
    assert reads(lang, text) == spoken


# The ordinal sign typed for the degree sign before C, after a space, a sign or a decimal;
# glued to a whole number it may be a floor and its door, and "1º" stays an ordinal.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ('es', 'Mínima de -2ºC en Soria.', 'Mínima de menos dos grados Celsius en Soria.'),
        ('pt', 'Amanhã 35 ºC em Lisboa.', 'Amanhã trinta e cinco graus Celsius em Lisboa.'),
        ('it', 'Domani 30 ºC a Roma.', 'Domani trenta gradi Celsius a Roma.'),
        ('es', 'El 1º de mayo es festivo.', 'El primero de mayo es festivo.'),
    ],
)  # fmt: skip
def test_the_ordinal_sign_before_a_temperatures_c_is_a_degree(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_a_floor_and_its_door_are_no_temperature():
    assert "grados" not in reads("es", "Vivo en la calle Mayor 5, 3ºC.")


# Hours and minutes written "2 h 30 min": the "and" before the minutes that es it pt say;
# a clock "9 h 30" without the minutes' sign stays a time.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ('es', 'El vuelo dura 1 h 15 min.', 'El vuelo dura una hora y quince minutos.'),
        ('it', 'Il film dura 2 h 10 min.', 'Il film dura due ore e dieci minuti.'),
        ('pt', 'A viagem demora 3 h 45 min.',
         'A viagem demora três horas e quarenta e cinco minutos.'),
        ('es', 'Abierto de 9 h 30 a 14 h.', 'Abierto de nueve horas treinta a catorce horas.'),
    ],
)  # fmt: skip
def test_hours_and_minutes_with_their_signs_are_said_with_and(lang, text, spoken):
    assert reads(lang, text) == spoken


# A short day written without its dot before a day and a month is a day; "mar" before no
# date stays a word ("sea").
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ('it', 'Visita: gio 16/10 alle 9.', 'Visita: giovedì sedici ottobre alle nove.'),
        ('de', 'Termin: Di 14.10. um 9 Uhr.',
         'Termin: Dienstag vierzehnter Oktober um neun Uhr.'),
        ('fr', 'RDV mar 14/10 à 9h30.',
         'Rendez-vous mardi quatorze octobre à neuf heures trente.'),
        ('es', 'Cita: sáb 14/10/2026.', 'Cita: sábado catorce de octubre de dos mil veintiséis.'),
        ('it', 'Navighiamo nel mar Tirreno.', 'Navighiamo nel mar Tirreno.'),
    ],
)  # fmt: skip
def test_a_short_day_without_its_dot_before_a_date_is_a_day(lang, text, spoken):
    assert reads(lang, text) == spoken


# A minus after the currency sign ("€ -45,12"): a negative amount of euros and cents; a
# hyphen between two amounts stays a span.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ('de', 'Kontostand: € -120,50.', 'Kontostand: minus einhundertzwanzig Euro fünfzig Cent.'),
        ('es', 'Saldo: € -45,12.', 'Saldo: menos cuarenta y cinco euros con doce céntimos.'),
        ('it', 'Saldo: € −1.200,50.', 'Saldo: meno milleduecento euro e cinquanta centesimi.'),
    ],
)  # fmt: skip
def test_a_minus_after_the_currency_sign_is_a_negative_amount(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_a_span_after_the_currency_sign_has_no_minus():
    assert " min " not in reads("nl", "Tussen € 10-20 per persoon.")


# Detection: "min" after a number is the minutes' sign, not sv da "min" (my); a web
# address's parts are no words; a line whose listed words one language lists every one of
# is that language when lingua's pick lists few of them.
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("nl", "Vertraging bus: ca. 10 min."),
        ("nl", "Vertraging tram: ca. 12 min."),
        ("nl", "Info op www.bol.com."),
        ("nl", "Neem per dag 2 tabletten paracetamol."),
    ],
)
def test_a_short_line_is_told_by_its_own_words(lang, text):
    assert {span.lang for span in detect(text)} == {lang}


@pytest.mark.parametrize(
    ("lang", "text"),
    [("sv", "Det är min bil."), ("da", "Jeg venter 5 min."), ("es", "Más info en www.renfe.com.")],
)
def test_min_as_a_word_and_a_web_address_in_a_sentence_keep_their_language(lang, text):
    assert {span.lang for span in detect(text)} == {lang}
