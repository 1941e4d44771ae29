"""Classes panel AQ2 (2026-12-07: pl ru uk bg cs sk) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AQ classes fixed (slv5)"): a receipt's line "2 ×
price = total"; a page's other short forms (pl "s.", ru "стр.", uk "стор.", sk "str.");
uk "мм рт. ст.", "м³" and a unit after a scale ("млн т"); pl "Godz. otwarcia"."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. A receipt's line: the sign between a quantity and a price is "po", "=" the total's word.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("pl", "Paragon: 2 szt. x 3,49 zł = 6,98 zł.",
         "Paragon: dwie sztuki po trzy złote czterdzieści dziewięć groszy, razem sześć złotych "
         "dziewięćdziesiąt osiem groszy."),
        ("pl", "0,5 kg × 12,90 zł = 6,45 zł",
         "zero przecinek pięć kilograma po dwanaście złotych dziewięćdziesiąt groszy, razem "
         "sześć złotych czterdzieści pięć groszy"),
        ("ru", "Чек: 3 шт. × 45,00 ₽ = 135,00 ₽.",
         "Чек: три штуки по сорок пять рублей, итого сто тридцать пять рублей."),
        ("ru", "2 × 59,90 ₽ = 119,80 ₽",
         "два по пятьдесят девять рублей девяносто копеек, итого сто девятнадцать рублей "
         "восемьдесят копеек"),
        ("uk", "2 кг х 45,00 грн = 90,00 грн",
         "два кілограми по сорок п'ять гривень, разом дев'яносто гривень"),
        ("bg", "Бележка: 3 бр. × 1,20 лв. = 3,60 лв.",
         "Бележка: три броя по един лев и двайсет стотинки, общо три лева и шейсет стотинки."),
        ("cs", "Účtenka: 3 ks × 12,50 Kč = 37,50 Kč.",
         "Účtenka: tři kusy po dvanácti korunách padesáti haléřích, celkem třicet sedm korun "
         "padesát haléřů."),
        ("cs", "3 ks × 1,00 Kč", "tři kusy po jedné koruně"),
        ("sk", "Blok: 2 ks × 3,50 € = 7,00 €.",
         "Blok: dva kusy po tri eurá päťdesiat centov, spolu sedem eur."),
    ],
)  # fmt: skip
def test_a_receipt_line_says_each_and_the_total(lang, text, said):
    assert reads(text, lang) == said


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("pl", "Wymiary 40 x 30 cm", "Wymiary czterdzieści na trzydzieści centymetrów"),
        ("pl", "1 EUR = 4,32 PLN", "jedno euro równa się cztery złote trzydzieści dwa grosze"),
        ("cs", "Užívat 1 tbl. 3× denně.", "Užívat jednu tabletu třikrát denně."),
    ],
)
def test_a_sign_without_a_price_after_a_quantity_stays_as_before(lang, text, said):
    assert reads(text, lang) == said


# 2. A page's other short forms before its number, in the case "on"/"see" take.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("pl", "Rozdział 4, s. 61", "Rozdział cztery, strona sześćdziesiąt jeden"),
        ("pl", "Tabela na s. 12.", "Tabela na stronie dwanaście."),
        ("ru", "Глава II, стр. 45", "Глава вторая, страница сорок пять"),
        ("ru", "Глава 3, стр. 87", "Глава три, страница восемьдесят семь"),
        ("ru", "Подробнее на стр. 30.", "Подробнее на странице тридцать."),
        ("ru", "См. стр. 25.", "Смотри страницу двадцать пять."),
        ("uk", "Розділ 2, стор. 15", "Розділ два, сторінка п'ятнадцять"),
        ("uk", "Схема на стор. 12.", "Схема на сторінці дванадцять."),
        ("sk", "Kapitola 5, str. 98", "Kapitola päť, strana deväťdesiatosem"),
        ("sk", "Viď str. 12.", "Viď stranu dvanásť."),
        ("cs", "Viz str. 12.", "Viz stranu dvanáct."),
    ],
)
def test_a_page_short_form_before_its_number(lang, text, said):
    assert reads(text, lang) == said


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        (
            "ru",
            "Адрес: ул. Ленина, 12, стр. 4.",
            "Адрес: улица Ленина, двенадцать, строение четыре.",
        ),
        ("ru", "д. 5, корп. 1, стр. 3", "дом пять, корпус один, строение три"),
        ("sk", "Porada str. 14:00", "Porada v stredu štrnásť hodín"),
    ],
)
def test_a_building_and_a_wednesday_stay(lang, text, said):
    assert reads(text, lang) == said


# 3. uk "мм рт. ст.", the cubic metre, a unit after a scale word.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("uk", "Тиск 760 мм рт.ст., вітер 5 м/с.",
         "Тиск сімсот шістдесят міліметрів ртутного стовпа, вітер п'ять метрів за секунду."),
        ("uk", "Спожито 1 м³ води.", "Спожито один кубічний метр води."),
        ("ru", "Расход 12 м³ в месяц.", "Расход двенадцать кубических метров в месяц."),
        ("uk", "Зібрали 2 млн т зерна.", "Зібрали два мільйони тонн зерна."),
        ("ru", "Собрали 1,5 млн т зерна.", "Собрали полтора миллиона тонн зерна."),
        ("ru", "Экспорт 3 млн т.", "Экспорт три миллиона тонн."),
        ("uk", "Закачали 10 млрд м³ газу.", "Закачали десять мільярдів кубічних метрів газу."),
    ],
)  # fmt: skip
def test_pressure_cubic_metres_and_tonnes(lang, text, said):
    assert reads(text, lang) == said


# 4. pl "Godz. otwarcia": the hours, plural.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Godz. pracy biura: 8–16.", "Godziny pracy biura: od ósmej do szesnastej."),
        ("Sprawdź godz. otwarcia sklepu.", "Sprawdź godziny otwarcia sklepu."),
        ("Spotkanie o godz. 18.", "Spotkanie o godzinie osiemnastej."),
    ],
)
def test_pl_opening_hours_are_plural(text, said):
    assert reads(text, "pl") == said
