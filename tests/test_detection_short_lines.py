"""Short, number-heavy lines are detected by what they carry beside their few words
(issue 31): an international phone number's calling code (+380 is Ukraine's, +33
France's), French typography's space before a colon, Russian's ъ before е ё ю я (Bulgarian
writes it as a vowel), and a sentence most of whose words the default's list lacks."""

import pytest

from normalize.detect import detect
from normalize.formats import languages


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Телефон: +380 44 123 45 67.", "uk"),
        ("Appelez le +33 6 12 34 56 78.", "fr"),
        ("Code PIN : 4831", "fr"),
        ("Съезд 23 на МКАД через 1,2 км.", "ru"),
        ("На кольце съезд 3.", "ru"),
        ("In 500 m rechts abbiegen.", "de"),
        ("Your code is 4821.", "en"),
        ("Call us on +1 555 123 4567.", "en"),
    ],
)  # fmt: skip
def test_a_short_line_is_detected_by_what_it_carries(text, lang):
    assert {span.lang for span in detect(text)} == {lang}


def test_a_calling_code_allows_the_languages_official_where_it_rings():
    assert languages("+41 44 123 45 67") == {"de", "fr", "it"}
    assert languages("+7 495 123-45-67") == {"ru"}
    assert languages("+55 11 98765-4321") == {"pt"}


def test_a_bulgarian_vowel_still_points_to_bulgarian():
    assert {span.lang for span in detect("Къде е пътят?")} == {"bg"}


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Ваш одноразовий пароль 8842.", "uk"),
        ("Адреса: вул. Хрещатик, 22, кв. 8, Київ.", "uk"),
        ("Юрий Георгиевич, ваш синий конверт готов.", "ru"),
    ],
)  # fmt: skip
def test_a_ukrainian_text_is_told_by_its_endings_and_its_whole(text, lang):
    assert {span.lang for span in detect(text)} == {lang}


def test_a_default_text_with_a_brand_and_a_name_stays_in_the_default():
    assert {span.lang for span in detect("SaaS in Thai: support")} == {"en"}
