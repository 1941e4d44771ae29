"""The classes a fresh panel (V3) heard wrong in lt lv et fi hu sl (issue 31, 2026-12-06):
each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-V3.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a clock time H.MM after a timetable's noun or verb, no "kell"/"plkst." before it
        ("lt", "Naujas atvykimo laikas 6.35.", "Naujas atvykimo laikas šešios trisdešimt penki."),
        ("lv", "Vilciens atiet 7.15 no Rīgas.", "Vilciens atiet septiņi piecpadsmit no Rīgas."),
        (
            "et",
            "Saabumisaeg 6.35, rong väljub 7.15.",
            "Saabumisaeg kuus kolmkümmend viis, rong väljub seitse viisteist.",
        ),
        ("hu", "Az érkezési idő 6.35.", "Az érkezési idő hat óra harmincöt perc."),
        ("sl", "Čas prihoda je 6.35.", "Čas prihoda je šest in petintrideset."),
        # a plus before a temperature whose degrees are a word
        (
            "lt",
            "Vandens temperatūra +17 laipsnių.",
            "Vandens temperatūra plius septyniolika laipsnių.",
        ),
        ("lv", "Gaisa temperatūra +12 grādi.", "Gaisa temperatūra plus divpadsmit grādi."),
        ("et", "Õhutemperatuur +15 kraadi.", "Õhutemperatuur pluss viisteist kraadi."),
        ("fi", "Ilman lämpötila on +9 astetta.", "Ilman lämpötila on plus yhdeksän astetta."),
        (
            "fi",
            "Alv 24 % + toimituskulut.",
            "Alv kaksikymmentäneljä prosenttia plus toimituskulut.",
        ),
        # fi two decimals said as one number, in the case too
        (
            "fi",
            "Inflaatio oli 3,45 prosenttia.",
            "Inflaatio oli kolme pilkku neljäkymmentäviisi prosenttia.",
        ),
        (
            "fi",
            "Korko laski 3,45 prosenttiin.",
            "Korko laski kolmeen pilkku neljäänkymmeneenviiteen prosenttiin.",
        ),
        # lt lv an age after a preposition: "m.", "g." are years
        (
            "lt",
            "Asmenims nuo 14 iki 18 m. reikia sutikimo.",
            "Asmenims nuo keturiolikos iki aštuoniolikos metų reikia sutikimo.",
        ),
        ("lt", "Vaikams iki 21 m. nuolaida.", "Vaikams iki dvidešimt vienerių metų nuolaida."),
        ("lv", "Bērniem no 3 g. biļete lētāka.", "Bērniem no trim gadiem biļete lētāka."),
        ("lv", "Bērniem līdz 21 g. atlaide.", "Bērniem līdz divdesmit vienam gadam atlaide."),
        # counted units written short
        ("lt", "Dėžėje 1 vnt., kitoje 5 vnt.", "Dėžėje vienas vienetas, kitoje penki vienetai."),
        ("lv", "Kastē 3 gab., cena par gab. 2 €.", "Kastē trīs gabali, cena par gabalu divi eiro."),
        ("et", "Karbis 1 tk.", "Karbis üks tükk."),
        (
            "fi",
            "Hinta 3 €/kpl, laatikossa 6 kpl.",
            "Hinta kolme euroa kappaleelta, laatikossa kuusi kappaletta.",
        ),
        ("fi", "Ota 1 tabletti kerran vrk:ssa.", "Ota yksi tabletti kerran vuorokaudessa."),
        ("hu", "A dobozban 6 db alma van.", "A dobozban hat darab alma van."),
        ("hu", "A beruházás 3 Mrd Ft volt.", "A beruházás három milliárd forint volt."),
        # hu an ending after a unit's word joins it
        (
            "hu",
            "Az infláció 12%-a az energiából jön.",
            "Az infláció tizenkét százaléka az energiából jön.",
        ),
        ("hu", "Itt 30 km/h-ig lassíts.", "Itt harminc kilométer per óráig lassíts."),
        ("hu", "A 90 perc-es szünet.", "A kilencven perces szünet."),
        ("hu", "A 12. km-énél baleset történt.", "A tizenkettedik kilométerénél baleset történt."),
        # hu a digit two alone in a code
        ("hu", "Kódja: 527 831.", "Kódja: öt kettő hét, nyolc három egy."),
        # fi a cardinal with its case ending after a colon
        ("fi", "Bussi 6:lla pääsee keskustaan.", "Bussi kuudella pääsee keskustaan."),
        # fi hu a date with its year: no stray full stop
        (
            "fi",
            "Messut 2.–4.5.2026 Tampereella.",
            "Messut toisesta neljänteen toukokuuta kaksituhatta kaksikymmentäkuusi Tampereella.",
        ),
        (
            "hu",
            "A vásár 2024. május 5–7. között lesz.",
            "A vásár kétezer-huszonnégy május ötödike és hetedike között lesz.",
        ),
        # sl a code with a group led by a zero: digit by digit, every group
        ("sl", "Koda za prijavo: 815 027.", "Koda za prijavo: osem ena pet, nič dva sedem."),
        # sl one to four degrees after do, od in the genitive; a decimal's scale word
        ("sl", "Ponoči do –3 °C.", "Ponoči do minus treh stopinj Celzija."),
        ("sl", "Zjutraj od 2 do 4 °C.", "Zjutraj od dveh do štirih stopinj Celzija."),
        (
            "sl",
            "Izguba je znašala 2,4 mio. EUR.",
            "Izguba je znašala dve celi štiri milijona evrov.",
        ),
        # lt a decimal or euros and cents after a genitive preposition
        (
            "lt",
            "Nuolaida nuo 0,50 € iki 21,01 €.",
            "Nuolaida nuo penkiasdešimties centų iki dvidešimt vieno euro vieno cento.",
        ),
        (
            "lt",
            "Palūkanos nukrito iki 3,45 %. Ir taip.",
            "Palūkanos nukrito iki trijų ir keturiasdešimt penkių šimtųjų procento. Ir taip.",
        ),
        ("lt", "Bangos iki 1,5 m, vėjas.", "Bangos iki vieno ir penkių dešimtųjų metro, vėjas."),
        # lt the accusative after kas, and a time taken after per
        ("lt", "Vartokite kas 6 val. po tabletę.", "Vartokite kas šešias valandas po tabletę."),
        (
            "lt",
            "Laimėjo per 1:00:05 su rekordu.",
            "Laimėjo per vieną valandą penkias sekundes su rekordu.",
        ),
        # lt lv et sl a road's kilometre, an ordinal in its case
        ("lt", "Avarija ties 12 km.", "Avarija ties dvyliktu kilometru."),
        (
            "lv",
            "Remonts no 12. km līdz 15. km.",
            "Remonts no divpadsmitā kilometra līdz piecpadsmitajam kilometram.",
        ),
        ("et", "Õnnetus juhtus 12. km-l.", "Õnnetus juhtus kaheteistkümnendal kilomeetril."),
        ("sl", "Nesreča na 15. km.", "Nesreča na petnajstem kilometru."),
        # et a unit after a genitive count, and a thousand without "ühe"
        ("et", "Päevas mitte üle 1500 mg.", "Päevas mitte üle tuhande viiesaja milligrammi."),
        ("et", "Alla 5 l vett.", "Alla viie liitri vett."),
        # et a number joined to a word with a hyphen
        ("et", "Tema 5-aastane poeg.", "Tema viieaastane poeg."),
        ("et", "3-kordne meister.", "kolmekordne meister."),
        # lv hours written "st." after a preposition
        ("lv", "Pēc 2 st. atgriezīšos.", "Pēc divām stundām atgriezīšos."),
        # fi one after alle, yli in the genitive
        ("fi", "Yli 1 kg painavat.", "Yli yhden kilogramman painavat."),
        # lt a room
        (
            "lt",
            "Registratūra 3 kab. antrame aukšte.",
            "Registratūra trečiame kabinete antrame aukšte.",
        ),
        # lt days of a month as a span
        (
            "lt",
            "Paroda vyks gegužės 12–15 d. Vilniuje.",
            "Paroda vyks nuo gegužės dvyliktosios iki penkioliktosios dienos Vilniuje.",
        ),
        # et a date after hiljemalt, kuni, alates in their case
        (
            "et",
            "Pakkumine kehtib kuni 31.12.2024.",
            "Pakkumine kehtib kuni kolmekümne esimese detsembrini kaks tuhat kakskümmend neli.",
        ),
        (
            "et",
            "Vastus saata hiljemalt 3.02.2025.",
            "Vastus saata hiljemalt kolmandaks veebruariks kaks tuhat kakskümmend viis.",
        ),
        (
            "et",
            "Alates 01.03.2025 muutub hind.",
            "Alates esimesest märtsist kaks tuhat kakskümmend viis muutub hind.",
        ),
        # hu an ending after a price per unit
        ("hu", "Az ár 500 Ft/kg-ig csökkent.", "Az ár ötszáz forintig kilónként csökkent."),
        # sl three or four of a unit a plural imperative takes
        ("sl", "Vzemite 4 g soli.", "Vzemite štiri grame soli."),
        # et a sum in millions before a terminative or comitative
        ("et", "Kahjum kasvas 12 mln euroga.", "Kahjum kasvas kaheteistkümne miljoni euroga."),
    ],
)
def test_panel_v3_class_reads_right(lang: str, text: str, spoken: str) -> None:
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a length of time after a timetable's word stays a decimal
        (
            "hu",
            "A futó ideje 9.58 másodperc.",
            "A futó ideje kilenc egész ötvennyolc század másodperc.",
        ),
        ("lv", "Laiks 9.58 sekundes.", "Laiks deviņi komats piecdesmit astoņi sekundes."),
        ("sl", "Vlak odpelje ob 6.55 s tira.", "Vlak odpelje ob šestih in petinpetdeset s tira."),
        # a phone's plus, a plus between two amounts
        (
            "lt",
            "Skambinkite +370 600 12345.",
            "Skambinkite plius trys septyni nulis, šeši nulis nulis, vienas du trys keturi penki.",
        ),
        # fi a trailing zero and a leading zero stay as before
        ("fi", "Inflaatio oli 2,30 prosenttia.", "Inflaatio oli kaksi pilkku kolme prosenttia."),
        ("fi", "Lämpötila oli 2,05 astetta.", "Lämpötila oli kaksi pilkku nolla viisi astetta."),
        ("fi", "Hinta on 3,75 euroa.", "Hinta on kolme euroa seitsemänkymmentäviisi senttiä."),
        # metres and grams where no age is said
        (
            "lt",
            "Bangos nuo 1 iki 2 m. Rytoj ramu.",
            "Bangos nuo vieno iki dviejų metrų. Rytoj ramu.",
        ),
        ("lv", "Pievienojiet līdz 7 g. sāls.", "Pievienojiet līdz septiņi grami. sāls."),
        ("hu", "2 hét múlva jön.", "két hét múlva jön."),
        (
            "hu",
            "Az árak 12%-kal nőttek, 5 km-re van.",
            "Az árak tizenkét százalékkal nőttek, öt kilométerre van.",
        ),
        ("fi", "Sijoittui 3:nneksi.", "Sijoittui kolmanneksi."),
        ("fi", "Hinta nousi 5 %:iin.", "Hinta nousi viiteen prosenttiin."),
        (
            "sl",
            "Vaša koda: 493 582.",
            "Vaša koda: štiristo triindevetdeset, petsto dvainosemdeset.",
        ),
        ("sl", "Jutri do 18 °C.", "Jutri do osemnajst stopinj Celzija."),
        ("sl", "Prihodki so dosegli 3 mio. EUR.", "Prihodki so dosegli tri milijoni evrov."),
        ("lt", "Kaina 12,50 €.", "Kaina dvylika eurų penkiasdešimt centų."),
        ("lv", "Sacensības 5 km distancē.", "Sacensības pieci kilometri distancē."),
        ("sl", "Tek na 10 km.", "Tek na deset kilometrov."),
        ("et", "Lisa 200 g jahu.", "Lisa kakssada grammi jahu."),
        ("et", "Tallinn-2 jaam.", "Tallinn-kaks jaam."),
        ("fi", "Alle 2 m aallot.", "Alle kaksi metriä aallot."),
        (
            "et",
            "Maksetähtaeg 20.04.2024.",
            "Maksetähtaeg kahekümnes aprill kaks tuhat kakskümmend neli.",
        ),
        (
            "lt",
            "Nuo birželio 3 d. iki birželio 5 d.",
            "Nuo birželio trečiosios iki birželio penktosios.",
        ),
        ("hu", "Az ár 500 Ft/kg.", "Az ár ötszáz forint kilónként."),
        ("sl", "V skodelici so 3 dl mleka.", "V skodelici so trije decilitri mleka."),
        ("et", "Käive oli 4,6 mln eurot.", "Käive oli neli koma kuus miljonit eurot."),
        ("et", "Arve maksetähtaeg 15.02.", "Arve maksetähtaeg viieteistkümnes veebruar."),
        (
            "et",
            "Loss valmis 1718. aastal.",
            "Loss valmis tuhande seitsmesaja kaheksateistkümnendal aastal.",
        ),
        (
            "sl",
            "Odhodki bodo 14,3 mrd. evrov.",
            "Odhodki bodo štirinajst celih tri milijarde evrov.",
        ),
    ],
)
def test_panel_v3_class_leaves_alone(lang: str, text: str, spoken: str) -> None:
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # et degrees written as a word with "kuni"; sl an ekavian word on a short line
        ("Merevee temperatuur 19 kraadi, tuul kuni 5 m/s.", "et"),
        ("Lained kuni 2 m, vesi 17 kraadi.", "et"),
        ("Cena bencina je padla na 1,45 €/l.", "sl"),
        ("Mleko se je podražilo za 5 %.", "sl"),
        # near misses: Croatian's ijekavian word, Dutch degrees
        ("Cijena kave je porasla na 2,10 €.", "hr"),
        ("Mlijeko je poskupjelo za 5 %.", "hr"),
        ("De temperatuur is 20 graden.", "nl"),
    ],
)
def test_panel_v3_detection(text: str, lang: str) -> None:
    from normalize.detect import detect

    assert [span.lang for span in detect(text)] == [lang]
