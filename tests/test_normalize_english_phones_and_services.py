"""English phone numbers in every shape people write them, and the numbers of flights,
trains, highways and events said as people say them (issue 31, a fresh panel)."""

import pytest

from normalize import normalize


def say(text):
    return normalize(text, "en").text


@pytest.mark.parametrize(
    "text, spoken",
    [
        ("+1 555 123 4567", "plus one, five five five, one two three, four five six seven"),
        ("+15551234567.", "plus one, five five five, one two three, four five six seven."),
        ("+447700900123 now", "plus four four, seven seven oh oh, nine oh oh one two three now"),
        ("+44 7700 900123", "plus four four, seven seven oh oh, nine oh oh one two three"),
        ("555 123 4567.", "five five five, one two three, four five six seven."),
        ("+44 20 7946 0958.", "plus four four, two oh, seven nine four six, oh nine five eight."),
    ],
)
def test_an_international_number_is_said_in_its_groups_after_plus(text, spoken):
    assert say("Call " + text) == "Call " + spoken


def test_a_north_american_local_number_is_said_digit_by_digit():
    assert say("Call 555-0199 today.") == "Call five five five, oh one nine nine today."


def test_a_span_written_like_a_local_number_is_no_phone_number():
    assert "five five five" not in say("Read pages 555-1000 tonight.")
    assert "two oh oh" not in say("from 200-1000 people")


def test_a_british_number_with_a_six_digit_group_is_said_digit_by_digit_in_its_groups():
    assert say("Ring 01632 960123 for details.") == (
        "Ring oh one six three two, nine six oh one two three for details."
    )
    assert say("Call 07700 900123.") == "Call oh seven seven oh oh, nine oh oh one two three."


def test_a_plus_before_a_short_number_is_no_phone_number():
    assert "one, five five five" not in say("Score: +1 555")


@pytest.mark.parametrize(
    "text, spoken",
    [
        ("Train 1402 departs at 9:15.", "Train fourteen oh two departs at nine fifteen."),
        ("Your train 1402 is delayed.", "Your train fourteen oh two is delayed."),
        ("Flight 287 to Boston boards now.", "Flight two eighty-seven to Boston boards now."),
        ("Flight No. 1400 is on time.", "Flight number fourteen hundred is on time."),
        (
            "Flight BA 287 to London is delayed.",
            "Flight B A two eighty-seven to London is delayed.",
        ),
        (
            "Flight UA 1234 boards at gate 22.",
            "Flight U A twelve thirty-four boards at gate twenty-two.",
        ),
    ],
)
def test_a_flight_or_train_number_is_said_in_pairs(text, spoken):
    assert say(text) == spoken


def test_train_as_a_verb_leaves_the_count_a_count():
    assert say("We train 1200 staff a year.") == ("We train one thousand two hundred staff a year.")


def test_two_capitals_and_three_digits_without_travel_stay_as_written():
    assert say("Apply the PS 287 form.") == "Apply the PS two hundred eighty-seven form."


@pytest.mark.parametrize(
    "text, spoken",
    [
        (
            "Tickets for the 2024 Olympics are on sale.",
            "Tickets for the twenty twenty-four Olympics are on sale.",
        ),
        ("The 2024 election is close.", "The twenty twenty-four election is close."),
        ("She drives a 1999 Honda Civic.", "She drives a nineteen ninety-nine Honda Civic."),
        ("The 1999 units shipped.", "The one thousand nine hundred ninety-nine units shipped."),
    ],
)
def test_a_year_naming_an_event_or_a_thing_is_said_as_a_year(text, spoken):
    assert say(text) == spoken


@pytest.mark.parametrize(
    "text, spoken",
    [
        ("Take I-95 N toward Boston.", "Take I ninety-five North toward Boston."),
        ("Take US-101 and then I-280.", "Take U S one oh one and then I two eighty."),
        ("Exit Highway 405 SB at Main.", "Exit Highway four oh five southbound at Main."),
        ("Get your kicks on Route 66.", "Get your kicks on Route sixty-six."),
    ],
)
def test_a_highway_is_said_as_drivers_say_it(text, spoken):
    assert say(text) == spoken
