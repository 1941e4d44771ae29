"""The classes a fresh panel (Z2) heard unnatural or wrong in pl ru uk bg cs sk (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-Z2.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a data rate: the bit's name, then "per second"
        (
            "ru",
            "Тариф 500 Мбит/с без ограничений.",
            "Тариф пятьсот мегабит в секунду без ограничений.",
        ),
        ("ru", "Скорость от 1 Гбит/с.", "Скорость от одного гигабита в секунду."),
        ("uk", "Тариф 200 Мбіт/с.", "Тариф двісті мегабітів на секунду."),
        ("bg", "Интернет 500 Мбит/с.", "Интернет петстотин мегабита за секунда."),
        ("pl", "Światłowód 600 Mb/s.", "Światłowód sześćset megabitów na sekundę."),
        ("cs", "Připojení 50 Mbps.", "Připojení padesát megabitů za sekundu."),
        ("sk", "Internet 1 Gbit/s.", "Internet jeden gigabit za sekundu."),
        # near misses: bytes per second, and a bare size, stay as they were
        ("cs", "Disk zapisuje 100 MB/s.", "Disk zapisuje sto MB/s."),
        ("ru", "Файл 700 МБ.", "Файл семьсот мегабайт."),
    ],
)
def test_a_data_rate_is_its_bits_per_second(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # blood pressure after the word naming it: "na"/"на" between the numbers
        (
            "pl",
            "Ciśnienie tętnicze 140/90.",
            "Ciśnienie tętnicze sto czterdzieści na dziewięćdziesiąt.",
        ),
        (
            "pl",
            "Ciśnienie 118/72 mmHg.",
            "Ciśnienie sto osiemnaście na siedemdziesiąt dwa milimetry słupa rtęci.",
        ),
        ("ru", "Давление было 145/95.", "Давление было сто сорок пять на девяносто пять."),
        (
            "ru",
            "АД 120/81 mmHg.",
            "АД сто двадцать на восемьдесят один миллиметр ртутного столба.",
        ),
        ("uk", "Тиск у нормі: 120/70.", "Тиск у нормі: сто двадцять на сімдесят."),
        ("bg", "Кръвното ми е 140/90.", "Кръвното ми е сто и четиресет на деветдесет."),
        ("cs", "Tlak mi naměřili 150/95.", "Tlak mi naměřili sto padesát na devadesát pět."),
        ("sk", "Tlak má 110/70.", "Tlak má stodesať na sedemdesiat."),
        # near misses: no word for pressure, or not a reading (the lower first; a date)
        ("cs", "Vlak 120/80 jede.", "Vlak sto dvacet lomeno osmdesát jede."),
        ("ru", "Давление 80/120.", "Давление восемьдесят/сто двадцать."),
    ],
)
def test_blood_pressure_is_said_with_na(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a law's parts before their numbers, and a part's Roman number as an ordinal
        ("pl", "Zgodnie z art. 12 ust. 4.", "Zgodnie z artykuł dwanaście ustęp cztery."),
        ("pl", "Dział IV ustawy.", "Dział czwarty ustawy."),
        ("ru", "Раздел II, ч. 3 ст. 7.", "Раздел второй, часть три статья семь."),
        ("uk", "Глава V, п. 4.", "Глава п'ята, пункт чотири."),
        ("bg", "Част II, чл. 15, ал. 3.", "Част втора, член петнайсет, алинея три."),
        ("cs", "Podle § 2 odst. 4 písm. b).", "Podle paragraf dva odstavec čtyři písmeno b)."),
        ("cs", "Část III zákona.", "Část třetí zákona."),
        ("sk", "Podľa čl. 5 ods. 3.", "Podľa článok päť odsek tri."),
        ("sk", "Oddiel II, § 8.", "Oddiel druhý, paragraf osem."),
        # near misses: "ст." and "п." before a name are a station and a settlement
        ("ru", "Ст. Лесная, п. Первомайский.", "Ст. Лесная, п. Первомайский."),
        # (after "przy" the avenue in the locative, "alei": panel AJ2)
        ("pl", "Mieszkam przy al. Róż.", "Mieszkam przy alei Róż."),
    ],
)
def test_a_laws_parts_are_said(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # other short forms: ru "чел.", "по 1 таб."; bg "по 1 табл."; sk "atď."; pl "/ szt."
        ("ru", "Город на 2 млн чел.", "Город на два миллиона человек."),
        ("ru", "Пить по 1 таб. утром.", "Пить по одной таблетке утром."),
        ("bg", "Пие се по 1 табл. вечер.", "Пие се по една таблетка вечер."),
        ("bg", "Вземете 2 табл. след ядене.", "Вземете две таблетки след ядене."),
        ("sk", "Ovocie, zelenina atď.", "Ovocie, zelenina a tak ďalej."),
        ("pl", "Jabłka 4,50 zł / szt.", "Jabłka cztery złote pięćdziesiąt groszy za sztukę."),
        ("ru", "Эфир в 21:00 по МСК.", "Эфир в двадцать один ноль ноль по московскому времени."),
        # near misses: a full word stays; "МСК" alone is said with its "по"
        ("ru", "Было пять человек.", "Было пять человек."),
        ("ru", "Старт в 10:00 МСК.", "Старт в десять ноль ноль по московскому времени."),
    ],
)
def test_short_forms_after_a_count_are_said(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a registry's number is a code, said digit by digit
        (
            "uk",
            "Фірма, ЄДРПОУ 40075815.",
            "Фірма, ЄДРПОУ чотири нуль нуль сім п'ять вісім один п'ять.",
        ),
        ("bg", "ЕГН 9002020000", "ЕГН девет нула нула две нула две нула нула нула нула"),
        ("cs", "Firma, IČO 27082440.", "Firma, IČO dva sedm nula osm dva čtyři čtyři nula."),
        ("sk", "DIČ 20203170", "DIČ dva nula dva nula tri jeden sedem nula"),
        ("ru", "ИНН 7700100000", "ИНН семь семь ноль ноль один ноль ноль ноль ноль ноль"),
        ("pl", "REGON 12345678", "REGON jeden dwa trzy cztery pięć sześć siedem osiem"),
        # near miss: a count with no registry's word stays a count
        (
            "cs",
            "Firma má 27082440 korun.",
            "Firma má dvacet sedm milionů osmdesát dva tisíce čtyřista čtyřicet korun.",
        ),
    ],
)
def test_a_registrys_number_is_a_code(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # cs sk a span of clock times written with dots
        ("sk", "Pokladňa 8.30 – 16.00.", "Pokladňa od ôsmej tridsať do šestnástej."),
        ("cs", "Výdej 10.00–12.30.", "Výdej od deseti do dvanácti třiceti."),
        # cs "h." after a time
        ("cs", "Sraz v 7.45 h.", "Sraz v sedm čtyřicet pět."),
        # near misses: a price's span, a decimal comma
        ("cs", "Cena 2,50 – 3,00 €.", "Cena dvě celé padesát – tři eura."),
    ],
)
def test_cs_sk_dotted_clock_times(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        # bg a year of three digits with "г." after a preposition of time
        (
            "Крепостта е строена през 864 г.",
            "Крепостта е строена през осемсто шейсет и четвърта година.",
        ),
        ("Управлява от 893 г. насам.", "Управлява от осемсто деветдесет и трета година насам."),
        # near misses: grams are no year; a four-digit year as before
        ("Купих 200 г. сирене.", "Купих двеста г. сирене."),
        (
            "През 1989 г. всичко се промени.",
            "През хиляда деветсто осемдесет и девета година всичко се промени.",
        ),
    ],
)
def test_bg_a_year_of_three_digits_after_a_preposition(text, spoken):
    assert reads("bg", text) == spoken


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # a pressure's word that cs, sk and hr share: lingua's likeliest of the three
        ("Tlak 130/80, pulz 70.", "sk"),
        # uk names it "тиск", which Russian does not write (lingua said ru)
        ("Тиск 118/76.", "uk"),
        ("Давление утром 135/85.", "ru"),
        # near miss: the line lingua calls Croatian stays so
        ("Tlak 130/85, puls 72.", "hr"),
    ],
)
def test_a_shared_word_for_pressure_narrows_detection(text, lang):
    assert [span.lang for span in detect(text)] == [lang]
