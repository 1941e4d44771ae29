"""Short lines panel AL heard detected in the wrong language (issue 31; docs/NORMALIZER.md,
"Panel AL detection fixed"): Slovak's own verbs, Croatian's "otkazan", Slovene's
"nadstropje", Danish's dot between thousands, a label's other word its languages write
too, a currency's code as no word, a label line paid in euros, and lingua's likeliest's own
abbreviation."""

import pytest

from normalize.detect import detect


def languages(text: str, default: str = "en") -> set[str]:
    return {span.lang for span in detect(text, default)}


# 1. Slovak's verbs no other of our languages writes: "mešká" (cs "má zpoždění"),
#    "volajte" (cs "volejte").
@pytest.mark.parametrize(
    "text",
    [
        "Let W6 2342 mešká 50 min.",
        "Volajte na 0800 123 456.",
        "Autobus linky 21 mešká 10 min.",
        "Volajte 112.",
    ],
)
def test_a_slovak_verb_tells_slovak(text):
    assert languages(text) == {"sk"}


# 2. Croatian's "otkazan" (Slovene "odpovedan"); 3. Slovene's "nadstropje" (Croatian "kat").
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Let OU 490 za Frankfurt je otkazan.", "hr"),
        ("Let 345 za Split je otkazan.", "hr"),
        ("Let OU 412 za Pariz je otkazan.", "hr"),
        ("Let OU 490 je odpovedan.", "sl"),
        ("Trisobno stanovanje, 68 m², 3. nadstropje.", "sl"),
        ("Pisarna: 4. nadstropje, soba 12.", "sl"),
        # hr "poglavlje", sl "poglavje" (a chapter): "str." alone is both languages' now
        ("Vidi str. 45, poglavlje 3.", "hr"),
        ("Pročitajte poglavlje 5 do petka.", "hr"),
        ("Glej str. 45, poglavje 3.", "sl"),
        ("Dvosobno stanovanje, 54 m², 2. nadstropje.", "sl"),
    ],
)
def test_croatian_and_slovene_by_their_own_words(text, lang):
    assert languages(text) == {lang}


# 4. Thousands grouped with a dot are Danish's; Swedish groups with a space.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Befolkningstallet steg med ca. 28.000 i 2023.", "da"),
        ("Medlemstallet steg med ca. 3.000 i 2024.", "da"),
        ("Befolkningen ökade med 28 000 i fjol.", "sv"),
        ("Antalet besökare steg till 12.000 i år.", "sv"),
        ("Tåget går kl. 16.05", "sv"),
    ],
)
def test_a_dot_between_thousands_is_danish(text, lang):
    assert languages(text) == {lang}


# 5. A label line's other word that the default writes, and the label's languages too.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Rum 214, plan 2.", "sv"),
        ("Rum 12, plan 3", "sv"),
        ("Rum 5, plan 1.", "sv"),
        ("Room 214, floor 2.", "en"),
        ("Sala 3, ground floor", "en"),
    ],
)
def test_a_word_the_labels_languages_write_keeps_the_label(text, lang):
    assert languages(text) == {lang}


# 6. A currency's code is no word ("EUR" is on lv's list alone).
@pytest.mark.parametrize(
    "text", ["Tečaj: 1 EUR = 1,0842 USD.", "Tečaj: 1 USD = 0,92 EUR.", "Tečaj: 1 EUR = 7,53 HRK."]
)
def test_a_currency_code_is_no_word(text):
    assert languages(text) == {"hr"}


# 7. A label line paid in euros: of the label's languages, those of the euro's countries.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Total: 18,75 €", "es"),
        ("Total: 38,95 €", "es"),
        ("Total: 12,50 €", "es"),
        ("Total: 18,75 lei", "ro"),
        ("Cena 3,49 €", "lv"),
    ],
)
def test_a_label_in_euros_is_a_euro_countrys(text, lang):
    assert languages(text) == {lang}


# 8. lingua's likeliest's own abbreviation is no other language's word ("No." id, not pt's
#    "no").
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("No. pengaduan: AB-7731", "id"),
        ("No. pengaduan: CS-20417", "id"),
        ("No. tagihan: 7781-2201", "id"),
        ("Maks. 2 stk. pr. kunde", "da"),
        ("Ref.: ES-77120", "es"),
    ],
)
def test_an_abbreviation_of_linguas_likeliest_is_no_word(text, lang):
    assert languages(text) == {lang}
