"""The classes a fresh panel (Z1) heard wrong or unnatural in de fr es it pt nl (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-Z1.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# Blood pressure after its word, with the language's word between the two numbers (fr es
# pt also in cmHg, "13/8"), and "mmHg", "bpm" in words.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ('de', 'Der Blutdruck lag bei 142/91 mmHg.',
         'Der Blutdruck lag bei hundertzweiundvierzig zu einundneunzig Millimeter '
         'Quecksilbersäule.'),
        ('fr', 'Sa tension était à 14/9 ce matin.',
         'Sa tension était à quatorze sur neuf ce matin.'),
        ('es', 'La tensión arterial es de 12/7.', 'La tensión arterial es de doce sobre siete.'),
        ('it', 'La pressione arteriosa era 145/95 stamattina.',
         'La pressione arteriosa era centoquarantacinque su novantacinque stamattina.'),
        ('pt', 'A pressão está 12/8 hoje.', 'A pressão está doze por oito hoje.'),
        ('nl', 'De bloeddruk was 128/82 bij opname.',
         'De bloeddruk was honderdachtentwintig over tweeëntachtig bij opname.'),
        ('de', 'Der Puls lag bei 88 bpm.', 'Der Puls lag bei achtundachtzig Schläge pro Minute.'),
    ],
)  # fmt: skip
def test_a_blood_pressure_is_said_with_the_languages_word(lang, text, spoken):
    assert reads(lang, text) == spoken


# Page and chapter: the short forms before a number, a Roman numeral after a word that
# counts parts; elsewhere they stay.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ('de', 'Lesen Sie Kapitel XII bis zum Ende.', 'Lesen Sie Kapitel zwölf bis zum Ende.'),
        ('de', 'Das steht im Band II auf S. 12.', 'Das steht im Band zwei auf Seite zwölf.'),
        ('fr', 'Le chapitre IX est plus court, voir p. 214.',
         'Le chapitre neuf est plus court, voir page deux cent quatorze.'),
        ('es', 'El tomo III trata de la guerra, pág. 45.',
         'El tomo tres trata de la guerra, página cuarenta y cinco.'),
        ('it', "Rileggi il cap. VII prima dell'esame.",
         "Rileggi il capitolo sette prima dell'esame."),
        ('pt', 'Leia o capítulo II e a pág. 30.', 'Leia o capítulo dois e a página trinta.'),
        ('nl', 'Lees hoofdstuk VI, blz. 112.', 'Lees hoofdstuk zes, bladzijde honderdtwaalf.'),
    ],
)  # fmt: skip
def test_a_page_and_a_chapter_are_said_before_their_number(lang, text, spoken):
    assert reads(lang, text) == spoken


# Short forms the tables lacked: de tgl., n. V., n. E.; es Atte.; pt c/; it mq; nl "mevr."
# before a surname's particle.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ('de', 'Bitte 3x tgl. 2 Tropfen einnehmen.',
         'Bitte dreimal täglich zwei Tropfen einnehmen.'),
        ('de', 'Bayern siegte 3:2 n. E.', 'Bayern siegte drei zu zwei nach Elfmeterschießen.'),
        ('es', 'Atte., el equipo de soporte', 'Atentamente, el equipo de soporte'),
        ('pt', 'Café c/ leite e pão', 'Café com leite e pão'),
        ('it', 'Ufficio di 120 mq in centro.', 'Ufficio di centoventi metri quadrati in centro.'),
        ('nl', 'Gesprek met mevr. van den Berg om 10 uur.',
         'Gesprek met mevrouw van den Berg om tien uur.'),
    ],
)  # fmt: skip
def test_a_short_form_the_tables_lacked_is_said(lang, text, spoken):
    assert reads(lang, text) == spoken


# A price per litre with "/L" (and nl "/l"); nl dates before a euro sign and with a slash;
# it a final's score; an order number whose group opens with a zero said digit by digit.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ('fr', 'Gazole à 1,69 €/L ce matin.',
         'Gazole à un euro soixante-neuf centimes le litre ce matin.'),
        ('nl', 'Melk € 1,15/L bij de supermarkt.',
         'Melk één euro vijftien cent per liter bij de supermarkt.'),
        ('nl', 'Het bedrag is op 05-03 € 120,00 afgeschreven.',
         'Het bedrag is op vijf maart honderdtwintig euro afgeschreven.'),
        ('nl', 'Zien we elkaar za 13/12?', 'Zien we elkaar zaterdag dertien december?'),
        ('it', 'Finale: 1-1, poi si va ai rigori.', 'Finale: uno a uno, poi si va ai rigori.'),
        ('fr', 'Dossier n° 2024-003871',
         'Dossier numéro deux zéro deux quatre, zéro zéro trois huit sept un'),
    ],
)  # fmt: skip
def test_a_price_a_date_a_score_and_a_code_read_as_a_native_says_them(lang, text, spoken):
    assert reads(lang, text) == spoken


# Near misses each rule leaves as it was.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ('fr', 'Tension mesurée le 12/05 au cabinet.', 'Tension mesurée le douze mai au cabinet.'),
        ('nl', 'Bloeddruk gemeten op 14/03.', 'Bloeddruk gemeten op veertien maart.'),
        ('de', 'Blutdruck 80/120 laut Protokoll.',
         'Blutdruck achtzig/einhundertzwanzig laut Protokoll.'),
        ('fr', "Ce n'est pas p. ex. le cas.", "Ce n'est pas par exemple le cas."),
        ('de', 'Ein S. Fischer Verlag Buch.', 'Ein S. Fischer Verlag Buch.'),
        ('nl', 'Zie blz. hierna.', 'Zie blz. hierna.'),
        ('es', 'Vivo en la c/ Mayor 5.', 'Vivo en la calle Mayor cinco.'),
        ('nl', 'Dat is mevr. de buurvrouw.', 'Dat is mevr. de buurvrouw.'),
        ('nl', 'Neem 1/2 liter melk mee.', 'Neem een halve liter melk mee.'),
        ('it', 'Consegna in 2-4 giorni.', 'Consegna in due-quattro giorni.'),
        ('fr', 'Dossier n° 2024-103871',
         'Dossier numéro deux zéro deux quatre, cent trois huit cent soixante et onze'),
    ],
)  # fmt: skip
def test_a_near_miss_is_left_as_it_was(lang, text, spoken):
    assert reads(lang, text) == spoken


# Detection: a euro sign before the next amount says nothing of the one before it; a long
# compound's short form only one language lists names the line.
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("nl", "We hebben op 05-03 € 120,00 van uw rekening afgeschreven."),
        ("nl", "Klantnr. 88213"),
        ("de", "Sendungsnr. 00340434"),
    ],
)
def test_a_short_line_is_told_by_its_money_and_its_short_forms(lang, text):
    assert {span.lang for span in detect(text)} == {lang}
