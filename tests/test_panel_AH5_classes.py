"""Panel AH5 (issue 31): the classes it found in ar tr ja vi id, each with new sentences."""

import pytest

from normalize import normalize

CASES = [
    # ja the police's 110番, id a customer service's hotline (ar hi id emergency numbers are
    # left: panel Q5 pinned them as quantities, "للطوارئ اتصل على 997", "hubungi 112")
    ("id", "Layanan pelanggan kami: 1500-123", "satu lima nol nol, satu dua tiga"),
    ("id", "Untuk keluhan, layanan pelanggan 1500-775 siap 24 jam.", "satu lima nol nol, tujuh"),
    ("ja", "事故を見たらすぐに110番通報してください。", "ひゃくとおばん"),
    ("ja", "不審者を見かけたら110番へ。", "ひゃくとおばん"),
    # a kilogram written "كجم" (as "كغ")
    ("ar", "اشتريت 3 كجم من الأرز", "كيلوغرام"),
    ("ar", "الحد الأقصى للأمتعة 23 كجم", "كيلوغرام"),
    # a century in Roman numerals, as in "القرن 21"
    ("ar", "بُني هذا القصر في القرن XVIII.", "القرن الثامن عشر"),
    ("ar", "شهد القرن XX حربين عالميتين.", "القرن العشرون"),
    # tr: a time right after a date is said with "saat"
    ("tr", "Sınav: 14 Haziran, 10.30", "on dört Haziran, saat on otuz"),
    ("tr", "Teslimat 2 Ekim, 08.15 ile", "saat sekiz on beş"),
    ("tr", "Uçuşunuz 7 Eylül 18.45 kalkıyor", "saat on sekiz kırk beş"),
    # vi: a day/month before a clock time, or after an appointment's word, is a date
    ("vi", "Họp phụ huynh 12/5, 14h30 tại trường.", "ngày mười hai tháng năm"),
    ("vi", "Khám răng 7/8 lúc 8:00", "ngày mùng bảy tháng tám"),
    ("vi", "Lịch hẹn tiêm: 20/6", "ngày hai mươi tháng sáu"),
    # tr: blood pressure, the higher number in the dative
    ("tr", "Tansiyonum sabah 14/9 çıktı.", "on dörde dokuz"),
    ("tr", "Hemşire tansiyonu 130/85 ölçtü.", "yüz otuza seksen beş"),
    ("tr", "Kan basıncı 11/7 normal.", "on bire yedi"),
    # a currency code after a scale word is the currency's name
    ("vi", "Vốn đầu tư đạt 5 triệu USD.", "năm triệu đô la"),
    ("vi", "Kim ngạch xuất khẩu đạt 1,5 tỷ USD.", "tỷ đô la"),
    ("vi", "Khoản vay 200 nghìn EUR.", "nghìn euro"),
    ("id", "Nilai ekspor mencapai 3,2 miliar USD.", "miliar dolar"),
    ("id", "Dana hibah sebesar 40 juta EUR.", "juta euro"),
]


@pytest.mark.parametrize(("lang", "text", "expected"), CASES)
def test_panel_ah5_class(lang: str, text: str, expected: str) -> None:
    assert expected in normalize(text, lang).text


NOT = [
    # not the police's number: counted
    ("ja", "110番地に住んでいます", "ひゃくじゅうばん"),
    ("tr", "Fiyat 3 Mart, 0,25 arttı", "sıfır virgül yirmi beş"),
    ("vi", "Tỉ số hiệp một là 3/3.", "ba/ba"),
]


@pytest.mark.parametrize(("lang", "text", "expected"), NOT)
def test_panel_ah5_not(lang: str, text: str, expected: str) -> None:
    assert expected in normalize(text, lang).text
