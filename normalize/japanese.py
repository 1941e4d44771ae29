"""Japanese rules: phone numbers, addresses, ranges, dates, weekdays, times, ordinals,
money, percentages, units, counters, decimals and plain numbers, in that order. The
readings (numerals, counters, days, months, units) are in ``japanese_readings.py``.

We write every number out in hiragana, as it is said. Kanji numerals would leave the
model to choose readings a native reader never hesitates over: 四 is よ in 四時, よん in
四本; 三百 is さんびゃく; 一本 is いっぽん, 三本 さんぼん; 二十歳 is はたち. The model reads
text, so the text should carry the reading.

How a counter changes the number before it follows the number's last word (いち, さん,
じゅう, ひゃく ...), so one table per counter covers 1, 21, 301 and 10,001 alike:
いっぽん, にじゅういっぽん, さんびゃくいっぽん, いちまんいっぽん. Sources for the readings:
NHK放送文化研究所編『NHK日本語発音アクセント新辞典』(2016) 付録「数詞+助数詞」; the cabinet
notice 「現代仮名遣い」(1986, for the kana spelling); and the counter tables of standard
grammar references (Makino & Tsutsui, "A Dictionary of Basic Japanese Grammar",
appendix on counters). Where NHK gives two readings we take the first one it recommends
for broadcast, with じゅっ (not じっ) as its 2016 edition allows.
"""

import re

from . import month_year, ranges, sayas
from .datefields import date_fields
from .japanese_readings import (
    BIG,
    COUNTERS,
    SPELLINGS,
    UNITS,
    cardinal,
    clock,
    counted,
    day,
    digits,
    month,
    number,
    to_int,
    with_unit,
)
from .numbers import ascii_digits
from .rule import read_whole, rule
from .short_dates import SLASH_SPAN, slash_span

# Each rule's pattern starts with a lookahead for what its matches can start with.
_NUM = r"\d{1,3}(?:,\d{3})+(?!\d)|\d+"
# A number with the big units Japanese writes in kanji: 3万, 1億2000万, 5兆.
_BIG_NUM = rf"(?:{_NUM})(?:[万億兆](?:\d{{1,4}}(?![,\d]))?)*"
_START = r"(?<!\d)(?<!\d[.,])"
# A minus, not a hyphen: kana and kanji may come right before it ("と-3"), Latin may not.
_SIGN = r"(?P<sign>(?<![A-Za-z0-9.,)\]])[-−])?"


def _alternation(names) -> str:
    return "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))


_COUNTER = _alternation([*COUNTERS, *SPELLINGS]).replace(
    re.escape("世"), re.escape("世") + "(?![代帯界間])"
)


@rule(
    "ja.phone",
    "Japanese phone numbers digit by digit, の between groups: 03-1234-5678 -> "
    "ぜろさんの いちにさんよんの ごろくななはち",
    r"(?=[\d(（+])(?:(?<![\d－-])(?:[(（]0\d{1,4}[)）]|0\d{1,4}[－(（-])\d{1,4}[－)）-]\d{3,4}(?![\d－-])"
    r"|(?<![\w+])\+\d{1,3}(?:[- ]\d{1,4}){2,4}(?![\d-]))",  # +81 3-1234-5678
)
def ja_phone(match: re.Match) -> str:
    spoken = "の ".join(digits(group) for group in re.findall(r"\d+", match.group(0)))
    return "プラス" + spoken if match.group(0).startswith("+") else spoken


# A block and a lot alone ("千代田1-1", 番地-号) after a town's name: joined by の as the
# three parts are, when a prefecture's, a city's, a ward's or a town's mark comes before in
# the same run of text (panel AO5 heard "千代田いち-いち"); not a span ("1-3月", "第1-2話").
_ADDRESS_MARK = re.compile(r"[都道府県市区町村郡]|丁目")
_IDEOGRAPH = "\u4e00-\u9fff"


@rule(
    "ja.address",
    "Japanese block addresses (丁目-番-号): 1-2-3 -> いちのにのさん, 千代田1-1 -> いちのいち",
    r"(?=[\d])(?:(?<![\d.,/-])[1-9]\d{0,3}(?:[-－][1-9]\d{0,3}){1,3}(?![\d.,/-]))",
)
def ja_address(match: re.Match) -> str:
    parts = re.split("[-－]", match.group(0))
    if len(parts) == 3 and len(parts[0]) == 4:
        return match.group(0)  # 2024-3-5 is a date: ja.date's
    if len(parts) == 2:
        text, start, end = match.string, match.start(), match.end()
        run = re.split(r"[\s、。,]", text[max(0, start - 16) : start])[-1]
        after = text[end : end + 1]
        if not (
            run
            and re.match(f"[{_IDEOGRAPH}]", run[-1])
            and _ADDRESS_MARK.search(run[:-1])
            and not re.match(f"[{_IDEOGRAPH}A-Za-z]", after)
        ):
            return match.group(0)
    return "の".join(cardinal(int(part)) for part in parts)


# A Roman numeral ending a title in katakana is said in English, as the titles are sold
# and spoken: "ドラゴンクエストIII" ドラゴンクエストスリー, "ファイナルファンタジーVII" …セブン
# (panel AO5 heard the letters left). Not before 世 (a ruler's, read as a number).
_ENGLISH_NUMBERS = (
    "ワン ツー スリー フォー ファイブ シックス セブン エイト ナイン テン イレブン トゥエルブ "
    "サーティーン フォーティーン フィフティーン シックスティーン セブンティーン エイティーン "
    "ナインティーン トゥエンティ"
).split()
_ROMAN_VALUES = {"I": 1, "V": 5, "X": 10}


def _roman_value(letters: str) -> int | None:
    values = [_ROMAN_VALUES[c] for c in letters]
    n = sum(-v if i + 1 < len(values) and values[i + 1] > v else v for i, v in enumerate(values))
    tens, units = divmod(n, 10)
    canonical = "X" * tens + ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"][units]
    return n if 1 <= n <= 20 and canonical == letters else None


@rule(
    "ja.titleroman",
    "Japanese: a Roman numeral after a title in katakana, in English: "
    "ドラゴンクエストIII -> ドラゴンクエストスリー",
    r"(?<=[\u30a1-\u30fa\u30fc])\s?(?P<r>[IVX]{1,5})(?![A-Za-z0-9世])",
)
def ja_title_roman(match: re.Match) -> str:
    n = _roman_value(match.group("r"))
    return _ENGLISH_NUMBERS[n - 1] if n else match.group(0)


# An earthquake's magnitude, "M6.2", is マグニチュード and the number, as the news reads it
# (気象庁; panel AO5 heard "Mろくてんに"), where the text speaks of a quake: "M6" is a screw's
# size elsewhere.
_QUAKE = re.compile(r"地震|震度|震源|津波|余震|規模|気象庁|マグニチュード")


@rule(
    "ja.magnitude",
    "Japanese: an earthquake's magnitude, M6.2 -> マグニチュードろくてんに",
    r"(?<![A-Za-z0-9Ａ-Ｚａ-ｚ])[MＭ](?P<num>[1-9])(?:\.(?P<frac>\d))?(?![\d.,A-Za-z])",
)
def ja_magnitude(match: re.Match) -> str:
    text = match.string
    if not _QUAKE.search(text, max(0, match.start() - 40), match.end() + 40):
        return match.group(0)
    return "マグニチュード" + number(match.group("num"), match.group("frac"))


_ERAS = {"令和": ("れいわ", 2018), "平成": ("へいせい", 1988), "昭和": ("しょうわ", 1925),
         "大正": ("たいしょう", 1911), "明治": ("めいじ", 1867)}  # fmt: skip


def _date(year: int | None, month_n: int | None, day_n: int | None) -> str:
    parts = []
    if year is not None:
        parts.append(counted(year, "年"))
    if month_n is not None:
        parts.append(month(month_n))
    if day_n is not None:
        parts.append(day(day_n))
    return "".join(parts)


@rule(
    "ja.datespan",
    "Japanese spans of dates: 7/10〜7/14 -> しちがつとおかからしちがつじゅうよっか",
    rf"(?=\d){SLASH_SPAN}",
)
def ja_date_span(match: re.Match) -> str:
    span = slash_span(match)
    if span is None:
        return match.group(0)
    m1, d1, m2, d2 = span
    return f"{_date(None, m1, d1)}から{_date(None, m2, d2)}"


# "月〜金", "月-土": a span of weekdays in their one-kanji forms, as opening hours write them,
# said with the whole names (げつようびからきんようび; panel Q5). A number before the first
# kanji makes it a month or a day ("3月〜5月", "1日〜"), no weekday.
_WEEKDAY_NAMES = {"日": "にちようび", "月": "げつようび", "火": "かようび", "水": "すいようび",
                  "木": "もくようび", "金": "きんようび", "土": "どようび"}  # fmt: skip


@rule(
    "ja.dayspan",
    "Japanese spans of weekdays: 月〜金 -> げつようびからきんようび",
    r"(?=[日月火水木金土])(?<![\d０-９一二三四五六七八九十百千万億今毎先来翌前後同当本])"
    r"(?P<a>[日月火水木金土])(?:曜日?)?\s?[〜～~\-－–]\s?(?P<b>[日月火水木金土])(?:曜日?)?"
    r"(?![^\Wぁ-ゖ])",
)
def ja_day_span(match: re.Match) -> str:
    return f"{_WEEKDAY_NAMES[match.group('a')]}から{_WEEKDAY_NAMES[match.group('b')]}"


@rule(
    "ja.date",
    "Japanese dates: 2024年3月5日, 2024/3/5, 2024-03-05 -> にせんにじゅうよねんさんがついつか; "
    "3月1日 -> さんがつついたち; 令和6年, 令和元年 -> れいわろくねん, れいわがんねん",
    r"(?=[\d令平昭大明])(?:(?P<era>令和|平成|昭和|大正|明治)\s?(?P<eyear>\d{1,2}|元)\s?年"
    r"|(?<![\d/.-])(?P<y>\d{4})(?P<sep>[-/.])(?P<m>\d{1,2})(?P=sep)(?P<d>\d{1,2})(?![\d/.-])"
    r"|(?<![\d/])(?P<m2>\d{1,2})/(?P<d2>\d{1,2})(?![\d/])(?=\s?[(（]?[日月火水木金土])"
    # "3/15 ご利用先": the day over 12, or zero-padded, standing apart (no fraction is so)
    # "3/25です", "3/25まで": the same before a copula or a particle of time (panel Q5)
    r"|(?<![\d/.,])(?P<m4>\d{1,2})/(?P<d4>1[3-9]|2\d|3[01]|0[1-9])(?![\d/.,%])"
    r"(?=\s|$|[、。）)]|です|でした|まで|から|までに|に(?![ぁ-ゖ])|迄|頃|ごろ|より)"
    # a month and day before a clock ("03/12 14:32", a card's SMS), and a zero-padded month
    # with its two-digit day standing apart ("03/12"): no fraction is written so (panel X5)
    r"|(?<![\d/.,:])(?P<m5>\d{1,2})/(?P<d5>\d{1,2})(?![\d/.,%])(?=\s?\d{1,2}:\d\d(?!\d))"
    r"|(?<![\d/.,:])(?P<m6>0[1-9])/(?P<d6>0[1-9]|[12]\d|3[01])(?![\d/.,%])"
    r"(?=\s|$|[、。）)]|です|でした|まで|から|に(?![ぁ-ゖ])|頃|ごろ|より)"
    # the day's 日 ends the date: a clock may follow it ("3月15日14:30"; panel Q5)
    rf"|{_START}(?:(?P<y3>\d{{1,4}})\s?年\s?)?(?P<m3>\d{{1,2}})\s?月(?:\s?(?P<d3>\d{{1,2}})\s?日|(?!\d)))",
)
def ja_date(match: re.Match) -> str:
    group = match.group
    if group("era"):
        era, _ = _ERAS[group("era")]
        year = group("eyear")
        return era + ("がんねん" if year == "元" else counted(to_int(year), "年"))
    if group("y"):
        y, m, d = to_int(group("y")), to_int(group("m")), to_int(group("d"))
    elif group("m2"):
        y, m, d = None, to_int(group("m2")), to_int(group("d2"))
    elif group("m4"):
        y, m, d = None, to_int(group("m4")), to_int(group("d4"))
    elif group("m5") or group("m6"):
        y, m, d = None, to_int(group("m5") or group("m6")), to_int(group("d5") or group("d6"))
    else:
        y = to_int(group("y3")) if group("y3") else None
        m = to_int(group("m3"))
        d = to_int(group("d3")) if group("d3") else None
    if not (1 <= m <= 12 and (d is None or 1 <= d <= 31)):
        return match.group(0)
    return _date(y, m, d)


_WEEKDAYS = {"日": "にち", "月": "げつ", "火": "か", "水": "すい", "木": "もく", "金": "きん",
             "土": "ど"}  # fmt: skip


@rule(
    "ja.weekday",
    "Japanese weekdays: (火) after a date -> かようび, 月曜日 -> げつようび, 土日 stays",
    r"(?=[\s(（日月火水木金土])(?:(?<=[かちつ日])\s?[(（](?P<short>[日月火水木金土])(?:曜日?)?[)）]"
    r"|(?P<day>[日月火水木金土])曜(?P<bi>日)?)",
)
def ja_weekday(match: re.Match) -> str:
    if match.group("short"):
        return " " + _WEEKDAYS[match.group("short")] + "ようび"
    return _WEEKDAYS[match.group("day")] + ("ようび" if match.group("bi") else "よう")


@rule(
    "ja.time",
    "Japanese times: 14:30 -> じゅうよじさんじゅっぷん, 午後2時半 -> ごごにじはん, "
    "4時 -> よじ, 9時 -> くじ",
    r"(?=[\d午])(?:(?:(?P<ampm>午前|午後)\s?)?"
    # a label's colon before the time is no part of it ("営業時間：10:00"; panel P5)
    r"(?:(?<!\d)(?<!\d[:：])(?P<h>\d{1,2})[:：](?P<m>\d{2})(?:[:：](?P<s>\d{2}))?(?![\d:：])"
    r"|(?<![\d.,])(?P<hour>\d{1,2})\s?時(?!間)(?:\s?(?P<half>半)|\s?(?P<min>\d{1,2})\s?分)?"
    r"(?:\s?(?P<sec>\d{1,2})\s?秒)?))",
)
def ja_time(match: re.Match) -> str:
    group = match.group
    ampm = {"午前": "ごぜん", "午後": "ごご", None: ""}[group("ampm")]
    if group("h"):
        hour, minute = to_int(group("h")), to_int(group("m"))
        second = to_int(group("s")) if group("s") else None
        if hour > 24 or minute > 59 or (second or 0) > 59:
            return match.group(0)
        if second is not None and not ampm and len(group("h")) == 1 and hour:
            # "2:05:30", a race's time: one digit of hours and seconds is a length of time
            # (2時間5分30秒, にじかん...; panel BD5, issue 31, heard にじ, a clock), as the
            # other languages' duration rules read it; "14:30:05" stays a clock
            said = counted(hour, "時間") + (counted(minute, "分") if minute else "")
            return said + (counted(second, "秒") if second else "")
        return ampm + clock(hour, minute, second)
    hour = to_int(group("hour"))
    if group("half"):
        return ampm + counted(hour, "時") + "はん"
    minute = to_int(group("min")) if group("min") else 0
    second = to_int(group("sec")) if group("sec") else None
    return ampm + clock(hour, minute, second)


@rule(
    "ja.ordinal",
    "Japanese ordinals: 第1回 -> だいいっかい, 第3章 -> だいさんしょう, 1番目 -> いちばんめ",
    rf"(?=[\d第])(?:第\s?(?:(?P<num>{_NUM})|(?P<roman>[IVX]{{1,5}})(?![A-Za-z]))"
    rf"(?P<counter>{_COUNTER})?|{_START}(?P<num2>{_NUM})\s?番目)",
)
def ja_ordinal(match: re.Match) -> str:
    if match.group("num2"):
        return counted(to_int(match.group("num2")), "番") + "め"
    # "第II章" is "第2章", だいにしょう (panel AU5 heard the letters left)
    roman = match.group("roman") and _roman_value(match.group("roman"))
    if match.group("roman") and not roman:
        return match.group(0)
    n, counter = roman or to_int(match.group("num")), match.group("counter")
    return "だい" + (counted(n, counter) if counter else cardinal(n))


# A counted number after a range's separator: its counter is said after the first number too.
_COUNTED = re.compile(rf"\s?(?:{_BIG_NUM})\s?(?P<counter>{_COUNTER}|月(?!曜)|[%％])")


@rule(
    "ja.range",
    "Japanese ranges: 3〜5 -> 3から5, 3〜5日 and 3-5日 -> 3日から5日, 1日〜5日, 12:00-13:00 "
    "(then read by the other rules)",
    # ... and before a time of day, "午前9時〜午後5時" (panel AY heard the sign left unsaid)
    r"(?=[\d\s〜～~\-－–])(?:(?<=\S)\s?[〜～~]\s?(?=[\d$¥￥€]|午[前後])"
    r"|(?<=\d:\d\d)\s?[-－–]\s?(?=\d{1,2}:\d\d)"
    # "19,800円～", "20歳～": a price or count "and up", said から (panel P5)
    r"|(?:(?<=[\d円歳名人])|(?<=ドル)|(?<=ユーロ))\s?[〜～~](?!\s?[\d$¥￥€〜～~])"
    r"|(?<![\d.,:/-])(?P<a>\d{1,4})\s?[-－–]\s?(?P<b>\d{1,4})(?![\d.,:/-]))",
)
def ja_range(match: re.Match) -> str:
    a, b = match.group("a"), match.group("b")
    if a is not None and int(a) >= int(b):
        return match.group(0)  # 3-2 is a score or a code, not a range
    # 3〜5日 is みっかからいつか: the counter is said with both numbers (not after 1日〜5日)
    text, start = match.string, match.start()
    after = _COUNTED.match(text, match.end() if a is None else match.start("b"))
    counter = ""
    if after and (a is not None or (start > 0 and text[start - 1].isdecimal())):
        counter = after.group("counter")
    return f"{counter}から" if a is None else f"{a}{counter}から{b}"


# Panel Y5 (issue 31) heard "45+3分" with its sign left in: stoppage time after a half's or
# extra time's end, each part a minute, "よんじゅうごふんプラスさんぷん" (as the broadcasts
# say it); only before 分, so a sum stays a sum.
@rule(
    "ja.stoppage",
    "Japanese stoppage time: 45+3分 -> 45分プラス3分",
    r"(?<![\d+.,])(?P<n>45|90|105|120)\s?[+＋]\s?(?P<m>1?\d)(?=分)",
)
def ja_stoppage(match: re.Match) -> str:
    return f"{match.group('n')}分プラス{match.group('m')}"


# ... and a price's arrow, "5,980円→4,186円" (a sale's old price and its new one): said
# "…えんから…えんに" (panel Y5 heard the two prices run together); only between two amounts.
_ARROW_MONEY = rf"(?:[¥￥$＄€]\s?{_BIG_NUM}(?:\.\d+)?|{_BIG_NUM}(?:\.\d+)?\s?(?:円|ドル|ユーロ))"


@rule(
    "ja.pricearrow",
    "Japanese price changes: 5,980円→4,186円 -> 5,980円から4,186円に",
    rf"(?<![\d.,])(?P<a>{_ARROW_MONEY})\s?[→⇒]\s?(?P<b>{_ARROW_MONEY})",
)
def ja_price_arrow(match: re.Match) -> str:
    return f"{match.group('a')}から{match.group('b')}に"


# Signs before a number and words after it: (reading of the unit, of its hundredth).
_SIGNS = {"¥": "円", "￥": "円", "$": "ドル", "＄": "ドル", "US$": "ドル", "€": "ユーロ",
          "£": "ポンド", "₩": "ウォン"}  # fmt: skip
_MONEY_WORDS = {"円": "えん", "ドル": "ドル", "ユーロ": "ユーロ", "ポンド": "ポンド",
                "ウォン": "ウォン", "元": "げん", "セント": "セント"}  # fmt: skip
_CENTS = {"ドル": "セント", "ユーロ": "セント"}


def _money(num: str, fraction: str | None, unit: str) -> str:
    if unit == "円" and fraction:
        # "1ドル＝149.50円": a rate's trailing zero is not said, "てんごえん" (panel AP5 heard
        # "てんごぜろえん"); "150.25円" stays "てんにごえん", pinned right by earlier panels
        fraction = fraction.rstrip("0") or None
    if unit == "円":
        return counted(to_int(num), "円") if not fraction else number(num, fraction) + "えん"
    word = _MONEY_WORDS[unit]
    cents = _CENTS.get(unit)
    if fraction and cents and len(fraction) <= 2:
        hundredths = to_int(fraction.ljust(2, "0"))
        spoken = number(num) + word
        return spoken + (with_unit(number(str(hundredths)), cents) if hundredths else "")
    if unit == "ポンド":
        return with_unit(number(num, fraction), word)
    return number(num, fraction) + word


@rule(
    "ja.equals",
    "Japanese rates: 1ドル=150円 -> 1ドル150円 (the sign is not said, as ＝ never was)",
    r"(?<=円|ル|ロ|ド|ン|元)\s?[=＝]\s?(?=[\d¥￥$＄€£₩])",
)
def ja_equals(match: re.Match) -> str:
    return ""


@rule(
    "ja.currency",
    "Japanese money: ¥1,000 and 1,000円 -> せんえん, 4円 -> よえん, $5 and 5ドル -> ごドル, "
    "$5.20 -> ごドルにじゅっセント",
    rf"(?=[\dU¥￥$＄€£₩])(?:(?P<sign>US\$|[¥￥$＄€£₩])\s?(?P<num>{_BIG_NUM})(?:\.(?P<frac>\d+))?(?![\d.,]?\d)"
    rf"|{_START}(?P<num2>{_BIG_NUM})(?:\.(?P<frac2>\d+))?\s?(?P<word>円|ドル|ユーロ|ポンド|ウォン))",
)
def ja_currency(match: re.Match) -> str:
    if match.group("sign"):
        unit = _SIGNS[match.group("sign")]
        return _money(match.group("num"), match.group("frac"), unit)
    return _money(match.group("num2"), match.group("frac2"), match.group("word"))


@rule(
    "ja.percent",
    "Japanese percentages: 25% -> にじゅうごパーセント, 1% and 10% -> いっパーセント, "
    "じゅっパーセント, 1.5% -> いってんごパーセント",
    rf"(?=[\-−\d])(?:{_START}{_SIGN}(?P<num>{_BIG_NUM})(?:\.(?P<frac>\d+))?\s?[%％])",
)
def ja_percent(match: re.Match) -> str:
    spoken = number(match.group("num"), match.group("frac"), match.group("sign"))
    return with_unit(spoken, "パーセント")


@rule(
    "ja.unit",
    "Japanese units after numbers: 5km -> ごキロメートル, 2.5kg -> にてんごキログラム, "
    "25℃ -> にじゅうごど, 30m² -> さんじゅうへいほうメートル",
    rf"(?=[\-−\d])(?:{_START}{_SIGN}(?P<num>{_BIG_NUM})(?:\.(?P<frac>\d+))?\s?"
    rf"(?P<unit>{_alternation(UNITS)})(?![A-Za-z]))",
)
def ja_unit(match: re.Match) -> str:
    spoken = number(match.group("num"), match.group("frac"), match.group("sign"))
    unit = match.group("unit")
    if unit == "km/h":
        return "じそく" + spoken + "キロメートル"
    if unit == "m/s":  # wind speed, as the forecasts say it
        said = match.string[max(0, match.start() - 3) : match.start()].rstrip()
        told = said.endswith(("秒速", "風速"))  # "風速20m/s": the speed is said already
        return spoken + "メートル" if told else "びょうそく" + spoken + "メートル"
    if unit in ("km/L", "km/l"):
        return "リッターあたり" + spoken + "キロ"  # fuel economy, as said
    if unit in ("℃", "°C") and match.group("sign"):
        spoken = "れいか" + spoken.removeprefix("マイナス")  # -5℃ is れいかごど
    return with_unit(spoken, UNITS[unit])


@rule(
    "ja.counter",
    "Japanese counters with their sound changes: 1本 -> いっぽん, 3本 -> さんぼん, "
    "1人 -> ひとり, 4人 -> よにん, 3分 -> さんぷん, 20歳 -> はたち, 3つ -> みっつ",
    rf"(?=[\d])(?:{_START}(?P<num>{_BIG_NUM})\s?(?P<counter>{_COUNTER}))",
)
def ja_counter(match: re.Match) -> str:
    n, counter = to_int(match.group("num")), match.group("counter")
    if counter == "分" and re.match(r"の\s?\d", match.string[match.end() :]):
        return cardinal(n) + "ぶん"  # 10分の1 is a tenth: じゅうぶんのいち, not minutes
    return counted(n, counter)


# The police's number, 110番 (and 110番通報), is said ひゃくとおばん, "ten" as とお (NHK; the
# National Police Agency's own kana for it); panel AH5 (issue 31) heard ひゃくじゅうばん. Not
# 110番目, 110番地, 110番線, 110番台 (an ordinal, a lot, a platform, a range): those count.
@rule(
    "ja.police",
    "Japanese: the police's number 110番 -> ひゃくとおばん",
    r"(?<![\d.,])110\s?番(?![目地線台号手])",
)
def ja_police(match: re.Match) -> str:
    return "ひゃくとおばん"


@rule(
    "ja.floor",
    "Japanese floors written with F: 5F -> ごかい, B1F -> ちかいっかい",
    # "5F", "B1F" on a building or an address is the floor (階); not "0xFF", "F1", "5FT"
    r"(?=[B\d])(?<![A-Za-z\d#_.])(?P<b>B)?(?P<n>[1-9]\d?)F(?![A-Za-z\d])",
)
def ja_floor(match: re.Match) -> str:
    said = counted(int(match.group("n")), "階")
    return "ちか" + said if match.group("b") else said


@rule(
    "ja.decimal",
    "Japanese decimals: 3.14 -> さんてんいちよん, 1.5 -> いってんご, 0.5 -> れいてんご, "
    "3.5万人 -> さんてんごまんにん; versions: 1.2.3 -> いってんにてんさん",
    rf"(?=[\-−\d])(?:{_START}(?P<dotted>\d+(?:\.\d+){{2,}})(?![.,]?\d)"
    rf"|{_START}{_SIGN}(?P<num>{_NUM})\.(?P<frac>\d+)(?![.,]?\d)"
    rf"(?P<big>[万億兆])?(?P<counter>{_COUNTER})?)",
)
def ja_decimal(match: re.Match) -> str:
    if match.group("dotted"):
        parts = [number(part) for part in match.group("dotted").split(".")]
        return "".join(with_unit(part, "てん") for part in parts[:-1]) + parts[-1]
    spoken = number(match.group("num"), match.group("frac"), match.group("sign"))
    if match.group("big"):
        spoken += BIG[" 万億兆".index(match.group("big"))]
    counter = match.group("counter")
    if counter:
        spoken += COUNTERS[SPELLINGS.get(counter, counter)].base
    return spoken


@rule(
    "ja.number",
    "Japanese numbers in hiragana: 1,234,567 -> ひゃくにじゅうさんまんよんせんごひゃく"
    "ろくじゅうなな, 3万 -> さんまん, 1億2000万 -> いちおくにせんまん, -5 -> マイナスご",
    rf"(?=[\-−\d])(?:{_START}{_SIGN}(?P<num>{_BIG_NUM}))",
)
def ja_number(match: re.Match) -> str:
    return number(match.group("num"), sign=match.group("sign"))


RULES = (
    ranges.cjk_score_rule("ja"),
    ja_phone,
    ja_address,
    ja_title_roman,
    ja_magnitude,
    ja_date_span,
    ja_day_span,
    ja_range,
    ja_stoppage,
    ja_price_arrow,
    # a card's expiry "有効期限 08/26": 2026年8月, not the 26th (panel AJ5)
    *month_year.rules_for("ja", lambda m, y: _date(y, m, None)),
    ja_date,
    ja_weekday,
    ja_time,
    ja_ordinal,
    ja_equals,
    ja_currency,
    ja_percent,
    ja_unit,
    ja_floor,
    ja_police,
    ja_counter,
    ja_decimal,
    ja_number,
)


# SSML <say-as> readers (normalize/sayas.py): the same readings as the rules.


def _say_cardinal(text, format=None, detail=None):
    bare = ascii_digits(text.strip()).replace(",", "")
    if re.fullmatch(r"[-−]?\d+(?:\.\d+)?", bare):
        whole, _, fraction = bare.lstrip("-−").partition(".")
        return number(whole, fraction or None, sign=bare[0] in "-−" or None)
    return None


def _say_ordinal(text, format=None, detail=None):
    bare = ascii_digits(text.strip()).removeprefix("第").replace(",", "")
    bare = re.sub(r"(番目|番|st|nd|rd|th)$", "", bare)
    return counted(int(bare), "番") + "め" if bare.isdigit() else None


def _say_date(text, format=None, detail=None):
    fields = date_fields(text, format, "ymd")
    if fields is None:
        return read_whole(ja_date, text)
    return _date(fields.get("y"), fields.get("m"), fields.get("d"))


def _say_time(text, format=None, detail=None):
    return read_whole(ja_time, text)


def _say_telephone(text, format=None, detail=None):
    groups = re.findall(r"\d+", ascii_digits(text))
    if not groups:
        return None
    spoken = "の ".join(digits(group) for group in groups)
    return "プラス" + spoken if text.strip().startswith("+") else spoken


_CODES = {"JPY": "¥", "USD": "$", "EUR": "€", "GBP": "£", "KRW": "₩"}


def _say_currency(text, format=None, detail=None):
    text = text.strip()
    code = re.match(r"(JPY|USD|EUR|GBP|KRW)\s?", text)
    if code:
        text = _CODES[code.group(1)] + text[code.end() :]
    return read_whole(ja_currency, text)


def _say_digits(text, format=None, detail=None):
    return digits(text) if ascii_digits(text.strip()).isdigit() else None


def _say_characters(text, format=None, detail=None):
    letters = [char for char in text if not char.isspace()]
    return " ".join(digits(c) if c.isdecimal() else c for c in letters) if letters else None


sayas.register_all(
    "ja",
    {
        "characters": _say_characters,
        "cardinal": _say_cardinal,
        "ordinal": _say_ordinal,
        "digits": _say_digits,
        "date": _say_date,
        "time": _say_time,
        "telephone": _say_telephone,
        "currency": _say_currency,
    },
)
