"""The words a short labelled line starts with, per Latin-script language: "Gleis 7,
21:05", "Huone 12", "Kod: 573812", "Sala 3". Such a line has one word and a number, too
little for lingua's trigrams, and its word is often off the 2,000-word lists
(``common_words.py``): "Gleis", "Binario", "Quai" are on none. Typed from the languages'
own signage and forms (rooms, halls, platforms and tracks, seats and tables, floors and
doors, codes, amounts and totals, prices and exchange rates, appointments, dates and
times, departures and arrivals, delays, orders and invoices, stops and lines, counters,
bookings, flights, doctors' offices, "number"), one string per language, lower case, one
word each ("i alt", "iš viso": their words alone are no label). A word several languages
write ("sala": es it pt pl ro) names them all; English's are here so that a word it
shares ("total", "code") names no other language (and never English itself: they only
keep a line English writes too in the default). Read by ``detect._labelled``; Cyrillic
and the other scripts need none (a Cyrillic line is never read in a Latin default).
"""

from functools import lru_cache

LABELS = {
    "en": "room hall platform track gate seat table row floor door entrance code pin amount"
    " total sum balance price appointment date time departure arrival order invoice no bus"
    " line stop coach car counter desk ticket booking ref reference terminal suite unit apt"
    " flat level bay locker cabin berth hotel taxi queue account phone tel fax"
    " delay delayed temperature discount battery"
    " exit chapter page weight consumption parking limit hours rate"
    " flight"
    " dose dosage receipt score points pts",
    "fr": "salle chambre quai voie porte place siège table rang étage entrée code montant"
    " total somme solde prix rdv date heure départ arrivée commande facture arrêt ligne"
    " voiture guichet réservation cabine bureau numéro tél"
    " retard température remise réduction batterie"
    " sortie chapitre poids consommation stationnement limite horaires horaire cours taux"
    " vol"
    " dose posologie reçu score points bouchon",
    "es": "sala habitación andén vía puerta asiento plaza mesa fila planta piso entrada"
    " código importe total suma saldo precio cita fecha hora salida llegada pedido factura"
    " parada línea coche vagón ventanilla reserva consulta número tel teléfono"
    " retraso temperatura descuento batería"
    " capítulo página peso consumo aparcamiento límite horario cambio"
    " vuelo"
    " dosis recibo marcador resultado puntos atasco descanso",
    "it": "sala stanza camera binario porta posto tavolo fila piano ingresso codice importo"
    " totale somma saldo prezzo appuntamento data ora partenza arrivo ordine fattura"
    " fermata linea carrozza sportello prenotazione numero tel"
    " ritardo temperatura sconto batteria"
    " uscita capitolo pagina peso consumo parcheggio limite orario cambio"
    " volo"
    " dose dosaggio scontrino ricevuta punteggio risultato punti coda intervallo",
    "pt": "sala quarto plataforma linha porta lugar assento mesa fila andar piso entrada"
    " código senha valor total soma saldo preço consulta data hora partida chegada pedido"
    " fatura paragem parada carruagem vagão guiché balcão reserva número tel"
    " atraso temperatura desconto bateria"
    " saída capítulo página peso consumo estacionamento limite horário câmbio cotação"
    " voo"
    " dose posologia recibo talão placar resultado pontos engarrafamento intervalo",
    "de": "raum zimmer saal gleis bahnsteig tor platz sitz tisch reihe etage stock stockwerk"
    " tür eingang code kennwort betrag summe gesamt saldo kontostand preis termin datum"
    " uhrzeit uhr abfahrt ankunft bestellung rechnung haltestelle linie wagen schalter"
    " buchung kabine nummer nr tel"
    " verspätung temperatur rabatt akku"
    " ausgang kapitel seite gewicht verbrauch öffnungszeiten kurs wechselkurs"
    " flug"
    " dosis dosierung beleg quittung kassenbon spielstand ergebnis endstand punkte stau"
    " halbzeit",
    "nl": "kamer zaal spoor perron poort stoel plaats tafel rij verdieping deur ingang code"
    " bedrag totaal som saldo prijs afspraak datum tijd vertrek aankomst bestelling factuur"
    " halte lijn rijtuig loket boeking hut nummer nr tel"
    " vertraging temperatuur korting accu batterij bel"
    " uitgang hoofdstuk pagina blz gewicht verbruik parkeren openingstijden koers wisselkoers"
    " vlucht pincode"
    " dosis dosering kassabon uitslag punten",
    "pl": "pokój sala peron tor bramka miejsce stolik rząd piętro drzwi wejście kod kwota"
    " suma razem saldo cena termin wizyta data godzina godz odjazd przyjazd zamówienie"
    " faktura przystanek linia wagon okienko rezerwacja kabina numer nr tel"
    " opóźnienie temperatura rabat zniżka bateria"
    " wyjście rozdział strona str waga zużycie infolinia kurs"
    " lot gabinet"
    " dawka paragon wynik punkty korek",
    "cs": "pokoj místnost sál nástupiště kolej brána místo sedadlo stůl řada patro dveře"
    " vchod kód částka celkem součet zůstatek cena termín datum čas hodina odjezd příjezd"
    " objednávka faktura zastávka linka vůz přepážka rezervace kabina číslo tel"
    " zpoždění teplota sleva baterie"
    " výstup východ kapitola strana str hmotnost váha spotřeba infolinka parkování kurz"
    " let ordinace kabinet"
    " dávka účtenka skóre výsledek body"
    # a parcel: Czech "zásilka", Slovak "zásielka" (panel AY2: "Číslo zásilky: DR…" was sk)
    " zásilka zásilky zásilku zásilce",
    "sk": "izba miestnosť sála nástupište koľaj brána miesto sedadlo stôl rad poschodie"
    " dvere vchod kód suma spolu celkom zostatok cena termín dátum čas hodina odchod"
    " príchod objednávka faktúra zastávka linka vozeň prepážka rezervácia kabína číslo tel"
    " meškanie teplota zľava batéria"
    " výstup východ kapitola strana str hmotnosť váha spotreba infolinka parkovanie kurz"
    " let ambulancia kabinet"
    " dávka bloček účtenka skóre výsledok body zápcha"
    " zásielka zásielky zásielku zásielke",
    "sl": "soba dvorana peron tir vrata sedež mesto miza vrsta nadstropje vhod koda znesek"
    " skupaj vsota stanje cena termin datum ura čas odhod prihod naročilo račun postaja linija"
    " vagon okence rezervacija kabina številka tel"
    " zamuda temperatura popust baterija"
    " izhod poglavje stran teža poraba parkiranje tečaj"
    " let ambulanta kabinet"
    " odmerek rezultat točke zastoj",
    "hr": "soba dvorana peron kolosijek vrata sjedalo mjesto stol red kat ulaz šifra kod"
    " iznos ukupno zbroj stanje cijena termin datum vrijeme sat polazak dolazak narudžba"
    " račun stanica linija vagon šalter rezervacija kabina broj tel"
    " kašnjenje temperatura popust baterija"
    " izlaz poglavlje stranica str težina potrošnja parkiranje tečaj"
    " let ambulanta kabinet"
    " doza rezultat bodovi gužva",
    "hu": "szoba terem vágány peron kapu ülés hely asztal sor emelet ajtó bejárat kód"
    " összeg összesen fizetendő egyenleg ár időpont dátum idő indulás érkezés rendelés"
    " számla megálló járat vonal kocsi ablak foglalás kabin szám tel"
    " késés hőmérséklet kedvezmény akkumulátor"
    " kijárat fejezet oldal súly fogyasztás parkolás árfolyam"
    " adag nyugta eredmény pontok dugó",
    "ro": "camera sala peron linia poarta loc scaun masa rând rândul etaj etajul ușa"
    " intrare intrarea cod suma total totalul sold preț pret programare data ora plecare"
    " sosire comanda comandă factura factură stația stație vagon ghișeu rezervare cabina"
    " număr nr tel"
    " întârziere temperatura temperatură reducere baterie"
    " ieșire capitol capitolul pagina greutate consum parcare program curs"
    " zbor cabinet"
    " doză doza chitanță scor scorul rezultat puncte ambuteiaj"
    # ... with the article Romanian glues to a noun ("Peronul 3", "Sala 204" -> "Sala");
    # a car's registration (panel AY4: "Peronul 3" was en, "Nr. de înmatriculare" fr)
    " peronul scaunul locul vagonul ghișeul biletul zborul înmatriculare"
    " înmatriculării",
    "fi": "huone sali laituri raide portti paikka istuin pöytä rivi kerros ovi"
    " sisäänkäynti koodi summa yhteensä saldo hinta aika ajanvaraus päivämäärä pvm klo"
    " lähtö saapuminen tilaus lasku pysäkki linja vaunu luukku varaus hytti numero nro puh"
    " myöhässä lämpötila alennus ale akku"
    " uloskäynti luku sivu paino kulutus pysäköinti kurssi"
    " lento"
    " annos kuitti tulos pisteet ruuhka",
    "et": "tuba saal perroon platvorm värav koht iste laud rida korrus uks sissepääs kood"
    " summa kokku saldo jääk hind aeg kuupäev kell väljumine saabumine tellimus arve"
    " peatus liin vagun kassa broneering kajut number nr tel"
    " hilinemine temperatuur allahindlus aku lk"
    " väljapääs peatükk kaal kütusekulu parkimine kurss"
    " lend kabinet"
    " annus kviitung tšekk tulemus punktid ummik"
    # a listing's flat and its rent ("Korter 62 m², hind 159 000 €" was sv, panel BD3;
    # Dutch's "korter", shorter, opens no labelled line)
    " korter üür üürikorter",
    "sv": "rum sal spår perron plattform grind plats stol bord rad våning dörr ingång entré"
    " kod belopp summa totalt saldo pris tid datum avgång ankomst beställning faktura"
    " hållplats linje vagn kassa bokning hytt nummer nr tel"
    " försening försenad försenat temperatur rabatt batteri kl"
    " utgång kapitel sida vikt förbrukning parkering kurs växelkurs"
    " flyg"
    " dos dosering kvitto resultat ställning poäng",
    "da": "værelse rum sal spor perron plads sæde bord række etage dør indgang kode beløb"
    " sum total saldo pris tid dato afgang ankomst bestilling faktura stoppested linje"
    " vogn skranke booking kahyt nummer nr tlf"
    " forsinkelse forsinket temperatur rabat batteri kl"
    " udgang kapitel vægt forbrug kurs valutakurs"
    " fly"
    " dosis dosering kvittering resultat stilling point",
    "lt": "kambarys salė peronas kelias vartai vieta sėdynė stalas eilė aukštas durys"
    " įėjimas kodas suma likutis kaina data laikas išvykimas atvykimas užsakymas sąskaita"
    " stotelė linija vagonas langelis rezervacija kajutė numeris nr tel"
    " vėlavimas temperatūra nuolaida baterija"
    " išėjimas skyrius puslapis psl svoris sąnaudos kursas"
    " skrydis kabinetas"
    " dozė kvitas čekis rezultatas taškai kamštis",
    "lv": "istaba zāle perons vārti vieta sēdvieta galds rinda stāvs durvis ieeja kods"
    " summa kopā atlikums cena datums laiks plkst atiešana pienākšana pasūtījums rēķins"
    " pietura līnija vagons lodziņš rezervācija kajīte numurs nr tālr"
    " kavēšanās temperatūra atlaide akumulators"
    " izeja nodaļa lappuse lpp svars patēriņš stāvvieta kurss"
    " reiss kabinets"
    " deva čeks kvīts rezultāts punkti sastrēgums",
    "tr": "oda salon peron hat kapı koltuk yer masa sıra kat giriş kod şifre tutar toplam"
    " bakiye fiyat randevu tarih saat kalkış varış sipariş fatura durak vagon gişe"
    " rezervasyon kabin numara no tel"
    " rötar gecikme sıcaklık indirim pil"
    " çıkış bölüm sayfa ağırlık tüketim otopark ürün kur"
    " uçuş"
    " doz fiş makbuz skor sonuç puan"
    # a parcel, an order, a cargo with "your" glued on, as every Turkish courier's message
    # opens (panel AY5: "Paketiniz 2,5 kg" was lt)
    " paketiniz kargonuz siparişiniz gönderiniz",
    "id": "kamar ruang ruangan peron jalur gerbang kursi tempat meja baris lantai pintu"
    " masuk kode jumlah total saldo harga janji tanggal tgl waktu jam pukul keberangkatan"
    " kedatangan pesanan faktur halte loket pemesanan kabin nomor no telp"
    " terlambat keterlambatan suhu diskon baterai"
    " keluar bab halaman berat konsumsi parkir kurs"
    " penerbangan"
    " dosis struk kuitansi skor hasil poin"
    # a parcel's waybill number, which every Indonesian courier prints ("No. resi",
    # "Nomor resi"; panel AY5: "No. resi: JP…" was es)
    " resi",
    "vi": "phòng sảnh ga cổng ghế chỗ bàn hàng tầng cửa mã tổng giá lịch ngày giờ đơn trạm"
    " tuyến toa quầy số"
    " trễ",
}


# A flight's label in each language (the last words of LABELS' lists), and the words every
# airport prints in English beside it whatever the line's language ("Flug LH 2034, Gate B12,
# Boarding 06:55": Lufthansa's German boarding pass; Aeroporti di Roma's "gate B07").
FLIGHTS = frozenset(
    "flight vol vuelo volo voo flug vlucht lot let zbor lento lend flyg fly skrydis reiss"
    " uçuş penerbangan".split()
)
AIRPORT_WORDS = frozenset({"gate", "boarding"})


@lru_cache(maxsize=1)
def languages() -> dict[str, frozenset[str]]:
    """Each label word with the languages that write it."""
    langs: dict[str, set[str]] = {}
    for lang, words in LABELS.items():
        for word in words.split():
            langs.setdefault(word, set()).add(lang)
    return {word: frozenset(codes) for word, codes in langs.items()}


# Cyrillic labels each of bg ru uk writes and the other two do not, without the letters that
# tell them anyway (і ї є ґ, ы э ё, ъ): a short Cyrillic line nothing else tells fell back
# to Russian ("Знижка 20%": uk, panel AK2). Shared ones ("цена", "глава", "перон") name
# none of them. Typed from each language's signage and receipts: discounts, stops, trains,
# tickets, bills, orders, weights, consumption, rooms, floors, exits.
CYRILLIC_LABELS = {
    "uk": "знижка зупинка потяг квиток рахунок замовлення вага витрата залишок поверх"
    # ... and a sale's plural ("Знижки до 50%"; panel AO2: bg "Намаления до 60%!" was ru)
    " знижки",
    "bg": "намаление спирка влак сметка тегло разход изход стая намаления"
    # ... a battery, a platform's track, air pressure (panel AX2: "Батерия 10%", "Перон 2,
    # коловоз 5" were ru; Russian writes "батарея", "путь", "давление")
    " батерия коловоз налягане",
    "ru": "скидка остановка поезд счет заказ вес расход комната скидки",
}


@lru_cache(maxsize=1)
def cyrillic_languages() -> dict[str, str]:
    """Each Cyrillic label word with the one language that writes it."""
    langs: dict[str, set[str]] = {}
    for lang, words in CYRILLIC_LABELS.items():
        for word in words.split():
            langs.setdefault(word, set()).add(lang)
    return {word: next(iter(codes)) for word, codes in langs.items() if len(codes) == 1}
