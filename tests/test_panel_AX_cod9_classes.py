"""The given-language readings panel AX judged not right that fixer cod9 took (issue 31,
2026-12-07): codes and phone numbers; each rule on the panel's sentences and new ones of
the same class (tests/readings/panel-2026-12-07-AX*.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. A code word as the language spells it with its diacritics (hr "kôd", the noun, apart
#    from "kod", at), and as a text message writes it without them.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("hr", "Kôd za potvrdu: 583920", "Kôd za potvrdu: pet osam tri devet dva nula"),
        ("hr", "Vaš kôd je 583920.", "kôd je pet osam tri devet dva nula."),
        ("hr", "Unesite kôd 4471 za prijavu.", "kôd četiri četiri sedam jedan za"),
        ("hr", "Ko\u0302d za potvrdu: 583920", "pet osam tri devet dva nula"),
        ("sl", "Številka potrditvene kode: 583920", "kode: pet osem tri devet dva nič"),
        ("cs", "Vas overovaci kod je 583920.", "kod je pět osm tři devět dva nula."),
        ("sk", "Vas overovaci kod je 583920.", "kod je päť osem tri deväť dva nula."),
        ("tr", "Tek kullanimlik sifreniz: 583920", "sifreniz: beş sekiz üç dokuz iki sıfır"),
        ("lt", "Jusu slaptazodis: 583920", "slaptazodis: penki aštuoni trys devyni du nulis"),
    ],
)
def test_a_code_word_with_or_without_its_diacritics_makes_a_code(lang, text, said):
    assert said in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("hr", "Sastanak je kod Ivana u 15 sati.", "u petnaest sati"),
        ("hr", "Kôd ima 6 znamenki.", "Kôd ima šest znamenki."),
        ("cs", "V Kodani žije 600000 lidí.", "šestset tisíc"),
    ],
)
def test_the_code_words_leave_counts_alone(lang, text, said):
    assert said in reads(lang, text)


# 2. ar a Latin "PIN" in an Arabic line: the code after it digit by digit.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("PIN: 7732", "PIN: سبعة سبعة ثلاثة اثنان"),
        ("PIN الخاص بك: 7732", "سبعة سبعة ثلاثة اثنان"),
        ("أدخل PIN 4471 عند الدفع", "أربعة أربعة سبعة واحد"),
        ("رمز PIN الجديد هو 0596", "صفر خمسة تسعة ستة"),
    ],
)
def test_ar_a_latin_pin_reads_its_code_digit_by_digit(text, said):
    assert said in reads("ar", text)


# 3. pl a zero-led pair standing alone, a stop's post: the zero said.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Autobus linii 175 odjeżdża o 7:05 z przystanku Dworzec Centralny 08.",
         "o siódmej zero pięć z przystanku Dworzec Centralny zero osiem."),
        ("Wsiądź na przystanku Rondo ONZ 03.", "Rondo ONZ zero trzy."),
        ("Peron 2, stanowisko 01", "stanowisko zero jeden"),
    ],
)  # fmt: skip
def test_pl_a_zero_led_pair_says_its_zero(text, said):
    assert said in reads("pl", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Spotkanie 05.03.2024 o 08:30.", "piątego marca"),
        ("Kurs euro 4,05 zł.", "cztery złote pięć groszy"),
        ("Wynik 1:0 dla gospodarzy.", "jeden do zera"),
        ("Mam 05 sztuk.", "Mam pięć sztuk."),
        # a slashed reference's part keeps the reading the panels pinned
        ("Twoje zgłoszenie nr 2025/03/1187 zostało przyjęte.", "łamane przez trzy łamane"),
    ],
)
def test_pl_dates_decimals_and_scores_keep_their_readings(text, said):
    assert said in reads("pl", text)


# 4. hr a free or shared-cost number (0800, 0801) and its four digits, without a call word:
#    as the pinned "Nazovite 0800 1234" reads it.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Javite nam se na podrska@primjer.hr ili na 0800 1234.",
         "ili na nula osam nula nula, jedan dva tri četiri."),
        ("Besplatni broj: 0800 9000", "nula osam nula nula, devet nula nula nula"),
        ("Info linija 0801 2345 radi od 8 do 16 h.", "nula osam nula jedan, dva tri četiri pet"),
        ("Pozovite 0800-1234.", "nula osam nula nula, jedan dva tri četiri."),
    ],
)  # fmt: skip
def test_hr_a_free_number_is_a_phone_number(text, said):
    assert said in reads("hr", text)
