"""The classes panel AF5 (ar tr hi ko ja vi id, issue 31, 2026-12-06) heard wrong, on new
sentences beyond the panel's own (tests/readings/panel-2026-12-06-AF5.jsonl), and what each
rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# tr id write the clock with a dot and their decimals with a comma: an hour written with its
# zero, or a time after a timetable's word, is a clock time.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("tr", "Tren 07.45, peron 3", "yedi kırk beş"),
        ("tr", "Kalkış 19.40, varış 23.05", "on dokuz kırk"),
        ("tr", "Otobüs kalkar 21.10 civarı", "yirmi bir on"),
        ("id", "Kereta 06.45 menuju Bandung", "enam empat puluh lima"),
        ("id", "Pesawat tiba 7.35 di Juanda", "tujuh tiga puluh lima"),
        ("id", "Jalur 2, 05.50", "lima lima puluh"),
    ],
)  # fmt: skip
def test_a_dotted_clock_time_in_tr_and_id(lang, text, said):
    out = reads(lang, text)
    assert said in out and "virgül" not in out and "koma" not in out


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("id", "Harga naik 0.25 persen", "koma"),
        ("id", "Saldo Rp8.430.750", "juta"),
    ],
)  # fmt: skip
def test_a_decimal_or_an_amount_stays(lang, text, said):
    assert said in reads(lang, text)


# id bank messages and doctors' titles written short
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Kredit ke rek. 0812345 tgl 5/6 sebesar Rp50.000", "rekening nol delapan satu"),
        ("Kredit ke rek. 0812345 tgl 5/6 sebesar Rp50.000", "tanggal lima Juni"),
        ("Transfer dari Rek 7720019 berhasil", "tujuh tujuh dua nol nol satu sembilan"),
        ("Pasien dr. Sari, Sp.A dan dr. Tono, Sp.OG hari ini.", "spesialis anak dan"),
        ("Ia bertemu dr. Andi, Sp.JP", "spesialis jantung dan pembuluh darah"),
    ],
)  # fmt: skip
def test_id_short_forms(text, said):
    assert said in reads("id", text)


def test_a_specialist_title_at_the_end_adds_no_full_stop():
    assert reads("id", "Ia bertemu dr. Andi, Sp.JP").endswith("darah")


# The last digits of an ID or a card shown after a colon: one by one.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("tr", "Kartınızın son 4 hanesi: 9910", "dokuz dokuz bir sıfır"),
        ("tr", "Hesap no son 4 hanesi: 7720", "yedi yedi iki sıfır"),
        ("hi", "खाते के अंतिम 4 अंक: 3391 हैं", "तीन तीन नौ एक"),
        ("hi", "मोबाइल नंबर के अंतिम 4 अंक: 8804", "आठ आठ शून्य चार"),
    ],
)  # fmt: skip
def test_last_digits_after_a_colon(lang, text, said):
    assert said in reads(lang, text)


def test_last_digits_without_a_colon_stay_as_pinned():
    assert "bin iki yüz otuz dört" in reads("tr", "son 4 hanesi 1234")


# vi: a legislature's term and a congress count with a cardinal.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Đại biểu Quốc hội khoá XIV đã bỏ phiếu", "khoá mười bốn"),
        ("Đại hội XIII của Đảng", "Đại hội mười ba"),
        ("HĐND nhiệm kỳ IV họp hôm nay", "nhiệm kỳ bốn"),
    ],
)  # fmt: skip
def test_vi_roman_term(text, said):
    assert said in reads("vi", text)


# ko: the sign ½ before a measure is "반"; the slash's 1/2 stays as pinned.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("우유 ½ 컵을 붓는다", "우유 반 컵을"),
        ("간장 ½큰술", "간장 반 큰술"),
        ("소금 ½작은술과 후추", "소금 반 작은술과"),
    ],
)  # fmt: skip
def test_ko_half_a_measure(text, said):
    assert said in reads("ko", text)


def test_ko_slash_half_stays_as_pinned():
    assert "이분의 일 작은술" in reads("ko", "소금 1/2 작은술")


# ar: two of a measure with its size, both dual; three to ten kilograms in the plural.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("أضف 2 كوب كبير من الماء", "كوبين كبيرين"),
        ("يحتاج 5 كغ دقيق و2 ملعقة صغيرة ملح", "وملعقتين صغيرتين"),
        ("يحتاج 5 كغ دقيق و2 ملعقة صغيرة ملح", "خمسة كيلوغرامات"),
        ("الجرعة 4 ملغ يوميا", "أربعة مليغرامات"),
    ],
)  # fmt: skip
def test_ar_agreement(text, said):
    assert said in reads("ar", text)


def test_ar_eleven_and_more_keep_the_singular():
    assert "خمسة وعشرون كيلوغرامًا" in reads("ar", "وزنه 25 كغ")


# Promo codes after a code word: a common word of three letters is said as the word, a
# thousand's K after the number stays.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("tr", "İndirim kodu: KAR20 ile", "kar yirmi"),
        ("vi", "Nhập mã giảm giá: GIAM30K", "giam ba mươi K"),
        ("id", "Pakai kode promo: HEMAT50K", "hemat lima puluh K"),
    ],
)  # fmt: skip
def test_promo_codes_as_word_and_number(lang, text, said):
    assert said in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text"), [("tr", "Kampanya kodu: XYZ25"), ("id", "Kode voucher: ABC12")]
)
def test_letters_that_are_no_word_are_spelled(lang, text):
    assert " ".join(text.split(": ")[1][:3]) in reads(lang, text)


# An exchange rate: the amount is in the code after it.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("vi", "Hôm nay EUR 27.500 VND, tăng nhẹ", "EUR hai mươi bảy nghìn năm trăm đồng"),
        ("id", "Kurs USD 16.250 IDR", "USD enam belas ribu dua ratus lima puluh rupiah"),
    ],
)  # fmt: skip
def test_exchange_rate(lang, text, said):
    assert said in reads(lang, text)


def test_a_code_before_an_amount_alone_is_its_currency():
    assert reads("vi", "Giá USD 100") == "Giá một trăm đô la"


# An invoice's code with digits after its second letters: digit by digit throughout.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("id", "Faktur INV/20250101/TKP/778812 sudah dibayar", "TKP-tujuh tujuh delapan"),
        ("en", "Order INV/20240915/MPL/123456 shipped", "MPL-one two three four five six"),
    ],
)  # fmt: skip
def test_invoice_code_tail(lang, text, said):
    assert said in reads(lang, text)
