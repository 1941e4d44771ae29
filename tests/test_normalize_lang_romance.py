"""Reading French, Spanish, Italian, Portuguese, Romanian aloud.

Dates, times, years, ordinals, units, phone numbers,
ranges and money, each sentence checked against what a native reader says.

Sources of the conventions:
- fr: Académie française and Office québécois de la langue française, Banque de dépannage
  linguistique ("1er", "1re", "2e"; "le premier mai" but "le cinq mars"; "14 h 30" read
  "quatorze heures trente"; telephone numbers read in pairs); CLDR fr.
- es: RAE, Diccionario panhispánico de dudas ("fechas": "5 de marzo de 2024", "el primero
  / el uno de mayo"; "1.º", "1.ª", "1.er"); CLDR es.
- it: Treccani, "date" and "numerali" ("il primo maggio", "il cinque marzo"; "1º", which
  keyboards give as "1°");
  CLDR it.
- pt: Ciberdúvidas / Priberam ("primeiro de maio", "5 de março de 2024"; "1º", "2ª"; hours
  written "14h30", read "catorze e trinta", "14h" "catorze horas": Ciberdúvidas, "A
  escrita das horas");
  CLDR pt.
- ro: DOOM (Dicționarul ortografic, ortoepic și morfologic), "întâi decembrie", "al
  treilea"; "ora paisprezece și treizeci"; CLDR ro.
"""

from tests.native_readings import reading_tests

CASES = {
    "fr": [
        ("Le 1er mai 2024 est férié.", "Le premier mai deux mille vingt-quatre est férié."),
        ("Rendez-vous le 05/03/2024.", "Rendez-vous le cinq mars deux mille vingt-quatre."),
        ("Le train part à 14h30.", "Le train part à quatorze heures trente."),
        ("Il arrive à 9h.", "Il arrive à neuf heures."),
        ("La réunion est à 14:30.", "La réunion est à quatorze heures trente."),
        ("Il est arrivé 2e et elle 1re.", "Il est arrivé deuxième et elle première."),
        ("En 1990, tout a changé.", "En mille neuf cent quatre-vingt-dix, tout a changé."),
        ("Il faut 3-5 jours.", "Il faut de trois à cinq jours."),
        ("Il fait 25 °C.", "Il fait vingt-cinq degrés Celsius."),
        ("Le colis pèse 2,5 kg.", "Le colis pèse deux virgule cinq kilogrammes."),
        (
            "Appelez le 01 23 45 67 89.",
            "Appelez le zéro un, vingt-trois, quarante-cinq, soixante-sept, quatre-vingt-neuf.",
        ),
        (
            "Appelez le +33 1 23 45 67 89.",
            "Appelez le plus trente-trois, un, vingt-trois, quarante-cinq, soixante-sept, quatre-vingt-neuf.",  # noqa: E501
        ),
        ("Cela coûte 12,50 €.", "Cela coûte douze euros cinquante centimes."),
        ("Nous sommes le 2024-03-05.", "Nous sommes le cinq mars deux mille vingt-quatre."),
        ("La voiture roule à 100 km/h.", "La voiture roule à cent kilomètres par heure."),
    ],
    "es": [
        (
            "El 5 de marzo de 2024 hay mercado.",
            "El cinco de marzo de dos mil veinticuatro hay mercado.",
        ),
        ("Fecha: 05/03/2024", "Fecha: cinco de marzo de dos mil veinticuatro"),
        ("La reunión es a las 14:30.", "La reunión es a las catorce y treinta."),
        ("Llegó 1.º y ella 2.ª.", "Llegó primero y ella segunda."),
        ("Es el 1.er puesto.", "Es el primer puesto."),
        ("En 1990 todo cambió.", "En mil novecientos noventa todo cambió."),
        ("Son 3-5 km.", "Son de tres a cinco kilómetros."),
        ("Hace 25 °C.", "Hace veinticinco grados Celsius."),
        ("El paquete pesa 2,5 kg.", "El paquete pesa dos coma cinco kilogramos."),
        (
            "Llame al +34 912 345 678.",
            "Llame al más treinta y cuatro, novecientos doce, trescientos cuarenta y cinco, seiscientos setenta y ocho.",  # noqa: E501
        ),
        ("Cuesta 12,50 €.", "Cuesta doce euros con cincuenta céntimos."),
        ("Hoy es 2024-03-05.", "Hoy es cinco de marzo de dos mil veinticuatro."),
        ("El 1 de mayo es fiesta.", "El primero de mayo es fiesta."),
        ("Va a 100 km/h.", "Va a cien kilómetros por hora."),
        ("Sube un 3,5 %.", "Sube un tres coma cinco por ciento."),
    ],
    "it": [
        ("Il 1° maggio è festa.", "Il primo maggio è festa."),  # ° typed for º
        ("Il 5 marzo 2024 c'è il mercato.", "Il cinque marzo duemilaventiquattro c'è il mercato."),
        ("Data: 05/03/2024", "Data: cinque marzo duemilaventiquattro"),
        ("Ci vediamo alle 14:30.", "Ci vediamo alle quattordici e trenta."),
        ("È arrivata 2ª e lui 1º.", "È arrivata seconda e lui primo."),
        ("Il 1º maggio è festa.", "Il primo maggio è festa."),
        ("Nel 1990 tutto cambiò.", "Nel millenovecentonovanta tutto cambiò."),
        ("Servono 3-5 giorni.", "Servono da tre a cinque giorni."),
        ("Ci sono 25 °C.", "Ci sono venticinque gradi Celsius."),
        ("Il pacco pesa 2,5 kg.", "Il pacco pesa due virgola cinque chilogrammi."),
        (
            "Chiama il +39 06 1234 5678.",
            "Chiama il più trentanove, zero sei, uno due tre quattro, cinque sei sette otto.",
        ),
        ("Costa 12,50 €.", "Costa dodici euro e cinquanta centesimi."),
        ("Oggi è il 2024-03-05.", "Oggi è il cinque marzo duemilaventiquattro."),
        ("Va a 100 km/h.", "Va a cento chilometri orari."),
        ("Il treno parte alle 9:05.", "Il treno parte alle nove e cinque."),
        ("Cresce del 3,5%.", "Cresce del tre virgola cinque per cento."),
    ],
    "pt": [
        # R$ is the real (two fresh panels heard "R ... dólares ... cêntimos").
        ("Total: R$ 89,90.", "Total: oitenta e nove reais e noventa centavos."),
        ("Saldo de R$ 1,00", "Saldo de um real"),
        ("Prêmio de R$ 2.000.000", "Prêmio de dois milhões de reais"),
        ("Às 14h30 começa.", "Às catorze e trinta começa."),
        ("Às 14h começa.", "Às catorze horas começa."),
        (
            "Em 5 de março de 2024 há feira.",
            "Em cinco de março de dois mil e vinte e quatro há feira.",
        ),
        ("Data: 05/03/2024", "Data: cinco de março de dois mil e vinte e quatro"),
        ("A reunião é às 14:30.", "A reunião é às catorze e trinta."),
        ("Ficou em 1º lugar.", "Ficou em primeiro lugar."),
        ("Ela ficou em 2ª.", "Ela ficou em segunda."),
        ("Em 1990 tudo mudou.", "Em mil novecentos e noventa tudo mudou."),
        ("São 3-5 km.", "São de três a cinco quilómetros."),
        ("Faz 25 °C.", "Faz vinte e cinco graus Celsius."),
        ("O pacote pesa 2,5 kg.", "O pacote pesa dois vírgula cinco quilogramas."),
        (
            "Ligue +351 912 345 678.",
            "Ligue mais três cinco um, novecentos e doze, trezentos e quarenta e cinco, seiscentos e setenta e oito.",  # noqa: E501
        ),
        ("Custa 12,50 €.", "Custa doze euros e cinquenta cêntimos."),
        ("Hoje é 2024-03-05.", "Hoje é cinco de março de dois mil e vinte e quatro."),
        ("O 1 de maio é feriado.", "O primeiro de maio é feriado."),
        ("Vai a 100 km/h.", "Vai a cem quilómetros por hora."),
        ("O trem sai às 9:05.", "O trem sai às nove e cinco."),
    ],
    "ro": [
        ("Pe 5 martie 2024 e târg.", "Pe cinci martie două mii douăzeci și patru e târg."),
        ("Data: 05.03.2024", "Data: cinci martie două mii douăzeci și patru"),
        ("Ne vedem la ora 14:30.", "Ne vedem la ora paisprezece și treizeci."),
        ("A ieșit al 3-lea.", "A ieșit al treilea."),
        ("În 1990 totul s-a schimbat.", "În o mie nouă sute nouăzeci totul s-a schimbat."),
        ("Sunt 3-5 km.", "Sunt trei-cinci kilometri."),
        ("Sunt 25 °C.", "Sunt douăzeci și cinci de grade Celsius."),
        ("Pachetul are 3,5 kg.", "Pachetul are trei virgulă cinci kilograme."),
        (
            "Sunați la +40 21 123 4567.",
            "Sunați la plus patru zero, doi unu, unu doi trei, patru cinci șase șapte.",
        ),
        ("Costă 12,50 lei.", "Costă doisprezece lei și cincizeci de bani."),
        ("Azi e 2024-03-05.", "Azi e cinci martie două mii douăzeci și patru."),
        ("Pe 1 decembrie e sărbătoare.", "Pe întâi decembrie e sărbătoare."),
        ("Merge cu 100 km/h.", "Merge cu o sută de kilometri pe oră."),
        ("Trenul pleacă la 9:05.", "Trenul pleacă la nouă și cinci."),
        ("Crește cu 3,5%.", "Crește cu trei virgulă cinci la sută."),
    ],
}


test_a_native_reader_would_say_it_so, test_each_language_has_fifteen_checked_sentences = (
    reading_tests(CASES)
)
