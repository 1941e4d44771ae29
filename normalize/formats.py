"""What the way a text writes its numbers and money says about its language (for
detection, normalize.detect): "3.450,00" and "1 250,40" (a decimal comma) are
never English; "1.250 Kč" is Czech, "250 грн" Ukrainian. From CLDR through Babel: each
language's decimal sign, and its country's currency with that currency's symbol, code
and names in that language.
"""

import re
from functools import lru_cache

from babel.core import Locale, get_global
from babel.dates import get_period_names
from babel.localedata import locale_identifiers
from babel.numbers import (
    get_currency_name,
    get_currency_symbol,
    get_decimal_symbol,
    get_group_symbol,
    get_territory_currencies,
)
from phonenumbers import COUNTRY_CODE_TO_REGION_CODE

from .first_look import with_first_look

LANGS = "en cs da de es et fi fr hr hu id it lt lv nl pl pt ro sk sl sv tr vi bg ru uk".split()
# The euro and the dollar are written in every language's texts: they tell nothing.
SHARED_CURRENCIES = {"EUR", "USD"}
# Abbreviations people write that CLDR does not list as the symbol.
ALSO_WRITTEN = {"UAH": ("грн",), "RUB": ("руб",), "TRY": ("TL",), "BGN": ("лв",)}
# A currency's name in a language has its unit ("koruna", "lei") and often an adjective
# ("česká", "românesc"): the unit is the word that starts like the English unit's name.
_FIRST_LETTER = str.maketrans("đлргкфзд", "dlrhkfzd")
# A decimal comma: "3.450,00", "1 250,40", "12,5" (a comma and one or two digits ending
# the number; English's "3,450" has three); a date with dots, "12.03." or "12.03.2024".
# Each is linear: a number starts only where no number goes on before it, and a number
# goes on only over one separator between digits ("0. 0. 0. ..." is many numbers, not one:
# when a period and a space could both go on, each number ran to the end of the run), so no
# start lies inside another's number; its digits are taken possessively.
_START = r"(?<![\d,.])(?<!\d[\s\u00a0\u202f])"
_AMOUNT = _START + r"\d++(?:[.,\s\u00a0\u202f]\d++)*+"
_DECIMAL_COMMA = re.compile(_START + r"\d++(?:[.\s\u00a0\u202f]\d++)*+,\d{1,2}(?![\d,])")
# Czech, Slovak, Slovene and Croatian space it: "do 20. 5.", "15. 6. 2025".
# A day and a month that can be one ("31.03.", not "$59.99." at a sentence's end: panel T4
# heard "We received your payment of $59.99." read as Dutch), not a price after its sign.
_DOTTED_DATE = re.compile(
    r"(?<![\d.$£¥₹])(?:0?[1-9]|[12]\d|3[01])\.\s?(?:0?[1-9]|1[0-2])\.(?:\s?\d{4}(?!\d)|(?!\d))"
)


# How a number is grouped and where "%" and "€" stand (CLDR's number patterns): "12 480,50"
# (a space between thousands) is cs fi fr hu pl sk sv..., "1.245,80" de es hr it nl sl...;
# "80 %" (a space before the sign) is never English (CLDR spaces it in cs da de es fi fr hr
# sk sl sv..., but Italian and Polish texts space it too often to rule them out); "1 500 €"
# (the symbol after the amount) never en nl. A language's other countries write
# their own ("1 245,80 €" in Portugal, "€ 12,50" in Austria): those count too.
REGIONS = {"pt": ("pt_PT",), "de": ("de_AT", "de_CH"), "fr": ("fr_CA", "fr_CH"),
           "nl": ("nl_BE",), "sv": ("sv_FI",)}  # fmt: skip
LATIN = [lang for lang in LANGS if lang not in ("bg", "ru", "uk")]
_SPACES = r"\s\u00a0\u202f"
_GROUPED = re.compile(
    _START + rf"\d{{1,3}}(?:(?P<space>[{_SPACES}])\d{{3}})+(?:,\d{{1,2}}(?![\d,])"
    rf"|(?=[{_SPACES}]?(?:€|EUR|kr|Kč|zł|Ft|lei)(?![^\W\d_])))"
    r"|" + _START + r"\d{1,3}(?:\.\d{3})+(?:,\d{1,2}(?![\d,])"
    rf"|(?=[{_SPACES}]?(?:€|EUR|kr|Kč|zł|Ft|lei)(?![^\W\d_])))"
)
_SPACED_PERCENT = re.compile(rf"\d[{_SPACES}]%")
# Thousands grouped with a comma, after a currency's sign or before a decimal point
# ("$1,120", "12,480.50"): of ours, English's alone (CLDR's group sign; "1,250 kg" alone may
# be a decimal comma). Panel AD4 heard "Monthly payment: $1,120, APR 7.9%." read in French.
_COMMA_GROUPED = re.compile(r"(?<![\w.,])(?:[$£]\d{1,3}(?:,\d{3})+(?!\d)|\d{1,3}(?:,\d{3})+\.\d)")
# Turkish alone writes "%" before its number ("%1,8", "%25": TDK, Yazım Kılavuzu, "Yüzde";
# panel AD5 heard "BIST 100 endeksi %1,8 yükseldi." read in Estonian).
_PERCENT_BEFORE = re.compile(r"(?<![\w%])%\d")
# (a sign before another number is that one's: nl "op 02-01 € 35,00", panel Z1, was da)
_EURO_AFTER = re.compile(rf"\d[{_SPACES}]?€(?![{_SPACES}]?\d)")
# A minus between the euro's sign and an amount with a decimal comma, "€ -45,20": CLDR's
# negative currency pattern "¤ -#,##0.00" with a decimal comma is Dutch's alone (nl, nl_BE;
# de_CH writes "¤-" with a decimal point; the others "-45,20 €" or "-€45.20"). Panel AP1
# heard "Saldo: € -45,20" read in Portuguese.
_EURO_MINUS = re.compile(rf"€[{_SPACES}]?[-−]\d++(?:\.\d{{3}})*+,\d{{2}}(?!\d)")


@lru_cache(maxsize=1)
def _patterns() -> dict[str, frozenset[str]]:
    """Which languages (any of their countries) group thousands with a space, with a dot,
    put a space before "%", and write the currency symbol after the amount (CLDR)."""
    found: dict[str, set[str]] = {
        "space": set(), "dot": set(), "after": set(), "comma": set(), "minus": set()
    }  # fmt: skip
    spaced = set()
    for lang in LANGS:
        for name in (lang, *REGIONS.get(lang, ())):
            locale = Locale.parse(name)
            group = get_group_symbol(locale)
            if group.isspace() or group == ".":
                found["space" if group.isspace() else "dot"].add(lang)
            elif group == ",":
                found["comma"].add(lang)
            if "\xa0%" in locale.percent_formats[None].pattern:
                spaced.add(lang)
            pattern = locale.currency_formats["standard"].pattern
            if pattern.split(";")[0].endswith("¤"):
                found["after"].add(lang)
            negative = pattern.split(";")[-1] if ";" in pattern else ""
            if negative.startswith("¤") and get_decimal_symbol(locale) == ",":
                if negative.lstrip("¤\xa0 ").startswith("-"):
                    found["minus"].add(lang)
    # "80 %" rules out English only (see above)
    found["percent"] = set(LANGS) - {"en"} if "en" not in spaced else set(LANGS)
    return {key: frozenset(langs) for key, langs in found.items()}


@lru_cache(maxsize=1)
def _tables() -> tuple[frozenset, re.Pattern, dict[str, frozenset]]:
    """(languages writing a decimal comma, a pattern of currency markers beside an
    amount, marker -> the languages whose country's currency it is). A symbol or code
    counts before or after the amount ("R$ 5", "5 Kč"), a unit's name after it only
    ("5 lei"), in any case; a code in capitals only ("TRY", not "try")."""
    comma = frozenset(lang for lang in LANGS if get_decimal_symbol(lang) == ",")
    signs: dict[str, set[str]] = {}
    units: dict[str, set[str]] = {}
    for lang in LANGS:
        country = get_global("likely_subtags")[lang].split("_")[-1]
        currency = get_territory_currencies(country)[0]
        if currency in SHARED_CURRENCIES:
            continue
        locale = "pt_BR" if lang == "pt" else lang
        symbol = get_currency_symbol(currency, locale)
        for sign in (symbol, currency, *ALSO_WRITTEN.get(currency, ())):
            signs.setdefault(sign.rstrip("."), set()).add(lang)
        initial = get_currency_name(currency, locale="en").split()[-1][0].lower()
        for count in (1, 2, 5):
            for word in get_currency_name(currency, count, locale).lower().split():
                if word[0].translate(_FIRST_LETTER) == initial:
                    units.setdefault(word, set()).add(lang)
    sign = "|".join(re.escape(m) for m in sorted(signs, key=len, reverse=True))
    unit = "|".join(re.escape(m) for m in sorted(units, key=len, reverse=True))
    # (a fraction's denominator is no amount: de "1/2 TL Salz" is a teaspoon, not liras)
    pattern = with_first_look(  # the same matches, found sooner
        re.compile(
            rf"(?<!/){_AMOUNT}\s?({sign}|(?i:{unit}))(?![^\W\d_])|(?<![^\W\d_])({sign})\s?\d"
        )
    )
    markers = {m: frozenset(langs) for m, langs in (signs | units).items()}
    return comma, pattern, markers


# An international phone number, "+380 44 ...", "+33 6 12": its country calling code
# (ITU-T E.164, through Google's libphonenumber data) says the country, and CLDR's
# territory languages the languages written there.
# A sign before a temperature or a count is none: the code must go on into a number's
# digits, four characters or more ("+1 °C", "+20 kraadi" are no call to the US or Egypt:
# panel AD3 heard "Homme on temperatuur -4 kuni +1 °C, tuul 6–9 m/s." read in English).
_CALLING_CODE = re.compile(r"(?<![\w+])\+(\d{1,3})(?=[\d\s().\-]{4,20}\d)")
# French typography puts a space before ":", ";", "!" and "?" ("Code PIN : 4831"), which no
# other of the model's languages does (Lexique des règles typographiques de l'Imprimerie
# nationale).
# A colon spaced between two numbers is a score's or a ratio's sign, which Slovene, Czech and
# German space too ("premagala Dansko s 3 : 2", "Maßstab 1 : 50 000"; Slovenski pravopis
# 2001, § 1075): no French tell (panel AO3: "Slovenija je premagala Dansko s 3 : 2." was fr).
_FRENCH_SPACE = re.compile(
    r"(?:[^\W\d_][\s\u00a0\u202f][:;!?]|\d[\s\u00a0\u202f](?:[;!?]|:(?!\s?\d)))(?=\s|$)"
)


_CLOCK = r"(?:[01]?\d|2[0-3])[:.][0-5]\d(?!\d|[.,:]\d)"  # "9:00", "14.30"; not "10.12.2025"

# National phone shapes only some countries write (ITU-T E.164 national numbering plans as
# written locally): nine digits in threes, "912 345 678" (es, pt, pl, cs, sk); ten digits in
# pairs from 0, "06 12 34 56 78" (fr). "Llámenos al 912 345 678." is no English. Not
# after a digit and a space: "0 800 123 456" is ten digits, France's free number (panel BD1:
# "Appelez le 0 800 123 456 (appel gratuit)." was it), or Ukraine's.
_NATIONAL_PHONES = (
    (
        re.compile(
            r"(?<![\d+\-.,])(?<!\d )(?!80[03] )[1-9]\d{2} \d{3} \d{3}"
            r"(?![\d,.]\d|\d|\s?(?:[%€$]|zł|Kč))"
        ),
        frozenset({"es", "pt", "pl", "cs", "sk"}),
    ),
    # ... and Italy's toll-free "numero verde", 800 or 803 and six digits, "800 123 456"
    # (AGCOM's numbering plan; panel Q1 heard an Italian SMS read in Spanish)
    (
        re.compile(r"(?<![\d+\-.,])(?<!\d )80[03] \d{3} \d{3}(?![\d,.]\d|\d|\s?(?:[%€$]|zł|Kč))"),
        frozenset({"es", "pt", "pl", "cs", "sk", "it"}),
    ),
    (re.compile(r"(?<![\d+\-.,])0[1-9](?:[ .]\d\d){4}(?![\d,.]\d|\d)"), frozenset({"fr"})),
    # it: Milan's and Rome's two-digit area codes, "02 1234 5678"; mobiles "347 123 4567"
    (
        re.compile(r"(?<![\d+\-.,])(?:0[26] \d{4} \d{4}|3[1-9]\d \d{3} \d{4})(?!\d|[,.]\d)"),
        frozenset({"it"}),
    ),
    # a clock time after "o", "start o 9:00" (pl "o dziewiątej", cs sk "o šesté"; sl writes
    # "ob", hr "u"); a flat's layout "3+1", "2+kk" (cs sk listings; panel X2, issue 31: both
    # were read in English)
    (re.compile(r"(?<![^\W\d_])o\s\d{1,2}:[0-5]\d(?!\d)"), frozenset({"pl", "cs", "sk"})),
    # a span of clock times with its prepositions: ru "с 10:00 до 14:00" (bg "от … до", uk
    # "з … до"; bg's "с" is "with"), es pt "de 9:00 a 20:00" (ro "de la … la", it "dalle …
    # alle", fr "de … à"; panel BD: "Доставка с 10:00 до 14:00." was bg, "Horario: L-V de
    # 9:00 a 20:00" ro)
    (re.compile(r"(?<![^\W\d_])[сС]\s" + _CLOCK + r"\sдо\s" + _CLOCK), frozenset({"ru"})),
    (re.compile(r"(?<![^\W\d_])[dD]e\s" + _CLOCK + r"\sa\s" + _CLOCK), frozenset({"es", "pt"})),
    # ... Turkey's listings write "3+1", "2+1" too (rooms and a living room; panel AU5:
    # "Maltepe'de 2+1 daire" was cs); "2+kk" is Czech's and Slovak's alone
    (re.compile(r"(?<![\d.,+])\d\+kk(?![\d+]|[^\W\d_])"), frozenset({"cs", "sk"})),
    (re.compile(r"(?<![\d.,+])\d\+\d(?![\d+]|[^\W\d_])"), frozenset({"cs", "sk", "tr"})),
    # pt-BR: "(11) 98765-4321", "(21) 3456-7890"
    (re.compile(r"\(\d{2}\)\s?9?\d{4}-\d{4}(?!\d)"), frozenset({"pt"})),
    # mobiles as each country writes them: de "0171 2345678" (015x-017x), nl "06
    # 12345678", sv "070-123 45 67", tr "0532 123 45 67"
    (re.compile(r"(?<![\d+\-.,])01[5-7]\d[ /]?\d{7,8}(?![\d,.]\d|\d)"), frozenset({"de"})),
    (re.compile(r"(?<![\d+\-.,])06[ -]?\d{8}(?![\d,.]\d|\d)"), frozenset({"nl"})),
    (re.compile(r"(?<![\d+\-.,])07\d-\d{3} \d\d \d\d(?![\d,.]\d|\d)"), frozenset({"sv"})),
    (re.compile(r"(?<![\d+\-.,])05\d\d \d{3} \d\d \d\d(?![\d,.]\d|\d)"), frozenset({"tr"})),
)


@lru_cache(maxsize=256)
def _country_languages(code: str) -> frozenset[str]:
    """The model's languages official in the country of calling code ``code`` ("380": uk)."""
    for length in (1, 2, 3):  # calling codes are prefix-free: the first one known is it
        regions = COUNTRY_CODE_TO_REGION_CODE.get(int(code[:length]))
        if regions:
            return region_languages(regions[0])
    return frozenset()


# A clock time with a day period ("11:59 PM", "10:30 a.m.", "5 pm"): only the languages
# that keep a 12-hour clock where most speak them write it, each with its own day periods
# (CLDR's short time pattern with "a", and its period names: en "AM" "am", es_MX and en_CA
# "a. m." "a.m."). "am" in lower case only before punctuation or at the end: German writes
# "um 10:30 am Gleis 3".
_TWELVE_HOUR = re.compile(
    r"(?<![\d:.])(?:1[0-2]|0?[1-9])(?::[0-5]\d)?[\s\u00a0\u202f]?"
    r"(?P<period>[AP]M|pm|[ap]\.[\s\u00a0\u202f]?m\.|am(?=[,;.!?)]|$))(?![^\W\d_])"
)
# A date with the month first ("6/30/2025", "11/30/25": the day is over 12): the order of
# CLDR's short date pattern "M/d/yy" (en_US); every other language of ours writes the day
# first. With its year only: "09/28" alone is a card's expiry in every language.
_MONTH_FIRST = re.compile(
    r"(?<![\d/.,])(?:1[0-2]|0?[1-9])/(?:1[3-9]|2\d|3[01])/(?:\d{4}|\d\d)(?![\d/])"
)
# An e-mail or web address in a country's top-level domain ("destek@ornek.com.tr",
# "www.elron.ee", "firma.bg") says the country (ISO 3166; .uk is GB) as a calling code
# does. Those sold for any use (.io .co .tv .me .fm ...; IANA's ccTLDs marketed
# generically) say nothing.
_ADDRESS_TLD = re.compile(
    r"(?:@|(?<![^\s(<])(?:https?://|www\.)?)(?:[a-z0-9-]{2,}\.)+([a-z]{2})(?![\w@-]|\.\w)",
    re.I,
)
_GENERIC_TLDS = {"io", "ai", "co", "tv", "me", "fm", "to", "ly", "gg", "cc", "ws", "sh", "ac",
                 "la", "nu", "tk", "ag", "am", "eu"}  # fmt: skip


_OFFICIAL = ("official", "de_facto_official")


@lru_cache(maxsize=1)
def _clock_languages() -> tuple[dict[str, frozenset[str]], frozenset[str]]:
    """(each day period's name, lower case without spaces, -> the languages writing it
    with a 12-hour clock where most speak them; the languages that write the month before
    the day), from CLDR's short time and date patterns and its day period names."""
    spoken = get_global("territory_languages")
    periods: dict[str, set[str]] = {}
    month_first = set()
    for name in locale_identifiers():
        lang, _, territory = name.partition("_")
        info = spoken.get(territory, {}).get(lang, {}) if lang in LANGS else {}
        if info.get("official_status") not in _OFFICIAL or info.get("population_percent", 0) < 50:
            continue
        locale = Locale.parse(name)
        if "a" in locale.time_formats["short"].pattern:
            for width in ("abbreviated", "wide"):
                names = get_period_names(width, "format", locale=locale)
                for period in ("am", "pm"):
                    if names.get(period):
                        periods.setdefault(_period_key(names[period]), set()).add(lang)
        if locale.date_formats["short"].pattern.startswith("M"):
            month_first.add(lang)
    return {key: frozenset(langs) for key, langs in periods.items()}, frozenset(month_first)


def _period_key(name: str) -> str:
    return re.sub(r"\s", "", name).lower()


def region_languages(region: str) -> frozenset[str]:
    """The model's languages official in ``region`` (CLDR's territory languages)."""
    spoken = get_global("territory_languages").get(region, {})
    for status in _OFFICIAL:
        found = {lang for lang, v in spoken.items() if v["official_status"] == status}
        if found & set(LANGS):
            return frozenset(found & set(LANGS))
    return frozenset()


def _address_languages(text: str) -> frozenset[str]:
    """The languages of the countries whose top-level domains ``text``'s addresses end in."""
    found: set[str] = set()
    for match in _ADDRESS_TLD.finditer(text):
        tld = match.group(1).lower()
        if tld not in _GENERIC_TLDS:
            found |= region_languages("GB" if tld == "uk" else tld.upper())
    return frozenset(found)


# A national phone number as its country writes it ("01 4567 890" in Croatia, "5123 4567"
# in Estonia, "0171 2345678" in Germany): digits in groups, after no other number; the
# last group of up to eight, a German subscriber's after the area code ("030 12345678";
# panel AR1 heard "Tel. 030 12345678" in English).
_PHONE = re.compile(
    r"(?<![\w+.,/:\-])\d{1,5}(?:[ \-]\d{1,5}){0,3}[ \-]\d{1,8}"
    r"(?![\w%€$£]|[.,:/\-]\d|[ \u00a0][%€$£])"
)


@lru_cache(maxsize=1)
def _phone_regions() -> tuple[tuple[str, frozenset[str]], ...]:
    """Each language's own country and the other countries of REGIONS (CLDR's likely
    subtags), with the model's languages official there."""
    regions = {get_global("likely_subtags")[lang].split("_")[-1] for lang in LANGS}
    regions |= {name.split("_")[-1] for names in REGIONS.values() for name in names}
    regions |= {"GB", "IE", "BR"}
    return tuple((region, region_languages(region)) for region in sorted(regions))


@lru_cache(maxsize=512)
def _phone_languages(written: str) -> frozenset[str]:
    """The languages of the countries whose national format (libphonenumber's, the ITU-T
    plans as written locally) writes a valid number exactly as ``written``, groups and
    trunk prefix alike: "01 4567 890" is Croatian only."""
    found: set[str] = set()
    valid: set[str] = set()
    for region, langs in _phone_regions():
        writes = _national_form(written, region)
        if writes:
            found |= langs
            if writes == WRITES_VALID:
                valid |= langs
    # Where some of those countries' plans give the number a type (a mobile's, a line's),
    # theirs: "041 123 456" is a Slovene mobile, no Croatian number (panel AB3 heard it in
    # Croatian); a made-up number no plan has keeps every country that writes it so.
    return frozenset(valid or found)


WRITES, WRITES_VALID = 1, 2


def _national_form(written: str, region: str) -> int:
    """WRITES_VALID when ``region``'s national format writes ``written`` and its plan gives
    the number a type, WRITES when only the first, else 0. The hyphen counts where the format
    writes a space (nl "0800-0123": Taalunie "telefoonnummers" writes both), and a hyphen
    after an area code the format puts in parentheses (Indonesia's "(021) 5551234" is
    written "021-5551234" too; "021 345 678" stays Croatia's, not Ireland's "(021) 345 678")."""
    from phonenumbers import PhoneMetadata, PhoneNumberFormat
    from phonenumbers.phonenumberutil import _format_nsn

    digits = written.replace(" ", "").replace("-", "")
    if not 7 <= len(digits) <= 12:
        return 0
    meta = PhoneMetadata.metadata_for_region(region)
    prefix = meta.national_prefix
    if prefix and not digits.startswith(prefix):
        return 0
    national = digits[len(prefix) :] if prefix else digits
    general = meta.general_desc
    if len(national) not in general.possible_length:
        return 0
    if not re.fullmatch(general.national_number_pattern, national):
        return 0
    form = _format_nsn(national, meta, PhoneNumberFormat.NATIONAL)
    unbracketed = form[1:].replace(") ", "-", 1) if form.startswith("(") else None
    if written not in (form, unbracketed) and written.replace("-", " ") != form:
        return 0
    return WRITES_VALID if _valid_in(digits, region) else WRITES


# The countries of the model's languages of other scripts (ja ko el ar hi). Their national
# formats name a country only where no Latin or Cyrillic language's country writes the
# number so: "TEL 03-1234-5678" is Japan's (libphonenumber: "03-1234-5678"), where
# "06-1234-5678" is Italy's too.
_OTHER_SCRIPT_REGIONS = ("JP", "KR", "GR", "CY", "IN", "SA", "EG", "AE")


@lru_cache(maxsize=512)
def _other_script_language(written: str) -> str | None:
    if _phone_languages(written):
        return None
    found = {
        main_language(region)
        for region in _OTHER_SCRIPT_REGIONS
        if _national_form(written, region) == WRITES_VALID
    }
    return found.pop() if len(found) == 1 else None


def _valid_in(digits: str, region: str) -> bool:
    from phonenumbers import NumberParseException, is_valid_number_for_region, parse

    try:
        return is_valid_number_for_region(parse(digits, region), region)
    except NumberParseException:
        return False


@lru_cache(maxsize=1)
def _dotted_date_languages() -> frozenset[str]:
    """The languages (any of their countries) that write a date's day and month with a
    dot ("01.04.", "01.04.2025": CLDR's short date and its day-month skeleton): a line
    "Kontostand am 01.04.: -125,40 €" is no Portuguese, Spanish or Italian (panel P1,
    issue 31), which write "01/04". Weighed only where nothing else tells (Italian and
    Spanish texts write "15.06.2025" too)."""
    found = set()
    for lang in LANGS:
        for name in (lang, *REGIONS.get(lang, ())):
            locale = Locale.parse(name)
            skeleton = locale.datetime_skeletons.get("Md")
            shapes = (locale.date_formats["short"].pattern, skeleton.pattern if skeleton else "")
            if any(re.search(r"[dM]\.\s?[dMy]", shape) for shape in shapes):
                found.add(lang)
    return frozenset(found)


# A day and month joined by a hyphen, two digits each and one padded with a zero ("01-04",
# "14-03"): no range or score is written so.
_DASHED_DATE = re.compile(r"(?<![\d\-./,:])(?:0[1-9]-(?:0[1-9]|1[0-2])|[12]\d-0[1-9]|3[01]-0[1-9])"
                          r"(?![\d\-]|[.,/]\d)")  # fmt: skip


@lru_cache(maxsize=1)
def _dashed_date_languages() -> frozenset[str]:
    """The languages (any of their countries) that write a day, then a hyphen, then the
    month (CLDR's short date and day-month skeletons: nl "dd-MM-y", "d-M"; vi "dd-MM")."""
    found = set()
    for lang in LANGS:
        for name in (lang, *REGIONS.get(lang, ())):
            locale = Locale.parse(name)
            shapes = [locale.date_formats["short"].pattern]
            skeletons = locale.datetime_skeletons
            shapes += [p.pattern for key in ("Md", "MMdd") if (p := skeletons.get(key))]
            if any(re.search(r"d-M", shape) for shape in shapes):
                found.add(lang)
    return frozenset(found)


def dotted_date_languages(text: str) -> frozenset[str] | None:
    """The languages that write ``text``'s dotted (or day-first hyphenated) dates so, or
    None when it has none."""
    if _DOTTED_DATE.search(text):
        return _dotted_date_languages()
    return _dashed_date_languages() if _DASHED_DATE.search(text) else None


def _narrowed(allowed: frozenset[str] | None, langs: frozenset[str]) -> frozenset[str] | None:
    if not langs:
        return allowed
    return langs if allowed is None else (allowed & langs or allowed)


@lru_cache(maxsize=1)
def _euro_names() -> tuple[re.Pattern, dict[str, frozenset[str]]]:
    """The euro's names after an amount that few languages write (CLDR: et "eurot", fi
    "euroa", lt "eurų", lv "eiro", sl "evrov"): the euro tells nothing as a sign, but
    its name is a word of the language ("Kontojääk: 2 345,60 eurot." is et; panel P3,
    issue 31, heard it read in Finnish)."""
    names: dict[str, set[str]] = {}
    for lang in LATIN:
        data = Locale.parse(lang)._data
        forms = {*data["currency_names_plural"].get("EUR", {}).values(),
                 data["currency_names"].get("EUR", "")}  # fmt: skip
        for form in forms - {""}:
            names.setdefault(form.lower(), set()).add(lang)
    # (not "EUR", the code every language writes, nor "Eur" with it: a name in lower case)
    told = {
        name: frozenset(langs) for name, langs in names.items() if len(langs) <= 3 and name != "eur"
    }
    alternatives = "|".join(sorted(map(re.escape, told), key=len, reverse=True))
    pattern = re.compile(rf"\d[{_SPACES}]?({alternatives})(?![^\W\d_])")
    return pattern, told


# The patterns detection asks of every sentence with a look at their first character in
# front: the same matches, found sooner (normalize/first_look.py).
_DECIMAL_COMMA, _DOTTED_DATE, _GROUPED, _COMMA_GROUPED, _CALLING_CODE = map(
    with_first_look, (_DECIMAL_COMMA, _DOTTED_DATE, _GROUPED, _COMMA_GROUPED, _CALLING_CODE)
)
_TWELVE_HOUR, _MONTH_FIRST, _EURO_AFTER, _SPACED_PERCENT = map(
    with_first_look, (_TWELVE_HOUR, _MONTH_FIRST, _EURO_AFTER, _SPACED_PERCENT)
)
_NATIONAL_PHONES = tuple((with_first_look(shape), langs) for shape, langs in _NATIONAL_PHONES)

# Cheap looks that each pattern below needs to find something, so a sentence asks only
# the patterns that may match (detection asks every sentence: issue 31's speed target).
_DIGIT = re.compile(r"\d")
_DIGIT_SPACE_DIGIT = re.compile(r"\d \d")  # "912 345 678", "02 1234 5678", "347 123 4567"
_TWELVE_HOUR_NEED = re.compile(r"\d[\s\u00a0\u202f]?(?:[AP]M|pm|[ap]\.|am)")
_FRENCH_SPACE_NEED = re.compile(r"[\s\u00a0\u202f][:;!?]")
_ADDRESS_NEED = re.compile(r"\.[a-z]{2}", re.I)
# each national phone shape with what it needs: a digit, a space, a digit; or its prefix
_PHONE_NEEDS = (_DIGIT_SPACE_DIGIT, _DIGIT_SPACE_DIGIT, re.compile(r"0[1-9][ .]\d"),
                _DIGIT_SPACE_DIGIT, ":", " до ", " a ",
                "+", "+", "(", "01", "06", "07", "05")  # fmt: skip


def _needs(need, text: str) -> bool:
    return need in text if isinstance(need, str) else need.search(text) is not None


def languages(text: str) -> frozenset[str] | None:
    """The languages ``text``'s number and money formats allow, or None when it has
    none that tell anything."""
    if not _DIGIT.search(text):  # every pattern but the writing's needs a digit
        return _by_writing(text, None)
    comma, currencies, markers = _tables()
    allowed: frozenset[str] | None = None
    if ("," in text and _DECIMAL_COMMA.search(text)) or ("." in text and _DOTTED_DATE.search(text)):
        allowed = comma
    for match in currencies.finditer(text):
        marker = match.group(1) or match.group(2)
        langs = markers.get(marker) or markers.get(marker.lower())
        if langs:
            allowed = langs if allowed is None else (allowed & langs or allowed)
    lower = text.lower()
    if "eur" in lower or "evr" in lower or "eiro" in text:
        euro, told = _euro_names()
        for match in euro.finditer(text):
            allowed = _narrowed(allowed, told[match.group(1)])
    patterns = _patterns()
    if "," in text or "." in text or _GROUPED_NEED.search(text):
        for match in _GROUPED.finditer(text):
            allowed = _narrowed(allowed, patterns["space" if match.group("space") else "dot"])
    if "%" in text and _SPACED_PERCENT.search(text):
        allowed = _narrowed(allowed, patterns["percent"])
    if "€" in text:
        allowed = _euro_placed(text, allowed, patterns)
    if "+" in text:
        for match in _CALLING_CODE.finditer(text):
            allowed = _narrowed(allowed, _country_languages(match.group(1)))
    for (shape, langs), need in zip(_NATIONAL_PHONES, _PHONE_NEEDS, strict=True):
        if _needs(need, text) and shape.search(text):
            allowed = _narrowed(allowed, langs)
    return _by_writing(text, allowed)


def _euro_placed(
    text: str, allowed: frozenset[str] | None, patterns: dict[str, frozenset[str]]
) -> frozenset[str] | None:
    """``allowed`` narrowed by where the euro's sign stands: after the amount ("1 500 €"),
    or before a minus ("€ -45,20")."""
    for sign, key in ((_EURO_AFTER, "after"), (_EURO_MINUS, "minus")):
        if sign.search(text):
            allowed = _narrowed(allowed, patterns[key])
    return allowed


# a number grouped with a space before a currency's sign (no comma, no dot): "1 500 €"
_GROUPED_NEED = re.compile(r"(?:€|EUR|kr|Kč|zł|Ft|lei)(?![^\W\d_])")


# A currency pair as the markets write it, "EUR/PLN", "USD/CZK": its codes in capitals
# around a slash.
_PAIR = re.compile(r"(?<![\w/])([A-Z]{3})/([A-Z]{3})(?![\w/])")


def pair_languages(text: str) -> frozenset[str] | None:
    """The languages whose country's currency a currency pair of ``text`` quotes ("Kurs
    EUR/PLN: 4,32" is pl's, "Kurz EUR/CZK" cs's; the euro and the dollar tell nothing:
    "EUR/USD"), or None."""
    if "/" not in text:
        return None
    _, _, markers = _tables()
    found: frozenset[str] | None = None
    for match in _PAIR.finditer(text):
        for code in match.groups():
            if code in markers:
                found = _narrowed(found, markers[code])
    return found


def comma_grouped_languages(text: str) -> frozenset[str] | None:
    """The languages that group thousands with a comma, when ``text`` does so beside a
    currency's sign or a decimal point (English's: kept out of :func:`languages`, whose
    formats only ever tell what is not English; the detector weighs this one itself)."""
    return _patterns()["comma"] if _COMMA_GROUPED.search(text) else None


def _by_writing(text: str, allowed: frozenset[str] | None) -> frozenset[str] | None:
    """``allowed`` narrowed by how the text writes times, dates, addresses and endings."""
    if _FRENCH_SPACE_NEED.search(text) and _FRENCH_SPACE.search(text):
        allowed = _narrowed(allowed, frozenset({"fr"}))
    if _TWELVE_HOUR_NEED.search(text):
        periods, _ = _clock_languages()
        for match in _TWELVE_HOUR.finditer(text):
            period = periods.get(_period_key(match.group("period")), frozenset())
            allowed = _narrowed(allowed, period)
    if "/" in text and _MONTH_FIRST.search(text):
        allowed = _narrowed(allowed, _clock_languages()[1])
    if "." in text and _ADDRESS_NEED.search(text) and (tld := _address_languages(text)):
        allowed = _narrowed(allowed, tld)
    if (("'" in text or "’" in text) and _TURKISH_SUFFIX.search(text)) or (
        "%" in text and _PERCENT_BEFORE.search(text)
    ):
        allowed = _narrowed(allowed, frozenset({"tr"}))
    return allowed


# A case ending after a number, set off by an apostrophe: "1453'te", "5'inde", "%50'ye"
# (TDK, Yazım Kılavuzu, "Kesme işareti": Turkish alone of ours writes it so; English's
# "1990's" is an s alone). Panel P5 heard "II. Mehmet İstanbul'u 1453'te fethetti." as hr.
# ... and after a proper name ("Maltepe'de", "İstanbul'u", "Ankara'ya", "Ali'nin": TDK,
# "Özel adlara getirilen ekler kesmeyle ayrılır"): the case endings, which after a vowel
# start with y or n (vowel harmony's buffer: "Maltepe'yi", never "Maltepe'i"), so a bare
# vowel only after a consonant ("Hawai'i" is no Turkish ending); English's "'s", "'d",
# "'ll" are none of them (panel AU5: "Maltepe'de 2+1 daire, 95 m², 4. kat" was cs).
_TURKISH_SUFFIX = re.compile(
    r"\d['’](?!s(?![^\W\d_]))[a-zçğıöşü]{1,8}(?![^\W\d_])"
    r"|(?<![^\W\d_])[A-ZÇĞİÖŞÜ][a-zçğıöşü]{1,30}"
    r"(?:(?<=[bcçdfgğhjklmnprsştvyz])['’](?:[aeıiuü]|[ıiuü]n)"
    r"|['’](?:[dt][ae](?:n|ki)?|y[aeıiuü]|n[ıiuü]n|y?l[ae]|l[ıiuü]|l[ae]r))(?![^\W\d_])"
)


def phone_languages(text: str) -> frozenset[str]:
    """The languages of the countries whose national format writes ``text``'s phone
    numbers exactly so (one canonical form per country: a match says the country writes it
    so, no match says little, so this is weighed only where nothing else tells)."""
    found: frozenset[str] | None = None
    for match in _PHONE.finditer(text):
        langs = _phone_languages(match.group())
        found = langs if found is None else found & langs
    return found or frozenset()


# An IBAN's first two letters are its country's (ISO 13616), and each country's IBAN has
# one length (SWIFT's IBAN registry), which tells it from a parcel's number written with a
# country's letters too ("EE123456789EE", "ES2024558812"): the countries where one of the
# model's languages is the main one.
IBAN_LENGTHS = {
    "AT": 20, "BG": 22, "BR": 29, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "EE": 20, "EG": 29,
    "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GR": 27, "HR": 21, "HU": 28, "IE": 22, "IT": 27,
    "LT": 20, "LV": 21, "MD": 24, "NL": 18, "PL": 28, "PT": 25, "RO": 24, "SA": 24, "AE": 23,
    "SE": 24, "SI": 19, "SK": 24, "TR": 26, "UA": 29,
}  # fmt: skip
_IBAN = re.compile(r"(?<![\w-])([A-Z]{2})\d\d(?:[ ]?[A-Z0-9]){11,30}(?![\w-])")
_IBAN_NEED = re.compile(r"[A-Z]{2}\d\d")
_ADDRESS_NEED_ANY = re.compile(r"@|www\.|\.[a-z]{2}(?![\w-])", re.I)
_ADDRESS_WHOLE = re.compile(r"(?:[\w.+-]{1,64}(?=@))?" + _ADDRESS_TLD.pattern, re.I)


def _iban_country(written: str) -> str | None:
    """The country of an IBAN as written (groups of four, or none), when its length is that
    country's; a word of capitals after it ("… 0130 00 EUR") is cut off first."""
    country = written[:2]
    length = IBAN_LENGTHS.get(country)
    groups = written.split(" ")
    while groups:
        compact = "".join(groups)
        if len(compact) == length:
            return country
        if len(compact) < (length or 0):
            return None
        groups.pop()
    return None


def ibans(text: str) -> list[tuple[re.Match, str]]:
    """``text``'s IBANs, each with its country."""
    if not _IBAN_NEED.search(text):
        return []
    found = []
    for match in _IBAN.finditer(text):
        if country := _iban_country(match.group(0)):
            found.append((match, country))
    return found


def iban_at(text: str, pos: int) -> bool:
    """Whether an IBAN starts at ``pos`` ("Konta Nr. LV80BANK…": a number, no sentence)."""
    match = _IBAN.match(text, pos, pos + 40)
    return match is not None and _iban_country(match.group(0)) is not None


@lru_cache(maxsize=512)
def main_language(region: str) -> str | None:
    """The one of the model's languages most of ``region`` speak as its official language,
    by twice as many as any other official language (CLDR's territory languages): FI fi
    (94% against Swedish's 44%), CY el; None for BE (nl 55%, fr 38%), CH, LU, IN (hi 41%)."""
    spoken = get_global("territory_languages").get(region, {})
    official = sorted(
        ((v.get("population_percent", 0.0), lang) for lang, v in spoken.items()
         if v.get("official_status") in _OFFICIAL),
        reverse=True,
    )  # fmt: skip
    if not official or official[0][0] < 50:
        return None
    share, lang = official[0]
    if len(official) > 1 and official[1][0] * 2 > share:
        return None
    return lang if lang in MODEL_LANGS else None


MODEL_LANGS = frozenset((*LANGS, "ko", "ja", "el", "ar", "hi"))


# A national identifier, its label and its number's shape as the issuing country writes it:
# a country's own (each country's authority, below), so a line of one names its country as
# an IBAN does. The label is the country's word or initials ("CPF", "OIB", "CPR-nr."), the
# shape exact to its digits and separators; the label and the number go together (a bare
# run of eleven digits is anyone's). Brazil's CPF "123.456.789-09" and CNPJ (Receita
# Federal), Croatia's OIB of 11 digits (Zakon o osobnom identifikacijskom broju), Sweden's
# personnummer with its century, "19850312-1234" (Skatteverket, SKV 704; Denmark and Norway
# write six digits first), Denmark's CPR number "120385-1234" (CPR-kontoret), Spain's DNI
# and NIE with their letter (Real Decreto 1553/2005), Poland's PESEL of 11 digits and its
# tax number NIP of 10, "525-000-12-34" or "525-00-01-234" (Ministerstwo Finansów), Romania's
# CNP of 13, Italy's codice fiscale (DM 23/12/1976), Indonesia's NIK of 16 (Dukcapil), and
# the United Kingdom's postcode ("SW1A 1AA", Royal Mail's PAF: area, district, sector, unit).
_NATIONAL_IDS = (
    ("BR", r"CPF:?\s?\d{3}\.\d{3}\.\d{3}-\d{2}|CNPJ:?\s?\d{2}\.\d{3}\.\d{3}/\d{4}-\d{2}"),
    ("HR", r"OIB:?\s?\d{11}"),
    ("SE", r"(?i:personnummer|pnr)\.?:?\s?(?:19|20)\d{6}[-+]\d{4}"),
    ("DK", r"CPR(?:-?(?:nr|nummer))?\.?:?\s?\d{6}-?\d{4}"),
    ("ES", r"(?:DNI|NIE|NIF):?\s?[XYZ]?\d{7,8}-?[A-Z]"),
    ("PL", r"PESEL:?\s?\d{11}|NIP:?\s?(?:\d{3}-\d{3}-\d{2}-\d{2}|\d{3}-\d{2}-\d{2}-\d{3}|\d{10})"),
    ("RO", r"CNP:?\s?[1-8]\d{12}"),
    ("IT", r"(?:(?i:codice fiscale)|C\.?F\.?):?\s?[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]"),
    ("ID", r"NIK:?\s?\d{16}"),
    (
        "GB",
        r"(?:(?i:postcode|post code):?\s?)?"
        r"(?:[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?|[A-PR-UWYZ]\d[A-HJKPSTUW]) \d[ABD-HJLNP-UW-Z]{2}",
    ),
)
_NATIONAL_ID = re.compile(
    r"(?<![\w.-])(?:"
    + "|".join(f"(?P<{region}>{shape})" for region, shape in _NATIONAL_IDS)
    + r")(?![\w-])"
)
_NATIONAL_ID_NEED = re.compile(r"\d{3}|[A-Z\d] \d[A-Z]{2}")
_PHONE_HYPHEN_NEED = re.compile(r"\d-\d")


def national_ids(text: str) -> list[tuple[re.Match, str]]:
    """``text``'s national identifiers and postcodes, each with its country."""
    if not _NATIONAL_ID_NEED.search(text):
        return []
    return [(match, match.lastgroup) for match in _NATIONAL_ID.finditer(text)]


def country_language(text: str) -> tuple[str | None, str]:
    """The language the countries ``text`` names say: its web and e-mail addresses'
    country-code domains, its IBANs' first letters, its national identifiers and postcodes
    (``_NATIONAL_IDS``), its international numbers' calling codes, when all name one
    country's main language (:func:`main_language`); None when there are none, or they
    disagree, or one names no language. Also ``text`` without those addresses, IBANs and
    identifiers (what else the line says). A national phone number names a country only
    where nothing else does and only a country of another script writes it so."""
    named: set[str | None] = set()
    rest = text
    for match, country in ibans(text):
        named.add(main_language(country))
        rest = rest.replace(match.group(0), " ")
    for match, country in national_ids(text):
        named.add(main_language(country))
        rest = rest.replace(match.group(0), " ")
    if _ADDRESS_NEED_ANY.search(text):
        for match in _ADDRESS_TLD.finditer(text):
            tld = match.group(1).lower()
            if tld not in _GENERIC_TLDS:
                named.add(main_language("GB" if tld == "uk" else tld.upper()))
        rest = _ADDRESS_WHOLE.sub(" ", rest)
    if "+" in text:
        for match in _CALLING_CODE.finditer(text):
            named.add(_calling_code_language(match.group(1)))
    if not named and _PHONE_HYPHEN_NEED.search(text):
        # a national number only another script's country writes so (``_OTHER_SCRIPT_REGIONS``)
        for match in _PHONE.finditer(text):
            if lang := _other_script_language(match.group()):
                named.add(lang)
    if len(named) != 1:
        return None, text
    return next(iter(named)), rest


@lru_cache(maxsize=256)
def _calling_code_language(code: str) -> str | None:
    """The main language of calling code ``code``'s main country ("358": fi, not Åland's sv)."""
    for length in (1, 2, 3):
        regions = COUNTRY_CODE_TO_REGION_CODE.get(int(code[:length]))
        if regions:
            return main_language(regions[0])
    return None
