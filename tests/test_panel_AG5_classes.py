"""Panel AG5 (ar tr hi ko ja vi id): the classes of error it heard, in new sentences."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # ar: a woman's first name makes "د." feminine; a man's stays masculine
        ("ar", "راجعي د. فاطمة في العيادة.", "راجعي الدكتورة فاطمة في العيادة."),
        ("ar", "ألقت د. مريم محاضرة اليوم.", "ألقت الدكتورة مريم محاضرة اليوم."),
        ("ar", "حجزت موعدًا مع د. نادية.", "حجزت موعدًا مع الدكتورة نادية."),
        ("ar", "تحدث د. أسامة عن المشروع.", "تحدث الدكتور أسامة عن المشروع."),
        ("ar", "تحدث د. خالد عن المشروع.", "تحدث الدكتور خالد عن المشروع."),
    ],
)  # fmt: skip
def test_an_arabic_doctor_agrees_with_the_name(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # ar: two hundred in construct with its noun, the oblique after an object's و
        ("ar", "اخلطي كوبًا من الحليب و200 غرام من الطحين.",
         "اخلطي كوبًا من الحليب ومائتي غرام من الطحين."),
        ("ar", "حضر الحفل 200 شخص.", "حضر الحفل مائتا شخص."),
        ("ar", "ضع 200 غرام من الزبدة.", "ضع مائتي غرام من الزبدة."),
        # a compound and a number alone keep their forms
        ("ar", "العدد 200 فقط.", "العدد مائتان فقط."),
    ],
)  # fmt: skip
def test_two_hundred_is_in_construct_with_its_noun(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # id tr: a dotted time after a gate's or a platform's number is a clock time
        ("id", "Boarding Gate A7, 19.50", "Boarding Gate A tujuh, sembilan belas lima puluh"),
        ("id", "Kereta Argo, Peron 3, 16.25", "Kereta Argo, Peron tiga, enam belas dua puluh lima"),
        ("tr", "Kapı 12, 21.15", "Kapı on iki, yirmi bir on beş"),
        # a decimal elsewhere stays one
        ("id", "Inflasi naik 12.50 poin.", "Inflasi naik dua belas koma lima nol poin."),
    ],
)  # fmt: skip
def test_a_dotted_time_after_a_gate_is_a_clock_time(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # ar: a date marked هـ in the Hijri months, the mark said هجرية
        ("ar", "صدر القرار بتاريخ 1445/12/10هـ.",
         "صدر القرار بتاريخ العاشر من ذي الحجة ألف وأربعمائة وخمسة وأربعين هجرية."),
        ("ar", "الموعد 15/09/1446 هـ في الرياض.",
         "الموعد الخامس عشر من رمضان ألف وأربعمائة وستة وأربعين هجرية في الرياض."),
        ("ar", "تأسست الجمعية عام 1420هـ.",
         "تأسست الجمعية عام ألف وأربعمائة وعشرين هجرية."),
        # without the mark the date stays Gregorian
        ("ar", "صدر القرار بتاريخ 2024/05/10.",
         "صدر القرار بتاريخ العاشر من مايو ألفين وأربعة وعشرين."),
    ],
)  # fmt: skip
def test_a_hijri_date_is_read_in_hijri_months(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # ar: a whole amount keeps its currency's country, agreeing with the noun
        ("ar", "سعر الجهاز 1,500 درهم إماراتي.", "سعر الجهاز ألف وخمسمائة درهم إماراتي."),
        ("ar", "دفعت 50 ريال سعودي.", "دفعت خمسين ريالًا سعوديًا."),
        ("ar", "الرسوم 3 دولار أمريكي.", "الرسوم ثلاثة دولارات أمريكية."),
        ("ar", "تم سحب 800 جنيه مصري.", "تم سحب ثمانمائة جنيه مصري."),
        # with hundredths the country is left, as earlier panels pinned it
        ("ar", "الرصيد 40.25 جنيه مصري.", "الرصيد أربعون جنيهًا وخمسة وعشرون قرشًا."),
    ],
)  # fmt: skip
def test_an_arabic_currency_keeps_its_country(lang, text, reads):
    assert normalize(text, lang).text == reads
