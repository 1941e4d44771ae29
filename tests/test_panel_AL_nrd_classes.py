"""Classes panel AL4 (2026-12-07: ro hr sv da en el) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AL classes fixed (nrd)"): hr "st.", "god." and "km"
after numbers, hr ordinals in their case, el a lost set's score, ordinals and a genitive
hour, sv "Tfn", el "Σημ.", sv da prices in a receipt's list, sv a span of days before a
short month."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. hr "st.", "god." and "km" after a number, said as the noun in its case.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("U 19. st. Zagreb je naglo rastao.", "U devetnaestom stoljeću Zagreb"),
        ("Crkva je podignuta u 15. st.", "u petnaestom stoljeću."),
        ("Utvrda iz 12. st. je obnovljena.", "iz dvanaestog stoljeća je"),
        ("Krajem 18. st. grad je porastao.", "Krajem osamnaestog stoljeća grad"),
        ("djecu do 12 god.", "do dvanaest godina."),
        ("Ugovor traje 3 god. i može se produžiti.", "tri godine i"),
        ("Popust za osobe starije od 65 god. vrijedi", "od šezdeset i pet godina vrijedi"),
        (
            "Autocesta A1 zatvorena je između 45. i 52. km.",
            "između četrdeset petog i pedeset drugog kilometra.",
        ),
        ("Radovi su između 12. i 18. km autoceste.", "između dvanaestog i osamnaestog kilometra"),
    ],
)
def test_hr_abbreviations_after_a_number_are_said_in_their_case(text, said):
    assert said in reads(text, "hr")


# 2. hr an ordinal before a feminine noun's locative; a day postponed to a date.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Hajduk – Dinamo 1:2, pobjednički gol u 90. minuti.", "u devedesetoj minuti"),
        ("Izjednačili su u 67. minuti.", "u šezdeset sedmoj minuti"),
        ("Pobijedio je na 3. etapi utrke.", "na trećoj etapi"),
        ("Sjednica je odgođena za 15. siječnja 2026.", "odgođena za petnaesti siječnja"),
        ("Koncert je pomaknut za 3. ožujka.", "pomaknut za treći ožujka"),
        ("Sastanak je odgođen za 22. 5.", "odgođen za dvadeset drugi svibnja"),
    ],
)
def test_hr_ordinals_take_the_case_of_their_noun_and_preposition(text, said):
    assert said in reads(text, "hr")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Servis vozila zakazan je za 6. 6. u 8 sati.", "za šestog lipnja"),  # pinned
        ("Vi ste 4. u redu čekanja.", "četvrti u redu"),
        ("Stan je na 4. katu.", "na četvrtom katu"),
    ],
)
def test_hr_other_ordinals_keep_their_form(text, said):
    assert said in reads(text, "hr")


# 3. el a lost set's score, the ordinal "όγδοο", the genitive of an hour after "των".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Ο Τσιτσιπάς κέρδισε το 1ο σετ με 6-3 και έχασε το 2ο με 4-6.", "με τέσσερα-έξι."),
        ("Η Σάκκαρη έχασε το σετ με 3-6.", "με τρία-έξι."),
        ("Ολυμπιακός – ΠΑΟΚ 2-1 με γκολ στο 88ο λεπτό.", "στο ογδοηκοστό όγδοο λεπτό"),
        ("Το 8ο κεφάλαιο είναι μικρό.", "Το όγδοο κεφάλαιο"),
        (
            "Σημ.: η σύσκεψη των 14:00 ξεκινά 15 λεπτά νωρίτερα.",
            "Σημείωση: η σύσκεψη των δεκατεσσάρων ξεκινά",
        ),
        ("Η πτήση των 13:30 καθυστερεί.", "των δεκατριών και τριάντα"),
        ("Το τρένο των 9:15 αναχωρεί.", "των εννέα και δεκαπέντε"),
    ],
)
def test_el_scores_ordinals_and_the_genitive_hour(text, said):
    assert said in reads(text, "el")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Θα λείπω 4-6 ημέρες.", "από τέσσερις έως έξι ημέρες"),
        ("Ο αγώνας κράτησε 4-6 ώρες.", "από τέσσερις έως έξι ώρες"),
    ],
)
def test_el_a_span_before_its_noun_stays_a_span(text, said):
    assert said in reads(text, "el")


# 4. sv "Tfn", el "Σημ." (tested above with its hour).
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Tfn: +46 70 765 43 21", "Telefon: plus fyra sex"),
        ("Ring oss, tfn 08-123 45 67.", "telefon noll åtta"),
    ],
)
def test_sv_tfn_is_telefon(text, said):
    assert said in reads(text, "sv")


# 5. sv da a receipt's prices before the currency at the list's end.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        (
            "Kvitto: bröd 34,90, mjölk 17,50, kaffe 54,95 kr.",
            "sv",
            "bröd trettiofyra nittio, mjölk sjutton femtio, kaffe femtiofyra kronor nittiofem öre",
        ),
        ("Ost 89,00, smör 45,50 och ägg 32,90 kr", "sv", "Ost åttionio, smör fyrtiofem femtio"),
        (
            "Kvittering: rugbrød 22,95, mælk 11,50, kaffe 45,00 kr.",
            "da",
            "rugbrød toogtyve femoghalvfems, mælk elleve halvtreds, kaffe femogfyrre kroner",
        ),
        ("Æbler 14,95 og pærer 19,95 kr.", "da", "Æbler fjorten femoghalvfems og pærer"),
    ],
)
def test_prices_in_a_list_before_the_currency_are_said_as_prices(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Temperaturen var 34,90, sedan 17,50 grader.", "sv", "trettiofyra komma nittio"),
        ("Målet var 22,95 og 11,50 meter.", "da", "toogtyve komma femoghalvfems"),
    ],
)
def test_decimals_with_no_currency_stay_decimals(text, lang, said):
    assert said in reads(text, lang)


# 6. sv a span of days before a month's short name.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Rea! 50 % på allt 1–7 jan.", "sv", "första till sjunde januari."),
        ("Kursen går 12–14 okt. i Lund.", "sv", "tolfte till fjortonde oktober i Lund"),
        ("Stängt 3-5 feb.", "sv", "tredje till femte februari"),
        ("Lukket 3.-5. feb.", "da", "tredje til femte februar"),
    ],
)
def test_a_span_of_days_before_a_short_month(text, lang, said):
    assert said in reads(text, lang)
