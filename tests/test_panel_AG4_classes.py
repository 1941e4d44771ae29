"""Panel AG4 (issue 31) in ro hr sv da en el: the classes it heard wrong, each in new
sentences (not the panel's own): ro "mc" and "min." (the abbreviation's dot no sentence
end), en "valid through 12/31" (a month and day, not a card's year), hr "s" said "sa" before
a number said with s or š, el "Αρ. παραγγελίας" (an order number digit by digit)."""

import pytest

from normalize.normalizer import Normalizer

norm = Normalizer([])

CASES = [
    # ro "mc" (metru cub) and "min." (minut) counted; the dot of "min." goes mid-sentence
    ("ro", "Am consumat 30 mc de gaz luna trecută.", "treizeci de metri cubi de gaz"),
    ("ro", "Bazinul are 1 mc de apă.", "un metru cub de apă"),
    ("ro", "Factura arată 2,5 mc consum.", "doi virgulă cinci metri cubi"),
    ("ro", "Vin în 10 min. cu mașina.", "zece minute cu mașina"),
    ("ro", "Ora 14:30, la 5 min. de gară.", "cinci minute de gară"),
    ("ro", "Durează 1 min. în total.", "un minut în total"),
    # en: after "valid through/thru", "good thru", a month 10-12 and a day are a date
    ("en", "Coupon good thru 11/30 at all stores.", "November thirtieth at all stores"),
    ("en", "This deal is valid thru 10/15 only.", "October fifteenth only"),
    ("en", "Discount valid through: 12/24", "December twenty-fourth"),
    # hr "s" -> "sa" before sedam, šest, sto...
    ("hr", "Pobijedio je s 7 bodova razlike.", "sa sedam bodova"),
    ("hr", "S 16 godina otišao je od kuće.", "Sa šesnaest godina"),
    ("hr", "Autobus je stigao s 120 putnika.", "sa sto dvadeset putnika"),
    ("hr", "Koncert je završio s 6000 gledatelja.", "sa šest tisuća gledatelja"),
    ("hr", "Došla je s 67 prijatelja.", "sa šezdeset"),
    # en a room's or a suite's number in pairs ("twelve oh five")
    ("en", "Please go to room 1417 now.", "room fourteen seventeen now"),
    ("en", "Suite 2304 is on the left.", "Suite twenty-three oh four"),
    ("en", "Meet us at Room 2110 downstairs.", "Room twenty-one ten"),
    # da a four-digit short number after a word of calling, in two pairs
    ("da", "Ring på 1850 i dag", "atten halvtreds"),
    ("da", "Ring til os på 1805.", "atten nul fem"),
    ("da", "Tlf. 1818", "atten atten"),
    # el a span's first count agrees with the noun after its second
    ("el", "Η θερμοκρασία θα κυμανθεί από 13 έως 21 βαθμούς.", "από δεκατρείς έως"),
    ("el", "Χρειάζεστε από 3 έως 4 ώρες.", "από τρεις έως τέσσερις ώρες"),
    ("el", "Θα μείνουμε 3 ή 4 μήνες.", "τρεις ή τέσσερις μήνες"),
    ("el", "Ζεσταίνουμε από 200 έως 300 βαθμούς.", "διακόσιους έως τριακόσιους"),
    # ro a span of days before a month
    ("ro", "Festivalul are loc 3-5 august.", "între trei și cinci august"),
    ("ro", "Oferta e valabilă 1-15 martie.", "între întâi și cincisprezece martie"),
    ("ro", "Magazinul e închis între 24-26 decembrie.", "între douăzeci și patru și douăzeci"),
    ("ro", "Pe 20-25 decembrie nu lucrăm.", "Pe douăzeci – douăzeci și cinci decembrie"),
    # hr a year with its dot and no word of case: the genitive ordinal ("godine" unsaid)
    ("hr", "Rođen je 1987. u Splitu.", "osamdeset sedme u Splitu"),
    ("hr", "Tvrtka je osnovana 1923. u Rijeci.", "dvadeset treće u Rijeci"),
    ("hr", "Preselio se u Zagreb 2008.", "dvije tisuće osme."),
    # el "Αρ." before an order's or an account's name: the number digit by digit
    ("el", "Αρ. παραγγελίας 73920415", "επτά τρία εννέα δύο μηδέν τέσσερα ένα πέντε"),
    ("el", "Αρ. λογαριασμού: 55120934", "Αριθμός λογαριασμού: πέντε πέντε ένα δύο"),
    ("el", "Στείλτε τον αρ. αποστολής 99120334.", "εννέα εννέα ένα δύο μηδέν τρία"),
]


@pytest.mark.parametrize(("lang", "text", "part"), CASES)
def test_a_class_the_panel_heard_reads_right(lang, text, part):
    assert part in norm(text, lang).text


KEPT = [
    ("en", "Card expires 08/27.", "August twenty twenty-seven"),
    ("en", "Card valid thru 08/27.", "August twenty twenty-seven"),
    ("en", "Card expires 12/27.", "December twenty twenty-seven"),
    ("hr", "Došao je s 25 igrača.", "s dvadeset"),
    ("hr", "Stigli su s 1500 ljudi.", "s tisuću petsto"),
    ("ro", "Pauza e de 20 min.", "douăzeci de minute."),
    ("da", "Han købte 1813 bøger", "tusind ottehundrede og tretten bøger"),
    ("da", "I 1813 gik staten bankerot.", "attenhundrede og tretten"),
    ("en", "We have room for 1200 people", "one thousand two hundred people"),
    ("en", "Breakfast is served in Room 101.", "Room one hundred one"),
    ("el", "14 έως 20 παιδιά", "δεκατέσσερα έως είκοσι παιδιά"),
    ("ro", "Stăm 3-5 zile.", "trei-cinci zile"),
    ("ro", "Târgul se ține în perioada 3-7 mai.", "perioada trei-șapte mai"),
    ("hr", "Broj je 1994.", "devedeset i četiri."),
    ("hr", "Kupio je 2000 komada.", "dvije tisuće komada"),
]


@pytest.mark.parametrize(("lang", "text", "part"), KEPT)
def test_what_was_right_stays(lang, text, part):
    assert part in norm(text, lang).text
