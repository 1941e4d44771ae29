"""Readings panels U2 (pl ru uk bg cs sk) and U4 (ro hr sv da en el) heard wrong (issue 31),
each class on the panel's sentence and on sentences of its own, with a near miss that must
not change: docs/NORMALIZER.md, "Panel scores", "Panels U2 and U4"."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("sv", "Köp med kort 4532: 349,00 kr på ICA Maxi.",
         "Köp med kort fyra fem tre två: trehundrafyrtionio kronor på ICA Maxi."),
        ("sv", "Kortet 7781 har debiterats 120 kr.",
         "Kortet sju sju åtta ett har debiterats etthundratjugo kronor."),
        ("da", "Kortet 4410 er spærret.", "Kortet fire fire et nul er spærret."),
        ("ro", "Tranzacție card 4532: plată", "Tranzacție card patru cinci trei doi: plată"),
        ("ro", "Cardul 9910 a fost blocat.", "Cardul nouă nouă unu zero a fost blocat."),
        ("hr", "Kartica 4532: plaćanje", "Kartica četiri pet tri dva: plaćanje"),
        ("hr", "Plaćanje karticom 8812 odobreno.",
         "Plaćanje karticom osam osam jedan dva odobreno."),
        ("el", "Αγορά με κάρτα 4532: 49,90 €",
         "Αγορά με κάρτα τέσσερα πέντε τρία δύο: σαράντα εννέα ευρώ και εννενήντα λεπτά"),
        ("el", "Χρέωση κάρτας 1188 με 20 €", "Χρέωση κάρτας ένα ένα οκτώ οκτώ με είκοσι ευρώ"),
        # near misses: an amount or a measure after the word is no card's number
        ("sv", "en kort 2000 meter lång bana", "en kort tvåtusen meter lång bana"),
        ("el", "κάρτα 2000 ευρώ", "κάρτα δύο χιλιάδες ευρώ"),
    ],
)  # fmt: skip
def test_a_cards_last_four_digits_are_said_one_by_one(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        ("Your electricity bill of £84.50 is due on 20/04/2024.",
         "Your electricity bill of eighty-four pounds and fifty pence is due on the twentieth"
         " of April, twenty twenty-four."),
        ("Valid from 13/01/2025 to 31/12/2025.",
         "Valid from the thirteenth of January, twenty twenty-five to the thirty-first of"
         " December, twenty twenty-five."),
        ("Paid by the 20/04/2024.", "Paid by the twentieth of April, twenty twenty-four."),
        # near miss: a date either way round stays American
        ("due on 03/12/2024.", "due on March twelfth, twenty twenty-four."),
    ],
)  # fmt: skip
def test_an_english_date_with_no_such_month_is_read_day_first(text, reads):
    assert normalize(text, "en").text == reads


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Potres magnitude 5,4 pogodio je Petrinju.", "hr"),
        ("Cijena je 12,50 € po komadu.", "hr"),
        ("Vlak je kasnio 25 minuta.", "hr"),
        # near misses: Slovene's own words and its -l participle
        ("Radio je bil 3 ure vklopljen.", "sl"),
        ("Slovenija je v letu 2024 zrasla za 2,1 %.", "sl"),
    ],
)
def test_croatian_grammar_tells_croatian_from_slovene(text, lang):
    assert {span.lang for span in detect(text)} == {lang}


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("pl", "Zadzwoń pod nr +48 601 234 567.",
         "Zadzwoń pod numer plus czterdzieści osiem, sześćset jeden, dwieście trzydzieści"
         " cztery, pięćset sześćdziesiąt siedem."),
        ("pl", "Infolinia: nr +48 22 123 45 67",
         "Infolinia: numer plus czterdzieści osiem, dwadzieścia dwa, sto dwadzieścia trzy,"
         " czterdzieści pięć, sześćdziesiąt siedem"),
        ("pl", "nr plus", "nr plus"),  # near miss: no number follows
    ],
)  # fmt: skip
def test_a_number_sign_before_a_phones_plus_is_said(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        ("Україна посіла 1-ше місце на Євробаченні у 2022 році.",
         "Україна посіла перше місце на Євробаченні у дві тисячі двадцять другому році."),
        ("Це 1-ша спроба.", "Це перша спроба."),
        ("Вийшло з 1-шого разу.", "Вийшло з першого разу."),
        ("2-га спроба", "друга спроба"),  # near miss: as before
    ],
)  # fmt: skip
def test_a_ukrainian_first_with_its_sh_ending_is_an_ordinal(text, reads):
    assert normalize(text, "uk").text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("cs", "Vlak EC 171 do Vídně odjede z 2. koleje v 14:08.",
         "Vlak EC sto sedmdesát jedna do Vídně odjede z druhé koleje ve čtrnáct nula osm."),
        ("cs", "Sraz v 2:30 u nádraží.", "Sraz ve dvě třicet u nádraží."),
        ("cs", "Odjezd v 21:15.", "Odjezd ve dvacet jedna patnáct."),
        ("cs", "Začínáme v 5:30.", "Začínáme v pět třicet."),  # near miss
        ("uk", "Запис до перукаря на суботу о 11:00 підтверджено.",
         "Запис до перукаря на суботу об одинадцятій підтверджено."),
        ("uk", "О 11:15 почнеться.", "Об одинадцятій п'ятнадцять почнеться."),
        ("uk", "Зустріч о 1:30.", "Зустріч о першій тридцять."),  # near miss
    ],
)  # fmt: skip
def test_at_before_a_clock_time_takes_its_fuller_form(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("bg", "Апартамент 80 кв. м, 4-ти етаж, цена 120 000 €.",
         "Апартамент осемдесет квадратни метра, четвърти етаж, цена сто и двайсет хиляди евро."),
        ("bg", "Площ 65 кв.м.", "Площ шейсет и пет квадратни метра."),
        ("ru", "Объём двигателя 1,6 л, мощность 110 л. с.",
         "Объём двигателя одна целая шесть десятых литра, мощность сто десять лошадиных сил."),
        ("ru", "Мотор на 2 л.с. слабее, всего 21 л. с.",
         "Мотор на две лошадиные силы слабее, всего двадцать одна лошадиная сила."),
        # near misses: a litre before a sentence's next word, a square metre written out
        ("ru", "Купил 5 л. Сок был вкусный.", "Купил пять литров. Сок был вкусный."),
        ("bg", "Имам 3 кв. метра", "Имам три кв. метра"),
    ],
)  # fmt: skip
def test_a_unit_abbreviated_with_a_space_is_said(lang, text, reads):
    assert normalize(text, lang).text == reads
