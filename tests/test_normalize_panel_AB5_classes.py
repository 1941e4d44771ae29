"""The classes a fresh panel (AB5) heard wrong or unnatural in ar tr hi ko ja vi id (issue
31, 2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-AB5.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# ar: a measure of a recipe or a basket whose singular ends in ة (بيضة، علبة، حبة) is
# feminine, and so is its sound plural in ات: three to ten take the masculine form (ثلاث
# بيضات), eleven to ninety-nine the feminine units (اثنتا عشرة حبة).
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("اخفق 4 بيضات ثم أضف 2 ملعقة سكر.", "اخفق أربع بيضات ثم أضف ملعقتين سكر."),
        ("اشترت 5 علبات من الحليب و3 شرائح خبز.", "اشترت خمس علبات من الحليب و ثلاث شرائح خبز."),
        ("أضف 12 حبة زيتون.", "أضف اثنتي عشرة حبة زيتون."),
    ],
)  # fmt: skip
def test_a_count_agrees_with_a_feminine_measure(text, spoken):
    assert reads("ar", text) == spoken


def test_a_count_of_masculine_measures_keeps_its_ta_marbuta():
    assert reads("ar", "اشتريت 5 أكياس و3 أكواب.") == "اشتريت خمسة أكياس و ثلاثة أكواب."


# ar: a span of days before a month says both days as the date's ordinals, with "من" and
# "إلى" (a dash too), or "و" after "بين".
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("تستمر الإجازة من 5 إلى 12 أبريل.", "تستمر الإجازة من الخامس إلى الثاني عشر من أبريل."),
        ("المعرض مفتوح 3-9 يونيو.", "المعرض مفتوح من الثالث إلى التاسع من يونيو."),
        ("الامتحانات بين 14-18 مايو.", "الامتحانات بين الرابع عشر والثامن عشر من مايو."),
    ],
)  # fmt: skip
def test_a_span_of_days_before_a_month_says_both_as_ordinals(text, spoken):
    assert reads("ar", text) == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("من 10 إلى 20 شخصا فقط.", "من عشرة إلى عشرين شخصا فقط."),  # counts, no month
        ("خلال 2-3 أيام.", "خلال اثنين إلى ثلاثة أيام."),
        ("من 25 إلى 10 مايو", "من خمسة وعشرين إلى العاشر من مايو"),  # no span: it goes back
    ],
)  # fmt: skip
def test_a_span_with_no_month_after_it_is_left_as_it_was(text, spoken):
    assert reads("ar", text) == spoken


# Detection: Indonesian's capitalised "Anda" and its months as CLDR writes them ("Mei",
# nl "mei") tell a short line; a line of capitals' codes only is no language's trigrams.
@pytest.mark.parametrize(
    "text",
    ["PIN Anda: 0912", "Tgl. 17 Mei 2025 tutup.", "Ujian 12 Mei 2025.", "Libur 1 Mei 2025."],
)
def test_a_short_indonesian_line_is_told_by_anda_or_its_month(text):
    assert [span.lang for span in detect(text)] == ["id"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [("Anda 5 km cada día.", "es"), ("Vergadering 12 mei 2025 om 10 uur.", "nl")],
)
def test_a_lower_case_month_or_a_first_anda_is_not_indonesian(text, lang):
    assert [span.lang for span in detect(text)] == [lang]


@pytest.mark.parametrize("text", ["OTP: 1234", "OTP 558821"])
def test_a_line_of_codes_in_capitals_stays_in_the_default(text):
    assert [span.lang for span in detect(text)] == ["en"]
    assert [span.lang for span in detect(text, default="hi")] == ["hi"]
