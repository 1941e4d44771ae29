"""What the second panels heard wrong, read as a native says it (issue 31): each line of
``readings/panel-2026-12-05-second.jsonl`` is one of their sentences with the reading
their notes give, and the class of rule that reads it:

- symbols: versions ("2.4.1": Punkt, point, punto, kropka, точка...), dimensions ("40 x 30
  x 20 cm": mal, sur, por, per, na, на), consumption ("6,8 l/100 km"), prices per period
  or unit ("25 zł/mies.", "550 руб./мес.", "15 €/mês"), day/month with a slash padded with
  a zero ("12/03"), references with slashes after a number sign ("№ 2025/118"), a plus
  before a temperature or between amounts ("+24 °C", "89,99 zł + 12,99 zł");
- abbreviations: abbreviations and units left as written (ggü., p. a., So., km before its
  number, Go, M, Md€, incl., г., ауд., Проф., чел., м/с, кВт·ч, os., mies., apto);
- numbers: two decimals said as one number in fr es it ("trois virgule soixante-quinze"),
  pt cents after "e" ("reais e noventa centavos"), "R$ 520 mil" ("quinhentos e vinte mil
  reais"), Italian ordinals written with "°" ("2° trimestre" -> "secondo");
- slavic-case: money and units after до/od/від in the genitive ("до пятидесяти шести
  рублей сорока копеек", "od minus trzech do pięciu stopni"), uk "о десятій", pl "o
  godzinie dziesiątej", Polish ordinals in the locative after w/na ("w 34. kolejce" ->
  "trzydziestej czwartej", "na 2. piętrze" -> "drugim") and "10. dnia" ("dziesiątego").
"""

import json
from pathlib import Path

import pytest

from normalize.normalizer import Normalizer

SECOND = Path(__file__).parent / "readings" / "panel-2026-12-05-second.jsonl"
CASES = [json.loads(line) for line in SECOND.read_text(encoding="utf-8").splitlines()]
normalize = Normalizer([])

# What must stay as it was: dates, grouped thousands, hex, fractions, paths, scores.
UNCHANGED = [
    ("de", "am 05.03.2024", "am fünften März zweitausendvierundzwanzig"),
    ("de", "1.234 €", "eintausendzweihundertvierunddreißig Euro"),
    ("de", "Wert 0x1F", "Wert null x eins F"),
    # a fraction before a noun is read since panel S15 (normalize/fractions.py)
    ("fr", "3/4 des clients", "trois quarts des clients"),
    ("de", "Gehe zu /login bitte", "Gehe zu /login bitte"),
    ("es", "el 1.2.24", "el uno.dos.veinticuatro"),
    ("pt", "venceu por 2 x 1.", "venceu por dois a um."),
    ("it", "Oggi 20° e sole", "Oggi venti gradi e sole"),  # a temperature, not "ventesimo"
    ("fr", "3,05 €", "trois euros cinq centimes"),
    ("es", "2,01", "dos coma cero uno"),
    ("fr", "1,255", "un virgule deux cinq cinq"),
    (
        "pl",
        "tel. +48 600 123 456",
        "telefon plus czterdzieści osiem, sześćset, sto dwadzieścia trzy, "
        "czterysta pięćdziesiąt sześć",
    ),
]


def name(item) -> str:
    return f"{item['class']}-{item['lang']}-{item['text'][:30]}" if isinstance(item, dict) else ""


@pytest.mark.parametrize("item", CASES, ids=name)
def test_a_sentence_the_second_panels_heard_wrong_is_read_as_a_native_says_it(item):
    assert normalize(item["text"], item["lang"]).text == item["reads"]


@pytest.mark.parametrize(("lang", "text", "reads"), UNCHANGED, ids=lambda v: str(v)[:30])
def test_what_is_no_version_dimension_or_price_per_stays_as_read_before(lang, text, reads):
    assert normalize(text, lang).text == reads


def test_a_version_word_makes_a_date_shaped_group_a_version():
    assert normalize("Version 1.2.24", "de").text == "Version eins Punkt zwei Punkt vierundzwanzig"


# A mixed panel (issue 31, en ar tr hi ko el bg vi): a price per period said with the
# language's "a month" (before the amount in ko and tr), and versions with the word people
# say for the dot, not the decimal word.
@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("en", "Spotify Premium is $9.99/mo after the trial.",
         "Spotify Premium is nine dollars and ninety-nine cents a month after the trial."),
        ("en", "Plans from $99/yr.", "Plans from ninety-nine dollars a year."),
        ("en", "It renews for $14.99/month.",
         "It renews for fourteen dollars and ninety-nine cents a month."),
        ("ko", "프리미엄 요금제는 $9.99/월입니다.",
         "프리미엄 요금제는 월 구 달러 구십구 센트입니다."),
        ("tr", "Aylık abonelik 49,99 TL/ay.",
         "Aylık abonelik ayda kırk dokuz lira doksan dokuz kuruş."),
        ("tr", "Üyelik 1.200 TL/yıl.", "Üyelik yılda bin iki yüz lira."),
        ("hi", "सब्सक्रिप्शन ₹199/माह से शुरू।", "सब्सक्रिप्शन एक सौ निन्यानबे रुपये प्रति माह से शुरू।"),
        ("vi", "Gói cước chỉ 99.000đ/tháng.", "Gói cước chỉ chín mươi chín nghìn đồng một tháng."),
        ("bg", "Абонаментът струва 9,99 лв./месец.",
         "Абонаментът струва девет лева и деветдесет и девет стотинки на месец."),
        ("bg", "Абонаментът е 99 лв./год.", "Абонаментът е деветдесет и девет лева на година."),
        ("el", "Η συνδρομή είναι 99€/έτος.", "Η συνδρομή είναι εννενήντα εννέα ευρώ τον χρόνο."),
        ("ar", "الاشتراك 29 ريالًا/شهر فقط.", "الاشتراك تسعة وعشرون ريالًا شهريًا فقط."),
        ("en", "Version 2.4.1 is out.", "Version two point four point one is out."),
        ("ar", "إصدار التطبيق 2.4.1 متاح.", "إصدار التطبيق اثنان نقطة أربعة نقطة واحد متاح."),
        ("ar", "حدّث إلى iOS 17.2 الآن.", "حدّث إلى iOS سبعة عشر نقطة اثنان الآن."),
        ("hi", "नया वर्ज़न 2.4.1 उपलब्ध है।", "नया वर्ज़न दो पॉइंट चार पॉइंट एक उपलब्ध है।"),
        ("hi", "iOS 17.2 में सुधार हैं।", "iOS सत्रह पॉइंट दो में सुधार हैं।"),
        ("ko", "앱 버전 2.4.1이 출시되었습니다.", "앱 버전 이 점 사 점 일이 출시되었습니다."),
    ],
    ids=lambda v: str(v)[:30],
)  # fmt: skip
def test_prices_per_period_and_versions_read_as_people_say_them(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("en", "Drive at 60 km/h.", "Drive at sixty kilometers per hour."),
        ("ko", "2024.3.5 회의", "이천이십사 년 삼 월 오 일 회의"),
        ("vi", "Cuộc họp dời sang ngày 15/1.", "Cuộc họp dời sang ngày mười lăm tháng một."),
    ],
    ids=lambda v: str(v)[:30],
)
def test_a_slash_after_no_amount_and_a_year_first_date_are_no_price_nor_version(lang, text, reads):
    assert normalize(text, lang).text == reads
