"""Detection misses of panel AR (issue 31; docs/NORMALIZER.md, "Panel AR classes fixed
(det4)"): a phone number one country alone writes so beside a label its language writes
too; a currency pair that quotes one country's money; an exchange rate's label, the
default's own, read as another language's word."""

import pytest

from normalize.detect import detect


def languages(text: str, default: str = "en") -> list[str]:
    return [span.lang for span in detect(text, default)]


# The AR sentences these rules made detected exactly right with "en" as the default.
PANEL_AR = [
    ("de", "Tel. 030 12345678"),
    ("sv", "Tel. 08-123 456 78"),
    ("pt", "Tel.: 21 123 4567"),
    ("vi", "ĐT: 0912 345 678"),
    ("pl", "Kurs EUR/PLN: 4,32"),
    ("cs", "Kurz EUR/CZK: 25,12"),
    ("bg", "Курс EUR/BGN: 1,95583"),
]


@pytest.mark.parametrize(("lang", "text"), PANEL_AR)
def test_the_panels_sentence_is_detected_in_its_language(lang, text):
    assert languages(text) == [lang]


# 1. A phone number written as one country alone writes it (libphonenumber's national
# format), beside a label that country's language writes too ("Tel." is seventeen
# languages'): that language, whatever lingua's trigrams of the label say; a German
# subscriber's number of up to eight digits after the area code is a number too.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Tel. 08-123 456 78", "sv"),
        ("Tel. 08-765 432 10", "sv"),
        ("Tel.: 21 123 4567", "pt"),
        ("Tel. 22 987 6543", "pt"),
        ("Tel. 030 12345678", "de"),
        ("Tel. 089 1234567", "de"),
        ("Tel.: 0221 123456", "de"),
    ],
)
def test_a_phone_number_beside_a_shared_label_says_its_country(text, lang):
    assert languages(text) == [lang]


def test_a_number_the_default_writes_so_keeps_the_default():
    assert languages("Tel. 020 7946 0018") == ["en"]  # London's


# ... and where a letter rules the default out, the one country of the letter's languages
# that writes the number so: đ is hr's and vi's, "0912 345 678" vi's (and sk's).
@pytest.mark.parametrize("text", ["ĐT: 0912 345 678", "ĐT: 0983 123 456", "ĐT 0912 345 678"])
def test_a_letter_and_a_phone_number_tell_together(text):
    assert languages(text) == ["vi"]


# 2. A currency pair that quotes a country's own money names its language on a short line
# ("EUR/PLN" pl, "EUR/CZK" cs, "EUR/BGN" bg); the euro and the dollar name none.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Kurs EUR/PLN: 4,32", "pl"),
        ("Kurs USD/PLN 3,98", "pl"),
        ("Kurz EUR/CZK: 25,12", "cs"),
        ("Kurz EUR/CZK je 24,90.", "cs"),
        ("Курс EUR/BGN: 1,95583", "bg"),
        ("Kurs USD/TRY: 32,15", "tr"),
    ],
)
def test_a_currency_pair_quoting_a_countrys_money_names_its_language(text, lang):
    assert languages(text) == [lang]
    assert languages(text, lang) == [lang]


# 3. An exchange rate's label is the default's own word ("Kurz" cs sk, "Kurs" pl de sv da,
# "Kurssi" fi): a line with nothing else the default never writes stays in the default,
# though the label's letters are another language's word ("kurz", short, is German's).
@pytest.mark.parametrize(
    ("text", "default"),
    [
        ("Kurz EUR/USD: 1,0845", "sk"),
        ("Kurz: 1 € = 1,08 USD.", "sk"),
        ("Kurz EUR/USD: 1,0845", "cs"),
        ("Kurz: 1 € = 1,08 USD.", "cs"),
        ("Kurssi: 1 USD = 0,92 EUR.", "fi"),
    ],
)
def test_the_defaults_exchange_rate_label_keeps_the_default(text, default):
    assert languages(text, default) == [default]


# ... while English's labels never name English over what a line's clock words tell.
@pytest.mark.parametrize("text", ["Bus 5C kl. 7.45.", "Gate A9, kl. 10.45"])
def test_an_english_label_does_not_outweigh_a_clock_word(text):
    assert languages(text) == ["da"]
