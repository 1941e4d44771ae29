"""The tables of ``abbreviations.py``: per language, the abbreviations people write in
messages, reminders, addresses and support replies, and how each is said. Typed from the
languages' own lists (Duden "Abkürzungen", RAE "Lista de abreviaturas", Académie/Office
québécois "abréviations", Priberam, Treccani, Poradnia PWN "skróty", Грамота.ру
"Сокращения", Український правопис 2019 § 144); kept short on purpose. Day names are
CLDR's (read in ``abbreviations.py``); only the cases CLDR lacks are typed here.
"""

from . import cldr
from .words import Noun

# Written form -> said form. A form without a final dot must not run into a letter.
WORDS: dict[str, dict[str, str]] = {
    "de": {
        "Dr. med.": "Doktor", "Dr.": "Doktor", "Prof.": "Professor", "Hr.": "Herr",
        "d. M.": "dieses Monats", "d.M.": "dieses Monats", "d. J.": "dieses Jahres",
        "d.J.": "dieses Jahres",
        "z.B.": "zum Beispiel", "z. B.": "zum Beispiel", "ca.": "circa", "inkl.": "inklusive",
        "exkl.": "exklusive", "zzgl.": "zuzüglich", "MwSt.": "Mehrwertsteuer",
        "MwSt": "Mehrwertsteuer", "usw.": "und so weiter", "bzw.": "beziehungsweise",
        "d.h.": "das heißt", "d. h.": "das heißt", "ggf.": "gegebenenfalls",
        "evtl.": "eventuell", "u.a.": "unter anderem", "u. a.": "unter anderem",
        "v.a.": "vor allem", "bzgl.": "bezüglich", "gem.": "gemäß", "Str.": "Straße",
        "geb.": "geboren", "Jh.": "Jahrhundert", "Tsd.": "Tausend",
        "Tel.": "Telefon", "Tel.-Nr.": "Telefonnummer", "Kundennr.": "Kundennummer",
        "Kd.-Nr.": "Kundennummer", "Rechnungsnr.": "Rechnungsnummer",
        "Bestellnr.": "Bestellnummer", "Auftragsnr.": "Auftragsnummer",
        "Sendungsnr.": "Sendungsnummer", "Vertragsnr.": "Vertragsnummer",
        "Mitgliedsnr.": "Mitgliedsnummer", "Hausnr.": "Hausnummer", "Abt.": "Abteilung",
        "tägl.": "täglich", "Hbf.": "Hauptbahnhof", "Hbf": "Hauptbahnhof", "Fr.": "Frau",
        "Nachf.": "Nachfolger", "Pl.": "Platz",  "/kg": " pro Kilo", "/Stk.": " pro Stück",
        # a rent's running costs: "NK" alone may be a name, after "zzgl."/"inkl." it is not
        "zzgl. NK": "zuzüglich Nebenkosten", "inkl. NK": "inklusive Nebenkosten",
        "zzgl. BK": "zuzüglich Betriebskosten", "inkl. BK": "inklusive Betriebskosten",
        # an amount's "in Höhe von" (Duden "Abkürzungen"; panel AF1 heard "i. H. v." left)
        "i.H.v.": "in Höhe von", "i. H. v.": "in Höhe von",
    },
    "fr": {
        "Mme": "Madame", "Mmes": "Mesdames", "Mlle": "Mademoiselle", "M.": "Monsieur",
        "MM.": "Messieurs", "Dr": "docteur", "Dr.": "docteur", "Pr": "professeur",
        "Me": "maître", "env.": "environ", "etc.": "et cetera", "c.-à-d.": "c'est-à-dire",
        "cf.": "confer", "av.": "avenue", "bd": "boulevard", "bd.": "boulevard",
        "RDV": "rendez-vous", "rdv": "rendez-vous",
        "tél.": "téléphone", "Tél.": "téléphone", "tél": "téléphone", "Tél": "téléphone",
        "Bât.": "bâtiment", "bât.": "bâtiment", "Bât": "bâtiment", "esc.": "escalier",
        "Esc.": "escalier", "ét.": "étage", "appt": "appartement", "Appt": "appartement",
        "apt.": "appartement", "réf.": "référence", "Réf.": "référence", "p. ex.": "par exemple",
        "p.ex.": "par exemple", "par ex.": "par exemple",
        "Cie": "compagnie", "hab.": "habitants", "St-": "Saint-", "Ste-": "Sainte-",
        "/kg": " le kilo",
    },
    "es": {
        "Dr.": "doctor", "Dra.": "doctora", "Sr.": "señor", "Sra.": "señora",
        "Srta.": "señorita", "D.": "don", "Dña.": "doña", "Prof.": "profesor",
        "p. ej.": "por ejemplo", "p.ej.": "por ejemplo", "aprox.": "aproximadamente",
        "etc.": "etcétera", "Av.": "avenida", "Avda.": "avenida", "C/": "calle",
        "c/": "calle", "izda.": "izquierda", "izq.": "izquierda", "dcha.": "derecha",
        "pza.": "plaza", "Pza.": "plaza", "Uds.": "ustedes",
        "Ud.": "usted", "Vd.": "usted", "L a V": "lunes a viernes", "L-V": "de lunes a viernes",
        "tel.": "teléfono", "Tel.": "teléfono", "tfno.": "teléfono", "Tfno.": "teléfono",
        "telf.": "teléfono", "apto.": "apartamento", "Apto.": "apartamento",
        "dpto.": "departamento", "Dpto.": "departamento", "pta.": "puerta", "esc.": "escalera",
        "Ctra.": "carretera", "ctra.": "carretera", "Urb.": "urbanización", "Pº": "paseo",
        "P.º": "paseo", "ref.": "referencia", "Ref.": "referencia", "Sres.": "señores",
        "Lic.": "licenciado", "Ing.": "ingeniero", "Hnos.": "hermanos", "/kg": " el kilo",
    },
    "pt": {
        "Dr.": "doutor", "Dra.": "doutora", "Sr.": "senhor", "Sra.": "senhora",
        "D.": "Dom", "Prof.": "professor", "Profa.": "professora", "aprox.": "aproximadamente",
        "etc.": "etcétera", "p. ex.": "por exemplo", "p.ex.": "por exemplo", "Av.": "Avenida",
        "R.": "Rua", "V. Sa.": "Vossa Senhoria",
        "tel.": "telefone", "Tel.": "telefone", "apto.": "apartamento", "Apto.": "apartamento",
        "ap.": "apartamento", "Rod.": "Rodovia", "Pça.": "Praça", "Pç.": "Praça",
        "Al.": "Alameda", "Trav.": "Travessa", "Lgo.": "Largo", "Estr.": "Estrada",
        "ref.": "referência", "Ref.": "referência", "Eng.": "engenheiro", "Exmo.":
        "Excelentíssimo", "Exma.": "Excelentíssima", "dto.": "direito", "esq.": "esquerdo",
        # the ordinal sign's "ª" closes "referência" ("Ref.ª"), as in "Ex.ª"; a payment's
        # reference "MB" is Multibanco's (pt-PT; panel AF1 heard "Referênciaª MB")
        "Ref.ª": "referência", "ref.ª": "referência", "Ref.ª MB": "referência Multibanco",
        "Ref. MB": "referência Multibanco", "Referência MB": "Referência Multibanco",
        "referência MB": "referência Multibanco", "Entidade MB": "Entidade Multibanco",
        "R/C": "rés do chão", "r/c": "rés do chão", "Sto.": "Santo", "Sta.": "Santa",
        "cx.": "caixa", "/kg": " o quilo",
    },
    "it": {
        "dott.": "dottor", "Dott.": "dottor", "dott.ssa": "dottoressa", "Dott.ssa": "dottoressa",
        "sig.": "signor", "Sig.": "signor", "sig.ra": "signora", "Sig.ra": "signora",
        "prof.": "professor", "Prof.": "professor", "ing.": "ingegner", "Ing.": "ingegner",
        "avv.": "avvocato", "Avv.": "avvocato", "ecc.": "eccetera", "ca.": "circa",
        "p.es.": "per esempio", "p. es.": "per esempio", "es.": "esempio",
        "c.a.": "corrente anno", "P.za": "piazza", "V.le": "viale",
        "tel.": "telefono", "Tel.": "telefono", "cell.": "cellulare", "Cell.": "cellulare",
        "P.zza": "piazza", "p.zza": "piazza", "C.so": "corso", "c.so": "corso",
        "V.lo": "vicolo", "L.go": "largo", "Loc.": "località", "loc.": "località",
        "fraz.": "frazione", "int.": "interno", "sc.": "scala", "rif.": "riferimento",
        "Rif.": "riferimento", "pag.": "pagina", "tot.": "totale", "Spett.le": "Spettabile",
        "gg.": "giorni", "p.v.": "prossimo venturo", "u.s.": "ultimo scorso", "/kg": " al chilo",
    },
    "pl": {
        "dr": "doktor", "dr.": "doktor", "prof.": "profesor", "mgr": "magister",
        "inż.": "inżynier", "ul.": "ulica", "al.": "aleja", "pl.": "plac", "lok.": "lokal",
        "m.": "mieszkanie", "godz.": "godzina", "np.": "na przykład", "tj.": "to jest",
        "tzn.": "to znaczy", "ok.": "około", "itd.": "i tak dalej", "itp.": "i tym podobne",
        "r/r": "rok do roku", "m/m": "miesiąc do miesiąca", "kw/kw": "kwartał do kwartału",
        "rdr": "rok do roku", "/szt.": " za sztukę",
        "tel.": "telefon", "Tel.": "telefon", "kom.": "komórka", "proc.": "procent",
        "wg": "według", "ws.": "w sprawie", "tzw.": "tak zwany", "m.in.": "między innymi",
        "ds.": "do spraw", "pok.": "pokój", "woj.": "województwo", "pow.": "powiat",
        "os.": "osiedle", "bud.": "budynek", "kl.": "klatka", "pkt": "punkt", "pkt.": "punkt",
    },
    "ru": {
        "д-р": "доктор", "д-ра": "доктора", "д-ру": "доктору", "д-ром": "доктором",
        "г-н": "господин", "г-на": "господина",
        "г-жа": "госпожа", "г-жи": "госпожи", "ул.": "улица",
        "пр-т": "проспект", "просп.": "проспект", "пер.": "переулок", "пл.": "площадь",
        "д.": "дом", "кв.": "квартира", "каб.": "кабинет", "корп.": "корпус", "т. е.": "то есть",
        "т.е.": "то есть", "т. к.": "так как", "т.к.": "так как", "и т. д.": "и так далее",
        "и т.д.": "и так далее", "и т. п.": "и тому подобное", "и т.п.": "и тому подобное",
        "и др.": "и другие", "напр.": "например", "ок.": "около", "прибл.": "приблизительно",
        "тел.": "телефон", "моб.": "мобильный", "обл.": "область", "р-н": "район",
        "мкр.": "микрорайон", "эт.": "этаж", "под.": "подъезд", "вкл.": "включительно",
        "в т. ч.": "в том числе", "в т.ч.": "в том числе", "/шт.": " за штуку",
        # "Тов. Иванов" (panel AB2): a title before a name, capitalised where it opens a
        # sentence, said in full (Грамота.ру, "тов.")
        "Тов.": "Товарищ",
        # panel BD2 (uk "Кімн. 305", "3,2% р/р"): a room before its number; a change "year
        # on year", "month on month" (Грамота.ру: "г/г" год к году)
        "комн.": "комната", "г/г": "год к году", "м/м": "месяц к месяцу",
    },
    "uk": {
        "д-р": "доктор", "вул.": "вулиця", "просп.": "проспект", "пров.": "провулок",
        "пл.": "площа", "кв.": "квартира", "каб.": "кабінет", "буд.": "будинок",
        "т. зв.": "так званий", "тобто": "тобто", "і т. д.": "і так далі", "і т.д.": "і так далі",
        "напр.": "наприклад",
        "/кг": " за кілограм", "/шт.": " за штуку",
        "бл.": "близько", "прибл.": "приблизно", "тел.": "телефон", "моб.": "мобільний",
        "обл.": "область", "р-н": "район", "пов.": "поверх", "під'їзд": "під'їзд",
        "вкл.": "включно", "див.": "дивіться", "у т. ч.": "у тому числі",
        "у т.ч.": "у тому числі", "та ін.": "та інші", "ім.": "імені", "корп.": "корпус",
        # panel BD2: "Кімн. 305", "3,2% р/р" ("р/р" before an account is the account's:
        # abbreviations._in_context)
        "кімн.": "кімната", "р/р": "рік до року", "м/м": "місяць до місяця",
    },
    "nl": {
        "dhr.": "de heer", "mevr.": "mevrouw", "mw.": "mevrouw", "dr.": "dokter",
        "bijv.": "bijvoorbeeld", "o.a.": "onder andere", "ca.": "circa", "incl.": "inclusief",
        "excl.": "exclusief", "t/m": "tot en met", "z.s.m.": "zo snel mogelijk",
        "enz.": "enzovoort", "d.w.z.": "dat wil zeggen",
    },
    "cs": {
        "např.": "například", "tj.": "to jest", "atd.": "a tak dále", "ul.": "ulice",
        "č.": "číslo", "tzv.": "takzvaný", "cca": "cca",
    },
}  # fmt: skip
# More the second panels heard left as written (issue 31): written form -> said form.
MORE_WORDS = {
    "de": {"ggü.": "gegenüber", "p. a.": "pro Jahr", "p.a.": "pro Jahr", "km": "Kilometer"},
    "fr": {},
    "es": {"IVA incl.": "IVA incluido", "incl.": "incluido", "los km": "los kilómetros",
           "el km": "el kilómetro", "km": "kilómetro"},
    "it": {"IVA incl.": "IVA inclusa", "incl.": "incluso", "il km": "il chilometro",
           "al km": "al chilometro", "km": "chilometro"},
    # a road's kilometre marker before its number (panel U1: "o km 12", "tussen km 12"),
    # pt as its units say it ("cinco quilómetros")
    "pt": {"apto": "apartamento", "Apto": "apartamento", "o km": "o quilómetro",
           "do km": "do quilómetro", "no km": "no quilómetro", "km": "quilómetro"},
    "nl": {"km": "kilometer"},
    # "min. 20%", "min. 50 zł" before a number: the minimum ("30 min." after one stays the
    # unit's minutes; panel AI heard "min." left as written)
    "pl": {"maks.": "maksymalnie", "Maks.": "Maksymalnie", "gab.": "gabinet",
           "min.": "minimum", "Min.": "Minimum",
           "dr hab.": "doktor habilitowany", "n. med.": "nauk medycznych",
           "dr hab. n. med.": "doktor habilitowany nauk medycznych",
           "prof. dr hab.": "profesor doktor habilitowany",
           # "rata w wys. 1 870 zł": the amount's "w wysokości" (panel Y2, issue 31)
           "w wys.": "w wysokości", "W wys.": "W wysokości"},
    "ru": {"г.": "город", "ауд.": "аудитория", "Проф.": "Профессор", "проф.": "профессор",
           "км": "километр"},
    "uk": {"м.": "місто", "ауд.": "аудиторія", "Проф.": "Професор", "проф.": "професор",
           "км": "кілометр"},
    # A fourth panel heard these as written (issue 31; Internetová jazyková příručka ÚJČ).
    "cs": {"tel.": "telefon", "Tel.": "telefon", "str.": "strana", "max.": "maximálně"},
}  # fmt: skip
for _lang, _more in MORE_WORDS.items():
    WORDS[_lang] = {**WORDS[_lang], **_more}
# A price per kilo written with the article and no number ("2,49 € le kg", "R$ 4,99 o kg";
# panel AA1, issue 31, heard "le kg" left to be spelled): the article and the word a
# market says, as "/kg" is said above ("le kilo", "o quilo", "el kilo", "al chilo").
PER_KILO = {
    "fr": {"le kg": "le kilo", "du kg": "du kilo", "au kg": "au kilo"},
    "es": {"el kg": "el kilo", "al kg": "al kilo", "por kg": "por kilo"},
    "pt": {"o kg": "o quilo", "ao kg": "ao quilo", "do kg": "do quilo", "por kg": "por quilo"},
    "it": {"al kg": "al chilo", "il kg": "il chilo"},
}  # fmt: skip
for _lang, _more in PER_KILO.items():
    WORDS[_lang] = {**WORDS[_lang], **_more}
# The fourth panel's (issue 31), de es it nl sv tr: Duden "mtl.", "u."; Van Dale "max.";
# Språkrådet "kl."; TDK "Cad.", "Mah.", "Sok.".
ROMANCE_GERMANIC_WORDS = {
    "de": {"mtl.": "monatlich", "u.": "und", "u. U.": "unter Umständen", "jährl.": "jährlich",
           "wöchentl.": "wöchentlich", "zzt.": "zurzeit", "z. Zt.": "zurzeit"},
    # "min. -3 °C", "min. 18 jaar": the minimum before a number (Van Dale; panel AS1 heard
    # "min." left as written); "10 min." after one stays the minutes
    "nl": {"max.": "maximaal", "min.": "minimaal", "Min.": "Minimaal"},
    "sv": {"kl.": "klockan", "bl.a.": "bland annat", "t.ex.": "till exempel", "ca": "cirka",
           "inkl.": "inklusive", "st.": "stycken",
           # panel AO4 heard "Tel." left as a word (SAOL: tel. telefon)
           "Tel.": "Telefon", "tel.": "telefon"},
    "tr": {"Cad.": "Caddesi", "Cd.": "Caddesi", "Mah.": "Mahallesi", "Mh.": "Mahallesi",
           "Sok.": "Sokak", "Sk.": "Sokak", "Bulv.": "Bulvarı", "Apt.": "Apartmanı",
           "vb.": "ve benzeri", "vs.": "vesaire", "Dr.": "Doktor", "Prof.": "Profesör"},
}  # fmt: skip
for _lang, _more in ROMANCE_GERMANIC_WORDS.items():
    WORDS[_lang] = {**WORDS.get(_lang, {}), **_more}
# "25 zł/mies.", "550 руб./мес.", "49,99/mês": a price per period or per unit, said with
# the language's "per" (Poradnia PWN "miesięcznie"; Грамота.ру "в месяц").
PER = {
    "de": {"/Monat": " pro Monat", "/Mon.": " pro Monat", "/Mo.": " pro Monat",
           "/Jahr": " pro Jahr", "/Tag": " pro Tag", "/Std.": " pro Stunde", "/l": " pro Liter",
           "/Person": " pro Person", "/Pers.": " pro Person"},
    "fr": {"/mois": " par mois", "/an": " par an", "/jour": " par jour", "/l": " le litre",
           "/pers.": " par personne", "/personne": " par personne"},
    "es": {"/mes": " al mes", "/año": " al año", "/día": " al día", "/l": " el litro",
           "/persona": " por persona", "/pers.": " por persona", "/noche": " por noche"},
    "it": {"/mese": " al mese", "/anno": " all'anno", "/giorno": " al giorno",
           "/l": " al litro", "/persona": " a persona", "/notte": " a notte"},
    "pt": {"/mês": " por mês", "/ano": " por ano", "/dia": " por dia", "/l": " o litro",
           "/pessoa": " por pessoa", "/noite": " por noite"},
    "pl": {"/mies.": " miesięcznie", "/mc": " miesięcznie", "/m-c": " miesięcznie",
           "/rok": " rocznie", "/dzień": " dziennie", "/doba": " za dobę", "/l": " za litr",
           "/dobę": " na dobę", "/os.": " za osobę", "/osoba": " za osobę", "/noc": " za noc"},
    "ru": {"/мес.": " в месяц", "/мес": " в месяц", "/год": " в год", "/сутки": " в сутки",
           "/сут.": " в сутки", "/день": " в день", "/л": " за литр", "/чел.": " с человека",
           "/ночь": " за ночь"},
    "uk": {"/міс.": " на місяць", "/міс": " на місяць", "/рік": " на рік", "/добу": " на добу",
           "/день": " на день", "/л": " за літр", "/ніч": " за ніч", "/особу": " за особу"},
}  # fmt: skip
for _lang, _per in PER.items():
    WORDS[_lang] = {**WORDS[_lang], **_per}
# Titles: read only before a capitalised name ("Dr. Schneider", "Me Dupont", "D. Pedro").
TITLES = {"Dr.", "Dr", "Prof.", "Hr.", "Dr. med.", "M.", "MM.", "Mme", "Mmes", "Mlle", "Pr",
          "Me", "Dra.", "Sr.", "Sra.", "Srta.", "D.", "Dña.", "Profa.", "R.", "dott.", "Dott.",
          "dott.ssa", "Dott.ssa", "sig.", "Sig.", "sig.ra", "Sig.ra", "prof.", "ing.", "Ing.",
          "avv.", "Avv.", "dr", "dr.", "mgr", "inż.", "pl.", "al.", "д-р", "д-ра", "г-н",
          "г-на", "г-жа", "г-жи", "пл.", "dhr.", "mevr.", "mw.", "av.", "Fr.", "Lic.", "Eng.",
          "Sto.", "Sta.", "Exmo.", "Exma.", "ім."}  # fmt: skip
# Read only before a number: "д. 12" (дом), "кв. 45" ("50 кв. м" is square metres).
NEEDS_NUMBER = {
    "д.",
    "кв.",
    "кімн.",
    "комн.",
    "каб.",
    "корп.",
    "m.",
    "lok.",
    "č.",
    "буд.",
    "int.",
    "sc.",
    "esc.",
    "ét.",
    "pta.",
    "pok.",
    "kl.",
    "bud.",
    "пов.",
    "эт.",
    "под.",
    "ap.",
    "Pl.",
    "pkt",
    "pkt.",
    "dto.",
    "esq.",
    "gg.",
}
# "ок." and "бл." are also "OK" ("Всё ок."): "около", "близько" only before a number; "gg."
# ("30 gg.") follows its number; "os." is "osiedle" before a name, "osób" after a count.
NEEDS_NUMBER = (NEEDS_NUMBER | {"ок.", "бл."}) - {"gg."}
TITLES |= {"os.", "г.", "м.", "Проф.", "проф."}
NEEDS_NUMBER |= {"ауд.", "km", "los km", "el km", "il km", "al km", "apto", "Apto"}
NEEDS_NUMBER |= {"o km", "do km", "no km"}
# "maks. 3 osoby", "gab. 12"; "dr hab." a title ("u dr hab. Nowaka").
NEEDS_NUMBER |= {"maks.", "Maks.", "gab.", "max."}
TITLES |= {"dr hab.", "dr hab. n. med.", "prof. dr hab.", "д-ру", "д-ром"}
# Read only where no number comes right before: "г. Москва" but "2024 г. Москва", "5 м. Далі".
NOT_AFTER_NUMBER = {"г.", "м.", "km", "ауд."}
# Abbreviations that may end a sentence; their full stop stays when they do.
MAY_END = {"usw.", "etc.", "ecc.", "itd.", "itp.", "enz.", "atd.", "и т. д.", "и т.д.",
           "и т. п.", "и т.п.", "и др.", "і т. д.", "і т.д.", "MwSt.", "Str.", "izda.",
           "dcha.", "izq.", "/szt.", "/шт.", "/кг", "/kg", "/Stk.", "tägl.", "Hbf.", "вкл.",
           "та ін.", "proc.", "hab.", "incl.", "IVA incl.", "p. a.", "p.a.",
           "d. M.", "d.M.", "d. J.", "d.J."}  # fmt: skip
MAY_END |= {form for per in PER.values() for form in per}

# Counted units written short: "15 Min.", "20 мин.", "3,2 Mio.": the digits stay for the
# number rules, the noun agrees with them. CLDR names the time units; scale words typed.
CLDR_COUNTED = {
    "de": {"Min.": "duration-minute", "Std.": "duration-hour", "Sek.": "duration-second"},
    "fr": {"h": "duration-hour", "min.": "duration-minute"},
    "es": {"h": "duration-hour", "min.": "duration-minute", "seg.": "duration-second"},
    "pt": {"min.": "duration-minute"},
    "it": {"min.": "duration-minute"},
    "pl": {"min.": "duration-minute", "godz.": "duration-hour", "sek.": "duration-second",
           "h": "duration-hour"},
    "ru": {"мин.": "duration-minute", "мин": "duration-minute", "сек.": "duration-second",
           "ч.": "duration-hour"},
    "uk": {"хв.": "duration-minute", "хв": "duration-minute",
           "год": "duration-hour", "год.": "duration-hour"},  # "о 9 год." is a time: kept
    "cs": {"hod.": "duration-hour", "min.": "duration-minute", "sek.": "duration-second",
           "h": "duration-hour"},
    "nl": {"min.": "duration-minute"},
}  # fmt: skip
SCALES = {
    "de": {"Mio.": Noun("Million", "Millionen", gender="f"),
           "Mrd.": Noun("Milliarde", "Milliarden", gender="f")},
    "ru": {"тыс.": Noun("тысяча", "тысячи", few="тысячи", many="тысяч", gender="f"),
           "млн": Noun("миллион", "миллиона", few="миллиона", many="миллионов", gender="m"),
           "млрд": Noun("миллиард", "миллиарда", few="миллиарда", many="миллиардов", gender="m")},
    "uk": {"тис.": Noun("тисяча", "тисячі", few="тисячі", many="тисяч", gender="f"),
           "млн": Noun("мільйон", "мільйона", few="мільйони", many="мільйонів", gender="m"),
           "млрд": Noun("мільярд", "мільярда", few="мільярди", many="мільярдів", gender="m")},
    "pl": {"tys.": Noun("tysiąc", "tysiąca", few="tysiące", many="tysięcy", gender="m"),
           "mln": Noun("milion", "miliona", few="miliony", many="milionów", gender="m"),
           "mld": Noun("miliard", "miliarda", few="miliardy", many="miliardów", gender="m")},
    "it": {"mln": Noun("milione", "milioni"), "mld": Noun("miliardo", "miliardi")},
    "fr": {"M€": Noun("million d'euros", "millions d'euros"),
           "Md€": Noun("milliard d'euros", "milliards d'euros"),
           "Mds€": Noun("milliard d'euros", "milliards d'euros"),
           "M": Noun("million", "millions"), "Md": Noun("milliard", "milliards")},
    "es": {"M€": Noun("millón de euros", "millones de euros")},

}  # fmt: skip

# Counted nouns written short: "2 os.", "12 mies.", "2 чел." (Poradnia PWN; Грамота.ру).
SCALES["pl"].update({
    "os.": Noun("osoba", "osoby", few="osoby", many="osób", gender="f"),
    "mies.": Noun("miesiąc", "miesiąca", few="miesiące", many="miesięcy", gender="m"),
    "szt.": Noun("sztuka", "sztuki", few="sztuki", many="sztuk", gender="f"),
})  # fmt: skip
# it "30 sec."; tr "15 dk.", "30 sn." (CLDR names them); nl "3 mld.", sv "5 mdr" (Van Dale,
# Språkrådet: "miljard" takes no plural in Dutch).
CLDR_COUNTED["it"]["sec."] = "duration-second"
# nl "10,02 sec.", "30 sec." (Van Dale "sec.": seconde; panel AR1, issue 31, heard "sec."
# left as written)
CLDR_COUNTED["nl"]["sec."] = "duration-second"
CLDR_COUNTED["tr"] = {"dk.": "duration-minute", "dk": "duration-minute", "sn.": "duration-second",
                      "sa.": "duration-hour"}  # fmt: skip
SCALES["nl"] = {"mld.": Noun("miljard", "miljard"), "mld": Noun("miljard", "miljard"),
                "mln.": Noun("miljoen", "miljoen"), "mln": Noun("miljoen", "miljoen")}  # fmt: skip
SCALES["sv"] = {"mdr": Noun("miljard", "miljarder"), "mdr.": Noun("miljard", "miljarder"),
                "milj.": Noun("miljon", "miljoner"), "mn": Noun("miljon", "miljoner")}  # fmt: skip
MAY_END |= {"vb.", "vs.", "mtl.", "jährl."}
MAY_END |= {"dto.", "esq."}  # pt "2.º dto." ending the sentence keeps its full stop
_CS_POINT = Noun("procentní bod", "procentních bodů", few="procentní body", many="procentního bodu")
SCALES["cs"] = {
    "tis.": Noun("tisíc", "tisíc", few="tisíce", many="tisíce", gender="m"),
    "mil.": Noun("milion", "milionů", few="miliony", many="milionu", gender="m"),
    "mld.": Noun("miliarda", "miliard", few="miliardy", many="miliardy", gender="f"),
    # a change of a rate in percentage points ("o 0,25 p. b."; ÚJČ: p. b. procentní bod;
    # panel AO2 heard "p. b." left as letters): a decimal counts the genitive singular
    "p. b.": _CS_POINT,
    "p.b.": _CS_POINT,
}
SCALES["ru"]["чел."] = Noun("человек", "человека", few="человека", many="человек", gender="m")
# Panel AB2 (issue 31) heard the pieces of a bill left short: "три шт.", "два шт.", "три бр.",
# "dva ks", "štyri ks": ru uk "штука" (f: "две штуки"), bg "брой" with its count form
# ("три броя"), cs sk "kus" (Грамота.ру, "шт."; СУМ; БАН "бройна форма"; IJP, "ks").
SCALES["ru"]["шт."] = Noun("штука", "штуки", few="штуки", many="штук", gender="f")
SCALES["uk"]["шт."] = Noun("штука", "штуки", few="штуки", many="штук", gender="f")
SCALES["cs"].update(
    {_ks: Noun("kus", "kusů", few="kusy", many="kusu", gender="m") for _ks in ("ks", "ks.")}
)

# "2,5 млн руб.": the currency after a scale word, in the form that follows it.
SCALE_CURRENCIES = {
    "ru": {"руб.": "рублей", "руб": "рублей", "₽": "рублей"},
    "uk": {"грн.": "гривень", "грн": "гривень", "₴": "гривень"},
    "pl": {"zł": "złotych"}, "de": {"€": "Euro", "EUR": "Euro", "Euro": "Euro"},
    "cs": {"Kč": "korun", "CZK": "korun"},
}  # fmt: skip
# ... and a unit after a scale word, its genitive plural as after any count of five: uk "48,5
# млн т" -> "мільйона тонн", "2 млн м³" (panel AQ2, issue 31, heard "т" left as written;
# Правопис 2019 § 144 "т тонна"; Грамота.ру "т", "га"; the cubic metre CLDR's).
SCALE_CURRENCIES["ru"].update(
    {"т": "тонн", "т.": "тонн", "кг": "килограммов", "га": "гектаров", "м³": "кубических метров"}
)
SCALE_CURRENCIES["uk"].update(
    {"т": "тонн", "т.": "тонн", "кг": "кілограмів", "га": "гектарів", "м³": "кубічних метрів"}
)
# The number signs, read as the word for "number" ("Nr. 5" -> "Nummer fünf").
NUMBER_SIGNS = {
    "de": ("Nummer", ("Nr.", "Nr", "№")), "fr": ("numéro", ("n°", "N°", "nº", "no.", "№")),
    "es": ("número", ("n.º", "N.º", "nº", "Nº", "n°", "núm.", "№")),
    "pt": ("número", ("nº", "Nº", "n.º", "N.º", "n°", "№")),
    "it": ("numero", ("n.", "N.", "nº", "n°", "num.", "№")),
    "pl": ("numer", ("nr", "Nr", "nr.", "№")), "ru": ("номер", ("№",)),
    "uk": ("номер", ("№",)), "bg": ("номер", ("№",)), "nl": ("nummer", ("nr.", "Nr.", "№")),
    "cs": ("číslo", ("č.", "№")), "sk": ("číslo", ("č.", "№")), "sv": ("nummer", ("nr", "nr.")),
    "da": ("nummer", ("nr.",)), "ro": ("numărul", ("nr.", "Nr.")), "hr": ("broj", ("br.",)),
    "sl": ("številka", ("št.",)), "tr": ("numara", ("No.", "no.", "No:")),
}  # fmt: skip
# Signs that also start other words or stand for other things ("n." is "nato" in
# Italian): read only when a number follows.
NEED_NUMBER = {"n.", "N.", "nr", "Nr", "no.", "No.", "br.", "č.", "št."}

# Days: a range of two ("Mo–Fr", "пн–пт") said with the language's "from ... to"; cases
# where the words take one (Slavic genitive/accusative, typed: not in CLDR).
DAY_RANGE = {
    "de": "{a} bis {b}", "fr": "du {a} au {b}", "es": "de {a} a {b}", "pt": "de {a} a {b}",
    "it": "dal {a} al {b}", "nl": "{a} tot en met {b}", "pl": "od {a} do {b}",
    "ru": "с {a} по {b}", "uk": "з {a} по {b}", "cs": "od {a} do {b}", "sv": "{a} till {b}",
    "en": "{a} to {b}",
}  # fmt: skip
DAY_CASES = {  # (genitive for "from", the form after "to"), Sunday first as CLDR
    "pl": ("niedzieli poniedziałku wtorku środy czwartku piątku soboty".split(),
           "niedzieli poniedziałku wtorku środy czwartku piątku soboty".split()),
    "ru": ("воскресенья понедельника вторника среды четверга пятницы субботы".split(),
           "воскресенье понедельник вторник среду четверг пятницу субботу".split()),
    "uk": ("неділі понеділка вівторка середи четверга п'ятниці суботи".split(),
           "неділю понеділок вівторок середу четвер п'ятницю суботу".split()),
    "cs": ("neděle pondělí úterý středy čtvrtka pátku soboty".split(),
           "neděle pondělí úterý středy čtvrtka pátku soboty".split()),
}  # fmt: skip
# "Di. und Do.": a day abbreviation before "and", "or" and another.
CONJUNCTIONS = "und|oder|et|ou|y|o|e|ou|i|lub|и|или|і|або|en|of|och|eller|ve"
PL_ACCUSATIVE = "niedzielę poniedziałek wtorek środę czwartek piątek sobotę".split()
# A single day abbreviation is read when a number follows ("Fr., 5.12.", "ven. 5 déc.") or
# after one of these words ("du lun. au ven.", "de seg. a sex.", "w pon.").
DAY_BEFORE = {
    "de": {"am", "ab", "bis", "jeden", "und"}, "fr": {"du", "au", "le", "et", "à"},
    "es": {"de", "a", "el", "y", "hasta"}, "pt": {"de", "a", "à", "às", "na", "e", "até"},
    "it": {"dal", "al", "il", "e", "a", "da"}, "pl": {"od", "do", "w", "we", "i"},
    "ru": {"в", "во", "с", "по", "до", "и"}, "uk": {"в", "у", "з", "по", "до", "і"},
    "nl": {"op", "van", "tot", "t/m", "en"}, "sv": {"på", "och", "från", "till", "varje"},
}  # fmt: skip


# Short forms people write that CLDR does not list (Poradnia PWN: "pn.", "śr.", "ndz.").
MORE_DAYS = {
    "pl": {"pn": 1, "śr": 3, "cz": 4, "sb": 6, "nd": 0, "ndz": 0},
    "es": {"miér": 3, "mier": 3, "juev": 4, "vier": 5, "sab": 6},
}

# The fifth panel's languages (issue 31): what it heard left as written in hu id ro vi hi
# ar (Magyar helyesírás szabályai 12, "rövidítések"; PUEBI, "singkatan"; DOOM,
# "abrevieri"; Từ điển tiếng Việt; Kendriya Hindi Nideshalaya; Arabic press usage).
WORDS.update({
    "hu": {"dr.": "doktor", "Dr.": "doktor", "kb.": "körülbelül", "u.": "utca",
           "em.": "emelet", "krt.": "körút", "stb.": "és így tovább", "ill.": "illetve",
           "tel.": "telefon", "Tel.": "telefon", "ker.": "kerület"},
    "id": {"dr.": "dokter", "Dr.": "Dokter", "Jl.": "Jalan", "Jln.": "Jalan", "No.": "Nomor",
           "no.": "nomor", "KA": "Kereta Api", "Kec.": "Kecamatan", "Kab.": "Kabupaten",
           "Gg.": "Gang", "dll.": "dan lain-lain", "dsb.": "dan sebagainya",
           "tgl.": "tanggal", "Telp.": "Telepon", "telp.": "telepon",
           "km/jam": "kilometer per jam"},
    "ro": {"dr.": "doctorul", "Dr.": "doctorul", "Str.": "strada", "str.": "strada",
           "bl.": "blocul", "sc.": "scara", "ap.": "apartamentul", "et.": "etajul",
           "jud.": "județul", "tel.": "telefon", "Tel.": "telefon", "/l": " litrul",
           "/kg": " kilogramul", "/lună": " pe lună"},
    "vi": {"TP.HCM": "Thành phố Hồ Chí Minh", "TP. HCM": "Thành phố Hồ Chí Minh",
           "TPHCM": "Thành phố Hồ Chí Minh", "TP.": "Thành phố", "Q.": "Quận", "P.": "Phường",
           "TK": "tài khoản", "SD:": "số dư:", "/lít": " một lít", "/kg": " một ký",
           # a bank's message: "ND: chuyen tien" is its content (panel AP5 heard "en-đê")
           "ND:": "nội dung:",
           # the press's initials for people and bodies, never spelled (panel Q5: "VĐV")
           "VĐV": "vận động viên", "HLV": "huấn luyện viên", "CLB": "câu lạc bộ",
           "UBND": "Ủy ban nhân dân", "THPT": "trung học phổ thông",
           "THCS": "trung học cơ sở", "CSGT": "cảnh sát giao thông",
           "BHXH": "bảo hiểm xã hội", "BHYT": "bảo hiểm y tế"},
    "hi": {"डॉ.": "डॉक्टर", "किमी/घंटा": "किलोमीटर प्रति घंटा",
           "किमी/लीटर": "किलोमीटर प्रति लीटर", "कि.मी.": "किलोमीटर"},
    "ar": {"د.": "الدكتور", "كغ": "كيلوغرام", "كم/س": "كيلومتر في الساعة",
           "كم/ساعة": "كيلومتر في الساعة"},
})  # fmt: skip
TITLES |= {"Jl.", "Jln.", "KA", "TP.", "dr.", "Dr."}
# Said only before a number in these languages (hu "Váci u. 12." is a street; de "u." is
# "und" anywhere).
NEEDS_NUMBER_IN = {
    "hu": {"u.", "em.", "ker."},
    "vi": {"Q.", "P."},
    "pl": {"min.", "Min."},
    "nl": {"min.", "Min."},
}
NOT_AFTER_NUMBER |= {"د."}
MAY_END |= {"stb.", "dll.", "dsb.", "/l", "/kg", "/lună", "/lít"}
# Street words that always stand before a name ("Str. Victoriei"): never a sentence's end.
NAME_FOLLOWS = {"ro": {"Str.", "str."}}
# Day spans: hu says the first day with "-tól/-től" and the second with "-ig" (typed, Sunday
# first: CLDR has no cases); ro id vi hi with their "from ... to". People write the days
# whole ("luni-vineri", "Senin-Jumat") and hu ro in one letter ("H-P", "L-V") too.
DAY_RANGE.update({
    "hu": "{a} {b}", "ro": "de {a} până {b}", "id": "{a} sampai {b}", "vi": "từ {a} đến {b}",
    "hi": "{a} से {b}",
})  # fmt: skip
DAY_CASES["hu"] = (
    "vasárnaptól hétfőtől keddtől szerdától csütörtöktől péntektől szombattól".split(),
    "vasárnapig hétfőig keddig szerdáig csütörtökig péntekig szombatig".split(),
)
HU_ON_DAY = "vasárnap hétfőn kedden szerdán csütörtökön pénteken szombaton".split()
MORE_DAYS.update({
    "hu": {"h": 1, "k": 2, "p": 5, "v": 0},
    "ro": {"l": 1, "v": 5, "luni": 1, "marți": 2, "miercuri": 3, "vineri": 5, "sâmbătă": 6,
           "sambata": 6, "duminică": 0, "duminica": 0},
    "id": {"senin": 1, "selasa": 2, "rabu": 3, "kamis": 4, "jumat": 5, "sabtu": 6, "minggu": 0},
})  # fmt: skip

# bg hr sk sl lt lv el da fi et (issue 31, the sixth panel): the abbreviations their
# messages write, typed from each language's own list (БАН "Официален правописен речник",
# Hrvatski pravopis "kratice", Pravidlá slovenského pravopisu, Slovenski pravopis, VLKK
# "Bendrinės kalbos žodynas: sutrumpinimai", LVA, Triantafyllidis, Retskrivningsordbogen,
# Kielitoimiston ohjepankki "lyhenteet", EKI "Lühendid"); counted units are CLDR's.
# fmt: off
WORDS.update({
    "bg": {"каб.": "кабинет", "д-р": "доктор", "бул.": "булевард", "ул.": "улица", "т.е.": "тоест",
           "т. е.": "тоест", "Тел.": "Телефон", "тел.": "телефон", "напр.": "например",
           # "в км 45": a road's kilometre post (abbreviations._in_context; panel AG2)
           "км": "километър"},
    "hr": {"dr.": "doktor",
           "tj.": "to jest", "Tel.": "Telefon", "tel.": "telefon", "mob.": "mobitel",
           "Mob.": "Mobitel", "npr.": "na primjer", "ul.": "ulica"},
    "sk": {"p. a.": "ročne", "t. j.": "to jest", "tj.": "to jest", "cca": "približne",
           "Tel.": "Telefón", "tel.": "telefón", "napr.": "napríklad", "ul.": "ulica",
           "č.": "číslo"},
    "sl": {"dr.": "doktor",
           "tj.": "to je", "pribl.": "približno", "Tel.": "Telefon", "tel.": "telefon",
           "npr.": "na primer", "ul.": "ulica"},
    "lt": {"t. y.": "tai yra", "Tel.": "Telefonas", "tel.": "telefonu", "g.": "gatvė",
           "pr.": "prospektas", "pvz.": "pavyzdžiui"},
    "lv": {"dr.": "doktors",
           "plkst.": "pulksten", "Tālr.": "Tālrunis", "tālr.": "tālrunis", "t.i.": "tas ir",
           "t. i.": "tas ir", "piem.": "piemēram", "iel.": "iela"},
    "el": {"Δρ.": "δόκτωρ", "δηλ.": "δηλαδή", "Τηλ.": "Τηλέφωνο", "τηλ.": "τηλέφωνο",
           "κιν.": "κινητό",
           "Κιν.": "Κινητό", "Λεωφ.": "Λεωφόρος", "λεωφ.": "λεωφόρος", "χλμ/ώρα":
           "χιλιόμετρα την ώρα", "π.χ.": "παραδείγματος χάριν",
           # a mixed panel (issue 31): "10:30 π.μ." (Triantafyllidis, "π.μ.", "μ.μ.")
           "π.μ.": "προ μεσημβρίας", "μ.μ.": "μετά μεσημβρίας"},
    "da": {"ca.": "cirka", "t.o.m.": "til og med", "dvs.": "det vil sige", "p.a.": "om året",
           "pr.": "per", "Tlf.": "Telefon", "tlf.": "telefon", "kl.": "klokken", "d.": "den",
           "km/t": "kilometer i timen", "km/l": "kilometer på literen", "f.eks.": "for eksempel"},
    "fi": {"klo": "kello", "n.": "noin", "ts.": "toisin sanoen", "Puh.": "Puhelin",
           "puh.": "puhelin", "esim.": "esimerkiksi"},
    "et": {"u": "umbes", "st": "see tähendab", "Tel": "Telefon", "Tel.": "Telefon",
           "tel.": "telefon", "mnt": "maantee", "mnt-": "maantee",
           "nt": "näiteks"},
})
# Read only before a number ("d. 12.03.", "n. 670 000", "u 450 000"); "kl." only before one
# the time rule does not read ("mellem kl. 8 og 16"; "kl. 19.00" stays for it).
# Per language, so that no other language's "d.", "n.", "u" changes ("kl." is already read
# only before a number everywhere).
NEEDS_NUMBER_IN.update({"da": {"d.", "kl."}, "fi": {"n."}, "et": {"u"}})
# et street words written short (EKI ÕS, "Lühendid": pst puiestee, tn tänav) are read before
# the house number ("Sõpruse pst 174"; panel AG3 heard "pst" left as it is written); only
# there, as "pst" alone is also the hushing interjection.
WORDS["et"].update({"pst": "puiestee", "pst.": "puiestee", "tn": "tänav",
                    "tn.": "tänav"})
# "klo" and "pr." are read after a name or a number too; titles before a capitalised name.
TITLES |= {"д-р", "Λεωφ.", "λεωφ.", "Δρ."}
# el "οδ." before a street's name (panel AI): "στην οδ. Ερμού" is "στην οδό Ερμού"
WORDS["el"].update({"οδ.": "οδός", "Οδ.": "Οδός"})
# el "Σημ.:" a note, sv "Tfn" a phone number (panel AL4 heard both left as written)
WORDS["el"].update({"Σημ.": "Σημείωση", "σημ.": "σημείωση"})
WORDS["sv"].update({"Tfn": "Telefon", "tfn": "telefon", "Tfn.": "Telefon", "tfn.": "telefon"})
TITLES |= {"οδ.", "Οδ."}
MAY_END |= {"p. a.", "p.a.", "g.", "pr.", "km/t", "km/l"}
CLDR_COUNTED.update({
    "bg": {"мин.": "duration-minute", "ч.": "duration-hour"},
    "hr": {"min.": "duration-minute", "h": "duration-hour"},
    "sk": {"min.": "duration-minute", "hod.": "duration-hour", "h": "duration-hour"},
    "sl": {"min.": "duration-minute", "h": "duration-hour"},
    # "0,8 sek.": the second as sports results write it (VLKK, "Sutrumpinimai": sek.;
    # panel BB3 heard it left as written)
    "lt": {"min.": "duration-minute", "val.": "duration-hour", "d.": "duration-day",
           "sek.": "duration-second"},
    "lv": {"min.": "duration-minute"},
    "el": {"μ.": "length-meter"},
    "da": {"min.": "duration-minute"},
    "fi": {"Gt": "digital-gigabyte"},
    "ar": {"كم": "length-kilometer"},  # a mixed panel (issue 31): "35 كم", never "how many"
})
MAY_END |= {"π.μ.", "μ.μ."}
SCALES.update({
    "bg": {"млн.": Noun("милион", "милиона", gender="m"),
           "млн": Noun("милион", "милиона", gender="m"),
           "млрд.": Noun("милиард", "милиарда", gender="m"),
           "хил.": Noun("хиляда", "хиляди", gender="f"),
           "бр.": Noun("брой", "броя", gender="m")},
    "hr": {"mil.": Noun("milijun", "milijuna", few="milijuna", gender="m"),
           "mlrd.": Noun("milijarda", "milijardi", few="milijarde", gender="f"),
           "tis.": Noun("tisuća", "tisuća", few="tisuće", gender="f"),
           # "djecu do 12 god.": years counted (Hrvatski pravopis, "god." godina; panel AL4
           # heard "do dvanaest god.")
           "god.": Noun("godina", "godina", few="godine", gender="f")},
    # "5,4 mil.": a decimal (CLDR's "many") counts the genitive singular, "päť celých štyri
    # milióna" (Pravidlá slovenského pravopisu; panel V2, issue 31, heard "miliónov")
    "sk": {"tis.": Noun("tisíc", "tisíc", gender="m"), "mil.": Noun("milión", "miliónov",
           few="milióny", many="milióna", gender="m"),
           "ks": Noun("kus", "kusov", few="kusy", many="kusa", gender="m"),
           "ks.": Noun("kus", "kusov", few="kusy", many="kusa", gender="m")},
    "sl": {"tis.": Noun("tisoč", "tisoč", gender="m"), "mio.": Noun("milijon", "milijonov",
           two="milijona", few="milijoni", gender="m")},
    "lt": {"tūkst.": Noun("tūkstantis", "tūkstančių", few="tūkstančiai", many="tūkstančio",
                          gender="m"),
           "mln.": Noun("milijonas", "milijonų", few="milijonai", many="milijono", gender="m"),
           "proc.": Noun("procentas", "procentų", few="procentai", many="procento", gender="m")},
    "lv": {"tūkst.": Noun("tūkstotis", "tūkstoši", zero="tūkstošu", gender="m"),
           "milj.": Noun("miljons", "miljoni", zero="miljonu", gender="m")},
    "el": {"εκ.": Noun("εκατομμύριο", "εκατομμύρια", gender="n")},
})
NUMBER_SIGNS.update({
    "lt": ("numeris", ("Nr.", "nr.")), "lv": ("numurs", ("Nr.", "nr.")),
    "fi": ("numero", ("nro", "Nro", "n:o")), "et": ("number", ("nr", "Nr", "nr.")),
    "el": ("αριθμός", ("αρ.", "Αρ.")),
})
DAY_RANGE.update({
    "bg": "от {a} до {b}", "hr": "od {a} do {b}", "sk": "{a} až {b}", "sl": "od {a} do {b}",
    "lt": "{a}–{b}", "lv": "no {a} līdz {b}", "el": "{a} έως {b}", "da": "{a} til {b}",
    "fi": "{a} {b}", "et": "{a} {b}",
})
# tr "Pzt-Cmt" (CLDR's short days) is said "pazartesiden cumartesiye": the first day in the
# ablative (-dan/-den), the second in the dative (-a/-e, -ya/-ye after a vowel), by vowel
# harmony (TDK, Yazım Kılavuzu, "Ekler"; panel P5).
DAY_RANGE["tr"] = "{a} {b}"
DAY_CASES.update({  # Sunday first; (after "from", after "to")
    "tr": ("pazardan pazartesiden salıdan çarşambadan perşembeden cumadan cumartesiden".split(),
           "pazara pazartesiye salıya çarşambaya perşembeye cumaya cumartesiye".split()),
    "hr": ("nedjelje ponedjeljka utorka srijede četvrtka petka subote".split(),) * 2,
    "sl": ("nedelje ponedeljka torka srede četrtka petka sobote".split(),) * 2,
    "lt": ("sekmadieniais pirmadieniais antradieniais trečiadieniais ketvirtadieniais "
           "penktadieniais šeštadieniais".split(),) * 2,
    "lv": ("svētdienas pirmdienas otrdienas trešdienas ceturtdienas piektdienas "
           "sestdienas".split(),
           "svētdienai pirmdienai otrdienai trešdienai ceturtdienai piektdienai "
           "sestdienai".split()),
    "fi": ("sunnuntaista maanantaista tiistaista keskiviikosta torstaista perjantaista "
           "lauantaista".split(),
           "sunnuntaihin maanantaihin tiistaihin keskiviikkoon torstaihin perjantaihin "
           "lauantaihin".split()),
    "et": ("pühapäevast esmaspäevast teisipäevast kolmapäevast neljapäevast reedest "
           "laupäevast".split(),
           "pühapäevani esmaspäevani teisipäevani kolmapäevani neljapäevani reedeni "
           "laupäevani".split()),
})  # fmt: skip
# tr "Pzt-Cuma", "Pazartesi-Cuma": a short day and a whole one, or two whole ones, joined
# (panel Q5): the whole names too, said with the span's cases. Alone a day stays as written
# (it has no dot: ``_read_day``).
MORE_DAYS["tr"] = {
    "pazar": 0, "pazartesi": 1, "salı": 2, "çarşamba": 3, "perşembe": 4, "cuma": 5,
    "cumartesi": 6,
}
# The short forms people write that CLDR lacks: bg "пон-пет"; lt weekdays in Roman numerals
# (I–V, VLKK); lv and et one-letter days ("P–Pk", "E–R"), in a range only.
MORE_DAYS.update({
    "bg": {"пон": 1, "вт": 2, "ср": 3, "чет": 4, "пет": 5, "съб": 6, "нед": 0},
    "lt": {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 0},
    "lv": {"p": 1, "o": 2, "t": 3, "c": 4, "pk": 5, "s": 6, "sv": 0},
    "et": {"e": 1, "t": 2, "k": 3, "n": 4, "r": 5, "l": 6, "p": 0},
})
# One-letter days are read only in a range ("E–R") or before hours ("L 10–16").
RANGE_ONLY_DAYS = {"lt", "lv", "et"}
# A day before a span of hours says "on that day" (Sunday first): hr instrumental
# "subotom", fi "lauantaisin", et adessive "laupäeval" ("sub 8-14 h", "la 10–15", "L 10–16").
DAY_BEFORE_HOURS = {
    "hr": "nedjeljom ponedjeljkom utorkom srijedom četvrtkom petkom subotom".split(),
    "fi": "sunnuntaisin maanantaisin tiistaisin keskiviikkoisin torstaisin perjantaisin "
          "lauantaisin".split(),
    "et": "pühapäeval esmaspäeval teisipäeval kolmapäeval neljapäeval reedel laupäeval".split(),
}
# fmt: on
# A fresh panel (issue 31, 2026-12-06): the abbreviations it heard as written. el "κ."/"κα"
# before a name (Τριανταφυλλίδης, "κ.": κύριος, "κα": κυρία), "δισ." billions like "εκ."; bg
# address parts before a number (БАН, "Официален правописен речник": ет. етаж, ап.
# апартамент, вх. вход, бл. блок); hi "नं." (नंबर, Kendriya Hindi Nideshalaya's list); tr
# "D:" the flat in an address before its number (TDK "Kısaltmalar Dizini": D. daire).
WORDS["el"].update({"κ.": "κύριος", "κα": "κυρία", "κα.": "κυρία"})
WORDS["bg"].update({"ет.": "етаж", "ап.": "апартамент", "вх.": "вход", "бл.": "блок"})
WORDS["hi"].update({"नं.": "नंबर"})
WORDS["tr"].update({"D:": "daire", "D.": "daire"})
TITLES |= {"κ.", "κα", "κα."}
NEEDS_NUMBER_IN.update(
    {"bg": {"ет.", "ап.", "вх.", "бл.", "Ет.", "Ап.", "Вх.", "Бл."}, "tr": {"D:", "D."}}
)
SCALES["el"]["δισ."] = Noun("δισεκατομμύριο", "δισεκατομμύρια", gender="n")
# Last, after every table above: the fresh panels (issue 31) heard "€/kg", "Kč/měs.",
# "€/mj.", "kr/mån" left as written in the languages without them: each language's "per
# kilo", "per litre" and "a month" (VLKK, LVA, Kotus, EKI, ÚJČ, JÚĽŠ, Fran, Hrvatski pravopis,
# Språkrådet, Taalunie).
MORE_PER = {
    "pl": {"/kg": " za kilogram"},
    "ru": {"/кг": " за килограмм"},
    "uk": {"/кг": " за кілограм"},
    "bg": {"/кг": " за килограм", "/мес.": " на месец"},
    "nl": {"/kg": " per kilo", "/mnd": " per maand", "/maand": " per maand", "p/m": "per maand"},
    "sv": {"/kg": " per kilo", "/mån": " i månaden", "/månad": " i månaden"},
    "da": {"/kg": " per kilo", "/md.": " om måneden", "/md": " om måneden"},
    # "12,5 snt/kWh", "0,17 €/kWh" (panel AK3): "senttiä kilowattitunnilta", "… eest"
    "fi": {"/l": " litralta", "/kg": " kilolta", "/kk": " kuukaudessa",
           "/kWh": " kilowattitunnilta"},
    "et": {"/l": " liitri eest", "/kg": " kilogrammi eest", "/kuu": " kuus",
           "/kWh": " kilovatt-tunni eest"},
    "lt": {
        "/l": " už litrą",
        "/kg": " už kilogramą",
        "/mėn.": " per mėnesį",
        "/mėn": " per mėnesį",
    },
    "lv": {"/l": " par litru", "/kg": " par kilogramu", "/mēn.": " mēnesī", "/mēn": " mēnesī"},
    "hu": {"/l": " literenként", "/kg": " kilónként", "/hó": " havonta"},
    "cs": {"/l": " za litr", "/kg": " za kilogram", "/měs.": " měsíčně", "/měs": " měsíčně"},
    "sk": {"/l": " za liter", "/kg": " za kilogram", "/mes.": " mesačne", "/mes": " mesačne"},
    "sl": {"/l": " za liter", "/kg": " za kilogram", "/mes.": " na mesec", "/mes": " na mesec",
           # the word written whole too, "14,99 €/mesec" (panel AJ3 heard "centov/mesec")
           "/mesec": " na mesec", "/leto": " na leto", "/dan": " na dan", "/teden": " na teden"},
    "hr": {"/l": " po litri", "/kg": " po kilogramu", "/mj.": " mjesečno", "/mj": " mjesečno"},
    "el": {"/kg": " το κιλό", "/μήνα": " τον μήνα"},
    "id": {"/kg": " per kilogram", "/bulan": " per bulan", "/bln": " per bulan"},
}  # fmt: skip
# id: a fuel's or a drink's price per litre, "Rp12.950/liter", "/l" (panel Y5 heard
# "rupiah/liter")
MORE_PER["id"].update({"/liter": " per liter", "/l": " per liter", "/ltr": " per liter"})
for _lang, _per in MORE_PER.items():
    WORDS[_lang] = {**WORDS.get(_lang, {}), **_per}
MAY_END |= {form for per in MORE_PER.values() for form in per}
# Millions and billions written short as CLDR's compact decimal formats write them (fi
# "mrd.", et "mld", lv "mljrd.", lt "mlrd.", sk "mld.", sl "mrd.", hr "mlr."; the fresh
# panel of issue 31 heard them left as written), said with CLDR's long compact names in
# the number's plural form ("88,6 mrd." -> "… miljardia"). The typed forms above win.
# The gender is the noun's: Slavic "miliarda" is feminine ("dve miliardy").
for _lang in ("fi", "et", "lv", "lt", "sk", "sl", "hr"):
    for _written, _forms in cldr.compact_scales(_lang).items():
        _gender = "" if _lang in ("fi", "et") else "m"
        if _lang in ("sk", "sl", "hr") and _forms["one"].endswith("a"):
            _gender = "f"
        SCALES.setdefault(_lang, {}).setdefault(_written, Noun(gender=_gender, **_forms))
# "6,3 mld. €": the currency after the scale word, in the form that follows it.
SCALE_CURRENCIES.update({
    "fi": {"€": "euroa", "EUR": "euroa"}, "et": {"€": "eurot", "EUR": "eurot"},
    "lv": {"€": "eiro", "EUR": "eiro"}, "lt": {"€": "eurų", "EUR": "eurų"},
    "sk": {"€": "eur", "EUR": "eur"}, "sl": {"€": "evrov", "EUR": "evrov"},
    "hr": {"€": "eura", "EUR": "eura"},
    # panel S2 (issue 31): bg "1,5 млрд. лв." heard with "лв." left
    "bg": {"лв.": "лева", "лв": "лева", "€": "евро", "EUR": "евро"},
})  # fmt: skip
# "2 h 20 min", "45 min." (the fresh panel of issue 31): CLDR's hour and minute names.
for _lang, _units in {
    "fi": {"h": "duration-hour", "min": "duration-minute", "min.": "duration-minute"},
    "et": {"h": "duration-hour", "min": "duration-minute", "min.": "duration-minute"},
    # lv "2 st. 9 min." (LVA: "st." stunda; panel S3 heard "divi st.")
    "lv": {"h": "duration-hour", "st.": "duration-hour"},
    "lt": {"h": "duration-hour"},
}.items():
    CLDR_COUNTED[_lang] = {**CLDR_COUNTED.get(_lang, {}), **_units}
# A single day before a span of hours (the fresh panel of issue 31: cs/sk "So 9–12", lv "S.
# 9–17"): "on that day", as hr fi et above (ÚJČ, JÚĽŠ "v sobotu"; LVA "sestdienās").
DAY_BEFORE_HOURS.update({
    "cs": ["v neděli", "v pondělí", "v úterý", "ve středu", "ve čtvrtek", "v pátek",
           "v sobotu"],
    "sk": ["v nedeľu", "v pondelok", "v utorok", "v stredu", "vo štvrtok", "v piatok",
           "v sobotu"],
    "lv": "svētdienās pirmdienās otrdienās trešdienās ceturtdienās piektdienās "
          "sestdienās".split(),
})  # fmt: skip
# ru uk "сб с 9:00 до 15:00", "вс 10:00–16:00": a day before its hours says when, в/у and
# the accusative (Русская грамматика 1980 § 1637 "в субботу"; Український правопис 2019
# § 23; panel AU2 heard the nominative "суббота с девяти").
DAY_BEFORE_HOURS.update({
    "ru": ["в воскресенье", "в понедельник", "во вторник", "в среду", "в четверг",
           "в пятницу", "в субботу"],
    "uk": ["у неділю", "у понеділок", "у вівторок", "у середу", "у четвер", "у п'ятницю",
           "у суботу"],
})  # fmt: skip
# A day before its date (fi "ti 9.4."): the essive, "on Tuesday" (Kotus, "viikonpäivät").
DAY_BEFORE_DATE = {
    "fi": "sunnuntaina maanantaina tiistaina keskiviikkona torstaina perjantaina "
    "lauantaina".split(),
}
# "3,99 € už kg", "2,49 € par kg": the unit after "per", in that word's case (VLKK, LVA).
WORDS["lt"]["už kg"] = "už kilogramą"
WORDS["lv"]["par kg"] = "par kilogramu"
# A second panel M (issue 31): what it heard left as written. el "περ." (περίπου) and
# "διαμ." (διαμέρισμα) before a number (Triantafyllidis, "Συντομογραφίες"); hr "dr. sc."
# (doktor znanosti, Hrvatski pravopis, "kratice"); tr "no:" as "No:" (TDK).
WORDS["el"].update({"περ.": "περίπου", "διαμ.": "διαμέρισμα"})
WORDS["hr"].update({"dr. sc.": "doktor znanosti"})
NEEDS_NUMBER_IN["el"] = {"περ.", "διαμ."}
TITLES |= {"dr. sc."}
NUMBER_SIGNS["tr"] = ("numara", (*NUMBER_SIGNS["tr"][1], "no:"))
NEED_NUMBER |= {"no:"}
# ar: units written short after a count (the Arabic Language Academy in Cairo's unit names,
# as CLDR has them: "500 ملغ" -> "خمسمائة مليغرام", "بعد 500 م" -> "متر"); "ص.ب" (صندوق
# بريد) a P.O. box; "9:00 م" is p.m. (مساءً), read in the abbreviation rule.
CLDR_COUNTED["ar"].update({
    "ملغ": "mass-milligram", "مغ": "mass-milligram", "م": "length-meter",
    "سم": "length-centimeter", "مم": "length-millimeter", "مل": "volume-milliliter",
})  # fmt: skip
# "25 كغ" after a count too, so eleven to ninety-nine count it in the accusative ("خمسة
# وعشرون كيلوغرامًا", abbreviations.arabic_tamyiz); alone it stays WORDS' "كيلوغرام".
CLDR_COUNTED["ar"]["كغ"] = "mass-kilogram"
# ... and the millimetre written "ملم" as the weather reports write rain (panel AW5 heard
# "15 ملم" left as written while "ملغ" was read): as "مم", "خمسة عشر مليمترًا".
CLDR_COUNTED["ar"]["ملم"] = "length-millimeter"
# ... and written "كجم" (كيلوجرام, Egypt's and the Gulf's spelling, as "جم" for the gram;
# panel AH5, issue 31, heard "2.5 كجم" left as written): read as "كغ" is.
CLDR_COUNTED["ar"]["كجم"] = "mass-kilogram"
WORDS["ar"]["كجم"] = "كيلوغرام"
WORDS["ar"].update({"ص.ب": "صندوق بريد", "ص. ب": "صندوق بريد"})
# Panels T1 and T5 (issue 31): recipe grams written "gr" (tr, id: TDK and KBBI write "g",
# shops and cooks "gr") and ar "غ" were left as written after a count; id "sdm" (sendok
# makan) and "sdt" (sendok teh) are the recipe spoons (KBBI) wherever they are written.
CLDR_COUNTED["ar"]["غ"] = "mass-gram"
CLDR_COUNTED.setdefault("tr", {})["gr"] = "mass-gram"
CLDR_COUNTED.setdefault("id", {})["gr"] = "mass-gram"
WORDS["id"].update({"sdm": "sendok makan", "sdt": "sendok teh"})
# Panel AG1 (issue 31) heard it "95 Smc" left as written: "Smc", "Sm3", "Sm³" (standard
# metri cubi, ARERA's unit on a gas bill; CLDR names none). "gr" and "mc" are units.py's.
SCALES["it"].update(
    {_smc: Noun("standard metro cubo", "standard metri cubi") for _smc in ("Smc", "Sm3", "Sm³")}
)
# id "bonus 10rb", "diskon 20 rb": the short scales after an amount without "Rp" (KBBI: rb
# ribu, jt juta; panel AD5 heard "sepuluh rb"); "Rp50rb" is the currency rule's.
SCALES.setdefault("id", {}).update({"rb": Noun("ribu"), "jt": Noun("juta")})
# id: the change a rate is measured over, as BPS and Bank Indonesia write it after a figure,
# in brackets ("inflasi 2,75% (yoy)"): said "secara tahunan" (panel U5, issue 31)
WORDS["id"].update({"yoy": "secara tahunan", "mtm": "secara bulanan", "qtq": "secara kuartalan"})
# Panel W2 (issue 31, 2026-12-06) heard these left as written: de "max. 23 °C", "zw. 9-12
# Uhr", "mind."; es/pt "máx.", "mín."; it "max", "min"; it road classes before their number
# ("sulla SS 16": strada statale); pl "z dn. 31.12." (dnia), "Krakowa Gł." (Główny). Duden
# "Abkürzungen"; RAE "Lista de abreviaturas" (máx., mín.); Priberam; Treccani ("SS", strada
# statale; Codice della strada art. 2); Poradnia PWN ("dn.", "Gł."). The form of máx./mín.,
# max/min, and Gł. is chosen in context (abbreviations._form_from_context).
W2_WORDS = {
    "de": {"max.": "maximal", "mind.": "mindestens", "zw.": "zwischen"},
    "es": {"máx.": "máximo", "mín.": "mínimo"},
    "pt": {"máx.": "máximo", "mín.": "mínimo"},
    "it": {"max": "massimo", "max.": "massimo", "min": "minimo", "SS": "statale",
           "S.S.": "statale", "SP": "provinciale", "S.P.": "provinciale", "SR": "regionale",
           "S.R.": "regionale"},
    "pl": {"dn.": "dnia", "Gł.": "Główny"},
}  # fmt: skip
# pl "max 6 tabl./dobę", "Max. 4 osoby" (panel AL2, issue 31, heard "max" left as written):
# "maksymalnie" before a number, as "maks." (Poradnia PWN, "skróty": maks., max.)
W2_WORDS["pl"].update({"max": "maksymalnie", "max.": "maksymalnie", "Max": "Maksymalnie",
                       "Max.": "Maksymalnie"})  # fmt: skip
for _lang, _more in W2_WORDS.items():
    WORDS[_lang] = {**WORDS[_lang], **_more}
# Only before a number: "max" and "min" are words elsewhere ("Max Weber"), "SS 16" a road.
# (and their capitalised forms, which open a sentence: "Max Weber", "Max. 4 Personen")
NEEDS_NUMBER |= {f for w in ("máx.", "mín.", "mind.", "dn.", "max.") for f in (w, w.capitalize())}
for _lang, _forms in {"it": {"max", "min", "Max", "Min", "SS", "S.S.", "SP", "S.P.", "SR",
                             "S.R."}, "pl": {"max", "Max"}}.items():  # fmt: skip
    NEEDS_NUMBER_IN[_lang] = NEEDS_NUMBER_IN.get(_lang, set()) | _forms
MAY_END |= {"Gł."}
# fr "Max. 24 °C", "vitesse max. 30 km/h" (panel AD1 heard "Max." left as the name): a
# forecast's or a sign's "maximum", "minimum" (Le Robert, "max.", "min."), only before a
# number ("15 min." after one is minutes).
WORDS["fr"] = {**WORDS["fr"], "max.": "maximum", "Max.": "Maximum", "min.": "minimum",
               "Min.": "Minimum"}  # fmt: skip
NEEDS_NUMBER_IN["fr"] = NEEDS_NUMBER_IN.get("fr", set()) | {"max.", "Max.", "min.", "Min."}
# A second fresh panel of lt lv et fi hu cs sk sl (issue 31, "L2"): the abbreviations it
# heard left as letters or read as another word. Typed from the languages' lists: VLKK
# "Bendrinės kalbos žodynas: sutrumpinimai" (kab., mėn., el., al., Gerb., p.), LVA
# "Saīsinājumi" (apm.), EKI "Lühendid" (hr, pr, kl), Kotus "lyhenteet" (v. vuonna),
# Slovenski pravopis "krajšave" (g., ga., gdč., c. cesta), Internetová jazyková příručka
# ÚJČ (cca "cirka"; academic titles), Pravidlá slovenského pravopisu (titles).
# fmt: off
WORDS["lt"].update({
    "kab.": "kabinetas", "al.": "alėja", "Gerb.": "Gerbiamasis", "gerb.": "gerbiamasis",
    "p.": "ponas",
    # "el. paštu": the adjective in its noun's case
    "el. paštas": "elektroninis paštas", "el. pašto": "elektroninio pašto",
    "el. paštu": "elektroniniu paštu", "el. paštą": "elektroninį paštą",
    "el. paštui": "elektroniniam paštui", "el. p.": "elektroninis paštas",
    "mėn.": "mėnesį",
})
WORDS["lv"].update({"apm.": "apmēram", "Apm.": "Apmēram"})
WORDS["et"].update({"hr": "härra", "pr": "proua", "kl": "kell", "kl.": "kell",
                    "tel": "telefon"})
WORDS["fi"].update({"v.": "vuonna"})
WORDS["sl"].update({"g.": "gospod", "ga.": "gospa", "gdč.": "gospodična", "c.": "cesta"})
WORDS["cs"].update({"cca": "cirka", "Cca": "Cirka"})
# Academic titles before a name (ÚJČ, "Tituly"; Pravidlá slovenského pravopisu): said, and
# declined as the name after them shows (``abbreviations._academic``).
ACADEMIC = {
    "cs": {"MUDr.": "doktor", "MDDr.": "doktor", "MVDr.": "doktor", "JUDr.": "doktor",
           "PhDr.": "doktor", "RNDr.": "doktor", "PharmDr.": "doktor", "Ing.": "inženýr",
           "Mgr.": "magistr", "Bc.": "bakalář", "doc.": "docent", "prof.": "profesor",
           "Prof.": "profesor"},
    "sk": {"MUDr.": "doktor", "MDDr.": "doktor", "MVDr.": "doktor", "JUDr.": "doktor",
           "PhDr.": "doktor", "RNDr.": "doktor", "PharmDr.": "doktor", "Ing.": "inžinier",
           "Mgr.": "magister", "Bc.": "bakalár", "doc.": "docent", "prof.": "profesor",
           "Prof.": "profesor"},
}
for _lang, _titles in ACADEMIC.items():
    WORDS[_lang].update(_titles)
# Titles and street words read only where a name shows them: before a capitalised name
# ("hr Tamm", "g. Novak", "p. Jonaiti", "MUDr. Novákové").
# Per language: lt "g." is "gatvė" before a number.
TITLES_IN = {
    "et": {"hr", "pr"}, "sl": {"g.", "ga.", "gdč."}, "lt": {"p."},
    **{lang: set(titles) for lang, titles in ACADEMIC.items()},
}
# pl "Al. Jerozolimskie" opening a line, as "al." before a name: its dot ends no sentence
TITLES_IN["pl"] = TITLES_IN.get("pl", set()) | {"Al."}
# Read only before a number: "kab. 212", "apm. 605 tūkst.", "v. 1708", "kl 10.15", "c. 54".
NEEDS_NUMBER_IN.update({
    "lt": {"kab."}, "lv": {"apm.", "Apm."}, "fi": {"n.", "v."}, "et": {"u", "kl", "kl."},
    "sl": {"c."},
})
# Read only after a capitalised name (a street's): "Laisvės al. 53", "Slovenska c. 54".
AFTER_NAME = {"lt": {"al."}, "sl": {"c."}}
MAY_END |= {"al.", "c."}
# A day abbreviation and "and" (cs sk "a", sl "in", hu "és", fi et "ja", lt "ir", lv "un"):
# "Po a St 8–17" are two days.
MORE_CONJUNCTIONS = {"cs": "a", "sk": "a", "sl": "in", "hu": "és", "fi": "ja", "et": "ja",
                     "lt": "ir", "lv": "un"}
# sl a single day before hours: "sob. 8–13" -> "v soboto" (Slovenski pravopis), as cs sk.
DAY_BEFORE_HOURS["sl"] = ["v nedeljo", "v ponedeljek", "v torek", "v sredo", "v četrtek",
                          "v petek", "v soboto"]
# fmt: on
# Panel R2 (issue 31, 2026-12-06: ja da id nl ro sv vi) heard these left as written. Typed
# from the languages' own lists: Retskrivningsordbogen "forkortelser" (inkl., ekskl., evt.,
# bl.a., pga., vedr., osv., maks.), Svenska skrivregler (ggr, exkl., o.s.v., p.g.a., fr.o.m.,
# t.o.m.), Taalunie "Woordenlijst: afkortingen" (t.e.m., a.s., t.o.v., m.b.t., i.v.m.,
# o.b.v., z.o.z., p.p.), PUEBI "singkatan" and KBBI (s.d., lt., drg., a.n., u.p.; the
# specialist titles Sp.A. ... of KKI, Konsil Kedokteran Indonesia), DOOM "abrevieri" (Bd.,
# B-dul, Dna., D-na, Dl., D-nul, aprox., Șos.), Từ điển tiếng Việt (BS., ThS., TS., GS.,
# PGS., KS.). "Dr." before a capitalised name only (TITLES).
# fmt: off
R2_WORDS = {
    "da": {"inkl.": "inklusive", "ekskl.": "eksklusive", "Dr.": "doktor", "evt.": "eventuelt",
           "bl.a.": "blandt andet", "pga.": "på grund af", "vedr.": "vedrørende",
           "osv.": "og så videre", "max.": "maksimalt", "maks.": "maksimalt",
           "mht.": "med hensyn til"},
    "sv": {"Dr.": "doktor", "ggr": "gånger", "ggr.": "gånger", "exkl.": "exklusive",
           "o.s.v.": "och så vidare", "osv.": "och så vidare", "p.g.a.": "på grund av",
           "pga.": "på grund av", "fr.o.m.": "från och med", "t.o.m.": "till och med"},
    "nl": {"t.e.m.": "tot en met", "a.s.": "aanstaande", "t.o.v.": "ten opzichte van",
           "m.b.t.": "met betrekking tot", "i.v.m.": "in verband met", "z.o.z.": "zie ommezijde",
           "o.b.v.": "op basis van", "p.p.": "per persoon"},
    "id": {"s.d.": "sampai dengan", "s/d": "sampai dengan", "lt.": "lantai", "drg.": "dokter gigi",
           "a.n.": "atas nama", "u.p.": "untuk perhatian",
           "Sp.A.": "spesialis anak", "Sp.PD.": "spesialis penyakit dalam",
           "Sp.OG.": "spesialis obstetri dan ginekologi", "Sp.B.": "spesialis bedah",
           "Sp.JP.": "spesialis jantung dan pembuluh darah", "Sp.M.": "spesialis mata",
           "Sp.KK.": "spesialis kulit dan kelamin",
           "Sp.THT.": "spesialis telinga hidung tenggorokan",
           "Sp.S.": "spesialis saraf", "Sp.P.": "spesialis paru", "Sp.An.": "spesialis anestesi",
           "Sp.Rad.": "spesialis radiologi", "Sp.KJ.": "spesialis kedokteran jiwa",
           "Sp.OT.": "spesialis ortopedi dan traumatologi", "Sp.U.": "spesialis urologi"},
    "ro": {"Bd.": "bulevardul", "bd.": "bulevardul", "B-dul": "bulevardul", "b-dul": "bulevardul",
           "Bdul.": "bulevardul", "Șos.": "șoseaua", "șos.": "șoseaua", "Dna.": "doamna",
           "dna.": "doamna", "D-na": "doamna", "d-na": "doamna", "Dl.": "domnul", "dl.": "domnul",
           "D-nul": "domnul", "d-nul": "domnul", "aprox.": "aproximativ"},
    "vi": {"BS.": "Bác sĩ", "ThS.": "Thạc sĩ", "TS.": "Tiến sĩ", "GS.": "Giáo sư",
           "PGS.": "Phó giáo sư", "PGS.TS.": "Phó giáo sư Tiến sĩ", "KS.": "Kỹ sư"},
}
# fmt: on
for _lang, _more in R2_WORDS.items():
    WORDS[_lang] = {**WORDS.get(_lang, {}), **_more}
# Titles before a capitalised name ("dl. Georgescu", "BS. Nguyễn"; "2 dl." is decilitres);
# street words before a name ("pe Bd. Unirii") never end a sentence; "lt. 3" a floor before
# its number; "maks." before a number (as "max.").
TITLES_IN.update({
    "ro": {"Dna.", "dna.", "D-na", "d-na", "Dl.", "dl.", "D-nul", "d-nul"},
    "vi": {"BS.", "ThS.", "TS.", "GS.", "PGS.", "PGS.TS.", "KS."},
})  # fmt: skip
NAME_FOLLOWS["ro"] = NAME_FOLLOWS["ro"] | {"Bd.", "bd.", "Bdul.", "Șos.", "șos."}
NEEDS_NUMBER_IN["id"] = {"lt."}
# id bank and shop messages written short (panel AF5 heard "Rek 123xxx456 ... tgl 12/03" and
# "dr. Budi, Sp.PD" left as written): "Rek"/"rek." is "rekening", "tgl" "tanggal" (PUEBI's
# "tgl." without its dot, as SMS write it; no other word is written so); a specialist's title
# without its final dot as with it ("Sp.PD", "Sp.A").
WORDS["id"].update(
    {
        "Rek": "Rekening",
        "Rek.": "Rekening",
        "rek.": "rekening",
        "tgl": "tanggal",
        "Tgl": "Tanggal",
        "Tgl.": "Tanggal",
        "No. Rek.": "Nomor Rekening",
    }
)
# ... and "pkl" before a time, "pukul" (panel AN5 heard "pkl empat belas tiga puluh lima"
# beside "tanggal"): only before its number, as "lt." is
WORDS["id"].update({"pkl": "pukul", "Pkl": "Pukul", "pkl.": "pukul", "Pkl.": "Pukul"})
NEEDS_NUMBER_IN["id"] |= {"pkl", "Pkl", "pkl.", "Pkl."}
WORDS["id"].update({_f[:-1]: _s for _f, _s in R2_WORDS["id"].items() if _f.startswith("Sp.")})
NEEDS_NUMBER |= {"maks.", "Maks."}
# id "maks." before an amount, "maksimal" (KBBI; as "min.", abbreviations._read_day)
WORDS["id"]["maks."] = "maksimal"
MAY_END |= {"osv.", "o.s.v.", "a.s.", "t.e.m."} | {f for f in R2_WORDS["id"] if f.startswith("Sp.")}
# vi "P. Bến Nghé", "Q. Bình Thạnh": a ward's and district's name follows as well as a number.
NUMBER_OR_NAME = {"vi": {"P.", "Q."}}
# vi "ĐT: 0912 345 678" (panel AD5 heard "ĐT" left as letters): "điện thoại" before its
# colon; "ĐT Việt Nam" is the national team (đội tuyển) and stays.
WORDS["vi"] = {**WORDS["vi"], "ĐT:": "điện thoại:"}
# A staircase is lettered as often as numbered: ro "sc. A" (scara), it "sc. B" (scala), es
# "esc. A" (escalera); before one capital letter standing alone these are read too (panel
# Z4, issue 31, heard "sc. A" left as written).
NUMBER_OR_LETTER = {"sc.", "esc."}
# Panel B3 (issue 31, 2026-12-06: lt lv et fi hu cs sk sl ro hr bg) heard these left as
# written. Typed from the languages' own lists: LVA "Saīsinājumi" (t. sk. "tai skaitā"),
# EKI "Lühendid" (sh "sealhulgas", kab "kabinet"), БАН "Официален правописен речник"
# (вкл. "включително"), ÚJČ "Zkratky" and Pravidlá slovenského pravopisu (nám. "náměstí",
# "námestie"; tbl. "tableta", the pharmacists' abbreviation), VLKK (tab. "tabletė").
# fmt: off
WORDS["lv"].update({"t. sk.": "tai skaitā", "t.sk.": "tai skaitā"})
WORDS["et"].update({"sh": "sealhulgas", "s.h.": "sealhulgas", "kab": "kabinet",
                    "kab.": "kabinet"})
WORDS["bg"].update({"вкл.": "включително", "Вкл.": "Включително"})
WORDS["cs"].update({"nám.": "náměstí"})
WORDS["sk"].update({"nám.": "námestie"})
NEEDS_NUMBER_IN["et"] = NEEDS_NUMBER_IN["et"] | {"kab", "kab."}
NEEDS_NUMBER_IN["et"] |= {"pst", "pst.", "tn", "tn."}  # et street words: above
# A dose is what one takes, the accusative ("užívat 1 tbl." -> "jednu tabletu"; the
# plural's accusative is its nominative)
SCALES["cs"] = {**SCALES.get("cs", {}),
                "tbl.": Noun("tabletu", "tablet", few="tablety", gender="f")}
SCALES["sk"] = {**SCALES.get("sk", {}),
                "tbl.": Noun("tabletu", "tabliet", few="tablety", gender="f")}
SCALES["lt"] = {**SCALES["lt"], "tab.": Noun("tabletė", "tablečių", few="tabletės",
                                              many="tabletės", gender="f")}
# fmt: on
# bg "вкл. ДДС": "включително" comes before what it includes, the capitals of an acronym
# start no sentence there.
NAME_FOLLOWS["bg"] = NAME_FOLLOWS.get("bg", set()) | {"вкл.", "Вкл."}
# lv "LV-1001": the country's letters before a postcode are spelled apart from it (Latvijas
# Pasts address format), never glued to its digits (lt "LT-01103": codes.py).
WORDS["lv"]["LV-"] = "L V "
NEEDS_NUMBER_IN["lv"] = NEEDS_NUMBER_IN.get("lv", set()) | {"LV-"}
# Short forms a fresh panel of de fr es it pt pl ru uk nl sv da (issue 31) heard left as
# letters, typed from the languages' own lists: Office québécois de la langue française
# "abréviations" (j. jour), Treccani (min. minima before a temperature, as "min"), Poradnia
# PWN "skróty" (tabl. tabletka), Грамота.ру "Сокращения" (табл. таблетка; р. раз before a
# period, elsewhere рубль), Український правопис 2019 § 144 (таб., табл. таблетка),
# Retskrivningsordbogen "forkortelser" (ml. mellem; th., tv., mf. til højre, til venstre,
# midtfor, the side of a floor in an address).
SCALES["fr"]["j."] = Noun("jour", "jours")
SCALES["pl"]["tabl."] = Noun("tabletka", "tabletki", few="tabletki", many="tabletek", gender="f")
SCALES["ru"]["табл."] = Noun("таблетка", "таблетки", few="таблетки", many="таблеток", gender="f")
# ru "3 р. в день": "раз" only before a period (abbreviations._PER_PERIOD); "100 р." roubles.
SCALES["ru"]["р."] = Noun("раз", "раза", few="раза", many="раз", gender="m")
SCALES["uk"].update({
    "таб.": Noun("таблетка", "таблетки", few="таблетки", many="таблеток", gender="f"),
    "табл.": Noun("таблетка", "таблетки", few="таблетки", many="таблеток", gender="f"),
})  # fmt: skip
# Spoons in a recipe, ru uk "2 ст. л. сахара", "1 ч. л. соли" (Грамота.ру, "Сокращения":
# ст. л. столовая ложка, ч. л. чайная ложка; panel S2 heard "два ст. л.")
for _lang, _spoons in {
    "ru": {"ст. л.": Noun("столовая ложка", "столовой ложки", few="столовые ложки",
                          many="столовых ложек", gender="f"),
           "ч. л.": Noun("чайная ложка", "чайной ложки", few="чайные ложки",
                         many="чайных ложек", gender="f")},
    "uk": {"ст. л.": Noun("столова ложка", "столової ложки", few="столові ложки",
                          many="столових ложок", gender="f"),
           "ч. л.": Noun("чайна ложка", "чайної ложки", few="чайні ложки",
                         many="чайних ложок", gender="f")},
}.items():  # fmt: skip
    for _written, _noun in _spoons.items():
        SCALES[_lang][_written] = SCALES[_lang][_written.replace(" ", "")] = _noun
WORDS["it"]["min."] = "minimo"
NEEDS_NUMBER_IN["it"] = NEEDS_NUMBER_IN["it"] | {"min.", "Min."}
WORDS["da"].update({"ml.": "mellem", "th.": "til højre", "tv.": "til venstre",
                    "mf.": "midtfor"})  # fmt: skip
NEEDS_NUMBER_IN["da"] = NEEDS_NUMBER_IN["da"] | {"ml."}
NOT_AFTER_NUMBER |= {"ml."}
MAY_END |= {"th.", "tv.", "mf.", "j."}
# A day written short after "till och med", "from and with" (sv t.o.m., fr.o.m.; da t.o.m.,
# fra) and the words before a day in da, as the other languages' DAY_BEFORE.
DAY_BEFORE["sv"] = DAY_BEFORE["sv"] | {"t.o.m.", "fr.o.m.", "tom", "from"}
DAY_BEFORE["da"] = {"på", "og", "fra", "til", "t.o.m.", "hver", "om"}
# sl hr "od pon. do pet.": a short day after "od", "do" is the day (panel T3), said in the
# genitive those prepositions govern (DAY_CASES: "od ponedeljka do petka").
DAY_BEFORE["sl"] = {"od", "do"}
DAY_BEFORE["hr"] = {"od", "do"}
# "3 ggr/dag", "2 gange/dag": per day, week, year (Svenska skrivregler "per"; Retskriv-
# ningsordbogen "om dagen").
for _lang, _per in {
    "sv": {"/dag": " per dag", "/dygn": " per dygn", "/vecka": " per vecka", "/år": " per år",
           "/v.": " per vecka"},
    "da": {"/dag": " om dagen", "/døgn": " i døgnet", "/uge": " om ugen", "/år": " om året"},
}.items():  # fmt: skip
    WORDS[_lang] = {**WORDS[_lang], **_per}
    MAY_END |= set(_per)
# Panel P3 (issue 31, lt lv et fi hu sl): titles and "see" left as written ("Prof. dr.",
# "Žr.", "Sk.", "Vt", "Ks.", "s.o", "oz."), typed from the languages' own lists: VLKK
# "Bendrinės kalbos žodynas: sutrumpinimai" (prof., dr., žr. žiūrėk(ite)), LVA
# "Saīsinājumi" (prof., sk. skatīt), EKI "Lühendid" (prof., dr, vt vaata, s.o see on),
# Kielitoimiston ohjepankki "lyhenteet" (prof., ks. katso), Magyar helyesírás szabályai
# (prof., ld. lásd), Slovenski pravopis "krajšave" (prof., oz. oziroma). The nominative
# title, as the other languages' tables say it.
for _lang, _words in {
    "lt": {"Prof.": "Profesorius", "prof.": "profesorius", "dr.": "daktaras",
           "Dr.": "Daktaras", "Žr.": "Žiūrėkite", "žr.": "žiūrėkite"},
    "lv": {"Prof.": "Profesors", "prof.": "profesors", "Sk.": "Skatīt", "sk.": "skatīt"},
    "et": {"Prof.": "Professor", "prof.": "professor", "Dr": "Doktor", "dr": "doktor",
           "Vt": "Vaata", "vt": "vaata", "Vt.": "Vaata", "vt.": "vaata", "s.o": "see on",
           "s.o.": "see on", "s. o.": "see on"},
    "fi": {"Prof.": "Professori", "prof.": "professori", "Ks.": "Katso", "ks.": "katso"},
    "hu": {"Prof.": "Professzor", "prof.": "professzor", "Ld.": "Lásd", "ld.": "lásd"},
    "sl": {"Prof.": "Profesor", "prof.": "profesor", "oz.": "oziroma"},
}.items():  # fmt: skip
    WORDS[_lang] = {**WORDS[_lang], **_words}
# Panel P4 (issue 31, 2026-12-06: ro hr sv da en el) heard these left as written. Typed from
# the languages' own lists: DOOM "abrevieri" (dvs. dumneavoastră; mil. milion, mld.
# miliard; km before its number, the marker "kilometrul"), Hrvatski pravopis "kratice" (g.
# gospodin, gđa gospođa, gđica gospođica, before a name), Svenska skrivregler (a
# contraction of a word's first and last letters may go without its dot: "Dr Lindqvist"),
# Triantafyllidis (χλμ. χιλιόμετρο: "στο 45ο χλμ." is the marker, after an ordinal only).
WORDS["ro"].update({"dvs.": "dumneavoastră", "Dvs.": "Dumneavoastră", "km": "kilometrul"})
WORDS["hr"].update({"g.": "gospodin", "gđa": "gospođa", "gđa.": "gospođa",
                    "gđica": "gospođica", "gđica.": "gospođica"})  # fmt: skip
WORDS["sv"]["Dr"] = "doktor"
# sv da "vid km 120", "ved km 120": a road's kilometre marker before its number, "kilometer"
# (panel AJ4 heard "km" spelled; "120 km" after the number stays the unit's)
WORDS["sv"]["km"] = WORDS["da"]["km"] = "kilometer"
WORDS["el"].update({"χλμ.": "χιλιόμετρο", "χλμ": "χιλιόμετρο"})
TITLES_IN["hr"] = {"g.", "G.", "gđa", "Gđa", "gđa.", "Gđa.", "gđica", "Gđica", "gđica.",
                   "Gđica."}  # fmt: skip
TITLES_IN["sv"] = {"Dr"}
NOT_AFTER_NUMBER |= {"χλμ.", "χλμ"}
MAY_END |= {"χλμ.", "dvs.", "mil.", "mld."}
# ro counts millions and billions as neuter nouns: "două milioane", "douăzeci de milioane"
# (the number rule says the "de").
# (the "de" of twenty and more: CLDR's "other"; "few" is 2-19).
SCALES["ro"] = {"mil.": Noun("milion", "de milioane", few="milioane", gender="n"),
                "mld.": Noun("miliard", "de miliarde", few="miliarde", gender="n")}  # fmt: skip
# ro "L–V 9–17, S 10–14": Saturday and Sunday in one letter too, after a list of hours only.
MORE_DAYS["ro"].update({"s": 6, "d": 0})
# "kr/l", "lei/litru", "€/λίτρο": per litre written out or short after a price (panel P4;
# Språkrådet "per", Retskrivningsordbogen "pr.", DOOM, Triantafyllidis "το λίτρο"), as the
# languages' "/kg" above.
P4_PER = {
    "sv": {"/l": " per liter", "/liter": " per liter", "/st": " per styck", "/st.": " per styck"},
    "da": {"/l": " per liter", "/liter": " per liter", "/stk.": " per styk", "/stk": " per styk"},
    "ro": {"/litru": " litrul", "/buc.": " bucata", "/buc": " bucata"},
    "el": {"/λίτρο": " το λίτρο", "/l": " το λίτρο", "/λ": " το λίτρο"},
}  # fmt: skip
for _lang, _per in P4_PER.items():
    WORDS[_lang] = {**WORDS.get(_lang, {}), **_per}
MAY_END |= {form for per in P4_PER.values() for form in per}
# A fresh panel Q3 (issue 31): hu "pl." is "például" (for example; Magyar helyesírás
# szabályai 12, "rövidítések"), heard left as written.
WORDS["hu"].update({"pl.": "például"})
# Titles elsewhere that are no titles in a language (pl "pl." is "plac" before a name; hu
# "pl." is "például" before anything).
NOT_TITLE_IN = {"hu": {"pl.", "Pl."}}
# The fresh panel Q2 (issue 31) heard these as written: cs/sk "v r. 2023" (rok before a
# year: Internetová jazyková příručka ÚJČ "r.", Pravidlá slovenského pravopisu "r."), ru/uk
# "пр." (проспект before a street's name: Грамота.ру "Сокращения", Правопис 2019 § 144;
# "и пр." stays "и прочее"), ru "мск" (московское время), ru "ч" after a count (час, as
# "ч."), bg "Проф." and "АМ" (автомагистрала: БАН "Официален правописен речник"), pl
# "Nr ref." (numer referencyjny: Poradnia PWN "skróty").
Q2_WORDS = {
    "cs": {"r.": "roku"},  # "v r." -> "v roce" (abbreviations._in_context)
    "sk": {"r.": "roku"},  # the locative is "roku" too: "v roku 2023"
    "ru": {"пр.": "проспект", "и пр.": "и прочее", "по мск": "по московскому времени",
           "мск": "по московскому времени", "МСК": "по московскому времени"},
    "uk": {"пр.": "проспект", "та ін.": "та інші"},
    "bg": {"Проф.": "Професор", "проф.": "професор", "АМ": "автомагистрала"},
    "pl": {"Nr ref.": "Numer referencyjny", "nr ref.": "numer referencyjny"},
}  # fmt: skip
# Panel X2 (issue 31): cs "p. a." (per annum, "ročně", as sk reads it: ÚJČ "Zkratky"), ru
# "мм рт. ст." (ртутного столба: Грамота.ру, "Сокращения"; after a count only).
Q2_WORDS["cs"] = {**Q2_WORDS["cs"], "p. a.": "ročně", "p.a.": "ročně"}
# Panel AX2 (issue 31): cs sk "Č. ú." before an account's number is "číslo účtu" (ÚJČ
# "Zkratky": č. ú.), heard "Číslo ú."; "č. p." stays (panel AI's fixer left it: several
# readings)
Q2_WORDS["cs"] = {**Q2_WORDS["cs"], "č. ú.": "číslo účtu"}
Q2_WORDS["sk"] = {**Q2_WORDS["sk"], "č. ú.": "číslo účtu"}
Q2_WORDS["ru"] = {**Q2_WORDS["ru"], "рт. ст.": "ртутного столба", "рт.ст.": "ртутного столба"}
MAY_END |= {"рт. ст.", "рт.ст."}
# ... uk too (Правопис 2019 § 144: "рт. ст." ртутного стовпа; panel AQ2 heard it left)
Q2_WORDS["uk"] = {**Q2_WORDS["uk"], "рт. ст.": "ртутного стовпа", "рт.ст.": "ртутного стовпа"}
# ru "стр." before a number: "строение" in an address (after a house's number and a comma,
# "д. 5, стр. 2"), else left as written (a page: abbreviations._building)
Q2_WORDS["ru"]["стр."] = "строение"
NEEDS_NUMBER_IN["ru"] = NEEDS_NUMBER_IN.get("ru", set()) | {"стр."}
for _lang, _q2 in Q2_WORDS.items():
    WORDS[_lang] = {**WORDS.get(_lang, {}), **_q2}
NEEDS_NUMBER_IN.update({"cs": NEEDS_NUMBER_IN.get("cs", set()) | {"r."},
                        "sk": NEEDS_NUMBER_IN.get("sk", set()) | {"r."}})  # fmt: skip
for _lang in ("ru", "uk"):
    TITLES_IN[_lang] = TITLES_IN.get(_lang, set()) | {"пр."}  # before a capitalised name only
TITLES_IN["bg"] = TITLES_IN.get("bg", set()) | {"Проф.", "проф."}
MAY_END |= {"мск", "МСК", "по мск", "и пр."}
CLDR_COUNTED["ru"] = {**CLDR_COUNTED["ru"], "ч": "duration-hour"}  # "на 1 ч 20 мин"
# cs "na 12 měs.", sk "na 12 mes.", bg "за 12 мес.": a term in months (panel AX2, issue 31,
# heard the abbreviation left), the month as CLDR counts it ("dvanáct měsíců", "dvanásť
# mesiacov", "дванайсет месеца"), as ru "мес." is
for _lang, _month in (("cs", "měs."), ("sk", "mes."), ("bg", "мес.")):
    CLDR_COUNTED[_lang] = {**CLDR_COUNTED.get(_lang, {}), _month: "duration-month"}
# bg "1 ч и 45 мин" (panel X2): "ч" after a count is the hour, as "ч." is (БАН's list)
CLDR_COUNTED["bg"] = {**CLDR_COUNTED.get("bg", {}), "ч": "duration-hour", "мин": "duration-minute"}
# Panels Q1 and Q4 (issue 31, 2026-12-06: de fr es it pt nl; ro hr sv da en el) heard these
# left as written. Typed from the languages' own lists: Duden "Abkürzungen" (p. P. pro
# Person), Taalunie "Woordenlijst: afkortingen" (i.p.v. in plaats van), Svenska skrivregler
# (dvs. det vill säga; dr doktor, before a name), Retskrivningsordbogen "forkortelser"
# (mio. million, mia. milliard),
# Triantafyllidis (εκατ. εκατομμύριο; π.Χ. προ Χριστού, μ.Χ. μετά Χριστόν; a Latin "Dr."
# before a Greek name is said as "Δρ.").
WORDS["de"].update({"p. P.": "pro Person", "p.P.": "pro Person"})
WORDS["nl"].update({"i.p.v.": "in plaats van"})
# Panel X1 (issue 31) heard "Tel. 020 123 4567" left as written (Van Dale "tel.": telefoon).
WORDS["nl"].update({"Tel.": "telefoon", "tel.": "telefoon"})
WORDS["sv"].update({"dvs.": "det vill säga", "d.v.s.": "det vill säga", "dr.": "doktor"})
WORDS["el"].update({"Dr.": "δόκτωρ", "π.Χ.": "προ Χριστού", "μ.Χ.": "μετά Χριστόν"})
TITLES_IN["sv"] = TITLES_IN["sv"] | {"dr."}
TITLES_IN["el"] = TITLES_IN.get("el", set()) | {"Dr."}
MAY_END |= {"p. P.", "p.P.", "π.Χ.", "μ.Χ.", "dvs.", "d.v.s."}
SCALES["da"] = {
    **SCALES.get("da", {}),
    "mio.": Noun("million", "millioner", gender="c"),
    "mia.": Noun("milliard", "milliarder", gender="c"),
}
SCALES["el"] = {**SCALES["el"], "εκατ.": Noun("εκατομμύριο", "εκατομμύρια", gender="n")}
# el "130 χλμ./ώρα": the short form keeps its dot before the slash (as "χλμ/ώρα").
WORDS["el"]["χλμ./ώρα"] = "χιλιόμετρα την ώρα"
MAY_END |= {"χλμ./ώρα"}
# Panel V4 (issue 31, 2026-12-06: ro hr sv da en el) heard these left as written. Page and
# chapter before their number (Svenska skrivregler "s. sida", "kap. kapitel";
# Retskrivningsordbogen "s. side", "kap. kapitel"; Hrvatski pravopis "str. stranica",
# "pogl. poglavlje"; Triantafyllidis "σελ. σελίδα", "κεφ. κεφάλαιο", "βλ. βλέπε"): only
# before a number ("s." and "str." stand for other words too). hr "Vidi str. 45": the
# imperative takes the accusative, "stranicu". A currency after a scale: da "3,2 mio. kr."
# -> "millioner kroner"; sv "mkr", "mdkr", "tkr" are millions, billions, thousands of kronor.
WORDS["sv"].update({"s.": "sidan", "kap.": "kapitel"})
WORDS["da"].update({"s.": "side", "kap.": "kapitel"})
WORDS["hr"].update({"str.": "stranica", "vidi str.": "vidi stranicu",
                    "Vidi str.": "Vidi stranicu", "pogl.": "poglavlje"})  # fmt: skip
WORDS["el"].update({"σελ.": "σελίδα", "κεφ.": "κεφάλαιο", "Βλ.": "Βλέπε", "βλ.": "βλέπε"})
for _lang, _signs in {"sv": {"s.", "kap."}, "da": {"s.", "kap."},
                      "hr": {"str.", "vidi str.", "pogl."},
                      "el": {"σελ.", "κεφ."}}.items():  # fmt: skip
    NEEDS_NUMBER_IN[_lang] = NEEDS_NUMBER_IN.get(_lang, set()) | _signs
SCALE_CURRENCIES["da"] = {**SCALE_CURRENCIES.get("da", {}), "kr.": "kroner", "kr": "kroner",
                          "DKK": "kroner"}  # fmt: skip
# Panel AF4 (issue 31) heard sv "Storgatan 12 B, 3 tr" as "tre tr" and da "1,9 pct." left
# as written: an address's floor counted in flights of stairs ("3 tr", trappor; Svenska
# skrivregler, "tr. trappa, trappor") and the Danish percent (Retskrivningsordbogen "pct.").
SCALES["sv"].update({"tr": Noun("trappa", "trappor", gender="c"),
                     "tr.": Noun("trappa", "trappor", gender="c")})  # fmt: skip
SCALES["da"] = {
    **SCALES.get("da", {}), "pct.": Noun("procent", "procent"), "pct": Noun("procent", "procent"),
    "pct.-point": Noun("procentpoint", "procentpoint"),
}  # fmt: skip
MAY_END |= {"pct.", "tr."}
SCALES["sv"].update({"mkr": Noun("miljon kronor", "miljoner kronor"),
                     "mdkr": Noun("miljard kronor", "miljarder kronor"),
                     "tkr": Noun("tusen kronor", "tusen kronor")})  # fmt: skip
WORDS["hr"].update({"na str.": "na stranici", "Na str.": "Na stranici"})
NEEDS_NUMBER_IN["hr"] |= {"na str."}
# Panel V3 (issue 31, 2026-12-06: lt lv et fi hu sl) heard counted units left as written:
# lt "12 vnt., kaina už vnt." (vienetas: VLKK "Sutrumpinimai"), lv "24 gab., cena par gab."
# (gabals: LVA "Saīsinājumi"), et "30 tk" (tükk: EKI "Lühendid"), fi "20 kpl", "0,35 €/kpl",
# "2 kertaa vrk:ssa" (kappale, vuorokausi: Kotus "Lyhenteet"), hu "10 db", "12,5 Mrd Ft"
# (darab, milliárd: Magyar helyesírás szabályai 12, "rövidítések").
SCALES["lt"]["vnt."] = Noun("vienetas", "vienetų", few="vienetai", many="vieneto", gender="m")
SCALES["lv"]["gab."] = Noun("gabals", "gabali", zero="gabalu", gender="m")
SCALES["et"] = {**SCALES.get("et", {}), "tk": Noun("tükk", "tükki")}
SCALES["fi"] = {**SCALES.get("fi", {}), "kpl": Noun("kappale", "kappaletta"),
                "vrk": Noun("vuorokausi", "vuorokautta")}  # fmt: skip
SCALES["hu"] = {**SCALES.get("hu", {}), "db": Noun("darab", "darab")}
# fi "laina-aika 5 v", "takuu 2 v": "v" after a count is "vuosi" (Kotus "Lyhenteet": v vuosi,
# vuotta), and "krs" is written without its dot too ("2. krs, huone 12"); panel AS3 (issue
# 31) heard both left as written.
SCALES["fi"]["v"] = Noun("vuosi", "vuotta")
WORDS["fi"]["krs"] = "kerros"
WORDS["lt"].update({"už vnt.": "už vienetą"})
WORDS["lv"].update({"par gab.": "par gabalu"})
WORDS["fi"].update({"/kpl": " kappaleelta", "vrk:ssa": "vuorokaudessa", "vrk:n": "vuorokauden"})
MAY_END |= {"už vnt.", "par gab.", "/kpl", "vrk:ssa", "vrk:n"}
WORDS["hu"].update({"Mrd Ft": "milliárd forint", "mrd Ft": "milliárd forint",
                    "milliárd Ft": "milliárd forint", "millió Ft": "millió forint",
                    "ezer Ft": "ezer forint"})  # fmt: skip
MAY_END |= {"Mrd Ft", "mrd Ft", "milliárd Ft", "millió Ft", "ezer Ft"}
# hu a road's kilometre with the possessive's ending ("45. km-énél": kilométerénél).
WORDS["hu"].update({"km-énél": "kilométerénél", "km-én": "kilométerén", "km-ére": "kilométerére",
                    "km-étől": "kilométerétől", "km-éig": "kilométeréig"})  # fmt: skip
MAY_END |= {"km-énél", "km-én", "km-ére", "km-étől", "km-éig"}
# Panel V2 (issue 31, 2026-12-06: pl ru uk bg cs sk) heard these counted short forms left as
# written: pl "45 pkt." (punkt: Poradnia PWN "skróty"), pl "18 st. C" (stopień Celsjusza, as
# weather reports write it), bg "3 с.л.", "2 ч.л." (супена лъжица, чаена лъжичка: БАН
# "Официален правописен речник", the recipes' short forms), ru "50 коп." (копейка,
# Грамота.ру "Сокращения"), uk "50 коп." (копійка, Правопис 2019 § 144).
SCALES["pl"].update({
    "pkt.": Noun("punkt", "punktu", few="punkty", many="punktów", gender="m"),
    "pkt": Noun("punkt", "punktu", few="punkty", many="punktów", gender="m"),
    "st. C": Noun("stopień Celsjusza", "stopnia Celsjusza", few="stopnie Celsjusza",
                  many="stopni Celsjusza", gender="m"),
})  # fmt: skip
SCALES["bg"].update({
    "с.л.": Noun("супена лъжица", "супени лъжици", gender="f"),
    "с. л.": Noun("супена лъжица", "супени лъжици", gender="f"),
    "ч.л.": Noun("чаена лъжичка", "чаени лъжички", gender="f"),
    "ч. л.": Noun("чаена лъжичка", "чаени лъжички", gender="f"),
})  # fmt: skip
SCALES["ru"]["коп."] = Noun("копейка", "копейки", few="копейки", many="копеек", gender="f")
SCALES["uk"]["коп."] = Noun("копійка", "копійки", few="копійки", many="копійок", gender="f")
# id: a rate's period and a term as the banks write them, "4,5% p.a." (per annum, said "per
# tahun"), "tenor 12 bln", "3 thn" (KBBI: bln bulan, thn tahun; panel X5 heard them left)
WORDS["id"].update({"p.a.": "per tahun", "bln": "bulan", "thn": "tahun"})
MAY_END |= {"p.a."}
# Panel X3 (issue 31, 2026-12-06) heard "24/7" read with its slash ("dvidešimt keturi/
# septyni"): said as the phrase the judges gave (lt "visą parą", VLKK; lv et fi sl the two
# numbers as a name, "divdesmit četri septiņi", "kakskümmend neli seitse"); sl "kos." (kos,
# a piece, Slovenski pravopis "krajšave") after a count.
WORDS["lt"]["24/7"] = "visą parą"
WORDS["lv"]["24/7"] = "divdesmit četri septiņi"
WORDS["et"]["24/7"] = "kakskümmend neli seitse"
WORDS["fi"]["24/7"] = "kaksikymmentäneljä seitsemän"
WORDS["sl"]["24/7"] = "štiriindvajset sedem"
SCALES["sl"]["kos."] = Noun("kos", "kosov", two="kosa", few="kose", gender="m")
# hu "79,9 M Ft" (millió forint, as listings write it; panel X3 heard "M Ft" left as written)
WORDS["hu"].update({"M Ft": "millió forint", "MFt": "millió forint"})
MAY_END |= {"M Ft", "MFt"}
# Panel X4 (issue 31) heard these as written: sv "ord. pris" (ordinarie, Svenska
# Akademiens ordlista "ord."), "åk 9" (årskurs), "v. 12" (vecka; before a number only), "mdr
# kr" (the kronor after a scale: "miljarder kronor"); da "3. kvt." (kvartal, Den Danske
# Ordbog); ro "2,5 mld. euro" (the "de" before the currency after a scale: "miliarde de
# euro", DOOM); el "2 κ.σ." (κουταλιές της σούπας), "κ.γ." (κουταλιές του γλυκού).
WORDS["sv"].update({"ord. pris": "ordinarie pris", "Ord. pris": "Ordinarie pris",
                    "åk": "årskurs", "Åk": "Årskurs", "v.": "vecka", "V.": "Vecka"})  # fmt: skip
NEEDS_NUMBER_IN["sv"] = NEEDS_NUMBER_IN.get("sv", set()) | {"åk", "Åk", "v.", "V."}
WORDS["da"].update({"kvt.": "kvartal", "Kvt.": "Kvartal"})
SCALE_CURRENCIES["sv"] = {**SCALE_CURRENCIES.get("sv", {}), "kr": "kronor", "kr.": "kronor",
                          "SEK": "kronor"}  # fmt: skip
SCALE_CURRENCIES["ro"] = {"euro": "de euro", "EUR": "de euro", "€": "de euro", "lei": "de lei",
                          "RON": "de lei", "dolari": "de dolari", "USD": "de dolari"}  # fmt: skip
SCALES["el"] = {
    **SCALES.get("el", {}),
    "κ.σ.": Noun("κουταλιά της σούπας", "κουταλιές της σούπας", gender="f"),
    "κ.γ.": Noun("κουταλάκι του γλυκού", "κουταλάκια του γλυκού", gender="n"),
}
# el "1,99 €/κιλό" (panel X4 heard "λεπτά/κιλό"): the price per kilo in the word too.
_X4_PER = {"/κιλό": " το κιλό", "/κιλ.": " το κιλό", "/τεμ.": " το τεμάχιο"}
WORDS["el"].update(_X4_PER)
MAY_END |= set(_X4_PER)
# Panel Y1 (issue 31) heard short forms after a number left as written: de "0,8 ct" (Cent,
# Duden "ct"), "27 Pkt." (Punkt, Duden "Pkt."; the dative plural "Punkten" after "mit",
# abbreviations.py), fr "27 pts" (points, Office québécois de la langue française, "pt"),
# pt "27 pts" (pontos); nl "€ 345.000 k.k." (kosten koper) and its counterpart "v.o.n."
# (vrij op naam; Van Dale), said wherever they stand.
SCALES["de"].update({"ct": Noun("Cent", "Cent", gender="m"),
                     "Pkt.": Noun("Punkt", "Punkte", gender="m"),
                     "Pkt": Noun("Punkt", "Punkte", gender="m")})  # fmt: skip
SCALES["fr"].update({"pts": Noun("point", "points"), "pt": Noun("point", "points")})
SCALES["pt"] = {**SCALES.get("pt", {}), "pts": Noun("ponto", "pontos"),
                "pts.": Noun("ponto", "pontos")}  # fmt: skip
WORDS["nl"].update({"k.k.": "kosten koper", "v.o.n.": "vrij op naam"})
MAY_END |= {"k.k.", "v.o.n.", "Pkt."}
# Panel Z1 (issue 31, 2026-12-06: de fr es it pt nl) heard these left as written. Page and
# chapter before their number (Duden "S. Seite", "Kap. Kapitel"; Académie "p. page", "chap.
# chapitre"; RAE "pág. página", "cap. capítulo"; Treccani "cap. capitolo"; Priberam "pág.
# página", "cap. capítulo"; Van Dale "blz. bladzijde", "hfst. hoofdstuk"): only before a
# number ("S." and "p." stand for other words too; "cap. IV" is roman.py's). And de "tgl."
# (täglich), "n. V." (nach Verlängerung), "n. E." (nach Elfmeterschießen); es "Atte."
# (atentamente, closing a letter); pt "c/" (com: "c/ IVA"; es "c/" stays "calle").
_Z1_PAGES = {
    "de": {"S.": "Seite", "Kap.": "Kapitel"},
    "fr": {"p.": "page", "pp.": "pages", "chap.": "chapitre"},
    "es": {"pág.": "página", "págs.": "páginas", "cap.": "capítulo"},
    "it": {"cap.": "capitolo", "pagg.": "pagine"},
    "pt": {"pág.": "página", "págs.": "páginas", "cap.": "capítulo"},
    "nl": {"blz.": "bladzijde", "hfst.": "hoofdstuk"},
}
for _lang, _pages in _Z1_PAGES.items():
    WORDS[_lang].update(_pages)
    NEEDS_NUMBER_IN[_lang] = NEEDS_NUMBER_IN.get(_lang, set()) | set(_pages)
WORDS["de"].update({"tgl.": "täglich", "n. V.": "nach Verlängerung", "n.V.": "nach Verlängerung",
                    "n. E.": "nach Elfmeterschießen", "n.E.": "nach Elfmeterschießen"})  # fmt: skip
WORDS["es"].update({"Atte.": "Atentamente", "atte.": "atentamente"})
WORDS["pt"].update({"c/": "com", "C/": "Com"})
MAY_END |= {"tgl.", "n. V.", "n.V.", "n. E.", "n.E."}
# A price per litre with a capital "L" (fr "1,79 €/L", SI's other symbol for the litre) and
# nl "€ 1,99/l": panel Z1 heard "centimes/L", "cent/l" left as written.
WORDS["nl"].update({"/l": " per liter", "/liter": " per liter"})
for _lang in ("de", "fr", "es", "it", "pt", "nl"):
    WORDS[_lang]["/L"] = WORDS[_lang]["/l"]
    MAY_END |= {"/l", "/L", "/liter"}
# nl compounds with "nr." (Van Dale): listed whole, so that detection finds them Dutch's own
# (panel Z1: "Bestelnr. 2025-004512" was cs); read as before ("Bestelnummer").
WORDS["nl"].update({"Bestelnr.": "Bestelnummer", "Klantnr.": "Klantnummer",
                    "Factuurnr.": "Factuurnummer", "Ordernr.": "Ordernummer",
                    "Huisnr.": "Huisnummer", "Dossiernr.": "Dossiernummer"})  # fmt: skip
# Panel Z3 (issue 31, 2026-12-06: lt lv et fi hu sl) heard these left as written. "See
# page" before a page's number (Kotus "Lyhenteet": ks. katso, s. sivu; EKI "Lühendid": vt
# vaata, lk lehekülg; Slovenski pravopis "krajšave": gl. glej, str. stran; LVA
# "Saīsinājumi": skat. skatīt): "s." and "str." stand for other words too, so only after
# "see" and before a number; the imperative's object in its case (et "lehekülge").
# Rooms and floors in a flat's listing (VLKK "kamb." kambarys, LVA "ist." istaba, Kotus
# "krs." kerros), and fi "ark." (arkisin), "sis. alv" (sisältää arvonlisäveron), "p."
# (puhelin) before a phone number.
WORDS["fi"].update({"Ks. s.": "Katso sivu", "ks. s.": "katso sivu", "krs.": "kerros",
                    "ark.": "arkisin", "sis. alv": "sisältää arvonlisäveron",
                    "sis. ALV": "sisältää arvonlisäveron", "p.": "puhelin",
                    "puh.": "puhelin"})  # fmt: skip
WORDS["et"].update({"Vt lk": "Vaata lehekülge", "vt lk": "vaata lehekülge",
                    "Vt lk.": "Vaata lehekülge", "vt lk.": "vaata lehekülge",
                    "lk": "lehekülg"})  # fmt: skip
WORDS["sl"].update({"Gl. str.": "Glej stran", "gl. str.": "glej stran"})
WORDS["lv"].update({"Skat.": "Skatīt", "skat.": "skatīt"})
for _lang, _signs in {"fi": {"Ks. s.", "ks. s.", "p."}, "et": {"Vt lk", "vt lk", "Vt lk.",
                                                              "vt lk.", "lk"},
                      "sl": {"Gl. str.", "gl. str."}}.items():  # fmt: skip
    NEEDS_NUMBER_IN[_lang] = NEEDS_NUMBER_IN.get(_lang, set()) | _signs
SCALES["lt"]["kamb."] = Noun("kambarys", "kambarių", few="kambariai", many="kambario", gender="m")
SCALES["lv"]["ist."] = Noun("istaba", "istabas", zero="istabu", gender="f")
MAY_END |= {"krs.", "ark.", "kamb.", "ist."}
# Panel Z2 (issue 31) heard a law's references left as letters in all six of pl ru uk bg cs
# sk ("art. 5 ust. 2", "ст. 12, п. 3", "чл. 7, ал. 2", "§ 15 odst. 3", "ods. 2 písm. a)"):
# the parts of a law as each language names them (Poradnia PWN "skróty": art. artykuł, ust.
# ustęp, pkt punkt; Грамота.ру "Сокращения": ст. статья, п. пункт, ч. часть; Український
# правопис 2019 § 144: ст. стаття, п. пункт; БАН, "Правописен речник": чл. член, ал. алинея,
# т. точка; Pravidla českého pravopisu: odst. odstavec, písm. písmeno, čl. článek; Pravidlá
# slovenského pravopisu: ods. odsek, písm. písmeno, čl. článok). Only before the number or
# letter they count: "ст." is also "станция", "п." "посёлок", "ал." a name.
_LAW_PARTS = {
    "pl": {"art.": "artykuł", "Art.": "Artykuł", "ust.": "ustęp", "§": "paragraf"},
    "ru": {"ст.": "статья", "Ст.": "Статья", "п.": "пункт", "ч.": "часть", "§": "параграф"},
    "uk": {"ст.": "стаття", "Ст.": "Стаття", "п.": "пункт", "ч.": "частина", "§": "параграф"},
    "bg": {"чл.": "член", "Чл.": "Член", "ал.": "алинея", "т.": "точка", "§": "параграф"},
    "cs": {"odst.": "odstavec", "písm.": "písmeno", "čl.": "článek", "Čl.": "Článek",
           "§": "paragraf"},
    "sk": {"ods.": "odsek", "písm.": "písmeno", "čl.": "článok", "Čl.": "Článok",
           "§": "paragraf"},
}  # fmt: skip
for _lang, _parts in _LAW_PARTS.items():
    WORDS[_lang] = {**WORDS.get(_lang, {}), **_parts}
    # "písm. a)", "odst. 3": the unambiguous ones also before a letter
    _ambiguous = set(_parts) - {"ust.", "odst.", "ods.", "písm.", "§"}
    NEEDS_NUMBER_IN[_lang] = NEEDS_NUMBER_IN.get(_lang, set()) | _ambiguous
# The same panel heard ru "146 млн чел." (человек), "по 1 таб." and bg "по 1 табл."
# (таблетка; Грамота.ру, БАН), sk "atď." (a tak ďalej, Pravidlá slovenského pravopisu) and
# pl "€ / szt." (the price per piece written with spaces) left as written.
WORDS["ru"]["чел."] = "человек"
SCALES["ru"]["чел."] = Noun("человек", "человека", few="человека", many="человек", gender="m")
# Panel AB2 (issue 31) heard the pieces of a bill left short: "три шт.", "два шт.", "три бр.",
# "dva ks", "štyri ks": ru uk "штука" (f: "две штуки"), bg "брой" with its count form
# ("три броя"), cs sk "kus" (Грамота.ру, "шт."; СУМ; БАН "бройна форма"; IJP, "ks").
SCALES["ru"]["шт."] = Noun("штука", "штуки", few="штуки", many="штук", gender="f")
SCALES["uk"]["шт."] = Noun("штука", "штуки", few="штуки", many="штук", gender="f")
# ru uk "куб. м." (Грамота.ру, "куб. м"; СУМ-11, "кубометр"): the cubic metre, said
# "кубометр" after a count and alone ("за куб. м." -> "за кубометр"; panel AG2 heard it left)
SCALES["ru"]["куб. м."] = Noun("кубометр", "кубометра", few="кубометра", many="кубометров")
SCALES["uk"]["куб. м."] = Noun("кубометр", "кубометра", few="кубометри", many="кубометрів")
WORDS["ru"]["куб. м."] = "кубометр"
WORDS["uk"]["куб. м."] = "кубометр"
MAY_END |= {"куб. м."}  # "за куб. м." ends a sentence: its dot is the sentence's too
SCALES["cs"].update(
    {_ks: Noun("kus", "kusů", few="kusy", many="kusu", gender="m") for _ks in ("ks", "ks.")}
)
SCALES["ru"]["таб."] = SCALES["ru"]["табл."]
SCALES["bg"]["табл."] = Noun("таблетка", "таблетки", gender="f")
WORDS["sk"].update({"atď.": "a tak ďalej", "Atď.": "A tak ďalej"})
WORDS["pl"]["/ szt."] = "za sztukę"
MAY_END |= {"atď.", "Atď.", "/ szt.", "чел."}
# ru "в 19:00 по МСК": the capitals' "по" is said once, as "по мск" (panel Z2 heard "по по").
WORDS["ru"]["по МСК"] = "по московскому времени"
MAY_END |= {"по МСК"}
# Panel AA2 (issue 31, 2026-12-06: pl ru uk bg cs sk) heard these left as written: a print
# run's copies after a count, ru "экз." (экземпляр: Грамота.ру "Сокращения"), uk "прим."
# (примірник: Правопис 2019 § 144; "Прим." before a note stays, as a count comes first);
# ru "г. р." (года рождения) and "по тел." (the dative "по телефону"); cs "vč." (včetně)
# and the codes "tr. zákoníku", "tr. řádu", "obč. zákoníku" (Pravidla českého pravopisu);
# sk "amb." (ambulancia: Pravidlá slovenského pravopisu, "Skratky").
SCALES["ru"]["экз."] = Noun(
    "экземпляр", "экземпляра", few="экземпляра", many="экземпляров", gender="m"
)
SCALES["uk"]["прим."] = Noun(
    "примірник", "примірника", few="примірники", many="примірників", gender="m"
)
# After a scale's word ("5 тыс. экз.") the copies are counted in the genitive plural.
WORDS["ru"]["экз."] = "экземпляров"
# uk "прим." is also a note ("Прим. 3"): the copies only after a count or "тис.".
SCALES["uk"]["тис. прим."] = Noun(
    "тисяча примірників",
    "тисячі примірників",
    few="тисячі примірників",
    many="тисяч примірників",
    gender="f",
)
WORDS["ru"].update(
    {
        "г. р.": "года рождения",
        "г.р.": "года рождения",
        "по тел.": "по телефону",
        "По тел.": "По телефону",
    }
)
WORDS["cs"].update(
    {
        "vč.": "včetně",
        "Vč.": "Včetně",
        "tr. zákoníku": "trestního zákoníku",
        "tr. zákoník": "trestní zákoník",
        "tr. řádu": "trestního řádu",
        "tr. řád": "trestní řád",
        "obč. zákoníku": "občanského zákoníku",
        "obč. zákoník": "občanský zákoník",
    }
)
WORDS["sk"].update({"amb.": "ambulancia", "Amb.": "Ambulancia"})
# sk "vr. DPH" (vrátane: Pravidlá slovenského pravopisu, "Skratky"; panel AS2, issue 31, heard
# "vr." left as written), as cs "vč." (včetně); "vrát." too.
WORDS["sk"].update({"vr.": "vrátane", "Vr.": "Vrátane", "vrát.": "vrátane", "Vrát.": "Vrátane"})
MAY_END |= {
    "экз.",
    "прим.",
    "тис. прим.",
    "г. р.",
    "г.р.",
    "tr. zákoníku",
    "tr. řádu",
    "obč. zákoníku",
    "tr. zákoník",
    "tr. řád",
    "obč. zákoník",
}
# pl "0,5 pkt proc." (punkt procentowy: Poradnia PWN "skróty"): the adjective agrees with
# the point (panel AA2 heard "punktu procent").
for _written in ("pkt proc.", "pkt. proc."):
    SCALES["pl"][_written] = Noun("punkt procentowy", "punktu procentowego",
                                  few="punkty procentowe", many="punktów procentowych",
                                  gender="m")  # fmt: skip
MAY_END |= {"pkt proc.", "pkt. proc."}
# Panel AA3 (issue 31, 2026-12-06: lt lv et fi hu sl) heard these left as written: et the
# recipe's spoons after a count, "2 sl suhkrut", "1 tl soola" (supilusikatäis,
# teelusikatäis: EKI "Lühendid", as fractions.py reads "1/2 tl"); hu "sz." before the
# number it stands for ("Nyugta sz. 0051": szám, Magyar helyesírás szabályai, "rövidítések").
SCALES["et"].update({"sl": Noun("supilusikatäis", "supilusikatäit"),
                     "tl": Noun("teelusikatäis", "teelusikatäit")})  # fmt: skip
NUMBER_SIGNS["hu"] = ("szám", ("sz.",))
NEED_NUMBER |= {"sz."}
# Panel AE5 (issue 31): ar "100 ميغابت/ث", a data rate with the second written "ث", left as
# written: the bit's name (CLDR's) "per second" as CLDR's ar pattern says it ("في الثانية").
for _prefix in ("كيلو", "ميغا", "ميجا", "غيغا", "جيجا"):
    for _second in ("/ث", "/ثانية"):
        WORDS["ar"][f"{_prefix}بت{_second}"] = f"{_prefix}بت في الثانية"
        MAY_END.add(f"{_prefix}بت{_second}")
# Panel AI (issue 31): the other speeds and rates written with a slash, as the road signs,
# forecasts and bills write them ("12 م/ث", "5 م³/ساعة"), said with "في" as "كم/س" is.
for _unit, _name in (("م", "متر"), ("كم", "كيلومتر"), ("م³", "متر مكعب"), ("ل", "لتر"),
                     ("لتر", "لتر")):  # fmt: skip
    for _per, _said in (("ث", "الثانية"), ("ثانية", "الثانية"), ("س", "الساعة"),
                        ("ساعة", "الساعة"), ("د", "الدقيقة"), ("دقيقة", "الدقيقة")):  # fmt: skip
        WORDS["ar"].setdefault(f"{_unit}/{_per}", f"{_name} في {_said}")
# Panels AE1 and AE2 (issue 31) heard count nouns written short left as written after their
# count: ru "12 мес." (Грамота.ру, "Сокращения": мес. месяц), uk "6 міс." (Український
# правопис 2019 § 144: міс. місяць), a leaflet's fr "1 cp" (comprimé) and it "1 cpr"
# (compressa, feminine: "una compressa"), as pharmacists write them. Only after a count.
SCALES["ru"]["мес."] = Noun("месяц", "месяца", few="месяца", many="месяцев", gender="m")
SCALES["uk"]["міс."] = Noun("місяць", "місяця", few="місяці", many="місяців", gender="m")
SCALES["fr"]["cp"] = Noun("comprimé", "comprimés")
SCALES.setdefault("it", {})["cpr"] = Noun("compressa", "compresse", gender="f")
# sk "max. 4 hod." (JÚĽŠ, "Skratky": max. maximálne), as cs "maximálně" above; only before
# a number (NEEDS_NUMBER holds "max."). Panel AE2 heard it left as written.
WORDS["sk"]["max."] = "maximálne"
# Panel AF2 (issue 31) heard pl "Temp. jutro", "w temp. 180°C", "niż w ub.r." and bg "за м.
# януари" left as written: Słownik skrótów PWN ("temp." temperatura, "ub.r." ubiegłego
# roku, "br." bieżącego roku), БАН "Официален правописен речник" ("м." месец, only before a
# month's name here: elsewhere it is "метър" or "място"). After "w" the locative.
WORDS["pl"].update({
    "Temp.": "Temperatura", "temp.": "temperatura", "w temp.": "w temperaturze",
    "W temp.": "W temperaturze", "ub.r.": "ubiegłego roku", "ub. r.": "ubiegłego roku",
    "w ub.r.": "w ubiegłym roku", "w ub. r.": "w ubiegłym roku", "W ub.r.": "W ubiegłym roku",
    "W ub. r.": "W ubiegłym roku", "z ub.r.": "z ubiegłym rokiem", "z ub. r.": "z ubiegłym rokiem",
})  # fmt: skip
MAY_END |= {"ub.r.", "ub. r.", "w ub.r.", "w ub. r.", "W ub.r.", "W ub. r.", "z ub.r.", "z ub. r."}
for _month in range(1, 13):
    WORDS["bg"][f"м. {cldr.month_name('bg', _month)}"] = f"месец {cldr.month_name('bg', _month)}"
# Panel AF3 (issue 31, 2026-12-06: lt lv et fi hu sl) heard these left as written after a
# count: lv "2 ēd. k. cukura", "1 tējk. sāls" (ēdamkarote, tējkarote: LVA "Saīsinājumi";
# feminine, "divas ēdamkarotes"), "12 mēn." (mēnesis), et "2 spl suhkrut" (supilusikatäis,
# the "sl" EKI writes, in the shops' spelling).
SCALES["lv"].update(
    {
        "ēd. k.": Noun("ēdamkarote", "ēdamkarotes", zero="ēdamkarošu", gender="f"),
        "ēdk.": Noun("ēdamkarote", "ēdamkarotes", zero="ēdamkarošu", gender="f"),
        "tēj. k.": Noun("tējkarote", "tējkarotes", zero="tējkarošu", gender="f"),
        "tējk.": Noun("tējkarote", "tējkarotes", zero="tējkarošu", gender="f"),
        "mēn.": Noun("mēnesis", "mēneši", zero="mēnešu", gender="m"),
    }
)
SCALES["et"]["spl"] = Noun("supilusikatäis", "supilusikatäit")
SCALES["et"]["tsp"] = Noun("teelusikatäis", "teelusikatäit")
MAY_END |= {"ēd. k.", "ēdk.", "tēj. k.", "tējk.", "mēn."}
# et "sh km 24%": "km" after "sh" (sealhulgas) is käibemaks, VAT (EKI "Lühendid"), not a
# kilometre.
WORDS["et"].update({"sh km": "sealhulgas käibemaks", "s.h. km": "sealhulgas käibemaks",
                    "sh. km": "sealhulgas käibemaks"})  # fmt: skip
# Panel AG4 (issue 31) heard ro "124 mc" left as written and "15 min. înainte" read "minute.
# înainte" (a false sentence break): ro "mc" is the metre cube (DOOM "mc = metru cub"), "min."
# the minute; CLDR names both, the noun agrees with the count, the abbreviation's dot goes.
CLDR_COUNTED["ro"] = {**CLDR_COUNTED.get("ro", {}), "min.": "duration-minute",
                      "mc": "volume-cubic-meter"}  # fmt: skip
# sk "str 10:00": the three-letter short days people write beside CLDR's two ("po", "ut",
# "st"), read only where a day is told (before a time, a date, a span; JÚĽŠ "pon., utor.,
# str., štvr., pia., sob., ned."; panel AH2 heard "str desať hodín")
MORE_DAYS["sk"] = {"pon": 1, "uto": 2, "str": 3, "štv": 4, "pia": 5, "sob": 6, "ned": 0}
# it "giov. 12 dicembre", "merc. 5 marzo": the four-letter short days beside CLDR's "gio",
# "mer" (Treccani, "abbreviazioni": giov., merc.; panel AJ1 heard "giov." left as written)
MORE_DAYS["it"] = {"giov": 4, "merc": 3}
# ru uk bg "куб. м" without its dot (Грамота.ру "куб. м"; БАН "Официален правописен речник",
# "куб. м" кубически метър): a meter's reading "8,4 куб. м" -> "кубометра", bg "312 куб. м"
# -> "кубически метра" (panel AH2 heard it left); bg "ч.ч." a teacup in a recipe (чаена
# чаша, the recipes' short form beside "ч.л."; the panel heard "часа.ч.")
SCALES["ru"]["куб. м"] = SCALES["ru"]["куб. м."]
SCALES["uk"]["куб. м"] = SCALES["uk"]["куб. м."]
WORDS["ru"]["куб. м"] = "кубометр"
WORDS["uk"]["куб. м"] = "кубометр"
SCALES["bg"].update({
    "куб. м": Noun("кубически метър", "кубически метра", gender="m"),
    "куб. м.": Noun("кубически метър", "кубически метра", gender="m"),
    "ч.ч.": Noun("чаена чаша", "чаени чаши", gender="f"),
    "ч. ч.": Noun("чаена чаша", "чаени чаши", gender="f"),
})  # fmt: skip
MAY_END |= {"куб. м", "ч.ч.", "ч. ч."}
# Panel AK2 (issue 31, 2026-12-07: pl ru uk bg cs sk) heard a page's short form left before
# its number ("str. 45", "с. 112", "стр. 91", "s. 132"; RJP "str. strona", Грамота.ру "с.
# страница", СУМ "с. сторінка", БАН "стр. страница", JÚĽŠ "s. strana", ÚJČ "s. strana"):
# only before a number (each stands for other words too: "с. Ивановка" is a village, "s."
# a second), in the nominative; after "on" and "see" in the case those ask for.
_PAGES = {
    "pl": {"str.": "strona", "na str.": "na stronie", "zob. str.": "zobacz stronę",
           "ze str.": "ze strony"},
    "ru": {"с.": "страница", "на с.": "на странице", "см. с.": "смотри страницу"},
    "uk": {"с.": "сторінка", "на с.": "на сторінці", "див. с.": "дивіться сторінку"},
    "bg": {"стр.": "страница", "на стр.": "на страница", "вж. стр.": "вижте страница"},
    "sk": {"s.": "strana", "na s.": "na strane", "pozri s.": "pozri stranu"},
    "cs": {"s.": "strana", "na s.": "na straně", "viz s.": "viz stranu"},
}  # fmt: skip
# Panel AQ2 (issue 31) heard the other short forms left: pl "s. 154" (RJP "s. strona"), ru
# "стр. 87" (Грамота.ру "стр. страница"; after a house's number still "строение",
# abbreviations._building), uk "стор." (Правопис 2019 § 144), sk cs "str." (JÚĽŠ, ÚJČ).
_PAGES["pl"].update(
    {"s.": "strona", "na s.": "na stronie", "zob. s.": "zobacz stronę", "ze s.": "ze strony"}
)
_PAGES["ru"].update({"стр.": "страница", "на стр.": "на странице", "см. стр.": "смотри страницу"})
_PAGES["uk"].update(
    {"стор.": "сторінка", "на стор.": "на сторінці", "див. стор.": "дивіться сторінку"}
)
_PAGES["sk"].update(
    {
        "str.": "strana",
        "na str.": "na strane",
        "pozri str.": "pozri stranu",
        "viď str.": "viď stranu",
        "viď s.": "viď stranu",
    }
)
_PAGES["cs"].update({"str.": "strana", "na str.": "na straně", "viz str.": "viz stranu"})
for _lang, _pages in _PAGES.items():
    WORDS[_lang].update(_pages)
    NEEDS_NUMBER_IN[_lang] = NEEDS_NUMBER_IN.get(_lang, set()) | set(_pages)
# pl "Godz. otwarcia", "godz. pracy": a shop's or an office's hours, the plural (RJP "godz.
# godzina, godziny"; panel AQ2 heard "Godzina otwarcia")
WORDS["pl"].update(
    {
        f"{g}odz. {what}": f"{g}odziny {what}"
        for g in "Gg"
        for what in ("otwarcia", "pracy", "przyjęć", "urzędowania")
    }
)
# ... pl "Tel. kom." is a mobile phone's number (telefon komórkowy), "kom." alone stays
# "komórka"; a unit without a count is the unit's word in the nominative (pl cs "Cena za
# m²", bg "Цена на кв. м"), never after a number or a slash ("120 m²", "zł/m²" are the
# units rule's).
WORDS["pl"].update({"tel. kom.": "telefon komórkowy", "m²": "metr kwadratowy"})
WORDS["cs"]["m²"] = "metr čtvereční"
WORDS["bg"].update({"кв. м": "квадратен метър", "кв.м": "квадратен метър"})
BARE_UNITS = {"m²", "кв. м", "кв.м"}
# bg "вх. Б": an entrance is a letter as often as a number (вход Б)
NUMBER_OR_LETTER |= {"вх.", "Вх."}
# Panel AK1 (issue 31) heard a law's references left as written in de fr es it pt nl ("§ 5
# Abs. 2 BGB", "l'art. 5", "art. 5.º"): the parts as each language names them (Duden
# "Abkürzungen": § Paragraf, Abs. Absatz, Art. Artikel; Académie "abréviations": art.
# article; RAE "Lista de abreviaturas": art. artículo; Treccani: art. articolo; Priberam:
# art. artigo; Van Dale: art. artikel). Only before the number they count, as above.
_LAW_PARTS_AK = {
    "de": {"§§": "Paragrafen", "§": "Paragraf", "Abs.": "Absatz", "Art.": "Artikel"},
    "fr": {"art.": "article", "Art.": "Article"},
    "es": {"art.": "artículo", "Art.": "Artículo"},
    "it": {"art.": "articolo", "Art.": "Articolo"},
    "pt": {"art.": "artigo", "Art.": "Artigo"},
    "nl": {"art.": "artikel", "Art.": "Artikel"},
}
for _lang, _parts in _LAW_PARTS_AK.items():
    WORDS[_lang] = {**WORDS.get(_lang, {}), **_parts}
    NEEDS_NUMBER_IN[_lang] = NEEDS_NUMBER_IN.get(_lang, set()) | set(_parts)
# ... and nl "Ticketnr." left (Van Dale's compounds with "nr.", as listed above).
WORDS["nl"].update({"Ticketnr.": "Ticketnummer", "Referentienr.": "Referentienummer",
                    "Zaaknr.": "Zaaknummer", "Polisnr.": "Polisnummer",
                    "Artikelnr.": "Artikelnummer", "Rekeningnr.": "Rekeningnummer"})  # fmt: skip
WORDS["de"].update({"Ticketnr.": "Ticketnummer", "Buchungsnr.": "Buchungsnummer",
                    "Artikelnr.": "Artikelnummer", "Vorgangsnr.": "Vorgangsnummer"})  # fmt: skip
# Panel AK4 (issue 31): sv "2 st à 45 kr" heard "två st": the pieces' "st" without its dot
# after a count (SAOL "st." styck, stycken; a receipt writes it without the dot), "ett
# stycke", "två stycken".
SCALES["sv"]["st"] = Noun("stycke", "stycken", gender="n")
SCALES["sv"]["st."] = SCALES["sv"]["st"]
# Panel AL3 (issue 31, 2026-12-07) heard these left as letters: lt "5 ct" (VLKK "ct" centas),
# et "p 3" (EKI "Lühendid": p punkt), hu "45. o." (MHSz "o." oldal) and "db-ot" (darab with
# its case ending after the hyphen, AkH. 12 § 280), sl "20. stol.", "str. 45", "tč. 3"
# (Slovenski pravopis "krajšave": stol. stoletje, str. stran, tč. točka). "p", "str.", "tč."
# only before a number; "o." and "stol." only after an ordinal's number (AFTER_ORDINAL_IN).
SCALES["lt"] = {**SCALES.get("lt", {}),
                "ct": Noun("centas", "centų", few="centai", many="cento", gender="m")}  # fmt: skip
WORDS["et"]["p"] = "punkt"
WORDS["hu"]["o."] = "oldal"
WORDS["hu"].update({f"db-{ending}": f"darab{ending}" for ending in (
    "ot", "ok", "ra", "ért", "bal", "ból", "ban", "hoz", "nál", "tól", "on", "onként", "os",
    "ja", "ját", "nyi")})  # fmt: skip
WORDS["sl"].update({"stol.": "stoletje", "str.": "stran", "Glej str.": "Glej stran",
                    "glej str.": "glej stran", "na str.": "na strani", "tč.": "točka"})  # fmt: skip
for _lang, _signs in {
    "et": {"p"},
    "sl": {"str.", "Glej str.", "glej str.", "na str.", "tč."},
}.items():
    NEEDS_NUMBER_IN[_lang] = NEEDS_NUMBER_IN.get(_lang, set()) | _signs
AFTER_ORDINAL_IN = {"hu": {"o."}, "sl": {"stol."}}
MAY_END |= {"o.", "stol."}
# Panel AM1 (issue 31, 2026-12-07) heard these left as letters: de "max. 3 Tbl." (Duden
# "Abkürzungen": Tbl. Tablette), "Wassertemp." (Temp. Temperatur, in its compound), a wind's
# "aus NW" (DWD: the eight directions of the compass rose, said "Nordwest"; only after "aus",
# where a letter is no name), fr "th. 6" in a recipe (Le Robert: th. thermostat; only before
# its number), nl "8 Bft." (Van Dale: Bft Beaufort, which takes no plural).
SCALES["de"]["Tbl."] = Noun("Tablette", "Tabletten", gender="f")
WORDS["de"].update({"Wassertemp.": "Wassertemperatur", "Lufttemp.": "Lufttemperatur"})
WORDS["de"].update({f"aus {short}": f"aus {said}" for short, said in {
    "N": "Nord", "NO": "Nordost", "O": "Ost", "SO": "Südost", "S": "Süd", "SW": "Südwest",
    "W": "West", "NW": "Nordwest"}.items()})  # fmt: skip
WORDS["de"]["aus S."] = "aus Seite"  # "Zitat aus S. 12": a page before a number (Duden)
NEEDS_NUMBER_IN["de"] = NEEDS_NUMBER_IN.get("de", set()) | {"aus S."}
WORDS["fr"].update({"th.": "thermostat", "Th.": "thermostat"})
NEEDS_NUMBER_IN["fr"] |= {"th.", "Th."}
SCALES["nl"].update({"Bft.": Noun("Beaufort", "Beaufort"), "Bft": Noun("Beaufort", "Beaufort")})
MAY_END |= {"Tbl.", "Bft.", "aus N", "aus NO", "aus O", "aus SO", "aus S", "aus SW", "aus W",
            "aus NW"}  # fmt: skip
# Panel AM4 (issue 31, 2026-12-07) heard these left as written: sv "3 rok" (SAOL "rok" rum
# och kök), da "3 vær." (Den Danske Ordbog "vær." værelse) after a count of rooms; ro "Ref.",
# en "Ref:" (a reference before its code); el "Λ." (Λεωφόρος), "Πλ." (Πλατεία) before a name
# and "πρωτ." (πρωτοκόλλου) after "Αρ."
SCALES["sv"]["rok"] = Noun("rum och kök", "rum och kök", gender="n")
SCALES["da"] = {**SCALES.get("da", {}), "vær.": Noun("værelse", "værelser", gender="n")}
WORDS["ro"].update({"Ref.": "Referință", "ref.": "referință"})
WORDS["hr"].update({"Ur. br.": "Urudžbeni broj", "ur. br.": "urudžbeni broj",
                    "Ur.br.": "Urudžbeni broj", "ur.br.": "urudžbeni broj"})  # fmt: skip
WORDS["el"].update({"Λ.": "Λεωφόρος", "Πλ.": "Πλατεία", "Αρ. πρωτ.": "Αριθμός πρωτοκόλλου",
                    "αρ. πρωτ.": "αριθμός πρωτοκόλλου"})  # fmt: skip
# "Λ." is an initial too ("Λ. Παπαδόπουλος"): an avenue only after the feminine's article
# or before its name and number ("στη Λ. Συγγρού", "Λ. Κηφισίας 45"); "Πλ." before a name
TITLES |= {"Λ.", "Πλ."}
NEEDS_NUMBER_IN["ro"] = NEEDS_NUMBER_IN.get("ro", set()) | {"Ref.", "ref."}
# Panel AN2 (issue 31, 2026-12-07) heard these left as written: pl "Nr rej." (numer
# rejestracyjny: Poradnia PWN "skróty"), ru uk "р/д" after a count in a dose (раз в день,
# раз на день: "2 р/д" -> "два раза в день"), ru uk "капс." (капсула, as "табл.";
# "по 1 капс." the dative "по одній капсулі": abbreviations._DATIVE_ONE).
WORDS["pl"].update({"Nr rej.": "Numer rejestracyjny", "nr rej.": "numer rejestracyjny"})
SCALES["ru"]["р/д"] = Noun(
    "раз в день", "раза в день", few="раза в день", many="раз в день", gender="m"
)
SCALES["uk"]["р/д"] = Noun(
    "раз на день", "рази на день", few="рази на день", many="разів на день", gender="m"
)
SCALES["ru"]["капс."] = Noun("капсула", "капсулы", few="капсулы", many="капсул", gender="f")
SCALES["uk"]["капс."] = Noun("капсула", "капсули", few="капсули", many="капсул", gender="f")
MAY_END |= {"р/д", "капс."}
# Panel AN3 (issue 31, 2026-12-07) heard tablets left as written after their count: lv "20
# tab." (LVS: tab. tablete, a feminine; the genitive plural after a count ending in zero),
# fi "30 tabl." (Kotus: tabl. tabletti; the partitive after a count).
SCALES["lv"]["tab."] = Noun("tablete", "tabletes", zero="tablešu", gender="f")
SCALES["fi"] = {**SCALES.get("fi", {}), "tabl.": Noun("tabletti", "tablettia")}
MAY_END |= {"tab.", "tabl."}
# Panel AN (issue 31, 2026-12-07) heard these left as written: da "1 t. og 5 min." (Den
# Danske Ordbog "t." time, after a count), de "Temp." (Duden "Temp." Temperatur), fr "7j/7"
# and "24h/24" (Office québécois de la langue française: "7 jours sur 7", "24 heures sur
# 24"; the digits stay for the number rule).
SCALES["da"]["t."] = Noun("time", "timer", gender="c")
WORDS["de"].update({"Temp.": "Temperatur"})
WORDS["fr"].update({
    f"{n}{space}{short}/{n}": f"{n} {word} sur {n}"
    for n, short, word in (("7", "j", "jours"), ("7", "J", "jours"), ("24", "h", "heures"),
                           ("24", "H", "heures"), ("365", "j", "jours"))
    for space in ("", " ")
})  # fmt: skip
MAY_END |= {"t.", "Temp."}
# fi a registration number and a main road before its number (Kotus "Lyhenteet": rek.nro
# rekisterinumero; Väylävirasto: vt valtatie, kt kantatie); panel AQ3 heard "rek.nro" and
# "Vt 4" left as written. The roads only before their number ("vt." is also virkaatekevä).
WORDS["fi"].update({"rek.nro": "rekisterinumero", "Rek.nro": "Rekisterinumero",
                    "rek. nro": "rekisterinumero", "Rek. nro": "Rekisterinumero",
                    "Vt": "valtatie", "vt": "valtatie", "Kt": "kantatie",
                    "kt": "kantatie"})  # fmt: skip
NEEDS_NUMBER_IN["fi"] = NEEDS_NUMBER_IN["fi"] | {"Vt", "vt", "Kt", "kt"}
# A height above the sea after metres (panel AR2, issue 31, heard it left as written): pl
# "m n.p.m." nad poziomem morza (Poradnia PWN "skróty"), cs "m n. m." nad mořem (ÚJČ
# "Zkratky"), sk "m n. m." nad morom (Pravidlá slovenského pravopisu). uk "Бал." before an
# amount is a bank message's balance (баланс; "Бал." alone stays).
WORDS["pl"].update({"n.p.m.": "nad poziomem morza", "n. p. m.": "nad poziomem morza"})
WORDS["cs"].update({"n. m.": "nad mořem", "n.m.": "nad mořem"})
WORDS["sk"].update({"n. m.": "nad morom", "n.m.": "nad morom"})
WORDS["uk"].update({"Бал.": "Баланс", "бал.": "баланс"})
NEEDS_NUMBER_IN["uk"] = NEEDS_NUMBER_IN.get("uk", set()) | {"Бал.", "бал."}
MAY_END |= {"n.p.m.", "n. p. m.", "n. m.", "n.m."}
# Panel AU (issue 31, 2026-12-07) heard these left as written: hr "Maks. 3 tablete"
# (Hrvatski pravopis "maks." maksimalno; before a number, as pl "maks."), da "2 stk.
# rugbrød" (Retskrivningsordbogen "stk." stykke, neuter: "et stykke", "to stykker"). Not bg
# "ж.к." (жилищен комплекс): panel AP2 pinned it as written ("же ка", as it is said).
WORDS["hr"].update({"maks.": "maksimalno", "Maks.": "Maksimalno"})
NEEDS_NUMBER_IN["hr"] = NEEDS_NUMBER_IN.get("hr", set()) | {"maks.", "Maks."}
SCALES["da"] = {**SCALES.get("da", {}), "stk.": Noun("stykke", "stykker", gender="n"),
                "stk": Noun("stykke", "stykker", gender="n")}  # fmt: skip
# da "60 mdr.", "1 md.": months after a count (Den Danske Ordbog "md.", "mdr."; panel BA4
# heard "tres mdr."); "/md." after a price is "om måneden" (PER_WORDS).
SCALES.setdefault("da", {}).update({_short: Noun("måned", "måneder", gender="c")
                                    for _short in ("md.", "mdr.", "mdr")})  # fmt: skip
MAY_END |= {"md.", "mdr."}
# sv "eff. ränta 8,95 %", "nom. ränta" (Svenska Akademiens ordlista "eff.", "nom."; panel BA4
# heard "eff." left as written): the rate's adjectives on a loan's terms
WORDS["sv"].update({"eff.": "effektiv", "Eff.": "Effektiv", "nom. ränta": "nominell ränta",
                    "Nom. ränta": "Nominell ränta"})  # fmt: skip
# el "Τ.Κ. 105 57" (Ταχυδρομικός Κώδικας), "Τ.Θ. 1234" (Ταχυδρομική Θυρίδα): an address's
# postcode and PO box (ΕΛΤΑ; panel BA4 heard "Τ.Κ." left as letters)
WORDS["el"].update({"Τ.Κ.": "Ταχυδρομικός Κώδικας", "Τ.Θ.": "Ταχυδρομική Θυρίδα"})
# Panel BB4 (issue 31, 2026-12-07) heard "§" left unread in sv da ("Kapitel 3, § 7"), da
# "stk. 2" left as written, el "παρ. 2" heard as Friday and ro "alin. (3)" left: the sign and
# the parts in every language that writes them, as each one names them before the number
# (SAOL, Retskrivningsordbogen: § paragraf, stk. stykke; Kielitoimiston sanakirja: pykälä;
# ÕS: paragrahv; Académie: paragraphe; RAE: párrafo; Treccani: paragrafo; Priberam:
# parágrafo; Van Dale: paragraaf; DOOM: art. articolul, alin. alineatul, lit. litera, pct.
# punctul; Hrvatski jezični portal, SSKJ: paragraf; Triantafyllidis: παρ. παράγραφος;
# VLKK: paragrafas; LVS: paragrāfs; TDK: paragraf; en "§" section). Only before the number.
_LAW_PARTS_BB = {
    "en": {"§§": "sections", "§": "section"},
    "fr": {"§": "paragraphe"},
    "es": {"§": "párrafo"},
    "it": {"§": "paragrafo"},
    "pt": {"§": "parágrafo"},
    "nl": {"§": "paragraaf"},
    "sv": {"§§": "paragraferna", "§": "paragraf"},
    "da": {"§§": "paragrafferne", "§": "paragraf", "stk.": "stykke", "Stk.": "Stykke"},
    "fi": {"§": "pykälä"},
    "et": {"§": "paragrahv"},
    "lt": {"§": "paragrafas"},
    "lv": {"§": "paragrāfs"},
    "sl": {"§": "paragraf"},
    "hr": {"§": "paragraf"},
    "tr": {"§": "paragraf"},
    "el": {"§": "παράγραφος", "παρ.": "παράγραφος", "Παρ.": "Παράγραφος"},
    "ro": {"§": "paragraful", "art.": "articolul", "Art.": "Articolul", "alin.": "alineatul",
           "lit.": "litera", "pct.": "punctul"},
}  # fmt: skip
for _lang, _parts in _LAW_PARTS_BB.items():
    WORDS[_lang] = {**WORDS.get(_lang, {}), **_parts}
    NEEDS_NUMBER_IN[_lang] = NEEDS_NUMBER_IN.get(_lang, set()) | (set(_parts) - {"lit."})
# Panel BC (issue 31, 2026-12-07) heard these left as written. id a bank's or shop's SMS
# writes its function words short (KBBI "singkatan"; the forms SMS and chats write: "dgn"
# dengan, "pd" pada, "utk" untuk, "yg" yang, "tdk" tidak, "sdh" sudah, "blm" belum, "krn"
# karena, "tsb" tersebut); none is a word of its own. el "Δ.Σ." the board (Διοικητικό
# Συμβούλιο; Triantafyllidis "Δ.Σ."), in the case its article shows.
_SMS_ID = {"dgn": "dengan", "pd": "pada", "utk": "untuk", "yg": "yang", "tdk": "tidak",
           "sdh": "sudah", "blm": "belum", "krn": "karena", "tsb": "tersebut"}  # fmt: skip
WORDS["id"].update({**_SMS_ID, **{k.capitalize(): v.capitalize() for k, v in _SMS_ID.items()}})
_EL_BOARD = ("Διοικητικό Συμβούλιο", "Διοικητικού Συμβουλίου")
WORDS["el"].update(
    {
        "Δ.Σ.": _EL_BOARD[0],
        "το Δ.Σ.": f"το {_EL_BOARD[0]}",
        "Το Δ.Σ.": f"Το {_EL_BOARD[0]}",
        "στο Δ.Σ.": f"στο {_EL_BOARD[0]}",
        "του Δ.Σ.": f"του {_EL_BOARD[1]}",
    }
)
MAY_END |= {"Δ.Σ.", "το Δ.Σ.", "Το Δ.Σ.", "στο Δ.Σ.", "του Δ.Σ.", "tsb"}
# Panel BE (issue 31, 2026-12-07) heard these left as written: da "Postnr.: 8000 Aarhus C"
# (Den Danske Ordbog "postnr.": postnummer); ro "max. 24°C, min. 11°C" before a number, the
# forecast's "maxim", "minim" (DEX; "15 min." after a number stays the minutes); cs "míst.
# 105" before a number, the room (ÚJČ, "Zkratky": místnost).
WORDS["da"].update({"Postnr.": "Postnummer", "postnr.": "postnummer"})
WORDS["ro"].update({"max.": "maxim", "Max.": "Maxim", "min.": "minim", "Min.": "Minim"})
WORDS["cs"].update({"míst.": "místnost", "Míst.": "Místnost"})
NEEDS_NUMBER_IN["ro"] = NEEDS_NUMBER_IN.get("ro", set()) | {"max.", "Max.", "min.", "Min."}
NEEDS_NUMBER_IN["cs"] = NEEDS_NUMBER_IN.get("cs", set()) | {"míst.", "Míst."}
