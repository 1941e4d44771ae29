# ruff: noqa: E501 (the cases are whole sentences, one a line)
"""The classes panels T1 (de fr es it pt nl) and T5 (ar tr hi ko ja vi id) heard wrong
(issue 31): docs/NORMALIZER.md, "Panels T1 and T5". Per class the panel's sentence, a new
one of the same class, and a near miss that must not change."""

import pytest

from normalize.detect import detect, sentences
from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panels' sentences
        ("tr", "250 gr un ve 2 yumurta ekleyin.", "iki yüz elli gram un ve iki yumurta ekleyin."),
        ("id", "Tambahkan 200 gr tepung dan 2 sdm gula.", "Tambahkan dua ratus gram tepung dan dua sendok makan gula."),
        # new sentences
        ("tr", "Bir paket 100 gr tereyağı alın.", "Bir paket yüz gram tereyağı alın."),
        ("id", "Masukkan 1 sdt garam dan 150 gr mentega.", "Masukkan satu sendok teh garam dan seratus lima puluh gram mentega."),
        ("ar", "أضف 25 غ من السكر.", "أضف خمسة وعشرين غرامًا من السكر."),
        # near misses: no count before it, an acronym in capitals
        ("tr", "Ayşe gr ile yazdı.", "Ayşe gr ile yazdı."),
        ("id", "Tim SDM kami siap.", "Tim SDM kami siap."),
    ],
)  # fmt: skip
def test_a_recipe_unit_written_short_is_said(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panels' sentences
        ("tr", "Oyların 1/4'ü sayıldı.", "Oyların dörtte biri sayıldı."),
        ("ko", "개표율 1/4 기준으로 앞서고 있습니다.", "개표율 사분의 일 기준으로 앞서고 있습니다."),
        ("vi", "Đã kiểm 1/4 số phiếu bầu.", "Đã kiểm một phần tư số phiếu bầu."),
        # new sentences: the case ending after the possessive in the spoken word's harmony
        ("tr", "Bütçenin 3/4'ünü harcadık.", "Bütçenin dörtte üçünü harcadık."),
        ("tr", "Sınıfın 1/2'si geldi.", "Sınıfın yarısı geldi."),
        ("tr", "Oyların 2/3'ünden fazlası", "Oyların üçte ikisinden fazlası"),
        ("ko", "진행률 3/4 지점에서 멈췄다.", "진행률 사분의 삼 지점에서 멈췄다."),
        ("vi", "Khoảng 1/3 người dân ủng hộ.", "Khoảng một phần ba người dân ủng hộ."),
        # near misses: a date stays a date
        ("vi", "Hẹn gặp ngày 1/4 nhé.", "Hẹn gặp ngày mùng một tháng tư nhé."),
        ("ko", "1/4 기준으로", "일/사 기준으로"),
    ],
)  # fmt: skip
def test_a_share_of_a_whole_is_said_as_a_fraction(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        # the panel's sentences
        ("코스피는 12.5포인트 오른 2,650.30에 마감했다.", "코스피는 십이 점 오포인트 오른 이천육백오십 점 삼에 마감했다."),
        ("오늘 원/달러 환율은 1,385.50원입니다.", "오늘 원 달러 환율은 천삼백팔십오 점 오 원입니다."),
        # new sentences
        ("키는 1.80미터입니다.", "키는 일 점 팔 미터입니다."),
        ("엔/달러 환율이 올랐다.", "엔 달러 환율이 올랐다."),
        # near misses: one zero alone, a zero inside, a price per month
        ("버전 1.0 출시", "버전 일 점 영 출시"),
        ("기록은 3.05초", "기록은 삼 점 영오 초"),
        ("3,000원/월", "월 삼천 원"),
    ],
)  # fmt: skip
def test_korean_says_no_trailing_decimal_zero_and_no_pair_slash(text, reads):
    assert normalize(text, "ko").text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panels' sentences
        ("de", "Ihre Karte endet auf 4821 wurde belastet.", "Ihre Karte endet auf vier acht zwei eins wurde belastet."),
        ("vi", "Đơn hàng số 7781234 đã được xác nhận.", "Đơn hàng số bảy bảy tám một hai ba bốn đã được xác nhận."),
        ("id", "Hubungi call center kami di 1500-888.", "Hubungi call center kami di satu lima nol nol, delapan delapan delapan."),
        # new sentences
        ("de", "Ihr Konto endet auf 5512.", "Ihr Konto endet auf fünf fünf eins zwei."),
        ("vi", "Hợp đồng số 4471 đã ký.", "Hợp đồng số bốn bốn bảy một đã ký."),
        ("id", "Silakan hubungi hotline 14045 untuk bantuan.", "Silakan hubungi hotline satu empat nol empat lima untuk bantuan."),
        # near misses: a date, a score, a small count, a range
        ("de", "Die Frist endet am 3. Mai.", "Die Frist endet am dritten Mai."),
        ("vi", "Đơn hàng số 3 của bạn", "Đơn hàng số ba của bạn"),
        ("id", "Harga 1500-2000 rupiah", "Harga seribu lima ratus sampai dua ribu rupiah"),
    ],
)  # fmt: skip
def test_a_card_ending_an_order_or_a_hotline_is_read_digit_by_digit(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panels' sentences
        ("it", "Pareggio 0-0, il Napoli resta 2° in classifica.", "Pareggio zero a zero, il Napoli resta secondo in classifica."),
        ("de", "Bitte überweisen Sie 45,- € bis zum 30. September.", "Bitte überweisen Sie fünfundvierzig Euro bis zum dreißigsten September."),
        ("hi", "ट्रेन प्लेटफॉर्म नंबर 3 से 08:15 बजे छूटेगी।", "ट्रेन प्लेटफॉर्म नंबर तीन से आठ बजकर पन्द्रह मिनट पर छूटेगी।"),
        ("ar", "فتحت المدرسة أبوابها في القرن 19.", "فتحت المدرسة أبوابها في القرن التاسع عشر."),
        # new sentences
        ("it", "Il Milan è 3° in classifica.", "Il Milan è terzo in classifica."),
        ("de", "Der Eintritt kostet € 12,-- pro Person.", "Der Eintritt kostet zwölf Euro pro Person."),
        ("de", "Das Rad kostet 349,-€.", "Das Rad kostet dreihundertneunundvierzig Euro."),
        ("hi", "बैठक 10:40 बजे शुरू होगी।", "बैठक दस बजकर चालीस मिनट पर शुरू होगी।"),
        ("ar", "بني القصر في القرن 21 الميلادي.", "بني القصر في القرن الحادي والعشرين الميلادي."),
        # near misses: a temperature, cents, a postposition already, a whole hour
        ("it", "Fa 30° in Sicilia.", "Fa trenta gradi in Sicilia."),
        ("de", "Das kostet 45,50 €.", "Das kostet fünfundvierzig Euro fünfzig Cent."),
        ("hi", "दुकान 9:30 बजे से खुली है।", "दुकान नौ बजकर तीस मिनट से खुली है।"),
        ("hi", "बस 7:00 बजे आएगी।", "बस सात बजे आएगी।"),
    ],
)  # fmt: skip
def test_a_placing_a_round_sum_a_time_and_a_century_are_said(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("text", "langs"),
    [
        # the panels' sentences
        ("Für den Teig 250 g Mehl, 3 Eier und 1/2 TL Salz verwenden.", {"de"}),
        ("Gate B42, Boarding ab 7:40 Uhr.", {"de"}),
        ("Nossa loja na Av. Paulista, 1578, CEP 01310-200, São Paulo, abre até as 22h.", {"pt"}),
        ("TK 0123456789 -2.500.000 VND luc 12/03/2025 14:35. So du 15.250.000 VND.", {"vi"}),
        # new sentences
        ("Dazu 1/2 TL Zimt und 2 EL Zucker.", {"de"}),
        ("Gate A12, Boarding 9:05 Uhr.", {"de"}),
        ("Shuttle Bus, Pickup 6:30 Uhr.", {"de"}),
        ("TK 12345 -150.000 VND luc 09:10. So du 2.000.000 VND.", {"vi"}),
        # near misses: a price in liras, a payment in dong in English
        ("Kahve 25 TL.", {"tr"}),
        ("Paid 500 VND today.", {"en"}),
    ],
)  # fmt: skip
def test_a_short_line_is_detected_in_its_language(text, langs):
    assert {span.lang for span in detect(text)} == langs


def test_a_street_type_before_its_name_ends_no_sentence():
    assert sentences("Moramos na Av. Atlântica, 200, no Rio.") == [
        "Moramos na Av. Atlântica, 200, no Rio."
    ]
    assert sentences("Fica na Avda. Libertad. Abre às 9h.") == [
        "Fica na Avda. Libertad. ",
        "Abre às 9h.",
    ]
