"""Classes panel AI found in ar el en de hr (issue 31; docs/NORMALIZER.md, "Panel AI classes
fixed (arx)"), each with sentences of our own: ar slashed pairs (a mark out of a total, a
forecast's high and low, speeds per second), ar an amount as a money verb's object, ar
complaint and report numbers, ar Roman numerals after a book's parts, el feminine units and
nouns, el "αρ." and "οδ." in their case, en US units and route codes, hr an ordinal year."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. ar: a mark out of a total, a forecast's high/low and a rate per second, no slash left.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("حصلت على 95/100 في الامتحان.", "خمسة وتسعين من مائة"),
        ("النتيجة 18/20 في مادة الرياضيات.", "ثمانية عشر من عشرين"),
        ("تقييم المنتج 4/5 نجوم.", "أربعة من خمسة نجوم"),
        ("حصل الطالب على 9/10 في الاختبار.", "تسعة من عشرة"),
        ("الطقس غدًا: 28°/19° مع سماء صافية.", "ثماني وعشرون درجة و تسع عشرة درجة"),
        ("العظمى والصغرى 33°/22°.", "ثلاث وثلاثون درجة و اثنتان وعشرون درجة"),
        ("سرعة الرياح 12 م/ث.", "اثنا عشر متر في الثانية"),
        ("معدل التدفق 5 م³/ساعة", "متر مكعب في الساعة"),
    ],
)
def test_ar_a_slashed_pair_is_said_as_a_reader_says_it(text, said):
    got = reads(text, "ar")
    assert said in got
    assert "/" not in got and "°" not in got


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("أضف 1/2 كوب من الحليب.", "نصف كوب"),  # a fraction
        ("ضغط الدم 120/80 ملم زئبق.", "مائة وعشرون على ثمانين"),  # blood pressure
        ("الملف 3/10 جاهز", "ثلاثة/عشرة"),  # no mark said around it
        ("حصلت على 1/5 من الحصة", "واحد/خمسة"),  # a fifth, no mark
    ],
)
def test_ar_near_misses_of_the_slashed_pair_stay(text, said):
    assert said in reads(text, "ar")


# 2. ar: an amount after a money verb or its verbal noun is its object: the construct's ي.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("حولت 200 دينار إلى حسابك.", "حولت مائتي دينار"),
        ("أرسلنا لك 200 ريال.", "أرسلنا لك مائتي ريال"),
        ("سحبت 200 دولار من الصراف.", "سحبت مائتي دولار"),
        ("تم تحويل 200 دينار إلى حسابك.", "تحويل مائتي دينار"),
        ("دفعت 2000 ريال للإيجار.", "دفعت ألفي ريال"),
        ("حولت 2000 ريال و200 هللة", "ألفي ريال ومائتي هللة"),
        ("استلمت 12 رسالة.", "اثنتي عشرة رسالة"),
    ],
)
def test_ar_an_amount_after_a_money_verb_is_its_object(text, said):
    assert said in reads(text, "ar")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("لدي 200 دولار.", "لدي مائتا دولار"),  # a subject: nominative
        ("المبلغ المتبقي 200 دولار.", "مائتا دولار"),
        ("شارك أكثر من 2000 متسابق في الماراثون", "ألفين متسابق"),  # as pinned
    ],
)
def test_ar_near_misses_of_the_object_stay(text, said):
    assert said in reads(text, "ar")


# 3. ar: a complaint's, a report's, a reference's number is a label, said digit by digit.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("تم تسجيل شكوى رقم 45871 بنجاح.", "أربعة خمسة ثمانية سبعة واحد"),
        ("تم استلام بلاغ رقم 20931.", "اثنان صفر تسعة ثلاثة واحد"),
        ("بلاغك رقم 20931 قيد المعالجة.", "اثنان صفر تسعة ثلاثة واحد"),
        ("رقم الشكوى: 330912", "ثلاثة ثلاثة صفر تسعة واحد اثنان"),
        ("الرقم المرجعي 558120", "خمسة خمسة ثمانية واحد اثنان صفر"),
    ],
)
def test_ar_a_complaint_number_is_said_digit_by_digit(text, said):
    assert said in reads(text, "ar")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("شكوى رقم 12", "اثنا عشر"),  # short: a number
        ("القاعة رقم 1204", "ألف ومائتان وأربعة"),  # a hall: no complaint
    ],
)
def test_ar_near_misses_of_the_complaint_number_stay(text, said):
    assert said in reads(text, "ar")


# 4. ar: a Roman numeral after a part of a book or a law is its ordinal.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("اقرأ الفصل III من الكتاب.", "الفصل الثالث"),
        ("انظر القسم IV.", "القسم الرابع"),
        ("الباب II: الأحكام العامة", "الباب الثاني"),
        ("في الفصل XXI من الرواية", "في الفصل الحادي والعشرين"),
        ("تنص المادة VII على ذلك.", "المادة السابعة"),
    ],
)
def test_ar_a_roman_numeral_after_a_chapter_is_an_ordinal(text, said):
    assert said in reads(text, "ar")


@pytest.mark.parametrize(
    ("text", "said"),
    [("انظر الفصل 3، صفحة 15.", "الفصل ثلاثة"), ("الفصل IIII", "IIII")],
)
def test_ar_near_misses_of_the_roman_chapter_stay(text, said):
    assert said in reads(text, "ar")


# 5. el: a count agrees with a feminine unit or noun.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Καταναλώσατε 321 kWh.", "είκοσι μία κιλοβατώρες"),
        ("Χρειάζεστε 1 kWh την ημέρα.", "μία κιλοβατώρα"),
        ("Η διαδρομή κράτησε 200 ώρες.", "διακόσιες ώρες"),
        ("Η μπαταρία κρατά 540 ώρες.", "πεντακόσιες σαράντα ώρες"),
        ("Το πρόγραμμα έχει 1.300 θέσεις.", "χίλιες τριακόσιες θέσεις"),
        ("Έγιναν 300 παραγγελίες σήμερα.", "τριακόσιες παραγγελίες"),
        ("Το βιβλίο έχει 350 σελίδες.", "τριακόσιες πενήντα σελίδες"),
    ],
)
def test_el_a_count_agrees_with_a_feminine_noun(text, said):
    assert said in reads(text, "el")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Αγοράσαμε 541 λίτρα πετρέλαιο.", "πεντακόσια σαράντα ένα λίτρα"),  # neuter
        ("Διανύσαμε 300 χλμ.", "τριακόσια χιλιόμετρα"),
        ("Κατανάλωση: 412 kWh", "τετρακόσια δώδεκα κιλοβατώρες"),  # as earlier panels pinned
    ],
)
def test_el_near_misses_of_the_feminine_count_stay(text, said):
    assert said in reads(text, "el")


# 6. el: "αρ." and "οδ." in the case around them.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Η αίτηση με αρ. 4521 εγκρίθηκε.", "με αριθμό"),
        ("Επικοινωνήστε με αρ. πρωτοκόλλου 4521.", "με αριθμό πρωτοκόλλου"),
        ("Καλέστε στον αρ. 2101234567.", "στον αριθμό"),
        ("Η πληρωμή του αρ. τιμολογίου 5521 ολοκληρώθηκε.", "του αριθμού τιμολογίου"),
        ("Μένω στην οδ. Ερμού 5.", "στην οδό Ερμού"),
        ("Το κατάστημα της οδ. Ερμού είναι κλειστό.", "της οδού Ερμού"),
        ("Η κίνηση επί της Λεωφ. Κηφισίας είναι αυξημένη.", "της Λεωφόρου Κηφισίας"),
    ],
)
def test_el_a_short_word_takes_its_case(text, said):
    assert said in reads(text, "el")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Ο αρ. παραγγελίας σας είναι 45123.", "Ο αριθμός παραγγελίας"),
        ("Αρ. παραγγελίας: 778812", "Αριθμός παραγγελίας"),
        ("Διεύθυνση: οδ. Πανεπιστημίου 20", "οδός Πανεπιστημίου"),
    ],
)
def test_el_near_misses_of_the_case_stay_nominative(text, said):
    assert said in reads(text, "el")


# 7. en: US and UK units after a count, a height in feet and inches, a flight's route.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Keep the tires at 32 psi.", "thirty-two pounds per square inch"),
        ("Pour 8 fl oz of water.", "eight fluid ounces"),
        ("Fill 5 gal of water.", "five gallons"),
        (
            "The engine makes 200 hp at 6000 rpm.",
            "two hundred horsepower at six thousand revolutions per minute",
        ),
        ("The lake covers 12 sq mi.", "twelve square miles"),
        ("Buy 3 yd of fabric.", "three yards"),
        ("He is 5 ft 10 in tall.", "five feet ten inches tall"),
        ("She is 5'6\" tall.", "five feet six inches tall"),
        ("Flight BA283 LHR–SFO departs at 11:40.", "L H R to S F O departs"),
        ("Your route JFK-LAX is confirmed.", "J F K to L A X"),
        ("Connecting flight: CDG–JFK–ORD.", "C D G to J F K to O R D"),
        ("Itinerary: LHR → SFO", "L H R to S F O"),
    ],
)
def test_en_units_heights_and_routes_are_said(text, said):
    assert said in reads(text, "en")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("The car gets 32 mpg on the highway.", "thirty-two mpg"),  # as panel V4 pinned
        ("2 in 3 people agree.", "two in three people"),  # "in" is no inch alone
        ("She ran the lap in 4'30\".", "four"),
        ("The UAE–USA match ends 2-1.", "UAE–USA"),  # no flight said: a match
    ],
)
def test_en_near_misses_of_units_and_routes_stay(text, said):
    assert said in reads(text, "en")


# 8. hr: a year with its ordinal dot is an ordinal in the case of "godina", also after "kod".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Bitka kod Siska 1593. godine.", "kod Siska tisuću petsto devedeset treće godine"),
        ("Kod Siska 1593. godine vođena je bitka.", "tisuću petsto devedeset treće godine"),
        ("Pobjeda kod Siska 1593. godini bila je važna.", "devedeset trećoj godini"),
        ("1593. godina bila je teška.", "tisuću petsto devedeset treća godina"),
    ],
)
def test_hr_an_ordinal_year_is_said_in_its_case(text, said):
    assert said in reads(text, "hr")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Unesite kod 4821.", "četiri osam dva jedan"),  # a code
        ("Vaš kod za prijavu je 1593.", "jedan pet devet tri"),
        ("Prošlo je 30 godina.", "trideset godina"),
        ("U 1593. godini dogodilo se mnogo.", "U tisuću petsto devedeset trećoj godini"),
    ],
)
def test_hr_near_misses_of_the_ordinal_year_stay(text, said):
    assert said in reads(text, "hr")
