"""Classes panel AM5 (2026-12-07: ar tr hi ko ja vi id) found, each with sentences of our
own (issue 31; docs/NORMALIZER.md, "Panel AM classes fixed (asi2)"): ar a currency word
with its article before an amount, ar an ordinal after a feminine noun with a pronoun, ar
the centimetre's and millimetre's plural after three to ten, hi a PIN code ending an
address."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. ar: "الدولار" before an amount is a noun of the sentence, not the amount's currency;
# the amount is the currency's named after it.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("سعر صرف الدولار 3.75 ريال.", "سعر صرف الدولار ثلاثة ريالات وخمس وسبعون هللة."),
        ("سعر اليورو 4.10 ريال", "سعر اليورو أربعة ريالات وعشر هللات"),
        ("سعر صرف الدولار 3.67 درهم", "سعر صرف الدولار ثلاثة دراهم وسبعة وستون فلسًا"),
    ],
)
def test_ar_a_currency_word_with_its_article_is_no_sign(text, said):
    assert reads(text, "ar") == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("دولار 5", "خمسة دولارات"),
        ("السعر 99.99 دولار", "السعر تسعة وتسعون دولارًا وتسعة وتسعون سنتًا"),
    ],
)
def test_ar_a_currency_word_alone_stays_a_sign(text, said):
    assert reads(text, "ar") == said


# 2. ar: an ordinal after ذكرى with a pronoun ("ذكراه") is feminine, and genitive after a
# preposition joined to it (بـ) or written apart.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("يحتفل المركز بذكراه الـ25 هذا العام.", "يحتفل المركز بذكراه الخامسة والعشرين هذا العام."),
        ("احتفلت الجامعة بذكراها الـ50", "احتفلت الجامعة بذكراها الخمسين"),
        ("في ذكراه الـ21 تجمع الأصدقاء", "في ذكراه الحادية والعشرين تجمع الأصدقاء"),
        ("مرت ذكراها الـ3 بهدوء", "مرت ذكراها الثالثة بهدوء"),
    ],
)
def test_ar_an_ordinal_after_a_feminine_noun_with_a_pronoun(text, said):
    assert reads(text, "ar") == said


# 3. ar: three to ten count a short unit's plural ("سبعة سنتيمترات"); the millilitre's
# singular is pinned (panels Q5, X5).
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("الطول 7 سم", "الطول سبعة سنتيمترات"),
        ("السماكة 4 مم", "السماكة أربعة مليمترات"),
        ("قطر الأنبوب 8 سم", "قطر الأنبوب ثمانية سنتيمترات"),
    ],
)
def test_ar_three_to_ten_count_a_units_plural(text, said):
    assert reads(text, "ar") == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("الطول 15 سم", "الطول خمسة عشر سنتيمترًا"),
        ("الجرعة 2 مل", "الجرعة مليلتران"),
    ],
)
def test_ar_other_counts_of_a_unit_stay(text, said):
    assert reads(text, "ar") == said


# 4. hi: a six-digit PIN code ending an address, after its town, digit by digit.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "मकान नं. 45, सेक्टर 21, नोएडा 201301",
            "मकान नंबर पैंतालीस, सेक्टर इक्कीस, नोएडा दो शून्य एक तीन शून्य एक",
        ),
        ("फ्लैट 12, गांधी नगर, जयपुर 302015।", "फ्लैट बारह, गांधी नगर, जयपुर तीन शून्य दो शून्य एक पाँच।"),
        ("गली 4, लक्ष्मी नगर, दिल्ली 110092", "गली चार, लक्ष्मी नगर, दिल्ली एक एक शून्य शून्य नौ दो"),
    ],
)
def test_hi_a_pin_code_ending_an_address(text, said):
    assert reads(text, "hi") == said


def test_hi_a_six_digit_count_stays_a_number():
    assert reads("इस साल मेले में 201301 लोग आए।", "hi") == (
        "इस साल मेले में दो लाख एक हज़ार तीन सौ एक लोग आए।"
    )
