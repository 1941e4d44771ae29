"""Classes panel AL5 (2026-12-07: ar tr hi ko ja vi id) found, each with sentences of our
own (issue 31; docs/NORMALIZER.md, "Panel AL classes fixed (asi)"): ar two of a unit, a
number after فوق, a verb's object and a delay; ko 번 after a number's name, a span of clock
times before 에, a shop's 1+1; hi id a lettered reference after a label; id "min." and
"maks." before an amount."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. ar: two of a unit written short is the dual alone, in its case.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("الكمية: 2 كغ طحين و 250 مل حليب.",
         "الكمية: كيلوغرامان طحين و مائتان وخمسون مليلترًا حليب."),
        ("المسافة 2 كم فقط.", "المسافة كيلومتران فقط."),
        ("أضف 2 غ ملح.", "أضف غرامين ملح."),
        ("الارتفاع 2 م.", "الارتفاع متران."),
    ],
)  # fmt: skip
def test_two_of_a_unit_is_its_dual(text, said):
    assert reads(text, "ar") == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("وزن الطرد 3.2 كغ.", "وزن الطرد ثلاثة فاصل اثنان كيلوغرام."),  # a decimal's two
        ("الوزن 12 كغ.", "الوزن اثنا عشر كيلوغرامًا."),
    ],
)
def test_other_counts_of_a_unit_stay(text, said):
    assert reads(text, "ar") == said


# 2. ar: after فوق, تحت, دون the number is in construct with them, genitive.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("الشحن مجاني للطلبات فوق 200 ر.س.", "الشحن مجاني للطلبات فوق مائتي ريال."),
        ("الأسعار تحت 150 ريال.", "الأسعار تحت مائة وخمسين ريالًا."),
        ("الدخول مجاني للأطفال دون 12 عامًا.", "دون اثني عشر عامًا"),
        ("درجة الحرارة فوق 35 درجة.", "فوق خمس وثلاثين درجة"),
    ],
)
def test_a_number_after_an_adverb_of_place_is_genitive(text, said):
    assert said in reads(text, "ar")


# 3. ar: a verb's object and a delay after its verb are accusative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("عرض خاص: اشترِ 2 واحصل على 1 مجاناً!", "عرض خاص: اشترِ اثنين واحصل على واحد مجاناً!"),
        ("اشتري 2 واحصلي على الثالث مجانًا.", "اشتري اثنين واحصلي"),
        ("تأخرت الرحلة 45 دقيقة.", "تأخرت الرحلة خمس وأربعين دقيقة."),
        ("تأخر القطار 25 دقيقة عن موعده.", "تأخر القطار خمس وعشرين دقيقة"),
        ("يستغرق التوصيل 35 دقيقة.", "يستغرق التوصيل خمس وثلاثين دقيقة."),
    ],
)  # fmt: skip
def test_an_object_or_a_delay_is_accusative(text, said):
    assert said in reads(text, "ar")


def test_the_adjective_of_a_delay_is_accusative_too():
    # panel AO5 heard the nominative the earlier panels pinned: accusative since (asi4)
    said = reads("رحلة EK202 إلى دبي متأخرة 45 دقيقة.", "ar")
    assert "متأخرة خمس وأربعين دقيقة" in said


# 4. ko: 번 after a number's name (순번, 번호) is the number, Sino-Korean.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("현재 대기 순번은 3번입니다.", "현재 대기 순번은 삼 번입니다."),
        ("고객님의 번호는 15번입니다.", "고객님의 번호는 십오 번입니다."),
        ("대기번호: 7번", "대기번호: 칠 번"),
    ],
)
def test_a_numbers_name_takes_sino_korean(text, said):
    assert reads(text, "ko") == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("하루에 3번 복용하세요.", "하루에 세 번 복용하세요."),
        ("번호를 3번 눌렀다.", "번호를 세 번 눌렀다."),
    ],
)
def test_a_count_of_times_stays_native(text, said):
    assert reads(text, "ko") == said


# ko: a span of clock times before 에 ends with 까지.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("수업은 09:00~11:30에 진행됩니다.", "수업은 아홉 시부터 열한 시 삼십 분까지 진행됩니다."),
        ("회의는 14:00~15:30에 있습니다.", "회의는 열네 시부터 열다섯 시 삼십 분까지 있습니다."),
        ("점검은 01:00~05:00에 합니다.", "점검은 한 시부터 다섯 시까지 합니다."),
    ],
)  # fmt: skip
def test_a_span_of_times_before_e_ends_with_kkaji(text, said):
    assert reads(text, "ko") == said


# ko: a shop's offer 1+1, 2+1 is said in English.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("1+1 행사 진행 중!", "원 플러스 원 행사 진행 중!"),
        ("전 품목 2+1 이벤트", "전 품목 투 플러스 원 이벤트"),
        ("우유 1+1 상품입니다.", "우유 원 플러스 원 상품입니다."),
    ],
)
def test_a_shops_offer_is_said_in_english(text, said):
    assert reads(text, "ko") == said


def test_arithmetic_stays():
    assert "플러스" not in reads("1+1=2", "ko")


# 5. hi id: capitals, a hyphen and four digits after a label's colon: digit by digit.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("शिकायत संख्या: AB-7731", "hi", "शिकायत संख्या: AB-सात सात तीन एक"),
        ("संदर्भ संख्या: KR-5501 है", "hi", "KR-पाँच पाँच शून्य एक है"),
        ("टिकट: XY-4821", "hi", "XY-चार आठ दो एक"),
        ("No. pengaduan: AB-7731", "id", "Nomor pengaduan: AB-tujuh tujuh tiga satu"),
        ("Nomor laporan: KR-5501", "id", "KR-lima lima nol satu"),
    ],
)
def test_a_lettered_reference_after_a_label_is_said_digit_by_digit(text, lang, said):
    assert said in reads(text, lang)


def test_a_lettered_number_with_no_label_stays():
    assert "tujuh ribu" in reads("Pesanan AB-7731 dikirim", "id")


# 6. id: "min." and "maks." before an amount.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Gratis ongkir untuk belanja min. Rp100rb.",
         "Gratis ongkir untuk belanja minimal seratus ribu rupiah."),
        ("Pesan min. 3 porsi untuk gratis ongkir", "Pesan minimal tiga porsi"),
        ("Belanja min. 150rb dapat voucher.", "Belanja minimal seratus lima puluh ribu"),
        ("Cashback maks. Rp50rb.", "Cashback maksimal lima puluh ribu rupiah."),
    ],
)  # fmt: skip
def test_min_before_an_amount_is_minimal(text, said):
    assert said in reads(text, "id")


def test_sunday_before_hours_stays_a_day():
    assert reads("Min. 10.00-14.00 tutup", "id").startswith("Minggu")
