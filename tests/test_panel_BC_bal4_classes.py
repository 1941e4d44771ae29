"""The classes panel BC3 (lt lv et fi hu sl) heard wrong that fixer bal4 took (issue 31): fi a
case ending on a unit ("°C:ssa") and a participle's genitive after a count; lt the accusative
of a thousand a verb measures, the genitive of millions after "iki", a range's gender past
"darbo", a span of degrees before "temperatūroje" (lv "temperatūrā"); lv the dative of
millions after a preposition and of a date after "līdz:"; et the partitive after "pärast";
hu a span before "között". Each rule on the panel's sentences and new ones of the same class
(tests/readings/panel-2026-12-07-BC3.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. fi a case ending after the degree sign: the count and "celsiusaste" in that case.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Säilytä 2–8 °C:ssa.", "Säilytä kahdessa–kahdeksassa celsiusasteessa."),
        ("Säilytä 5 °C:ssa.", "Säilytä viidessä celsiusasteessa."),
        (
            "Lämpötila laski 20 °C:sta 15 °C:seen.",
            "Lämpötila laski kahdestakymmenestä celsiusasteesta viiteentoista celsiusasteeseen.",
        ),
        ("Lämpötila nousi 25 °C:een.", "Lämpötila nousi kahteenkymmeneenviiteen celsiusasteeseen."),
    ],
)
def test_fi_a_case_ending_on_the_degree_sign_declines_count_and_unit(text, said):
    assert reads("fi", text) == said


# 2. fi "3 epäonnistuneen yrityksen jälkeen": -neen before a genitive noun is a genitive.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Tili lukitaan 3 epäonnistuneen yrityksen jälkeen.",
            "Tili lukitaan kolmen epäonnistuneen yrityksen jälkeen.",
        ),
        (
            "Palvelu suljetaan 5 peräkkäisen virheen jälkeen.",
            "Palvelu suljetaan viiden peräkkäisen virheen jälkeen.",
        ),
        ("Muutimme 3 uuteen kotiin.", "Muutimme kolmeen uuteen kotiin."),
        ("Lähetämme 2 pieneen kaupunkiin.", "Lähetämme kahteen pieneen kaupunkiin."),
    ],
)
def test_fi_an_attribute_before_a_genitive_noun_is_read_in_the_genitive(text, said):
    assert reads("fi", text) == said


# 3. lt a thousand, a million a verb measures: the accusative ("viršijo 500 tūkst.").
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Miesto gyventojų skaičius viršijo 500 tūkst.",
            "Miesto gyventojų skaičius viršijo penkis šimtus tūkstančių.",
        ),
        ("Pardavimai viršijo 2 mln. eurų.", "Pardavimai viršijo du milijonus eurų."),
        ("Apyvarta viršija 21 mln. eurų.", "Apyvarta viršija dvidešimt vieną milijoną eurų."),
        ("Nuostoliai viršys 15 mlrd. eurų.", "Nuostoliai viršys penkiolika milijardų eurų."),
    ],
)
def test_lt_a_scale_a_verb_measures_is_in_the_accusative(text, said):
    assert reads("lt", text) == said


# 4. lt millions after "iki", "nuo": the genitive, the decimal's too.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Pajamos išaugo iki 4,2 mln. eurų.",
            "Pajamos išaugo iki keturių ir dviejų dešimtųjų milijono eurų.",
        ),
        (
            "Skola sumažėjo iki 1,5 mlrd. eurų.",
            "Skola sumažėjo iki vieno ir penkių dešimtųjų milijardo eurų.",
        ),
        ("Biudžetas iki 300 tūkst. eurų.", "Biudžetas iki trijų šimtų tūkstančių eurų."),
        ("Parama nuo 3 iki 5 mln. eurų.", "Parama nuo trijų iki penkių milijonų eurų."),
        # pinned by panel AJ3: no preposition, the nominative decimal
        ("Parama 1,5 mln. eurų.", "Parama vienas ir penkios dešimtosios milijono eurų."),
    ],
)
def test_lt_millions_after_a_genitive_preposition_are_in_the_genitive(text, said):
    assert reads("lt", text) == said


# 5. lt a count's gender past a qualifying genitive ("darbo dienos": feminine).
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Pristatymo laikas 1–2 darbo dienos.", "Pristatymo laikas viena-dvi darbo dienos."),
        ("Pristatymo laikas 3–5 darbo dienos.", "Pristatymo laikas trys-penkios darbo dienos."),
        ("Pristatymo laikas 2 darbo dienos.", "Pristatymo laikas dvi darbo dienos."),
        ("Kelionė truks 2–3 valandos.", "Kelionė truks dvi-trys valandos."),
        ("Kaina 2–3 eurai.", "Kaina du-trys eurai."),
    ],
)
def test_lt_a_count_agrees_with_the_noun_past_a_qualifying_genitive(text, said):
    assert reads("lt", text) == said


# 6. lt lv a span of degrees before the noun "temperature": in the genitive.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        (
            "lt",
            "Vaistą laikyti 2–8 °C temperatūroje.",
            "Vaistą laikyti nuo dviejų iki aštuonių Celsijaus laipsnių temperatūroje.",
        ),
        (
            "lt",
            "Laikyti 15–25 °C temperatūroje.",
            "Laikyti nuo penkiolikos iki dvidešimt penkių Celsijaus laipsnių temperatūroje.",
        ),
        (
            "lt",
            "Skalbti 30-40 °C temperatūroje.",
            "Skalbti nuo trisdešimties iki keturiasdešimties Celsijaus laipsnių temperatūroje.",
        ),
        (
            "lv",
            "Uzglabāt 15–25 °C temperatūrā.",
            "Uzglabāt piecpadsmit–divdesmit piecu Celsija grādu temperatūrā.",
        ),
        (
            "lv",
            "Uzglabāt ledusskapī 2–8 °C temperatūrā.",
            "Uzglabāt ledusskapī divu–astoņu Celsija grādu temperatūrā.",
        ),
        (
            "lv",
            "Mazgāt 30-41 °C temperatūrā.",
            "Mazgāt trīsdesmit–četrdesmit viena Celsija grāda temperatūrā.",
        ),
    ],
)
def test_a_span_of_degrees_before_temperature_is_in_the_genitive(lang, text, said):
    assert reads(lang, text) == said


# 7. lv millions after a preposition, and a date after "līdz:": the dative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Apgrozījums pieauga līdz 8,5 milj. eiro.",
            "Apgrozījums pieauga līdz astoņi komats pieciem miljoniem eiro.",
        ),
        ("Budžets pieauga līdz 3 milj. eiro.", "Budžets pieauga līdz trim miljoniem eiro."),
        (
            "Apgrozījums pieauga līdz 25 milj. eiro.",
            "Apgrozījums pieauga līdz divdesmit pieciem miljoniem eiro.",
        ),
        (
            "Apgrozījums pieauga līdz 20 milj. eiro.",
            "Apgrozījums pieauga līdz divdesmit miljonu eiro.",
        ),
        (
            "Derīgs līdz: 31.12.2025.",
            "Derīgs līdz: divtūkstoš divdesmit piektā gada trīsdesmit pirmajam decembrim.",
        ),
        ("Atlaide derīga līdz: 15.03.", "Atlaide derīga līdz: piecpadsmitajam martam."),
    ],
)
def test_lv_millions_and_a_date_after_lidz_are_in_the_dative(text, said):
    assert reads("lv", text) == said


# 8. et "pärast", "enne" before a count: the partitive.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Konto lukustatakse pärast 3 ebaõnnestunud katset.",
            "Konto lukustatakse pärast kolme ebaõnnestunud katset.",
        ),
        ("Pärast 5 minutit proovi uuesti.", "Pärast viit minutit proovi uuesti."),
        ("Tulen tagasi pärast 2 nädalat.", "Tulen tagasi pärast kahte nädalat."),
        ("Pärast 25 aastat kohtusid nad.", "Pärast kahtkümmend viit aastat kohtusid nad."),
        ("Enne 15 minutit.", "Enne viitteist minutit."),
        ("Pärast 300 meetrit keerake paremale.", "Pärast kolmesadat meetrit keerake paremale."),
    ],
)
def test_et_a_count_after_parast_is_in_the_partitive(text, said):
    assert reads("et", text) == said


# 9. hu a span before "között": "két és nyolc".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("2–8 °C között tárolandó.", "két és nyolc Celsius-fok között tárolandó."),
        ("15–25 °C között tárolja.", "tizenöt és huszonöt Celsius-fok között tárolja."),
        ("Az ár 10–20% között mozog.", "Az ár tíz és húsz százalék között mozog."),
        (
            "A hőmérséklet 12-20 °C között lesz.",
            "A hőmérséklet tizenkét és húsz Celsius-fok között lesz.",
        ),
    ],
)
def test_hu_a_span_before_kozott_is_joined_by_es(text, said):
    assert reads("hu", text) == said


def test_hu_a_span_without_kozott_keeps_its_dash():
    # pinned by earlier panels: "Holnap Budapesten 20–25 °C várható" -> "húsz-huszonöt"
    assert "húsz-huszonöt Celsius-fok" in reads("hu", "Holnap Budapesten 20–25 °C várható.")
