"""Short lines panel AM heard detected in the wrong language (issue 31; docs/NORMALIZER.md,
"Panel AM detection fixed"): a Cyrillic line's national phone number, dialled with its
country's trunk prefix, over an abbreviation only Bulgarian's tables list."""

import pytest

from normalize.detect import detect


def languages(text: str, default: str = "en") -> set[str]:
    return {span.lang for span in detect(text, default)}


# 1. "Тел." is on Bulgarian's tables alone, and Russian and Ukrainian write it too: the
#    number's trunk prefix (ru 8, uk and bg 0, each number valid in one country) tells.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Тел. 8 800 555-35-35", "ru"),
        ("Тел. 044 235 67 89", "uk"),
        ("Тел. 8 495 123-45-67", "ru"),
        ("Тел. 067 123 45 67", "uk"),
        ("Тел. 0888 123 456", "bg"),
        ("Тел.: 02 987 65 43", "bg"),
    ],
)
def test_a_cyrillic_phone_dialled_at_home_tells_its_country(text, lang):
    assert languages(text) == {lang}
