"""English: sentences as an American reader says them, and SSML say-as in English.

Conventions checked against The Chicago Manual of Style (17th ed.), 9.2-9.7 and 9.31-9.40
(numbers, dates and times in running text, read as words) and the AP Stylebook's entries
"dates", "times", "telephone numbers" and "dimensions"; phone numbers are said digit by
digit in their groups with "oh" for zero, as the North American Numbering Plan's
directory services read them; a range written 5-10 is said "five to ten".
"""

import pytest

from normalize import normalize, sayas


def say(text):
    return normalize(text, "en").text


@pytest.mark.parametrize(
    "text, spoken",
    [
        ("The meeting is on March 5, 2024 at 3:45 PM.",
         "The meeting is on March fifth, twenty twenty-four at three forty-five P M."),
        ("Dr. Smith was born on 5 March 1990.",
         "Doctor Smith was born on the fifth of March, nineteen ninety."),
        ("Call (555) 123-4567 or +44 20 7946 0958.",
         "Call five five five, one two three, four five six seven or plus four four, two oh, "
         "seven nine four six, oh nine five eight."),
        ("The train leaves at 14:30 and arrives at 10:05.",
         "The train leaves at fourteen thirty and arrives at ten oh five."),
        ("Tickets cost $5.20, or £2.50 in London.",
         "Tickets cost five dollars and twenty cents, or two pounds and fifty pence in London."),
        ("Prices rose 3.5% in 1999.",
         "Prices rose three point five percent in nineteen ninety-nine."),
        ("It is 5 km away and weighs 2.5 kg.",
         "It is five kilometers away and weighs two point five kilograms."),
        ("She finished 1st; he was 22nd.", "She finished first; he was twenty-second."),
        ("Read pages 5-10 before Monday.", "Read pages five to ten before Monday."),
        ("The 1990s were good; 1990-1995 best.",
         "The nineteen nineties were good; nineteen ninety to nineteen ninety-five best."),
        ("Expect 3~5 people and 10-20% growth.",
         "Expect three to five people and ten to twenty percent growth."),
        ("The flat is 30 m² and costs ₩500,000 a month.",
         "The flat is thirty square meters and costs five hundred thousand won a month."),
        ("Download 2 GB at 100 Mbps in 120 ms.",
         "Download two gigabytes at one hundred megabits per second in one hundred twenty "
         "milliseconds."),
        ("Pay ₹1,200.50 by 2024/03/05.",
         "Pay one thousand two hundred rupees and fifty paise by March fifth, twenty twenty-four."),
        ("The temperature fell to -5 °C.", "The temperature fell to minus five degrees Celsius."),
        ("We sold 1,234,567 units.",
         "We sold one million two hundred thirty-four thousand five hundred sixty-seven units."),
        ("It raised $1.5M in 2023.",
         "It raised one point five million dollars in twenty twenty-three."),
        ("Join us on the 1st of May.", "Join us on the first of May."),
    ],
)  # fmt: skip
def test_sentences_are_read_as_an_american_reader_reads_them(text, spoken):
    assert say(text) == spoken


def test_a_range_of_clock_times_is_read_from_and_to():
    assert say("Open 9:00-17:00.") == "Open nine o'clock to seventeen hundred."


@pytest.mark.parametrize("text", ["COVID-19", "call 555-1234", "2024-03"])
def test_a_hyphen_that_is_not_a_range_is_not_read_as_to(text):
    assert " to " not in say(text)


def test_a_range_of_years_is_read_as_years():
    assert say("1990-1995") == "nineteen ninety to nineteen ninety-five"


def test_switching_off_the_range_rule_leaves_the_range_as_written():
    assert normalize("pages 5-10", "en", disabled_rules=["en.range"]).text == "pages 5-10"


@pytest.mark.parametrize(
    "kind, text, format, spoken",
    [
        ("cardinal", "1234", None, "one thousand two hundred thirty-four"),
        ("ordinal", "3", None, "third"),
        ("digits", "0312", None, "zero three one two"),
        ("date", "2024-03-05", None, "March fifth, twenty twenty-four"),
        ("date", "3/5/2024", None, "March fifth, twenty twenty-four"),
        ("date", "05/03/2024", "dmy", "March fifth, twenty twenty-four"),
        ("date", "3/5", "md", "March fifth"),
        ("date", "2024", "y", "twenty twenty-four"),
        ("time", "3:45 PM", None, "three forty-five P M"),
        ("telephone", "+1 555 123 4567", None,
         "plus one, five five five, one two three, four five six seven"),
        ("currency", "$5.20", None, "five dollars and twenty cents"),
    ],
)  # fmt: skip
def test_ssml_say_as_reads_english(kind, text, format, spoken):
    assert sayas.read(kind, text, "en", format) == spoken


def test_say_as_declines_a_date_it_cannot_read():
    assert sayas.read("date", "13/45/2024", "en") is None


# A mixed panel (issue 31): "between" takes "and", ranges of amounts with thousands, 24/7.
@pytest.mark.parametrize(
    "text,spoken",
    [
        ("Your package will arrive between 9am-5pm.",
         "Your package will arrive between nine A M and five P M."),
        ("It takes between 3-5 days.", "It takes between three and five days."),
        ("Rent: $1,200-$1,500 a month.",
         "Rent: one thousand two hundred dollars to one thousand five hundred dollars a month."),
        ("Our support team is available 24/7.", "Our support team is available twenty-four seven."),
        ("Open 9am-5pm.", "Open nine A M to five P M."),
    ],
)  # fmt: skip
def test_between_ranges_and_always_read_as_said(text, spoken):
    assert say(text) == spoken


@pytest.mark.parametrize(
    "text,spoken",
    [
        # a fresh panel (issue 31, 2026-12-06) heard these as quantities or as written
        (
            "Your account ending 4471 was debited.",
            "Your account ending four four seven one was debited.",
        ),
        ("Case no. 58213: resolved.", "Case number five eight two one three: resolved."),
        (
            "If this wasn't you, call 0800 123 4567.",
            "If this wasn't you, call oh eight oh oh, one two three, four five six seven.",
        ),
        ("It measures 30 x 20 x 15 cm.", "It measures thirty by twenty by fifteen centimeters."),
        ("Arrives on Tue, 14 Jan.", "Arrives on Tuesday, the fourteenth of January."),
        (
            "Deliver to 221B Baker St, London.",
            "Deliver to two hundred twenty-one B Baker Street, London.",
        ),
        ("Visit St Louis.", "Visit St Louis."),
    ],
)
def test_the_fresh_panels_english_forms(text, spoken):
    assert normalize(text, "en").text == spoken
