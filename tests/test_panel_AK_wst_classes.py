"""Classes panel AK (2026-12-07: AK1 de fr es it pt nl, AK4 ro hr sv da el) found, each
with sentences of our own (issue 31; docs/NORMALIZER.md, "Panel AK classes fixed (wst)"): a
law's parts before a number, a lettered code after a compound numbering sign, fr "2nd", de
"zum 18.!", a span after a word of approximation, a price span's first amount, slashed
references after the number's word, sv "st", ro "din 10-12 mai"."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. A law's parts before their number: de "§", "Abs.", "Art."; "art." in fr es it pt nl.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Laut § 5 Abs. 2 BGB gilt Folgendes.", "de", "Laut Paragraf fünf Absatz zwei BGB"),
        ("Nach § 433 Abs. 1 Satz 2 BGB", "de", "Absatz eins Satz zwei"),
        ("Gemäß §§ 823 ff. BGB haftet er.", "de", "Gemäß Paragrafen achthundert"),
        ("Art. 1 Abs. 1 GG schützt die Würde.", "de", "Artikel eins Absatz eins GG"),
        ("Selon l'art. 5 du Code civil.", "fr", "l'article cinq"),
        ("Voir art. 1240 du Code civil.", "fr", "Voir article mille deux cent quarante"),
        ("Según el art. 14 de la Constitución.", "es", "el artículo catorce"),
        ("Ai sensi dell'art. 2043 del Codice civile.", "it", "dell'articolo duemilaquarantatré"),
        ("Nos termos do art. 5.º da Constituição.", "pt", "do artigo quinto"),
        ("Volgens art. 5 van de Grondwet.", "nl", "Volgens artikel vijf"),
        ("Siehe Seite 1 Absatz 2.", "de", "Seite eins Absatz zwei"),
    ],
)
def test_a_laws_part_before_its_number_is_said_in_full(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Die Art der Lieferung ist egal.", "de", "Die Art der Lieferung"),
        ("Une galerie d'art. Elle est belle.", "fr", "d'art. Elle"),
        ("Ludwig XIV. regierte lange.", "de", "Ludwig der Vierzehnte"),
        ("Mario Rossi, n. a Roma nel 1950.", "it", "n. a Roma"),
    ],
)
def test_an_art_that_counts_nothing_stays(text, lang, said):
    assert said in reads(text, lang)


# 2. A lettered code after a compound numbering sign or a sign with a colon: de nl.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Ticket-Nr.: A7B-2291", "de", "A sieben B, zwei zwei neun eins"),
        ("Ihre Buchungsnr. K4P-7730 ist bestätigt.", "de", "K vier P, sieben sieben drei null"),
        ("Vorgangsnr. X2Z-1184", "de", "Vorgangsnummer X zwei Z, eins eins acht vier"),
        ("Kundennummer X2Z-1184", "de", "Kundennummer X zwei Z, eins"),
        ("Ticketnr. A7B-2291", "nl", "Ticketnummer A zeven B, twee twee negen één"),
        ("Zaaknr. F3G-5520", "nl", "Zaaknummer F drie G, vijf vijf twee nul"),
        ("Biglietto n. A7B-2291", "it", "Biglietto numero A sette B, due due nove uno"),
        ("Pratica n. K4-5521 aperta.", "it", "Pratica numero K quattro"),
    ],
)
def test_a_lettered_code_after_a_numbering_sign_is_said_as_a_code(text, lang, said):
    assert said in reads(text, lang)


# 3. fr "2nd", "2nde"; de an ordinal whose noun is left out after "zum", "am".
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Le chiffre d'affaires a progressé au 2nd semestre.", "fr", "au second semestre"),
        ("Elle est en classe de 2nde.", "fr", "en classe de seconde"),
        ("C'est la 2nde fois.", "fr", "la seconde fois"),
        ("Herzlichen Glückwunsch zum 18.!", "de", "zum Achtzehnten!"),
        ("Alles Gute zum 40.", "de", "zum Vierzigsten."),
        ("Die Frist läuft bis zum 3., danach nicht.", "de", "bis zum Dritten,"),
        ("Wir sehen uns am 18.", "de", "am Achtzehnten."),
    ],
)
def test_an_ordinal_is_said_as_one(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Le 1er étage", "fr", "Le premier étage"),
        ("au 2e semestre", "fr", "au deuxième semestre"),
        ("Er trägt die 18.", "de", "die achtzehn."),
        ("Am 18. Mai", "de", "Am achtzehnten Mai"),
    ],
)
def test_the_other_ordinals_stay_as_they_were(text, lang, said):
    assert said in reads(text, lang)


# 4. A span after a word of approximation is one rough count.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("La ruta dura unas 3-4 h.", "es", "unas tres o cuatro horas"),
        ("Tardará unos 2-3 días.", "es", "unos dos o tres días"),
        ("Il percorso dura circa 3-4 ore.", "it", "circa tre o quattro ore"),
        ("Servono circa 10-15 minuti.", "it", "circa dieci o quindici minuti"),
        ("Le trajet dure environ 3-4 heures.", "fr", "environ trois à quatre heures"),
        ("O percurso demora cerca de 3-4 h.", "pt", "cerca de três a quatro horas"),
        ("A entrega leva 1-2 h.", "pt", "uma a duas horas"),
        ("Aberto das 8-10h.", "pt", "das oito às dez horas"),
        ("De wandeling duurt ca. 3-4 uur.", "nl", "circa drie à vier uur"),
        ("De rit duurt zo'n 5-6 uur.", "nl", "zo'n vijf à zes uur"),
    ],
)
def test_a_span_after_a_word_of_approximation_is_one_rough_count(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Open van 9-17 uur.", "nl", "van negen tot zeventien uur"),
        ("Entrega en 2-3 días.", "es", "en dos a tres días"),
        ("Consegna in 2-3 giorni.", "it", "in due-tre giorni"),
        ("Abre às 14h.", "pt", "às catorze horas"),
    ],
)
def test_a_span_without_one_stays(text, lang, said):
    assert said in reads(text, lang)


# 5. A price span's first amount is money too.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        (
            "Benzinprisen steg fra 13,49 til 14,09 kr./l.",
            "da",
            "fra tretten kroner niogfyrre øre til fjorten kroner ni øre",
        ),
        ("Prisen faldt fra 12,95 til 11,50 kr.", "da", "fra tolv kroner femoghalvfems øre"),
        (
            "Prețul a crescut de la 4,5 la 5,2 lei pe litru.",
            "ro",
            "de la patru lei și cincizeci de bani la cinci lei",
        ),
        ("Costă între 10,50 și 12,99 lei.", "ro", "între zece lei și cincizeci de bani și"),
        (
            "Cijena goriva porasla je s 1,45 na 1,52 € po litri.",
            "hr",
            "jedan euro i četrdeset i pet centi na jedan euro",
        ),
        (
            "Bensinpriset steg från 18,50 till 19,20 kr/l.",
            "sv",
            "från arton kronor femtio öre till nitton kronor",
        ),
        (
            "Η βενζίνη αυξήθηκε από 1,85 σε 1,95 € το λίτρο.",
            "el",
            "από ένα ευρώ και ογδόντα πέντε λεπτά σε ένα ευρώ",
        ),
        ("Der Preis stieg von 1,79 auf 1,89 €.", "de", "von einem Euro neunundsiebzig Cent auf"),
        ("De prijs steeg van 1,79 naar 1,89 euro.", "nl", "van één euro negenenzeventig cent"),
    ],
)
def test_a_price_spans_first_amount_is_money_too(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Renten steg fra 3,5 til 4 procent.", "da", "fra tre komma fem til fire procent"),
        ("Die Quote stieg von 1,5 auf 2 Prozent.", "de", "von eins Komma fünf auf zwei"),
    ],
)
def test_a_span_of_no_money_stays(text, lang, said):
    assert said in reads(text, lang)


# 6. Slashed references after the number's word; sv "st"; ro "din 10-12 mai".
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Račun br. 215/2024 dospijeva sutra.", "hr", "dvjesto petnaest kroz dvije tisuće"),
        ("Predmet broj 12/2023 je zatvoren.", "hr", "dvanaest kroz dvije tisuće"),
        ("Το τιμολόγιο αρ. 117/2024 λήγει.", "el", "εκατόν δεκαεπτά κάθετος δύο χιλιάδες"),
        ("Η απόφαση με αριθμό 45/2023 ισχύει.", "el", "σαράντα πέντε κάθετος δύο"),
        ("Kvitto: 2 st à 45 kr", "sv", "två stycken à fyrtiofem kronor"),
        ("1 st kostar 20 kr", "sv", "ett stycke kostar"),
        ("Köp 10 st", "sv", "tio stycken"),
        ("Conferința din 10-12 mai va avea loc la Cluj.", "ro", "din zece până pe doisprezece mai"),
        ("Târgul din 5-7 iunie.", "ro", "din cinci până pe șapte iunie"),
    ],
)
def test_a_reference_a_count_and_a_span_of_days_are_said_as_natives_say_them(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Στις 12/05 θα έρθει.", "el", "δώδεκα Μαΐου"),
        ("Vi köpte 3 st. stolar.", "sv", "tre stycken stolar."),
        ("pe 20-25 decembrie", "ro", "pe douăzeci – douăzeci și cinci decembrie"),
    ],
)
def test_a_date_and_a_spoken_dash_stay(text, lang, said):
    assert said in reads(text, lang)
