"""Short lines told by a national phone format and by spelling (issue 31, the fourth
panel's misdetections): nine digits in threes are written in es pt pl cs sk, "02 1234 5678"
and "347 123 4567" in Italy, "(11) 98765-4321" in Brazil, "06 12 34 56 78" in France; a
sentence lingua calls Portuguese with Spanish's "ll" or "ue" after a consonant and none of
Portuguese's ã õ ç â ê ô à, "lh", "nh" is Spanish. Never a blind fall back to English."""

import pytest

from normalize.detect import detect, sentences
from normalize.formats import languages


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Llámenos al 912 345 678.", "es"),
        ("Chiamaci al 02 1234 5678.", "it"),
        ("Ligue para (11) 98765-4321.", "pt"),
        ("Appelez le 06 12 34 56 78.", "fr"),
        ("Nuevo horario de tienda: abierto hasta medianoche.", "es"),
        ("Llame al servicio técnico si persiste el fallo.", "es"),
        ("Continue em frente, faltam 2,5 km para o seu destino.", "pt"),
        ("Rastreie sua encomenda: código NB123456789BR.", "pt"),
    ],
)
def test_a_short_line_is_detected_by_its_phone_format_or_spelling(text, lang):
    assert {span.lang for span in detect(text)} == {lang}


def test_nine_digits_in_threes_allow_the_languages_that_write_them():
    assert languages("Llámenos al 912 345 678.") == {"es", "pt", "pl", "cs", "sk"}
    assert languages("Es kostet 601 234 567 zł.") != {"es", "pt", "pl", "cs", "sk"}


@pytest.mark.parametrize(
    "text", ["Pok. 12, piętro 2.", "Tfno. 912 345 678.", "Tel. 030 1234567 anrufen."]
)
def test_a_listed_abbreviation_before_a_number_ends_no_sentence(text):
    assert sentences(text) == [text]


def test_a_full_stop_before_a_number_still_ends_a_sentence():
    assert sentences("Er kam um 5 Uhr. 12 Leute waren da.") == [
        "Er kam um 5 Uhr. ",
        "12 Leute waren da.",
    ]
