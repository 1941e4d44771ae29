"""The classes a fresh panel AF2 (issue 31, 2026-12-06; pl ru uk bg cs sk) heard read
wrong or unnaturally with the language given: a year's "г." before a dash, spans of
temperatures with an ellipsis and no unit, ordinal spans of days
before a month (cs sk), Roman numerals before "kolejka" and cs sk "století"/"storočí",
pl "temp."/"ub.r." and bg "м." before a month, pl "ul." after a preposition, ru uk pl
money's tenths after "до", cs "hl. n." after a town's name, cs sk "stav 2:0", and a span
of two dates whose second has its year. New sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-AF2.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # ru "г." before a dash is the year (dates.YEAR_WORDS), grams stay grams
        (
            "ru",
            "Отчёт за июнь 2024 г. — в приложении.",
            "Отчёт за июнь две тысячи двадцать четвертого года — в приложении.",
        ),
        (
            "ru",
            "Итоги 2023 г. – лучше ожидаемых.",
            "Итоги две тысячи двадцать третьего года – лучше ожидаемых.",
        ),
        ("ru", "Добавьте 200 г сахара.", "Добавьте двести грамм сахара."),
        # spans with an ellipsis and both ends signed (slavic.ellipsisspan)
        (
            "ru",
            "Вечером -2…+1, ветер слабый.",
            "Вечером от минус двух до плюс одного, ветер слабый.",
        ),
        ("ru", "Днём +18...+20.", "Днём от плюс восемнадцати до плюс двадцати."),
        (
            "uk",
            "Вдень +21…+23, без опадів.",
            "Вдень від плюс двадцяти одного до плюс двадцяти трьох, без опадів.",
        ),
        (
            "bg",
            "През деня +25…+27, слънчево.",
            "През деня от плюс двайсет и пет до плюс двайсет и седем, слънчево.",
        ),
        ("pl", "W dzień +5…+7.", "W dzień od plus pięciu do plus siedmiu."),
        # cs sk ordinal spans of days before a month (ordinal_ranges)
        (
            "cs",
            "Veletrh proběhne 4.–7. listopadu.",
            "Veletrh proběhne od čtvrtého do sedmého listopadu.",
        ),
        (
            "cs",
            "Zavřeno 24. – 26. prosince, pak otevřeno.",
            "Zavřeno od dvacátého čtvrtého do dvacátého šestého prosince, pak otevřeno.",
        ),
        ("sk", "Festival bude 11.–13. júla.", "Festival bude od jedenásteho do trinásteho júla."),
        (
            "sk",
            "Zatvorené 1. – 3. mája, potom otvorené.",
            "Zatvorené od prvého do tretieho mája, potom otvorené.",
        ),
        # Roman numerals: pl "kolejka", cs sk centuries (roman)
        ("pl", "Gol padł w XXI kolejce.", "Gol padł w dwudziestej pierwszej kolejce."),
        ("pl", "Wyniki III rundy.", "Wyniki trzeciej rundy."),
        ("sk", "Kostol pochádza zo XIII. storočia.", "Kostol pochádza zo trinásteho storočia."),
        ("sk", "Žil v XVIII. storočí.", "Žil v osemnástom storočí."),
        ("cs", "Kostel vznikl ve XIII. století.", "Kostel vznikl ve třináctém století."),
        ("cs", "Na konci XIX. století.", "Na konci devatenáctého století."),
        # pl "temp.", "ub.r."; bg "м." before a month (abbreviation_words)
        ("pl", "Temp. wody: 18°C.", "Temperatura wody: osiemnaście stopni Celsjusza."),
        ("pl", "Przechowywać w temp. pokojowej.", "Przechowywać w temperaturze pokojowej."),
        ("pl", "Zysk był wyższy niż w ub. r.", "Zysk był wyższy niż w ubiegłym roku."),
        ("bg", "Плащането за м. февруари е готово.", "Плащането за месец февруари е готово."),
        # pl "ul." after a preposition (abbreviations._polish_street)
        ("pl", "Skręć w lewo w ul. Kościuszki.", "Skręć w lewo w ulicę Kościuszki."),
        ("pl", "Sklep jest przy ul. Mickiewicza 3.", "Sklep jest przy ulicy Mickiewicza trzy."),
        ("pl", "Wyjedź z ul. Sienkiewicza.", "Wyjedź z ulicy Sienkiewicza."),
        # money's tenths after "до" (governed)
        (
            "ru",
            "Цена упала до 64,5 руб.",
            "Цена упала до шестидесяти четырех рублей пятидесяти копеек.",
        ),
        (
            "uk",
            "Курс знизився до 39,5 грн.",
            "Курс знизився до тридцяти дев'яти гривень п'ятдесяти копійок.",
        ),
        # cs "hl. n." after a town's name (slavic.station)
        ("cs", "Spoj z Brna hl. n. má zpoždění.", "Spoj z Brna hlavního nádraží má zpoždění."),
        ("cs", "Sraz v Olomouci hl. n. ráno.", "Sraz v Olomouci hlavním nádraží ráno."),
        # cs sk "stav" says a score (ranges._SCORE_WORDS)
        ("sk", "Stav 3:1 po polčase.", "Stav tri jeden po polčase."),
        ("cs", "Stav 1:0 pro domácí.", "Stav jedna nula pro domácí."),
        # a span of dates whose second has its year (short_dates.shortdatespan)
        (
            "pl",
            "Promocja 01.03–15.03.2026 w sklepach.",
            "Promocja od pierwszego marca do piętnastego marca dwa tysiące dwudziestego"
            " szóstego roku w sklepach.",
        ),
        (
            "ru",
            "Акция 01.04–30.04.2025 в магазинах.",
            "Акция с первого апреля до тридцатого апреля две тысячи двадцать пятого года"
            " в магазинах.",
        ),
    ],
)
def test_reads(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "not_said"),
    [
        # near misses left alone
        ("ru", "Ночью 14…16.", "от "),  # no sign, no unit: no span said so
        ("cs", "V 10.–13. kapitole.", "od desátého"),  # no month after the span
        ("cs", "Sleva do 1.–7. března.", "od prvního"),  # a preposition says the span
        ("bg", "Разстояние 5 м. от входа.", "месец"),  # "м." before no month
        ("pl", "Adres: ul. Słowackiego 5.", "ulicy"),  # no preposition: the nominative
    ],
)
def test_left(lang, text, not_said):
    assert not_said not in reads(lang, text)
