"""The classes panel BC heard not right that fixer bcx took (issue 31, 2026-12-07): de
"Max." before a noun, id SMS short forms, el "Δ.Σ.", da a decade "1640'erne", sv "2 §",
cs sk "45. km" alone, vi "3/5 sản phẩm", hi a waybill's number, ru uk an insurance
policy's number. Each rule on the panel's sentences and new ones of the same class
(tests/readings/panel-2026-12-07-BC*.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. de "Max." before a noun: the adjective, declined as the noun and its article ask.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Max. Gewicht pro Paket: 31,5 kg.", "Maximales Gewicht pro Paket"),
        ("Max. Geschwindigkeit: 30 km/h", "Maximale Geschwindigkeit"),
        ("Min. Betrag: 10 €", "Minimaler Betrag"),
        ("Die max. Länge beträgt 2 m.", "Die maximale Länge"),
        ("Bei max. Leistung läuft er heiß.", "Bei maximaler Leistung"),
        ("Mit max. Gewicht fahren", "Mit maximalem Gewicht"),
    ],
)
def test_de_max_before_a_noun_is_the_adjective(text, said):
    assert said in reads("de", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [("Max. 4 Personen", "Maximal vier Personen"), ("Max Weber schrieb viel.", "Max Weber"),
     ("Max. Personen: 4", "Max. Personen")],
)  # fmt: skip
def test_de_max_before_a_number_or_a_plural_stays(text, said):
    assert said in reads("de", text)


# 2. id SMS short forms; el "Δ.Σ." in its article's case.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("id", "Transaksi Rp350.000 dgn kartu kredit BCA pd 12/03/2024 berhasil.",
         "rupiah dengan kartu kredit BCA pada dua belas Maret"),
        ("id", "Paket utk Anda sdh dikirim, yg lain blm.",
         "Paket untuk Anda sudah dikirim, yang lain belum."),
        ("id", "Pembayaran tdk berhasil krn saldo kurang.",
         "Pembayaran tidak berhasil karena saldo kurang."),
        ("el", "Η συνεδρίαση του Δ.Σ. θα γίνει την Πέμπτη.",
         "Η συνεδρίαση του Διοικητικού Συμβουλίου θα γίνει"),
        ("el", "Το Δ.Σ. αποφάσισε την αύξηση.", "Το Διοικητικό Συμβούλιο αποφάσισε"),
        ("el", "Η πρόταση στάλθηκε στο Δ.Σ.", "στάλθηκε στο Διοικητικό Συμβούλιο."),
    ],
)  # fmt: skip
def test_short_forms_are_said(lang, text, said):
    assert said in reads(lang, text)


# 3. da a decade in "'erne": the tens' word made the noun.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Christian IV byggede Rundetårn i 1640'erne.", "i sekstenhundrede og fyrrerne."),
        ("i 1970'erne og 80'erne", "i nittenhundrede og halvfjerdserne og firserne"),
        ("musik fra 60'erne", "musik fra tresserne"),
        ("I 1950’erne var der krig.", "I nittenhundrede og halvtredserne var"),
    ],
)
def test_da_a_decade_is_one_word(text, said):
    assert said in reads("da", text)


# 4. sv a law's number before its sign.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Kap. 4, 2 §", "Kapitel fyra, paragraf två"),
        ("Se 12 a § förvaltningslagen.", "Se paragraf tolv a förvaltningslagen."),
        ("enligt 5 § i lagen", "enligt paragraf fem i lagen"),
    ],
)
def test_sv_paragraph_after_its_number(text, said):
    assert said in reads("sv", text)


# 5. cs sk a kilometre post named alone: the ordinal and "kilometer".
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("sk", "Diaľnica D1, 45. km", "štyridsiaty piaty kilometer"),
        ("sk", "Nehoda: D2, 102. km, smer Brno.", "sto druhý kilometer, smer"),
        ("cs", "Dálnice D1, 90. km", "devadesátý kilometr"),
        ("sk", "na 12. km diaľnice", "na dvanástom kilometri diaľnice"),
    ],
)
def test_a_kilometre_post_alone_says_kilometer(lang, text, said):
    assert said in reads(lang, text)


# 6. vi a count out of a total before its noun.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Đã giao 3/5 sản phẩm trong đơn hàng.", "Đã giao ba trên năm sản phẩm"),
        ("Đạt 4/5 sao.", "Đạt bốn trên năm sao."),
        ("Đạt 8/10 điểm trong bài kiểm tra.", "Đạt tám trên mười điểm"),
        ("Đã giao 2/3 sản phẩm.", "hai phần ba sản phẩm"),
    ],
)
def test_vi_a_count_out_of_a_total(text, said):
    assert said in reads("vi", text)


@pytest.mark.parametrize(
    "text", ["Khai trương 3/5 tại Hà Nội.", "Ngày 3/5 có mưa.", "Khám răng 7/8 lúc 8:00"]
)
def test_vi_a_date_is_no_count(text):
    assert "trên" not in reads("vi", text)


# 7. hi a waybill's number digit by digit.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("आपका पार्सल AWB 7734291 भेज दिया गया है।", "AWB सात सात तीन चार दो नौ एक भेज"),
        ("वेबिल 55120934 से ट्रैक करें।", "वेबिल पाँच पाँच एक दो शून्य नौ तीन चार से"),
    ],
)
def test_hi_a_waybill_is_a_code(text, said):
    assert said in reads("hi", text)


# 8. ru uk an insurance policy's number: a code, its groups apart.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ru", "Полис ОМС: 7751 2300 0012 3456",
         "семь семь пять один, два три ноль ноль, ноль ноль один два, три четыре пять шесть"),
        ("ru", "Номер полиса: 7751 2300 0012 3456", "семь семь пять один, два три ноль ноль"),
        ("uk", "Номер поліса: 7751 2300 0012 3456", "сім сім п'ять один, два три нуль нуль"),
        ("ru", "Стоимость полиса 3500 рублей", "три тысячи пятьсот рублей"),
    ],
)  # fmt: skip
def test_an_insurance_policys_number_is_a_code(lang, text, said):
    assert said in reads(lang, text)
