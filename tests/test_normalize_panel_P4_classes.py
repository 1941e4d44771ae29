"""Panel P4's classes of error (issue 31, 2026-12-06: ro hr sv da en el), each on new
sentences as well as the panel's own: abbreviations left as written, days written short
before hours, ..."""

import pytest

from normalize import Normalizer
from normalize.detect import detect

normalize = Normalizer([])

# fmt: off
CASES = [
    # abbreviations left as written
    ("ro", "Vă mulțumim pentru comanda dvs. de ieri.",
     "Vă mulțumim pentru comanda dumneavoastră de ieri."),
    ("ro", "Contul dvs. a fost debitat.", "Contul dumneavoastră a fost debitat."),
    ("ro", "Accidentul a avut loc la km 112 pe A2.",
     "Accidentul a avut loc la kilometrul o sută doisprezece pe A doi."),
    ("ro", "Drumul are 45 km.", "Drumul are patruzeci și cinci de kilometri."),
    ("ro", "Peste 2 mil. de români lucrează în străinătate.",
     "Peste două milioane de români lucrează în străinătate."),
    ("ro", "Proiectul costă 25 mil. de euro.",
     "Proiectul costă douăzeci și cinci de milioane de euro."),
    ("ro", "Bugetul este de 3 mld. de lei.", "Bugetul este de trei miliarde de lei."),
    ("hr", "G. Kovač stiže sutra.", "Gospodin Kovač stiže sutra."),
    ("hr", "Razgovarao sam s g. Babićem.", "Razgovarao sam s gospodinom Babićem."),
    ("hr", "Paket je za g. Horvata.", "Paket je za gospodina Horvata."),
    ("hr", "Bio sam kod g. Horvata.", "Bio sam kod gospodina Horvata."),
    ("hr", "Gđa Kovač vas čeka.", "Gospođa Kovač vas čeka."),
    ("sv", "Dr Berg tar emot i dag.", "Doktor Berg tar emot i dag."),
    ("sv", "Erbjudandet gäller fr.o.m. 3 juni.", "Erbjudandet gäller från och med tredje juni."),
    ("sv", "Öppet fr.o.m. fre 3 maj.", "Öppet från och med fredag tredje maj."),
    ("el", "Ατύχημα στο 12ο χλμ. της Αττικής Οδού.",
     "Ατύχημα στο δωδέκατο χιλιόμετρο της Αττικής Οδού."),
    ("el", "Απέχει 5 χλμ. από εδώ.", "Απέχει πέντε χιλιόμετρα από εδώ."),
    # a day written short, no dot, before its hours
    ("en", "Open Mon–Fri 8–6, Sun 10–4.",
     "Open Monday to Friday eight to six, Sunday ten to four."),
    ("el", "Ωράριο: Δευ-Παρ 8:00-16:00, Κυρ 10:00-13:00.",
     "Ωράριο: Δευτέρα έως Παρασκευή οκτώ έως δεκαέξι, Κυριακή δέκα έως δεκατρείς."),
    ("ro", "Program: L–V 8–16, S 9–13.",
     "Program: de luni până vineri de la opt la șaisprezece, sâmbătă de la nouă la "
     "treisprezece."),
    # sv da clock times and dates written with dots, read as decimals
    ("sv", "Bussen avgår 7.45 från hållplatsen.", "Bussen avgår sju fyrtiofem från hållplatsen."),
    ("sv", "Butiken stänger 18.30 i dag.", "Butiken stänger arton trettio i dag."),
    ("da", "Toget afgår 16.20 fra spor 4.", "Toget afgår seksten tyve fra spor fire."),
    ("sv", "Aktien steg till 14.25 kr.", "Aktien steg till fjorton kronor tjugofem öre."),
    ("da", "Tid hos lægen d. 3.11. kl. 9.15.",
     "Tid hos lægen den tredje november klokken ni femten."),
    ("da", "Vi ses fredag 5.6.", "Vi ses fredag den femte juni."),
    ("sv", "Betala senast 30.4.", "Betala senast den trettionde april."),
    # a version, no date (since panel S4 its point is "punkt", not the decimal "komma")
    ("da", "Opdater til version 14.3.", "Opdater til version fjorten punkt tre."),
    # ro feminine ordinals ("a 3-a")
    ("ro", "A 2-a zi a fost mai grea.", "A doua zi a fost mai grea."),
    ("ro", "Este a 8-a ediție a festivalului.", "Este a opta ediție a festivalului."),
    ("ro", "Locuiesc pe a 4-a stradă.", "Locuiesc pe a patra stradă."),
    ("ro", "A 12-a etapă se joacă duminică.", "A douăsprezecea etapă se joacă duminică."),
    ("ro", "Sărbătorim a 100-a aniversare.", "Sărbătorim a suta aniversare."),
    ("ro", "Este al 3-lea meci.", "Este al treilea meci."),
    # hr ordinals of the hundreds (ICU dropped the "o" of "sto")
    ("hr", "Odigrao je 120. utakmicu.", "Odigrao je sto dvadesetu utakmicu."),
    ("hr", "Proslavili smo 100. rođendan.", "Proslavili smo stoti rođendan."),
    ("hr", "Bio je 300. posjetitelj.", "Bio je tristoti posjetitelj."),
    # ro money: the units joined by "și", "de" before "euro" from twenty
    ("ro", "Ați plătit 12,40 lei.", "Ați plătit doisprezece lei și patruzeci de bani."),
    ("ro", "Abonamentul costă 250 euro pe an.",
     "Abonamentul costă două sute cincizeci de euro pe an."),
    ("ro", "Biletul costă 5 euro.", "Biletul costă cinci euro."),
    # per litre after a price
    ("sv", "Dieseln kostar 19,90 kr/l.", "Dieseln kostar nitton kronor nittio öre per liter."),
    ("da", "Diesel koster 12,99 kr./l.", "Diesel koster tolv kroner nioghalvfems øre per liter."),
    ("ro", "Motorina costă 7,50 lei/litru.",
     "Motorina costă șapte lei și cincizeci de bani litrul."),
    ("el", "Το πετρέλαιο κοστίζει 1,60 €/λίτρο.",
     "Το πετρέλαιο κοστίζει ένα ευρώ και εξήντα λεπτά το λίτρο."),
    # spans of hours without their joining word
    ("sv", "Mottagningen är öppen kl. 8.00–12.00.",
     "Mottagningen är öppen klockan åtta till tolv."),
    ("da", "Butikken har åbent kl. 10.00-17.30.",
     "Butikken har åbent klokken ti til sytten tredive."),
    ("da", "Åbent kl. 13:00-15:00.", "Åbent klokken tretten til femten."),
    ("sv", "Vi ringer mellan 10–12 i morgon.", "Vi ringer mellan tio och tolv i morgon."),
    ("da", "Vi leverer mellem 8-16.", "Vi leverer mellem otte og seksten."),
    ("en", "We deliver between 9-5 on weekdays.",
     "We deliver between nine and five on weekdays."),
]
# fmt: on


@pytest.mark.parametrize("lang,text,expected", CASES)
def test_panel_p4_class(lang, text, expected):
    assert normalize(text, lang).text == expected


@pytest.mark.parametrize(
    "lang,text",
    [
        ("ro", "Programarea dvs. este pe 14.03.2025, ora 10:30."),
        ("ro", "Biletul dvs.: vagon 5, locul 42."),
    ],
)
def test_panel_p4_detected(lang, text):
    assert [s.lang for s in detect(text)] == [lang]
