"""Cross-language classes the four fresh panels (H, I, J, K; issue 31) heard wrong: a bare
degree sign left as "°", a reference code with letters read as a quantity or a range, a
per-unit slash left as written. General per-language rules, tried on sentences of their own."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("de", "Morgen 21°, sonnig.", "Morgen einundzwanzig Grad, sonnig."),
        ("sv", "Ikväll -3°.", "Ikväll minus tre grader."),
        ("tr", "Bugün 30° bekleniyor.", "Bugün otuz derece bekleniyor."),
        ("nl", "Morgen 9°.", "Morgen negen graden."),
        ("hr", "Sutra 17°.", "Sutra sedamnaest stupnjeva."),
        ("ar", "الحرارة 30°م اليوم.", "الحرارة ثلاثون درجة مئوية اليوم."),
        # an ordinal written with the degree sign stays one
        ("it", "il 25° anniversario", "il venticinquesimo anniversario"),
    ],
)
def test_a_bare_degree_sign_is_said_as_degrees(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # four digits with letters after them, or after a numbering sign: a code
        ("de", "Sitzplatz-Nr. 3381-KL reserviert.",
         "Sitzplatz-Nummer drei drei acht eins, K L reserviert."),
        ("it", "Biglietto n. 5092-RT valido.",
         "Biglietto numero cinque zero nove due, R T valido."),
        ("lv", "Rezervācija Nr. QZ-6610 apstiprināta.",
         "Rezervācija numurs QZ-seši seši viens nulle apstiprināta."),
        ("pl", "Bilet nr KM-3320-XY jest ważny.",
         "Bilet numer K M, trzy trzy dwa zero, X Y jest ważny."),
        # a year in a reference: its digits where people say them so, else a year
        ("en", "Invoice INV-2025-0811 is due.",
         "Invoice INV-two zero two five-zero eight one one is due."),
        ("fi", "Lippu CD-2025-118 on voimassa.",
         "Lippu CD-kaksi nolla kaksi viisi-yksi yksi kahdeksan on voimassa."),
        ("de", "Rechnung RE-2025-0311 bezahlt.",
         "Rechnung R E, zweitausendfünfundzwanzig, null drei eins eins bezahlt."),
        # two digit groups after an order word: a code, not a range
        ("hr", "Narudžba 2025-7730 je isporučena.",
         "Narudžba dva nula dva pet, sedam sedam tri nula je isporučena."),
        ("sl", "Naročilo 2025-5512 je oddano.",
         "Naročilo dva nič dva pet, pet pet ena dva je oddano."),
        ("cs", "Objednávka 2025-01882 dorazí zítra.",
         "Objednávka dva nula dva pět, nula jedna osm osm dva dorazí zítra."),
        ("sl", "Račun št. 2025-00412 je plačan.",
         "Račun številka dva nič dva pet, nič nič štiri ena dva je plačan."),
    ],
)  # fmt: skip
def test_a_reference_code_is_read_as_a_code(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("de", "Norm ISO-9001 erfüllt.", "Norm ISO-neuntausendeins erfüllt."),
        ("es", "Siga por la A-1234.", "Siga por la A-mil doscientos treinta y cuatro."),
        # a span of years after an order word stays a range
        (
            "de",
            "Bestellungen 1990-1995 im Archiv.",
            "Bestellungen neunzehnhundertneunzig bis neunzehnhundertfünfundneunzig im Archiv.",
        ),
    ],
)
def test_a_name_or_a_span_of_years_is_no_code(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lt", "Obuoliai 1,49 €/kg.",
         "Obuoliai vienas euras keturiasdešimt devyni centai už kilogramą."),
        ("hu", "Alma: 499 Ft/kg.", "Alma: négyszázkilencvenkilenc forint kilónként."),
        ("sk", "Internet za 9 €/mes.", "Internet za deväť eur mesačne."),
        ("hr", "Paket za 15 €/mj. uključuje sve.",
         "Paket za petnaest eura mjesečno uključuje sve."),
        ("sv", "Abonnemang 99 kr/mån.", "Abonnemang nittionio kronor i månaden."),
        ("ru", "Расход 7,5 л/100 км.", "Расход семь целых пять десятых литра на сто километров."),
        ("ro", "Consum 5 l/100 km.", "Consum cinci litri la sută de kilometri."),
        ("nl", "Hier geldt 80 km/u.", "Hier geldt tachtig kilometer per uur."),
        ("tr", "Hız sınırı 90 km/s.", "Hız sınırı saatte doksan kilometre."),
        ("sv", "Vind 12 m/s.", "Vind tolv meter per sekund."),
    ],
)  # fmt: skip
def test_a_per_unit_slash_is_said_as_per(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # four digits in pairs where the fresh panels' natives say them so, glued or not
        ("lt", "Skrydis LO3517 atidėtas.", "Skrydis LO trisdešimt penki septyniolika atidėtas."),
        ("da", "Fly DY1203 er aflyst.", "Fly DY tolv nul tre er aflyst."),
        ("ru", "Рейс SU 2516 отменён.", "Рейс SU двадцать пять шестнадцать отменён."),
        # a carrier with a digit stays apart from its number
        ("el", "Η πτήση A3 915 αναχωρεί.", "Η πτήση A τρία, εννιακόσια δεκαπέντε αναχωρεί."),
        ("pt", "Voo G3 2210 cancelado.", "Voo G três, dois mil duzentos e dez cancelado."),
        # no travel word: a model name stays a name and a number
        ("de", "Das Modell RTX4090 ist neu.", "Das Modell RTX viertausendneunzig ist neu."),
    ],
)
def test_a_flight_number_is_read_as_announcers_say_it(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        # a fresh panel (issue 31, 2026-12-06) heard these signs as written
        ("ar", "الحرارة 38° مئوية في الرياض.", "الحرارة ثماني وثلاثون درجة مئوية في الرياض."),
        ("ar", "موعدك الساعة ٣:٠٠ عصراً.", "موعدك الساعة الثالثة عصراً."),
        ("tr", "Hız sınırı 90 km/sa.", "Hız sınırı saatte doksan kilometre."),
        ("hr", "Cijena je 1,45 €/l.", "Cijena je jedan euro i četrdeset i pet centi po litri."),
        ("hi", "कक्षा 10वीं के परिणाम", "कक्षा दसवीं के परिणाम"),
        ("hi", "कक्षा १० में", "कक्षा दस में"),
    ],
)
def test_the_fresh_panels_signs_and_digits_are_said(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    "text,spoken",
    [
        ("पैकेज का वजन 1.5 किलो है।", "पैकेज का वजन डेढ़ किलो है।"),
        ("2.5 लीटर और 3.5 घंटे", "ढाई लीटर और साढ़े तीन घंटे"),
        ("वृद्धि 4.5 रही", "वृद्धि साढ़े चार रही"),
        ("1.55 किलो और 4.5।", "एक दशमलव पाँच पाँच किलो और चार दशमलव पाँच।"),
    ],
)
def test_a_hindi_half_before_a_noun_is_said_as_people_count(text, spoken):
    # a fresh panel (issue 31, 2026-12-06) heard "एक दशमलव पाँच किलो" for "डेढ़ किलो"
    assert normalize(text, "hi").text == spoken
