"""The classes panel BB heard not right that fixer leg took (issue 31, 2026-12-07): a
law's sign and parts in every language that writes them (sv da "§", da "stk.", el "παρ.",
ro "alin. (3)", hr "Članak 14." with its ordinal), el a phone number grouped 3-4-3 or 4-3-3,
uk ru "10-й клас". Each rule on the panel's
sentences and new ones of the same class (tests/readings/panel-2026-12-07-BB*.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. "§" before its number, in each language's word; da "stk.", ro "art.", "alin.", "lit."
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("sv", "Kapitel 3, § 7", "Kapitel tre, paragraf sju"),
        ("sv", "enligt § 12 i lagen", "enligt paragraf tolv i lagen"),
        ("da", "Kapitel 5, § 12, stk. 2", "Kapitel fem, paragraf tolv, stykke to"),
        ("da", "jf. § 3, stk. 4", "paragraf tre, stykke fire"),
        ("en", "under § 7 of the Act", "under section seven of the Act"),
        ("fi", "Katso § 3.", "Katso pykälä kolme."),
        ("fr", "voir § 4", "voir paragraphe quatre"),
        ("nl", "zie § 2", "zie paragraaf twee"),
        ("el", "σύμφωνα με την § 3", "σύμφωνα με την παράγραφος τρία"),
        ("ro", "Capitolul IV, articolul 12, alin. (3)", "articolul doisprezece, alineatul trei"),
        ("ro", "art. 5 alin. (2) lit. a)", "articolul cinci alineatul doi litera a)"),
    ],
)
def test_a_laws_sign_and_parts_are_said_before_their_number(lang, text, said):
    assert said in reads(lang, text)


def test_da_pieces_after_a_count_stay_pieces():
    assert reads("da", "Køb 3 stk. til 20 kr.") == "Køb tre stykker til tyve kroner."


# 2. el "παρ." before a number is the paragraph; before a date, still Friday.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Άρθρο 5, παρ. 2", "Άρθρο πέντε, παράγραφος δύο"),
        ("άρθρο 12 παρ. 3 του νόμου", "άρθρο δώδεκα παράγραφος τρία του νόμου"),
        ("Παρ. 2 του άρθρου 5", "Παράγραφος δύο του άρθρου πέντε"),
    ],
)
def test_el_par_before_a_number_is_the_paragraph(text, said):
    assert reads("el", text) == said


@pytest.mark.parametrize(("text", "said"), [("την Παρ. 5 Μαΐου", "Παρασκευή πέντε Μαΐου"),
                                            ("Παρ. 5/5", "Παρασκευή πέντε Μαΐου")])  # fmt: skip
def test_el_par_before_a_date_stays_friday(text, said):
    assert said in reads("el", text)


# 3. hr a law's part before its number with the ordinal's dot: the ordinal, in its case.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Članak 14., stavak 2.", "Članak četrnaesti, stavak drugi."),
        ("prema članku 5. stavku 3. Zakona", "prema članku petom stavku trećem Zakona"),
        ("u smislu članka 12. točke 4. ovog zakona", "članka dvanaestog točke četvrte ovog"),
        ("Članak 3. stupa na snagu.", "Članak treći stupa na snagu."),
    ],
)
def test_hr_a_laws_part_takes_the_ordinal(text, said):
    assert said in reads("hr", text)


# 4. el a ten-digit phone number grouped 3-4-3 or 4-3-3, with no phone word before it.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Πληροφορίες στο 210 3500 000.", "στο δύο ένα μηδέν, τρία πέντε μηδέν μηδέν, μηδέν"),
        ("Επικοινωνία στο 2310 555 123.", "στο δύο τρία ένα μηδέν, πέντε πέντε πέντε, ένα"),
        ("στο 6944 123 456 για πληροφορίες", "στο έξι εννέα τέσσερα τέσσερα, ένα δύο τρία"),
    ],
)
def test_el_a_grouped_phone_number_is_said_in_its_groups(text, said):
    assert said in reads("el", text)


def test_el_an_amount_grouped_by_thousands_stays_an_amount():
    assert "διακόσια δέκα εκατομμύρια" in reads("el", "στο 210 350 000 άτομα")


# 5. uk ru an ordinal's ending before "клас(с)" is no class letter.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("uk", "10-й клас", "десятий клас"),
        ("uk", "у 10-й клас", "у десятий клас"),
        ("ru", "10-й класс", "десятый класс"),
        ("uk", "5-А класу", "п'ятого А класу"),
        ("ru", "в 9 «Б» классе", "в девятом «Б» классе"),
    ],
)
def test_an_ordinals_ending_before_class_is_no_letter(lang, text, said):
    assert reads(lang, text) == said
