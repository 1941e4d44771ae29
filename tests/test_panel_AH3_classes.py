"""Classes panel AH3 (2026-12-06; lt lv et fi hu sl) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AH3"): lt a length of time after "apie" and a span
of minutes after "per" in the accusative, lt a decimal ending in one in the nominative
("viena dešimtoji"), lv the first count of "no ... līdz" before a dative in the dative."""

import pytest

from normalize import normalize


def read(text: str, lang: str) -> str:
    return normalize(text, lang=lang).text


# 1. lt: "apie 25 min.", "per 5–7 min." -> the accusative ("dvidešimt penkias minutes").
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Virkite apie 15 min., kol suminkštės.", "apie penkiolika minučių,"),
        ("Troškinkite apie 35 min. ant silpnos ugnies.", "apie trisdešimt penkias minutes"),
        ("Palaukite apie 2 min.", "apie dvi minutes."),
        ("Kurjeris atvyks per 10–15 min.", "per dešimt–penkiolika minučių."),
        ("Taksi atvažiuos per 3–4 min., prašome palaukti.", "per tris–keturias minutes,"),
        ("Užsakymas paruošiamas per 20–25 min.", "per dvidešimt–dvidešimt penkias minutes."),
    ],
)
def test_lt_length_of_time_accusative(text: str, want: str) -> None:
    assert want in read(text, "lt")


# 2. lt: a decimal whose fraction ends in one, "viena dešimtoji" (nominative), not the
# genitive "viena dešimtosio".
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Nedarbas sudarė 6,1 %.", "šeši ir viena dešimtoji procento"),
        ("Atstumas 3,1 km.", "trys ir viena dešimtoji kilometro"),
        ("Kaina pakilo 4,21 %.", "keturi ir dvidešimt viena šimtoji procento"),
    ],
)
def test_lt_decimal_one(text: str, want: str) -> None:
    assert want in read(text, "lt")


# 3. lv: "no -5 līdz -2 grādiem": the first count in the dative too.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Dienā no -5 līdz -2 grādiem.", "no mīnus pieciem līdz mīnus diviem grādiem"),
        ("Gaidīšana no 4 līdz 6 minūtēm.", "no četrām līdz sešām minūtēm"),
        ("Vējš no 7 līdz 9 km/h.", "no septiņiem līdz deviņiem kilometriem stundā"),
    ],
)
def test_lv_from_until_dative(text: str, want: str) -> None:
    assert want in read(text, "lv")


# 4. hu: a final "a" lengthens before a case ending ("0-ra" -> "nullára", "1–0-val" ->
# "egy–nullával"); "két" inside an ordinal's word before "ezer" ("hatvankétezer-").
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("A csapat 3–0-ra nyert.", "három–nullára"),
        ("A meccs 1–0-val zárult.", "egy–nullával"),
        ("A hőmérséklet 0-ra esett.", "nullára"),
        ("A 42013. számú ügyirat.", "negyvenkétezer-tizenharmadik"),
        ("Az 52014. számú levél.", "ötvenkétezer-tizennegyedik"),
    ],
)
def test_hu_stems(text: str, want: str) -> None:
    assert want in read(text, "hu")


# 5. fi: an ordinal before an adjective in -inen is a nominative ("4. peräkkäinen" ->
# "neljäs"); a date after a place in the inessive or adessive says when, in the essive.
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Se oli jo 4. peräkkäinen tappio.", "neljäs peräkkäinen"),
        ("Hän on 2. suomalainen voittaja.", "toinen suomalainen"),
        ("Konsertti Helsingissä 14.8. klo 19.", "Helsingissä neljäntenätoista elokuuta"),
        ("Messut järjestetään Tampereella 5.9.", "Tampereella viidentenä syyskuuta"),
        ("Kuningas vierailee Turussa 21.6.", "Turussa kahdentenakymmenentenäensimmäisenä"),
    ],
)
def test_fi_ordinal_case(text: str, want: str) -> None:
    assert want in read(text, "fi")


# 6. ... but a travel time without a verb stays the nominative (an earlier panel's pin).
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Iki centro apie 7 min. automobiliu.", "apie septynios minutės automobiliu"),
        ("Iki jūros apie 5 min.", "apie penkios minutės"),
    ],
)
def test_lt_travel_time_nominative(text: str, want: str) -> None:
    assert want in read(text, "lt")
