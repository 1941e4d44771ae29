"""The classes a fresh panel (Z5) heard wrong or unnatural in ar tr hi ko ja vi id (issue
31, 2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-Z5.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# vi: a Roman numeral after a chapter's, part's, region's or stage's word, and a height
# "1m70". id: "pukul" between a date and a time. ar: a PIN named "الرقم السري", a score
# after "سجّل", a half or a team. tr: a span of any days before a month with "ila". ko: a
# span of days or hours before 에, with 까지.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("vi", "Xem Phần II của báo cáo.", "Xem Phần hai của báo cáo."),
        ("vi", "Quyển IV đã hết hàng.", "Quyển bốn đã hết hàng."),
        ("vi", "Công ty ở vùng II được tăng lương.", "Công ty ở vùng hai được tăng lương."),
        ("vi", "Bệnh nhân ung thư giai đoạn IV.", "Bệnh nhân ung thư giai đoạn bốn."),
        ("vi", "Anh ấy cao 1m82, nặng 75 kg.",
         "Anh ấy cao một mét tám mươi hai, nặng bảy mươi lăm kilôgam."),
        ("vi", "Chiều cao tối thiểu 1m55.", "Chiều cao tối thiểu một mét năm mươi lăm."),
        ("vi", "Cô ấy cao 1m6.", "Cô ấy cao một mét sáu."),
        ("id", "Pembayaran diterima 02/11/2024 08:15.",
         "Pembayaran diterima dua November dua ribu dua puluh empat pukul delapan lima belas."),
        ("id", "Jadwal: 7 Januari 2025 19.30 WIB.",
         "Jadwal: tujuh Januari dua ribu dua puluh lima pukul sembilan belas tiga puluh WIB."),
        ("ar", "أدخل الرقم السري 3092 لإتمام العملية.",
         "أدخل الرقم السري ثلاثة صفر تسعة اثنان لإتمام العملية."),
        ("ar", "لا تشارك رقمك السري 7716 مع أحد.",
         "لا تشارك رقمك السري سبعة سبعة واحد ستة مع أحد."),
        ("ar", "سجّل الفريق 4-2 في الدقائق الأخيرة.",
         "سجّل الفريق أربعة مقابل اثنين في الدقائق الأخيرة."),
        ("ar", "انتهى الشوط الأول 1-0 لصالح الضيوف.",
         "انتهى الشوط الأول واحد مقابل صفر لصالح الضيوف."),
        ("tr", "Konser 18-20 Eylül tarihlerinde.", "Konser on sekiz ila yirmi Eylül tarihlerinde."),
        ("tr", "Kongre 25-28 Ekim arasında yapılacak.",
         "Kongre yirmi beş ila yirmi sekiz Ekim arasında yapılacak."),
        ("ko", "행사는 3월 15일~17일에 열린다.", "행사는 삼 월 십오 일부터 십칠 일까지 열린다."),
        ("ko", "점검은 1시~3시에 진행됩니다.", "점검은 한 시부터 세 시까지 진행됩니다."),
    ],
)  # fmt: skip
def test_a_class_the_panel_heard_is_read_as_said(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a word that only begins like the chapter's noun's numeral; no height without
        # centimetres, nor a one-digit one without "cao" (money's slang "1m5")
        ("vi", "Tôi sống ở vùng Iowa.", "Tôi sống ở vùng Iowa."),
        ("vi", "Cách đây 5m có trạm xăng.", "Cách đây năm mét có trạm xăng."),
        ("vi", "Giá 1m5 một chiếc.", "Giá một m năm một chiếc."),
        # "pukul" written already is said once; a count after a year is no time
        ("id", "Rapat 14/03/2025 pukul 09.00.",
         "Rapat empat belas Maret dua ribu dua puluh lima pukul sembilan."),
        ("id", "Tahun 2025 12 bulan lagi.", "Tahun dua ribu dua puluh lima dua belas bulan lagi."),
        # "سجل" without its shadda is a register; a number after "الرقم" alone a count
        ("ar", "سجل الدخول خلال 3-5 أيام.", "سجل الدخول خلال ثلاثة إلى خمسة أيام."),
        ("ar", "الرقم 4471 كبير.", "الرقم أربعة آلاف وأربعمائة وواحد وسبعون كبير."),
        # a rough count before a noun keeps its hyphen
        ("tr", "Kargo 2-3 gün içinde gelir.", "Kargo iki-üç gün içinde gelir."),
        # another particle than 에 stays; between is 에서 … 사이
        ("ko", "10일~12일에서 골라 주세요.", "십 일부터 십이 일에서 골라 주세요."),
        ("ko", "10일~12일 사이에 옵니다.", "십 일에서 십이 일 사이에 옵니다."),
    ],
)  # fmt: skip
def test_a_near_miss_is_left_as_it_was(lang, text, spoken):
    assert reads(lang, text) == spoken


# Short Latin lines: an e-mail address's parts are no words (its domain still tells), a
# contact label is no other language's, an Indonesian mobile number with "HP" is id.
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("vi", "Email: cskh@viettel.vn"),
        ("vi", "Email: lienhe@fpt.com.vn"),
        ("id", "HP: 0857-1122-3344"),
        ("id", "No HP: 0812-9988-7766"),
    ],
)
def test_a_short_line_is_detected_in_its_language(lang, text):
    assert [span.lang for span in detect(text)] == [lang]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the address told vi before its parts stopped counting as words
        ("en", "Write to info@vnpt.vn today, please."),
        ("en", "Phone: 0812-3456-7890"),
        ("de", "Kontakt: info@firma.de"),
    ],
)
def test_a_line_that_says_otherwise_keeps_its_language(lang, text):
    assert [span.lang for span in detect(text)] == [lang]
