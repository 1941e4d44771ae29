"""Classes panel AK5 (2026-12-07: ar tr ja ko) found, each with sentences of our own (issue
31; docs/NORMALIZER.md, "Panel AK classes fixed (ark)"): ar a clock time after a preposition
and a rank after رقم in the genitive, hours between two bounds as ordinals, "mAh"; Unicode
Roman numerals in every language; tr "2.el"; ja "1等"."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        # 1. ar: a clock time after a preposition is genitive
        ("يعمل المتجر من 9:00 إلى 21:00.", "ar", "إلى الساعة الحادية والعشرين"),
        ("مفتوح من 10:00 حتى 22:00 يوميا.", "ar", "حتى الساعة الثانية والعشرين"),
        ("الصيدلية مفتوحة حتى 23:00.", "ar", "حتى الساعة الثالثة والعشرين"),
        ("يغادر القطار بعد 22:45 مباشرة.", "ar", "بعد الساعة الثانية والعشرين وخمس وأربعين"),
        # 2. ar: a rank after رقم behind a possessed noun
        ("سجل محمد صلاح هدفه رقم 200 مع ليفربول.", "ar", "هدفه رقم مائتين"),
        ("حقق الفريق فوزه رقم 52 هذا الموسم.", "ar", "فوزه رقم اثنين وخمسين"),
        # 3. ar: hours between two bounds with a part of the day
        ("الموعد بين 8 و10 صباحاً.", "ar", "بين الثامنة والعاشرة صباحاً"),
        ("التوصيل بين 2 و5 مساءً.", "ar", "بين الثانية والخامسة مساءً"),
        ("نصل بين 4 و 6 مساء غدا.", "ar", "بين الرابعة والسادسة مساء"),
        # 4. ar: mAh
        ("سعة البطارية 5000 mAh.", "ar", "خمسة آلاف ميلي أمبير ساعة"),
        ("بطارية بسعة 4500 mAh وشحن سريع.", "ar", "وخمسمائة ميلي أمبير ساعة"),
        # 5. Unicode Roman numerals
        ("Ⅲ장을 읽어 오세요.", "ko", "삼 장을"),
        ("제Ⅱ부 시작", "ko", "제이부"),
        ("第Ⅲ章を読む", "ja", "だいさんしょう"),
        ("Chapter Ⅳ begins here.", "en", "Chapter four"),
        ("Louis ⅩⅣ était roi.", "fr", "Louis Quatorze"),
        ("Teil Ⅲ des Buches", "de", "Teil drei"),
        ("w ⅩⅨ wieku", "pl", "dziewiętnastym wieku"),
        ("الفصل Ⅲ", "ar", "الفصل الثالث"),
        # 6. tr: an ordinal's dot glued to its noun
        ("2.el araç fiyatları düştü.", "tr", "ikinci el araç"),
        ("Satılık 2.el buzdolabı, az kullanılmış.", "tr", "ikinci el buzdolabı"),
        ("Dairemiz 3.katta.", "tr", "üçüncü katta"),
        ("Oğlum 10.sınıfta okuyor.", "tr", "onuncu sınıfta"),
        # 7. ja: 等
        ("1等 賞金 7億円", "ja", "いっとう"),
        ("宝くじで2等が当たった", "ja", "にとう"),
        ("8等は千円です", "ja", "はっとう"),
    ],
)
def test_class_fixed(text: str, lang: str, said: str) -> None:
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("الساعة الآن 21:00.", "ar", "الساعة الآن الحادية والعشرون."),
        ("الحافلة رقم 12 تصل خلال 5 دقائق.", "ar", "الحافلة رقم اثنا عشر"),
        ("بين 60 و70 شخصا", "ar", "بين ستين وسبعين شخصا"),
        ("Site adresi 3.com değil.", "tr", ".com"),
        ("Sonuç 2.5 oldu.", "tr", "iki virgül beş"),
        ("3장을 읽어 오세요.", "ko", "세 장을"),
    ],
)
def test_stays(text: str, lang: str, said: str) -> None:
    assert said in reads(text, lang)
