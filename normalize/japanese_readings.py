"""How Japanese numbers are said, in hiragana, for the rules of ``japanese.py``: the
numerals (``words``, ``cardinal``, ``digits``, ``number``), the counters with their sound
changes (``COUNTERS``, ``counted``; sources in japanese.py's docstring), days, months and
times (``day``, ``month``, ``clock``), and the units in katakana (``UNITS``, ``with_unit``).
"""

from dataclasses import dataclass, field

from .numbers import ascii_digits, fits_int, whole

_DIGITS = ("ぜろ", "いち", "に", "さん", "よん", "ご", "ろく", "なな", "はち", "きゅう")
# The hundreds and thousands with their sound changes: さんびゃく, ろっぴゃく, さんぜん.
_HUNDREDS = ("", "ひゃく", "にひゃく", "さんびゃく", "よんひゃく", "ごひゃく", "ろっぴゃく",
             "ななひゃく", "はっぴゃく", "きゅうひゃく")  # fmt: skip
_THOUSANDS = ("", "せん", "にせん", "さんぜん", "よんせん", "ごせん", "ろくせん", "ななせん",
              "はっせん", "きゅうせん")  # fmt: skip
BIG = ("", "まん", "おく", "ちょう")
_BIG_VALUES = {"万": 10**4, "億": 10**8, "兆": 10**12}


def to_int(text: str) -> int:
    """ "1,234" -> 1234; "1億2000万" -> 120000000."""
    text = ascii_digits(text.replace(",", ""))
    total, part = 0, ""
    for char in text:
        if char in _BIG_VALUES:
            total += int(part or "1") * _BIG_VALUES[char]
            part = ""
        else:
            part += char
    return total + whole(part or "0")


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
    for big in range(len(BIG) - 1, -1, -1):
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
        result.append("".join(group_words) + BIG[big])
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
    elif bare.isdigit() and not fits_int(bare):
        spoken = digits(bare)  # as cardinal() reads 10**15 and more, without int()
    else:
        spoken = cardinal(to_int(text))
    if fraction:
        # 1.5 is いってんご: てん doubles a final いち, はち, じゅう like a counter
        spoken = with_unit("れい" if spoken == "ぜろ" else spoken, "てん") + digits(fraction)
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
    # a prize's or a class's rank: "1等" いっとう, "8等" はっとう (NHK; panel AK5 heard いち等)
    "等": Counter("とう", gem=_SHORT),
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
    # "エリザベス2世" にせい, "日系3世" さんせい, "21世紀" にじゅういっせいき (NHK日本語発音
    # アクセント新辞典, 助数詞): "に世" was heard as the particle に (panel P5). Not 世代, 世帯,
    # 世界, 世間, which are words of their own (japanese.py keeps them out).
    "世": Counter("せい", gem=_SHORT),
    "世紀": Counter("せいき", gem=_SHORT),
}
# Counters that are native words count one and two with the native ひと, ふた and the
# Sino-Japanese numbers from three (NHK日本語発音アクセント新辞典, 助数詞; 3 and 4 also み, よ
# in older speech): "2袋" ふたふくろ, "1箱" ひとはこ, "2部屋" ふたへや (panel BA5 heard
# "に袋"). Not 組 (a school class, "2組" にくみ, is a name), 口 (口座, 人口) nor 粒 (粒子).
_NATIVE = {"袋": "ふくろ", "箱": "はこ", "皿": "さら", "部屋": "へや", "切れ": "きれ",
           "束": "たば", "晩": "ばん"}  # fmt: skip
for _kanji, _word in _NATIVE.items():
    COUNTERS[_kanji] = Counter(_word, exact={1: "ひと" + _word, 2: "ふた" + _word})
SPELLINGS = {"ヶ月": "か月", "ケ月": "か月", "カ月": "か月", "ヵ月": "か月", "箇月": "か月",
             "ケ所": "か所", "ヶ所": "か所", "カ所": "か所", "ヶ国": "か国", "カ国": "か国",
             "ケ国": "か国"}  # fmt: skip


def counted(n: int, counter: str) -> str:
    """ "3本" -> さんぼん: the number and its counter with their sound changes."""
    counter = SPELLINGS.get(counter, counter)
    if counter == "つ" and n > 10:
        return cardinal(n)  # つ counts to ten; 十一 and on are plain numbers
    return COUNTERS[counter].read(n)


def day(n: int) -> str:
    """The day of a month: 1 -> ついたち, 14 -> じゅうよっか, 20 -> はつか."""
    return _DAYS[n] if n in _DAYS else COUNTERS["日"].read(n)


def month(n: int) -> str:
    return _MONTHS[n]


def clock(hour: int, minute: int, second: int | None = None) -> str:
    """A time of day: 14:30 -> じゅうよじさんじゅっぷん (hours, minutes and seconds counted)."""
    spoken = counted(hour, "時")
    if minute:
        spoken += counted(minute, "分")
    if second:
        spoken += counted(second, "秒")
    return spoken


# Units and their katakana; those that start with p or s double a final いち, はち, じゅう
# before them as speakers do: いっパーセント, じゅっパーセント, いっセンチ.
UNITS = {
    "km/h": "キロメートル", "km/L": "キロ", "km/l": "キロ",
    "km²": "へいほうキロメートル", "m²": "へいほうメートル",
    "㎡": "へいほうメートル", "cm²": "へいほうセンチメートル", "m³": "りっぽうメートル",
    "km": "キロメートル", "㎞": "キロメートル", "cm": "センチメートル", "㎝": "センチメートル",
    "mm": "ミリメートル", "㎜": "ミリメートル", "m": "メートル", "kg": "キログラム",
    "㎏": "キログラム", "mg": "ミリグラム", "g": "グラム", "ml": "ミリリットル",
    "mL": "ミリリットル", "L": "リットル", "TB": "テラバイト", "GB": "ギガバイト",
    "MB": "メガバイト", "KB": "キロバイト", "kB": "キロバイト", "kcal": "キロカロリー",
    "kW": "キロワット", "kWh": "キロワットアワー", "W": "ワット", "Hz": "ヘルツ",
    "GHz": "ギガヘルツ", "MHz": "メガヘルツ", "℃": "ど", "°C": "ど", "ppm": "ピーピーエム",
    # weather (panel V5): "1013hPa" せんじゅうさんヘクトパスカル, "35m/s" びょうそく…メートル
    "hPa": "ヘクトパスカル", "m/s": "メートル",
    # a shop's points and a font's size, "1,500pt" せんごひゃくポイント (panel AO5 heard "pt")
    "pt": "ポイント", "pts": "ポイント",
}  # fmt: skip
_DOUBLING = {"パ": _SHORT, "ピ": _SHORT, "ポ": _SHORT, "ペ": _SHORT, "セ": _SHORT, "て": _SHORT}


def with_unit(spoken: str, unit_word: str) -> str:
    """The number's reading and the unit's, doubling a final before パ, ピ and セ."""
    finals = _DOUBLING.get(unit_word[0], ())
    for final in sorted(finals, key=len, reverse=True):
        if spoken.endswith(final) and "てん" not in spoken[-len(final) - 2 :]:
            return spoken[: -len(final)] + _GEMINATING[final] + unit_word
    return spoken + unit_word
