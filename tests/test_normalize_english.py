"""English rules: dates, times, money, percentages, abbreviations, years, numbers."""

import pytest

from normalize import normalize


def say(text):
    return normalize(text, "en").text


def test_a_meeting_date_and_time_are_read_in_full():
    assert say("The meeting is on March 5, 2024 at 3:45 PM.") == (
        "The meeting is on March fifth, twenty twenty-four at three forty-five P M."
    )


def test_a_price_a_percentage_and_a_year():
    assert say("It costs $5.20, up 25% from 1999.") == (
        "It costs five dollars and twenty cents, up twenty-five percent from nineteen ninety-nine."
    )


def test_a_doctor_and_a_street():
    assert say("Dr. Smith lives at 221 Baker St.") == (
        "Doctor Smith lives at two hundred twenty-one Baker Street."
    )


def test_saint_and_street_are_told_apart():
    assert say("I love St. Louis. Visit St. Mary's on Baker St. Then rest.") == (
        "I love Saint Louis. Visit Saint Mary's on Baker Street. Then rest."
    )


@pytest.mark.parametrize(
    "written, spoken",
    [
        ("Mr. and Mrs. Jones", "Mister and Missus Jones"),
        ("Prof. Lee", "Professor Lee"),
        ("cats vs. dogs", "cats versus dogs"),
        ("e.g., apples", "for example, apples"),
        ("i.e. pears", "that is pears"),
        ("approx. 10 items", "approximately ten items"),
        ("No. 5", "number five"),
        ("Jan. 5", "January fifth"),
        ("Sept 3", "September third"),
        ("apples, pears, etc.", "apples, pears, et cetera."),
        ("See you Fri.", "See you Friday."),
    ],
)
def test_common_abbreviations(written, spoken):
    assert say(written) == spoken


@pytest.mark.parametrize(
    "date, spoken",
    [
        ("March 5, 2024", "March fifth, twenty twenty-four"),
        ("2024-03-05", "March fifth, twenty twenty-four"),
        ("3/5/2024", "March fifth, twenty twenty-four"),
        ("5 March 2024", "the fifth of March, twenty twenty-four"),
        ("March 22nd", "March twenty-second"),
        ("May 2010", "May twenty ten"),
    ],
)
def test_dates(date, spoken):
    assert say(f"It happened on {date}.") == f"It happened on {spoken}."


@pytest.mark.parametrize(
    "time, spoken",
    [
        ("3:45 PM", "three forty-five P M"),
        ("7:00 am", "seven A M"),
        ("10:05", "ten oh five"),
        ("14:30", "fourteen thirty"),
        ("14:00", "fourteen hundred"),
        ("7:00", "seven o'clock"),
        ("9 p.m.", "nine P M"),
    ],
)
def test_times(time, spoken):
    assert say(f"We start at {time} sharp") == f"We start at {spoken} sharp"


def test_a_time_marker_keeps_the_sentence_end():
    assert say("We start at 9 a.m. Bring coffee.") == "We start at nine A M. Bring coffee."


@pytest.mark.parametrize(
    "money, spoken",
    [
        ("$1", "one dollar"),
        ("$0.50", "fifty cents"),
        ("$1,000,000", "one million dollars"),
        ("$1.5M", "one point five million dollars"),
        ("$2 billion", "two billion dollars"),
        ("€3", "three euros"),
        ("£2.50", "two pounds and fifty pence"),
        ("¥100", "one hundred yen"),
        ("10 USD", "ten dollars"),
        ("5€", "five euros"),
    ],
)
def test_money(money, spoken):
    assert say(f"It costs {money} today") == f"It costs {spoken} today"


@pytest.mark.parametrize(
    "percent, spoken",
    [("25%", "twenty-five percent"), ("3.5%", "three point five percent"),
     ("-2%", "minus two percent")],
)  # fmt: skip
def test_percentages(percent, spoken):
    assert say(f"Sales rose {percent}") == f"Sales rose {spoken}"


def test_ordinals():
    assert say("He came 1st, 22nd and 103rd.") == (
        "He came first, twenty-second and one hundred third."
    )


@pytest.mark.parametrize(
    "text, spoken",
    [
        ("in 1999", "in nineteen ninety-nine"),
        ("since 2005", "since two thousand five"),
        ("from 1990 to 1995", "from nineteen ninety to nineteen ninety-five"),
        ("1990-1995", "nineteen ninety to nineteen ninety-five"),
        ("the 1990s", "the nineteen nineties"),
        ("the '80s", "the eighties"),
    ],
)
def test_years_where_they_are_clearly_years(text, spoken):
    assert say(text) == spoken


def test_a_four_digit_number_elsewhere_is_a_cardinal():
    assert say("We sold 1999 units.") == "We sold one thousand nine hundred ninety-nine units."


@pytest.mark.parametrize(
    "number, spoken",
    [
        ("1,234", "one thousand two hundred thirty-four"),
        ("12345678", "twelve million three hundred forty-five thousand six hundred seventy-eight"),
        ("3.14", "three point one four"),
        ("-5", "minus five"),
        ("007", "zero zero seven"),
        ("1234567890123456", "one two three four five six seven eight nine zero one two three "
         "four five six"),
    ],
)  # fmt: skip
def test_numbers(number, spoken):
    assert say(f"The value is {number}") == f"The value is {spoken}"


def test_units_after_numbers():
    assert say("It weighs 5 kg, runs 1 km at 100 km/h, at 20°C.") == (
        "It weighs five kilograms, runs one kilometer at one hundred kilometers per hour, "
        "at twenty degrees Celsius."
    )


def test_phone_numbers_are_read_digit_by_digit():
    assert say("Call (555) 123-4567 now") == (
        "Call five five five, one two three, four five six seven now"
    )


def test_a_number_glued_to_letters_gets_spaces():
    assert say("MP3 and A4") == "MP three and A four"


def test_text_without_numbers_is_left_alone():
    text = "Hello there, how are you doing today?"
    assert say(text) == text
