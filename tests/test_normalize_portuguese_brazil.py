"""Brazilian texts: a score written "2 x 1" is said "dois a um", and a text that shows it
is Brazilian (R$, reais, você, +55) gets Brazil's number words, not Portugal's (issue 31:
the panel heard "dois x um" and "dezasseis" inside Brazilian messages)."""

import pytest

from normalize import normalize


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("O Brasil venceu a Argentina por 2 x 1.", "O Brasil venceu a Argentina por dois a um."),
        ("Flamengo 3 x 0 Vasco", "Flamengo três a zero Vasco"),
        ("O jogo terminou 2x2.", "O jogo terminou dois a dois."),
        ("Você pagou R$ 16,90 às 19h.",
         "Você pagou dezesseis reais e noventa centavos às dezenove horas."),
    ],
)  # fmt: skip
def test_a_brazilian_text_is_read_as_brazilians_say_it(text, spoken):
    assert normalize(text, "pt").text == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Plataforma 3, partida às 16h45.", "Plataforma três, partida às dezasseis e quarenta e cinco."),  # noqa: E501
        ("Caixa de 2 x 1 litro", "Caixa de dois x um litro"),
    ],
)  # fmt: skip
def test_a_text_without_brazilian_marks_keeps_the_reading_it_had(text, spoken):
    assert normalize(text, "pt").text == spoken
