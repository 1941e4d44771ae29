"""References a fourth panel heard read as one huge number (issue 31), and how people say
them instead: a letter prefix or suffix joined by "-" or "/" ("KD-558213", "RE-2024-00815",
"FV/2025/03/118", "58213-FR"), a hash glued to the digits ("#58213"), flight and train
numbers of four digits in the languages whose announcers say them in pairs ("LH 2034",
"IC 5302"), promo codes ("LIEFDE20": a word and a number), a German postcode before its
town without a street ("nach 10115 Berlin"), a Brazilian CEP ("01310-100") and a Multibanco
entity and reference."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("de", "Ihre Kundennummer KD-558213 ist hinterlegt.",
         "Ihre Kundennummer K D, fünf fünf acht zwei eins drei ist hinterlegt."),
        ("fr", "Votre client CL-778412 est enregistré.",
         "Votre client C L, sept cent soixante-dix-huit quatre cent douze est enregistré."),
        ("es", "Su pedido 58213-FR ha sido enviado.",
         "Su pedido cinco ocho dos uno tres, F R ha sido enviado."),
        # a year inside a reference is said as a year (the panels heard "RK-2025-…" so)
        ("de", "Rechnung RE-2024-00815 ist fällig.",
         "Rechnung R E, zweitausendvierundzwanzig, null null acht eins fünf ist fällig."),
        ("it", "Fattura FV/2025/03/118 pagata.",
         "Fattura FV barra duemilaventicinque barra zero tre barra uno uno otto pagata."),
        ("es", "Su ticket #58213 está abierto.", "Su ticket cinco ocho dos uno tres está abierto."),
        ("nl", "Ticket #58213 is gesloten.", "Ticket vijf acht twee één drie is gesloten."),
    ],
)  # fmt: skip
def test_a_reference_with_letters_is_read_as_a_code(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("de", "Die Seite COVID-19 ist online.", "Die Seite COVID-neunzehn ist online."),
        ("de", "Norm ISO-9001 erfüllt.", "Norm ISO-neuntausendeins erfüllt."),
    ],
)
def test_a_name_with_a_short_number_stays_a_name_and_a_number(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("de", "Ihr Flug LH 2034 startet um 14:30 Uhr.",
         "Ihr Flug LH zwanzig vierunddreißig startet um vierzehn Uhr dreißig."),
        ("de", "Der IC 5302 fährt heute von Gleis 4.",
         "Der IC dreiundfünfzig null zwei fährt heute von Gleis vier."),
        ("nl", "De trein IC 3045 naar Amsterdam vertrekt van spoor 5.",
         "De trein IC dertig vijfenveertig naar Amsterdam vertrekt van spoor vijf."),
        ("en", "Flight BA 2490 is delayed.", "Flight B A twenty-four ninety is delayed."),
        # where the panels heard the thousands right, they stay
        ("fr", "Le vol AF 1234 est retardé.",
         "Le vol AF mille deux cent trente-quatre est retardé."),
        # no travel word and no train: an amount
        ("de", "Er zahlte DM 5000 dafür.", "Er zahlte DM fünftausend dafür."),
    ],
)  # fmt: skip
def test_a_flight_or_train_number_is_said_in_pairs(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("nl", "Gebruik de code LIEFDE20 voor korting.",
         "Gebruik de code liefde twintig voor korting."),
        ("de", "Mit SOMMER20 sparen Sie 20 %.", "Mit sommer zwanzig sparen Sie zwanzig Prozent."),
        ("es", "Use el código VERANO20 y ahorre un 20 %.",
         "Use el código verano veinte y ahorre un veinte por ciento."),
        # no word in it: spelled as before
        ("de", "Code QWRT12 eingeben.", "Code Q W R T eins zwei eingeben."),
    ],
)  # fmt: skip
def test_a_promo_code_is_read_as_its_word_and_number(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        ("Lieferung nach 10115 Berlin.", "Lieferung nach eins null eins eins fünf Berlin."),
        ("Die Filiale in 80331 München ist geschlossen.",
         "Die Filiale in acht null drei drei eins München ist geschlossen."),
        ("Er spendete 12000 Euro.", "Er spendete zwölftausend Euro."),
        ("In 12.345 Fällen half es.", "In zwölftausenddreihundertfünfundvierzig Fällen half es."),
    ],
)  # fmt: skip
def test_a_german_postcode_before_its_town_is_said_digit_by_digit(text, reads):
    assert normalize(text, "de").text == reads


def test_a_cep_and_a_multibanco_payment_are_read_as_people_dictate_them():
    assert normalize("CEP 01310-100, São Paulo.", "pt").text == (
        "CEP zero um três um zero, cem, São Paulo."
    )
    assert normalize("Entidade 21234, Referência 123 456 789.", "pt").text == (
        "Entidade dois um dois três quatro, Referência um dois três, quatro cinco seis, "
        "sete oito nove."
    )
