"""Classes panel AL3 (2026-12-07: lt lv et fi hu sl) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AL classes fixed (bal)"): short forms left as letters
(lt "ct", et "p", hu "o." and "db-ot", sl "stol.", "str.", "tč."); lt a time after "iki" and a
flight's number; lt a date before a verb in the future; et fi a date after a participle."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. Short forms a native reads as their word: lt "ct" (centas), et "p" (punkt), hu "o."
# (oldal) and "db" with its case ending, sl "stol." (stoletje, in its case), "str.", "tč.".
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Kuro kaina pakilo 5 ct iki 1,62 €/l.", "lt", "pakilo penkiais centais iki"),
        ("Duona pabrango 3 ct.", "lt", "pabrango trimis centais."),
        ("Bilietas kainuoja 50 ct.", "lt", "penkiasdešimt centų."),
        ("Lk 45, p 3.", "et", "Lehekülg nelikümmend viis, punkt kolm."),
        ("Vt lk 12, p 4.", "et", "punkt neli."),
        ("Ld. 45. o., 3. pont.", "hu", "Lásd negyvenötödik oldal, harmadik pont."),
        ("Lásd a 12. o. alján.", "hu", "tizenkettedik oldal alján."),
        ("A betegnek este fél tablettát, azaz 1/2 db-ot írtak fel.", "hu", "fél darabot írtak"),
        ("Kérek 3 db-ot a pirosból.", "hu", "három darabot a"),
        ("V začetku 20. stol. je v mestu živelo pribl. 200.000 ljudi.", "sl",
         "V začetku dvajsetega stoletja je"),
        ("Cerkev so zgradili v 15. stol.", "sl", "v petnajstem stoletju."),
        ("Glej str. 45, tč. 3.", "sl", "Glej stran petinštirideset, točka tri."),
        ("Podrobnosti so na str. 12, tč. 5.", "sl", "na strani dvanajst, točka pet."),
    ],
)  # fmt: skip
def test_a_short_form_is_read_as_its_word(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "kept"),
    [
        ("To je moj stol.", "sl", "stol."),
        ("Ez az o. betű.", "hu", "o."),
        ("Sõna p on täht.", "et", "p on"),
    ],
)
def test_the_same_letters_without_a_number_stay(text, lang, kept):
    assert kept in reads(text, lang)


# 2. lt a clock time with its minutes after "iki": the hour's ordinal and the minutes in the
# genitive; a flight's number after its carrier's code names, it counts nothing.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Skrydis LO 774 atidėtas iki 23:10.",
         "Skrydis LO septyni šimtai septyniasdešimt keturi atidėtas iki dvidešimt trečios "
         "valandos dešimties minučių."),
        ("Parduotuvė dirba iki 21:30.", "iki dvidešimt pirmos valandos trisdešimties minučių."),
        ("Kasa dirba iki 20:41.", "iki dvidešimtos valandos keturiasdešimt vienos minutės."),
        ("Reisas FR 2852 atšauktas.", "dvidešimt aštuoni penkiasdešimt du atšauktas."),
    ],
)  # fmt: skip
def test_lt_a_time_after_iki_is_genitive_and_a_flight_names(text, said):
    assert said in reads(text, "lt")


def test_lt_a_count_before_an_accusative_noun_is_still_counted():
    assert "dvidešimt keturias valandas" in reads("Per 24 valandas.", "lt")


# 3. lt a date after the sentence's subject before a verb in the future says when: the
# accusative ("gegužės dvyliktąją"); a date that names stays nominative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Lietuva 2024 m. gegužės 12 d. rinks prezidentą.", "gegužės dvyliktąją rinks"),
        ("Prezidentas birželio 5 d. atvyks į Kauną.", "birželio penktąją atvyks"),
        ("Seimas rugsėjo 10 d. balsuos dėl biudžeto.", "rugsėjo dešimtąją balsuos"),
    ],
)
def test_lt_a_date_before_a_future_verb_is_accusative(text, said):
    assert said in reads(text, "lt")


@pytest.mark.parametrize(
    ("text", "said"),
    [("Vilnius, gegužės 12 d.", "gegužės dvyliktoji"), ("Kovo 5 d. bus mugė.", "penktoji bus")],
)
def test_lt_a_date_that_names_stays_nominative(text, said):
    assert said in reads(text, "lt")


# 4. et fi a full date after a participle of a thing done that day says when: et the
# adessive, fi the essive; a date after a colon names (fi, pinned nominative).
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Kaardimakse ****5521 kinnitatud 12.03.2024 kell 18:07.", "et",
         "kinnitatud kaheteistkümnendal märtsil kaks tuhat kakskümmend neli kell"),
        ("Arve makstud 05.06.2024.", "et", "makstud viiendal juunil kaks tuhat"),
        ("Korttimaksu ****5521 hyväksytty 12.3.2024 klo 18.07.", "fi",
         "hyväksytty kahdentenatoista maaliskuuta kaksituhatta"),
        ("Lasku maksettu 5.6.2024.", "fi", "maksettu viidentenä kesäkuuta"),
        ("Tilaus lähetetty 3.2.", "fi", "lähetetty kolmantena helmikuuta"),
    ],
)  # fmt: skip
def test_a_date_after_a_participle_says_when(text, lang, said):
    assert said in reads(text, lang)


def test_fi_a_date_after_a_colon_names():
    said = reads("Varauksesi on vahvistettu: 22.1. klo 16.30.", "fi")
    assert "kahdeskymmenestoinen tammikuuta" in said
