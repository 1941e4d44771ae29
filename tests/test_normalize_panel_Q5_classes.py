# ruff: noqa: E501 (the cases are whole sentences, one a line)
"""Readings the fresh panel Q5 in ar tr hi ko ja vi id (issue 31) heard wrong, each class
shown on sentences of its own (not the panel's): docs/NORMALIZER.md, "Panel Q5"."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # a numbering sign with a colon, a short "Ref", hi "नं.": the code after it digit by digit
        ("tr", "Faturanız (No: 583104) e-posta ile gönderildi.",
         "Faturanız (numara beş sekiz üç bir sıfır dört) e-posta ile gönderildi."),
        ("tr", "Havale yapıldı. Ref: 4409127", "Havale yapıldı. Ref: dört dört sıfır dokuz bir iki yedi"),
        ("tr", "Ref. 90215 ile başvurunuz alındı.",
         "Ref. dokuz sıfır iki bir beş ile başvurunuz alındı."),
        ("hi", "आपका ऑर्डर नं. 559031 कल पहुँचेगा।",
         "आपका ऑर्डर नंबर पाँच पाँच नौ शून्य तीन एक कल पहुँचेगा।"),
        # three digit groups or more joined by hyphens: an account's, never a quantity
        ("ko", "국민은행 123-45-6789012 계좌로 보내 주세요.",
         "국민은행 일이삼, 사오, 육칠팔구공일이 계좌로 보내 주세요."),
        ("tr", "Hesap 220-781-445120 numaralı hesaba aktarıldı.",
         "Hesap iki iki sıfır, yedi sekiz bir, dört dört beş bir iki sıfır numaralı hesaba aktarıldı."),
        # emergency numbers where a call is spoken of
        ("ko", "화재가 나면 119에 신고하세요.", "화재가 나면 일일구에 신고하세요."),
        ("ko", "범죄 신고는 112로 연락하세요.", "범죄 신고는 일일이로 연락하세요."),
        ("vi", "Gọi ngay 115 khi cần cấp cứu.", "Gọi ngay một một năm khi cần cấp cứu."),
    ],
)  # fmt: skip
def test_a_code_is_said_digit_by_digit(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("tr", "Reform 2024 yılında yürürlüğe girdi.", "Reform iki bin yirmi dört yılında yürürlüğe girdi."),
        ("hi", "कमरा नं. 12 में आइए।", "कमरा नंबर बारह में आइए।"),
        ("ko", "사망자가 119명으로 늘었다.", "사망자가 백십구 명으로 늘었다."),
        ("vi", "Nhà số 113 Lê Lợi có 115 phòng.",
         "Nhà số một trăm mười ba Lê Lợi có một trăm mười lăm phòng."),
    ],
)  # fmt: skip
def test_a_number_stays_a_number(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("ja", "締切は4/18です。", "締切はしがつじゅうはちにちです。"),
        ("ja", "セールは12/20まで。", "セールはじゅうにがつはつかまで。"),
        ("ja", "旅行は8/11〜8/15の予定です。",
         "旅行ははちがつじゅういちにちからはちがつじゅうごにちの予定です。"),
        ("ko", "휴가는 8/11~8/15입니다.", "휴가는 팔 월 십일 일부터 팔 월 십오 일입니다."),
        ("vi", "Lễ hội diễn ra từ 20-25/12 tại Hà Nội.",
         "Lễ hội diễn ra từ ngày hai mươi đến ngày hai mươi lăm tháng mười hai tại Hà Nội."),
        ("ar", "العرض من 10-15/5 فقط", "العرض من العاشر إلى الخامس عشر من مايو فقط"),
        # a clock right after the day's 日: the month is still said as a month
        ("ja", "会議は4月8日10:00からです。", "会議はしがつようかじゅうじからです。"),
        # a span of fractions runs the other way: no dates
        ("ja", "混ぜる割合は1/3〜1/2です。", "混ぜる割合はいち/さんからいち/にです。"),
    ],
)  # fmt: skip
def test_a_slash_date_and_its_span_are_dates(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("tr", "Ofisimiz Pzt-Cuma açıktır.", "Ofisimiz pazartesiden cumaya açıktır."),
        ("tr", "Kafe Salı-Pazar 10:00-22:00 hizmet veriyor.",
         "Kafe salıdan pazara on ila yirmi iki hizmet veriyor."),
        ("tr", "Cuma günü görüşelim.", "Cuma günü görüşelim."),
        ("ja", "受付：火〜土 10:00〜17:00", "受付：かようびからどようび じゅうじからじゅうしちじ"),
        ("ja", "金星の観測", "金星の観測"),
        ("ja", "3月〜5月", "さんがつからごがつ"),
        ("vi", "HLV Park chúc mừng các VĐV.", "Huấn luyện viên Park chúc mừng các vận động viên."),
        ("vi", "CLB Hà Nội thắng 2-1.", "Câu lạc bộ Hà Nội thắng hai-một."),
    ],
)  # fmt: skip
def test_days_and_initials_are_said_in_full(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("tr", "Otobüs 7.15'te kalkıyor.", "Otobüs yedi on beşte kalkıyor."),
        ("tr", "Toplantı 14.30'da başlayacak.", "Toplantı on dört otuzda başlayacak."),
        ("tr", "Kur 32.45'e çıktı.", "Kur otuz iki virgül kırk beşe çıktı."),
    ],
)  # fmt: skip
def test_a_dotted_clock_with_a_case_ending_is_a_time(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("ko", "3번 창구로 오세요.", "삼 번 창구로 오세요."),
        ("ko", "5번 환자분 들어오세요.", "오 번 환자분 들어오세요."),
        ("ko", "하루 3번 드세요.", "하루 세 번 드세요."),
    ],
)  # fmt: skip
def test_a_numbered_room_or_person_is_sino_korean(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # three to ten before a feminine noun's plural: the form without ة
        ("ar", "تحتاج إلى 5 درجات إضافية.", "تحتاج إلى خمس درجات إضافية."),
        ("ar", "اشتريت 3 قطع من الكعك.", "اشتريت ثلاث قطع من الكعك."),
        # after a noun of measure with بـ, or "at" (عند): the genitive
        ("ar", "يسير القطار بسرعة 90 كم/ساعة.", "يسير القطار بسرعة تسعين كيلومتر في الساعة."),
        # eleven to ninety-nine thousand: masculine, the thousand in the accusative before
        # more of the number
        ("ar", "أغلق المؤشر عند 11,450 نقطة.", "أغلق المؤشر عند أحد عشر ألفًا وأربعمائة وخمسين نقطة."),
        # (the object of بلغ after its subject, accusative since panel AO5: asi4)
        ("ar", "بلغ عدد الزوار 25,300 زائر.", "بلغ عدد الزوار خمسة وعشرين ألفًا وثلاثمائة زائر."),
        ("ar", "سجل الفريق 11 نقطة.", "سجل الفريق إحدى عشرة نقطة."),
        # a version's point counts nothing
        ("ar", "ثبّت iOS 16.5 على جهازك.", "ثبّت iOS ستة عشر نقطة خمسة على جهازك."),
        # a feminine noun in -ى before an ordinal; a masculine one stays
        ("ar", "نحتفل بالذكرى الـ10 للافتتاح.", "نحتفل بالذكرى العاشرة للافتتاح."),
        ("ar", "وصل إلى المستوى الـ3 من اللعبة.", "وصل إلى المستوى الثالث من اللعبة."),
    ],
)  # fmt: skip
def test_an_arabic_number_agrees_with_its_noun(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the dollar by its name: dollars and cents
        ("ar", "سعر التذكرة 19.50 دولار فقط.", "سعر التذكرة تسعة عشر دولارًا وخمسون سنتًا فقط."),
        # a currency named with its country: the adjective no longer dangles after the halalas
        ("ar", "المبلغ المستحق 75.25 ريال سعودي.",
         "المبلغ المستحق خمسة وسبعون ريالًا وخمس وعشرون هللة."),
        # hi: a half of a lakh or a crore as people count it
        ("hi", "उन्हें ₹4.5 लाख का बोनस मिला।", "उन्हें साढ़े चार लाख रुपये का बोनस मिला।"),
        ("hi", "बजट ₹1.5 करोड़ है।", "बजट डेढ़ करोड़ रुपये है।"),
        # ko: gold by the 돈, native numbers
        ("ko", "3돈 반지를 샀어요.", "세 돈 반지를 샀어요."),
    ],
)  # fmt: skip
def test_an_amount_is_said_as_people_say_it(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # a short line: the phone's national format and a word only its language lists
        ("Hubungi 0857-1234-5678 via WhatsApp.", "id"),
        ("Telepon 0812-3456-7890 via WhatsApp.", "id"),
        # the words of another language still tell it
        ("Call 0812-3456-7890 now please.", "en"),
    ],
)
def test_a_short_line_with_a_national_phone_is_its_country_language(text, lang):
    from normalize.detect import detect

    assert {span.lang for span in detect(text)} == {lang}
