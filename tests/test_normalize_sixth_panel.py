"""The sixth panel's classes (issue 31; bg hr sk sl lt lv el da fi et): the edges of each
general rule, beyond the panel's own sentences (tests/readings/panel-2026-12-05-sixth.jsonl):
what a rule reads, and what it must leave to the others."""

import pytest

from lexicon.normalize.detect import detect
from lexicon.normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # el "εκ.": millions before people or money, centimetres otherwise
        (
            "el",
            "Ο προϋπολογισμός είναι 2,5 εκ. ευρώ.",
            "Ο προϋπολογισμός είναι δύο κόμμα πέντε εκατομμύρια ευρώ.",
        ),
        (
            "el",
            "Το κουτί έχει ύψος 30 εκ. και βάρος 2 κιλά.",
            "Το κουτί έχει ύψος τριάντα εκατοστά και βάρος δύο κιλά.",
        ),
        # an expiry month/year is no day/month date; a day/month date stays one
        ("el", "Η κάρτα λήγει 12/29.", "Η κάρτα λήγει δώδεκα είκοσι εννέα."),
        ("el", "Ραντεβού στις 15/3.", "Ραντεβού στις δεκαπέντε Μαρτίου."),
        # a score needs two dashed names or a match word; opening hours are no score
        (
            "hr",
            "Radno vrijeme: pon-pet 9:30",
            "Radno vrijeme: od ponedjeljka do petka devet i trideset",
        ),
        ("bg", "Хайдут – Локо 3:0", "Хайдут – Локо три на нула"),
        # a one-letter day in a range ("E–R") or before hours ("L 10–16"), not alone
        (
            "et",
            "E–R 9–18, L 10–16.",
            "esmaspäevast reedeni üheksast kaheksateistkümneni, "
            "laupäeval kümnest kuueteistkümneni.",
        ),
        ("et", "Lisa L suurus.", "Lisa L suurus."),
        # a Roman numeral with a number after it is no ruler's
        ("lt", "Atidaryta V. 9 val.", "Atidaryta V. devynios valandos."),
        (
            "fi",
            "Kaarle XII kuoli 1718.",
            "Kaarle Kahdestoista kuoli tuhat seitsemänsataakahdeksantoista.",
        ),
        # fi "n." is "noin" before a quantity, not a numbering sign
        (
            "fi",
            "Kaupungissa on n. 230 000 asukasta.",
            "Kaupungissa on noin kaksisataakolmekymmentätuhatta asukasta.",
        ),
        # counts agree with a feminine noun; a masculine one keeps the counting form
        ("sk", "Máme 2 nové stoly.", "Máme dva nové stoly."),
        ("sk", "Čakajú 2 osoby.", "Čakajú dve osoby."),
        ("lv", "Palika 3 minūtes.", "Palika trīs minūtes."),
        ("lv", "Jums ir 4 jaunas ziņas.", "Jums ir četras jaunas ziņas."),
        ("lt", "Liko 5 minutės.", "Liko penkios minutės."),
        ("bg", "Имаме 22 места.", "Имаме двайсет и две места."),
        ("bg", "Спечели с 71 гласа.", "Спечели със седемдесет и един гласа."),
        # the clock word is said once
        ("da", "Vi ses kl. 8.00.", "Vi ses klokken otte."),
        ("et", "Koosolek algab kell 9.00.", "Koosolek algab kell üheksa."),
    ],
)
def test_the_sixth_panels_rules_read_and_leave_alone(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Puh. 09 123 4567", "fi"),
        ("Tlf.: 33 12 34 56", "da"),
        ("Mäng algab kell 19.00.", "et"),
        ("Diislikütuse hind tõusis 0,04 € liitri kohta.", "et"),
        ("Ottelu alkaa klo 18.30.", "fi"),
        ("As lições começam às 9 horas e põem todos a trabalhar.", "pt"),
    ],
)
def test_a_line_is_detected_by_what_only_its_language_writes(text, lang):
    assert {span.lang for span in detect(text)} == {lang}


# A mixed panel (issue 31): bg ordinals written with the article ("3-ия етаж"), el "π.μ.".
@pytest.mark.parametrize(
    "lang,text,reads",
    [
        ("bg", "Офисът е на 3-ия етаж.", "Офисът е на третия етаж."),
        ("bg", "Той е 1-вият в класирането.", "Той е първият в класирането."),
        ("bg", "Влезте през 3-тата врата.", "Влезте през третата врата."),
        ("bg", "Заехме 21-вото място.", "Заехме двайсет и първото място."),
        ("bg", "На 2-ри юни е празник.", "На втори юни е празник."),
        ("el", "Το ραντεβού σας είναι στις 10:30 π.μ.",
         "Το ραντεβού σας είναι στις δέκα και τριάντα προ μεσημβρίας."),
        ("el", "Κλείνουμε στις 9 μ.μ. κάθε μέρα.",
         "Κλείνουμε στις εννέα μετά μεσημβρίας κάθε μέρα."),
    ],
)  # fmt: skip
def test_bulgarian_ordinals_with_the_article_and_greek_am_pm(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    "text,reads",
    [
        ("Ο λογαριασμός είναι 87,40 ευρώ.", "Ο λογαριασμός είναι ογδόντα επτά ευρώ σαράντα λεπτά."),
        ("Το ευρώ ανέβηκε.", "Το ευρώ ανέβηκε."),
    ],
)
def test_greek_amounts_with_the_word_euro_say_their_cents(text, reads):
    assert normalize(text, "el").text == reads
