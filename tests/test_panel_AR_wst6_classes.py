"""Classes the fresh panel AR (2026-12-07) heard unnatural or wrong, each with sentences of
our own (issue 31; docs/NORMALIZER.md, "Panel AR classes fixed (wst6)"): de a span of days
of one month, da sv a span of dates in two months, es pt hundreds before a feminine noun,
pt a mobile number with no phone word, nl "sec.", da "Reg.nr.", ro "dvs." before a firm's
name in capitals, ar the rest of a number after "ألفين", id "min." before what is bought."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. de: "am 14.–16. Mai", both days in the case the word before gives, the dash "bis".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Lieferung voraussichtlich am 14.–16. Mai.",
            "Lieferung voraussichtlich am vierzehnten bis sechzehnten Mai.",
        ),
        ("Vom 3.–5. Juni geschlossen.", "Vom dritten bis fünften Juni geschlossen."),
        (
            "Die Tagung findet 20.–22. November statt.",
            "Die Tagung findet vom zwanzigsten bis zweiundzwanzigsten November statt.",
        ),
        (
            "Messe 14.-16. März 2025 in Köln",
            "Messe vom vierzehnten bis sechzehnten März zweitausendfünfundzwanzig in Köln",
        ),
    ],
)
def test_de_a_span_of_days_of_one_month(text, said):
    assert reads(text, "de") == said


# 2. da sv: "28. juni-1. juli", two dates joined by "til", "till".
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        (
            "Festivalen finder sted 28. juni-1. juli 2025.",
            "da",
            "Festivalen finder sted otteogtyvende juni til første juli to tusind og femogtyve.",
        ),
        (
            "Lukket 24. december - 2. januar.",
            "da",
            "Lukket fireogtyvende december til anden januar.",
        ),
        ("fra 30. april–2. maj", "da", "fra tredivte april til anden maj"),
        (
            "Festivalen pågår 28 juni–1 juli 2025.",
            "sv",
            "Festivalen pågår tjugoåttonde juni till första juli tjugohundratjugofem.",
        ),
        ("Stängt 24 december–2 januari.", "sv", "Stängt tjugofjärde december till andra januari."),
    ],
)
def test_da_sv_a_span_of_dates_in_two_months(text, lang, said):
    assert reads(text, lang) == said


# 3. es pt: the hundreds (and pt "dois" before "mil") agree with a feminine noun.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        (
            "Unas 2.500 personas se manifestaron.",
            "es",
            "Unas dos mil quinientas personas se manifestaron.",
        ),
        ("Se construirán 300.000 viviendas.", "es", "Se construirán trescientas mil viviendas."),
        ("Unas 600 personas", "es", "Unas seiscientas personas"),
        ("200 millones de personas", "es", "doscientos millones de personas"),
        ("Cuesta 2.500 euros.", "es", "Cuesta dos mil quinientos euros."),
        (
            "Cerca de 2.500 pessoas manifestaram-se.",
            "pt",
            "Cerca de duas mil e quinhentas pessoas manifestaram-se.",
        ),
        ("Mais de 22.000 pessoas", "pt", "Mais de vinte e duas mil pessoas"),
        ("1.200 casas", "pt", "mil e duzentas casas"),
        ("Custa 2.500 euros.", "pt", "Custa dois mil e quinhentos euros."),
    ],
)
def test_es_pt_hundreds_before_a_feminine_noun(text, lang, said):
    assert reads(text, lang) == said


# 4. pt: a Portuguese mobile, 9[1236]x in threes, grouped as after a phone word.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Ligue-nos para o 912 345 678 até às 17h.",
            "Ligue-nos para o novecentos e doze, trezentos e quarenta e cinco, seiscentos e "
            "setenta e oito até às dezassete horas.",
        ),
        (
            "Envie SMS para o 962 111 222 com o código.",
            "Envie SMS para o novecentos e sessenta e dois, cento e onze, duzentos e vinte e "
            "dois com o código.",
        ),
        (
            "Contacte o 936 123 456 hoje.",
            "Contacte o novecentos e trinta e seis, cento e vinte e três, quatrocentos e "
            "cinquenta e seis hoje.",
        ),
        (
            "O prémio é de 912 345 678 euros.",
            "O prémio é de novecentos e doze milhões trezentos e quarenta e cinco mil "
            "seiscentos e setenta e oito euros.",
        ),
    ],
)
def test_pt_a_mobile_number_without_a_phone_word(text, said):
    assert reads(text, "pt") == said


# 5. nl: "sec." after a number is "seconden".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Hij liep de 100 m in 10,02 sec.",
            "Hij liep de honderd meter in tien komma nul twee seconden.",
        ),
        ("Wacht 30 sec. en probeer opnieuw.", "Wacht dertig seconden en probeer opnieuw."),
        ("Rust: 45 sec. tussen de sets", "Rust: vijfenveertig seconden tussen de sets"),
        ("na 1 sec. pauze", "na één seconde pauze"),
    ],
)
def test_nl_sec_after_a_number(text, said):
    assert reads(text, "nl") == said


# 6. da: "Reg.nr." is "registreringsnummer", its four digits a code.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Reg.nr. 1234, kontonr. 0012345678",
            "Registreringsnummer et to tre fire, kontonummer nul nul et to tre fire fem seks "
            "syv otte",
        ),
        (
            "Overfør til reg.nr. 5301 i dag.",
            "Overfør til registreringsnummer fem tre nul et i dag.",
        ),
        ("Reg.nr.: 2200", "Registreringsnummer: to to nul nul"),
        ("Regnr. 1551", "Registreringsnummer et fem fem et"),
    ],
)
def test_da_reg_nr_and_its_code(text, said):
    assert reads(text, "da") == said


# 7. ro: "dvs." before a firm's name in capitals ends no sentence.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Contul dvs. BCR a fost creditat.", "Contul dumneavoastră BCR a fost creditat."),
        ("Coletul dvs. DPD ajunge azi.", "Coletul dumneavoastră DPD ajunge azi."),
        (
            "Coletul dvs. FAN Courier ajunge mâine.",
            "Coletul dumneavoastră FAN Courier ajunge mâine.",
        ),
        (
            "Vă mulțumim pentru comanda dvs. Vom reveni.",
            "Vă mulțumim pentru comanda dumneavoastră. Vom reveni.",
        ),
    ],
)
def test_ro_dvs_before_a_name_in_capitals(text, said):
    assert reads(text, "ro") == said


# 8. ar: after ICU's oblique "ألفين" the number's rest is oblique too.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "أقيمت بطولة كأس العالم 2022 في قطر.",
            "أقيمت بطولة كأس العالم ألفين واثنين وعشرين في قطر.",
        ),
        ("فاز الفريق في 2012.", "فاز الفريق في ألفين واثني عشر."),
        ("جاء 2022 شخص", "جاء ألفين واثنين وعشرين شخص"),
        ("عام 2024", "عام ألفين وأربعة وعشرين"),
    ],
)
def test_ar_the_rest_of_a_number_after_two_thousand(text, said):
    assert reads(text, "ar") == said


# 9. id: "min." before what is bought and a rupiah amount is "minimal".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Gratis ongkir min. belanja Rp100 rb.",
            "Gratis ongkir minimal belanja seratus ribu rupiah.",
        ),
        (
            "Cashback 10% min. pembelian Rp50.000",
            "Cashback sepuluh persen minimal pembelian lima puluh ribu rupiah",
        ),
        (
            "Diskon min. transaksi Rp 150.000",
            "Diskon minimal transaksi seratus lima puluh ribu rupiah",
        ),
    ],
)
def test_id_min_before_what_is_bought(text, said):
    assert reads(text, "id") == said
