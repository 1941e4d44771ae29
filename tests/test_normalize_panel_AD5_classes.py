"""The classes a fresh panel (AD5) heard wrong or unnatural in ar tr hi ko ja vi id (issue
31, 2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-AD5.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# ar: "كم" after a decimal is the kilometre, as after a whole number.
def test_ar_kilometres_after_a_decimal():
    assert reads("ar", "قطعنا 3.5 كم سيرًا.") == "قطعنا ثلاثة فاصل خمسة كيلومتر سيرًا."


def test_ar_kilometres_per_hour_stay_one_unit():
    assert reads("ar", "الطريق 120 كم/س.") == "الطريق مائة وعشرون كيلومتر في الساعة."


# id: "rb" and "jt" glued to an amount, with "Rp" or alone ("Rp25rb", "5rb"): ribu, juta.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Beli paket Rp25rb, cashback 5rb.",
         "Beli paket dua puluh lima ribu rupiah, cashback lima ribu."),
        ("Hadiah Rp2jt untuk pemenang.", "Hadiah dua juta rupiah untuk pemenang."),
        ("Diskon 20 rb hari ini.", "Diskon dua puluh ribu hari ini."),
    ],
)  # fmt: skip
def test_id_thousands_written_short(text, spoken):
    assert reads("id", text) == spoken


def test_id_an_amount_without_a_scale_stays():
    assert reads("id", "Harga Rp50.000 saja.") == "Harga lima puluh ribu rupiah saja."


# id: a number after "No. pesanan", "No. resi" is a code, said digit by digit.
def test_id_an_order_number_after_no_is_a_code():
    assert reads("id", "No. pesanan Anda: 5531027") == (
        "Nomor pesanan Anda: lima lima tiga satu nol dua tujuh"
    )


def test_id_a_house_number_after_no_stays_a_number():
    assert reads("id", "Rumah No. 12 di ujung jalan.") == "Rumah Nomor dua belas di ujung jalan."


# vi: "ĐT" (điện thoại) before a number.
def test_vi_dt_is_the_telephone():
    assert reads("vi", "Liên hệ ĐT: 0987 654 321") == (
        "Liên hệ điện thoại: không chín tám bảy, sáu năm bốn, ba hai một"
    )


def test_vi_dt_before_a_name_stays():
    assert reads("vi", "ĐT Việt Nam thắng.") == "ĐT Việt Nam thắng."


# vi: the second time, day or round is "thứ hai"; a placing stays "thứ nhì".
def test_vi_the_second_time_is_thu_hai():
    assert reads("vi", "Đây là lần thứ 2 tôi đến Hà Nội.") == ("Đây là lần thứ hai tôi đến Hà Nội.")


def test_vi_a_placing_stays_thu_nhi():
    assert reads("vi", "Anh ấy về thứ 2 trong cuộc đua.") == "Anh ấy về thứ nhì trong cuộc đua."


# hi: stoppage time before "मिनट" is said with "प्लस"; ar after "زائد" the minutes are in
# the genitive ("زائد اثنين").
def test_hi_stoppage_time_says_plus():
    assert reads("hi", "मैच 45+1 मिनट में खत्म हुआ।") == "मैच पैंतालीस प्लस एक मिनट में खत्म हुआ।"


def test_hi_a_phones_plus_stays():
    assert reads("hi", "कॉल करें +91 98765 43210 पर।") == (
        "कॉल करें प्लस नौ एक, नौ आठ सात छह पाँच, चार तीन दो एक शून्य पर।"
    )


def test_ar_stoppage_minutes_in_the_genitive():
    assert reads("ar", "سجل في الدقيقة 45+2.") == "سجل في الدقيقة الخامسة والأربعين زائد اثنين."
    assert reads("ar", "سجل في الدقيقة 90+4.") == "سجل في الدقيقة التسعين زائد أربعة."


# hi vi: a regnal numeral after a name: hi the Sanskrit ordinal ("एडवर्ड सप्तम"), vi the
# number ("Napoléon ba").
def test_hi_a_regnal_numeral():
    assert reads("hi", "एडवर्ड VII का राज्याभिषेक हुआ।") == "एडवर्ड सप्तम का राज्याभिषेक हुआ।"


def test_vi_a_regnal_numeral():
    assert reads("vi", "Hoàng đế Napoléon III lên ngôi.") == "Hoàng đế Napoléon ba lên ngôi."


def test_a_lone_letter_after_a_word_stays():
    assert reads("hi", "विटामिन C लें।") == "विटामिन C लें।"
    assert reads("vi", "Quận I rất đông.") == "Quận I rất đông."
