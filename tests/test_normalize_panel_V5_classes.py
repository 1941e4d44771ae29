"""The classes panel V5 heard wrong or unnatural in ar tr hi ko ja vi id (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-V5.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # ar: a comma and one or two digits is a decimal outside money too; a dot-grouped number
        # before it groups thousands; two dot groups are never decimals
        ("ar", "ارتفع السهم بنسبة 4,7% اليوم.", "ارتفع السهم بنسبة أربعة فاصل سبعة بالمئة اليوم."),
        (
            "ar",
            "وصل عدد الزوار إلى 3,4 مليون زائر.",
            "وصل عدد الزوار إلى ثلاثة فاصل أربعة مليون زائر.",
        ),
        ("ar", "وزن الحقيبة 7,5 كغ.", "وزن الحقيبة سبعة فاصل خمسة كيلوغرام."),
        (
            "ar",
            "المبلغ المستحق 3.480,90 جنيه.",
            "المبلغ المستحق ثلاثة آلاف وأربعمائة وثمانون جنيهًا وتسعون قرشًا.",
        ),
        (
            "ar",
            "بلغ الرصيد 15.600,25 درهم.",
            "بلغ الرصيد خمسة عشر ألفًا وستمائة درهم وخمسة وعشرون فلسًا.",
        ),
        # (the object of بلغ after its subject, accusative since panel AO5: asi4)
        (
            "ar",
            "يبلغ عدد السكان 1.250.000 نسمة.",
            "يبلغ عدد السكان مليونًا ومائتين وخمسين ألف نسمة.",
        ),
    ],
)
def test_ar_reads_a_decimal_comma_and_dot_thousands_as_one_number(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # the Gulf's "1,250.75" and "1,250", a dot decimal, a list of digits: as before
        ("ar", "تم دفع 1,250.75 ريال.", "تم دفع ألف ومائتين وخمسين ريالًا وخمس وسبعين هللة."),
        ("ar", "حضر 1,250 شخصًا.", "حضر ألف ومائتان وخمسون شخصًا."),
        ("ar", "سعر البرميل 3.5 دولار.", "سعر البرميل ثلاثة دولارات وخمسون سنتًا."),
        ("ar", "الصفحات 1,2,3 مفقودة.", "الصفحات واحد,اثنان,ثلاثة مفقودة."),
    ],
)
def test_ar_leaves_gulf_numbers_and_lists_as_they_were(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a text with a decimal comma groups its thousands with a dot
        (
            "ar",
            "تراجع المؤشر 1,8% ليصل إلى 10.275 نقطة.",
            "تراجع المؤشر واحد فاصل ثمانية بالمئة ليصل إلى عشرة آلاف ومائتين وخمس وسبعين نقطة.",
        ),
    ],
)
def test_ar_dot_thousands_in_a_comma_decimal_text(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # no decimal comma in the text: the dot is the Gulf's decimal point
        ("ar", "السعر 3.752 للوحدة.", "السعر ثلاثة فاصل سبعة خمسة اثنان للوحدة."),
    ],
)
def test_ar_dot_three_digits_without_a_comma_decimal_stays_a_decimal(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # "N ص" is صباحًا; "N م" after الساعة or closing a span from a morning is مساءً
        (
            "ar",
            "تعمل الصيدلية من 9 ص حتى 10 م.",
            "تعمل الصيدلية من التاسعة صباحًا حتى العاشرة مساءً.",
        ),
        ("ar", "الدوام من 7 ص إلى 3 م.", "الدوام من السابعة صباحًا إلى الثالثة مساءً."),
        ("ar", "نلتقي الساعة 8 م.", "نلتقي الساعة الثامنة مساءً."),
        ("ar", "يبدأ الدوام 7 ص يوميًا.", "يبدأ الدوام السابعة صباحًا يوميًا."),
    ],
)
def test_ar_hours_with_sad_and_mim_are_clock_times(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # "م" with no morning or الساعة is metres, even in a span
        ("ar", "طول الجدار 12 م.", "طول الجدار اثنا عشر مترًا."),
        ("ar", "من 5 م إلى 10 م من الشاطئ.", "من خمسة أمتار إلى عشرة أمتار من الشاطئ."),
    ],
)
def test_ar_mim_without_a_clock_is_metres(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # an instruction's or a verb's object takes ين (the accusative)
        ("ar", "أضف 350 مل من الماء.", "أضف ثلاثمائة وخمسين مليلترًا من الماء."),
        ("ar", "حقق الفريق 92 نقطة هذا الموسم.", "حقق الفريق اثنتين وتسعين نقطة هذا الموسم."),
        ("ar", "دفعت 120 ريال للفاتورة.", "دفعت مائة وعشرين ريالًا للفاتورة."),
    ],
)
def test_ar_number_as_an_object_is_oblique(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a subject stays in ون
        ("ar", "وصل 250 زائرًا أمس.", "وصل مائتان وخمسون زائرًا أمس."),
        ("ar", "عدد الطلاب 95 طالبًا.", "عدد الطلاب خمسة وتسعون طالبًا."),
    ],
)
def test_ar_subject_numbers_stay_nominative(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # "saat" and up to two words before H.MM
        ("tr", "Saat henüz 06.15 iken çıktık.", "Saat henüz altı on beş iken çıktık."),
        ("tr", "Saat şimdi 07.45.", "Saat şimdi yedi kırk beş."),
    ],
)
def test_tr_dotted_time_after_saat_and_a_word(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a quantity, a price in TL
        ("tr", "Toplam 12.30 kilo geldi.", "Toplam on iki virgül otuz kilo geldi."),
        ("tr", "Saat ücreti 12.50 TL.", "Saat ücreti on iki lira elli kuruş."),
    ],
)
def test_tr_dotted_numbers_that_are_no_time(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # "3-5 Haziran": ila, not the approximate üç-beş
        ("tr", "Kurs 6-9 Eylül günlerinde.", "Kurs altı ila dokuz Eylül günlerinde."),
        ("tr", "Tatil 1-4 Mayıs arasında.", "Tatil bir ila dört Mayıs arasında."),
    ],
)
def test_tr_span_of_days_before_a_month(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # "2-3 gün" is approximate; "12-15 Mart" a span too since panel Z5 ("on-on iki
        # Haziran" was heard unnatural)
        ("tr", "Teslimat 2-3 gün sürer.", "Teslimat iki-üç gün sürer."),
        (
            "tr",
            "Fuar 12-15 Mart tarihlerinde açık.",
            "Fuar on iki ila on beş Mart tarihlerinde açık.",
        ),
    ],
)
def test_tr_approximate_counts_keep_the_hyphen_and_larger_days_are_a_span(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # लाख करोड़, हज़ार करोड़: the currency after both
        ("hi", "इस परियोजना पर ₹1.5 लाख करोड़ खर्च होंगे।", "इस परियोजना पर डेढ़ लाख करोड़ रुपये खर्च होंगे।"),
        ("hi", "कंपनी का मूल्य ₹80 हज़ार करोड़ है।", "कंपनी का मूल्य अस्सी हज़ार करोड़ रुपये है।"),
    ],
)
def test_hi_scale_of_a_scale_before_the_currency(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # one scale word
        ("hi", "उसे ₹3 लाख मिले।", "उसे तीन लाख रुपये मिले।"),
    ],
)
def test_hi_one_scale_as_before(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # 장 near a book's parts is a chapter: 칠 장
        ("ko", "교재 3장을 읽어 오세요.", "교재 삼 장을 읽어 오세요."),
        ("ko", "5장은 210쪽에 있습니다.", "오 장은 이백십 쪽에 있습니다."),
    ],
)
def test_ko_chapter_is_sino_korean(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # 사진, 입장권: sheets, native
        ("ko", "사진 4장을 첨부합니다.", "사진 네 장을 첨부합니다."),
        ("ko", "입장권 2장 주세요.", "입장권 두 장 주세요."),
    ],
)
def test_ko_sheets_stay_native(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # 골: 두 골
        ("ko", "그는 이번 시즌 12골을 기록했다.", "그는 이번 시즌 열두 골을 기록했다."),
        ("ko", "전반에만 3골이 나왔다.", "전반에만 세 골이 나왔다."),
    ],
)
def test_ko_goals_are_counted_natively(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # 부터 … 까지
        ("ko", "축제는 10월 7일~9일 열립니다.", "축제는 시월 칠 일부터 구 일까지 열립니다."),
        ("ko", "접수는 9시~17시 가능합니다.", "접수는 아홉 시부터 열일곱 시까지 가능합니다."),
    ],
)
def test_ko_span_of_days_or_hours_ends_with_kkaji(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # 까지 written, or 사이
        ("ko", "7일~9일까지 휴무입니다.", "칠 일부터 구 일까지 휴무입니다."),
        ("ko", "3시~5시 사이에 방문하세요.", "세 시에서 다섯 시 사이에 방문하세요."),
    ],
)
def test_ko_span_with_its_own_particle_or_sai(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # the particle after the amount, not the label
        ("ko", "기존 59,000원 → 특가 39,000원", "기존 오만 구천 원에서 특가 삼만 구천 원으로"),
    ],
)
def test_ko_arrow_to_a_labelled_amount(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # no label
        ("ko", "59,000원 → 39,000원", "오만 구천 원에서 삼만 구천 원으로"),
    ],
)
def test_ko_arrow_between_amounts_as_before(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # hPa, m/s
        (
            "ko",
            "중심기압 960hPa, 최대풍속 40m/s.",
            "중심기압 구백육십 헥토파스칼, 최대풍속 초속 사십 미터.",
        ),
        ("ko", "바람은 초속 12m/s로 불겠습니다.", "바람은 초속 십이 미터로 불겠습니다."),
    ],
)
def test_ko_weather_units(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # hPa, m/s (びょうそく unless 秒速/風速 says it)
        ("ja", "中心気圧は950hPaです。", "中心気圧はきゅうひゃくごじゅうヘクトパスカルです。"),
        ("ja", "風速20m/sの強風。", "風速にじゅうメートルの強風。"),
        ("ja", "秒速15m/sの風。", "秒速じゅうごメートルの風。"),
    ],
)
def test_ja_weather_units(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # 5F, B2F
        ("ja", "会議室は3Fにあります。", "会議室はさんがいにあります。"),
        ("ja", "売り場はB2Fです。", "売り場はちかにかいです。"),
    ],
)
def test_ja_floor_written_with_f(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # F1
        ("ja", "コードF1を押す。", "コードFいちを押す。"),
    ],
)
def test_ja_f_before_a_digit_is_no_floor(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # 0850 … 0 …: grouped as written
        (
            "tr",
            "Çağrı merkezi: 0850 333 0 555",
            "Çağrı merkezi: sıfır sekiz yüz elli, üç yüz otuz üç, sıfır, beş yüz elli beş",
        ),
    ],
)
def test_tr_service_number_with_a_one_digit_group(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a flight's four digits in pairs
        ("hi", "फ्लाइट 6E 5317 समय पर है।", "फ्लाइट छह E, तिरेपन सत्रह समय पर है।"),
    ],
)
def test_hi_flight_number_in_pairs(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # no travel word: a number
        ("hi", "कुल 5317 यात्री आए।", "कुल पाँच हज़ार तीन सौ सत्रह यात्री आए।"),
    ],
)
def test_hi_plain_four_digit_number(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # = unsaid, as ＝ never was
        ("ja", "1ユーロ=162円となった。", "いちユーロひゃくろくじゅうにえんとなった。"),
    ],
)
def test_ja_rate_with_equals(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # one decimal: as before
        ("ja", "価格は1.5円です。", "価格はいってんごえんです。"),
    ],
)
def test_ja_yen_with_one_decimal(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # 0123xxx456
        (
            "vi",
            "STK 9876xxx321 vừa nhận tiền.",
            "STK chín tám bảy sáu xxx ba hai một vừa nhận tiền.",
        ),
    ],
)
def test_vi_masked_account_head_and_tail_digit_by_digit(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # xxxx4821
        ("vi", "Thẻ xxxx4821 đã bị khóa.", "Thẻ bốn tám hai một đã bị khóa."),
    ],
)
def test_vi_card_mask_as_before(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    "text",
    ["Transaksi $12.50 di Tokopedia.", "Transaksi $45.99 di Amazon berhasil."],
)
def test_id_short_line_with_a_finnish_looking_ending_is_not_finnish(text):
    # "-ksi" ends a Finnish translative, but "di" is no Finnish word
    assert [span.lang for span in detect(text)] == ["id"]


@pytest.mark.parametrize("text", ["Akku ladattu 80 %.", "Tilaus 12345 lähetetty."])
def test_fi_short_lines_stay_finnish(text):
    assert [span.lang for span in detect(text)] == ["fi"]
