"""The classes panel AZ heard wrong that fixer rom11 took (issue 31, 2026-12-07): a part's
short form before a Roman numeral (AZ2), sl a world war's Roman ordinal opening a sentence,
lt collective endings and one and a half thousand (AZ3). Each rule on the panel's sentences
and new ones of the same class (tests/readings/panel-2026-12-07-AZ*.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. A part's short form before its Roman number: the part's word, the ordinal agreeing with
# it where the language says an ordinal, the number where it says the cardinal.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("pl", "Rozdz. IV", "Rozdział czwarty"),
        ("pl", "Patrz rozdz. XII tej książki.", "Patrz rozdział dwunasty tej książki."),
        ("pl", "Cz. II opisuje wojnę.", "Część druga opisuje wojnę."),
        ("ru", "Гл. XIV", "Глава четырнадцатая"),
        ("ru", "Разд. III закона", "Раздел третий закона"),
        ("ru", "Ч. II, глава 3", "Часть вторая, глава три"),
        ("uk", "Розд. III", "Розділ третій"),
        ("uk", "Гл. V описує події.", "Глава п'ята описує події."),
        ("bg", "Гл. VII", "Глава седма"),
        ("bg", "Разд. II от закона", "Раздел втори от закона"),
        ("cs", "Kap. V", "Kapitola pátá"),
        ("cs", "Viz kap. III.", "Viz kapitola třetí."),
        ("sk", "Kap. IX", "Kapitola deviata"),
        ("sk", "Hl. II zákona", "Hlava druhá zákona"),
        ("hr", "Pogl. III", "Poglavlje treće"),
        ("de", "Kap. V", "Kapitel fünf"),
        ("de", "Siehe Bd. III, Kap. IV.", "Siehe Band drei, Kapitel vier."),
        ("en", "See Ch. IV for details.", "See Chapter four for details."),
        ("en", "Vol. II is out.", "Volume two is out."),
    ],
)  # fmt: skip
def test_a_parts_short_form_before_a_roman_numeral_is_said_as_the_part(lang, text, said):
    assert reads(lang, text) == said


# 2. sl a world war's Roman ordinal with its dot: the ordinal in the adjective's case.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("II. svetovna vojna", "Druga svetovna vojna"),
        ("Po II. svetovni vojni se je vse spremenilo.", "Po drugi svetovni vojni"),
        ("Pred II. svetovno vojno je živel v Mariboru.", "Pred drugo svetovno vojno"),
        ("Med I. svetovno vojno je bil vojak.", "Med prvo svetovno vojno"),
        ("Konec II. svetovne vojne.", "Konec druge svetovne vojne."),
    ],
)
def test_sl_a_world_wars_roman_ordinal_agrees_with_its_adjective(text, said):
    assert said in reads("sl", text)


# 3. lt a number with a collective numeral's ending: the tens as they are, the last digit the
# collective numeral in that ending's case; a round ten's "-ies" its genitive.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Šiandien sukanka 35-eri metai nuo Baltijos kelio.", "sukanka trisdešimt penkeri metai"),
        ("Sukanka 25-eri metai.", "Sukanka dvidešimt penkeri metai."),
        ("Per 2-ejus metus.", "Per dvejus metus."),
        ("Jau 3-ejų metų vaikas.", "Jau trejų metų vaikas."),
        ("Dirbo 5-erius metus.", "Dirbo penkerius metus."),
        ("Po 22-ejų metų.", "Po dvidešimt dvejų metų."),
        ("Jam sukako 40-ies metų.", "Jam sukako keturiasdešimties metų."),
    ],
)
def test_lt_a_collective_ending_is_the_collective_numeral(text, said):
    assert said in reads("lt", text)


# 4. lt about one and a half thousand, million, billion: "apie pusantro" (after "apie" only:
# panel AJ3 pinned "Parama 1,5 mln. eurų." read as the decimal).
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Dalyvavo apie 1,5 tūkst. žmonių.", "Dalyvavo apie pusantro tūkstančio žmonių."),
        ("Biudžetas – apie 1,5 mln. eurų.", "Biudžetas – apie pusantro milijono eurų."),
        ("Kainavo apie 1,5 mln.", "Kainavo apie pusantro milijono."),
        ("Skola siekia apie 1,5 mlrd. eurų.", "siekia apie pusantro milijardo eurų."),
        ("Apie 1,5 tūkst. gyventojų liko be elektros.", "Apie pusantro tūkstančio gyventojų"),
        ("Parama 1,5 mln. eurų.", "Parama vienas ir penkios dešimtosios milijono eurų."),
    ],
)
def test_lt_about_one_and_a_half_thousand_is_pusantro(text, said):
    assert said in reads("lt", text)
