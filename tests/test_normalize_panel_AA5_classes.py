"""The classes a fresh panel (AA5) heard wrong or unnatural in ar tr hi ko ja vi id (issue
31, 2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-AA5.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# Blood pressure after the word naming it, with the language's word between the numbers
# and "mmHg" said (pressure.py).
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ar", "كان ضغط الدم 135/85 صباحاً.",
         "كان ضغط الدم مائة وخمسة وثلاثون على خمسة وثمانين صباحاً."),
        ("hi", "मेरा रक्तचाप 140/90 था।", "मेरा रक्तचाप एक सौ चालीस बटा नब्बे था।"),
        ("ko", "어머니 혈압은 135/85였다.", "어머니 혈압은 백삼십오에 팔십오였다."),
        ("ja", "父の血圧は140/90mmHgだった。",
         "父の血圧はひゃくよんじゅうのきゅうじゅうミリメートル水銀柱だった。"),
        ("vi", "Huyết áp của bà là 130/85.",
         "Huyết áp của bà là một trăm ba mươi trên tám mươi lăm."),
        ("id", "Tensi ibu 140/90 mmHg.",
         "Tensi ibu seratus empat puluh per sembilan puluh milimeter air raksa."),
        # near misses: a date after the word, a fraction without it
        ("id", "Tekanan darah diukur 12/05.", "Tekanan darah diukur dua belas Mei."),
        ("hi", "अनुपात 3/4 है।", "अनुपात तीन चौथाई है।"),
    ],
)  # fmt: skip
def test_a_blood_pressure_is_said_with_the_languages_word(lang, text, spoken):
    assert reads(lang, text) == spoken


# A school class's and a book's part's Roman number is counted: id "kelas", hi "अध्याय",
# "भाग", "कक्षा", "पाठ" (roman.py, _COUNTED).
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("id", "Siswa kelas X wajib hadir.", "Siswa kelas sepuluh wajib hadir."),
        ("hi", "कक्षा XI के छात्र आएँ।", "कक्षा ग्यारह के छात्र आएँ।"),
        ("hi", "भाग II देखें।", "भाग दो देखें।"),
        # near misses: letters that are no numeral; a hi name's numeral is regnal, not
        # counted (panel AD5 heard "जॉर्ज V" left as a letter wrong: "जॉर्ज पंचम")
        ("id", "Kelas VIP penuh.", "Kelas VIP penuh."),
        ("hi", "जॉर्ज V राजा थे।", "जॉर्ज पंचम राजा थे।"),
    ],
)  # fmt: skip
def test_a_class_or_a_chapters_roman_number_is_counted(lang, text, spoken):
    assert reads(lang, text) == spoken


# tr: a number and its dot opening the sentence before a name of two capitalised words is
# the name's ordinal, capitalised (structured.py, _tr_opens_a_name).
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("1. Dünya Savaşı başladı.", "Birinci Dünya Savaşı başladı."),
        ("2. Abdülhamit Han tahta çıktı.", "İkinci Abdülhamit Han tahta çıktı."),
        # near misses: mid-sentence a capital after "2." may open a new sentence
        ("Sonuç 2. Ali kazandı.", "Sonuç iki. Ali kazandı."),
        ("2. kata çıkın.", "ikinci kata çıkın."),
    ],
)  # fmt: skip
def test_a_turkish_ordinal_opening_a_name(text, spoken):
    assert reads("tr", text) == spoken


# ko: "=" between a counted amount and the next is a rate, said with "에" (korean.py).
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("1유로 = 1,480원", "일 유로에 천사백팔십 원"),
        ("100엔=900원", "백 엔에 구백 원"),
        # near miss: no unit before the sign
        ("1 + 1 = 2", "일 + 일 = 이"),
    ],
)  # fmt: skip
def test_a_korean_rate_is_said_with_e(text, spoken):
    assert reads("ko", text) == spoken


# A number's line with no word of the default's, whose listed words one language lists
# all of, is that language's (detect.py, common_words.listed_by_all).
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Kargo takip no: 7788990011", "tr"),
        ("Vergi no 45", "tr"),
        ("Beli 3 gratis 2", "id"),
        # near misses: the default's own words; a name listed elsewhere; no number
        ("Order no: 12345", "en"),
        ("Transaksi $12.50 di Amazon.", "id"),
        ("Karel IV. je ustanovil univerzo.", "sl"),
    ],
)
def test_a_short_number_line_is_the_language_listing_all_its_words(text, lang):
    assert {span.lang for span in detect(text)} == {lang}
