"""The classes a fresh panel (AB1) heard wrong or unnatural in de fr es it pt nl (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-AB1.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# de a rent's running costs after zzgl./inkl.; fr "par ex."; pt es a national identifier
# written with dots (CPF, CNPJ, NIF) in its groups; es pt a number other than one before a
# singular names a train, no gender; it "ore 8-18" said as the span alone.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("de", "Die Wohnung kostet 1.100 € inkl. NK und Strom.",
         "Die Wohnung kostet eintausendeinhundert Euro inklusive Nebenkosten und Strom."),
        ("de", "Kaltmiete 640 Euro zzgl. NK und Kaution.",
         "Kaltmiete sechshundertvierzig Euro zuzüglich Nebenkosten und Kaution."),
        ("de", "Warmmiete 980 € inkl. BK.",
         "Warmmiete neunhundertachtzig Euro inklusive Betriebskosten."),
        ("fr", "Payez en ligne, par ex. avec une carte.",
         "Payez en ligne, par exemple avec une carte."),
        ("pt", "O meu CPF é 052.318.947-60.",
         "O meu CPF é zero cinco dois, três um oito, nove quatro sete, seis zero."),
        ("pt", "CPF: 309.814.552-01",
         "CPF: três zero nove, oito um quatro, cinco cinco dois, zero um"),
        ("pt", "Informe o CNPJ 45.123.987/0001-33 na fatura.",
         "Informe o CNPJ quatro cinco, um dois três, nove oito sete, zero zero zero um, três "
         "três na fatura."),
        ("es", "Pedimos el NIF 12.345.678-9 al cliente.",
         "Pedimos el NIF uno dos, tres cuatro cinco, seis siete ocho, nueve al cliente."),
        ("pt", "O Intercidades 521 parte às oito.",
         "O Intercidades quinhentos e vinte e um parte às oito."),
        ("es", "El Alvia 621 parte de Madrid a las 9.",
         "El Alvia seiscientos veintiuno parte de Madrid a las nueve."),
        ("it", "Biblioteca aperta ore 9-19.", "Biblioteca aperta dalle nove alle diciannove."),
        ("it", "Ore 14-16 chiuso per pausa.", "Dalle quattordici alle sedici chiuso per pausa."),
    ],
)  # fmt: skip
def test_a_class_the_panel_heard_is_read_right(lang, text, spoken):
    assert reads(lang, text) == spoken


# Near misses: "NK" not after zzgl./inkl.; "part" the verb; a CPF without dots (the code
# rule's), a count with a thousands dot; a plural after 21 and "1 parte" agree; "tra le".
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("de", "Die NK-Abrechnung kommt im Juni.", "Die NK-Abrechnung kommt im Juni."),
        ("fr", "Il part demain matin.", "Il part demain matin."),
        ("pt", "CPF: 30981455201", "CPF: três zero nove oito um quatro cinco cinco dois zero um"),
        ("pt", "Paguei 1.250 reais pelo sofá.", "Paguei mil duzentos e cinquenta reais pelo sofá."),
        ("pt", "Junte 21 colheres de açúcar.", "Junte vinte e uma colheres de açúcar."),
        ("pt", "Misture 1 parte de cimento.", "Misture uma parte de cimento."),
        ("es", "Hay 21 personas en la sala.", "Hay veintiuna personas en la sala."),
        ("it", "Consegna tra le 9-12.", "Consegna tra le nove e le dodici."),
        ("it", "Sono le ore 8.", "Sono le ore otto."),
    ],
)  # fmt: skip
def test_a_near_miss_is_left_as_it_was(lang, text, spoken):
    assert reads(lang, text) == spoken


# Detection of short lines: a sign for "number" few languages write (fr "n°", it "n."; fi
# writes "n." for "noin"); a short form the tables list ("Kap.") or a capital and a dot
# ("S.") is no other language's word; several languages listing every word (nl sv da "max",
# "per", "dag"), lingua's likeliest of them, else the words'.
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("fr", "Facture n° 5521-880"),
        ("fr", "Colis n° 77120-3"),
        ("it", "Ordine n. 5521-880"),
        ("de", "Kap. 5, S. 61 lesen."),
        ("de", "Kap. 2 lesen."),
        ("nl", "Paracetamol 1000 mg, max. 4x per dag."),
    ],
)
def test_a_short_line_is_detected_in_its_language(lang, text):
    assert {span.lang for span in detect(text)} == {lang}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("fi", "Asuntoja on n. 300."),
        ("ro", "Adresa: Str. Victoriei nr. 12, bl. A3, sc. 2, ap. 14, Sector 1"),
        ("sv", "Ta 2 tabletter per dag."),
        ("da", "Tag 2 tabletter per dag."),
        ("it", "Prendere 1 compressa al giorno per 5 giorni."),
    ],
)
def test_a_near_miss_keeps_its_language(lang, text):
    assert {span.lang for span in detect(text)} == {lang}
