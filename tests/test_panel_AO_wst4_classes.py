"""Classes panels AO1, AO2 and AO4 (2026-12-07) found, each with sentences of our own (issue
31; docs/NORMALIZER.md, "Panel AO classes fixed (wst4)"): de the second day of a pair, pl
"po 1" and an NRB account, bg sk cs the hour's unit after a span of clock times, cs sk a
regnal numeral's case, cs "p. b." and a bank account, sk "kurz eura", ro no "de" after 10-19
thousands, sv a masked card before a date, sv en "Tel.", en a weekday before a date and
"p.m." before a time zone."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. de: the second day of a pair takes the first's case.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Zwischen dem 20. und 24. Dezember bleibt die Filiale geschlossen.",
         "Zwischen dem zwanzigsten und vierundzwanzigsten Dezember bleibt die Filiale "
         "geschlossen."),
        ("Am 20. und 21. Mai geschlossen.",
         "Am zwanzigsten und einundzwanzigsten Mai geschlossen."),
        ("Vom 3. oder 4. Mai an.", "Vom dritten oder vierten Mai an."),
        ("Der 20. und 24. Dezember sind frei.",
         "Der zwanzigste und vierundzwanzigste Dezember sind frei."),
        ("Ab dem 2. und 3. Juni", "Ab dem zweiten und dritten Juni"),
    ],
)  # fmt: skip
def test_de_the_second_day_of_a_pair(text, said):
    assert reads(text, "de") == said


# 2. pl: "one" after po, w, przy agrees with the locative after it.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Zażywać 2 razy dziennie po 1 tabletce.", "Zażywać dwa razy dziennie po jednej tabletce."),
        ("Po 1 kapsułce rano.", "Po jednej kapsułce rano."),
        ("po 1 kropli do oka", "po jednej kropli do oka"),
        ("po 1 minucie", "po jednej minucie"),
        ("w 1 dniu", "w jednym dniu"),
        ("po 1 roku", "po jednym roku"),
    ],
)
def test_pl_one_in_the_locative(text, said):
    assert reads(text, "pl") == said


def test_pl_two_after_po_stays():
    assert reads("po 2 tabletki", "pl") == "po dwie tabletki"


# 3. pl: an NRB account's groups, never "tysiąc".
@pytest.mark.parametrize(
    "text",
    [
        "Nr rachunku: 12 1020 1026 0000 0402 0123 4567",
        "Przelew na konto 12 1020 1026 0000 0402 0123 4567.",
        "Numer konta: 61 1090 1014 0000 0712 1981 2874",
    ],
)
def test_pl_an_account_in_groups(text):
    said = reads(text, "pl")
    assert "tysiąc" not in said and "tysiące" not in said
    assert ", jeden zero" in said or ", jeden zero dziewięć zero" in said


def test_pl_nrb_reads_group_by_group():
    assert reads("Nr rachunku: 12 1020 1026 0000 0402 0123 4567", "pl") == (
        "Numer rachunku: dwanaście, jeden zero dwa zero, jeden zero dwa sześć, zero zero zero "
        "zero, zero cztery zero dwa, zero jeden dwa trzy, cztery pięć sześć siedem"
    )


# 4. bg sk cs: the hour's unit after a span of clock times, said once.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Работно време: пон.–пет. 9:00–18:00 ч.", "bg",
         "Работно време: от понеделник до петък от девет часа до осемнайсет часа."),
        ("Приемно време 10:00-12:00 ч., всеки ден.", "bg",
         "Приемно време от десет часа до дванайсет часа, всеки ден."),
        ("Otvorené po – pi 8.00 – 17.00 h", "sk",
         "Otvorené pondelok až piatok od ôsmej do sedemnástej hodiny"),
        ("Otevřeno po–pá 8.00–17.00 h", "cs",
         "Otevřeno od pondělí do pátku od osmi do sedmnácti hodin"),
        ("Úřední hodiny 8:00–12:00 hod.", "cs", "Úřední hodiny od osmi do dvanácti hodin."),
    ],
)  # fmt: skip
def test_the_hour_unit_after_a_span(text, lang, said):
    assert reads(text, lang) == said


# 5. cs sk: a regnal numeral in its name's case.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Vláda Rudolfa II. trvala do r. 1611.", "cs", "Vláda Rudolfa Druhého"),
        ("za Karla IV. vznikl most", "cs", "za Karla Čtvrtého vznikl"),
        ("s Karlem IV.", "cs", "s Karlem Čtvrtým"),
        ("o Karlu IV.", "cs", "o Karlu Čtvrtém"),
        ("Ke Karlu IV. přišel posel.", "cs", "Ke Karlu Čtvrtému"),
        ("korunovace Alžběty II.", "cs", "Alžběty Druhé"),
        ("Vláda Rudolfa II. trvala dlho.", "sk", "Rudolfa Druhého"),
        ("s Karolom IV.", "sk", "s Karolom Štvrtým"),
    ],
)
def test_a_regnal_numeral_agrees(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [("Karel IV. založil univerzitu.", "cs", "Karel Čtvrtý"),
     ("Alžběta II. zemřela.", "cs", "Alžběta Druhá")],
)  # fmt: skip
def test_a_regnal_numeral_in_the_nominative_stays(text, lang, said):
    assert said in reads(text, lang)


# 6. cs: "p. b." a percentage point, counted.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("ČNB snížila sazby o 0,25 p. b.",
         "ČNB snížila sazby o nula celá dvacet pět procentního bodu."),
        ("o 1 p. b.", "o jeden procentní bod."),
        ("Inflace vzrostla o 2 p.b. na 3 %.",
         "Inflace vzrostla o dva procentní body na tři procenta."),
        ("klesla o 5 p. b. za rok", "klesla o pět procentních bodů za rok"),
    ],
)  # fmt: skip
def test_cs_percentage_points(text, said):
    assert reads(text, "cs") == said


def test_cs_a_locative_after_o_stays():
    assert reads("v 5 velkých městech", "cs") == "v pěti velkých městech"


# 7. cs sk: a bank account, its slash said "lomeno".
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Číslo účtu: 123456789/0800", "cs",
         "Číslo účtu: jedna dva tři čtyři pět šest sedm osm devět lomeno nula osm nula nula"),
        ("Zaplaťte na účet 19-2000145399/0800.", "cs",
         "Zaplaťte na účet jedna devět pomlčka dva nula nula nula jedna čtyři pět tři devět devět "
         "lomeno nula osm nula nula."),
        ("č. ú. 2900123456/2010", "cs",
         "číslo účtu dva devět nula nula jedna dva tři čtyři pět šest lomeno dva nula jedna "
         "nula"),
        ("Bankové spojenie: 2612345678/1100", "sk",
         "Bankové spojenie: dva šesť jeden dva tri štyri päť šesť sedem osem lomeno jeden jeden "
         "nula nula"),
    ],
)  # fmt: skip
def test_a_bank_account(text, lang, said):
    assert reads(text, lang) == said


def test_a_house_number_is_no_account():
    assert "lomeno dva tisíce třista" in reads("Karlova 1511/2300", "cs")


# 8. sk: "kurz" takes the first currency's genitive.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Kurz EUR/USD: 1,0845", "Kurz eura k doláru"),
        ("Kurz USD/EUR je 0,92.", "Kurz dolára k euru"),
        ("Vývoj kurzu CZK/EUR", "kurzu koruny k euru"),
    ],
)
def test_sk_the_rate_of_a_currency(text, said):
    assert said in reads(text, "sk")


# 9. ro: no "de" after a group ending in 10-19.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Populația orașului a ajuns la 1.716.000 de locuitori.",
         "Populația orașului a ajuns la un milion șapte sute șaisprezece mii de locuitori."),
        ("Au venit 316.000 de oameni.", "Au venit trei sute șaisprezece mii de oameni."),
        ("Costă 110.000 de lei.", "Costă o sută zece mii de lei."),
        ("Au venit 120.000 de oameni.", "Au venit o sută douăzeci de mii de oameni."),
    ],
)  # fmt: skip
def test_ro_no_de_after_ten_to_nineteen(text, said):
    assert reads(text, "ro") == said


# 10. sv: a masked card's last four before a date, digit by digit.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Köp 249,90 kr på ICA MAXI med kort ****4821 2025-03-14 kl. 18:42.", "sv",
         "med kort fyra åtta två ett fjortonde mars"),
        ("Kort ****1234 14-03-2025", "sv", "Kort ett två tre fyra fjortonde mars"),
        ("Køb med kort ****4821 2025-03-14 kl. 18:42", "da", "kort fire otte to et fjortende"),
    ],
)  # fmt: skip
def test_a_masked_card_before_a_date(text, lang, said):
    assert said in reads(text, lang)


# 11. sv en: "Tel." before a number.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Tel. 08-123 456 78", "sv", "Telefon noll åtta, ett två tre, fyra fem sex, sju åtta"),
        ("Ring oss på tel. 08-123 456 78.", "sv", "Ring oss på telefon noll åtta"),
        ("Tel. (555) 123-4567", "en", "Phone five five five, one two three, four five six seven"),
        ("Call us: tel. 555-123-4567.", "en", "Call us: phone five five five"),
        ("Tel.: +1 212 555 0100", "en", "Phone: plus one"),
    ],
)  # fmt: skip
def test_tel_before_a_number(text, lang, said):
    assert said in reads(text, lang)


def test_en_tel_without_its_dot_stays_as_pinned():
    assert reads("Tel: +44 20 7946 0321", "en").startswith("Tel: plus four four")


# 12. en: a weekday's short form before a date.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("The meeting has been moved from Mon 3/10 to Thu 3/13.",
         "The meeting has been moved from Monday March tenth to Thursday March thirteenth."),
        ("Due Fri 3/14.", "Due Friday March fourteenth."),
        ("Sat 3/15 and Sun 3/16 are off.",
         "Saturday March fifteenth and Sunday March sixteenth are off."),
        ("Party on Fri Mar 14 at 8.", "Party on Friday March fourteenth at eight."),
    ],
)  # fmt: skip
def test_en_a_weekday_before_a_date(text, said):
    assert reads(text, "en") == said


# 13. en: no full stop between "p.m." and a time zone.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Kickoff is at 8:45 p.m. ET on Saturday.",
         "Kickoff is at eight forty-five P M Eastern on Saturday."),
        ("The show starts at 8 p.m. PT.", "The show starts at eight P M Pacific."),
        ("Doors open at 7 a.m. CT and close at 5 p.m.",
         "Doors open at seven A M Central and close at five P M."),
        ("Starts 9 p.m. EST.", "Starts nine P M EST."),
    ],
)  # fmt: skip
def test_en_a_zone_after_pm(text, said):
    assert reads(text, "en") == said


def test_en_pm_ending_a_sentence_keeps_its_stop():
    assert reads("We close at 9 p.m. Come early.", "en") == "We close at nine P M. Come early."
