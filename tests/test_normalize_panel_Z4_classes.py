"""The classes a fresh panel (Z4) heard wrong or unnatural in ro hr sv da en el (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-Z4.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# A staircase's letter; hr the kuna; sv da "kvm"; da an ordinal joined to its noun; en a
# two-digit year's date, a card's expiry, a quarter's year; hr "na" before a date, "u" and
# a year with its dot, "slavio" before a score.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ro", "Locuiesc în bl. C4, sc. B, et. 3.",
         "Locuiesc în blocul C patru, scara B, etajul trei."),
        ("ro", "Adresa: bl. 12, sc. C.", "Adresa: blocul doisprezece, scara C."),
        ("it", "Via Garibaldi 8, sc. A, int. 2", "Via Garibaldi otto, scala A, interno due"),
        ("es", "Calle Luna 3, esc. B", "Calle Luna tres, escalera B"),
        ("hr", "Karta košta 40 kn.", "Karta košta četrdeset kuna."),
        ("hr", "Kava je stajala 12,50 kn.", "Kava je stajala dvanaest kuna i pedeset lipa."),
        ("hr", "Platio sam 3 kn.", "Platio sam tri kune."),
        ("sv", "Kontoret är 120 kvm stort.", "Kontoret är etthundratjugo kvadratmeter stort."),
        ("da", "Huset er på 145 kvm.", "Huset er på hundrede og femogfyrre kvadratmeter."),
        ("da", "Holdet sikrede sig en 2.-plads.", "Holdet sikrede sig en andenplads."),
        ("da", "Hun tog 1.-pladsen i finalen.", "Hun tog førstepladsen i finalen."),
        ("en", "The invoice is dated 3/15/23.",
         "The invoice is dated March fifteenth, twenty twenty-three."),
        ("en", "He was born on 7/4/76.", "He was born on July fourth, nineteen seventy-six."),
        ("en", "Your card exp. 11/28.", "Your card exp. November twenty twenty-eight."),
        ("en", "Valid thru 02/30", "Valid thru February twenty thirty"),
        ("en", "Profits fell in Q4 2023.", "Profits fell in Q four twenty twenty-three."),
        ("en", "The H1 2025 report is out.", "The H one twenty twenty-five report is out."),
        ("hr", "Rok je pomaknut na 12. srpnja.", "Rok je pomaknut na dvanaesti srpnja."),
        ("hr", "Izvoz je pao u 2022.", "Izvoz je pao u dvije tisuće dvadeset drugoj."),
        ("hr", "Dinamo je slavio 3:0 u Zagrebu.", "Dinamo je slavio tri nula u Zagrebu."),
        ("sl", "Olimpija je slavila 2:1.", "Olimpija je slavila dva proti ena."),
        ("el", "Πάρτε τη γραμμή 022 για το κέντρο.",
         "Πάρτε τη γραμμή μηδέν είκοσι δύο για το κέντρο."),
    ],
)  # fmt: skip
def test_a_class_the_panel_heard_is_read_right(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a staircase's letter is one capital standing alone, not an initial before a name
        ("ro", "sc. A. Popescu", "sc. A. Popescu"),
        ("ro", "sc. AB", "sc. AB"),
        # "kvm" joined to a word is no unit after a count
        ("sv", "kvm-priset är högt", "kvm-priset är högt"),
        # a span of ordinals and a capital after the hyphen are not compounds
        ("da", "fra 5.-7. klasse", "fra fem.-syvende klasse"),
        # three numbers with a one-digit last, and a thirteenth month, are no dates
        ("en", "Mix 1/2/3 cups", "Mix one/two/three cups"),
        ("en", "expires 13/27", "expires thirteen/twenty-seven"),
        ("en", "Due 3/15.", "Due March fifteenth."),
        # a count after a quarter is no year
        ("en", "Q3 1500 units", "Q three one thousand five hundred units"),
        # "u" ends "SP-u"; a year without its dot stays a cardinal; "za" keeps the genitive
        ("hr", "Osvojili su SP-u 2018.", "Osvojili su SP-u dvije tisuće osamnaest."),
        ("hr", "u 2023, a", "u dvije tisuće dvadeset i tri, a"),
        ("hr", "Zakazano je za 6. lipnja.", "Zakazano je za šestog lipnja."),
        ("hr", "Slavili smo rođendan u 7:30.", "Slavili smo rođendan u sedam i trideset."),
        # a bus line without its zero, and a zero-led number after another word
        ("el", "Το λεωφορείο 40 αργεί.", "Το λεωφορείο σαράντα αργεί."),
        ("el", "Το λεωφορείο 09 άργησε.", "Το λεωφορείο εννέα άργησε."),
        ("el", "Καλέστε στο 040.", "Καλέστε στο μηδέν τέσσερα μηδέν."),
    ],
)  # fmt: skip
def test_a_near_miss_is_left_as_before(lang, text, spoken):
    assert reads(lang, text) == spoken


# da an ordinal's dot on a short line of words Swedish shares: Danish, not Swedish ("2:a")
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("BNP steg i 2. kvartal.", "da"),
        ("Renten steg i 2. halvår.", "da"),
        # a clock's dot and an ordinal written "andra" stay Swedish
        ("Mötet är kl. 17.42 i rum 3.", "sv"),
        ("Vinsten steg i andra kvartalet.", "sv"),
    ],
)
def test_a_danish_ordinal_dot_tells_danish_from_swedish(text, lang):
    assert {span.lang for span in detect(text)} == {lang}
