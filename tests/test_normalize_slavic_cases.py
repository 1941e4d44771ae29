"""A count, a clock time or a date after a Polish, Russian or Ukrainian preposition is
read in the case the preposition governs, and a date in running text says when, in the
genitive (issue 31: the panel heard "около пятнадцать минут", "до шестнадцать
процентов", "Встреча второе февраля" as wrong). Sources: Русская грамматика 1980 § 1637,
Розенталь § 184, Український правопис 2019, Poradnia PWN."""

import pytest

from normalize import normalize


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ru", "Ожидание около 15 минут.", "Ожидание около пятнадцати минут."),
        ("ru", "Ожидание ок. 2 часов.", "Ожидание около двух часов."),
        ("ru", "Ставка выросла до 16%.", "Ставка выросла до шестнадцати процентов."),
        ("ru", "Скидка до 21% на всё.", "Скидка до двадцати одного процента на всё."),
        ("ru", "Около 21 минуты в пути.", "Около двадцати одной минуты в пути."),
        ("ru", "Ответ в течение 2–3 рабочих дней.", "Ответ в течение двух-трех рабочих дней."),
        ("ru", "Работаем до 18:00.", "Работаем до восемнадцати."),
        ("ru", "Посылка хранится до 5 дней.", "Посылка хранится до пяти дней."),
        ("uk", "Чекайте близько 20 хвилин.", "Чекайте близько двадцяти хвилин."),
        ("uk", "Ціни зросли до 12%.", "Ціни зросли до дванадцяти відсотків."),
        ("uk", "Відповідь протягом 1–2 днів.", "Відповідь протягом одного-двох днів."),
        ("uk", "Працюємо до 19:00.", "Працюємо до дев'ятнадцятої."),
        ("pl", "Czas oczekiwania ok. 15 min.", "Czas oczekiwania około piętnastu minut."),
        ("pl", "Czekaj około 45 minut.", "Czekaj około czterdziestu pięciu minut."),
        ("pl", "Czynne do 18:30.", "Czynne do osiemnastej trzydzieści."),
        ("pl", "Dzieci od 5 do 10 lat.", "Dzieci od pięciu do dziesięciu lat."),
    ],
)  # fmt: skip
def test_a_count_after_a_preposition_is_in_the_case_it_governs(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ru", "Продлится до 2025 года.", "Продлится до две тысячи двадцать пятого года."),
        ("pl", "Odbierz do 15 maja.", "Odbierz do piętnastego maja."),
    ],
)  # fmt: skip
def test_what_another_rule_reads_is_left_to_it(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ru", "Встреча 2 февраля в 17:30.", "Встреча второго февраля в семнадцать тридцать."),
        ("ru", "Запись к врачу 7 апреля.", "Запись к врачу седьмого апреля."),
        ("uk", "Зустріч 2 лютого о 17:30.", "Зустріч другого лютого о сімнадцятій тридцять."),
        ("ru", "Сегодня 5 марта.", "Сегодня пятое марта."),
        ("ru", "Дата: 5 марта", "Дата: пятое марта"),
        ("ru", "Перенесли на 5 марта.", "Перенесли на пятое марта."),
    ],
)  # fmt: skip
def test_a_date_in_running_text_says_when(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Квартира на 3-му поверсі.", "Квартира на третьому поверсі."),
        ("До 5-ої години.", "До п'ятої години."),
        ("Вони посіли 3-тє місце.", "Вони посіли третє місце."),
        ("У 2-ій половині дня.", "У другій половині дня."),
    ],
)  # fmt: skip
def test_a_ukrainian_ordinal_takes_the_case_its_ending_writes(text, spoken):
    assert normalize(text, "uk").text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ru", "Температура до 25 °C.", "градусов Цельсия"),
        ("pl", "Temperatura do 30°C.", "stopni Celsjusza"),
        ("ru", "Скидки до 30 € на всё.", "евро"),
        ("ru", "Кешбэк до 3 тыс. руб.", "до трех тысяч рублей"),
    ],
)  # fmt: skip
def test_a_count_with_a_sign_or_scale_after_it_is_left_to_their_rule(lang, text, said):
    spoken = normalize(text, lang).text
    assert said in spoken and not any(c in spoken for c in "°€")


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Kod ważny 2 minuty.", "Kod ważny dwie minuty."),
        ("Zostały 2 sztuki.", "Zostały dwie sztuki."),
        ("Czeka 1 osoba.", "Czeka jedna osoba."),
        ("Dostawa za 2 dni.", "Dostawa za dwa dni."),
    ],
)  # fmt: skip
def test_a_polish_count_of_two_agrees_with_a_feminine_noun(text, spoken):
    assert normalize(text, "pl").text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ru", "Через 1 минуту.", "Через одну минуту."),
        ("ru", "Через 21 минуту.", "Через двадцать одну минуту."),
        ("uk", "За 1 хвилину.", "За одну хвилину."),
        ("pl", "Kod ważny 1 minutę.", "Kod ważny jedną minutę."),
        ("ru", "Осталась 1 минута.", "Осталась одна минута."),
    ],
)  # fmt: skip
def test_one_before_a_feminine_accusative_is_in_the_accusative(lang, text, spoken):
    assert normalize(text, lang).text == spoken


def test_a_russian_decimal_after_an_accusative_preposition_is_in_the_accusative():
    spoken = normalize("Через 1,2 км поверните направо.", "ru").text
    assert spoken == "Через одну целую две десятых километра поверните направо."
