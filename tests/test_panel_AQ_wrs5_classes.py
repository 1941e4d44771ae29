"""Classes the fresh panel AQ (2026-12-07) heard unnatural or wrong, each with sentences
of our own (issue 31; docs/NORMALIZER.md, "Panel AQ classes fixed (wrs5)"): de a card's
last digits and a year after a past tense, es it pt a half's score on a label line, tr an
ordinal before a suffixed name, id a domain's initialism, id "=" before a rupiah amount,
ar a ruler's Roman numeral and the object of "exceeded"."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. de: "Endziffern 4711" is a card's code, digit by digit (as "endet auf 4821").
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Ihre Karte mit Endziffern 4711 wurde gesperrt.",
            "Ihre Karte mit Endziffern vier sieben eins eins wurde gesperrt.",
        ),
        (
            "Zahlung mit Karte (Endziffer 2290) abgelehnt.",
            "Zahlung mit Karte (Endziffer zwei zwei neun null) abgelehnt.",
        ),
        (
            "Ihre Kreditkarte mit den Endziffern 8834 läuft ab.",
            "Ihre Kreditkarte mit den Endziffern acht acht drei vier läuft ab.",
        ),
        ("Kartenendziffern: 5521", "Kartenendziffern: fünf fünf zwei eins"),
        (
            "Karte mit den letzten vier Ziffern 4711",
            "Karte mit den letzten vier Ziffern vier sieben eins eins",
        ),
    ],
)
def test_de_a_cards_last_digits_are_a_code(text, said):
    assert reads(text, "de") == said


# 2. de: a year after a past tense's verb, no noun it counts after it, in hundreds.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Kaiser Wilhelm II. dankte 1918 ab.",
            "Kaiser Wilhelm der Zweite dankte neunzehnhundertachtzehn ab.",
        ),
        (
            "Die Mauer fiel 1989 und Deutschland wurde vereint.",
            "Die Mauer fiel neunzehnhundertneunundachtzig und Deutschland wurde vereint.",
        ),
        (
            "Bismarck gründete 1871 das Deutsche Reich.",
            "Bismarck gründete achtzehnhunderteinundsiebzig das Deutsche Reich.",
        ),
        (
            "Luther veröffentlichte 1517 seine Thesen.",
            "Luther veröffentlichte fünfzehnhundertsiebzehn seine Thesen.",
        ),
        (
            "Die Schlacht fand 1815 bei Waterloo statt.",
            "Die Schlacht fand achtzehnhundertfünfzehn bei Waterloo statt.",
        ),
    ],
)
def test_de_a_year_after_a_past_tense_is_said_in_hundreds(text, said):
    assert reads(text, "de") == said


def test_de_a_count_after_a_past_tense_stays_a_count():
    assert reads("Der Verein hatte 1500 Mitglieder.", "de") == (
        "Der Verein hatte eintausendfünfhundert Mitglieder."
    )


# 3. es it pt: a half's or half-time's label line says the score.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Descanso: 0-1", "es", "Descanso: cero a uno"),
        ("Al descanso: 1-1", "es", "Al descanso: uno a uno"),
        ("Primer tiempo: 0-0", "es", "Primer tiempo: cero a cero"),
        ("Primo tempo: 0-1", "it", "Primo tempo: zero a uno"),
        ("Intervallo: 2-0", "it", "Intervallo: due a zero"),
        ("Intervalo: 0-1", "pt", "Intervalo: zero a um"),
        ("Ao intervalo, 1-0 para o Benfica.", "pt", "Ao intervalo, um a zero para o Benfica."),
        ("Primeiro tempo: 0-0", "pt", "Primeiro tempo: zero a zero"),
    ],
)
def test_es_it_pt_a_halfs_label_says_the_score(text, lang, said):
    assert reads(text, lang) == said


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        (
            "Descanso de 5-10 minutos entre series.",
            "es",
            "Descanso de cinco a diez minutos entre series.",
        ),
        (
            "Intervalo de 5-10 dias entre as doses.",
            "pt",
            "Intervalo de cinco a dez dias entre as doses.",
        ),
    ],
)
def test_es_pt_a_rest_of_a_span_stays_a_span(text, lang, said):
    assert reads(text, lang) == said


# 4. tr: "1." before a name with its suffix after an apostrophe is the name's ordinal.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "1. Lig'de 25. hafta sonuçları açıklandı.",
            "Birinci Lig'de yirmi beşinci hafta sonuçları açıklandı.",
        ),
        ("2. Lig'de heyecan sürüyor.", "İkinci Lig'de heyecan sürüyor."),
        ("Takım bu sezon 1. Lig'e yükseldi.", "Takım bu sezon birinci Lig'e yükseldi."),
        ("3. Cadde'de bir kafe açıldı.", "Üçüncü Cadde'de bir kafe açıldı."),
    ],
)
def test_tr_an_ordinal_before_a_suffixed_name(text, said):
    assert reads(text, "tr") == said


# 5. id: a domain's initialism (one vowel, an opening no word has) is spelled.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Email: cs@bca.co.id", "id", "Email: C S et B C A titik C O titik I D"),
        ("Hubungi halo@bni.co.id", "id", "Hubungi halo et B N I titik C O titik I D"),
        ("Kunjungi www.btn.co.id", "id", "Kunjungi W W W titik B T N titik C O titik I D"),
        ("Email: info@klikbca.com", "id", "Email: info et klikbca titik com"),
        # hi's "irctc" pinned as a word by eleven panels: left
        ("ईमेल करें: help@irctc.co.in", "hi", "ईमेल करें: help एट irctc डॉट C O डॉट I N"),
    ],
)
def test_id_a_domains_initialism_is_spelled(text, lang, said):
    assert reads(text, lang) == said


# 6. id: "=" before a rupiah amount is "sama dengan".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Kurs 1 USD = Rp15.750",
            "Kurs satu dolar sama dengan lima belas ribu tujuh ratus lima puluh rupiah",
        ),
        (
            "1 EUR = Rp17.200 di bank.",
            "satu euro sama dengan tujuh belas ribu dua ratus rupiah di bank.",
        ),
        (
            "Hari ini 1 SGD = Rp 11.650.",
            "Hari ini satu SGD sama dengan sebelas ribu enam ratus lima puluh rupiah.",
        ),
    ],
)
def test_id_equals_before_a_rupiah_amount(text, said):
    assert reads(text, "id") == said


# 7. ar: a Roman numeral after a name is the ruler's ordinal.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("عاش لويس XIV في قصر فرساي.", "عاش لويس الرابع عشر في قصر فرساي."),
        ("تزوج هنري VIII ست مرات.", "تزوج هنري الثامن ست مرات."),
        ("زار البابا يوحنا بولس II لبنان.", "زار البابا يوحنا بولس الثاني لبنان."),
        ("حكم محمد V المغرب.", "حكم محمد الخامس المغرب."),
        ("توفيت الملكة إليزابيث II في اسكتلندا.", "توفيت الملكة إليزابيث الثانية في اسكتلندا."),
    ],
)
def test_ar_a_rulers_roman_numeral(text, said):
    assert reads(text, "ar") == said


# 8. ar: the number after "exceeded" and its subject is its object (the oblique ين).
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "تجاوز عدد السكان 35 مليون نسمة عام 2023.",
            "تجاوز عدد السكان خمسة وثلاثين مليون نسمة عام ألفين وثلاثة وعشرين.",
        ),
        ("تجاوزت المبيعات 250 ألف وحدة.", "تجاوزت المبيعات مائتين وخمسين ألف وحدة."),
        (
            "يتجاوز عدد الزوار 12 مليون زائر سنويًا.",
            "يتجاوز عدد الزوار اثني عشر مليون زائر سنويًا.",
        ),
        ("فاق عدد المشاركين 30 ألف مشارك.", "فاق عدد المشاركين ثلاثين ألف مشارك."),
    ],
)
def test_ar_the_object_of_exceeded(text, said):
    assert reads(text, "ar") == said
