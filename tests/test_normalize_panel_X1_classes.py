"""The classes a fresh panel (X1) heard wrong in de fr es it pt nl (issue 31, 2026-12-06):
each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-X1.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a unit per millilitre, a unit per a count of another, a unit after "per"
        ("fr", "La solution dose 4 mg/ml.", "La solution dose quatre milligrammes par millilitre."),
        ("es", "Suspensión de 20 mg/ml.", "Suspensión de veinte miligramos por mililitro."),
        ("pt", "Gotas com 25 mg/ml.", "Gotas com vinte e cinco miligramas por mililitro."),
        ("nl", "Oplossing van 10 mg/ml.", "Oplossing van tien milligram per milliliter."),
        ("it", "Soluzione da 2 mg/ml.", "Soluzione da due milligrammi per millilitro."),
        ("de", "Lösung mit 3 mg/ml.", "Lösung mit drei Milligramm pro Milliliter."),
        ("es", "Jarabe de 250 mg/5 ml.",
         "Jarabe de doscientos cincuenta miligramos por cinco mililitros."),
        ("fr", "Sirop à 120 mg/5 ml.", "Sirop à cent vingt milligrammes par cinq millilitres."),
        ("de", "Der Preis pro m² steigt.", "Der Preis pro Quadratmeter steigt."),
        ("de", "Zwei Tropfen pro kg.", "Zwei Tropfen pro Kilogramm."),
        # a race's time with h and min, ' and "; fr seconds after minutes with a leading zero
        ("pt", "Terminou a prova em 1h12min.", "Terminou a prova em uma hora e doze minutos."),
        ("es", "Ganó en 2h 08' 30\".", "Ganó en dos horas, ocho minutos y treinta segundos."),
        ("fr", "Record en 3 h 02 min 05 s.", "Record en trois heures deux minutes cinq secondes."),
        # it: an elided article is no litre; a degree after an article before a name is an ordinal
        ("it", "Dal 2006 l'Inter ha vinto il suo 5° Scudetto.",
         "Dal duemilasei l'Inter ha vinto il suo quinto Scudetto."),
        # it: the full article before "primo"
        ("it", "Il contratto scade dall'01/03/2026.",
         "Il contratto scade dal primo marzo duemilaventisei."),
        ("it", "Aperto nell'1 maggio.", "Aperto nel primo maggio."),
        # recipe spoons: pt colher feminine, fr c. à soupe, nl el and tl
        ("pt", "Junte 1 colher de manteiga.", "Junte uma colher de manteiga."),
        ("pt", "Use 2 colheres de sopa.", "Use duas colheres de sopa."),
        ("fr", "Ajoutez 1 c. à café de sucre.", "Ajoutez une cuillère à café de sucre."),
        ("nl", "Neem 3 el suiker en 1 tl kaneel.",
         "Neem drie eetlepels suiker en één theelepel kaneel."),
        # de a plus before a delay in minutes
        ("de", "Der Bus hat +10 Min. Verspätung.", "Der Bus hat plus zehn Minuten Verspätung."),
        # fr a rent's CC and HC
        ("fr", "Studio à 620 € CC.", "Studio à six cent vingt euros charges comprises."),
        ("fr", "Loyer 700 € HC.", "Loyer sept cents euros hors charges."),
        # nl p/m in a call's tariff, Tel., a span of clock times, a date after t/m
        ("nl", "Bel 0906-555 voor € 0,80 p/m.",
         "Bel nul negen nul zes, vijf vijf vijf voor tachtig cent per minuut."),
        ("nl", "Tel. 030 1234567", "Telefoon nul drie nul, één twee drie vier vijf zes zeven"),
        ("nl", "Open 8.30-17.00 uur.", "Open van acht uur dertig tot zeventien uur."),
        ("nl", "Actie loopt t/m 30-11.", "Actie loopt tot en met dertig november."),
    ],
)  # fmt: skip
def test_a_class_panel_x1_heard_wrong_reads_as_a_native_says_it(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a per pattern CLDR has stays CLDR's; a slash between counts is no ratio
        ("de", "5 g/km", "fünf Gramm pro Kilometer"),
        ("it", "Punteggio 100/5 ml", "Punteggio cento/cinque millilitri"),
        # "per" before a word is no unit: "per l'Italia"
        ("it", "Lavora per l'Italia.", "Lavora per l'Italia."),
        # tr keeps the suffix after an apostrophe on a unit
        ("tr", "Yol 5 km'den uzun.", "Yol beş kilometreden uzun."),
        # a clock's "9h30" stays a time, a bare "3 h" stays an hour count
        ("pt", "Abre às 9h30.", "Abre às nove e trinta."),
        # a temperature after a degree is still one; a lower-case noun after an article too
        ("it", "Oggi 30° Milano.", "Oggi trenta gradi Milano."),
        ("it", "a 25° Roma", "a venticinque gradi Roma"),
        # the article stays elided before "otto", "undici"
        ("it", "Chiude l'8 marzo e l'11/09.", "Chiude l'otto marzo e l'undici settembre."),
        # a large count before "el" is no spoon
        ("nl", "Stoel 25 el", "Stoel vijfentwintig el"),
        # a plus before a phone number or alone stays the phone's
        ("de", "Tel. +49 30 1234", "Telefon plus vier neun, drei null, eins zwei drei vier"),
        # "CC" without an amount before it
        ("fr", "Le CC de la ville.", "Le CC de la ville."),
        # nl p/m without a call is per month
        ("nl", "Huur € 850 p/m.", "Huur achthonderdvijftig euro per maand."),
        # a price span with dots is no clock span
        ("nl", "Kost 1.50-2.00 euro", "Kost één komma vijftig-twee euro"),
        # after "tot en met", a rising pair is a span of counts, not a date
        ("nl", "tot en met 10-12 personen", "tot en met tien tot twaalf personen"),
    ],
)  # fmt: skip
def test_what_the_x1_rules_leave_alone(lang, text, spoken):
    assert reads(lang, text) == spoken
