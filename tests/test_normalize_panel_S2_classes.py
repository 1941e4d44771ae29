"""The classes panel S2 (pl ru uk bg cs sk) heard wrong or unnatural (issue 31,
2026-12-06), each a general rule of the language with several examples, not only the
panel's sentence (docs/NORMALIZER.md, "Panel S2")."""

import pytest

from normalize import normalize


def _read(text: str, lang: str) -> str:
    return normalize(text, lang).text


# A year, a slash and a serial of three digits or more: a registry's reference, the slash
# said (symbols.py, _year_and_serial).
@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("cs", "Číslo vašeho požadavku je 2024/5531.",
         "Číslo vašeho požadavku je dva tisíce dvacet čtyři lomeno pět tisíc pětset třicet jedna."),
        ("uk", "Номер вашого звернення 2024/1187.",
         "Номер вашого звернення дві тисячі двадцять чотири дріб одна тисяча сто вісімдесят сім."),
        ("bg", "Номерът на вашия сигнал е 2024/0342.",
         "Номерът на вашия сигнал е две хиляди двайсет и четири наклонена черта нула три "
         "четири две."),
        ("sk", "Číslo vašej požiadavky je 2024/0891.",
         "Číslo vašej požiadavky je dvetisícdvadsaťštyri lomeno nula osem deväť jeden."),
        ("pl", "Sygnatura sprawy to 2023/4417, proszę ją podać.",
         "Sygnatura sprawy to dwa tysiące dwadzieścia trzy łamane przez cztery tysiące "
         "czterysta siedemnaście, proszę ją podać."),
        ("ru", "Ваша заявка 2024/118 принята.",
         "Ваша заявка две тысячи двадцать четыре дробь сто восемнадцать принята."),
    ],
)  # fmt: skip
def test_a_year_and_a_serial_are_a_reference_with_the_slash_said(lang, text, spoken):
    assert _read(text, lang) == spoken


@pytest.mark.parametrize(
    "lang,text",
    [
        ("cs", "V sezoně 2024/2025 hrál dobře."),  # a season: the next year
        ("pl", "Sezon 2024/25 był dobry."),
        ("bg", "Сезонът 2023/2024 приключи."),
    ],
)
def test_a_season_of_two_years_keeps_no_slash_word(lang, text):
    assert not any(word in _read(text, lang) for word in ("lomeno", "łamane", "наклонена"))


# Degrees after a preposition of the locative: the count and the noun in the locative
# (locative.py).
@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("pl", "Dodaj 250 g mąki i 2 jajka, piecz 40 min w 180°C.",
         "Dodaj dwieście pięćdziesiąt gramów mąki i dwa jajka, piecz czterdzieści minut w stu "
         "osiemdziesięciu stopniach Celsjusza."),
        ("pl", "Piecz przy 200 stopniach przez godzinę.",
         "Piecz przy dwustu stopniach przez godzinę."),
        ("ru", "Выпекайте 35 мин при 180 °C.",
         "Выпекайте тридцать пять минут при ста восьмидесяти градусах Цельсия."),
        ("ru", "Храните при -18 °C не дольше месяца.",
         "Храните при минус восемнадцати градусах Цельсия не дольше месяца."),
        ("ru", "Хранить при 21 °C.", "Хранить при двадцати одном градусе Цельсия."),
        ("uk", "Додайте 200 г борошна та 3 яйця, випікайте 30 хв при 190 °C.",
         "Додайте двісті грамів борошна та три яйця, випікайте тридцять хвилин при ста "
         "дев'яноста градусах Цельсія."),
        ("uk", "Зберігати при +4 °C.", "Зберігати при плюс чотирьох градусах Цельсія."),
        ("cs", "Pečte 40 min při 180 °C.",
         "Pečte čtyřicet minut při stu osmdesáti stupních Celsia."),
        ("cs", "Skladujte při 5 °C.", "Skladujte při pěti stupních Celsia."),
        ("sk", "Pridajte 200 g múky a 3 vajcia, pečte 35 min pri 170 °C.",
         "Pridajte dvesto gramov múky a tri vajcia, pečte tridsaťpäť minút pri "
         "stosedemdesiatich stupňoch Celzia."),
        ("sk", "Skladujte pri 4 °C.", "Skladujte pri štyroch stupňoch Celzia."),
    ],
)  # fmt: skip
def test_degrees_after_a_preposition_of_the_locative_are_in_the_locative(lang, text, spoken):
    assert _read(text, lang) == spoken


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("ru", "Температура 180 °C.", "Температура сто восемьдесят градусов Цельсия."),
        ("pl", "Jutro do 28°C.", "Jutro do dwudziestu ośmiu stopni Celsjusza."),
        ("pl", "W 2024 roku było ciepło.", "W dwa tysiące dwudziestym czwartym roku było ciepło."),
    ],
)
def test_degrees_without_such_a_preposition_keep_their_case(lang, text, spoken):
    assert _read(text, lang) == spoken


# cs: "dvě" before a neuter whose plural is its singular; a compound count before the
# genitive plural "procent" keeps "dva" (noun_genders.py, other_languages._count).
@pytest.mark.parametrize(
    "text,spoken",
    [
        ("Přidejte 250 g mouky a 2 vejce.", "Přidejte dvěstě padesát gramů mouky a dvě vejce."),
        ("Na 2 náměstí stojí 2 parkoviště.", "Na dvě náměstí stojí dvě parkoviště."),
        ("Oblačno, vlhkost 72 %, vítr 15 km/h.",
         "Oblačno, vlhkost sedmdesát dva procent, vítr patnáct kilometrů za hodinu."),
        ("Sleva 22 % platí.", "Sleva dvacet dva procent platí."),
        # near misses: "dvě procenta", masculine "dva stroje"
        ("Sleva 2 % platí.", "Sleva dvě procenta platí."),
        ("Máme 2 stroje.", "Máme dva stroje."),
    ],
)  # fmt: skip
def test_czech_two_agrees_with_its_noun(text, spoken):
    assert _read(text, "cs") == spoken


# Clock times after a preposition: the time, not a score, after "в"/"о"; pl "do godz."
# and ru "к" in their case; sk full hours and "hodine" as the ordinal of "hodina".
@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("ru", "Матч начнётся в 19:30 по московскому времени.",
         "Матч начнётся в девятнадцать тридцать по московскому времени."),
        ("uk", "Матч розпочнеться о 21:45 за київським часом.",
         "Матч розпочнеться о двадцять першій сорок п'ять за київським часом."),
        ("pl", "Paczka czeka do 15.04 do godz. 18:00.",
         "Paczka czeka do piętnastego kwietnia do godziny osiemnastej."),
        ("pl", "Sklep czynny od godz. 8:00 do godz. 16:30.",
         "Sklep czynny od godziny ósmej do godziny szesnastej trzydzieści."),
        ("ru", "Ваш автомобиль будет готов к 17:00 в пятницу.",
         "Ваш автомобиль будет готов к семнадцати в пятницу."),
        ("ru", "Приходите к 9:30.", "Приходите к девяти тридцати."),
        ("sk", "Zápas sa začína o 18:00.", "Zápas sa začína o osemnástej."),
        ("sk", "Príďte po 20:00.", "Príďte po dvadsiatej."),
        ("sk", "Vaše auto bude pripravené v piatok po 15. hodine.",
         "Vaše auto bude pripravené v piatok po pätnástej hodine."),
        ("sk", "Príďte do 10. hodiny.", "Príďte do desiatej hodiny."),
    ],
)  # fmt: skip
def test_a_clock_time_after_a_preposition_is_said_in_its_case(lang, text, spoken):
    assert _read(text, lang) == spoken


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("ru", "Матч закончился 2:1.", "Матч закончился два — один."),
        ("uk", "Матч завершився з рахунком 3:1.", "Матч завершився з рахунком три — один."),
        ("sk", "Príďte o 7:45.", "Príďte o sedem štyridsaťpäť."),
    ],
)
def test_scores_and_times_with_minutes_stay_as_they_were(lang, text, spoken):
    assert _read(text, lang) == spoken


# Units and abbreviations left as written: hPa, bg grams "г" without the dot, bg "лв."
# after a scale, bg weekdays "от пон. до пет.", ru uk spoons "ст. л.", "ч. л."
@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("pl", "Pogoda: zachmurzenie 80%, wiatr 30 km/h, ciśnienie 1013 hPa.",
         "Pogoda: zachmurzenie osiemdziesiąt procent, wiatr trzydzieści kilometrów na godzinę, "
         "ciśnienie tysiąc trzynaście hektopaskali."),
        ("cs", "Tlak 1013 hPa.", "Tlak tisíc třináct hektopascalů."),
        ("uk", "Тиск 1013 гПа.", "Тиск одна тисяча тринадцять гектопаскалів."),
        ("bg", "Добавете 200 г брашно и 2 яйца.", "Добавете двеста грама брашно и две яйца."),
        ("bg", "Сложете 1,5 г сол.", "Сложете едно цяло и пет грама сол."),
        ("bg", "През 2023 г. приходите на компанията са 1,5 млрд. лв.",
         "През две хиляди двайсет и трета година приходите на компанията са едно цяло и пет "
         "милиарда лева."),
        ("bg", "Приходите са 2 млн. лв. годишно.", "Приходите са два милиона лева годишно."),
        ("bg", "Обадете се от пон. до пет.", "Обадете се от понеделник до петък."),
        ("bg", "Отворено от вт. до съб. включително.",
         "Отворено от вторник до събота включително."),
        ("ru", "Добавьте 2 ст. л. сахара.", "Добавьте две столовые ложки сахара."),
        ("ru", "Добавьте 5 ст.л. масла.", "Добавьте пять столовых ложек масла."),
        ("uk", "Додайте 2 ст. л. цукру.", "Додайте дві столові ложки цукру."),
    ],
)  # fmt: skip
def test_units_and_abbreviations_are_said(lang, text, spoken):
    assert _read(text, lang) == spoken


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("bg", "Роден през 1990 г в София.",
         "Роден през хиляда деветстотин и деветдесет г в София."),
        ("bg", "Броят им стигна до пет.", "Броят им стигна до пет."),
    ],
)  # fmt: skip
def test_a_year_without_its_dot_and_the_number_five_stay(lang, text, spoken):
    assert _read(text, lang) == spoken


# cs sk roads by class and number; a flight's number after its code counts nothing; ru uk
# "ул." in the case of the street's name before it.
@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("cs", "Silnice I/35 je uzavřena do 30. 9.",
         "Silnice jedna třicet pět je uzavřena do třicátého září."),
        ("cs", "Objížďka vede po silnici II/150.", "Objížďka vede po silnici dva sto padesát."),
        ("sk", "Na ceste II/507 je nehoda.", "Na ceste dva päťstosedem je nehoda."),
        ("uk", "Рейс PS 101 затримується на 40 хв, вихід D5.",
         "Рейс PS сто один затримується на сорок хвилин, вихід D п'ять."),
        ("bg", "Полет FB 471 закъснява с 50 мин., изход A3.",
         "Полет FB четиристотин седемдесет и едно закъснява с петдесет минути, изход A три."),
        ("ru", "Через 500 м поверните налево на Тверскую ул.",
         "Через пятьсот метров поверните налево на Тверскую улицу."),
        ("ru", "Мы живём на Тверской ул. уже год.", "Мы живём на Тверской улице уже год."),
        ("uk", "Поверніть на Хрещатицьку вул. і їдьте прямо.",
         "Поверніть на Хрещатицьку вулицю і їдьте прямо."),
    ],
)  # fmt: skip
def test_names_with_numbers_and_streets_are_said_as_named(lang, text, spoken):
    assert _read(text, lang) == spoken


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("cs", "Kapitola I/2 je krátká.", "Kapitola I/dva je krátká."),  # no road word
        ("uk", "Маємо 21 книгу.", "Маємо двадцять одну книгу."),  # a count agrees still
        ("ru", "Поверните на ул. Ленина.", "Поверните на улицу Ленина."),
    ],
)
def test_near_misses_of_names_stay(lang, text, spoken):
    assert _read(text, lang) == spoken


# cs sk a kilometre post after a preposition: the ordinal and "kilometer" in its case.
@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("sk", "Cesta I/66 je uzavretá od 12. do 25. km.",
         "Cesta jedna šesťdesiatšesť je uzavretá od dvanásteho do dvadsiateho piateho "
         "kilometra."),
        ("sk", "Nehoda na 12. km diaľnice.", "Nehoda na dvanástom kilometri diaľnice."),
        ("cs", "Nehoda na 12. km dálnice.", "Nehoda na dvanáctém kilometru dálnice."),
        # no preposition: left to the ordinal rule
        ("cs", "Dne 12. km ujel.", "Dne dvanáctý km ujel."),
    ],
)  # fmt: skip
def test_a_kilometre_post_after_a_preposition_is_declined(lang, text, spoken):
    assert _read(text, lang) == spoken
