# ruff: noqa: E501  (sentences and their readings, one per line)
"""Error classes a reading panel (issue 31, panel C3: en ar tr hi ko ja el vi id) found,
each tested with new sentences of the same class."""

import pytest

from normalize import Normalizer

normalize = Normalizer([])


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# --- ranges with a hyphen ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("Office hours from 9-10:45 on Fridays.", "en",
         "Office hours from nine to ten forty-five on Fridays."),
        ("Η επιστροφή γίνεται σε 5-7 ημέρες.", "el", "Η επιστροφή γίνεται σε πέντε έως επτά ημέρες."),
        ("Η απάντηση έρχεται σε 3-4 εβδομάδες.", "el", "Η απάντηση έρχεται σε τρεις έως τέσσερις εβδομάδες."),
        ("Hoàn tiền trong 5-7 ngày làm việc.", "vi", "Hoàn tiền trong năm đến bảy ngày làm việc."),
        ("سيتم الرد خلال 3-4 أيام عمل.", "ar", "سيتم الرد خلال ثلاثة إلى أربعة أيام عمل."),
        ("मेला 14-16 जनवरी तक चलेगा।", "hi", "मेला चौदह से सोलह जनवरी तक चलेगा।"),
        ("Kantor tutup 24-26 Desember.", "id", "Kantor tutup dua puluh empat sampai dua puluh enam Desember."),
    ],
)  # fmt: skip
def test_a_range_after_a_preposition_or_before_a_month_is_read_as_a_range(text, lang, expected):
    assert reads(text, lang) == expected


# --- Arabic number grammar ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # one case through the whole amount, the hundredths included
        ("تم خصم 2,340.45 ر.س من حسابك.", "تم خصم ألفين وثلاثمائة وأربعين ريالًا وخمس وأربعين هللة من حسابك."),
        # a number in the oblique case from num2words still belongs to the governed number
        ("ارتفع السعر إلى 2,175 دولارًا.", "ارتفع السعر إلى ألفين ومائة وخمسة وسبعين دولارًا."),
        # an ordinal after a preposition and its noun
        ("تأهل الفريق في الدورة 32 من البطولة.", "تأهل الفريق في الدورة الثانية والثلاثين من البطولة."),
        ("سكن بالطابق 21 منذ عام.", "سكن بالطابق الحادي والعشرين منذ عام."),
        ("الدورة 32 صعبة.", "الدورة الثانية والثلاثون صعبة."),
        # a unit counted by eleven to ninety-nine: singular accusative
        ("أضف 15 مل من الزيت.", "أضف خمسة عشر مليلترًا من الزيت."),
        ("الحمولة 45 كغ فقط.", "الحمولة خمسة وأربعون كيلوغرامًا فقط."),
        # a day of a Hijri month
        ("يبدأ الصيام في 1 رمضان.", "يبدأ الصيام في الأول من رمضان."),
        ("وقفة عرفات 9 ذو الحجة.", "وقفة عرفات التاسع من ذي الحجة."),
    ],
)  # fmt: skip
def test_arabic_numbers_keep_one_case_and_count_their_nouns(text, expected):
    assert reads(text, "ar") == expected


# --- abbreviations --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("Stay min. 2 nights, max. 6 guests.", "en", "Stay minimum two nights, maximum six guests."),
        ("The index fell 12.5 pts on Monday.", "en", "The index fell twelve point five points on Monday."),
        ("Exams are in Rm. 305, then Ste. 12.", "en", "Exams are in Room three oh five, then Suite twelve."),
        ("Mail it to 1742 Evergreen Ter, Springfield, OR 97403.", "en",
         "Mail it to seventeen forty-two Evergreen Terrace, Springfield, Oregon nine seven four zero three."),
        ("Our office: 1 Main St, Hartford, CT 06103.", "en",
         "Our office: one Main Street, Hartford, Connecticut zero six one zero three."),
        ("Turn onto Lakeshore Pkwy and park.", "en", "Turn onto Lakeshore Parkway and park."),
        ("200 मी. आगे पेट्रोल पंप है।", "hi", "दो सौ मीटर आगे पेट्रोल पंप है।"),
        ("बच्चे को 125 मि.ग्रा. दवा दें।", "hi", "बच्चे को एक सौ पच्चीस मिलीग्राम दवा दें।"),
    ],
)  # fmt: skip
def test_abbreviations_by_a_number_or_in_an_address_are_said_in_full(text, lang, expected):
    assert reads(text, lang) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("भारत ने 2री पारी में बढ़त ली।", "भारत ने दूसरी पारी में बढ़त ली।"),
        ("यह 4था मौका है।", "यह चौथा मौका है।"),
        ("टीम 6ठे स्थान पर रही।", "टीम छठे स्थान पर रही।"),
        ("वह 8वें स्थान पर रहा।", "वह आठवें स्थान पर रहा।"),
    ],
)
def test_hindi_ordinals_with_their_own_endings_are_read_as_ordinals(text, expected):
    assert reads(text, "hi") == expected


# --- codes, signs between parts, postcodes -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("Return #RMA-40917-B was received.", "en", "Return R M A four zero nine one seven B was received."),
        ("Το αίτημα #TK-55210 καταχωρήθηκε.", "el", "Το αίτημα TK πέντε πέντε δύο ένα μηδέν καταχωρήθηκε."),
        ("Trẻ em uống 1 gói x 3 lần/ngày.", "vi", "Trẻ em uống một gói, ngày ba lần."),
        ("Nhỏ 2 giọt x 4 lần.", "vi", "Nhỏ hai giọt, bốn lần."),
        ("Kirim ke RT 12/RW 04, Bekasi.", "id", "Kirim ke RT dua belas RW empat, Bekasi."),
        ("العنوان: حي النزهة، جدة 23523.", "ar", "العنوان: حي النزهة، جدة اثنان ثلاثة خمسة اثنان ثلاثة."),
        ("Teslimat: Kızılay Mah. 3, 06420 Çankaya/Ankara.", "tr",
         "Teslimat: Kızılay Mahallesi üç, sıfır altı dört iki sıfır Çankaya, Ankara."),
        ("〒530-0001 大阪府", "ja", "ごーさんぜろの ぜろぜろぜろいち 大阪府"),
        ("1일 2회, 1회 1포씩 드세요.", "ko", "일 일 이 회, 일 회 한 포씩 드세요."),
        ("You'll get a $50 credit.", "en", "You'll get a fifty-dollar credit."),
    ],
)  # fmt: skip
def test_codes_signs_and_postcodes_are_said_as_people_say_them(text, lang, expected):
    assert reads(text, lang) == expected
