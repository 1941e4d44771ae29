"""The gender of the noun after a count, for one and two: "eine Katze", "две книги", "en
katt" (the count's forms are ``words.GENDER_FIXES``; docs/NORMALIZER.md, "A count before a
noun")."""

import re

# "1 Katze" -> "eine Katze", "2 книги" -> "две книги", "1 katt" -> "en katt": the count takes
# the gender of the noun after it (GENDER_FIXES), told by a small lexicon of common nouns and,
# where the ending is reliable, by the ending. A word we cannot tell leaves the count as the
# backend spells it (de "ein" for any other capitalised word: m and n say it alike).
# Sources: Duden Grammatik (2016) §§ 238-245 (genders by suffix); Le Bon usage §§ 474-491;
# RAE, Nueva gramática § 2.2 (-a feminine, with the -ma/-pa masculines); Cunha & Cintra,
# Nova gramática § 5; Русская грамматика (1980) §§ 1133-1140; Пешковский (два + gen. sg.);
# Příruční mluvnice češtiny (1995) pp. 232-260; Svenska Akademiens grammatik 2 § 5 (en/ett).
NOUN_GENDERS = {
    # "ein Uhr" (the time, Duden): Uhr takes the "ein" of m and n here.
    "de": {"m": "uhr mal tag monat euro cent meter liter mann hund apfel name junge käse "
                "kunde gedanke glaube buchstabe friede",
           "n": "kind jahr haus auto buch",
           "f": "frau woche stunde minute sekunde sache frage seite straße nacht hand stadt "
                "person katze tasse flasche idee zeit welt"},
    "fr": {"f": "femme fille personne heure minute seconde semaine fois page voiture maison "
                "chose place photo ville table porte main nuit année journée chambre étoile "
                "pomme question langue lettre rue idée voix mère sœur tasse bouteille salle "
                "classe école image entreprise"},
    "es": {"m": "día mapa problema programa sistema tema idioma clima planeta hombre mes "
                "sofá café coche nombre lunes viaje pie país",
           "f": "mujer madre noche calle clase parte gente llave tarde flor ciudad vez"},
    "pt": {"m": "dia mapa problema programa sistema tema idioma clima planeta homem mês "
                "café pai país",
           # panel X1 (issue 31) heard "um colher de sopa" (Priberam: colher, s. f.)
           "f": "mulher mãe noite parte vez flor cidade tarde chave colher"},
    "ru": {"m": "папа мужчина дядя дедушка юноша судья день рубль путь гость учитель "
                "словарь автомобиль кофе",
           "f": "ночь дверь вещь мышь лошадь жизнь роль модель цель площадь тетрадь мать "
                "дочь речь минута секунда неделя книга штука посылка копейка гривна поездка "
                "ступень попытка заявка карта ложка"},
    "uk": {"m": "тато батько дядько дідусь суддя день тиждень",
           "f": "особа особи книга година хвилина секунда жінка людина сторінка машина "
                "гривня дівчина мова кімната пісня квартира сестра донька ніч річ подія таблетка "
                "капсула доза ложка тисяча штука"},
    "cs": {"m": "táta kolega předseda den",
           "f": "žena kniha hodina minuta miliarda sekunda koruna stránka osoba věc noc sestra "
                "dcera ulice židle káva cena otázka píseň kost myš loď tableta kapsle lžíce "
                "lžička sklenice kapka strana kapitola sezóna etapa třída",
           # neuters whose plural is the singular ("dvě vejce", "dvě náměstí"; panel S2)
           "n": "vejce srdce moře pole slunce letiště parkoviště hřiště pracoviště nádraží "
                "náměstí zařízení"},
    # Polish: "dwie minuty", "jedna osoba"; feminines by their singular, found from the
    # plural after 2-4 (Słownik gramatyczny języka polskiego; Poradnia PWN, "dwie/dwa").
    "pl": {"f": "minuta godzina sekunda doba osoba sztuka strona paczka przesyłka rata karta "
                "wizyta noc rzecz złotówka kobieta książka sprawa zmiana opcja wersja wiadomość "
                "faktura umowa płatność transakcja rezerwacja butelka porcja noc godzinka tabletka "
                "kapsułka dawka łyżka łyżeczka szklanka filiżanka puszka kropla"},
    # bg: masculines in their count form after 2 and more ("два часа", "сто двайсет и един
    # гласа"; БАН, "бройна форма"); sk feminines by their singular (Krátky slovník
    # slovenského jazyka): "dve nové správy". lt and lv tell feminines by the ending.
    "bg": {"m": "гласа часа лева долара пункта километра метра процента градуса месеца пъти "
                "дни броя кандидата депутата милиона милиарда",
           # men counted as persons take the personal count: "трима мъже", "двама лекари"
           # (БАН, Граматика на съвременния български книжовен език, т. 2, "мъжколичествени
           # числителни"); only nouns that name male persons, listed.
           "mp": "мъже студенти ученици лекари работници служители пътници войници "
                 "полицаи журналисти пациенти сина братя"},
    # hr: after 2 a feminine noun takes its plural in -e ("dvije žene", "dvije knjige"),
    # masculine and neuter nouns the -a form ("dva stola", "dva sela"): -e is feminine but
    # for the masculines in -a listed here (Hrvatska gramatika, Barić et al., § 1176).
    "hr": {"m": "tata tate kolega kolege sluga sluge vođa vođe sudac suca",
           # feminines whose accusative "-u" follows a count ("po 1 tabletu": "jednu")
           "f": "tableta kapsula žlica doza boca čaša šalica noć osoba"},
    # el: 1, 3, 4 and 13, 14 have gendered forms; the lexicon lists feminines in -α/-η (the
    # ending is shared with masculine accusatives: "τον άνδρα").
    "el": {"f": "γυναίκα ώρα μέρα ημέρα εβδομάδα φορά κυρία νύχτα στιγμή ευκαιρία "
                "παραγγελία αίτηση θέση πόλη συσκευή οδός κάρτα "
                # the feminine units written out, as CLDR names them (panel AI)
                "κιλοβατώρα θερμίδα χιλιοθερμίδα ίντσα λίβρα μονάδα σελίδα δόση"},
    "sk": {"f": "miliarda správa minúta hodina sekunda osoba noc koruna cena položka zásielka "
                "objednávka faktúra izba stanica ulica cesta karta žena kniha vec otázka "
                "zmena platba splátka noc tableta kapsula lyžica lyžička šálka kvapka strana "
                "kapitola sezóna etapa trieda liga"},
    "lt": {}, "lv": {},
    # Italian (panel W2, issue 31: "uno compressa"): -a feminine but for the masculines in
    # -a listed, -o masculine, -zione -tà -tù -i (crisi) feminine; -e by the lexicon
    # (Serianni, Grammatica italiana III §§ 1-30).
    "it": {"m": "problema sistema programma tema clima pianeta poeta papa cinema diploma "
                "schema dramma giorno mese pane latte caffè nome fiore cane ponte mare padre "
                "dente piede treno mezzo",
           "f": "notte parte volte volta chiave classe fine sede carne gente mano radio foto "
                "moto auto lezione stazione crisi analisi tesi"},
    # Swedish: most nouns are en-words; the common ett-words are listed.
    "sv": {"n": "hus barn år land bord äpple rum jobb glas ord namn kök problem företag "
                "program system nummer tåg brev djur språk svar möte datum kilo hotell "
                "bröd ägg fönster öga öra huvud liv pris stycke"},
}  # fmt: skip
_NOUN_LEXICON = {
    lang: {word: gender for gender, words in genders.items() for word in words.split()}
    for lang, genders in NOUN_GENDERS.items()
}
# Words after a number that are no noun: the count stays as the backend says it.
_NOT_NOUNS = {
    "fr": "et ou de à en sur pour par avec sans dans sous et",
    "es": "y o e de a en por para con sin que es son del al entre",
    "pt": "e ou de a em por para com sem que é são do da no na",
    "ru": "и а или на из до по за от для с со к в во что это же ли не",
    "uk": "і й та або на з із до по за від для в у що це не",
    "cs": "a i nebo na z do po za od pro s se k v ve že je to",
    "sv": "och eller i på av till för med från om är och som",
    "pl": "i a lub albo na z ze do po za od dla w we że to nie przy o",
    "bg": "и или на от до за в във с със по при е са",
    "hr": "i a ili na od do za u s sa po pri je su te",
    "el": "και ή σε από για με στο στη στην στις στους έως ως",
    "sk": "a i alebo na z zo do po za od pre s so k v vo že je to",
    "lt": "ir ar iki per nuo į su už po be",
    "lv": "un vai līdz par no uz ar pie pēc bez",
    "it": "e o di a da in con su per tra fra che è sono del della al alla dei delle nel nella",
}
_NOT_NOUNS = {lang: set(words.split()) for lang, words in _NOT_NOUNS.items()}
# Endings that make a noun feminine, few exceptions (listed in NOUN_GENDERS as "m").
_FEMININE_ENDINGS = {
    "es pt": tuple("a as ción ciones ção ções dad dades dade tud sión siones são gem gens".split()),
    "fr": tuple("tion tions sion sions té tés ure ures ette ettes ance ances ence ences ée ées"
                .split()),
}  # fmt: skip


_SL_MASCULINE_O = {
    "evro",
    "avto",
    "kino",
    "radio",
    "video",
    "studio",
    "metro",
    "foto",
    "bistro",
    "kasino",
}


# sl words in -i after "dva" that are no feminine or neuter dual: "dva dni" (the masculine
# "dan"), conjunctions, prepositions, pronouns.
_SL_DUAL_I = re.compile(r"[a-zčšž]{2,}i")
_SL_NOT_DUAL = {"dni", "ali", "pri", "proti", "mi", "ti", "vi", "si", "bi", "oni", "ni",
                "sami", "naši", "vaši", "tisti", "oziroma"}  # fmt: skip


# One branch per language family's endings: each reads as its grammar book states it.
def noun_gender(lang: str, word: str, last: str) -> str | None:  # noqa: C901
    """The gender ``word`` (the word after a count whose last spelled word is ``last``)
    gives the count, or None to leave it: a short lexicon first, then reliable endings."""
    if lang == "de":  # German nouns are capitalised
        if not word[:1].isupper():
            return None
        lower = word.lower()
        if lower in _NOUN_LEXICON["de"]:
            return _NOUN_LEXICON["de"][lower]
        feminine = ("ung", "heit", "keit", "schaft", "ion", "tät", "ei", "ie", "ik", "ur", "e")
        return "f" if lower.endswith(feminine) else "m"
    lower = word.lower()
    if lang in ("cs", "sk") and last in ("jedna", "jeden") and re.search(r"[^o]u$", lower):
        return "f-acc"  # "Užívejte 1 tabletu": a feminine's accusative, "jednu" (ÚJČ, JÚĽŠ)
    if lang == "sl" and last == "ena" and lower.endswith("o"):
        # "1 tableto", "1 leto": "eno" (a feminine's accusative, a neuter); the loanwords
        # in -o are masculine ("en evro", "en avto"; Slovenski pravopis)
        return "m" if lower in _SL_MASCULINE_O else "n"
    if lang == "sl" and last == "dva" and _SL_DUAL_I.fullmatch(lower) and lower not in _SL_NOT_DUAL:
        # a feminine's and a neuter's dual end in -i, a masculine's in -a: "dve žlici",
        # "dve leti", "dva kilograma" (Slovenska slovnica, Toporišič; panel T3)
        return "f"
    if lang == "lt" and last == "vienas" and len(lower) > 2 and lower.endswith(("ą", "ę", "į")):
        return "acc"  # "po 1 tabletę": "vieną" before an accusative singular
    if lang in ("da", "ro"):
        return _r2_gender(lang, lower, last)
    if lang not in _NOUN_LEXICON or not lower.isalpha() or lower in _NOT_NOUNS.get(lang, ()):
        return None
    lexicon = _NOUN_LEXICON[lang]
    for form in (lower, lower[:-1], lower[:-2]):  # plurals: femmes, mujeres, книги
        if form in lexicon and (form == lower or lang in ("fr", "es", "pt", "sv")):
            return lexicon[form]
    if lang in ("es", "pt"):
        if lower.endswith(_FEMININE_ENDINGS["es pt"]):
            return "f"
        return "m" if lower.endswith(("o", "os")) else None
    if lang == "fr":
        if lower.endswith(_FEMININE_ENDINGS["fr"]):
            return "f"
        return None
    if lang in ("ru", "uk"):
        return _east_slavic_gender(lang, lower, last)
    if lang == "cs":
        if last == "dva":  # nominative plural: neuters in -a ("dvě okna"); others listed
            if lower.endswith("a") or lexicon.get(lower) == "n":
                return "n"
            return _plural_in(lexicon, lower, ("y", "e", "i"))
        if lower.endswith("ost"):
            return "f"
        return {"a": "f", "o": "n"}.get(lower[-1], "m" if lower[-1] not in "eíiuy" else None)
    if lang == "sv":
        return "c"  # en-words, the ett-words being listed above
    if lang == "el":
        return _greek_gender(lexicon, lower, last)
    if lang == "hr":
        if last == "dva":  # the plural in -e is feminine, the listed masculines aside
            return lexicon.get(lower) or ("f" if lower.endswith("e") else None)
        if last == "jedan":
            if lower.endswith("u") and lexicon.get(lower[:-1] + "a") == "f":
                return "f-acc"  # "po 1 tabletu": a listed feminine's accusative, "jednu"
            return lexicon.get(lower) or ("f" if lower.endswith("a") else None)
        return None
    if lang == "bg":
        if last == "едно":  # singular: -а/-я feminine, -о/-е neuter, a consonant masculine
            ending = lower[-1:]  # ("1 час", "1 ден": "един"; panel X2 heard "едно час")
            if ending and ending in "бвгджзйклмнпрстфхцчшщ" and len(lower) > 1:
                return "m"
            return {"а": "f", "я": "f", "о": "n", "е": "n"}.get(ending)
        return lexicon.get(lower)
    if lang == "sk":
        return _plural_in(lexicon, lower, ("y", "i", "e")) if last == "dva" else None
    if lang == "lt":  # feminine nouns: -a, -ė; plural -os, -ės (and their accusatives)
        if last == "vienas" and lower.endswith("a"):  # "1 valanda": "viena valanda"
            return "f"
        if lower in _LT_MASCULINE_IN_ES:
            return None
        return "f-pl" if lower.endswith(("os", "ės", "ė", "es")) else None
    if lang == "lv":  # feminine plurals -as, -es (and the adjectives agreeing)
        if last == "viens" and lower.endswith(("a", "e")):  # "1 stunda": "viena stunda"
            return "f"
        return "f-pl" if lower.endswith(("as", "es", "ās", "ēs")) else None
    if lang == "it":
        return _italian_gender(lexicon, lower, last)
    if lang == "pl":  # the listed feminines, from their singular or their plural after 2-4
        if last == "jeden" and lower.endswith("ę") and lower not in _PL_NEUTER_E:
            return "f-acc"  # "ważny 1 minutę", "1 tabletkę": only a feminine ends in -ę
        if lower.endswith("ość"):
            return "f"
        return _plural_in(lexicon, lower, ("y", "i", "e")) if last == "dwa" else None
    return None


# lt: "žmonės" (people) is the plural of the masculine "žmogus", "du žmonės", not "dvi"
# (DLKŽ; panel Y3).
_LT_MASCULINE_IN_ES = frozenset({"žmonės", "žmones"})


# Polish nouns whose nominative ends in -ę (neuters of the -ę/-ęcia declension, and
# "książę"): any other noun ending in -ę after "jeden" is a feminine accusative, "jedną
# tabletkę" (Nagórko, Zarys gramatyki polskiej, the declensions; panel W2, issue 31).
_PL_NEUTER_E = frozenset(
    "imię ramię zwierzę kurczę cielę szczenię prosię źrebię niemowlę plemię znamię wymię "
    "siemię brzemię książę dziewczę".split()
)
# Italian "uno" before a masculine is the article's "un", but "uno" before s + consonant,
# z, gn, ps, x, y (Serianni III § 69: "uno studente").
_IT_UNO = re.compile(r"(?:s[^aeiouàèéìòù]|z|gn|ps|pn|x|y)")


def _italian_gender(lexicon: dict[str, str], word: str, last: str) -> str | None:
    if last != "uno":
        return None
    gender = lexicon.get(word)
    if gender is None:
        if word.endswith(("zione", "tà", "tù")):
            gender = "f"
        elif word.endswith("a"):
            gender = "f"
        elif word.endswith("o"):
            gender = "m"
    if gender == "m" and _IT_UNO.match(word):
        return None  # "uno studente", "uno zaino": the backend's "uno" stays
    return gender


# el counts with a genitive of their own: three, four and the hundreds (Τριανταφυλλίδης § 368)
_EL_GENITIVE_COUNTS = frozenset(
    "τρία τέσσερα δεκατρία δεκατέσσερα διακόσια τριακόσια τετρακόσια πεντακόσια εξακόσια "
    "επτακόσια εφτακόσια οκτακόσια οχτακόσια εννιακόσια χίλια".split()
)


def _el_feminine_plural(lexicon: dict[str, str], word: str) -> bool:
    """A listed feminine's plural: -ες for -α/-ά/-η/-ή (ώρες, φορές, στιγμές), -εις for -η
    (θέσεις)."""
    if word.endswith(("ες", "ές")):
        stem = word[:-2]
        accented = word.endswith("ές")
        endings = ("ά", "ή") if accented else ("α", "η")
        return any(lexicon.get(stem + e) == "f" for e in endings)
    if word.endswith("εις"):
        return lexicon.get(word[:-3] + "η") == "f"
    return False


def _greek_gender(lexicon: dict[str, str], word: str, last: str) -> str | None:
    """el: a masculine or feminine plural (-ες, -εις, -οι) takes "τρεις", "τέσσερις"; one
    takes "ένας" before a masculine nominative (-ος, -ας, -ης), "μία" before a listed
    feminine (Τριανταφυλλίδης, Νεοελληνική γραμματική §§ 366-368)."""
    if _el_feminine_plural(lexicon, word):
        # "200 ώρες", "540 κιλοβατώρες": the hundreds and a thousand agree with a feminine
        # plural wherever they stand ("πεντακόσιες σαράντα ώρες"; § 368; panel AI)
        return "f-pl"
    if word.endswith(("ων", "ών")) and last in _EL_GENITIVE_COUNTS:
        return "gen-pl"  # "εντός 24 ωρών": "είκοσι τεσσάρων ωρών" (§ 368; panel T4)
    if word.endswith(("ους", "ούς")) and last in _EL_GENITIVE_COUNTS:
        # a masculine's accusative plural: the hundreds and a thousand agree, "500 πόντους"
        # -> "πεντακόσιους πόντους", "1000 πελάτες" aside (§ 368; panel AF4)
        return "m-acc-pl"
    if last in ("τρία", "τέσσερα", "δεκατρία", "δεκατέσσερα"):
        # "-ους" is the masculine accusative plural: "24 βαθμούς" (panel T4)
        return "mf-pl" if word.endswith(("ες", "ές", "εις", "οι", "οί", "ους", "ούς")) else None
    if last == "ένα":
        if word in lexicon:
            return lexicon[word]
        return "m" if word.endswith(("ος", "ός", "ας", "άς", "ης", "ής")) else None
    return None


def noun_is_feminine(lang: str, word: str) -> bool:
    """Whether ``word``, a nominative singular, is a listed feminine of ``lang``."""
    return _NOUN_LEXICON.get(lang, {}).get(word) == "f"


def feminine_oblique(lang: str, word: str) -> bool:
    """cs "minutě", "minuty", "ulici", sk "minúte", "ulici": a listed feminine's oblique case
    in the singular (its stem and the nominative's -a or -e), where an ordinal before it takes the
    feminine's oblique form ("v šedesáté sedmé minutě", "v osemdesiatej ôsmej minúte")."""
    lexicon = _NOUN_LEXICON.get(lang, {})
    ends = ("ě", "i", "y") if lang == "cs" else ("e", "i")
    if len(word) < 4 or not word.endswith(ends):
        return False
    stem = word[:-1]
    return any(lexicon.get(stem + vowel) == "f" for vowel in ("a", "e"))


def _plural_in(lexicon: dict[str, str], plural: str, endings: tuple[str, ...]) -> str | None:
    """The gender of a listed noun from its plural: "ženy" -> žena, "книги" -> книга."""
    for ending in endings:
        if plural.endswith(ending):
            stem = plural[: -len(ending)]
            for singular in (stem + "a", stem + "а", stem + "я", stem, stem + "ь", stem + "e"):
                if singular in lexicon:
                    return lexicon[singular]
    return None


def _east_slavic_gender(lang: str, word: str, last: str) -> str | None:
    lexicon = _NOUN_LEXICON[lang]
    if last in ("один",):  # nominative singular
        if (
            word.endswith(("у", "ю"))
            and lexicon.get(word[:-1] + ("а" if word[-1] == "у" else "я")) == "f"
        ):
            return "f-acc"  # "через 1 минуту", "за 1 гривню" (not "к 1 клиенту": dative)
        if word in lexicon:
            return lexicon[word]
        if word.endswith(("ость", "ість")):
            return "f"
        if word.endswith(("а", "я")):
            return "f"
        return "n" if word.endswith(("о", "е", "ё")) else None
    if last == "два":  # ru: genitive singular, the feminines in -ы/-и; uk: nominative plural
        if lang == "ru":
            return "f" if word.endswith(("ы", "и")) and word != "пути" else None
        return _plural_in(lexicon, word, ("и", "і"))
    return None


# Panel R2 (issue 31). da: one is "en" before a common noun ("en tablet"), "et" before a
# neuter, the common ones listed (Retskrivningsordbogen;
# Hansen & Heltoft, Grammatik over det danske sprog § 3.2). ro: "două" before a feminine or
# neuter plural, which ends in -e or -uri ("două comprimate", "două kilograme", "două
# trenuri"); a masculine plural in -i keeps "doi" ("doi lei"), but for the feminines in -i
# listed and the endings -ții, -iuni, -ări, -ăți ("două săptămâni", "două stații"); one is
# "o" before a feminine singular in -ă/-a (Gramatica limbii române, 2005,
# "numeralul").
_DA_NEUTER = frozenset(
    "år barn hus stykke styk stk glas kilo kilogram gram ton minut sekund døgn kvarter ord sted "
    "bord rum job problem system program nummer tog brev dyr sprog svar møde kort beløb lån "
    "tilbud værelse gebyr point procentpoint billede vindue øje øre hoved liv æble æg brød "
    "hotel land firma fly sæt par skridt pund ark lag hold mål spil tal kapitel afsnit bad "
    "køkken spor vindue hjul kontor center lokale bevis abonnement kvartal halvår århundrede "
    "årti semester niveau trin stadie".split()
)


def danish_neuter(word: str) -> bool:
    """da: a listed neuter noun ("et kvartal"), which takes "et" and "andet" (panel S4)."""
    return word.lower() in _DA_NEUTER


_DA_NOT_NOUNS = frozenset(
    "og eller i på af til for med fra om er som over under mod efter før ved hos per pr".split()
)
# "de 2 ori" is "de două ori": "ori" is the plural of the feminine "oară" (DOOM); "ouă" the
# neuter plural in -ă of "ou" ("două ouă", panel S4).
_RO_FEMININE_I = frozenset("săptămâni luni nopți cărți mâini mașini zile ore ori ouă pâini".split())
# After "unu" a noun that is not feminine is masculine or neuter, both "un" ("un comprimat",
# "un kilogram"; GALR, "Numeralul"); these words after it are no nouns ("1 și 2").
_RO_NOT_NOUNS = frozenset(
    "și sau la pe de din în cu pentru până dintre ori plus minus sunt este are au era erau "
    "va vor fi fost ar care ce că nu mai se își iar dar apoi după spre fără prin".split()
)


# ro feminine singulars in -e: the suffixes of the verbal and the -oare nouns ("scrisoare",
# "întrebare", "cerere", "sosire", "comuniune"; GALR, "genul": all feminine but "soare"),
# and the common ones in -e no suffix tells (DEX: carte, parte, noapte ... s. f.); the
# masculines and neuters in -e ("un nume", "un câine", "un frate") are left.
_RO_FEMININE_E_ENDINGS = ("oare", "are", "ere", "ire", "âre", "iune")
_RO_MASCULINE_E = frozenset({"soare"})
_RO_FEMININE_E = frozenset(
    "carte parte noapte vale lume minte pâine carne cale piele frunte moarte cheie".split()
)


def _r2_gender(lang: str, word: str, last: str) -> str | None:
    if not word.isalpha():
        return None
    if lang == "da":
        if last != "et" or word in _DA_NEUTER or word in _DA_NOT_NOUNS:
            return None
        return "c"
    if last in ("doi", "doisprezece"):  # twelve too: "douăsprezece luni" (panel Y4)
        if word in _RO_NOT_NOUNS and word not in _RO_FEMININE_I:
            return None  # "declarației 212 este": a verb, no noun ("de 2 ori" is one)
        if word.endswith(("e", "uri", "ții", "iuni", "ări", "ăți")) or word in _RO_FEMININE_I:
            return "f"
        return None
    if last == "unu":
        # a feminine singular in -ă, -a or -ie ("o sticlă", "o medalie"; panel S4)
        if word.endswith(("ă", "a", "ie")) and word not in ("la", "pe", "de"):
            return "f"
        suffixed = word.endswith(_RO_FEMININE_E_ENDINGS) and word not in _RO_MASCULINE_E
        if suffixed or word in _RO_FEMININE_E:
            return "f"  # "o scrisoare", "o cerere", "o carte" (panel AJ4 heard "un scrisoare")
        return "m" if word.islower() and word not in _RO_NOT_NOUNS and len(word) > 2 else None
    return None
