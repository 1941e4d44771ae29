"""Reading German, Dutch, Danish, Swedish aloud.

Dates, times, years, ordinals, units, phone numbers,
ranges and money, each sentence checked against what a native reader says.

Sources of the conventions:
- de: Duden, Die Grammatik (ordinal agreement: "am fünften März", "der dritte Platz");
  Duden, "Schreibung von Zahlen" (years in hundreds: "neunzehnhundertneunzig"; "14:30 Uhr"
  read "vierzehn Uhr dreißig"); CLDR de (month names, unit names).
- nl: Taalunie, "Tijd en datum" (negentienhonderdnegentig; "14:30 uur" = "veertien uur
  dertig"; "3e", "21ste"); CLDR nl.
- da: Dansk Sprognævn, Retskrivningsordbogen ("5. marts", "kl. 14.30"; years before 2000
  "nittenhundrede og halvfems", after "to tusind og ..."); CLDR da.
- sv: Språkrådet, Svenska skrivregler ("1:a", "3:e"; "kl. 14.30"; "nittonhundranittio",
  "tjugohundratjugofyra"); CLDR sv.
"""

from tests.native_readings import reading_tests

CASES = {
    "de": [
        ("Am 5. März 2024 ist Markt.", "Am fünften März zweitausendvierundzwanzig ist Markt."),
        ("Termin: 05.03.2024", "Termin: fünfter März zweitausendvierundzwanzig"),
        ("Stand 2024-03-05.", "Stand fünfter März zweitausendvierundzwanzig."),
        ("Wir treffen uns um 14:30 Uhr.", "Wir treffen uns um vierzehn Uhr dreißig."),
        ("Der Zug fährt um 9:05.", "Der Zug fährt um neun Uhr fünf."),
        ("Der 3. Platz geht an Anna.", "Der dritte Platz geht an Anna."),
        ("Zum 2. Mal gewonnen.", "Zum zweiten Mal gewonnen."),
        ("Im Jahr 1990 fiel die Mauer.", "Im Jahr neunzehnhundertneunzig fiel die Mauer."),
        (
            "Von 1990 bis 1995 lebte er dort.",
            "Von neunzehnhundertneunzig bis neunzehnhundertfünfundneunzig lebte er dort.",
        ),
        ("Es sind 3-5 km bis dorthin.", "Es sind drei bis fünf Kilometer bis dorthin."),
        ("Draußen hat es −5 °C.", "Draußen hat es minus fünf Grad Celsius."),
        ("Das Paket wiegt 2,5 kg.", "Das Paket wiegt zwei Komma fünf Kilogramm."),
        (
            "Das Handy hat 128 GB Speicher.",
            "Das Handy hat einhundertachtundzwanzig Gigabyte Speicher.",
        ),
        (
            "Ruf an: +49 30 1234567.",
            "Ruf an: plus vier neun, drei null, eins zwei drei vier fünf sechs sieben.",
        ),
        (
            "Es kostet 12,50 € und 1234 Stück.",
            "Es kostet zwölf Euro fünfzig Cent und eintausendzweihundertvierunddreißig Stück.",
        ),
    ],
    "nl": [
        ("Op 5 maart 2024 is het markt.", "Op vijf maart tweeduizendvierentwintig is het markt."),
        ("Datum: 05-03-2024", "Datum: vijf maart tweeduizendvierentwintig"),
        ("Het is 2024-03-05.", "Het is vijf maart tweeduizendvierentwintig."),
        ("We beginnen om 14:30 uur.", "We beginnen om veertien uur dertig."),
        ("Hij werd 3e in de race.", "Hij werd derde in de race."),
        ("De 21ste eeuw begint.", "De eenentwintigste eeuw begint."),
        ("In 1990 werd zij geboren.", "In negentienhonderdnegentig werd zij geboren."),
        ("Het is 3-5 km lopen.", "Het is drie tot vijf kilometer lopen."),
        ("Het is 25 °C buiten.", "Het is vijfentwintig graden Celsius buiten."),
        ("De tas weegt 2,5 kg.", "De tas weegt twee komma vijf kilogram."),
        ("Bel 06-12 34 56 78.", "Bel nul zes, één twee, drie vier, vijf zes, zeven acht."),
        (
            "Bel +31 20 123 4567.",
            "Bel plus drie één, twee nul, één twee drie, vier vijf zes zeven.",
        ),
        ("Het kost € 12,50.", "Het kost twaalf euro vijftig cent."),
        ("Het ligt 1,5 m hoger.", "Het ligt één komma vijf meter hoger."),
        (
            "Van 1990 tot 1995 woonde hij daar.",
            "Van negentienhonderdnegentig tot negentienhonderdvijfennegentig woonde hij daar.",
        ),
    ],
    "da": [
        (
            "Den 5. marts 2024 er der marked.",
            "Den femte marts to tusind og fireogtyve er der marked.",
        ),
        ("Dato: 05.03.2024", "Dato: femte marts to tusind og fireogtyve"),
        ("Vi ses kl. 14.30.", "Vi ses klokken fjorten tredive."),
        ("Toget kører 9:05.", "Toget kører ni nul fem."),
        ("Han kom på en 3. plads.", "Han kom på en tredje plads."),
        ("I 1990 flyttede hun.", "I nittenhundrede og halvfems flyttede hun."),
        ("Det er 3-5 km væk.", "Det er tre til fem kilometer væk."),
        ("Det er 25 °C i dag.", "Det er femogtyve grader celsius i dag."),
        ("Pakken vejer 2,5 kg.", "Pakken vejer to komma fem kilogram."),
        (
            "Ring +45 12 34 56 78.",
            "Ring plus femogfyrre, tolv, fireogtredive, seksoghalvtreds, otteoghalvfjerds.",
        ),
        ("Det koster 100 kr.", "Det koster hundrede kroner."),
        ("Mødet er 2024-03-05.", "Mødet er femte marts to tusind og fireogtyve."),
        ("Der er 1 km tilbage.", "Der er en kilometer tilbage."),
        ("Væksten var 3,5 %.", "Væksten var tre komma fem procent."),
        ("Bilen kører 100 km/h.", "Bilen kører hundrede kilometer i timen."),
    ],
    "sv": [
        ("Den 5 mars 2024 är det marknad.", "Den femte mars tjugohundratjugofyra är det marknad."),
        ("Datum: 2024-03-05", "Datum: femte mars tjugohundratjugofyra"),
        ("Vi ses kl. 14.30.", "Vi ses klockan fjorton trettio."),
        ("Tåget går 9:05.", "Tåget går nio noll fem."),
        ("Hon kom 1:a och han 3:e.", "Hon kom första och han tredje."),
        ("År 1990 flyttade hon.", "År nittonhundranittio flyttade hon."),
        ("Det är 3-5 km dit.", "Det är tre till fem kilometer dit."),
        ("Det är 25 °C i dag.", "Det är tjugofem grader Celsius i dag."),
        ("Paketet väger 2,5 kg.", "Paketet väger två komma fem kilogram."),
        (
            "Ring +46 8 123 456 78.",
            "Ring plus fyra sex, åtta, ett två tre, fyra fem sex, sju åtta.",
        ),
        ("Det kostar 100 kr.", "Det kostar etthundra kronor."),
        ("Bilen kör 100 km/h.", "Bilen kör etthundra kilometer per timme."),
        ("Det finns 1 km kvar.", "Det finns en kilometer kvar."),
        ("Räntan är 3,5 %.", "Räntan är tre komma fem procent."),
        ("Mötet är 05.03.2024.", "Mötet är femte mars tjugohundratjugofyra."),
    ],
}


test_a_native_reader_would_say_it_so, test_each_language_has_fifteen_checked_sentences = (
    reading_tests(CASES)
)
