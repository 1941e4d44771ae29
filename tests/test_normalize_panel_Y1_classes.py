"""The classes a fresh panel (Y1) heard wrong or unnatural in de fr es it pt nl (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-Y1.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# Short forms after a number (de ct, Pkt. and its dative plural, fr pt pts, nl k.k. and
# v.o.n.); de "Std." after a race's time; a room's number with a dot after a room's word; de
# "1" before an adjective and its noun; it toll-free numbers in groups.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ('de', 'Die Briefmarke kostet jetzt 95 ct.',
         'Die Briefmarke kostet jetzt fünfundneunzig Cent.'),
        ('de', 'Diesel wurde um 1,5 ct billiger.',
         'Diesel wurde um eins Komma fünf Cent billiger.'),
        ('de', 'Der Verein hat 31 Pkt. gesammelt.',
         'Der Verein hat einunddreißig Punkte gesammelt.'),
        ('de', 'Sie führt mit 12 Pkt. Vorsprung.',
         'Sie führt mit zwölf Punkten Vorsprung.'),
        ('fr', 'Lyon compte 42 pts cette saison.',
         'Lyon compte quarante-deux points cette saison.'),
        ('pt', 'O Benfica soma 58 pts na liga.',
         'O Benfica soma cinquenta e oito pontos na liga.'),
        ('nl', 'Vraagprijs € 289.000 k.k. voor deze woning.',
         'Vraagprijs tweehonderdnegenentachtigduizend euro kosten koper voor deze woning.'),
        ('nl', 'Nieuwbouw vanaf € 410.000 v.o.n.',
         'Nieuwbouw vanaf vierhonderdtienduizend euro vrij op naam.'),
        ('de', 'Sie lief die Strecke in 2:31:08 Std. und gewann.',
         'Sie lief die Strecke in zwei Stunden einunddreißig Minuten acht Sekunden und gewann.'),
        ('de', 'Die Siegerzeit lag bei 2:12:44 Std.',
         'Die Siegerzeit lag bei zwei Stunden zwölf Minuten vierundvierzig Sekunden.'),
        ('de', 'Die Sprechstunde ist in Raum 2.17.',
         'Die Sprechstunde ist in Raum zwei siebzehn.'),
        ('de', 'Bitte kommen Sie in Büro 4.05.',
         'Bitte kommen Sie in Büro vier null fünf.'),
        ('fr', 'Le cours a lieu en salle 1.12.',
         'Le cours a lieu en salle un douze.'),
        ('nl', 'Het college is in lokaal 3.21.',
         'Het college is in lokaal drie eenentwintig.'),
        ('de', 'Sie haben 1 ungelesenen Brief.',
         'Sie haben einen ungelesenen Brief.'),
        ('de', 'Wir haben 1 neuen Kunden gewonnen.',
         'Wir haben einen neuen Kunden gewonnen.'),
        ('de', 'Er kam mit 1 kleinen Koffer.',
         'Er kam mit einem kleinen Koffer.'),
        ('de', 'Es gibt 1 freie Stelle.',
         'Es gibt eine freie Stelle.'),
        ('it', 'Assistenza: 803 116 116.',
         'Assistenza: ottocentotré, centosedici, centosedici.'),
        ('de', 'Es gibt 1 neues Angebot.',
         'Es gibt ein neues Angebot.'),
        ('it', 'Per informazioni: 800 555 010.',
         'Per informazioni: ottocento, cinquecentocinquantacinque, zero uno zero.'),
    ],
)  # fmt: skip
def test_a_class_the_panel_heard_now_reads_as_said(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a count with a dot's thousands after a room's word stays a count
        ('de', 'Der Saal 1.200 Plätze ist voll.',
         'Der Saal eintausendzweihundert Plätze ist voll.'),
        # a decimal comma is no room's number
        ('de', 'Zimmer 3,5 ist frei.',
         'Zimmer drei Komma fünf ist frei.'),
        # an amount of nine digits before its currency stays an amount
        ('it', 'Il fatturato è di 800 123 456 euro.',
         'Il fatturato è di ottocento milioni centoventitremilaquattrocentocinquantasei euro.'),
        # "ct" and "Pkt." before a letter are no counted short forms
        ('de', 'Er zahlte 3 ctx.',
         'Er zahlte drei ctx.'),
        # "Std." before a number is no leftover of a race's time
        ('de', 'Nach 2:05:37 folgte Std. 3 des Rennens.',
         'Nach zwei Stunden fünf Minuten siebenunddreißig Sekunden folgte Std. drei des Rennens.'),
        # "1" before an adjective in -en and a feminine noun, with no dative, tells nothing
        ('de', 'Seite 1 neuen Ausgabe',
         'Seite eins neuen Ausgabe'),
        # "1" right before a noun stays as the earlier rules read it
        ('de', 'Nehmen Sie 1 Tablette.',
         'Nehmen Sie eine Tablette.'),
    ],
)  # fmt: skip
def test_what_only_looks_like_the_classes_is_left_alone(lang, text, spoken):
    assert reads(lang, text) == spoken


# Short lines that one word and a number make: es "-dad" is no Portuguese spelling; a
# phone line whose word no list has but lingua names surely; a phone number a few
# countries write so, not the default's.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Humedad relativa 85 %.", "es"),
        ("Intensidad máxima 5 kW.", "es"),
        ("Central de ouvidoria: 0800 765 4321.", "pt"),
        ("Klantendienst: 0800-1234.", "nl"),
    ],
)
def test_a_short_line_is_read_in_its_language(text, lang):
    assert {span.lang for span in detect(text)} == {lang}


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Customer service: 0800 123 4567.", "en"),
        ("Booking reference ABX7K2 confirmed for 2 passengers.", "en"),
        ("Soita 040 123 4567.", "fi"),
        ("Capacidade máxima 80 pessoas.", "pt"),
    ],
)
def test_a_short_line_of_another_language_stays_so(text, lang):
    assert {span.lang for span in detect(text)} == {lang}
