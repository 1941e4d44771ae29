"""The classes panel AX heard in the wrong case in lt lv et hu (AX3) and ar (AX5) that fixer
cas9 took (issue 31, 2026-12-07): each rule on the panel's sentences and new ones of the same
class (tests/readings/panel-2026-12-07-AX*.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. lt a sum after a verb of paying is its object, in the accusative, whatever its size and
# however the euro is written ("Eur" too).
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Iki 2025-01-31 sumokėkite 67,18 Eur už elektrą.",
            "sumokėkite šešiasdešimt septynis eurus aštuoniolika centų už",
        ),
        ("Prašome sumokėti 145,30 € iki mėnesio pabaigos.", "sumokėti šimtą keturiasdešimt penkis "
         "eurus trisdešimt centų iki"),
        ("Jūs sumokėjote 12,50 Eur.", "sumokėjote dvylika eurų penkiasdešimt centų."),
        ("Sumokėkite 1 250 EUR iki vasario 5 d.", "Sumokėkite tūkstantį du šimtus penkiasdešimt "
         "eurų"),
        ("Mokėkite 21 Eur kas mėnesį.", "Mokėkite dvidešimt vieną eurą kas"),
    ],
)  # fmt: skip
def test_lt_a_sum_a_verb_pays_is_in_the_accusative(text, said):
    assert said in reads("lt", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # "mokėti" after a comma is a label's "to pay", pinned in the nominative
        ("Vaistinėje užsakymas paruoštas, mokėti 8,20 €.", "mokėti aštuoni eurai dvidešimt"),
        ("Mokėjimas 45,90 Eur atliktas sėkmingai.", "keturiasdešimt penki eurai"),
    ],
)
def test_lt_a_sum_no_verb_pays_keeps_the_nominative(text, said):
    assert said in reads("lt", text)


# 2. lv a sum after an imperative of paying is its object, in the accusative ("četrus eiro
# divdesmit centus"); a numeral that does not decline leaves "centu".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Līdz 31.01.2025. samaksājiet 54,20 EUR par elektrību.",
            "samaksājiet piecdesmit četrus eiro divdesmit centu par",
        ),
        ("Lūdzu, samaksājiet 3,52 EUR.", "samaksājiet trīs eiro piecdesmit divus centus."),
        ("Samaksājiet 21 € līdz piektdienai.", "Samaksājiet divdesmit vienu eiro līdz"),
        ("Lūdzam apmaksāt rēķinu: pārskaitiet 245,31 € līdz 15. maijam.",
         "pārskaitiet divsimt četrdesmit piecus eiro trīsdesmit vienu centu"),
        ("Iemaksājiet 12 EUR kasē.", "Iemaksājiet divpadsmit eiro kasē."),
    ],
)  # fmt: skip
def test_lv_a_sum_an_imperative_pays_is_in_the_accusative(text, said):
    assert said in reads("lv", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # the debitive's object is the nominative (pinned)
        ("Aptiekā pasūtījums gatavs, jāmaksā 12,34 €.", "jāmaksā divpadsmit eiro trīsdesmit "
         "četri centi"),
        ("Maksājums 9,99 € veiksmīgi apstrādāts.", "deviņi eiro deviņdesmit deviņi centi"),
    ],
)  # fmt: skip
def test_lv_a_sum_no_imperative_pays_keeps_its_case(text, said):
    assert said in reads("lv", text)


# 3. et a date after a past passive ("tehti", "saadeti") says on which day: the adessive, as
# after the present passive and the participle; a label's date keeps the nominative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Kaardiga ****3390 tehti 15.03.2024 kell 19:12 makse 18,75 € (Selver).",
            "tehti viieteistkümnendal märtsil kaks tuhat kakskümmend neli kell",
        ),
        ("Pakk saadeti 03.04.2025.", "saadeti kolmandal aprillil"),
        ("Leping sõlmiti 1.02.2024 Tallinnas.", "sõlmiti esimesel veebruaril"),
        ("Makse kinnitati 12.03.2024 kell 18:07.", "kinnitati kaheteistkümnendal märtsil"),
        ("Tellimus registreeriti 5.05.2025.", "registreeriti viiendal mail"),
    ],
)
def test_et_a_date_after_a_past_passive_is_in_the_adessive(text, said):
    assert said in reads("et", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Kaardimakse 23,90 € Rimi 12.03.2025 kell 17:42.", "kaheteistkümnes märts"),
        ("Vastuvõtt 15.03.2024 kell 9.45.", "Vastuvõtt viieteistkümnes märts"),
        ("Hiljuti 15.03.2024 avaldatud uuring.", "viieteistkümnes märts"),
    ],
)
def test_et_a_dates_label_keeps_the_nominative(text, said):
    assert said in reads("et", text)


# 4. hu the ending after a clock time goes with the word said last ("perc"), its harmony.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "A találkozó csütörtökre, 16:30-ra módosult.",
            "tizenhat óra harminc percre módosult",
        ),
        ("16:30-tól nyitva.", "harminc perctől nyitva"),
        ("7:20-ra érkezik.", "hét óra húsz percre"),
        ("A 18:05-nál későbbi járatok.", "öt percnél"),
        ("Átteszem 9:45-re.", "negyvenöt percre"),
        ("10:00-ra", "tíz órára"),
        ("Átteszem 12:20-szal később.", "húsz perccel később"),
        ("54%-kal nőtt", "százalékkal nőtt"),
        ("5 kg-mal több", "öt kilogrammal több"),
    ],
)
def test_hu_an_ending_after_a_time_takes_the_harmony_of_perc(text, said):
    assert said in reads("hu", text)


# 5. ar a period, a lecture, a week numbered after their noun is its ordinal, agreeing.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("الحصة 2 تبدأ الساعة 8:15.", "الحصة الثانية تبدأ"),
        ("المحاضرة 3 في القاعة 5.", "المحاضرة الثالثة في"),
        ("الأسبوع 5 من الدوري.", "الأسبوع الخامس من"),
    ],
)
def test_ar_a_numbered_period_is_its_ordinal(text, said):
    assert said in reads("ar", text)


# 6. ar the object of "exceeded" written right after it, its subject before: accusative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("عدد الزوار تجاوز 2.3 مليون.", "تجاوز اثنين فاصل ثلاثة مليون"),
        ("المبيعات تجاوزت 150 ألف دينار.", "تجاوزت مائة وخمسين ألف دينار"),
        ("عدد المشتركين يتجاوز 35 ألفًا.", "يتجاوز خمسة وثلاثين"),
    ],
)
def test_ar_the_object_of_exceeded_is_accusative(text, said):
    assert said in reads("ar", text)


def test_ar_a_number_after_a_verb_opening_the_sentence_may_be_its_subject():
    assert "تجاوز خمسة وعشرون شخصا" in reads("ar", "تجاوز 25 شخصا الاختبار.")
