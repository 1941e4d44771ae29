"""The classes a fresh panel (AA4) heard wrong or unnatural in ro hr sv da en el (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-AA4.jsonl), and what each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# Two dates joined by a dash, the second read as a date too (short_dates.py); sv da a date
# after "förfaller"/"forfalder"; en a span of month-name dates said "to", a day's short form
# after "on"/"every", a quadrant after a street, "wt." (english.py); ro "dvs." before a
# code's label; el "τον Dr."; sv a placing after "kom", "slutade" (structured.py).
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("sv", "Butiken har stängt 23/12–2/1.",
         "Butiken har stängt den tjugotredje december till den andra januari."),
        ("sv", "Kontoret är stängt 22.12.-6.1. Välkommen tillbaka!",
         "Kontoret är stängt den tjugoandra december till den sjätte januari. Välkommen "
         "tillbaka!"),
        ("sv", "Hyran förfaller 1/6.", "Hyran förfaller den första juni."),
        ("da", "Butikken holder lukket 23/12-3/1.",
         "Butikken holder lukket den treogtyvende december til den tredje januar."),
        ("da", "Kontoret er lukket 22.12.-6.1.",
         "Kontoret er lukket den toogtyvende december til den sjette januar."),
        ("da", "Fakturaen forfalder 1/7.", "Fakturaen forfalder den første juli."),
        ("el", "Το κατάστημα είναι κλειστό 23/12 - 3/1.",
         "Το κατάστημα είναι κλειστό από είκοσι τρεις Δεκεμβρίου έως τρεις Ιανουαρίου."),
        ("en", "The museum is closed 12/24-1/2.",
         "The museum is closed December twenty-fourth to January second."),
        ("en", "Open Nov 28 - Dec 3.", "Open November twenty-eighth to December third."),
        ("en", "The festival runs July 10-14.", "The festival runs July tenth to fourteenth."),
        ("en", "Call Dr. Lee on Wed at 9 AM.", "Call Doctor Lee on Wednesday at nine A M."),
        ("en", "Class is every Fri at noon.", "Class is every Friday at noon."),
        ("en", "The office is at 1300 Maple Ave SE.",
         "The office is at thirteen hundred Maple Avenue Southeast."),
        ("en", "Shipping wt. 2 lb.", "Shipping weight two pounds."),
        ("ro", "Contul dvs. IBAN RO49AAAA1B31007593840000 a fost activat.",
         "Contul dumneavoastră IBAN R O patru nouă A A A A unu B trei unu zero zero șapte "
         "cinci nouă trei opt patru zero zero zero zero a fost activat."),
        ("el", "Έχετε ραντεβού με τον Dr. Γεωργίου αύριο.",
         "Έχετε ραντεβού με τον δόκτορα Γεωργίου αύριο."),
        ("sv", "Laget kom 3:a i serien.", "Laget kom trea i serien."),
        ("sv", "Hon slutade 5:a i finalen.", "Hon slutade femma i finalen."),
    ],
)  # fmt: skip
def test_a_class_the_panel_heard_is_read_as_a_native_says_it(lang, text, spoken):
    assert reads(lang, text) == spoken


# Near misses: fractions joined by a dash, a date alone after another verb, a score after a
# date, "sat" the verb, a weight written out, "dvs." ending a sentence, el "Dr." as the
# subject, an ordinal before its noun.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("da", "Bland 1/3-2/3 af dejen.", "Bland et/tre-to/tre af dejen."),
        ("en", "Add 1/4-1/2 cup of sugar.", "Add one/four-one/two cup of sugar."),
        ("en", "The final score on June 7 was 3-2.",
         "The final score on June seventh was three to two."),
        ("en", "We sat on the bench.", "We sat on the bench."),
        ("en", "Winds from the SE today.", "Winds from the southeast today."),
        ("en", "Her wt. was fine.", "Her wt. was fine."),
        ("ro", "Vă mulțumim pentru comanda dvs. Vă așteptăm din nou.",
         "Vă mulțumim pentru comanda dumneavoastră. Vă așteptăm din nou."),
        ("el", "Ο Dr. Γεωργίου σας περιμένει.", "Ο δόκτωρ Γεωργίου σας περιμένει."),
        ("sv", "Vi bor på 3:e våningen.", "Vi bor på tredje våningen."),
        ("sv", "Det blev 2:a gången i rad.", "Det blev andra gången i rad."),
    ],
)  # fmt: skip
def test_a_near_miss_is_left_as_before(lang, text, spoken):
    assert reads(lang, text) == spoken


# Detection: a sign for "number" one language alone writes before a number (hr "br."); US
# customary units and a US street address (en); a phone number one country alone writes so,
# its words on that language's list too (sv "08-123 456 78"); a line whose default-listed
# words lingua's likeliest lists too, its other word on no list (ro "camera", "Etajul").
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("hr", "Vlak br. 512 kasni."),
        ("hr", "Peron br. 3."),
        ("en", "Net wt. 12 oz."),
        ("en", "Limit 50 lbs."),
        ("en", "Suite 400, 2100 Lincoln Ave."),
        ("sv", "Ring 031-12 34 56."),
        ("ro", "Apartamentul 9, camera 2."),
    ],
)
def test_a_short_line_is_detected_in_its_language(lang, text):
    assert {span.lang for span in detect(text)} == {lang}


# ... and lines another language's words fill, an English word beside a Swedish number, or
# an English word beside one Romanian lists.
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Wir wohnen in der 12 Baker St."),
        ("en", "Call 08-123 456 78."),
        ("en", "Camera 4, room 412."),
    ],
)
def test_a_near_miss_keeps_its_language(lang, text):
    assert {span.lang for span in detect(text)} == {lang}
