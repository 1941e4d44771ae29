"""Classes panel AJ5 (2026-12-07: ar tr hi ko ja vi id) found, each with sentences of our
own (issue 31; docs/NORMALIZER.md, "Panel AJ classes fixed (asi)"): a card's expiry month
and year, slashes in references, booking and flight codes, vi decimals and Roman numerals,
ar plural scales and the count before a unit, ko native counts before 자."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. A card's expiry, MM/YY or MM/YYYY after a word of validity, is a month and a year.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Son kullanma tarihi: 08/26", "tr", "Ağustos iki bin yirmi altı"),
        ("Kartın son kullanma tarihi 11/27 olarak güncellendi.", "tr", "Kasım iki bin yirmi yedi"),
        ("SKT: 03/2027", "tr", "Mart iki bin yirmi yedi"),
        ("유효기간 08/26", "ko", "이천이십육 년 팔 월"),
        ("카드 유효기간은 12/28입니다.", "ko", "이천이십팔 년 십이 월입니다"),
        ("有効期限 08/26", "ja", "にせんにじゅうろくねんはちがつ"),
        ("カードの有効期限は03/29です。", "ja", "にせんにじゅうきゅうねんさんがつです"),
        ("Hạn sử dụng: 08/2026", "vi", "tháng tám năm hai nghìn không trăm hai mươi sáu"),
        ("Thẻ hết hạn 09/27.", "vi", "tháng chín năm hai nghìn không trăm hai mươi bảy"),
        ("تاريخ الانتهاء 08/2026", "ar", "أغسطس ألفين وستة وعشرين"),
        ("البطاقة صالحة حتى 09/27", "ar", "سبتمبر ألفين وسبعة وعشرين"),
        ("समाप्ति तिथि: 08/26", "hi", "अगस्त दो हज़ार छब्बीस"),
        ("कार्ड की वैधता 10/28 तक है।", "hi", "अक्टूबर दो हज़ार अट्ठाईस"),
        ("Kartu berlaku s/d 08/26", "id", "Agustus dua ribu dua puluh enam"),
        ("Masa berlaku: 12/27", "id", "Desember dua ribu dua puluh tujuh"),
    ],
)
def test_a_cards_expiry_is_a_month_and_a_year(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("[국민카드] 홍*동님 03/14 15:42 승인", "ko", "삼 월 십사 일"),  # a day and month
        ("ご予約日：03/15 13:00", "ja", "さんがつじゅうごにち"),
        ("Hạn thanh toán 15/01.", "vi", "ngày mười lăm tháng một"),
        ("Huyết áp 120/80 mmHg.", "vi", "một trăm hai mươi trên tám mươi"),
    ],
)
def test_a_day_and_month_stays_a_date(text, lang, said):
    assert said in reads(text, lang)


# 2. A slash in a reference or a house number is said with the language's word for it.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Fatura No: 2024/00873", "tr", "iki bin yirmi dört bölü sıfır sıfır sekiz yedi üç"),
        ("Adres: Atatürk Cad. No: 45/3 Kadıköy/İstanbul", "tr", "kırk beş bölü üç"),
        ("Sipariş No: 2025/4471 kargoya verildi.", "tr", "iki bin yirmi beş bölü"),
        ("Karar 2024/118 sayılı", "tr", "iki bin yirmi dört bölü yüz on sekiz"),
        (
            "الفاتورة رقم 2024/0567 مستحقة الدفع.",
            "ar",
            "ألفين وأربعة وعشرين شرطة صفر خمسة ستة سبعة",
        ),
        ("رقم الطلب: 2025/3321", "ar", "ألفين وخمسة وعشرين شرطة"),
        ("شقة رقم 12/4", "ar", "اثنا عشر شرطة أربعة"),
        ("बिल संख्या 2024/567", "hi", "दो हज़ार चौबीस बटा पाँच सौ सड़सठ"),
        ("मकान नंबर 45/3, सेक्टर 12", "hi", "पैंतालीस बटा तीन"),
        ("शिकायत क्रमांक: 2025/08812", "hi", "दो हज़ार पच्चीस बटा शून्य आठ आठ एक दो"),
    ],
)
def test_a_slash_in_a_reference_is_said(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Skor 3/4 oldu", "tr", "dörtte üç"),  # a fraction
        ("نصف 1/2 كوب", "ar", "نصف"),
        ("Doğrulama kodu: 482915", "tr", "dört sekiz iki dokuz bir beş"),
    ],
)
def test_a_fraction_or_a_plain_code_stays_as_it_was(text, lang, said):
    assert said in reads(text, lang)


# 3. vi a Roman numeral after a school term, a period or a round is its cardinal.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Học kỳ II sẽ bắt đầu từ ngày 15/1.", "vi", "Học kỳ hai sẽ"),
        ("Kết quả học kì I đã có.", "vi", "học kì một đã"),
        ("Thi đấu vòng II vào Chủ nhật.", "vi", "vòng hai vào"),
        ("Vào vòng II, đội nhà thắng.", "vi", "vòng hai, đội"),
    ],
)
def test_a_vi_term_or_round_numbered_in_roman_is_counted(text, lang, said):
    assert said in reads(text, lang)


def test_a_vi_same_period_last_year_stays():
    assert reads("Tăng so với cùng kỳ năm ngoái.", "vi") == "Tăng so với cùng kỳ năm ngoái."


# 4. A booking's or a ticket's code is said character by character, never as a quantity.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("예약번호: KE1234", "ko", "K E 일이삼사"),
        ("예약번호: OZ3521 확인", "ko", "O Z 삼오이일"),
        ("Bilet no: TK1985", "tr", "T K bir dokuz sekiz beş"),
        ("Rezervasyon kodu: TK1985", "tr", "T K bir dokuz sekiz beş"),
        ("Số vé: VN-2024-0031", "vi", "VN hai không hai bốn không không ba một"),
        ("Mã đơn hàng: DH-2025-00123", "vi", "DH hai không hai năm không không một hai ba"),
        ("Mã đặt chỗ: VN1234", "vi", "V N một hai ba bốn"),
        ("Kode booking Anda adalah GA4012.", "id", "G A empat nol satu dua"),
    ],
)
def test_a_booking_code_is_said_character_by_character(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Uçuş TK1923 iptal edildi.", "tr", "TK bin dokuz yüz yirmi üç"),  # a flight
        ("항공편 KE1234 탑승", "ko", "KE천이백삼십사"),
        ("Chuyến bay VN1234 bị hoãn", "vi", "VN một nghìn hai trăm ba mươi tư"),
        ("تم إلغاء رحلتك رقم SV1024 اليوم.", "ar", "SV ألف وأربعة وعشرون"),
    ],
)
def test_a_flight_number_stays_as_the_panels_heard_it(text, lang, said):
    assert said in reads(text, lang)


# 5. ar three to ten millions (milliards) count the plural, two the dual.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("بلغ عدد السكان 4,500,000 نسمة حسب آخر إحصاء.", "ar", "أربعة ملايين وخمسمائة ألف نسمة"),
        ("بيع 3,000,000 نسخة من الكتاب.", "ar", "ثلاثة ملايين نسخة"),
        ("خصصت الحكومة 7,000,000,000 للمشروع.", "ar", "سبعة مليارات"),
        ("يعيش في المدينة 2,000,000 شخص.", "ar", "مليونان"),
        ("تجاوز عدد المشتركين 10,000,000 مشترك.", "ar", "عشرة ملايين"),
    ],
)
def test_ar_millions_after_three_to_ten_are_plural(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("وصل عدد الزوار إلى 3,4 مليون زائر.", "ar", "ثلاثة فاصل أربعة مليون"),  # a decimal
        ("عدد السكان 1.250.000 نسمة.", "ar", "مليون ومائتان وخمسون ألف"),
        ("بلغ العدد 13,000,000 شخص.", "ar", "ثلاثة عشر مليون"),
    ],
)
def test_ar_decimal_millions_and_one_million_stay(text, lang, said):
    assert said in reads(text, lang)


# 6. ko characters and digits are counted in native numbers before a limit.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("비밀번호는 8자 이상이어야 합니다.", "ko", "여덟 자 이상"),
        ("닉네임은 2자 이상 10자 이하로 입력하세요.", "ko", "두 자 이상 열 자 이하"),
        ("제목은 최대 50자 이내로 작성해 주세요.", "ko", "쉰 자 이내"),
        ("20자까지 입력 가능합니다.", "ko", "스무 자까지"),
        ("6자리 숫자를 입력하세요.", "ko", "여섯 자리 숫자"),
    ],
)
def test_ko_characters_are_counted_in_native_numbers(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("3자 회담이 열렸다.", "ko", "삼자 회담"),  # three parties
        ("제3자에게 제공하지 않습니다.", "ko", "제삼자에게"),
        ("리뷰는 300자 이내로 작성", "ko", "삼백 자 이내"),
    ],
)
def test_ko_parties_and_hundreds_stay_sino_korean(text, lang, said):
    assert said in reads(text, lang)
