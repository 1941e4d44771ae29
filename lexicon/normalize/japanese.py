"""Japanese rules: phone numbers, addresses, ranges, dates, weekdays, times, ordinals,
money, percentages, units, counters, decimals and plain numbers, in that order.

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
from dataclasses import dataclass, field

from . import sayas
from .datefields import date_fields
from .numbers import ascii_digits
from .rule import read_whole, rule

_DIGITS = ("ぜろ", "いち", "に", "さん", "よん", "ご", "ろく", "なな", "はち", "きゅう")
# The hundreds and thousands with their sound changes: さんびゃく, ろっぴゃく, さんぜん.
_HUNDREDS = ("", "ひゃく", "にひゃく", "さんびゃく", "よんひゃく", "ごひゃく", "ろっぴゃく",
             "ななひゃく", "はっぴゃく", "きゅうひゃく")  # fmt: skip
_THOUSANDS = ("", "せん", "にせん", "さんぜん", "よんせん", "ごせん", "ろくせん", "ななせん",
              "はっせん", "きゅうせん")  # fmt: skip
_BIG = ("", "まん", "おく", "ちょう")
_BIG_VALUES = {"万": 10**4, "億": 10**8, "兆": 10**12}

_NUM = r"\d{1,3}(?:,\d{3})+(?!\d)|\d+"
# A number with the big units Japanese writes in kanji: 3万, 1億2000万, 5兆.
_BIG_NUM = rf"(?:{_NUM})(?:[万億兆](?:\d{{1,4}}(?![,\d]))?)*"
_START = r"(?<!\d)(?<!\d[.,])"
# A minus, not a hyphen: kana and kanji may come right before it ("と-3"), Latin may not.
_SIGN = r"(?P<sign>(?<![A-Za-z0-9.,)\]])[-−])?"


def _int(text: str) -> int:
    """ "1,234" -> 1234; "1億2000万" -> 120000000."""
    text = ascii_digits(text.replace(",", ""))
    total, part = 0, ""
    for char in text:
        if char in _BIG_VALUES:
            total += int(part or "1") * _BIG_VALUES[char]
            part = ""
        else:
            part += char
    return total + int(part or "0")


def _below_10000(n: int) -> list[str]:
    thousands, hundreds, tens, ones = n // 1000, n // 100 % 10, n // 10 % 10, n % 10
    words = [_THOUSANDS[thousands], _HUNDREDS[hundreds]]
    if tens:
        words.append(("" if tens == 1 else _DIGITS[tens]) + "じゅう")
    if ones:
        words.append(_DIGITS[ones])
    return [word for word in words if word]


def words(n: int) -> list[str]:
    """The number as a list of words, so a counter can change the last one:
    2024 -> [にせん, にじゅう, よん]; 10000 -> [いちまん]; 10,000,000 -> [いっせんまん]."""
    if n == 0:
        return ["ぜろ"]
    result: list[str] = []
    for big in range(len(_BIG) - 1, -1, -1):
        group = n // 10 ** (4 * big) % 10000
        if not group:
            continue
        if big == 0:
            result += _below_10000(group)
            continue
        group_words = _below_10000(group)
        if group_words[0] == "せん":
            group_words[0] = "いっせん"  # 一千万 is いっせんまん
        last = group_words[-1]
        if big == 3 and last.endswith(("いち", "はち", "じゅう")):
            group_words[-1] = last[:-1] + "っ"  # いっちょう, はっちょう, じゅっちょう
        result.append("".join(group_words) + _BIG[big])
    return result


def digits(text: str) -> str:
    """Digit by digit: "0312" -> ぜろさんいちに."""
    return "".join(_DIGITS[int(d)] for d in ascii_digits(text) if d.isdecimal())


def cardinal(n: int) -> str:
    """A plain number in hiragana: 1234 -> せんにひゃくさんじゅうよん. Over 15 digits it is
    read digit by digit: nobody says such a number as one."""
    if n >= 10**15:
        return digits(str(n))
    return "".join(words(n))


def number(text: str, fraction: str | None = None, sign: str | None = None) -> str:
    """A written number ("1,234", "007", "1億2000万", "3" + fraction "14") in hiragana."""
    bare = ascii_digits(text.replace(",", ""))
    if len(bare) > 1 and bare.startswith("0") and bare.isdigit():
        spoken = digits(bare)  # "007" is ぜろぜろなな
    else:
        spoken = cardinal(_int(text))
    if fraction:
        # 1.5 is いってんご: てん doubles a final いち, はち, じゅう like a counter
        spoken = _unit("れい" if spoken == "ぜろ" else spoken, "てん") + digits(fraction)
    return "マイナス" + spoken if sign else spoken


# Finals that double their last sound before k, s, t, p and h-row counters.
_GEMINATING = {"いち": "いっ", "ろく": "ろっ", "はち": "はっ", "じゅう": "じゅっ",
               "ひゃく": "ひゃっ", "びゃく": "びゃっ", "ぴゃく": "ぴゃっ"}  # fmt: skip
_N_FINALS = ("さん", "よん", "せん", "ぜん", "まん")
# Every final a counter's table may name, longest first (じゅう before う-less ones).
_FINALS = sorted({*_GEMINATING, *_N_FINALS, "なな", "きゅう"}, key=len, reverse=True)


@dataclass(frozen=True)
class Counter:
    """How a counter is read after a number.

    ``base``: its reading after most numbers. ``gem``: the finals (of _GEMINATING) that
    double before it, and ``doubled`` its reading then (いっぽん: "ぽん"; default ``base``).
    ``after_n``: its reading after a final in ``n_finals`` (さんぼん: "ぼん"). ``finals``:
    whole readings for a final (時: よん -> よじ). ``exact``: for a number (人: 1 -> ひとり).
    """

    base: str
    doubled: str = ""
    gem: tuple[str, ...] = ()
    after_n: str = ""
    n_finals: tuple[str, ...] = ("さん", "せん", "ぜん", "まん")
    finals: dict[str, str] = field(default_factory=dict)
    exact: dict[int, str] = field(default_factory=dict)

    def read(self, n: int) -> str:
        if n in self.exact:
            return self.exact[n]
        if n >= 10**15:
            return digits(str(n)) + self.base
        spoken = words(n)
        head, last = spoken[:-1], spoken[-1]
        # The final word of a group ("にじゅう", "さんびゃく") ends in one of our finals.
        for final in _FINALS:
            if last.endswith(final):
                stem = last[: -len(final)]
                break
        else:
            stem, final = last, ""
        prefix = "".join(head) + stem
        if final in self.finals:
            return prefix + self.finals[final]
        if final in self.gem:
            return prefix + _GEMINATING[final] + (self.doubled or self.base)
        if self.after_n and final in self.n_finals:
            return prefix + final + self.after_n
        return "".join(spoken) + self.base


# いち ろく はち じゅう ひゃく double before か and は rows: いっこ, ろっこ, はっこ, ひゃっこ
_ALL = tuple(_GEMINATING)
_SHORT = ("いち", "はち", "じゅう")  # before さ and た rows: いっさつ, はっさつ, じゅっさつ
_SEVEN_NINE = {"よん": "よ", "なな": "しち", "きゅう": "く"}

_DAYS = {1: "ついたち", 2: "ふつか", 3: "みっか", 4: "よっか", 5: "いつか", 6: "むいか",
         7: "なのか", 8: "ようか", 9: "ここのか", 10: "とおか", 20: "はつか"}  # fmt: skip
_MONTHS = {1: "いちがつ", 2: "にがつ", 3: "さんがつ", 4: "しがつ", 5: "ごがつ", 6: "ろくがつ",
           7: "しちがつ", 8: "はちがつ", 9: "くがつ", 10: "じゅうがつ", 11: "じゅういちがつ",
           12: "じゅうにがつ"}  # fmt: skip
_TSU = {1: "ひとつ", 2: "ふたつ", 3: "みっつ", 4: "よっつ", 5: "いつつ", 6: "むっつ", 7: "ななつ",
        8: "やっつ", 9: "ここのつ", 10: "とお"}  # fmt: skip

# Counters and the words that count like them, after NHK's table (see the module docstring).
COUNTERS = {
    "本": Counter("ほん", "ぽん", _ALL, "ぼん"),
    "匹": Counter("ひき", "ぴき", _ALL, "びき"),
    "杯": Counter("はい", "ぱい", _ALL, "ばい"),
    "分": Counter("ふん", "ぷん", _ALL, "ぷん", _N_FINALS),
    "発": Counter("はつ", "ぱつ", _ALL, "ぱつ", _N_FINALS),
    "泊": Counter("はく", "ぱく", _ALL, "ぱく", _N_FINALS),
    "個": Counter("こ", gem=_ALL),
    "回": Counter("かい", gem=_ALL),
    "階": Counter("かい", gem=_ALL, after_n="がい", n_finals=("さん",)),
    "件": Counter("けん", gem=_ALL),
    "軒": Counter("けん", gem=_ALL, after_n="げん", n_finals=("さん",)),
    "か月": Counter("かげつ", gem=_ALL),
    "か所": Counter("かしょ", gem=_ALL),
    "か国": Counter("かこく", gem=_ALL),
    "冊": Counter("さつ", gem=_SHORT),
    "歳": Counter("さい", gem=_SHORT, exact={20: "はたち"}),
    "才": Counter("さい", gem=_SHORT, exact={20: "はたち"}),
    "週間": Counter("しゅうかん", gem=_SHORT),
    "足": Counter("そく", gem=_SHORT, after_n="ぞく", n_finals=("さん",)),
    "通": Counter("つう", gem=_SHORT),
    "頭": Counter("とう", gem=_SHORT),
    "枚": Counter("まい"),
    "台": Counter("だい"),
    "秒": Counter("びょう"),
    "番": Counter("ばん"),
    "度": Counter("ど"),
    "位": Counter("い"),
    "号": Counter("ごう"),
    "倍": Counter("ばい"),
    "名": Counter("めい"),
    "点": Counter("てん", gem=_SHORT),
    "章": Counter("しょう", gem=_SHORT),
    "巻": Counter("かん", gem=_ALL),
    "条": Counter("じょう"),
    "話": Counter("わ"),
    "人": Counter("にん", finals={"よん": "よにん"}, exact={1: "ひとり", 2: "ふたり"}),
    "円": Counter("えん", finals={"よん": "よえん"}),
    "年": Counter("ねん", finals={"よん": "よねん"}),
    "時": Counter("じ", finals={k: v + "じ" for k, v in _SEVEN_NINE.items()}, exact={0: "れいじ"}),
    "時間": Counter("じかん", finals={"よん": "よじかん", "きゅう": "くじかん"}),
    "日": Counter(
        "にち",
        finals={"よん": "よっか", "なな": "しちにち", "きゅう": "くにち"},
        exact={**_DAYS, 1: "いちにち"},
    ),
    "つ": Counter("つ", exact=_TSU),
}
_SPELLINGS = {"ヶ月": "か月", "ケ月": "か月", "カ月": "か月", "ヵ月": "か月", "箇月": "か月",
              "ケ所": "か所", "ヶ所": "か所", "カ所": "か所", "ヶ国": "か国", "カ国": "か国",
              "ケ国": "か国"}  # fmt: skip


def _alternation(names) -> str:
    return "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))


_COUNTER = _alternation([*COUNTERS, *_SPELLINGS])


def counted(n: int, counter: str) -> str:
    """ "3本" -> さんぼん: the number and its counter with their sound changes."""
    counter = _SPELLINGS.get(counter, counter)
    if counter == "つ" and n > 10:
        return cardinal(n)  # つ counts to ten; 十一 and on are plain numbers
    return COUNTERS[counter].read(n)


def day(n: int) -> str:
    """The day of a month: 1 -> ついたち, 14 -> じゅうよっか, 20 -> はつか."""
    return _DAYS[n] if n in _DAYS else COUNTERS["日"].read(n)


def month(n: int) -> str:
    return _MONTHS[n]


@rule(
    "ja.phone",
    "Japanese phone numbers digit by digit, の between groups: 03-1234-5678 -> "
    "ぜろさんの いちにさんよんの ごろくななはち",
    r"(?<![\d－-])(?:[(（]0\d{1,4}[)）]|0\d{1,4}[－(（-])\d{1,4}[－)）-]\d{3,4}(?![\d－-])"
    r"|(?<![\w+])\+\d{1,3}(?:[- ]\d{1,4}){2,4}(?![\d-])",  # +81 3-1234-5678
)
def ja_phone(match: re.Match) -> str:
    spoken = "の ".join(digits(group) for group in re.findall(r"\d+", match.group(0)))
    return "プラス" + spoken if match.group(0).startswith("+") else spoken


@rule(
    "ja.address",
    "Japanese block addresses (丁目-番-号): 1-2-3 -> いちのにのさん",
    r"(?<![\d.,/-])[1-9]\d{0,3}(?:[-－][1-9]\d{0,3}){2,3}(?![\d.,/-])",
)
def ja_address(match: re.Match) -> str:
    parts = re.split("[-－]", match.group(0))
    if len(parts) == 3 and len(parts[0]) == 4:
        return match.group(0)  # 2024-3-5 is a date: ja.date's
    return "の".join(cardinal(int(part)) for part in parts)


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
    "ja.date",
    "Japanese dates: 2024年3月5日, 2024/3/5, 2024-03-05 -> にせんにじゅうよねんさんがついつか; "
    "3月1日 -> さんがつついたち; 令和6年, 令和元年 -> れいわろくねん, れいわがんねん",
    r"(?P<era>令和|平成|昭和|大正|明治)\s?(?P<eyear>\d{1,2}|元)\s?年"
    r"|(?<![\d/.-])(?P<y>\d{4})(?P<sep>[-/.])(?P<m>\d{1,2})(?P=sep)(?P<d>\d{1,2})(?![\d/.-])"
    r"|(?<![\d/])(?P<m2>\d{1,2})/(?P<d2>\d{1,2})(?![\d/])(?=\s?[(（]?[日月火水木金土])"
    rf"|{_START}(?:(?P<y3>\d{{1,4}})\s?年\s?)?(?P<m3>\d{{1,2}})\s?月(?:\s?(?P<d3>\d{{1,2}})\s?日)?"
    r"(?!\d)",
)
def ja_date(match: re.Match) -> str:
    group = match.group
    if group("era"):
        era, _ = _ERAS[group("era")]
        year = group("eyear")
        return era + ("がんねん" if year == "元" else counted(_int(year), "年"))
    if group("y"):
        y, m, d = _int(group("y")), _int(group("m")), _int(group("d"))
    elif group("m2"):
        y, m, d = None, _int(group("m2")), _int(group("d2"))
    else:
        y = _int(group("y3")) if group("y3") else None
        m = _int(group("m3"))
        d = _int(group("d3")) if group("d3") else None
    if not (1 <= m <= 12 and (d is None or 1 <= d <= 31)):
        return match.group(0)
    return _date(y, m, d)


_WEEKDAYS = {"日": "にち", "月": "げつ", "火": "か", "水": "すい", "木": "もく", "金": "きん",
             "土": "ど"}  # fmt: skip


@rule(
    "ja.weekday",
    "Japanese weekdays: (火) after a date -> かようび, 月曜日 -> げつようび, 土日 stays",
    r"(?<=[かちつ日])\s?[(（](?P<short>[日月火水木金土])(?:曜日?)?[)）]"
    r"|(?P<day>[日月火水木金土])曜(?P<bi>日)?",
)
def ja_weekday(match: re.Match) -> str:
    if match.group("short"):
        return " " + _WEEKDAYS[match.group("short")] + "ようび"
    return _WEEKDAYS[match.group("day")] + ("ようび" if match.group("bi") else "よう")


def _clock(hour: int, minute: int, second: int | None = None) -> str:
    spoken = counted(hour, "時")
    if minute:
        spoken += counted(minute, "分")
    if second:
        spoken += counted(second, "秒")
    return spoken


@rule(
    "ja.time",
    "Japanese times: 14:30 -> じゅうよじさんじゅっぷん, 午後2時半 -> ごごにじはん, "
    "4時 -> よじ, 9時 -> くじ",
    r"(?:(?P<ampm>午前|午後)\s?)?"
    r"(?:(?<![\d:：])(?P<h>\d{1,2})[:：](?P<m>\d{2})(?:[:：](?P<s>\d{2}))?(?![\d:：])"
    r"|(?<![\d.,])(?P<hour>\d{1,2})\s?時(?!間)(?:\s?(?P<half>半)|\s?(?P<min>\d{1,2})\s?分)?"
    r"(?:\s?(?P<sec>\d{1,2})\s?秒)?)",
)
def ja_time(match: re.Match) -> str:
    group = match.group
    ampm = {"午前": "ごぜん", "午後": "ごご", None: ""}[group("ampm")]
    if group("h"):
        hour, minute = _int(group("h")), _int(group("m"))
        second = _int(group("s")) if group("s") else None
        if hour > 24 or minute > 59 or (second or 0) > 59:
            return match.group(0)
        return ampm + _clock(hour, minute, second)
    hour = _int(group("hour"))
    if group("half"):
        return ampm + counted(hour, "時") + "はん"
    minute = _int(group("min")) if group("min") else 0
    second = _int(group("sec")) if group("sec") else None
    return ampm + _clock(hour, minute, second)


@rule(
    "ja.ordinal",
    "Japanese ordinals: 第1回 -> だいいっかい, 第3章 -> だいさんしょう, 1番目 -> いちばんめ",
    rf"第\s?(?P<num>{_NUM})(?P<counter>{_COUNTER})?|{_START}(?P<num2>{_NUM})\s?番目",
)
def ja_ordinal(match: re.Match) -> str:
    if match.group("num2"):
        return counted(_int(match.group("num2")), "番") + "め"
    n, counter = _int(match.group("num")), match.group("counter")
    return "だい" + (counted(n, counter) if counter else cardinal(n))


# A counted number after a range's separator: its counter is said after the first number too.
_COUNTED = re.compile(rf"\s?(?:{_BIG_NUM})\s?(?P<counter>{_COUNTER}|月(?!曜)|[%％])")


@rule(
    "ja.range",
    "Japanese ranges: 3〜5 -> 3から5, 3〜5日 and 3-5日 -> 3日から5日, 1日〜5日, 12:00-13:00 "
    "(then read by the other rules)",
    r"(?<=\S)\s?[〜～~]\s?(?=[\d$¥￥€])"
    r"|(?<=\d:\d\d)\s?[-－–]\s?(?=\d{1,2}:\d\d)"
    r"|(?<![\d.,:/-])(?P<a>\d{1,4})\s?[-－–]\s?(?P<b>\d{1,4})(?![\d.,:/-])",
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


# Signs before a number and words after it: (reading of the unit, of its hundredth).
_SIGNS = {"¥": "円", "￥": "円", "$": "ドル", "＄": "ドル", "US$": "ドル", "€": "ユーロ",
          "£": "ポンド", "₩": "ウォン"}  # fmt: skip
_MONEY_WORDS = {"円": "えん", "ドル": "ドル", "ユーロ": "ユーロ", "ポンド": "ポンド",
                "ウォン": "ウォン", "元": "げん", "セント": "セント"}  # fmt: skip
_CENTS = {"ドル": "セント", "ユーロ": "セント"}


def _money(num: str, fraction: str | None, unit: str) -> str:
    if unit == "円":
        return counted(_int(num), "円") if not fraction else number(num, fraction) + "えん"
    word = _MONEY_WORDS[unit]
    cents = _CENTS.get(unit)
    if fraction and cents and len(fraction) <= 2:
        hundredths = _int(fraction.ljust(2, "0"))
        spoken = number(num) + word
        return spoken + (_unit(number(str(hundredths)), cents) if hundredths else "")
    if unit == "ポンド":
        return _unit(number(num, fraction), word)
    return number(num, fraction) + word


@rule(
    "ja.currency",
    "Japanese money: ¥1,000 and 1,000円 -> せんえん, 4円 -> よえん, $5 and 5ドル -> ごドル, "
    "$5.20 -> ごドルにじゅっセント",
    rf"(?P<sign>US\$|[¥￥$＄€£₩])\s?(?P<num>{_BIG_NUM})(?:\.(?P<frac>\d+))?(?![\d.,]?\d)"
    rf"|{_START}(?P<num2>{_BIG_NUM})(?:\.(?P<frac2>\d+))?\s?(?P<word>円|ドル|ユーロ|ポンド|ウォン)",
)
def ja_currency(match: re.Match) -> str:
    if match.group("sign"):
        unit = _SIGNS[match.group("sign")]
        return _money(match.group("num"), match.group("frac"), unit)
    return _money(match.group("num2"), match.group("frac2"), match.group("word"))


# Units and their katakana; those that start with p or s double a final いち, はち, じゅう
# before them as speakers do: いっパーセント, じゅっパーセント, いっセンチ.
_UNITS = {
    "km/h": "キロメートル", "km²": "へいほうキロメートル", "m²": "へいほうメートル",
    "㎡": "へいほうメートル", "cm²": "へいほうセンチメートル", "m³": "りっぽうメートル",
    "km": "キロメートル", "㎞": "キロメートル", "cm": "センチメートル", "㎝": "センチメートル",
    "mm": "ミリメートル", "㎜": "ミリメートル", "m": "メートル", "kg": "キログラム",
    "㎏": "キログラム", "mg": "ミリグラム", "g": "グラム", "ml": "ミリリットル",
    "mL": "ミリリットル", "L": "リットル", "TB": "テラバイト", "GB": "ギガバイト",
    "MB": "メガバイト", "KB": "キロバイト", "kB": "キロバイト", "kcal": "キロカロリー",
    "kW": "キロワット", "kWh": "キロワットアワー", "W": "ワット", "Hz": "ヘルツ",
    "GHz": "ギガヘルツ", "MHz": "メガヘルツ", "℃": "ど", "°C": "ど", "ppm": "ピーピーエム",
}  # fmt: skip
_DOUBLING = {"パ": _SHORT, "ピ": _SHORT, "ポ": _SHORT, "ペ": _SHORT, "セ": _SHORT, "て": _SHORT}


def _unit(spoken: str, unit_word: str) -> str:
    """The number's reading and the unit's, doubling a final before パ, ピ and セ."""
    finals = _DOUBLING.get(unit_word[0], ())
    for final in sorted(finals, key=len, reverse=True):
        if spoken.endswith(final) and "てん" not in spoken[-len(final) - 2 :]:
            return spoken[: -len(final)] + _GEMINATING[final] + unit_word
    return spoken + unit_word


@rule(
    "ja.percent",
    "Japanese percentages: 25% -> にじゅうごパーセント, 1% and 10% -> いっパーセント, "
    "じゅっパーセント, 1.5% -> いってんごパーセント",
    rf"{_START}{_SIGN}(?P<num>{_BIG_NUM})(?:\.(?P<frac>\d+))?\s?[%％]",
)
def ja_percent(match: re.Match) -> str:
    spoken = number(match.group("num"), match.group("frac"), match.group("sign"))
    return _unit(spoken, "パーセント")


@rule(
    "ja.unit",
    "Japanese units after numbers: 5km -> ごキロメートル, 2.5kg -> にてんごキログラム, "
    "25℃ -> にじゅうごど, 30m² -> さんじゅうへいほうメートル",
    rf"{_START}{_SIGN}(?P<num>{_BIG_NUM})(?:\.(?P<frac>\d+))?\s?"
    rf"(?P<unit>{_alternation(_UNITS)})(?![A-Za-z])",
)
def ja_unit(match: re.Match) -> str:
    spoken = number(match.group("num"), match.group("frac"), match.group("sign"))
    unit = match.group("unit")
    if unit == "km/h":
        return "じそく" + spoken + "キロメートル"
    if unit in ("℃", "°C") and match.group("sign"):
        spoken = "れいか" + spoken.removeprefix("マイナス")  # -5℃ is れいかごど
    return _unit(spoken, _UNITS[unit])


@rule(
    "ja.counter",
    "Japanese counters with their sound changes: 1本 -> いっぽん, 3本 -> さんぼん, "
    "1人 -> ひとり, 4人 -> よにん, 3分 -> さんぷん, 20歳 -> はたち, 3つ -> みっつ",
    rf"{_START}(?P<num>{_BIG_NUM})\s?(?P<counter>{_COUNTER})",
)
def ja_counter(match: re.Match) -> str:
    n, counter = _int(match.group("num")), match.group("counter")
    if counter == "分" and re.match(r"の\s?\d", match.string[match.end() :]):
        return cardinal(n) + "ぶん"  # 10分の1 is a tenth: じゅうぶんのいち, not minutes
    return counted(n, counter)


@rule(
    "ja.decimal",
    "Japanese decimals: 3.14 -> さんてんいちよん, 1.5 -> いってんご, 0.5 -> れいてんご, "
    "3.5万人 -> さんてんごまんにん; versions: 1.2.3 -> いってんにてんさん",
    rf"{_START}(?P<dotted>\d+(?:\.\d+){{2,}})(?![.,]?\d)"
    rf"|{_START}{_SIGN}(?P<num>{_NUM})\.(?P<frac>\d+)(?![.,]?\d)"
    rf"(?P<big>[万億兆])?(?P<counter>{_COUNTER})?",
)
def ja_decimal(match: re.Match) -> str:
    if match.group("dotted"):
        parts = [number(part) for part in match.group("dotted").split(".")]
        return "".join(_unit(part, "てん") for part in parts[:-1]) + parts[-1]
    spoken = number(match.group("num"), match.group("frac"), match.group("sign"))
    if match.group("big"):
        spoken += _BIG[" 万億兆".index(match.group("big"))]
    counter = match.group("counter")
    if counter:
        spoken += COUNTERS[_SPELLINGS.get(counter, counter)].base
    return spoken


@rule(
    "ja.number",
    "Japanese numbers in hiragana: 1,234,567 -> ひゃくにじゅうさんまんよんせんごひゃく"
    "ろくじゅうなな, 3万 -> さんまん, 1億2000万 -> いちおくにせんまん, -5 -> マイナスご",
    rf"{_START}{_SIGN}(?P<num>{_BIG_NUM})",
)
def ja_number(match: re.Match) -> str:
    return number(match.group("num"), sign=match.group("sign"))


RULES = (
    ja_phone,
    ja_address,
    ja_range,
    ja_date,
    ja_weekday,
    ja_time,
    ja_ordinal,
    ja_currency,
    ja_percent,
    ja_unit,
    ja_counter,
    ja_decimal,
    ja_number,
)


# SSML <say-as> readers (lexicon/normalize/sayas.py): the same readings as the rules.


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


for _kind, _reader in {
    "characters": _say_characters,
    "cardinal": _say_cardinal,
    "ordinal": _say_ordinal,
    "digits": _say_digits,
    "date": _say_date,
    "time": _say_time,
    "telephone": _say_telephone,
    "currency": _say_currency,
}.items():
    sayas.register("ja", _kind, _reader)
