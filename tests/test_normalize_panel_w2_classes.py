"""The classes a fresh panel (W2) heard wrong in de fr es it pt pl ru uk (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-W2.jsonl), and what each rule leaves alone."""

import pytest

from lexicon.normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # es joins the hundredths with "con" (RAE), it with "e" (Treccani)
        ("es", "Total a pagar: 7,25 €.", "Total a pagar: siete euros con veinticinco céntimos."),
        ("es", "Cargo de 1,01 $.", "Cargo de un dólar con un centavo."),
        ("it", "Ricarica di 15,50 € effettuata.", "Ricarica di quindici euro e cinquanta centesimi effettuata."),
        ("it", "Resto: 0,40 €.", "Resto: quaranta centesimi."),
        ("es", "Son 20 € justos.", "Son veinte euros justos."),
    ],
)
def test_money_joins_the_hundredths_with_the_languages_word(lang, text, spoken):
    assert reads(lang, text) == spoken
