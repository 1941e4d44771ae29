"""The classes panel AS heard unnatural or wrong in pl ru uk bg cs sk (AS2) and lt lv et fi
hu sl (AS3) that fixer slv7 took (issue 31, 2026-12-07): each rule on the panel's sentences
and new ones of the same class (tests/readings/panel-2026-12-07-AS2.jsonl, -AS3.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. A room's number with a dot after a word for a room is its two numbers, not a decimal.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ru", "Заседание состоится в зале 2.14 на 3-м этаже.", "в зале два четырнадцать на"),
        ("ru", "Приходите в кабинет 3.05 к 10:00.", "в кабинет три ноль пять к"),
        ("ru", "Лекция пройдёт в аудитории 4.21.", "в аудитории четыре двадцать один."),
        ("uk", "Засідання відбудеться в залі 2.14 на 3-му поверсі.", "в залі два чотирнадцять"),
        ("uk", "Приходьте до кабінету 3.05.", "до кабінету три нуль п'ять."),
        ("cs", "Schůze se koná v místnosti 2.14 ve 3. patře.", "v místnosti dva čtrnáct ve"),
        ("cs", "Přednáška je v učebně 3.05.", "v učebně tři nula pět."),
        ("sk", "Schôdza bude v miestnosti 2.14 na 3. poschodí.", "v miestnosti dva štrnásť na"),
        ("sk", "Príďte do kancelárie 1.12.", "do kancelárie jeden dvanásť."),
        ("bg", "Срещата е в зала 2.14.", "в зала две четиринайсет."),
    ],
)
def test_a_room_number_with_a_dot_is_its_two_numbers(lang, text, said):
    assert said in reads(lang, text)


# 2. A race's minutes and seconds after "za" / "за" / pl "w" where a distance is named.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("pl", "Zwycięzca przebiegł 10 km w 28:35.",
         "w dwadzieścia osiem minut trzydzieści pięć sekund."),
        ("pl", "Przebiegła 5 km w 21:01, bijąc rekord.",
         "w dwadzieścia jeden minut jedną sekundę,"),
        ("cs", "Vítěz zaběhl 10 km za 28:35.", "za dvacet osm minut třicet pět sekund."),
        ("cs", "Trať 5 km zvládla za 19:42.", "za devatenáct minut čtyřicet dva sekund."),
        ("ru", "Он пробежал 5 км за 19:42.", "за девятнадцать минут сорок две секунды."),
        ("ru", "Забег на 10 км он выиграл за 31:01.", "за тридцать одну минуту одну секунду."),
        ("uk", "Він пробіг 5 км за 19:42.", "за дев'ятнадцять хвилин сорок дві секунди."),
        ("bg", "Победителят пробяга 10 км за 28:35 мин.",
         "за двайсет и осем минути и трийсет и пет секунди."),
        ("bg", "Тя пробяга 5 км за 19:42 мин. и спечели.",
         "за деветнайсет минути и четиресет и две секунди и спечели."),
    ],
)  # fmt: skip
def test_a_race_time_after_za_is_minutes_and_seconds(lang, text, said):
    assert said in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ru", "Вернусь за 10:30.", "за десять тридцать."),
        ("pl", "Spotkanie w 14:30? Nie.", "w czternasta trzydzieści?"),
        # pinned right by panel AS2: sk keeps the two numbers
        ("sk", "Víťaz zabehol 10 km za 28:35.", "za dvadsaťosem tridsaťpäť."),
    ],
)
def test_a_clock_or_no_race_keeps_its_reading(lang, text, said):
    assert said in reads(lang, text)


# 3. ru uk bg "с", "сек" after minutes are seconds; after "за" in the accusative.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ru", "Победитель пробежал 10 км за 28 мин 35 с.",
         "за двадцать восемь минут тридцать пять секунд."),
        ("uk", "Переможець пробіг 10 км за 28 хв 35 с.",
         "за двадцять вісім хвилин тридцять п'ять секунд."),
        ("ru", "Время: 3 мин 12 сек.", "три минуты двенадцать секунд."),
        ("uk", "Він пробіг за 4 хв 1 с, потім відпочив.", "за чотири хвилини одну секунду,"),
        ("bg", "Тя завърши за 28 мин 35 сек.", "трийсет и пет секунди."),
        ("ru", "Кипятите 5 мин с крышкой.", "пять минут с крышкой."),
    ],
)  # fmt: skip
def test_seconds_written_in_cyrillic_after_minutes_are_said(lang, text, said):
    assert said in reads(lang, text)


# 4. uk "в м. Київ", ru "в г. Москва": the town's word in the preposition's case.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("uk", "Повітряна тривога в м. Київ о 02:15.", "в місті Київ о"),
        ("uk", "Концерт у м. Львів 5 травня.", "у місті Львів"),
        ("uk", "Новини з м. Харків.", "з міста Харків."),
        ("uk", "Адреса: м. Київ, вул. Хрещатик, 22.", "Адреса: місто Київ,"),
        ("ru", "Тревога в г. Москва.", "в городе Москва."),
        ("ru", "Поезд из г. Казань прибыл.", "из города Казань"),
    ],
)
def test_the_towns_word_after_a_preposition_takes_its_case(lang, text, said):
    assert said in reads(lang, text)


# 5. cs sk "k 15. 4.": k takes the dative, the day's ordinal and the month's name.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("cs", "Kurz ČNB k 15. 4.: 25,20 Kč/EUR.", "k patnáctému dubnu:"),
        ("cs", "Stav účtu k 31. 12. 2024.", "k třicátému prvnímu prosinci dva tisíce"),
        ("cs", "Platné ke 2. 5.", "ke druhému květnu."),
        ("cs", "Přihlášky k 30. 6. odešleme.", "k třicátému červnu odešleme."),
        ("sk", "Kurz ECB k 15. 4.: 1,0845 USD/EUR.", "k pätnástemu aprílu:"),
        ("sk", "Stav k 31. 12. 2024.", "k tridsiatemu prvému decembru"),
        ("cs", "Od 15. 4. platí.", "Od patnáctého dubna"),
    ],
)
def test_a_date_after_k_is_in_the_dative(lang, text, said):
    assert said in reads(lang, text)


# 6. cs "ve II. čtvrtletí": the neuter noun's ordinal in the preposition's case.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("HDP vzrostl ve II. čtvrtletí o 0,5 %.", "ve druhém čtvrtletí"),
        ("Ve III. čtvrtletí klesl.", "Ve třetím čtvrtletí"),
        ("V I. pololetí rostl.", "V prvním pololetí"),
        ("Od III. čtvrtletí platí nové ceny.", "Od třetího čtvrtletí"),
        ("Výsledky za II. čtvrtletí jsou dobré.", "za druhé čtvrtletí"),
        ("II. pololetí začíná v únoru.", "Druhé pololetí"),
    ],
)
def test_a_roman_quarter_takes_the_case_of_its_preposition(text, said):
    assert said in reads("cs", text)


# 7. sk "vr." is "vrátane".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Pokladničný doklad č. 0045, spolu: 87,40 €, vr. DPH 20 %.", "vrátane DPH dvadsať"),
        ("Cena 120 € vr. DPH.", "eur vrátane DPH."),
        ("Cena vrát. dopravy je 15 €.", "Cena vrátane dopravy"),
    ],
)
def test_sk_vr_is_vratane(text, said):
    assert said in reads("sk", text)


# 8. lt "5 metams": the collective numeral of a plural-only noun, in its case.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Jūsų paskola: 15 000 EUR, 5 metams, metinė palūkanų norma 6,9 %.", "penkeriems metams"),
        ("Sutartis sudaryta 2 metams.", "dvejiems metams"),
        ("Gyveno ten 3 metus.", "trejus metus"),
        ("Vaikas 5 metų.", "penkerių metų"),
        ("Praėjo 2 metai.", "dveji metai"),
        ("Sutartis 10 metų.", "dešimt metų"),
    ],
)
def test_lt_years_take_the_collective_numeral(text, said):
    assert said in reads("lt", text)


# 9. lt a four-digit short number after a word of calling, digit by digit.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Kilus klausimų, rašykite info@manobankas.lt arba skambinkite 1813.",
         "skambinkite vienas aštuoni vienas trys."),
        ("Paskambinkite trumpuoju numeriu 1588.", "numeriu vienas penki aštuoni aštuoni."),
        ("Trumpasis numeris: 1884.", "vienas aštuoni aštuoni keturi."),
        ("Skambinkite nuo 1990 m.", "nuo tūkstantis devyni šimtai"),
        ("1813 metais skambino.", "tūkstantis aštuoni šimtai trylika"),
    ],
)  # fmt: skip
def test_lt_a_short_number_to_call_is_said_digit_by_digit(text, said):
    assert said in reads("lt", text)


# 10. µg and a unit per cubic metre (lt: in the locative).
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("lt", "Oro kokybė: KD10 koncentracija 45 µg/m³.",
         "keturiasdešimt penki mikrogramai kubiniame metre."),
        ("lt", "Koncentracija 45 μg/m³.", "mikrogramai kubiniame metre."),
        ("lt", "Leistina norma 50 µg/m³ per parą.", "penkiasdešimt mikrogramų kubiniame metre"),
        ("lt", "Tankis 2 kg/m³.", "du kilogramai kubiniame metre."),
        ("de", "Feinstaub 45 µg/m³.", "fünfundvierzig Mikrogramm pro Kubikmeter."),
        ("pl", "Stężenie 45 µg/m³.", "czterdzieści pięć mikrogramów na metr sześcienny."),
    ],
)  # fmt: skip
def test_micrograms_per_cubic_metre_are_said(lang, text, said):
    assert said in reads(lang, text)


# 11. lv two days of one month share its locative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Līgo svētkos, 23. un 24. jūnijā, veikali strādās no 10 līdz 16.",
         "divdesmit trešajā un divdesmit ceturtajā jūnijā"),
        ("Slēgts 1. un 2. maijā.", "pirmajā un otrajā maijā."),
        ("Koncerti notiks 5., 6. un 7. augustā.", "piektajā, sestajā un septītajā augustā."),
        ("Tikšanās 3. vai 4. decembrī.", "trešajā vai ceturtajā decembrī."),
    ],
)  # fmt: skip
def test_lv_the_first_of_two_days_is_in_the_locative_too(text, said):
    assert said in reads("lv", text)


# 12. lv a round thousand after a preposition: "tūkstošiem".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Nākamā apkope pēc 15 000 km.", "pēc piecpadsmit tūkstošiem kilometru."),
        ("Pēc 100 000 km.", "Pēc simt tūkstošiem kilometru."),
        ("Garantija līdz 3 000 000 km.", "līdz trim miljoniem kilometru."),
        ("Līdz 20 000 km nobraukumam.", "Līdz divdesmit tūkstošiem kilometru nobraukumam."),
        ("Pēc 3 km.", "Pēc trim kilometriem."),
    ],
)
def test_lv_thousands_after_a_preposition_are_in_the_dative(text, said):
    assert said in reads("lv", text)


# 13. fi "krs" without its dot, "5 v" after a count.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("2. krs, huone 12", "toinen kerros, huone kaksitoista"),
        ("Asunto 4. krs, hissi.", "neljäs kerros, hissi."),
        ("Laina 15 000 €, laina-aika 5 v, vuosikorko 8,9 %.", "laina-aika viisi vuotta,"),
        ("Laina-aika 10 v.", "kymmenen vuotta."),
        ("Takuu 1 v.", "yksi vuosi."),
        ("Hän syntyi v. 1708.", "vuonna tuhat"),
    ],
)
def test_fi_floor_and_years_abbreviations_are_said(text, said):
    assert said in reads("fi", text)
