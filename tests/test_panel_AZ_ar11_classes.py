"""The Arabic classes panel AZ heard unnatural (AZ5) that fixer ar11 took (issue 31,
2026-12-07): each rule on the panel's sentence and new ones of the same class
(tests/readings/panel-2026-12-07-AZ5.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. A span of hours after الساعة: the second hour an ordinal too, as the first ("بين الساعة
# الثانية والرابعة مساءً", not "الثانية وأربعة").
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("سيصل طلبك رقم 784512 بين الساعة 2 و4 مساءً.", "بين الساعة الثانية والرابعة مساءً."),
        ("يعمل الفرع بين الساعة 9 و11 صباحاً.", "بين الساعة التاسعة والحادية عشرة صباحاً."),
        ("نستقبل المكالمات بين الساعة 8 و10 صباحًا فقط", "بين الساعة الثامنة والعاشرة صباحًا فقط"),
        ("الزيارة بين الساعة 4 و6 مساء كل يوم.", "بين الساعة الرابعة والسادسة مساء كل"),
        ("الصيانة بين الساعة 13 و15.", "بين الساعة الواحدة والخامسة عشرة."),
        ("التوصيل بين الساعة 7 و9، ثم يغلق المستودع.", "بين الساعة السابعة والتاسعة، ثم"),
    ],
)  # fmt: skip
def test_ar_a_span_of_hours_after_al_saa_reads_both_ordinals(text, said):
    assert said in reads("ar", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # a bare span still needs a part of the day to be hours (pinned by panel AK5)
        ("بين 2 و4 كيلو", "بين اثنين وأربعة كيلو"),
        ("شحنتك رقم SA7845123 ستصل بين 2 و4 مساءً.", "ستصل بين الثانية والرابعة مساءً."),
        # clock times keep their own reading (pinned)
        ("ستصل يوم الخميس بين 10:00 و14:00.", "بين الساعة العاشرة و الساعة الرابعة عشرة."),
        # not hours of a day: left as numbers
        ("بين الساعة 25 و30", "بين الساعة خمسة وعشرين وثلاثين"),
    ],
)  # fmt: skip
def test_ar_spans_that_are_not_after_al_saa_keep_their_reading(text, said):
    assert said in reads("ar", text)


# 2. الدور, a storey as Egypt and the Gulf say it, ranks like الطابق: the ordinal.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("الدور 2، شقة 14", "الدور الثاني، شقة أربعة عشر"),
        ("العيادة في الدور 5 من المبنى.", "في الدور الخامس من المبنى."),
        ("مكتبنا في الدور 11 ببرج الفيصلية.", "في الدور الحادي عشر ببرج"),
        ("شقة 7 الدور 3", "الدور الثالث"),
        ("اصعد إلى الدور 1 ثم انعطف يمينًا.", "إلى الدور الأول ثم"),
    ],
)  # fmt: skip
def test_ar_al_dawr_a_storey_reads_the_ordinal(text, said):
    assert said in reads("ar", text)
