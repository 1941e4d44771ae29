"""The classes panel BA heard unnatural (BA5: ar tr ko ja id) that fixer bas5 took (issue
31, 2026-12-07): each rule on the panel's sentence and new ones of the same class
(tests/readings/panel-2026-12-07-BA5.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. ar: a number completing a preposition or a noun of attendance, cost, size is genitive,
# and two hundred in construct before its noun ("بحضور ألف ومائتي مشارك", not "ومائتا").
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("انعقد المؤتمر في 5 مايو 2024 بحضور 1200 مشارك.", "بحضور ألف ومائتي مشارك."),
        ("أقيم الحفل بمشاركة 250 طالبًا.", "بمشاركة مائتين وخمسين طالبًا."),
        ("سافرت مع 35 زميلًا.", "مع خمسة وثلاثين زميلًا."),
        ("تم بناء المستشفى بتكلفة 1200 مليون ريال.", "بتكلفة ألف ومائتي مليون ريال."),
        ("شقة بمساحة 120 مترًا مربعًا", "بمساحة مائة وعشرين مترًا مربعًا"),
        ("وشهد المباراة حضور 52 ألف مشجع.", "حضور اثنين وخمسين ألف مشجع."),
        ("لدى 30 شركة مكاتب في المدينة", "لدى ثلاثين شركة"),
    ],
)  # fmt: skip
def test_ar_a_number_after_a_preposition_or_its_noun_is_genitive(text, said):
    assert said in reads("ar", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # a subject stays nominative, and a label is no count
        ("شارك 1200 طالب في المسابقة", "شارك ألف ومائتا طالب"),
        ("حضر 25 شخصًا", "حضر خمسة وعشرون شخصًا"),
    ],
)  # fmt: skip
def test_ar_a_number_with_no_governor_keeps_its_case(text, said):
    assert said in reads("ar", text)


# 2. ar: the units of 11-99 agree with any feminine singular noun in ة after them, not a
# typed few ("واثنتين وثمانين حالة", not "واثنين").
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("بلغ عدد الإصابات 3,482 حالة.", "ثلاثة آلاف وأربعمائة واثنتين وثمانين حالة."),
        ("سجلت الوزارة 22 إصابة جديدة", "اثنتين وعشرين إصابة جديدة"),
        ("في المنطقة 45 مدرسة", "خمس وأربعون مدرسة"),
        ("في المعرض 13 لوحة", "ثلاث عشرة لوحة"),
        ("لدينا 21 وظيفة شاغرة", "إحدى وعشرون وظيفة شاغرة"),
        ("وقعت 12 حادثة مرورية", "اثنتا عشرة حادثة"),
    ],
)  # fmt: skip
def test_ar_a_compound_number_takes_the_gender_of_a_feminine_noun(text, said):
    assert said in reads("ar", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # a year is no count: the word after it is not its noun
        ("ارتفعت في 2023 نسبة البطالة", "في ألفين وثلاثة وعشرين نسبة"),
        ("عام 1945 بداية عهد جديد", "عام ألف وتسعمائة وخمسة وأربعين بداية"),
        # a masculine noun keeps the masculine units
        ("سجل 23 هدفًا", "ثلاثة وعشرين هدفًا"),
        # the numbers after it are no noun
        ("الأرقام 25 ثلاثة", "خمسة وعشرون ثلاثة"),
    ],
)  # fmt: skip
def test_ar_a_year_or_a_masculine_noun_keeps_the_masculine(text, said):
    assert said in reads("ar", text)


# 3. tr: "lt", the litre as shops and recipes write it.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("5 kg un, 2 lt süt", "beş kilogram un, iki litre süt"),
        ("1,5 lt su için", "bir virgül beş litre su için"),
        ("Depoya 40 lt benzin aldım.", "kırk litre benzin aldım."),
        ("Günde en az 2 lt.", "en az iki litre."),
    ],
)  # fmt: skip
def test_tr_lt_after_a_number_is_a_litre(text, said):
    assert said in reads("tr", text)


# 4. ko: "P" after a points amount is 포인트.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("적립 포인트 1,500P", "적립 포인트 천오백 포인트"),
        ("가입 시 3,000P 적립", "삼천 포인트 적립"),
        ("리뷰 작성하면 500 P 지급", "오백 포인트 지급"),
    ],
)  # fmt: skip
def test_ko_p_after_a_number_is_points(text, said):
    assert said in reads("ko", text)


# 5. ja: counters counted natively for one and two (ひとふくろ, ふたはこ), the Sino-Japanese
# number from three.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("米5kg 2袋をご注文いただきました。", "ふたふくろをご注文"),
        ("1袋あたり300円です。", "ひとふくろあたり"),
        ("みかんを3箱買いました。", "さんはこ買いました"),
        ("ケーキを2箱お願いします。", "ふたはこお願い"),
        ("取り皿を2皿ください。", "ふたさらください"),
        ("2部屋予約しました。", "ふたへや予約"),
        ("ケーキを1切れ食べた。", "ひときれ食べた"),
        ("1晩泊まった。", "ひとばん泊まった"),
    ],
)  # fmt: skip
def test_ja_a_native_counter_counts_one_and_two_natively(text, said):
    assert said in reads("ja", text)


# 6. id: "H" after a Hijri year is Hijriah (and "M" after its Gregorian pair, Masehi).
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("1 Ramadan 1446 H jatuh pada 1 Maret 2025.",
         "seribu empat ratus empat puluh enam Hijriah jatuh"),
        ("Tahun baru 1447 H.", "seribu empat ratus empat puluh tujuh Hijriah."),
        ("1 Syawal 1445H", "seribu empat ratus empat puluh lima Hijriah"),
        ("Muharram 1446 H/2024 M", "Hijriah / dua ribu dua puluh empat Masehi"),
    ],
)  # fmt: skip
def test_id_h_after_a_hijri_year_is_hijriah(text, said):
    assert said in reads("id", text)


@pytest.mark.parametrize("text", ["Ukuran 30 x 40 H", "Kamar 305H", "Golongan 3 H", "Nomor 2025 H"])
def test_id_an_h_after_another_number_is_not_a_year(text):
    assert reads("id", text).endswith("H")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("عام 1445 هـ", "ألف وأربعمائة وخمسة وأربعين هجرية"),
        ("نسبة الرطوبة 65%.", "خمسة وستون بالمئة."),
        ("صدر المرسوم رقم 45 لسنة 2023.", "رقم خمسة وأربعون لسنة"),
        ("الرحلة SV1023 متأخرة ساعتين.", "ألف وثلاثة وعشرون متأخرة"),
    ],
)  # fmt: skip
def test_ar_a_year_a_percentage_a_label_or_an_adjective_is_no_count(text, said):
    assert said in reads("ar", text)
