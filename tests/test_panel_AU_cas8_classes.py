"""The classes panel AU heard in the wrong case, gender or form in cs ru uk bg (AU2), lt lv
(AU3), el (AU4) and ar (AU5) that fixer cas8 took (issue 31, 2026-12-07): each rule on the
panel's sentences and new ones of the same class (tests/readings/panel-2026-12-07-AU*.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. cs "místo" before a bare number that closes its phrase is a seat, not "instead of".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Vůz 12, místo 46", "místo čtyřicet šest"),
        ("Vaše místo 23 je u okna.", "místo dvacet tři je"),
        ("Máte rezervováno místo 7.", "místo sedm."),
        ("Vůz 3, místo 15, odjezd v 8:10.", "místo patnáct,"),
    ],
)
def test_a_seat_after_misto_is_its_number(text, said):
    assert said in reads("cs", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Dostal 3 místo 5 bodů.", "místo pěti bodů"),
        ("Místo 5 dnů jsme čekali 7.", "Místo pěti dnů"),
    ],
)
def test_instead_of_a_count_stays_the_genitive(text, said):
    assert said in reads("cs", text)


# 2. cs a number written together with an adjective is one word, the number's combining form.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Vlak odjede s asi 15minutovým zpožděním.", "s asi patnáctiminutovým zpožděním"),
        ("Platí 5procentní sleva.", "pětiprocentní sleva"),
        ("Lhůta je 10denní.", "desetidenní"),
        ("Čeká vás 3hodinový výlet.", "tříhodinový výlet"),
        ("Je to 10-letý plán.", "desetiletý plán"),
    ],
)
def test_a_cs_number_and_adjective_written_together_are_one_word(text, said):
    assert said in reads("cs", text)


# 3. ru uk a day before its hours says when ("в субботу", "у суботу").
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ru", "Поликлиника работает пн–пт с 8:00 до 20:00, сб с 9:00 до 15:00.",
         ", в субботу с девяти до пятнадцати."),
        ("ru", "Мы открыты пн–пт 9:00–18:00, сб 10:00–16:00, вс выходной.",
         "в субботу с десяти до шестнадцати, воскресенье выходной."),
        ("ru", "Вт 10:00–19:00, ср с 12 до 20.", "Во вторник с десяти до девятнадцати, в среду"),
        ("uk", "Працюємо пн–пт з 8:00 до 20:00, сб з 9:00 до 15:00.",
         "у суботу з дев'ятої до п'ятнадцятої."),
        ("uk", "Ми працюємо сб 10:00–16:00, нд вихідний.", "у суботу з десятої до шістнадцятої"),
    ],
)  # fmt: skip
def test_a_day_before_its_hours_says_when(lang, text, said):
    assert said in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ru", "Сб: выходной.", "Суббота: выходной."),
        ("ru", "Режим работы: пн–пт 9:00–18:00, сб 10:00–16:00.", ", суббота с десяти"),
        ("uk", "Графік роботи: пн–пт 9:00–18:00, сб 10:00–15:00.", ", субота з десятої"),
    ],
)
def test_a_day_named_alone_or_in_a_labelled_list_stays_the_nominative(lang, text, said):
    assert said in reads(lang, text)


# 4. ru uk a clock time after "с"/"з" with no end: the hour in the genitive.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ru", "Рейс SU 1402 в Сочи, выход 18, посадка с 06:35.", "посадка с шести тридцать пять."),
        ("ru", "Регистрация открыта с 5:40, посадка до 6:20.", "с пяти сорок,"),
        ("ru", "Скидки действуют с 18:00 ежедневно.", "с восемнадцати ежедневно."),
        ("uk", "Посадка з 06:35.", "з шостої тридцять п'ять."),
        ("uk", "Прийом з 8:30, вихід 12.", "з восьмої тридцять,"),
    ],
)
def test_a_clock_time_after_from_is_the_genitive(lang, text, said):
    assert said in reads(lang, text)


# 5. ru uk a date after a person's initials says when (the genitive).
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("uk", "Зарахування 12 000,00 UAH від ФОП Петренко О.І. 04.03.2025.",
         "О.І. четвертого березня"),
        ("uk", "Платіж від Коваленко А. В. 12.05.2024 зараховано.", "дванадцятого травня"),
        ("uk", "Договір підписав Шевченко Т.Г. 01.09.2023.", "першого вересня"),
        ("ru", "Перевод от Иванова И.И. 15.03.2024 на сумму 500 руб.", "пятнадцатого марта"),
    ],
)  # fmt: skip
def test_a_date_after_initials_says_when(lang, text, said):
    assert said in reads(lang, text)


def test_a_date_after_a_label_stays_the_nominative():
    assert "Дата: пятнадцатое марта" in reads("ru", "Дата: 15.03.2024.")


# 6. bg a span of years of three digits: both ordinals.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Цар Симеон I управлява от 893 до 927 г.",
         "от осемсто деветдесет и трета до деветсто двайсет и седма година."),
        ("Крепостта е строена от 864 до 889 г.",
         "от осемсто шейсет и четвърта до осемсто осемдесет и девета година."),
        ("Живял от 980 до 1014 г.", "от деветсто и осемдесета до хиляда четиринайсета година."),
    ],
)  # fmt: skip
def test_a_bg_span_of_years_of_three_digits_says_both_as_ordinals(text, said):
    assert said in reads("bg", text)


# 7. lt a date opening the sentence before that day's hours says when (the accusative).
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Birželio 15 d. nuo 8 iki 17 val. nebus elektros.",
         "Birželio penkioliktąją nuo aštuntos iki septynioliktos valandos"),
        ("Liepos 3 d. 8–12 val. nebus vandens.", "Liepos trečiąją nuo aštuntos"),
        ("Rugpjūčio 15 d. nuo 9:00 iki 12:00 nebus dujų.", "Rugpjūčio penkioliktąją nuo"),
    ],
)  # fmt: skip
def test_a_lt_date_before_its_hours_says_when(text, said):
    assert said in reads("lt", text)


# 8. lt "tel." in a label is the nominative; a street before another subject says where.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Pagalbos tel. 112", "Pagalbos telefonas vienas vienas du"),
        ("Informacijos tel. 8 5 212 3456.", "Informacijos telefonas aštuoni"),
        ("Kontaktinis tel. +370 612 34567", "Kontaktinis telefonas plius"),
        ("Skubios pagalbos tel. 112", "pagalbos telefonas"),
        ("Skambinkite tel. 112.", "Skambinkite telefonu"),
        ("Kreipkitės tel. +370 612 34567.", "Kreipkitės telefonu"),
        ("Teiraukitės tel. 8 5 212 3456.", "Teiraukitės telefonu"),
        ("Daugiau informacijos tel. 8 700 55555.", "informacijos telefonu"),
    ],
)
def test_a_lt_phone_label_is_the_nominative(text, said):
    assert said in reads("lt", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Dėl remonto Gedimino pr. eismas ribojamas iki 18 val.", "Gedimino prospekte eismas"),
        ("Vilniaus g. eismas uždarytas.", "Vilniaus gatvėje eismas"),
        ("Šiandien Konstitucijos pr. darbai vykdomi naktį.", "Konstitucijos prospekte darbai"),
        ("Gedimino pr. uždarytas.", "Gedimino prospektas uždarytas."),
        ("Dėl remonto Ukmergės g. bus uždaryta.", "Ukmergės gatvė bus uždaryta."),
    ],
)
def test_a_lt_street_before_another_subject_says_where(text, said):
    assert said in reads("lt", text)


# 9. lv "līdz" past the year, an age's count before "gadu vecuma".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Akcija spēkā līdz 2024. gada 30. jūnijam.", "gada trīsdesmitajam jūnijam."),
        ("Pieteikties līdz 2025. gada 1. martam.", "gada pirmajam martam."),
        ("Pieņem līdz 2025. gada 15. septembrim ieskaitot.", "piecpadsmitajam septembrim"),
        ("Bērniem no 6 gadu vecuma – 5 ml sīrupa 2 reizes dienā.", "no sešu gadu vecuma"),
        ("Bērniem līdz 3 gadu vecumam nav ieteicams.", "līdz triju gadu vecumam"),
        ("Atļauts no 25 gadu vecuma.", "no divdesmit piecu gadu vecuma"),
    ],
)  # fmt: skip
def test_lv_counts_take_their_prepositions_case(text, said):
    assert said in reads("lv", text)


# 10. el a count ending in one before "βαθμούς" is the accusative "έναν".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Αύριο θερμοκρασία από 12 έως 21 °C, άνεμοι 5-6 μποφόρ.", "έως είκοσι έναν βαθμούς"),
        ("Η θερμοκρασία θα φτάσει τους 31 °C.", "τους τριάντα έναν βαθμούς Κελσίου"),
        ("Η θερμοκρασία θα πέσει σε 1 °C.", "σε έναν βαθμό Κελσίου"),
    ],
)
def test_el_one_before_degrees_in_the_accusative(text, said):
    assert said in reads("el", text)


def test_el_degrees_as_subject_stay_the_nominative():
    assert "είκοσι ένας βαθμοί Κελσίου" in reads("el", "Θερμοκρασία 21 °C.")


# 11. ar a number after the verbal noun of adding, granting, topping up: the genitive.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("تمت إضافة 150 نقطة إلى رصيدك.", "إضافة مائة وخمسين نقطة"),
        ("تم منح 250 نقطة لكل عميل.", "منح مائتين وخمسين نقطة"),
        ("تمت إضافة 35 نقطة.", "إضافة خمس وثلاثين نقطة"),
        ("بعد شحن 50 دينار حصلت على مكافأة.", "شحن خمسين"),
    ],
)
def test_ar_a_number_after_a_verbal_noun_is_genitive(text, said):
    assert said in reads("ar", text)
