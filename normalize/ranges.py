"""Two numbers joined by a dash or a colon that ``structured.py``'s range rule cannot read
alone: ranges of clock times ("8:00–18:00", "w godz. 8–16", "9–17 Uhr"), read with the
language's "from ... to" and the hours in the case it asks (``<lang>.timerange``), and
scores ("3:1", "2-0") where the sentence says it is a match (``<lang>.score``). They run
before the time and range rules, which would read "3:1" as a ratio and "2-0" as nothing.

Sources for the forms: Duden ("drei zu eins", "von neun bis siebzehn Uhr"); Poradnia PWN
("od ósmej do szesnastej", "trzy do jednego"); Gramota.ru ("с девяти до восемнадцати",
"со счётом два — один"); Правопис ("з дев'ятої до дев'ятнадцятої"); RAE ("tres a uno");
Académie ("trois à un").
"""

import re
import threading
from functools import cache, lru_cache

import icu
from num2words import num2words

from . import cldr, readings
from .first_look import with_first_look
from .numbers import BoundedSpellout, spell, spellout_formatter
from .ordinals import ordinal
from .rule import Rule, padded, rule

# --- scores ---------------------------------------------------------------------------

# Words that make "3:1" a score: stems, matched at a word's start, in the sentence.
_SCORE_WORDS = {
    "de": r"gewann|gewinn|sieg|verlor|niederlage|tor|endstand|halbzeit|spiel|unentschieden|"
          r"besiegt|schlug|führ|remis|stand",
    "en": r"won|win|beat|lost|los|defeat|score|final|lead|led|draw|victory",
    "fr": r"imposé|gagn|battu|victoire|défaite|perdu|score|match|men[ée]|nul|vainqu|mi-temps",
    "es": r"gan[óoa]|venci|perdi|derrota|victoria|gole|empat|marcador|resultado|partido",
    "pt": r"venc|ganh|perd|vitória|derrota|placar|gole|empat|jogo|resultado|partida",
    "it": r"vint|vinc|battut|pers[oaie](?!\w)|sconfitt|vittori|risultato|partita|pareggi|segn",
    "pl": r"wygra|przegra|pokona|zwycię|porażk|wynik|mecz|remis|gol|bramk",
    "ru": r"побед|обыгра|выигра|проигра|поражени|сч[её]т|матч|ничь|разгроми|гол",
    "uk": r"перемог|переміг|перегра|обігра|вигра|програ|поразк|рахун|матч|нічи|гол",
    "nl": r"won|wint|winst|verloor|verlies|versloeg|stand|uitslag|wedstrijd|gelijk",
    "sv": r"vann|vinst|förlora|slog|resultat|match|ledning|oavgjort",
    "cs": r"vyhr|prohr|porazil|výsled|zápas|remíz|skóre",
    "tr": r"kazan|yendi|mağlup|yenil|skor|maç|galibiyet|beraber",
    "ro": r"învin|invin|câștig|castig|pierd|victori|înfrâng|infrang|meci|scor|egal|gol",
    "ar": r"فاز|فوز|هزم|خسر|تعادل|مباراة|نتيجة|بهدف|الدوري|انتصر",
    "bg": r"победи|спечели|загуби|мач|резултат|равен|равенство|гол",
    "hr": r"pobijedi|pobjed|izgubi|utakmic|rezultat|neriješ|gol",
    "sk": r"vyhral|prehral|porazil|zdolal|zápas|výsled|remíz|gól|skóre",
    "sl": r"zmag|izgubi|premaga|tekm|rezultat|neodloč|gol",
    "lt": r"laimėj|pralaimėj|nugalėj|rungtyn|rezultat|lygiosi|įvar",
    "lv": r"uzvar|zaudēj|spēl|rezultāt|neizšķirt|vārt",
    "et": r"võit|kaotas|alistas|mäng|tulemus|viik|värav",
}  # fmt: skip
# Panel W2 (issue 31) heard "Le PSG s'impose 3-1", "La Juventus batte l'Inter 2-1" read as
# two numbers: the verbs of a win (Le Robert; Treccani), whole words ("batteria" is none).
_SCORE_WORDS["fr"] += r"|impose(?:nt)?(?!\w)|bat(?:tent|s)?(?!\w)|l'emporte"
_SCORE_WORDS["it"] += r"|batt(?:e|ono|ere)(?!\w)|supera(?:to)?(?!\w)|travolg"
_SCORE_WORDS["de"] += r"|schläg|bezwing"
# ... and the present of a loss, "Hertha verliert 0:2" (panel AW1 heard "null:zwei")
_SCORE_WORDS["de"] += r"|verlier"
# Panel Q2 (issue 31) heard "Левски би ЦСКА с 2:1" and "Slovan zvíťazil nad Žilinou 3:0"
# with the colon left in: the verbs of a win and the nouns of a match (БАН "Български
# тълковен речник": бия "побеждавам", надвивам; Krátky slovník slovenského jazyka: zvíťaziť;
# SSJČ: zvítězit), whole words where a stem is short ("би" is "would" too, "би ЦСКА").
_SCORE_WORDS["bg"] += (
    r"|би(?= (?-i:[А-Я]))|биха(?!\w)|бие(?!\w)|надви|разгроми|победа|загуба|поражени"
    r"|шампионат|първенство"
)
_SCORE_WORDS["sk"] += r"|zvíťaz|víťaz|prehr|vyhr|zdolal|porazi|remíz|zápas|derby|ligy"
_SCORE_WORDS["cs"] += r"|zvítěz|vítěz|porazi|zdolal|derby"
# Panel AF2 (issue 31) heard sk "Stav 2:0" read "dva:nula": a match's standing, its halves
# and sets say a score too (Krátky slovník slovenského jazyka "stav"; SSJČ "stav").
_SCORE_WORDS["sk"] += r"|stav(?:e|u)?(?!\w)|polčas|set(?:e|u|och)?(?!\w)|gól"
_SCORE_WORDS["cs"] += r"|stav(?:u)?(?!\w)|poločas|set(?:u|ech)?(?!\w)|gól|brank"
# Panel X4 (issue 31): hr "osvojila je prvi set 7:5" heard "sedam:pet" (a set's score).
_SCORE_WORDS["hr"] += r"|osvoji|set(?:u|a|om)?(?!\w)|gem|meč|tie-break|poraz"
# Panel Z4 (issue 31): hr "Čilić je slavio 7:6, 6:3" heard "sedam:šest"; the press's verb of
# a win is "slaviti" in hr and sl alike ("Olimpija je slavila 2:1"; Hrvatski jezični portal,
# "slaviti": pobijediti; SSKJ "slaviti": zmagati).
_SCORE_WORDS["hr"] += r"|slavi|slavl"
_SCORE_WORDS["sl"] += r"|slavi|slavl"
_SCORE_WORDS["sv"] += r"|set(?:et)?(?!\w)|mål"
# ... and a lead, a win, a loss and a game's periods ("Mora IK ledde med 3–1 efter andra
# perioden"; panel BD4, issue 31, heard "tre–en", a range): SAOL "leda", "seger", "period"
_SCORE_WORDS["sv"] += r"|ledde|leder(?!\w)|seger|segra|besegra|förlust|period|halvlek"
_SCORE_WORDS["ro"] += r"|set(?:ul)?(?!\w)"
# Panel Y5 (issue 31): ar "يمنح الأهلي الفوز 2-1" heard "اثنان-واحد": the win, the match
# and the result with the article or its preposition joined.
_SCORE_WORDS["ar"] += r"|(?:ال|بال|وال|لل)(?:فوز|مباراة|نتيجة|لقاء|تعادل)|بنتيجة"
# Panel Z5 (issue 31): "سجّل المنتخب 3-1 في الشوط الثاني" heard "ثلاثة-واحد": a half, a team,
# goals and the verb "scored" with its shadda (without it "سجل" is a register, too).
_SCORE_WORDS["ar"] += r"|سجّل|سجّلت|الشوط|شوط|المنتخب|منتخب|أهداف|هدفين|هدفا"
# Panel Z1 (issue 31) heard it "Finale: 2-2 dopo i supplementari" read "due-due": a final,
# extra time and penalties name a match's score (Treccani "supplementari", "rigore").
_SCORE_WORDS["it"] += r"|final[ei]?\s?:|supplementari|rigori(?!\w)"
# Panel AQ1 (issue 31) heard a half's label line "Descanso: 0-1", "Primo tempo: 0-1",
# "Intervalo: 0-1" read "cero-uno": a half, half-time and the final whistle name the score
# (RAE "descanso", "tiempo"; Treccani "intervallo", "tempo"; Priberam "intervalo"). The
# half-time words only as a label or after "at" ("al descanso"): "intervalo de 5-10 dias"
# is a span.
_SCORE_WORDS["es"] += (
    r"|(?:descanso|entretiempo|final|medio tiempo)\s?:|al descanso|en el descanso"
    r"|(?:primer|segundo) tiempo|(?:primera|segunda) parte|prórroga|penaltis|penales"
)
_SCORE_WORDS["it"] += (
    r"|intervallo\s?:|all'intervallo|(?:primo|secondo) tempo|fine (?:primo )?tempo"
)
_SCORE_WORDS["pt"] += (
    r"|(?:intervalo|final)\s?:|ao intervalo|no intervalo(?! de)|(?:primeiro|segundo) tempo"
    r"|(?:primeira|segunda) parte|prorrogação|p[êe]naltis|penáltis"
)
# Panel AL4 (issue 31): el "έχασε το 2ο με 4-6" heard "από τέσσερα έως έξι", a span: a won
# or lost set or match says a score (Λεξικό της κοινής νεοελληνικής: κερδίζω, χάνω, σετ).
# Only a score ending its clause: "Ο αγώνας κράτησε 4-6 ώρες" is a span of hours.
_SCORE_WORDS["el"] = r"κέρδισ|έχασ|νίκ|ήττ|ισοπαλ|σετ(?!\w)|γκέιμ|γκολ|σκορ|τάι-μπρέικ"
_EL_SCORE_END = re.compile(r"\s*(?:[.,;!?)]|\Z|\s(?:και|με|στο|στη|στην|ενώ|αλλά)(?!\w))")
# How the score is said: "{a} zu {b}"; Polish puts the second in the genitive.
_SCORE_SAID = {
    "de": "{a} zu {b}", "fr": "{a} à {b}", "es": "{a} a {b}", "pt": "{a} a {b}",
    "it": "{a} a {b}", "pl": "{a} do {b}", "ru": "{a} — {b}", "uk": "{a} — {b}",
    "nl": "{a}-{b}", "sv": "{a}-{b}", "cs": "{a} : {b}", "tr": "{a} {b}", "en": "{a} to {b}",
    "ro": "{a} la {b}", "ar": "{a} مقابل {b}",
    # Said as two numbers, or with the language's "to" where people say one (bg "две на
    # едно", sl "ena proti ena"); lt says the two with a pause.
    "bg": "{a} на {b}", "hr": "{a} {b}", "sk": "{a} {b}", "sl": "{a} proti {b}",
    "lt": "{a} – {b}", "lv": "{a} {b}", "et": "{a} {b}", "el": "{a}-{b}",
}  # fmt: skip
_PL_GENITIVE = ("zera jednego dwóch trzech czterech pięciu sześciu siedmiu ośmiu dziewięciu "
                "dziesięciu").split()  # fmt: skip
_SCORE = (
    r"(?<![\w.,:/+\-–])(?P<a>\d{1,2})\s?(?P<sep>[:\-–])\s?(?P<b>\d{1,2})(?![\w:/\-–]|[.,]\d)"
    r"(?!\s?(?:Uhr|uur|h|godz|ч|%|€)(?!\w))"  # "9–17 Uhr" is a span of hours
)


# Brazilian papers write a score with an "x" ("Flamengo 3 x 0 Vasco"), said "três a zero".
_SCORE_X = _SCORE.replace(r"(?P<sep>[:\-–])", r"(?P<sep>[:\-–x])")
_TEAMS_AROUND = re.compile(r"[A-ZÀ-Ý]\w*\s\S+\s[A-ZÀ-Ý]\S*")
# A fixture before the result, "Inter-Juventus 3-1.", "Bayern – Dortmund 2:1": two
# capitalised names joined by a dash are a match, and the numbers its score when a
# punctuation mark or the end follows ("Berlin-Hamburg 3-4 Stunden" is no match).
# Cyrillic names too: "Спартак – ЦСКА 2:1", "Шахтар – Динамо 2:1" (panel P2).
# ... and the capitals of Latin Extended-A: "Česko – Slovensko 4:2", "Łódź", "Šiauliai"
# (panel AP2 heard cs "čtyři:dva")
_CAPITAL = (
    "[A-ZÀ-ÝА-ЯЁІЇЄҐЎ" + "".join(c for c in map(chr, range(0x100, 0x180)) if c.isupper()) + "]"
)
_FIXTURE_BEFORE = re.compile(
    rf"(?<![^\s(:]){_CAPITAL}[\w.']*(?: {_CAPITAL}[\w.']*)?\s?[-–—]\s?{_CAPITAL}[\w.']*"
    rf"(?: {_CAPITAL}[\w.']*)?:?\s{{1,3}}\Z"
)
_FIXTURE_AFTER = re.compile(r"\s*(?:[.,;!?()]|\Z)")
# A headline's result between its teams, "Real Madrid 3-1 Barcelona.", "Benfica 3-1 Porto."
# (panel AD1 heard "tres-una", "três-um"): a sentence that is one or two capitalised names,
# the score and one or two more.
_NAMES_BEFORE = re.compile(rf"{_CAPITAL}[\w.']*(?: {_CAPITAL}[\w.']*)?\s")
_NAMES_AFTER = re.compile(rf"\s{_CAPITAL}[\w.']*(?: {_CAPITAL}[\w.']*)?\s*(?:[.!?]|\Z)")
# ... and where the sentence goes on after the second name, "Real Madrid 2-1 Barcelona, con
# doblete de Vinícius", "Benfica 2-1 Porto no Estádio da Luz" (panel AU1 heard "dos-una",
# "dois-um"): a comma or a word in small letters after it, where the first number is not
# the smaller (no span is written "2-1"; "Horario 9-14 Lunes a viernes" is one)
_NAMES_GO_ON = re.compile(rf"\s{_CAPITAL}[\w.']*(?: {_CAPITAL}[\w.']*)?(?:\s*[,;]|\s[a-zà-ÿ])")
# de "2:1 (1:0)": the half-time score in brackets after the final one (panel AU1 heard
# "eins:null"), said as a score too
_HALF_TIME_BEFORE = re.compile(r"(?<![\w.,:])\d{1,2}\s?[:\-–]\s?\d{1,2}\s\(\Z")
# ... and a match's sets, periods or halves in brackets after the final score, "3:0 (25:21,
# 25:19, 25:23)", "98:87 (25:20, 22:24, 26:21, 25:22)" (panel AV2 heard pl "dwadzieścia
# pięć:dwadzieścia jeden" and "23:25" as a clock): each partial score after the bracket's
# opening or a comma inside it, said as a score; the final one no clock time ("o 8:15 (10:30,
# 12:45)" are times): one digit after its colon, or a first number past 24
_PARTIALS_BEFORE = re.compile(
    r"(?<![\w.,:])(?:\d{1,3}\s?[:\-–]\s?\d|(?:2[5-9]|[3-9]\d|\d{3})\s?[:\-–]\s?\d{2,3})"
    r"\s\((?:\d{1,2}\s?[:\-–]\s?\d{1,2},\s?){0,8}\Z"
)
_PARTIAL_AFTER = re.compile(r"\s?[,)]")
# de "mit 98:87": no clock has such numbers, nor a duration before its unit ("45:30 Min.")
_DURATION_AFTER = re.compile(r"\s?(?i:min|sek|std|stunden|h(?!\w)|s(?!\w))")


def _after_mit(lang: str, match: re.Match) -> bool:
    """de "gewann mit 98:87": a win "with" its result (a race's time is "in 32:15")."""
    before = match.string[max(0, match.start() - 8) : match.start()].split()[-1:]
    return lang == "de" and before == ["mit"]


def _names_around(match: re.Match) -> bool:
    """The sentence is a team's name, the score and the other's: "Benfica 3-1 Porto."."""
    start = match.start()
    before = re.split(r"[.!?\n]\s", match.string[max(0, start - 60) : start])
    if start > 60 and len(before) == 1:
        return False
    if not _NAMES_BEFORE.fullmatch(before[-1].lstrip()):
        return False
    if _NAMES_AFTER.match(match.string, match.end()):
        return True
    descending = int(match.group("a")) >= int(match.group("b"))
    return descending and bool(_NAMES_GO_ON.match(match.string, match.end()))


# ar: the number after "مقابل" is its genitive, and so is the first after the win's or the
# result's noun ("الفوز اثنين مقابل واحد", "بنتيجة اثنين مقابل اثنين"; Wright § 321; panel
# Y5). A verb before the score keeps the nominative panels pinned ("فاز ... اثنان مقابل").
_AR_SCORE_NOUN = re.compile(r"(?<!\w)(?:ال|بال|وال|لل|ب)?(?:فوز|نتيجة)\s{1,3}\Z")


def _ar_oblique(words: str) -> str:
    return re.sub(
        r"(?<!\w)(اثنا|اثنان|[^\W\d_]+ون)(?!\w)",
        lambda m: {"اثنا": "اثني", "اثنان": "اثنين"}.get(m.group(1), m.group(1)[:-2] + "ين"),
        words,
    )


def _pl_genitive(n: int) -> str:
    if n < len(_PL_GENITIVE):
        return _PL_GENITIVE[n]
    return spellout_formatter("pl").format(n, "%spellout-cardinal-masculine-genitive")


def _score_said(lang: str, a: int, b: int, oblique: bool = False) -> str:
    said_a = spell(str(a), lang)
    # pl "do" takes the genitive: "dwadzieścia pięć do dwudziestu jeden" (Poradnia PWN)
    said_b = _pl_genitive(b) if lang == "pl" else spell(str(b), lang)
    if lang == "ar":
        said_a, said_b = _ar_oblique(said_a) if oblique else said_a, _ar_oblique(said_b)
    if lang == "cs":
        return f"{said_a} {said_b}"
    return _SCORE_SAID[lang].format(a=said_a, b=said_b)


@cache
@lru_cache(maxsize=64)
def _score_context(lang: str) -> re.Pattern[str]:
    return with_first_look(re.compile(rf"(?i)(?<!\w)(?:{_SCORE_WORDS[lang]})"))


def _sentence_around(match: re.Match, reach: int = 80) -> str:
    text = match.string
    before = text[max(0, match.start() - reach) : match.start()]
    after = text[match.end() : match.end() + reach]
    before = re.split(r"[.!?]\s", before)[-1]
    after = re.split(r"[.!?](?:\s|$)", after)[0]
    return f"{before} {after}"


def _words_around(match: re.Match) -> str:
    """The word before the match, the match and the word after: "Flamengo 3 x 0 Vasco"."""
    text, start, end = match.string, match.start(), match.end()
    before = text[max(0, start - 40) : start].split()[-1:]  # bounded: many scores in one text
    after = text[end : end + 40].split()[:1]
    return " ".join([*before, match.group(0).replace(" ", ""), *after])


# "Levski – CSKA 2:1", "Rīgas FS – Liepāja 2:1": two capitalised names joined by a dash
# right before the numbers say it is a match (the headline form of a result).
_DASHED_TEAMS = re.compile(r"(\S+)(?:\s+\S+)?\s[–—-]\s(\S+)(?:\s+\S+)?\s*$")
_SPACED_DASH = re.compile(r"\s[–—-]\s")
_TEAM_LANGS = {"bg", "hr", "sk", "sl", "lt", "lv", "et"}


def _dashed_teams(lang: str, match: re.Match) -> bool:
    if lang not in _TEAM_LANGS:
        return False
    line = match.string[max(0, match.start() - 60) : match.start()].split("\n")[-1]
    if not _SPACED_DASH.search(line):
        return False  # (what the pattern needs, looked for at once)
    found = _DASHED_TEAMS.search(line)
    return bool(found and found.group(1)[0].isupper() and found.group(2)[0].isupper())


# hu "A Fradi 2:1-re legyőzte": a score takes the case ending on its second number, said
# with a hyphen between ("kettő-egyre"; MHSz: "2:1 arányban", "kettő-egy"); the ending is
# the hu.ending rule's. Only where the sentence says it is a match.
_HU_SCORE = r"(?<![\w.,:/+\-–])(?P<a>\d{1,2}):(?=\d{1,2}-[a-záéíóöőúüű]{1,4}(?!\w))"
_HU_SCORE_WORDS = re.compile(
    r"(?i)(?<!\w)(?:győz|legyőz|nyert|kikap|vesztett|döntetlen|meccs|mérkőzés|gól|eredmény"
    # "3:1-re verte a Debrecent" (panel X3 heard "három:egyre")
    r"|(?:meg)?vert(?:e|ék|ük)?(?!\w)|kapott\s+ki)"
)


def _read_hu_score(match: re.Match) -> str:
    if not _HU_SCORE_WORDS.search(_sentence_around(match)):
        return match.group(0)  # "9:30-ra": a time
    return f"{spell(match.group('a'), 'hu')}-"


def _read_score(lang: str, match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    teams = match.group("sep") == "x" and _TEAMS_AROUND.fullmatch(_words_around(match))
    teams = teams or (
        _FIXTURE_BEFORE.search(match.string, max(0, match.start() - 60), match.start())
        and _FIXTURE_AFTER.match(match.string, match.end())
    )
    teams = teams or (match.group("sep") != "x" and _names_around(match))
    teams = teams or (
        _HALF_TIME_BEFORE.search(match.string, max(0, match.start() - 9), match.start())
        and match.string[match.end() : match.end() + 1] == ")"
    )
    partial = bool(
        _PARTIALS_BEFORE.search(match.string, max(0, match.start() - 120), match.start())
        and _PARTIAL_AFTER.match(match.string, match.end())
    )
    teams = teams or partial
    dashed = _dashed_teams(lang, match)
    if not teams and not dashed and not _score_context(lang).search(_sentence_around(match)):
        return match.group(0)
    if lang == "el" and not _EL_SCORE_END.match(match.string, match.end()):
        return match.group(0)
    # "Žalgiris – Rytas 85:79", "nugalėjo Latviją 85:78": no clock time has such numbers;
    # nor "gewann mit 98:87" where the sentence says it is a match (panel AD1)
    basket = (dashed or lang in _TEAM_LANGS or _after_mit(lang, match)) and (a > 24 or b > 59)
    basket = basket and not _DURATION_AFTER.match(match.string, match.end())
    # ru uk: a score's words in the sentence make "2:15" a score too; a fixture alone does
    # not ("Москва – Тверь 2:15": a time)
    said_so = lang in ("ru", "uk") and _score_context(lang).search(_sentence_around(match))
    if said_so and match.group("sep") == ":" and _at_a_clock_time(lang, match, a, b):
        return match.group(0)  # "Матч начнётся в 19:30": "at" says it is the time it starts
    if match.group("sep") == ":" and len(match.group("b")) == 2 and not said_so:
        if not basket and not partial:
            return match.group(0)  # "um 3:15": a time; a score's second number is short
    oblique = lang == "ar" and bool(
        _AR_SCORE_NOUN.search(match.string, max(0, match.start() - 16), match.start())
    )
    return padded(match, _score_said(lang, a, b, oblique))


# Panel AH4 (issue 31): a tennis match's sets written one after the other, "6-2, 4-6, 6-4",
# are each a score, the loser's sets too (el heard "από τέσσερα έως έξι", da "fire til
# seks" between "syv-seks" and "seks-tre"). A list of two or more sets a set can end with
# (6-0 to 6-4, 7-5, 7-6, either way round; ITF Rules of Tennis, rules 5 and 6) says the
# match without a score's word; each is said as the language says a score, el da with the
# hyphen's short pause ("έξι-τρία", "seks-tre"), as the panels heard the winner's sets.
_SET_LANGS = {"ro", "hr", "sv", "da", "en", "el"}
# ... and with a colon, as hr sv papers write them: "nakon 6:4, 7:5" (panel AP4 heard
# "šest:četiri"; no clock time has one digit after its colon)
_SETS = (
    r"(?<![\w.,:/+\-–])[0-7]\s?[-–:]\s?[0-7](?:,\s?[0-7]\s?[-–:]\s?[0-7]){1,4}"
    r"(?![\w:/\-–(]|[.,]\d)"
)
_A_SET = re.compile(r"([0-7])\s?[-–:]\s?([0-7])")


def _a_set(a: int, b: int) -> bool:
    high, low = max(a, b), min(a, b)
    return (high == 6 and low <= 4) or (high == 7 and low in (5, 6))


def _read_sets(lang: str, match: re.Match) -> str:
    sets = [(int(a), int(b)) for a, b in _A_SET.findall(match.group(0))]
    if not all(_a_set(a, b) for a, b in sets):
        return match.group(0)
    if lang in _SCORE_SAID:
        said = [_score_said(lang, a, b) for a, b in sets]
    else:
        said = [f"{spell(str(a), lang)}-{spell(str(b), lang)}" for a, b in sets]
    return padded(match, ", ".join(said))


def _at_a_clock_time(lang: str, match: re.Match, a: int, b: int) -> bool:
    """ "в 19:30", "о 21:45": the word for "at" before a clock time (panel S2); a score
    follows "со счётом", never "в"."""
    before = match.string[max(0, match.start() - 10) : match.start()].split()[-1:]
    at = before and re.fullmatch(_AT[lang], before[0], re.I)
    return bool(at) and len(match.group("b")) == 2 and a <= 23 and b <= 59


# --- ranges of clock times --------------------------------------------------------------

_per_thread = threading.local()


def _ru_genitive(n: int) -> str:
    formats = _per_thread.__dict__.setdefault("ru", None)
    if formats is None:
        formats = _per_thread.ru = BoundedSpellout(
            icu.RuleBasedNumberFormat(icu.URBNFRuleSetTag.SPELLOUT, icu.Locale("ru"))
        )
    return formats.format(n, "%spellout-cardinal-masculine-genitive")


def _uk_instrumental(h: int, m: int) -> str:
    words = ordinal(h, "uk", "f") or spell(str(h), "uk")
    words = re.sub(r"я$", "ьою", re.sub(r"а$", "ою", words))
    return f"{words} {spell(str(m), 'uk')}" if m else words


def _ru_instrumental(h: int, m: int) -> str:
    """ "между десятью и четырнадцатью": the hours in the instrumental."""
    formats = _per_thread.__dict__.get("ru") or _ru_genitive(0) and _per_thread.ru
    hour = formats.format(h, "%spellout-cardinal-masculine-instrumental")
    return f"{hour} {spell(str(m), 'ru')}" if m else hour


# Hours after "from"/"to" in the case the preposition asks: Polish and Ukrainian name the
# hour with a feminine ordinal in the genitive, Russian with a cardinal in the genitive.
# fi, et and lv say a span of hours with case endings, no "from"/"to" words in fi and et:
# fi "yhdeksästä viiteentoista" (elative, illative; Kotus), et "üheksast kaheksateistkümneni"
# (elative, terminative; EKI), lv "no deviņiem līdz astoņpadsmitiem" (dative; LVA), sl "od
# osmih do šestnajstih" (genitive; Slovenski pravopis).
_CASED_SPANS = {"fi", "et", "lv", "sl"}
_ET_GENITIVE = "null ühe kahe kolme nelja viie kuue seitsme kaheksa üheksa kümne".split()
_LV_DATIVE = {"viens": "vienam", "divi": "diviem", "trīs": "trim", "četri": "četriem",
              "pieci": "pieciem", "seši": "sešiem", "septiņi": "septiņiem",
              "astoņi": "astoņiem", "deviņi": "deviņiem"}  # fmt: skip


def _cased_hour(lang: str, h: int, to: bool) -> str | None:
    if not 0 < h <= 24:
        return None
    if lang == "fi":
        return num2words(h, lang="fi", case="illative" if to else "elative")
    if lang == "sl":
        from .times import _sl_locative  # the genitive of a numeral is the same form

        return _sl_locative(h)
    if lang == "et":
        if h <= 10:
            genitive = _ET_GENITIVE[h]
        elif h < 20:
            genitive = f"{_ET_GENITIVE[h - 10]}teistkümne"
        else:
            genitive = "kahekümne" + (f" {_ET_GENITIVE[h - 20]}" if h > 20 else "")
        return genitive + ("ni" if to else "st")
    words = spell(str(h), "lv").split()
    last = _LV_DATIVE.get(words[-1]) or words[-1] + "iem"  # "desmitiem", "trīspadsmitiem"
    return " ".join([*words[:-1], last])


def hour_from(lang: str, h: int, m: int, form: str | None = None) -> str | None:
    if lang in _CASED_SPANS and not m:
        return _cased_hour(lang, h, form == "to") or readings.time(lang, h, m)
    if lang == "fi" and m >= 10 and 0 < h <= 24:
        # "kello kymmenestä yhteentoista kolmeenkymmeneen": the minutes take the hour's case
        # (Kotus, "Kellonajat"; panel AD3 heard "yksitoista kolmekymmentä" with no case)
        case = "illative" if form == "to" else "elative"
        return f"{num2words(h, lang='fi', case=case)} {num2words(m, lang='fi', case=case)}"
    if lang == "lv" and m >= 10 and _cased_hour(lang, h, form == "to"):
        # "no 8:30": the hour in the dative, the minutes after it ("no astoņiem trīsdesmit";
        # panel X3 heard "no astoņi trīsdesmit")
        return f"{_cased_hour(lang, h, form == 'to')} {spell(str(m), 'lv')}"
    if lang == "pl":
        hour = ordinal(h, "pl", form or "f-gen") if h else "zera"
    elif lang == "uk":
        hour = ordinal(h, "uk", form or "f-gen") if h else "нуля"
    elif lang == "ru":
        hour = _ru_genitive(h) if h else "нуля"
    elif lang == "cs" and h:
        from .czech_cases import declined  # "od osmi do sedmnácti" (ÚJČ: genitive)

        if form == "f-ins":  # "mezi desátou a dvanáctou": hours of the clock, ordinals
            return " ".join(filter(None, (ordinal(h, "cs", "f-ins"), m and spell(str(m), "cs"))))
        return " ".join(filter(None, (declined(h, "gen"), m and declined(m, "gen"))))
    elif lang == "sk" and h:
        # the hour an ordinal of "hodina": "od deviatej do osemnástej" (genitive), "medzi
        # trinástou a šestnástou" (instrumental) (Pravidlá slovenského pravopisu)
        hour = ordinal(h, "sk", "f-ins" if form == "f-ins" else "f-gen")
        return " ".join(filter(None, (hour, m and spell(str(m), "sk"))))
    else:
        return readings.time(lang, h, m)
    if not m:
        return hour
    minutes = spell(str(m), lang)
    zero = {"pl": "zero", "uk": "нуль", "ru": "ноль"}[lang]
    return f"{hour} {zero} {minutes}" if m < 10 else f"{hour} {minutes}"


_FROM_TO = {
    "pl": ("od", "do"), "uk": ("з", "до"), "ru": ("с", "до"), "de": ("von", "bis"),
    "fr": ("de", "à"), "es": ("de", "a"), "it": ("dalle", "alle"), "pt": ("das", "às"),
    "nl": ("van", "tot"), "cs": ("od", "do"), "sk": ("od", "do"), "hr": ("od", "do"),
    "sl": ("od", "do"), "bg": ("от", "до"), "sv": ("", "till"), "da": ("", "til"),
    "ro": ("de la", "la"), "fi": ("", ""), "et": ("", ""), "lv": ("no", "līdz"),
}  # fmt: skip
# "at" before a span of clock times: "в 19:30–21:00" is said "с девятнадцати тридцати до
# двадцати одного", the "at" giving way to "from ... to" (issue 31).
_AT = {"ru": "в|во", "uk": "о|об|в|у", "pl": "o|w", "cs": "v|ve", "sk": "o|v", "bg": "в|във"}
# Words that say a bare "8–16" is a span of hours.
_HOUR_WORDS = {"pl": ("godz. ", "godzinach ", "godzinie ", "godziny "), "it": ("ore ",),
               "fi": ("kello ", "klo "),
               # et "kella 22–6": the clock's genitive asks for the span's cases, "kella
               # kahekümne kahest kuueni" (EKI; panel AQ3 heard "kakskümmend kaks–kuus");
               # "kell 8–16" is pinned "kell kaheksa kuni kuusteist"
               "et": ("kella ",)}  # fmt: skip
_HOURS_AFTER = {
    "de": r"\s?Uhr(?!\w)",
    "nl": r"\s?uur(?!\w)",
    "hu": r"\s?óra\s(?=között(?!\w))",
}  # "8-16 óra között" (between 8 and 16)
# The hour's unit after a span of clock times ("9:00–18:00 ч.", "8.00 – 17.00 h"): said once,
# at the span's end, where the hours leave it unsaid (bg "часа" is said by each time already:
# "от девет часа до осемнайсет часа", as the pins have "от 9:00 до 18:00 ч."); sk cs
# "do sedemnástej hodiny" (a whole hour; with minutes nothing). Panel AO2 heard "часа ч.",
# "sedemnástej h".
_UNIT_AFTER = {"bg": r"\s?ч\.", "sk": r"\s?(?:hod\.|h)(?!\w)", "cs": r"\s?(?:hod\.|h)(?!\w)"}
_UNIT_SAID = {"bg": "часа", "sk": "hodiny", "cs": "hodin"}
# A bare "9–18" ending a clause is a span of hours after words that say when a place is
# open (weekdays as the day rule read them: "по пятницу", "do piątku").
_HOURS_CONTEXT = {
    lang: re.compile(rf"(?i:{words})")
    for lang, words in {
        "ru": "понедельник|вторник|сред[ау]|четверг|пятниц|суббот|воскресень|ежедневно|час|"
        "режим|график|работа|работаем|открыт|перерыв|обед|доставк|при[её]м",
        "uk": "понеділ|вівтор|серед|четвер|п'ятниц|субот|неділ|щодня|годин|режим|графік|"
        "працю|робот|відчин|перерв|обід|доставк|прийом",
        "pl": "poniedział|wtork|środ|czwart|piąt|sobot|niedziel|codziennie|godzin|czynn|"
        "otwart|pracuj|przerw|dostaw|obsług",
        "ro": "luni|marți|marti|miercuri|joi|vineri|sâmbăt|sambat|duminic|program|orar|deschis|"
        "zilnic|intre|între",
        "hu": "hétfő|kedd|szerd|csütörtök|péntek|szombat|vasárnap|nyitva|ügyfélszolgálat",
        "fi": "aukiolo|avoinna|auki|maanantai|tiistai|keskiviiko|torstai|perjantai|lauantai|"
        "sunnuntai|arkisin",
        "et": "lahtioleku|avatud|tööaeg|esmaspäev|teisipäev|kolmapäev|neljapäev|reede|laupäev|"
        "pühapäev",
        # lv "Aptieka strādā 8–22." (panel AQ3 heard "astoņi līdz divdesmit divi"): a place
        # that works those hours
        "lv": "darba laik|atvērt|pirmdien|otrdien|trešdien|ceturtdien|piektdien|sestdien|svētdien"
        "|strādā|strādājam|strādās",
        "sl": "delovni čas|odprt|uradne ure|ponedeljk|tork|sred|četrtk|petk|sobot|nedelj",
    }.items()
}
# Italian opening hours ("Orari: lun.-ven. 9-18."): "dalle nove alle diciotto" (panel W2).
_HOURS_CONTEXT["it"] = re.compile(
    r"(?i:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|orari|apert|chius|"
    r"festivi|feriali|tutti i giorni)"
)
# "zwischen 9-12 Uhr", "entre 9h-12h": after "between" a span says "between ... and" (Duden,
# "zwischen ... und"; Le Robert; RAE; Treccani; Priberam), not "between from ... to".
_HOUR_WORDS["it"] += ("tra le ", "fra le ")
# it "ore 8-18" is said "dalle otto alle diciotto": the span's words stand for "ore" (panel
# AB1 heard "ore dalle otto alle diciotto" as clumsy), so the rule reads the word with it.
_SAID_AS_SPAN = {"it": ("ore ",)}
# de nl: a preposition that governs the span itself ("für 14:00–14:30 Uhr", "gegen 9–10
# Uhr", nl "voor 14:00–14:30 uur"): the span says no "von"/"van" of its own, "für vierzehn
# Uhr bis vierzehn Uhr dreißig" (panel AG1 heard "für von vierzehn Uhr bis ...").
_GOVERNED_SPAN = {"de": {"für", "um", "gegen", "auf"},
                  "nl": {"voor", "om", "rond", "rondom", "omstreeks", "tegen"}}  # fmt: skip
_BETWEEN_DASH = {"de": ({"zwischen"}, "und"), "fr": ({"entre"}, "et"), "es": ({"entre"}, "y"),
                 "pt": ({"entre"}, "e"), "it": ({"tra", "fra"}, "e"), "sv": ({"mellan"}, "och"),
                 "da": ({"mellem"}, "og"), "en": ({"between"}, "and"),
                 "nl": ({"tussen"}, "en")}  # fmt: skip
_TIME = r"(?P<{h}>[01]?\d|2[0-4]):(?P<{m}>[0-5]\d)"
# Languages writing a span of clock times with dots too: it "9.30-13.00" (Treccani).
_DOT_CLOCKS = {"it", "id", "tr"}  # id "09.00-12.00" (PUEBI writes the time with a dot)
# tr "13.00-15.00": TDK's Yazım Kılavuzu separates hour and minute with a dot (panel P5).
# sv da "kl. 13.00–15.00" (Svenska skrivregler, Retskrivningsordbogen write the clock with
# a dot; their decimals take a comma): a span of clock times, "tretton till femton".
_DOT_CLOCKS |= {"sv", "da"}
# sv da "man.-fre. 9-17.30" (panel S4 heard "ni-sytten komma tredive"): opening hours whose
# first hour is whole; the second's minutes make the span one of clock times.
_WHOLE_HOUR_FIRST = {"sv", "da"}
# fi "klo 10–11.30" (panel AD3 heard "yksitoista pilkku kolme"): after the clock's word a
# whole first hour starts a span of clock times too.
_WHOLE_HOUR_AFTER = {"fi": ("klo ", "kello ", "Klo ", "Kello ")}
# et fi lv "9.00–21.00" (EKI ÕS, Kotus "Kellonajat", LVS write the clock with a dot; their
# decimals take a comma): a span of clock times (panel Q3 heard "üheksa–kakskümmend üks").
_DOT_CLOCKS |= {"et", "fi", "lv"}
# nl "9.00-18.00 uur" (Taalunie, "Tijd noteren": the clock with a dot; panel X1 heard
# "negen-achttien uur")
_DOT_CLOCKS.add("nl")
# sl "8.00–19.00" (Slovenski pravopis writes the clock with a dot, decimals with a comma;
# panel X3 heard "osem–devetnajst")
_DOT_CLOCKS |= {"sl"}
# cs sk "9.00 – 18.00" (Pravidla českého pravopisu and Pravidlá slovenského pravopisu write
# the clock with a dot, decimals with a comma; panel Z2 heard "deväť celých nula nula");
# "od 8.00 do 17.00 h" is the time rule's already, with its "hodiny" (times.py).
_DASHED_DOT_CLOCKS = {"cs", "sk"}
_DOT_CLOCKS |= _DASHED_DOT_CLOCKS
# Languages writing an hour with "h": "8h-18h" (Académie, "Écriture des heures").
_H_CLOCKS = {"fr", "pt"}


# Spans written with the words themselves: "с 10:00 до 14:00", "z 9:00 do 17:00",
# "між 10:00 та 13:00", "między 10:00 a 14:00"; (from words, to words). Russian also "с 9
# до 18": the genitive is right for hours and counts alike.
_WORDED = {
    "ru": (("с", "со", "от"), ("до",)), "uk": (("з", "зі", "від"), ("до",)),
    "pl": (("od",), ("do",)), "cs": (("od",), ("do",)), "lv": (("no",), ("līdz",)),
    "sk": (("od",), ("do",)),
}  # fmt: skip
# Words after a span of bare hours that leave them hours: "з 9 до 18 щодня".
_ADVERBS = {"щодня", "щоденно", "включно", "год", "години", "годин", "codziennie",
            "godz", "godziny", "włącznie", "oraz", "і", "та", "i", "a",
            # fi et "ja", lv "un", sl "in": "la 8–20 ja su 12–18" (panel Q3)
            "ja", "un", "in"}  # fmt: skip
_BETWEEN = {"pl": ("między", ("a", "i")), "uk": ("між", ("і", "та")), "ru": ("между", ("и",)),
            "cs": ("mezi", ("a",)), "lv": ("starp", ("un",)), "sk": ("medzi", ("a",))}  # fmt: skip


def _worded_pattern(lang: str) -> str:
    from_words, to_words = _WORDED[lang]
    between, ands = _BETWEEN[lang]
    # Russian reads "с 9 до 18" as it reads counts; elsewhere bare hours are hours only
    # when no noun follows ("z 9 do 18." but not "od 5 do 10 lat").
    time1 = r"(?P<w1>[01]?\d|2[0-4])(?::(?P<wm1>[0-5]\d))?"
    time2 = r"(?P<w2>[01]?\d|2[0-4])(?::(?P<wm2>[0-5]\d))?"
    if lang in _DOT_CLOCKS - _DASHED_DOT_CLOCKS:  # lv "no 8.00 līdz 22.00" (panel Q3)
        time1, time2 = time1.replace("(?::", "(?:[:.]"), time2.replace("(?::", "(?:[:.]")
    first = "|".join((*from_words, between))
    second = "|".join((*to_words, *ands))
    # "с 1 до 5 марта" are days of a month: the date rules read them
    months = rf"(?!\s+(?:{cldr.month_pattern(lang)}))"
    # lv "no plkst. 9.00 līdz 13.00": the clock's word after "no", its minutes written (panel
    # AJ3 heard "no pulksten deviņi līdz pulksten trīspadsmit"; "no plkst. 10 līdz 14", the
    # bare hours, a panel pinned as counts)
    clock = r"(?:(?P<clockw>(?i:pulksten|plkst\.))\s+(?=\d{1,2}[:.]\d\d))?" if lang == "lv" else ""
    return (
        rf"(?<!\w)(?P<fw>(?i:{first}))\s+{clock}{time1}\s+(?P<tw>(?i:{second}))\s+{time2}"
        rf"(?![\d:]|[.,]\d){months}"
    )


@cache
def _time_range_pattern(lang: str) -> str:
    time = _TIME.replace(":", "[:.]") if lang in _DOT_CLOCKS else _TIME
    at = rf"(?:(?<!\w)(?P<at>(?i:{_AT[lang]}))\s+)?" if lang in _AT else ""
    first = time.format(h="h1", m="m1")
    if lang in _WHOLE_HOUR_FIRST:  # "9-17.30": the first hour whole, the second with minutes
        first = r"(?P<h1>[01]?\d|2[0-4])(?:[:.](?P<m1>[0-5]\d))?"
    if lang in _WHOLE_HOUR_AFTER:
        heads = "|".join(f"(?<={w})" for w in _WHOLE_HOUR_AFTER[lang])
        first = rf"(?:{first}|(?:{heads})(?P<h0>[01]?\d|2[0-4])(?=\s?[-–—]))"
    clock = (
        rf"{at}(?<![\d.,:]){first}\s?[-–—]\s?{time.format(h='h2', m='m2')}"
        rf"(?![\d:]|[.,]\d)(?:{_HOURS_AFTER.get(lang, '(?!)')})?"
        rf"(?P<hunit>{_UNIT_AFTER.get(lang, '(?!)')})?"
        # (sv da "2.50–3.50 kr": a price's span, not the clock's)
        + (r"(?!\s?(?i:kr|kronor|kroner|sek|dkk|eur|%|€|\$)(?!\w))" if lang in ("sv", "da") else "")
        # et fi lv "9.50–12.00 eurot": a price's span too
        # (nl sl cs sk likewise; sl "evrov")
        + (
            r"(?!\s?(?i:eur\w*|eiro|evr\w*|€|%)(?!\w))"
            if lang in ("et", "fi", "lv", "nl", "sl", "cs", "sk")
            else ""
        )
    )
    bare = r"(?<![\d.,:/])(?P<b1>[01]?\d|2[0-4])\s?[-–—]\s?(?P<b2>[01]?\d|2[0-4])(?![\d:/]|[.,]\d)"
    if lang in _HOURS_AFTER:
        bare += rf"(?P<after>{_HOURS_AFTER[lang]})"
    elif lang in _HOUR_WORDS:
        said = _SAID_AS_SPAN.get(lang, ())
        heads = [
            f"(?<={re.escape(v)})"
            for w in _HOUR_WORDS[lang]
            if w not in said
            for v in dict.fromkeys((w, w.capitalize()))
        ]  # "Klo 9–17." too
        heads += [f"(?P<hw>(?<!\\w)(?i:{w.strip()})\\s)" for w in said]
        bare = "(?:" + "|".join(heads) + f"){bare}"
        bare = f"(?:{bare})"
    else:
        bare = ""
    if lang in _HOURS_CONTEXT:  # "пн–пт 9–18.", "Godziny otwarcia: 10-18."
        bare += ("|" if bare else "") + (
            r"(?<![\d.,:/])(?P<c1>[01]?\d|2[0-4])\s?[-–—]\s?(?P<c2>[01]?\d|2[0-4])"
            rf"(?![\d:/]|[.,]\d)(?=\s*(?:[.,;!?)]|$|(?:{'|'.join(_ADVERBS)})(?!\w)))"
        )
    if lang in _H_CLOCKS:  # fr "8h-18h", "9h30–12h" (pt "8h-18h")
        hour = r"(?P<{h}>[01]?\d|2[0-4])h(?P<{m}>[0-5]\d)?"
        clock += (
            rf"|(?<![\d.,:]){hour.format(h='x1', m='xm1')}\s?[-–—]\s?"
            rf"{hour.format(h='x2', m='xm2')}(?!\w)"
        )
    worded = f"|{_worded_pattern(lang)}" if lang in _WORDED else ""
    if lang in _BETWEEN_HOURS:
        worded += f"|{_BETWEEN_HOURS_PATTERN.format(word=_BETWEEN[lang][0])}"
    if lang == "vi":  # "8h-22h", "8h30-17h"
        worded += (
            r"|(?<![\d.,:])(?P<v1>[01]?\d|2[0-4])h(?P<vm1>[0-5]\d)?\s?[-–—]\s?"
            r"(?P<v2>[01]?\d|2[0-4])h(?P<vm2>[0-5]\d)?(?!\w)"
        )
    # A span starts with a digit, or with the language's word for "from" or "between".
    words = {w[0] for w in (*_WORDED[lang][0], _BETWEEN[lang][0])} if lang in _WORDED else set()
    words |= {w[0] for w in _AT.get(lang, "").split("|") if w}
    words |= {w[0] for w in _SAID_AS_SPAN.get(lang, ()) if lang not in _HOURS_AFTER}
    first = "".join(sorted({*words, *(w.upper() for w in words)}))
    return f"(?=[\\d{first}])(?:{clock}{'|' + bare if bare else ''}{worded})"


# cs sk "mezi 8–12 h", "medzi 9.00 – 13.00 hod.": "between" and a dash are the hours of
# the clock, ordinals in the instrumental joined by "a" ("mezi osmou a dvanáctou hodinou";
# ÚJČ, "Časové údaje"; Pravidlá slovenského pravopisu), the hour's word after them.
_BETWEEN_HOURS = {"cs": "hodinou", "sk": "hodinou"}
_BETWEEN_HOURS_PATTERN = (
    r"(?<!\w)(?P<bd>(?i:{word}))\s+(?P<bh1>[01]?\d|2[0-4])(?:[.:](?P<bm1>[0-5]\d))?"
    r"\s?[-–—]\s?(?P<bh2>[01]?\d|2[0-4])(?:[.:](?P<bm2>[0-5]\d))?(?![\d:]|[.,]\d)"
    r"(?P<bu>\s?(?:hodín|hodin|hod\.|hod|h)(?!\w))?"
)


def _read_between_hours(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    h1, m1, h2, m2 = (int(g[k] or 0) for k in ("bh1", "bm1", "bh2", "bm2"))
    if h1 >= h2 and not (m1 or m2):
        return match.group(0)  # "mezi 12–8" is no span of the day
    first, second = hour_from(lang, h1, m1, "f-ins"), hour_from(lang, h2, m2, "f-ins")
    if first is None or second is None:
        return match.group(0)
    said = f"{g['bd']} {first} a {second}"
    if g["bu"]:
        said += f" {_BETWEEN_HOURS[lang]}"
        rest = match.string[match.end() : match.end() + 60]
        if g["bu"].endswith(".") and (not rest.strip() or rest.lstrip()[:1].isupper()):
            said += "."  # "hod." ended the sentence too
    return padded(match, said)


def _read_worded(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    h1, m1, h2, m2 = (int(g[k] or 0) for k in ("w1", "wm1", "w2", "wm2"))
    if g["wm1"] is None and g["wm2"] is None:
        if h1 >= h2:  # "с 9 до 18": a span of the day; else leave it
            return match.group(0)
        following = re.match(r"\s+([^\W\d_]+)", match.string[match.end() : match.end() + 40])
        if lang != "ru" and following and following.group(1).lower() not in _ADVERBS:
            return match.group(0)  # "od 5 do 10 lat": a count of years
        if re.match(r"\s?[°%‰€$£¥₽₴]", match.string[match.end() : match.end() + 3]):
            return match.group(0)  # "od 18 do 22°C", "с 5 до 10 %": a sign counts them
    between = g["fw"].lower() == _BETWEEN[lang][0]
    form = "f-acc" if between and lang == "pl" else None  # "między dziesiątą a czternastą"
    form = "f-ins" if between and lang in ("cs", "sk") else form
    if between and lang == "ru":
        first, second = _ru_instrumental(h1, m1), _ru_instrumental(h2, m2)
    else:
        first, second = hour_from(lang, h1, m1, form), hour_from(lang, h2, m2, form)
    if between and lang == "uk":  # "між десятою та тринадцятою"
        first, second = _uk_instrumental(h1, m1), _uk_instrumental(h2, m2)
    clock = f"{g['clockw']} " if g.get("clockw") else ""
    return padded(match, f"{g['fw']} {clock}{first} {g['tw']} {second}")


def _span(lang: str, match: re.Match) -> tuple[int, int, int, int] | None:
    """The hours and minutes of a span, or None where the numbers are no span of hours."""
    g = match.groupdict()
    if g.get("v1") is not None:
        return tuple(int(g[k] or 0) for k in ("v1", "vm1", "v2", "vm2"))
    if g.get("h1") is not None:
        return int(g["h1"]), int(g["m1"] or 0), int(g["h2"]), int(g["m2"])
    if g.get("h0") is not None:  # fi "klo 10–11.30"
        return int(g["h0"]), 0, int(g["h2"]), int(g["m2"])
    if g.get("x1") is not None:
        return int(g["x1"]), int(g["xm1"] or 0), int(g["x2"]), int(g["xm2"] or 0)
    if g.get("c1") is not None:
        h1, h2 = int(g["c1"]), int(g["c2"])
        # a sentence ends before a capital: "pon.–pet. 8–16" is one clause
        before = match.string[max(0, match.start() - 60) : match.start()]
        clause = re.split(r"[.!?]\s(?=[A-ZÀ-ÞА-ЯЁІЇЄҐ])", before)
        if h1 >= h2 or not _HOURS_CONTEXT[lang].search(clause[-1]):
            return None  # "за 2-3 дня" has a noun; "Это 3-5." is no span of hours
        return h1, 0, h2, 0
    h1, h2 = int(g["b1"]), int(g["b2"])
    # after the clock's word a span may run through the night: fi "klo 22–6" -> "kello
    # kahdestakymmenestäkahdesta kuuteen" (panel AQ3 heard "kaksikymmentäkaksi–kuusi")
    overnight = h1 >= 18 and h2 <= 10
    return (h1, 0, h2, 0) if h1 < h2 or overnight else None


def _read_time_range(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    if g.get("bd"):
        return _read_between_hours(lang, match)
    if g.get("fw"):
        return _read_worded(lang, match)
    span = _span(lang, match)
    if span is None:
        return match.group(0)
    h1, m1, h2, m2 = span
    if lang == "hu":
        if g.get("after"):  # "nyolc és tizenhat óra között"
            return padded(match, f"{spell(str(h1), 'hu')} és {spell(str(h2), 'hu')} óra ")
        return padded(match, f"{_hu_from(h1, m1)} {_hu_until(h2, m2)}")
    from_word, to_word = _from_to(lang, bool(m1 or m2))
    if lang == "de" and not (m1 or m2):
        first, second = spell(str(h1), "de"), f"{spell(str(h2), 'de')} Uhr"
    elif lang == "nl" and not (m1 or m2):
        first, second = spell(str(h1), "nl"), f"{spell(str(h2), 'nl')} uur"
    else:
        to = "to" if lang in _CASED_SPANS else None
        first, second = hour_from(lang, h1, m1), hour_from(lang, h2, m2, to)
    if first is None or second is None:
        return match.group(0)
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip().rsplit(None, 1)
    previous = before[-1].lower() if before else ""
    if lang == "ro" and previous in ("orele", "ora") and len(before) > 1:
        # "între orele 9-16" (panel T4): the "între" before the hours' word governs the span
        if before[0].lower().endswith(("între", "intre")):
            previous = "între"
    first, second, from_word, to_word = _local_span_words(
        lang, previous, first, second, from_word, to_word
    )
    from_word, to_word = _between(lang, previous, before, from_word, to_word)
    if previous == from_word or lang not in _FROM_TO or previous in _GOVERNED_SPAN.get(lang, ()):
        from_word = ""
    if g.get("at") and not from_word:
        from_word = g["at"]
    said = f"{from_word} {first} {to_word} {second}".strip()
    if g.get("hw") and g["hw"][0].isupper():
        said = said[:1].upper() + said[1:]
    if to_word == "-":
        said = f"{first}-{second}"
    return padded(match, _with_unit(lang, match, said, bool(m2)))


# hi "9:00 - 21:00": no one says "इक्कीस बजे"; the hours of a 24-hour span are said on the
# twelve-hour clock with the part of the day, and the span closed with तक ("सुबह नौ बजे से
# रात नौ बजे तक", as the pinned "दुकान सुबह 9 बजे से रात 9 बजे तक"; panel AS5).
_HI_PARTS = ((4, "रात"), (12, "सुबह"), (16, "दोपहर"), (20, "शाम"), (25, "रात"))
_HI_PART_WORDS = {"सुबह", "दोपहर", "शाम", "रात", "सवेरे", "तड़के"}


def _hi_hour(h: int, m: int, part: bool) -> str:
    said = readings.time("hi", h % 12 or 12, m) or ""
    if not part:
        return said
    return f"{next(word for end, word in _HI_PARTS if h < end)} {said}"


def _read_hi_time_range(lang: str, match: re.Match) -> str:
    span = _span(lang, match) if match.group("h1") is not None else None
    if span is None or max(span[0], span[2]) < 13:
        return _read_time_range(lang, match)
    return padded(match, _hi_day_span(match, *span))


def _hi_day_span(match: re.Match, h1: int, m1: int, h2: int, m2: int) -> str:
    before = match.string[max(0, match.start() - 20) : match.start()].split()
    told = bool(before) and before[-1] in _HI_PART_WORDS
    until = re.match(r"\s*(?:बजे\s+)?तक(?!\w)", match.string[match.end() : match.end() + 12])
    said = f"{_hi_hour(h1, m1, not told)} से {_hi_hour(h2, m2, True)}"
    return said if until else f"{said} तक"


def _with_unit(lang: str, match: re.Match, said: str, minutes: bool) -> str:
    """A span of clock times with the hour's unit after it, said once at the end."""
    if not match.groupdict().get("hunit"):
        return said
    unit = _UNIT_SAID[lang]
    if not said.endswith(unit) and not (minutes and lang in ("sk", "cs")):
        said += f" {unit}"
    rest = match.string[match.end() : match.end() + 60]
    if match.group("hunit").endswith(".") and (not rest.strip() or rest.lstrip()[:1].isupper()):
        said += "."  # "ч." ended the sentence too
    return said


_NL_ABOUT = {"circa", "ca.", "ca", "ongeveer", "zo'n", "plusminus"}


def _from_to(lang: str, minutes: bool) -> tuple[str, str]:
    if lang == "et" and minutes:
        # "kümnest kuni üksteist kolmkümmend": the minutes leave the hour in the nominative,
        # so "kuni" says where the span ends (EKI, "Kellaajad"; panel AD3)
        return "", "kuni"
    return _FROM_TO.get(lang, ("", readings.RANGES[lang][1]))


def _local_span_words(lang: str, previous: str, first: str, second: str, said_from: str,
                      said_to: str) -> tuple[str, str, str, str]:  # fmt: skip
    """A language's own words around a span of hours: (first, second, from, to)."""
    if lang == "ro":  # "de la opt la douăzeci": the span says the hours without "ora"
        first, second = first.removeprefix("ora "), second.removeprefix("ora ")
        if previous in ("intre", "între"):
            said_from, said_to = "", "și"  # "între nouă și șaptesprezece"
    if lang == "pl" and previous in ("godz.", "godzinie"):
        said_from = "od"
    if lang == "nl" and previous in _NL_ABOUT and second.endswith(" uur"):
        # "ca. 3-4 uur": a rough length of time, no span of the clock ("circa drie à vier
        # uur", Van Dale "à": "drie à vier dagen"; panel AK1 heard "circa van drie tot vier")
        said_from, said_to = "", "à"
    if lang == "da":  # "klokken tretten til femten": the clock word once, before the span
        second = second.removeprefix("klokken ")
        if previous in ("kl.", "kl", "klokken"):
            first = first.removeprefix("klokken ")
    return first, second, said_from, said_to


def _between(lang: str, previous: str, before: list[str], said_from: str, said_to: str):
    """ "zwischen 9-12 Uhr" -> ("zwischen", "und"); "tra le 9:00-12:00" -> ("le", "e le")."""
    if previous in _BETWEEN_DASH.get(lang, ((), ""))[0]:
        return previous, _BETWEEN_DASH[lang][1]
    if lang == "it" and previous == "le" and before[0].lower().endswith(("tra", "fra")):
        return "le", "e le"  # "tra le nove e le dodici"
    if lang in ("sv", "da") and previous in ("klockan", "klokken", "kl.", "kl") and before:
        # "mellan klockan tretton och femton" (panel AH4): "between" before the clock's word
        between = before[0].split()[-1:]
        if between and between[0].lower() in _BETWEEN_DASH[lang][0]:
            return "", _BETWEEN_DASH[lang][1]
    return said_from, said_to


def previous_word(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip().rsplit(None, 1)
    return before[-1].lower() if before else ""


def _hu_suffixed(h: int, m: int, front: str, back: str) -> str:
    """ "nyolctól", "húszig", "kilenc óra harminctól": the case ending on the last word, its
    vowel by the word's last vowel (MHSz 12, 13.: vowel harmony)."""
    words = spell(str(h), "hu") if not m else f"{spell(str(h), 'hu')} óra {spell(str(m), 'hu')}"
    vowels = re.findall(r"[aáoóuúeéiíöőüű]", words)
    return words + (back if vowels and vowels[-1] in "aáoóuú" else front)


def _hu_from(h: int, m: int) -> str:
    return _hu_suffixed(h, m, "től", "tól")


def _hu_until(h: int, m: int) -> str:
    return _hu_suffixed(h, m, "ig", "ig")


# "8–18 óráig", "3–5 napig": a span before a word in the terminative (-ig) says where it
# starts in the ablative, "nyolctól tizennyolc óráig" (MHSz 12, 13.: the ending by vowel
# harmony); the second number stays before its noun.
_HU_UNTIL_RANGE = r"(?<![\w.,:/-])(?P<a>\d{1,4})\s?[-–—]\s?(?P<b>\d{1,4})(?=\s+[^\W\d_]+ig(?!\w))"


# "2–8 °C között": before "között" (between) a span's bounds are joined by "és", the first
# in its attributive form ("két és nyolc Celsius-fok között"; MHSz 12, 296.; panel BC3
# heard "két-nyolc ... között"). The second and its unit are left to the units' rule.
_HU_BETWEEN_RANGE = (
    r"(?<![\w.,:/-])(?P<a>\d{1,4})\s?[-–—]\s?"
    r"(?=(?P<b>\d{1,4})(?![\d.,:])\s?(?:°C|°|%|[a-zA-Z]{1,3}(?![\w/]))?\s+között(?!\w))"
)


def _read_hu_between_range(match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    if a >= b:
        return match.group(0)
    return re.sub(r"kettő$", "két", spell(str(a), "hu")) + " és "


def _read_hu_until_range(match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    if a >= b:
        return match.group(0)
    return padded(match, f"{_hu_from(a, 0)} {spell(str(b), 'hu')}")


def _bind(read, lang):
    return lambda match: read(lang, match)


# Korean "3대 1" (a score or a ratio, 경쟁률 10대 1): Sino-Korean numbers, where the
# counter rule would say native ones ("세 대", three vehicles).
_KO_SCORE = r"(?<![\d.,])(?P<a>\d{1,3})\s?대\s?(?P<b>\d{1,3})(?![\d.,:])"
# "3:1 승리", "3-1で勝利": a colon or a dash between two small numbers is a score where the
# sentence says there was a match; said "삼 대 일", "さんたいいち" (対).
_CJK_SCORE = r"(?<![\d.,:/\-])(?P<a>\d{1,2})(?P<sep>[:\-])(?P<b>\d{1,2})(?![\d.,:/\-])"
_CJK_SCORE_WORDS = {
    # ... and a half's or extra time's end, "전반전 종료 1-0", "前半終了 1-0" (panel AY heard
    # "일-영", "いち-ぜろ"; 표준국어대사전 "전반전", 大辞林 "前半")
    "ko": re.compile(
        r"승리|이겼|이겨|꺾|격파|패배|졌|경기|스코어|무승부|득점|완승|역전|골|전반|후반|연장전|하프타임"
    ),
    "ja": re.compile(
        r"勝利|勝っ|勝ち|破っ|敗れ|負け|試合|スコア|引き分け|得点|ゴール|快勝|前半|後半|延長|ハーフタイム"
    ),
}


def _read_ko_score(lang: str, match: re.Match) -> str:
    from .korean_words import sino

    return f"{sino(int(match.group('a')))} 대 {sino(int(match.group('b')))}"


def read_cjk_score(lang: str, match: re.Match) -> str:
    """ko "3:1 승리" -> "삼 대 일", ja "3-1で勝利" -> "さんたいいち" (needs a match word)."""
    if not _CJK_SCORE_WORDS[lang].search(_sentence_around(match)):
        return match.group(0)
    if lang == "ja":
        from .japanese_readings import number

        return f"{number(match.group('a'))}たい{number(match.group('b'))}"
    return _read_ko_score(lang, match)


def cjk_score_rule(lang: str) -> Rule:
    return rule(f"{lang}.matchscore", f"{lang}: a match's score (3:1, 3-1) -> 삼 대 일",
                _CJK_SCORE)(_bind(read_cjk_score, lang))  # fmt: skip


# hi cricket: "325/6" is runs for wickets, said "छह विकेट पर तीन सौ पच्चीस रन" (six wickets
# for 325 runs), as Hindi papers write the score out ("भारत ने 6 विकेट पर 325 रन बनाए";
# panel P5). A score where "रन" follows, or a cricket word is in the sentence; wickets at
# most ten.
_HI_CRICKET = (
    r"(?<![\d/.,:\-])(?P<runs>\d{1,3})/(?P<wickets>10|\d)(?![\d/]|[.,]\d)"
    r"(?P<run>\s?रन(?!\w))?"
)
_HI_CRICKET_WORDS = re.compile(r"रन|विकेट|ओवर|पारी|बल्लेबाज|गेंदबाज|स्कोर|मैच|टेस्ट|वनडे|आउट")


def _read_hi_cricket(match: re.Match) -> str:
    if not match.group("run") and not _HI_CRICKET_WORDS.search(_sentence_around(match)):
        return match.group(0)
    said = f"{match.group('wickets')} विकेट पर {match.group('runs')} रन"
    return padded(match, said)


# ar "في الدقيقة 90": the minute of a match is its ordinal, agreeing with the feminine
# noun, in the genitive after a preposition ("في الدقيقة التسعين", "حتى الدقيقة الخامسة
# والأربعين"; Wright § 324; panel P5 heard "الدقيقة تسعون").
_AR_MINUTE = (
    r"(?<!\w)(?P<pre>(?:في|حتى|منذ|بعد|قبل|من|إلى)\s+)?(?P<noun>[بل]?الدقيقة)\s+"
    r"(?P<n>[1-9]\d?|1[0-2]\d)(?!\d|[.,:/\-]\d)"
)


def _read_ar_minute(match: re.Match) -> str:
    words = ordinal(int(match.group("n")), "ar", "f")
    if not words:
        return match.group(0)
    if match.group("pre") or match.group("noun")[0] in "بل":
        words = re.sub(r"ون(?!\w)", "ين", words)
    return f"{match.group('pre') or ''}{match.group('noun')} {words}"


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.score`` and ``<lang>.timerange``; they run before the time rule."""
    if lang == "hi":
        return (
            rule("hi.cricketscore", "hi: a cricket score (325/6 रन) -> छह विकेट पर तीन सौ पच्चीस रन",
                 _HI_CRICKET)(_read_hi_cricket),
            *_range_rules(lang),
        )  # fmt: skip
    if lang == "ko":
        return (rule("ko.score", "ko: scores and ratios (3대 1) -> Sino-Korean numbers",
                     _KO_SCORE)(_bind(_read_ko_score, lang)), cjk_score_rule("ko"))  # fmt: skip
    rules = []
    if lang == "ar":
        rules.append(rule("ar.minute", "ar: the minute of a match (الدقيقة 90) -> التسعين",
                          _AR_MINUTE)(_read_ar_minute))  # fmt: skip
    if lang in _SET_LANGS:
        rules.append(rule(f"{lang}.sets", f"{lang}: a match's sets (6-2, 4-6, 6-4) -> scores",
                          _SETS)(_bind(_read_sets, lang)))  # fmt: skip
    if lang in _SCORE_WORDS:
        rules.append(
            rule(
                f"{lang}.score",
                f"{lang}: scores in a match (3:1, 2-0) -> words",
                _SCORE_X if lang == "pt" else _SCORE,
            )(_bind(_read_score, lang))
        )
    if lang == "hu":
        rules.append(
            rule("hu.score", "hu: a score with a case ending (2:1-re) -> kettő-egyre",
                 _HU_SCORE)(_read_hu_score)
        )  # fmt: skip
        rules.append(
            rule("hu.betweenrange", "hu: a span before között (2–8 °C között) -> két és nyolc "
                 "Celsius-fok között", _HU_BETWEEN_RANGE)(_read_hu_between_range)
        )  # fmt: skip
        rules.append(
            rule(
                "hu.untilrange",
                "hu: a span before a word ending in -ig (8–18 óráig) -> nyolctól tizennyolc óráig",
                _HU_UNTIL_RANGE,
            )(_read_hu_until_range)
        )
    rules.extend(_range_rules(lang))
    return tuple(rules)


def _range_rules(lang: str) -> list[Rule]:
    rules = []
    if lang in readings.RANGES:
        rules.append(
            rule(
                f"{lang}.timerange",
                f"{lang}: ranges of clock times (8:00–18:00) -> 'from ... to'",
                _time_range_pattern(lang),
            )(_bind(_read_hi_time_range if lang == "hi" else _read_time_range, lang))
        )
    return rules
