"""Classes panel AN5 (2026-12-07: ar tr hi ko ja vi id) found, each with sentences of our
own (issue 31; docs/NORMALIZER.md, "Panel AN classes fixed (asi3)"): tr a dotted clock
time with the dative's ending, ar the Kuwaiti dinar's sign, ar a span of days of a month,
two years of a school year and a number after "مقابل", id "pkl" before a time."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. tr: "11.30'a" (the dative's ending after a dotted clock time) is a clock time, as
# "10.00'da" and "9.30'dan" are.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Toplantı 10.00'da başlayıp 11.30'a kadar sürecek.",
            "Toplantı onda başlayıp on bir otuza kadar sürecek.",
        ),
        ("Mesai 14.45'e kadar devam eder.", "Mesai on dört kırk beşe kadar devam eder."),
        ("Randevu 16.20'ye ertelendi.", "Randevu on altı yirmiye ertelendi."),
        ("Uçuş 9.15'ten 10.40'a alındı.", "Uçuş dokuz on beşten on kırka alındı."),
    ],
)
def test_tr_a_dotted_clock_time_with_the_dative(text, said):
    assert reads(text, "tr") == said


# 2. ar: "د.ك" is the Kuwaiti dinar, its three decimals fils ("1.500 د.ك" a dinar and five
# hundred fils, not "واحد فاصل خمسة د.ك").
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("دفعت 1.500 د.ك مقابل الخدمة.", "دفعت دينار واحد وخمسمائة فلس مقابل الخدمة."),
        ("السعر 2.750 د.ك", "السعر ديناران وسبعمائة وخمسون فلسًا"),
        ("الرسوم 15.125 د.ك", "الرسوم خمسة عشر دينارًا ومائة وخمسة وعشرون فلسًا"),
        ("المبلغ 10 د.ك", "المبلغ عشرة دنانير"),
        ("الاشتراك 25 دينار كويتي", "الاشتراك خمسة وعشرون دينارًا كويتيًا"),
    ],
)
def test_ar_the_kuwaiti_dinar_and_its_fils(text, said):
    assert reads(text, "ar") == said


# 3. ar: a span of days before a Hijri month says both days as ordinals, as before a
# Gregorian one; two years in a row of a school year are both genitive years; the number
# after "مقابل" is its genitive.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("العرض ساري من 1 إلى 15 رمضان.", "العرض ساري من الأول إلى الخامس عشر من رمضان."),
        ("الإجازة من 5 حتى 20 شوال", "الإجازة من الخامس حتى العشرين من شوال"),
        ("الحج خلال 8-12 ذو الحجة", "الحج خلال الثامن إلى الثاني عشر من ذي الحجة"),
        (
            "فُتح باب التسجيل للعام الدراسي 2025/2026.",
            "فُتح باب التسجيل للعام الدراسي ألفين وخمسة وعشرين - ألفين وستة وعشرين.",
        ),
        ("انتهى موسم 2023/2024 أمس", "انتهى موسم ألفين وثلاثة وعشرين - ألفين وأربعة وعشرين أمس"),
        ("صوت 45 نائبا مقابل 32.", "صوت خمسة وأربعون نائبا مقابل اثنين وثلاثين."),
        ("ارتفع السهم مقابل 75 أمس", "ارتفع السهم مقابل خمسة وسبعين أمس"),
    ],
)
def test_ar_days_years_and_the_genitive_after_against(text, said):
    assert reads(text, "ar") == said


# 4. id: "pkl" before a time is "pukul", as "tgl" before a date is "tanggal".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Transaksi Rp1.250.000 di INDOMARET tgl 12/03/2024 pkl 14:35 berhasil.",
            "Transaksi satu juta dua ratus lima puluh ribu rupiah di INDOMARET tanggal dua belas"
            " Maret dua ribu dua puluh empat pukul empat belas tiga puluh lima berhasil.",
        ),
        ("Rapat dimulai pkl 09.00 WIB.", "Rapat dimulai pukul sembilan WIB."),
        ("Pkl 16:20 kereta berangkat", "Pukul enam belas dua puluh kereta berangkat"),
    ],
)
def test_id_pkl_before_a_time(text, said):
    assert reads(text, "id") == said
