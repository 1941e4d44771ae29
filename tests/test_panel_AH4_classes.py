"""Panel AH4 (issue 31) in ro hr sv da en el: the classes it heard wrong, each in new
sentences (not the panel's own): a tennis match's sets "7-5, 3-6, 6-4" (each a score, never
a range "from three to six"), en "as of 4/12" and sv da "fr.o.m. 3/4" (a date after the
words of "from/as of"), sv da "mellan kl. 09–12" ("mellan nio och tolv"), en "at 7.30" (a
British clock time, not a decimal), en "20 min delays" ("twenty-minute delays")."""

import pytest

from normalize.normalizer import Normalizer

norm = Normalizer([])

CASES = [
    # a list of tennis sets: each a score, said as the other sets are
    ("el", "Η Σάκκαρη επικράτησε 3-6, 6-4, 7-5.", "τρία-έξι, έξι-τέσσερα, επτά-πέντε"),
    ("el", "Το τελικό σκορ ήταν 6-7, 6-3, 4-6.", "έξι-επτά, έξι-τρία, τέσσερα-έξι"),
    ("el", "Έχασε 2-6, 3-6 στον πρώτο γύρο.", "δύο-έξι, τρία-έξι στον"),
    ("da", "Rune tabte 3-6, 6-7 i anden runde.", "tre-seks, seks-syv i anden"),
    ("da", "Opgøret sluttede 6-4, 5-7, 6-2.", "seks-fire, fem-syv, seks-to"),
    ("da", "Hun vandt 2-6, 7-5, 6-4.", "to-seks, syv-fem, seks-fire"),
    ("en", "Alcaraz beat him 4-6, 6-3, 6-2.", "four to six, six to three, six to two"),
    ("en", "The match ended 3-6, 7-5, 6-4.", "three to six, seven to five, six to four"),
    ("sv", "Matchen slutade 3-6, 6-4, 7-6.", "tre-sex, sex-fyra, sju-sex"),
    # a slash date after "as of", "effective", "starting"; sv da "från och med"
    ("en", "The new hours apply as of 3/9.", "as of March ninth"),
    ("en", "The policy is effective 5/1.", "effective May first"),
    ("en", "Prices rise starting 2/3.", "starting February third"),
    ("sv", "Butiken har nya öppettider fr.o.m. 2/5.", "från och med den andra maj"),
    ("sv", "Kortet gäller från och med 1/3.", "från och med den första mars"),
    ("sv", "Rabatten gäller t.o.m. 6/4.", "till och med den sjätte april"),
    ("da", "Butikken holder lukket t.o.m. 2/1.", "til og med den"),
    # sv da "mellan kl. 09–12": "between" still governs the span after the clock's word
    ("sv", "Vi ringer mellan kl. 08–10 på fredag.", "mellan klockan åtta och tio på"),
    ("sv", "Tekniker kommer mellan kl. 9–11.", "mellan klockan nio och elva"),
    ("sv", "Leverans mellan kl. 13.00–15.00.", "mellan klockan tretton och femton"),
    ("sv", "Vi har öppet kl. 08–17.", "klockan åtta till sjutton"),
    ("da", "Vi kommer mellem kl. 9-11.", "mellem klokken ni og elleve"),
    # en British dotted time after "at"
    ("en", "Doors open at 7.45.", "at seven forty-five."),
    ("en", "Dinner is at 8.30 tonight.", "at eight thirty tonight"),
    ("en", "See you at 6.15 on Friday.", "at six fifteen on Friday"),
    ("en", "At 9.05", "At nine oh five"),
    ("en", "The shop closes at 5.30 on Sundays.", "at five thirty on Sundays"),
    # en a time unit's number before a noun: a compound adjective
    ("en", "Expect 30 min waits at security.", "thirty-minute waits"),
    ("en", "There are 10 min breaks between talks.", "ten-minute breaks"),
    ("en", "It was a 2 hr drive to the lake.", "a two-hour drive"),
    ("en", "Take a 15 min walk after lunch.", "a fifteen-minute walk"),
]


@pytest.mark.parametrize(("lang", "text", "part"), CASES)
def test_a_class_the_panel_heard_reads_right(lang, text, part):
    assert part in norm(text, lang).text


KEPT = [
    ("en", "Djokovic won 6-4, 7-6.", "six to four, seven to six"),
    ("ro", "Simona Halep a câștigat 6-2, 6-4.", "șase la doi, șase la patru"),
    ("el", "Ο Τσιτσιπάς κέρδισε 6-3, 7-5.", "έξι-τρία, επτά-πέντε"),
    ("el", "Διαβάστε τις σελίδες 4-6, 8-9.", "από τέσσερα έως έξι"),
    ("da", "Det tager 4-6 dage.", "fire til seks dage"),
    ("en", "Add 3/4 cup of sugar.", "three quarters"),
    ("en", "Rates were held at 5.25%.", "five point two five percent"),
    ("en", "The index closed at 7.30.", "seven point three zero"),
    ("en", "Train 2151 to Boston is delayed 20 min.", "twenty minutes."),
    ("en", "Bus 42 is running 8 min late.", "eight minutes late"),
    ("en", "delayed by 12 min, now departing", "twelve minutes, now"),
    ("sv", "Blanda i 3/4 dl mjölk.", "tre fjärdedels"),
    ("ro", "Stăm 3-5 zile.", "trei-cinci zile"),
]


@pytest.mark.parametrize(("lang", "text", "part"), KEPT)
def test_what_the_earlier_panels_pinned_is_kept(lang, text, part):
    assert part in norm(text, lang).text
