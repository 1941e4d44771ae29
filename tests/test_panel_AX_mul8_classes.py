"""The given-language readings panel AX judged not right that fixer mul8 took (issue 31,
2026-12-07): each rule on the panel's sentences and new ones of the same class
(tests/readings/panel-2026-12-07-AX*.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. A quantity times a price: the sign is the language's "times", or its multiplicative.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("lt", "Kvitas: 2 x 1,20 € = 2,40 €", "Kvitas: du kart vienas euras dvidešimt centų lygu"),
        ("lt", "3 × 0,85 €", "trys kart aštuoniasdešimt penki centai"),
        ("lv", "Čeks: 3 x 0,85 € = 2,55 €", "Čeks: trīs reizes astoņdesmit pieci centi ir"),
        ("lv", "Čeks: 2 x 0,85 € = 1,70 €", "divas reizes astoņdesmit pieci centi"),
        ("et", "Kviitung: 2 x 1,49 € = 2,98 €", "Kviitung: kaks korda üks euro nelikümmend"),
        ("fi", "Kuitti: 2 x 1,25 € = 2,50 €", "Kuitti: kaksi kertaa yksi euro kaksikymmentäviisi"),
        ("fi", "4 × 2,10 €", "neljä kertaa kaksi euroa kymmenen senttiä"),
        ("sl", "Račun: 2 x 1,30 € = 2,60 €", "Račun: dvakrat en evro trideset centov je"),
        ("sl", "3 × 0,85 €", "trikrat petinosemdeset centov"),
        ("hu", "3 × 0,85 €", "háromszor nyolcvanöt cent"),
        ("de", "2 x 1,20 € = 2,40 €", "zwei mal ein Euro zwanzig Cent"),
        ("fr", "3 × 0,85 €", "trois fois quatre-vingt-cinq centimes"),
        ("nl", "2 x € 1,20", "twee keer één euro twintig cent"),
        ("pt", "2 x 1,20 €", "duas vezes um euro e vinte cêntimos"),
        ("sv", "2 x 12,50 kr = 25 kr", "två gånger tolv kronor femtio öre"),
        ("da", "2 x 12,50 kr.", "to gange tolv kroner halvtreds øre"),
        ("en", "2 x $1.20", "two times one dollar and twenty cents"),
        ("hi", "2 x ₹120", "दो गुणा एक सौ बीस रुपये"),
        ("ko", "2 x 1,200원", "이 곱하기 천이백 원"),
        ("ar", "2 x 15 ريالًا", "اثنان ضرب خمسة عشر ريالًا"),
        ("pl", "3 × 0,85 zł", "trzy po osiemdziesiąt pięć groszy"),
        ("ru", "3 × 45 ₽", "три по сорок пять рублей"),
    ],
)  # fmt: skip
def test_a_quantity_times_a_price_says_the_sign(lang, text, said):
    assert said in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("de", "Maße 40 x 30 cm", "Maße vierzig mal dreißig Zentimeter"),
        ("pt", "O Flamengo venceu por 2 x 1.", "O Flamengo venceu por dois a um."),
        ("de", "Kassenbon: 3 x Brötchen à 0,45 €", "Kassenbon: dreimal Brötchen à"),
    ],
)
def test_a_sign_without_a_price_after_it_stays_as_before(lang, text, said):
    assert said in reads(lang, text)


# 2. A clock time with a dot after the clock's word and its verb.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("sv", "Klockan är 18.05.", "Klockan är arton noll fem."),
        ("sv", "Klockan är nu 7.45", "Klockan är nu sju fyrtiofem"),
        ("sv", "Klockan var 23.10 när vi kom.", "Klockan var tjugotre tio när vi kom."),
        ("da", "Klokken er 18.05.", "Klokken er atten nul fem."),
        ("da", "Klokken er nu 9.30.", "Klokken er nu ni tredive."),
        ("da", "Klokken var 23.15.", "Klokken var treogtyve femten."),
        ("sl", "Ura: 12.05", "Ura: dvanajst in pet"),
        ("sl", "Ura je 7.30.", "Ura je sedem in trideset."),
        ("sl", "Ura: 9.15", "Ura: devet in petnajst"),
    ],
)
def test_a_clock_time_after_the_clock_word_is_a_time(lang, text, said):
    assert reads(lang, text) == said


def test_a_date_after_another_label_stays_a_date():
    assert reads("sl", "Datum: 12.05.") == "Datum: dvanajstega maja."
    assert reads("sv", "Det kostar 18.05 kr") == "Det kostar arton kronor fem öre"


# 3. it the degree sign after a floor's or a place's noun is the ordinal's.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Piano 3°, stanza 215", "Piano terzo, stanza duecentoquindici"),
        ("Scala B, piano 2°, interno 7", "Scala B, piano secondo, interno sette"),
        ("Piano: 4°.", "Piano: quarto."),
        ("Al piano 3° c'è il bar", "Al piano terzo c'è il bar"),
        ("Posto 12° in classifica", "Posto dodicesimo in classifica"),
    ],
)
def test_it_the_degree_sign_after_a_floor_is_an_ordinal(text, said):
    assert reads("it", text) == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Oggi 3° a Milano", "Oggi tre gradi a Milano"),
        ("Milano 3°, Roma 5°", "Milano tre gradi, Roma cinque gradi"),
        ("Domani minime di 3° e massime di 12°", "minime di tre gradi e massime di dodici gradi"),
    ],
)
def test_it_a_temperature_keeps_its_degrees(text, said):
    assert said in reads("it", text)


# 4. nl the second date of a span whose first is a date.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Gesloten van 24-12 t/m 1-1",
         "Gesloten van vierentwintig december tot en met één januari"),
        ("Gesloten van 20-12 tot 2-1.", "Gesloten van twintig december tot twee januari."),
        ("Kantoor dicht 27-12 tot en met 3-1.",
         "Kantoor dicht zevenentwintig december tot en met drie januari."),
        ("Van 24 december t/m 2-1 gesloten.",
         "Van vierentwintig december tot en met twee januari gesloten."),
        ("Winkel dicht 31-12 – 2-1.", "Winkel dicht eenendertig december – twee januari."),
    ],
)  # fmt: skip
def test_nl_the_end_of_a_span_of_dates_is_a_date(text, said):
    assert reads("nl", text) == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Het werd 1-1.", "Het werd één-één."),
        ("PSV speelde 2-1 gelijk", "PSV speelde twee-één gelijk"),
        ("Uitslag: 2-1 tot 3-1 in de rust", "Uitslag: twee-één tot drie-één in de rust"),
        ("van 3-5 dagen", "van drie tot vijf dagen"),
    ],
)
def test_nl_a_score_or_a_range_stays_as_before(text, said):
    assert reads("nl", text) == said


# 6. et two decimals said as one number, as fi lv say them.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Rahvaarv on 1,37 mln.", "Rahvaarv on üks koma kolmkümmend seitse miljonit."),
        ("Eelarve 2,45 mld eurot.", "Eelarve kaks koma nelikümmend viis miljardit eurot."),
        ("Intress 4,25%.", "Intress neli koma kakskümmend viis protsenti."),
        ("Kaal 2,75 kilogrammi", "Kaal kaks koma seitsekümmend viis kilogrammi"),
        ("Viivis 0,06% päevas.", "Viivis null koma null kuus protsenti päevas."),
        ("Kütuse hind on 1,589 €/l.", "üks koma viis kaheksa üheksa eurot liitri eest"),
    ],
)
def test_et_two_decimals_are_one_number(text, said):
    assert said in reads("et", text)
