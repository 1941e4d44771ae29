"""Opening hours written with a bare dash in Polish, Russian and Ukrainian ("пн–пт
9–18") are read as a span of hours in the case "from ... to" asks, and Italian clock
times and day-month dates written with a dot ("alle 9.30", "il 21.06", "9.30-13.00")
as times and dates (issue 31: the panel heard "девять-восемнадцать" and "nove virgola
tre")."""

import pytest

from normalize import normalize


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ru", "Доставка пн–пт 9–18.", "Доставка с понедельника по пятницу с девяти до восемнадцати."),  # noqa: E501
        ("ru", "Режим работы: 9-18, без выходных.", "Режим работы: с девяти до восемнадцати, без выходных."),  # noqa: E501
        ("uk", "Графік роботи: 8-20.", "Графік роботи: з восьмої до двадцятої."),
        ("uk", "Обід 13-14.", "Обід з тринадцятої до чотирнадцятої."),
        ("pl", "Godziny otwarcia: 10-18.", "Godziny otwarcia: od dziesiątej do osiemnastej."),
        ("pl", "Sklep czynny 10–21.", "Sklep czynny od dziesiątej do dwudziestej pierwszej."),
    ],
)  # fmt: skip
def test_a_bare_span_of_opening_hours_is_read_from_to(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ru", "Ответ за 2-3 дня.", "Ответ за два-три дня."),
        ("ru", "Это 3-5 км.", "Это три-пять километров."),
    ],
)  # fmt: skip
def test_a_span_of_counted_things_stays_a_span_of_numbers(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Appuntamento il 12.03.2026 alle 9.30.",
         "Appuntamento il dodici marzo duemilaventisei alle nove e trenta."),
        ("Consegna il 21.06.", "Consegna il ventuno giugno."),
        ("Orario 9.30-13.00", "Orario dalle nove e trenta alle tredici"),
        ("Apertura ore 8.45.", "Apertura ore otto e quarantacinque."),
        ("Il tasso è salito del 3.5%.", "Il tasso è salito del tre virgola cinque per cento."),
    ],
)  # fmt: skip
def test_an_italian_dotted_time_or_date_is_read_as_one(text, spoken):
    assert normalize(text, "it").text == spoken
