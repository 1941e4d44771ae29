"""The classes of error a second fresh panel M heard in en ar tr hi ko el bg hr (issue 31,
docs/NORMALIZER.md "A second panel M"), each with sentences of our own, not the panel's."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("el", "Πληρωμή 12,30 € με κάρτα.", "Πληρωμή δώδεκα ευρώ και τριάντα λεπτά με κάρτα."),
        ("bg", "Такса 3,50 лв. на месец.", "Такса три лева и петдесет стотинки на месец."),
        ("hr", "Karta košta 7,20 EUR.", "Karta košta sedam eura i dvadeset centi."),
    ],
)
def test_money_joins_its_cents_with_and(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("tr", "Faiz %12,35 oldu.", "Faiz yüzde on iki virgül otuz beş oldu."),
        ("el", "Ανάπτυξη 1,75% φέτος.", "Ανάπτυξη ένα κόμμα εβδομήντα πέντε τοις εκατό φέτος."),
        ("bg", "Ръст от 4,25%.", "Ръст от четири цяло и двайсет и пет процента."),
        # a leading zero or a single decimal stays digit by digit
        ("tr", "Oran %3,05.", "Oran yüzde üç virgül sıfır beş."),
    ],
)
def test_two_decimals_are_said_as_a_number(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("en", "Open Sat 9:00 AM.", "Open Saturday nine A M."),
        ("en", "Rest 2 hrs after lunch.", "Rest two hours after lunch."),
        ("en", "One capsule, max 3/day.", "One capsule, max three per day."),
        (
            "en",
            "Quote ref. no. QX-4471 please.",
            "Quote reference number QX-four four seven one please.",
        ),
        ("en", "Sales fell 3% MoM.", "Sales fell three percent month over month."),
        ("en", "Live at 9pm ET tonight.", "Live at nine P M Eastern tonight."),
        ("en", "Meet at W 57th St.", "Meet at West fifty-seventh Street."),
        ("el", "Αναμονή περ. 15 λεπτά.", "Αναμονή περίπου δεκαπέντε λεπτά."),
        ("el", "Κτίριο Β, διαμ. 12", "Κτίριο Β, διαμέρισμα δώδεκα"),
        ("hr", "Predavanje drži dr. sc. Ivo Kovač.", "Predavanje drži doktor znanosti Ivo Kovač."),
        ("hr", "Javite se kod dr. sc. Horvata.", "Javite se kod doktora znanosti Horvata."),
        ("hr", "Pošiljka br. ZG-88120 stiže.", "Pošiljka broj ZG-osam osam jedan dva nula stiže."),
        ("tr", "Fatura no: 558812 ödendi.", "Fatura numarası beş beş sekiz sekiz bir iki ödendi."),
        ("ar", "الجرعة 250 ملغ.", "الجرعة مائتان وخمسون مليغرامًا."),  # the tamyiz of 50 (panel C3)
        ("ar", "على بعد 300 م من المحطة.", "على بعد ثلاثمائة متر من المحطة."),
        ("ar", "يغلق المتجر 10:30 م.", "يغلق المتجر الساعة العاشرة والنصف مساءً."),
        (
            "ar",
            "المراسلات: ص.ب 22841 جدة.",
            "المراسلات: صندوق بريد اثنان اثنان ثمانية أربعة واحد جدة.",
        ),
    ],
)
def test_abbreviations_and_units_are_said(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the unit's dot is no full stop mid-sentence, and stays one at the end
        ("el", "Μόλις 3 χλμ. μακριά.", "Μόλις τρία χιλιόμετρα μακριά."),
        ("el", "Η παραλία απέχει 8 χλμ.", "Η παραλία απέχει οκτώ χιλιόμετρα."),
        # ... and a neuter unit's count is neuter
        ("el", "Απέχει 4 χλμ. από εδώ.", "Απέχει τέσσερα χιλιόμετρα από εδώ."),
    ],
)
def test_a_units_dot_makes_no_false_sentence_break(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("el", "Ζέστη μέχρι 40°C αύριο.", "Ζέστη μέχρι σαράντα βαθμούς Κελσίου αύριο."),
        ("el", "Σήμερα 30°C.", "Σήμερα τριάντα βαθμοί Κελσίου."),
        ("hr", "Ured je na 3. katu zgrade.", "Ured je na trećem katu zgrade."),
        ("hr", "Vlak kreće s 3. perona.", "Vlak kreće s trećeg perona."),
        (
            "ar",
            "ارتفعت الأسعار بنسبة 2% هذا العام.",
            "ارتفعت الأسعار بنسبة اثنين بالمئة هذا العام.",
        ),
        ("ar", "الحرارة الليلة 28°.", "الحرارة الليلة ثماني وعشرون درجة."),
    ],
)
def test_counts_agree_with_their_case_and_gender(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        ("Η Γ΄ τάξη ξεκινά αύριο.", "Η τρίτη τάξη ξεκινά αύριο."),
        ("Μένουμε στον Δ΄ όροφο.", "Μένουμε στον τέταρτο όροφο."),
        ("Ο Α΄ Παγκόσμιος Πόλεμος.", "Ο Πρώτος Παγκόσμιος Πόλεμος."),
    ],
)
def test_a_greek_numeral_before_a_noun_is_an_ordinal(text, reads):
    assert normalize(text, "el").text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("ar", "الدوام من 8-16 يوميًا.", "الدوام من ثمانية إلى ستة عشر يوميًا."),
        ("bg", "Отговор до 3-5 дни.", "Отговор до три-пет дни."),
    ],
)
def test_a_range_after_a_preposition_says_it_once(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("ar", "الرصيد المتبقي رقم 12 فقط.", "الرصيد المتبقي رقم اثنا عشر فقط."),
        (
            "ar",
            "طلب رقم 5531902 قيد الشحن.",
            "طلب رقم خمسة خمسة ثلاثة واحد تسعة صفر اثنان قيد الشحن.",
        ),
        # not metres; the year's mark is said since panel AP5 (ar.gregorianyear)
        ("ar", "تأسست عام 1995 م.", "تأسست عام ألف وتسعمائة وخمسة وتسعين ميلاديًا."),
        ("ar", "ساعات العمل: 9 ص - 10 م", "ساعات العمل: من التاسعة صباحًا إلى العاشرة مساءً"),
        ("en", "The Sun 2 game", "The Sun two game"),
        ("el", "σ' αγαπώ", "σ' αγαπώ"),
        ("tr", "Atatürk Caddesi No:12", "Atatürk Caddesi numara on iki"),
    ],
)
def test_what_the_new_rules_leave_alone(lang, text, reads):
    assert normalize(text, lang).text == reads
