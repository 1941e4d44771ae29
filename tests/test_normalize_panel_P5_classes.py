# ruff: noqa: E501  (sentences and their readings, one per line)
"""Error classes a reading panel (issue 31, panel P5: ar tr hi ko ja vi id) found, each
tested with new sentences of the same class."""

import pytest

from normalize import Normalizer

normalize = Normalizer([])


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# --- ranges: the sign between said as a word ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("Sıcaklık 18-24 derece olacak.", "tr", "Sıcaklık on sekiz ila yirmi dört derece olacak."),
        ("Fiyatlar 100-200 TL arası.", "tr", "Fiyatlar yüz ila iki yüz lira arası."),
        ("Kurye saat 13.00-15.00 arasında gelir.", "tr", "Kurye saat on üç ila on beş arasında gelir."),
        ("Mağaza 09:00-18:00 arası açık.", "tr", "Mağaza dokuz ila on sekiz arası açık."),
        # small counts stay an approximate number, as the earlier panels heard them right
        ("Kargonuz 2-3 iş günü içinde gelir.", "tr", "Kargonuz iki-üç iş günü içinde gelir."),
    ],
)  # fmt: skip
def test_a_turkish_range_is_joined_by_ila(text, lang, expected):
    assert reads(text, lang) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Mağazamız Pzt-Cmt açıktır.", "Mağazamız pazartesiden cumartesiye açıktır."),
        ("Şube Pzt-Cum 09:00-17:00 açık.", "Şube pazartesiden cumaya dokuz ila on yedi açık."),
        ("Cmt-Paz kapalıyız.", "cumartesiden pazara kapalıyız."),
        ("Sal-Per arası indirim.", "salıdan perşembeye arası indirim."),
    ],
)  # fmt: skip
def test_a_turkish_span_of_short_days_is_said_from_and_to(text, expected):
    assert reads(text, "tr") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("अंतिम तिथि 10/04।", "अंतिम तिथि दस अप्रैल।"),
        ("बैठक 05/11 को है।", "बैठक पाँच नवंबर को है।"),
        ("दिनांक 5/3 को आवेदन करें।", "दिनांक पाँच मार्च को आवेदन करें।"),
        ("फ़ॉर्म 25/12 तक भरें।", "फ़ॉर्म पच्चीस दिसंबर तक भरें।"),
    ],
)  # fmt: skip
def test_a_hindi_day_and_month_with_a_slash_is_a_date(text, expected):
    assert reads(text, "hi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("भारत ने 325/6 रन बनाए।", "भारत ने छह विकेट पर तीन सौ पच्चीस रन बनाए।"),
        ("ऑस्ट्रेलिया का स्कोर 250/3 है।", "ऑस्ट्रेलिया का स्कोर तीन विकेट पर दो सौ पचास रन है।"),
        ("टीम 180/10 पर ऑलआउट हो गई।", "टीम दस विकेट पर एक सौ अस्सी रन पर ऑलआउट हो गई।"),
    ],
)  # fmt: skip
def test_a_hindi_cricket_score_is_wickets_and_runs(text, expected):
    assert reads(text, "hi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("가격: 29,900원 → 19,900원", "가격: 이만 구천구백 원에서 만 구천구백 원으로"),
        ("서울 → 부산", "서울에서 부산으로"),
        ("금리 3% → 3.5% 인상", "금리 삼 퍼센트에서 삼 점 오 퍼센트로 인상"),
        ("일반석 → 비즈니스석 변경", "일반석에서 비즈니스석으로 변경"),
        ("대전→대구 구간", "대전에서 대구로 구간"),
        ("서울 → 부산으로 이동", "서울에서 부산으로 이동"),
    ],
)  # fmt: skip
def test_a_korean_arrow_is_from_and_to(text, expected):
    assert reads(text, "ko") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1泊2日のプランは19,800円～です。", "いっぱくふつかのプランはいちまんきゅうせんはっぴゃくえんからです。"),
        ("参加費は3,000円〜", "参加費はさんぜんえんから"),
        ("対象は20歳～です。", "対象ははたちからです。"),
    ],
)  # fmt: skip
def test_a_japanese_price_and_up_says_kara(text, expected):
    assert reads(text, "ja") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Giá vàng hôm nay 89,5 triệu đồng/lượng.", "Giá vàng hôm nay tám mươi chín phẩy năm triệu đồng một lượng."),
        ("Vàng nhẫn 7.500.000đ/chỉ.", "Vàng nhẫn bảy triệu năm trăm nghìn đồng một chỉ."),
        ("Phòng 1,2 triệu đồng/đêm.", "Phòng một phẩy hai triệu đồng một đêm."),
    ],
)  # fmt: skip
def test_a_vietnamese_price_per_unit_says_mot(text, expected):
    assert reads(text, "vi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Giảm 30% cho đơn hàng từ 500k.", "Giảm ba mươi phần trăm cho đơn hàng từ năm trăm nghìn."),
        ("Lương 15tr một tháng.", "Lương mười lăm triệu một tháng."),
        ("Áo giá 199K, quần 250k.", "Áo giá một trăm chín mươi chín nghìn, quần hai trăm năm mươi nghìn."),
        ("Chạy 5km mỗi ngày.", "Chạy năm kilômét mỗi ngày."),
    ],
)  # fmt: skip
def test_vietnamese_k_and_tr_after_a_price_are_nghin_and_trieu(text, expected):
    assert reads(text, "vi") == expected


# --- clock times ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("営業時間：10:00～20:00（土日祝休み）", "営業時間：じゅうじからにじゅうじ（土日祝休み）"),
        ("受付：9:30", "受付：くじさんじゅっぷん"),
        ("営業時間：10:00-20:00", "営業時間：じゅうじからにじゅうじ"),
    ],
)  # fmt: skip
def test_a_japanese_time_after_a_labels_colon_is_a_time(text, expected):
    assert reads(text, "ja") == expected


# --- regnal numbers --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hamengkubuwono IX adalah sultan Yogyakarta.", "Hamengkubuwono Kesembilan adalah sultan Yogyakarta."),
        ("Paus Yohanes Paulus II datang.", "Paus Yohanes Paulus Kedua datang."),
        ("Ratu Elizabeth I wafat.", "Ratu Elizabeth Pertama wafat."),
        ("Raja Louis XIV dari Prancis.", "Raja Louis Keempat belas dari Prancis."),
        # a pronoun: left; a class is no ruler, but counted (panel AA5): "kelas sembilan"
        ("Saya I love you.", "Saya I love you."),
        ("Siswa Kelas IX belajar.", "Siswa Kelas sembilan belajar."),
    ],
)  # fmt: skip
def test_an_indonesian_regnal_numeral_is_an_ordinal(text, expected):
    assert reads(text, "id") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("エリザベス2世が亡くなった。", "エリザベスにせいが亡くなった。"),
        ("日系3世の人。", "日系さんせいの人。"),
        ("ナポレオン1世", "ナポレオンいっせい"),
        ("21世紀の日本。", "にじゅういっせいきの日本。"),
        # words of their own stay
        ("第3世代の技術。", "だいさん世代の技術。"),
    ],
)  # fmt: skip
def test_a_japanese_generation_counter_is_sei(text, expected):
    assert reads(text, "ja") == expected


# --- Arabic numbers and money ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("تم خصم 250,00 ر.س من بطاقتك.", "تم خصم مائتين وخمسين ريالًا من بطاقتك."),
        ("تمت إضافة 3.500 جنيه إلى حسابك.", "تمت إضافة ثلاثة آلاف وخمسمائة جنيه إلى حسابك."),
        ("السعر 7,50 ج.م.", "السعر سبعة جنيهات وخمسون قرشًا."),
        ("السعر 1,250.75 ريال.", "السعر ألف ومائتان وخمسون ريالًا وخمس وسبعون هللة."),
        # no currency after it: a decimal still
        ("الرقم 3.500 فقط.", "الرقم ثلاثة فاصل خمسة فقط."),
    ],
)  # fmt: skip
def test_arabic_money_with_a_decimal_comma_or_a_thousands_dot(text, expected):
    assert reads(text, "ar") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("عدد سكان المدينة حوالي 2.5 مليون نسمة.", "عدد سكان المدينة حوالي اثنين فاصل خمسة مليون نسمة."),
        ("ينتهي العرض في 31/12.", "ينتهي العرض في الحادي والثلاثين من ديسمبر."),
        ("يبدأ التسجيل في 21/10.", "يبدأ التسجيل في الحادي والعشرين من أكتوبر."),
        ("فاز المنتخب 3-0 في الدقيقة 90.", "فاز المنتخب ثلاثة مقابل صفر في الدقيقة التسعين."),
        ("سجل الهدف في الدقيقة 45.", "سجل الهدف في الدقيقة الخامسة والأربعين."),
        ("الدقيقة 21 شهدت هدفًا.", "الدقيقة الحادية والعشرون شهدت هدفًا."),
    ],
)  # fmt: skip
def test_arabic_numbers_agree_after_a_preposition(text, expected):
    assert reads(text, "ar") == expected


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("وصلت شحنتك رقم 99812 إلى مركز التوزيع.", "ar", "وصلت شحنتك رقم تسعة تسعة ثمانية واحد اثنان إلى مركز التوزيع."),
        ("تم تأكيد حجزك رقم 58213.", "ar", "تم تأكيد حجزك رقم خمسة ثمانية اثنان واحد ثلاثة."),
        ("رقم التذكرة: AB-4471، المقعد 23C.", "ar", "رقم التذكرة: AB-أربعة أربعة سبعة واحد، المقعد ثلاثة وعشرون C."),
        ("Ticket number: AB-4471.", "en", "Ticket number: AB-four four seven one."),
        ("The ISO-9001 standard.", "en", "The ISO-nine thousand one standard."),
    ],
)  # fmt: skip
def test_a_code_after_its_word_is_read_as_a_code(text, lang, expected):
    assert reads(text, lang) == expected


# --- Turkish phone numbers --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Lütfen 0532 123 45 67 numarasını arayınız.", "Lütfen sıfır beş yüz otuz iki, yüz yirmi üç, kırk beş, altmış yedi numarasını arayınız."),
        ("Çağrı merkezi: 0850 222 33 44", "Çağrı merkezi: sıfır sekiz yüz elli, iki yüz yirmi iki, otuz üç, kırk dört"),
        ("Bize 0212 123 45 67 numarasından ulaşın.", "Bize sıfır iki yüz on iki, yüz yirmi üç, kırk beş, altmış yedi numarasından ulaşın."),
    ],
)  # fmt: skip
def test_a_turkish_area_code_is_zero_and_a_number(text, expected):
    assert reads(text, "tr") == expected


# --- detection -------------------------------------------------------------------------------

from normalize.detect import detect  # noqa: E402


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("II. Mehmet İstanbul'u 1453'te fethetti.", "tr"),
        ("Toplantı 5'inde yapılacak.", "tr"),
        ("Paket 3'te gelir.", "tr"),
        ("In the 1990's it was big.", "en"),
        ("TK 0123456789 -500.000 VND luc 14:32 12/03/2025.", "vi"),
        ("Chuyen khoan 200.000 VND thanh cong.", "vi"),
        ("Paid 500 VND today.", "en"),
    ],
)  # fmt: skip
def test_a_short_line_is_told_by_its_number_suffix_or_its_money(text, lang):
    assert {span.lang for span in detect(text)} == {lang}
