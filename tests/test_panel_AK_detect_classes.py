"""Short lines panel AK heard detected in the wrong language, or read with English number
words (issue 31; docs/NORMALIZER.md, "Panel AK detection fixed"): labels of exits,
chapters, weights, consumption, info lines, parking; a labelled line's phone number and
later labels; nl "km/u"; Swedish's definite plural; Cyrillic labels only one of bg ru uk
writes."""

import pytest

from normalize import normalize
from normalize.detect import detect


def languages(text: str, default: str = "en") -> set[str]:
    return {span.lang for span in detect(text, default)}


# 1. New labels: exits, chapters and pages, weight, consumption, info lines, parking.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Izlaz C7, 16:20", "hr"),
        ("Parkimine 1,20 €/h", "et"),
        ("Težina: 3,2 kg", "hr"),
        ("Težina paketa 2,4 kg", "hr"),
        ("Poraba 5,8 l/100 km", "sl"),
        ("Spotreba 5,9 l/100 km", "sk"),
        ("Kaal 1,9 kg", "et"),
        ("Svoris: 2,6 kg", "lt"),
        ("Svars: 1,7 kg", "lv"),
        ("Ürün kodu: A-4471", "tr"),
        ("Parkering 25 kr/tim", "sv"),
        ("Capitolul XIV, pagina 231.", "ro"),
    ],
)
def test_a_new_label_tells_its_language(text, lang):
    assert languages(text) == {lang}


@pytest.mark.parametrize(
    ("text", "langs"),
    [
        ("Kapitola 8, s. 132", {"cs", "sk"}),
        ("Kapitola 3, str. 27", {"cs", "sk"}),
        ("Limite 30 km/h", {"fr", "it", "pt"}),
        ("Puslapis 14", {"lt"}),
    ],
)
def test_a_shared_label_is_never_english(text, langs):
    found = languages(text)
    assert len(found) == 1 and found <= langs


def test_a_chapter_reads_its_own_number_words():
    (span,) = detect("Kapitola 12")
    assert "dvanáct" in normalize(span.text, span.lang).text


@pytest.mark.parametrize(
    "text", ["Exit 12", "Chapter 4, page 37", "Page 14", "Weight: 2.5 kg", "Limit 30 mph"]
)
def test_an_english_label_stays_english(text):
    assert languages(text) == {"en"}


# 2. A labelled line's phone number, and its later labels, narrow its first label's languages.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Infolinka: 0850 111 222", "sk"),  # Slovakia dials a trunk 0; Czechia none
        ("Infolinka 0905 111 222", "sk"),
        ("Infolinka 800 100 200", "cs"),
        ("Soba 305, 3. nadstropje", "sl"),  # "nadstropje" is sl's, "soba" sl hr
        ("Soba 12, 2. nadstropje", "sl"),
    ],
)
def test_a_labelled_lines_number_or_second_label_narrows_it(text, lang):
    assert languages(text) == {lang}


# 3. Dutch "km/u" and "Bel".
@pytest.mark.parametrize(
    "text", ["Max. 30 km/u", "Max. 50 km/u", "Bel 020 123 4567.", "Bel 088 123 4567", "Bel 112"]
)
def test_a_dutch_line_is_dutch(text):
    assert languages(text) == {"nl"}


def test_km_per_hour_stays_shared():
    assert languages("Max 50 km/h") == {"en"}  # English writes it (panel AJ: left)


# 4. Swedish's definite plural.
@pytest.mark.parametrize(
    "text",
    [
        "Vinden når 25 m/s i byarna.",
        "Vinden når 18 m/s i fjällen och byarna.",
    ],
)
def test_a_swedish_plural_is_swedish(text):
    assert languages(text) == {"sv"}


@pytest.mark.parametrize(
    "text",
    [
        "Priserne stiger med 3 % i maj.",
        "Billetterne koster 120 kr.",
        "Busserne kører hver 10. minut.",
    ],
)
def test_a_danish_plural_stays_danish(text):
    assert languages(text) == {"da"}


@pytest.mark.parametrize(
    "text",
    ["Alla bussarna går var 20:e minut.", "Daarna volgt 1 stop.", "Dagarna blir 4 minuter längre."],
)
def test_a_plural_in_arna_elsewhere_keeps_its_language(text):
    assert languages(text) == ({"nl"} if text.startswith("Daarna") else {"sv"})


# 5. Cyrillic labels only one of bg ru uk writes.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Знижка 20%", "uk"),
        ("Знижка 15%", "uk"),
        ("Витрата пального 5,9 л/100 км.", "uk"),
        ("Витрата 6,4 л/100 км", "uk"),
        ("Намаление 40%", "bg"),
        ("Спирка 12", "bg"),
        ("Тегло: 1,3 кг", "bg"),
        ("Скидка 30%", "ru"),
        ("Комната 12", "ru"),
    ],
)
def test_a_cyrillic_label_tells_its_language(text, lang):
    assert languages(text) == {lang}


@pytest.mark.parametrize("text", ["Глава 7, стр. 91", "Код: 2749", "Вес: 2,5 кг"])
def test_a_shared_cyrillic_label_stays_russian(text):
    assert languages(text) == {"ru"}


def test_a_ukrainian_discount_reads_ukrainian_numbers():
    (span,) = detect("Знижка 20%")
    assert "двадцять" in normalize(span.text, span.lang).text
