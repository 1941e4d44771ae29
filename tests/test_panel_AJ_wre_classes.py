"""Classes panel AJ (2026-12-07: de fr es it pt nl en el ro; AJ1, AJ4) found, each with
sentences of our own (issue 31; docs/NORMALIZER.md, "Panel AJ classes fixed (wre)"): a
span of counts after "for", pt "8h às 18h" with no "das", nl a timetable's dotted clock
time, ..."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. A span of counts after "for": no "from" of its own (es pt fr), no score (it "persone").
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Para 4-6 personas, hornear 45 min a 180 °C.", "es", "Para cuatro a seis personas"),
        ("Receta para 2-3 personas.", "es", "para dos a tres personas"),
        ("Rende para 4-6 pessoas.", "pt", "para quatro a seis pessoas"),
        ("Pour 4-6 personnes, cuire 45 min.", "fr", "Pour quatre à six personnes"),
        ("Per 4-6 persone, cottura 45 min a 180 °C.", "it", "Per quattro-sei persone"),
        ("Tavolo per 6-8 persone.", "it", "per sei-otto persone"),
    ],
)
def test_a_span_of_counts_after_for(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("La Juve ha perso 1-2 in casa.", "it", "uno a due"),  # a loss: a score
        ("Servono 4-6 persone.", "it", "da quattro a sei persone"),
        ("Necesitamos 4-6 personas.", "es", "de cuatro a seis personas"),
    ],
)
def test_near_misses_of_the_span_after_for_stay(text, lang, said):
    assert said in reads(text, lang)


# 2. pt "8h às 18h" with nothing before the first hour: "das oito horas às dezoito horas".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Horário: seg. a sex., 8h às 18h", "sexta, das oito horas às dezoito horas"),
        ("Aberto 8h às 18h, de segunda a sábado.", "Aberto das oito horas às dezoito horas"),
        ("Loja aberta 10h às 22h.", "aberta das dez horas às vinte e duas horas"),
        ("Expediente: 9h30 às 17h30.", "Expediente: das nove e trinta às"),
        ("8h às 12h: reunião de equipe.", "Das oito horas às doze horas:"),
    ],
)
def test_a_pt_span_of_hours_says_das(text, said):
    assert said in reads(text, "pt")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Atendimento das 8h às 18h.", "Atendimento das oito horas às"),
        ("Funcionamos de 9h às 17h.", "Funcionamos de nove horas às"),
        ("Entrega entre 8h e 12h.", "Entrega entre oito horas e doze horas"),
    ],
)
def test_a_pt_span_with_its_word_stays(text, said):
    assert said in reads(text, "pt")


# 3. nl a dotted clock time after a timetable's word: "vertrek 18.05" is "achttien uur vijf".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Spoor 7, vertrek 18.05", "vertrek achttien uur vijf"),
        ("Vertrek 7.45 vanaf perron 3.", "Vertrek zeven uur vijfenveertig"),
        ("Aankomst 9.30, spoor 2.", "Aankomst negen uur dertig"),
        ("De bus vertrekt 6.50 bij de halte.", "vertrekt zes uur vijftig"),
        ("Aanvang 20.00, zaal open om 19.30.", "Aanvang twintig uur"),
    ],
)
def test_a_nl_timetable_time_with_a_dot(text, said):
    assert said in reads(text, "nl")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Het cijfer was 7.45 gemiddeld.", "zeven komma vijfenveertig"),
        ("Vertrek 2.5 km verderop.", "twee komma vijf kilometer"),
    ],
)
def test_a_nl_decimal_stays(text, said):
    assert said in reads(text, "nl")


# 4. A scale word before a currency sign after the amount: it "12 mln €" "dodici milioni di
# euro" (the sign said, with its "di"), es pt "millones de euros", de nl without one.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Il fatturato è salito di 12 mln € a 1,3 mld €.", "it", "dodici milioni di euro a un"),
        ("Il fatturato è salito di 12 mln € a 1,3 mld €.", "it", "tre miliardi di euro"),
        ("Un investimento di 5 mln €.", "it", "cinque milioni di euro"),
        ("Raccolti 1 mln € in un mese.", "it", "un milione di euro"),
        ("Facturó 12 millones € el año pasado.", "es", "doce millones de euros"),
        ("Lucro de 12 milhões € no ano.", "pt", "doze milhões de euros"),
        ("Umsatz von 12 Millionen € erzielt.", "de", "zwölf Millionen Euro"),
    ],
)
def test_a_scale_before_a_currency_sign_after(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Prezzo: 12 €.", "it", "dodici euro"),
        ("Costa 5 mln di euro.", "it", "cinque milioni di euro"),
    ],
)
def test_an_amount_without_a_scale_stays(text, lang, said):
    assert said in reads(text, lang)


# 5. it the four-letter short days "giov.", "merc."; de "d. M.", "d. J." (dieses Monats,
# dieses Jahres) after a day, a month or a span's part.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Appuntamento giov. 12 dicembre ore 10:30.", "it", "giovedì dodici dicembre"),
        ("Consegna merc. 5 marzo.", "it", "mercoledì cinque marzo"),
        ("Aperto dal lun. al giov.", "it", "dal lunedì al giovedì"),
        ("Bitte überweisen Sie 89,00 € bis zum 15. d. M.", "de", "fünfzehnten dieses Monats."),
        ("Ihr Schreiben vom 3. d. M. haben wir erhalten.", "de", "dritten dieses Monats haben"),
        ("Wir bitten um Zahlung bis Ende d. J.", "de", "bis Ende dieses Jahres."),
        ("Die Messe findet im Mai d. J. statt.", "de", "im Mai dieses Jahres statt"),
    ],
)
def test_short_days_and_this_month(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Ein Gemälde von Lucas Cranach d. J. hängt dort.", "de", "Cranach der Jüngere"),
        ("Er schrieb d. M. an die Tafel.", "de", "schrieb d. M. an"),
    ],
)
def test_near_misses_of_this_month_stay(text, lang, said):
    assert said in reads(text, lang)


# 6. fr es it pt a person's height: metres, then the centimetres as a number.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Elle mesure 1,68 m et pèse 60 kg.", "fr", "mesure un mètre soixante-huit et pèse"),
        ("Mon fils mesure 1,42 m.", "fr", "un mètre quarante-deux"),
        ("Mide 1,68 m y pesa 60 kg.", "es", "un metro sesenta y ocho y pesa"),
        ("Con una estatura de 1,75 m, es el más alto.", "es", "de un metro setenta y cinco,"),
        ("È alta 1,68 m e pesa 60 kg.", "it", "un metro e sessantotto e pesa"),
        ("Mio figlio è alto 1,42 m.", "it", "un metro e quarantadue"),
        ("Ela tem 1,68 m e pesa 60 kg.", "pt", "um metro e sessenta e oito e pesa"),
        ("Ele mede 2,05 m.", "pt", "dois metros e cinco"),
        ("O jogador tem 1,92 m de altura.", "pt", "um metro e noventa e dois de altura"),
    ],
)
def test_a_persons_height(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("La table fait 1,68 m de long.", "fr", "un virgule soixante-huit mètre de long"),
        ("El cable mide 1,50 m de largo.", "es", "uno coma cincuenta metros de largo"),
        ("Compré 1,68 m de tela.", "es", "uno coma sesenta y ocho metros"),
        ("La pared mide 2,5 m.", "es", "dos coma cinco metros"),
    ],
)
def test_a_length_stays_a_decimal(text, lang, said):
    assert said in reads(text, lang)


# 7. ro a count of one before a feminine noun in -e: "o scrisoare", "o cerere", "o carte".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Am primit 2 colete și 1 scrisoare.", "două colete și o scrisoare"),
        ("Aveți 1 cerere nouă.", "Aveți o cerere nouă"),
        ("Am citit 1 carte.", "Am citit o carte"),
        ("Am 1 întrebare.", "Am o întrebare"),
    ],
)
def test_ro_one_before_a_feminine_in_e(text, said):
    assert said in reads(text, "ro")


@pytest.mark.parametrize(
    ("text", "said"),
    [("Am 1 frate.", "un frate"), ("Am 1 câine.", "un câine"), ("A fost 1 soare.", "un soare")],
)
def test_ro_one_before_a_masculine_in_e_stays(text, said):
    assert said in reads(text, "ro")


# 8. el a Roman numeral after a name, in Latin or Greek capitals: "ο Ενδέκατος".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Ο Κωνσταντίνος ΧΙ ήταν ο τελευταίος αυτοκράτορας.", "Κωνσταντίνος ο Ενδέκατος"),
        ("Ο Κωνσταντίνος XI ήταν ο τελευταίος αυτοκράτορας.", "Κωνσταντίνος ο Ενδέκατος"),
        ("Ο Κάρολος ΙΙΙ στέφθηκε.", "Κάρολος ο Τρίτος"),
        ("Η Ελισάβετ ΙΙ πέθανε.", "Ελισάβετ η Δεύτερη"),
        ("Η βασιλεία του Κωνσταντίνου XI ήταν σύντομη.", "Κωνσταντίνου του Ενδέκατου"),
    ],
)
def test_el_a_regnal_roman_numeral(text, said):
    assert said in reads(text, "el")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Η ομάδα Χ νίκησε.", "ομάδα Χ νίκησε"),
        ("Ο Παύλος I ήρθε.", "Παύλος I ήρθε"),
        ("Ο Κάρολος Γ΄ στέφθηκε.", "Κάρολος ο Τρίτος"),
    ],
)
def test_el_near_misses_of_the_regnal_numeral(text, said):
    assert said in reads(text, "el")


# 9. A currency pair "EUR/USD": the two currencies' names.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("EUR/USD closed at 1.0845.", "en", "Euro dollar closed at one point"),
        ("GBP/USD fell 0.3% today.", "en", "Pound dollar fell"),
        ("The EUR/USD pair rose.", "en", "The euro dollar pair"),
        ("Η ισοτιμία EUR/USD έκλεισε στο 1,08.", "el", "ισοτιμία ευρώ δολάριο έκλεισε"),
        ("Der Kurs EUR/USD stieg auf 1,09.", "de", "Kurs Euro Dollar stieg"),
    ],
)
def test_a_currency_pair(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "said"),
    [("Use the TCP/IP stack.", "TCP/IP"), ("Prices in EUR/kg apply.", "EUR/kg")],
)
def test_other_slashed_capitals_stay(text, said):
    assert said in reads(text, "en")
