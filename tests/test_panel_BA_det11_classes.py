"""Detection classes panel BA (2026-12-07) heard wrong, fixed by det11 (issue 31): each
rule on sentences of its kind beyond the panel's own, and what it leaves alone."""

import pytest

from normalize.detect import detect


def langs(text: str) -> list[str]:
    return [span.lang for span in detect(text)]


# Spanish marks a stressed í or ú after a consonant before a word's last a or o ("envío",
# "garantía", "continúa"); Portuguese never does ("envio", "garantia", "continua"): a line
# its shared words ("gratuito", "a partir de") gave to Portuguese is Spanish.
@pytest.mark.parametrize(
    "text",
    [
        "Envío gratuito a partir de 50 €.",
        "Envío gratuito a partir de 30 €.",
        "Envío gratuito desde 25 €.",
        "Envío gratuito para pedidos de 40 €.",
    ],
)
def test_a_stressed_i_before_a_final_vowel_is_spanish(text):
    assert langs(text) == ["es"]


@pytest.mark.parametrize(
    "text",
    [
        "Envio gratuito a partir de 50 €.",
        "A polícia chegou às 3.",
        "Período de garantia: 24 meses.",
        "Saída 3 à direita.",
    ],
)
def test_portuguese_spelling_stays_portuguese(text):
    assert langs(text) == ["pt"]


# Four or more words on English's list (and all but no other's), with lingua's likeliest
# English too, outweigh a format English never writes: a room's "2.05." at the end is no
# date, beside a 12-hour clock's "p.m." (en or es).
@pytest.mark.parametrize(
    "text",
    [
        "The meeting starts at 2:30 p.m. in Room 2.05.",
        "The lecture begins at 9:00 a.m. in Hall 1.04.",
        "Please call me at 10:15 a.m. about item 3.12.",
        "Your train leaves at 4:45 p.m. from platform 3.07.",
    ],
)
def test_english_words_outweigh_a_dotted_number(text):
    assert langs(text) == ["en"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("La reunión empieza a las 2:30 p.m. en la sala 2.05.", "es"),
        ("Kontostand am 01.04.: -125,40 €", "de"),
    ],
)
def test_a_format_still_tells_without_english_words(text, lang):
    assert langs(text) == [lang]
