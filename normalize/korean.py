"""Korean rules: ranges, phone numbers, dates, times, money, percentages, units, counters,
decimals and plain numbers, in that order. The words and tables are in ``korean_words.py``.

We read Korean numbers ourselves: num2words knows only the Sino-Korean numerals (일, 이,
삼), but counters (개, 명, 살, 시 ...) take the native ones (한, 두, 세), and the rest is
two small tables.

Spacing: a number is written apart from the unit or counter after it, as Korean spelling
has it ("이천이십사 년 삼 월 오 일", "세 개", "오천 원"; this also answers the upstream report
that "1권" is misread without a space), while a particle stays attached ("이천이십사는").
유월 (6월) and 시월 (10월) are single words. Big units stay attached to their number
("삼만", "일억 이천만"), and 일 is dropped before 십, 백, 천 and 만 ("만 원", not "일만 원")
but kept before 억 and 조 ("일억").
"""

import re

from . import month_year, ranges, sayas, symbols
from .datefields import date_fields
from .korean_words import (
    MONTHS,
    NATIVE_COUNTERS,
    NOT_COUNTERS,
    NUMBER_NAMES,
    NUMBERED,
    SINO_UNITS,
    digits,
    native,
    number,
    sino,
    to_int,
)
from .numbers import ascii_digits
from .rule import read_whole, rule
from .short_dates import SLASH_SPAN, slash_span

# Each rule's pattern starts with a lookahead for what its matches can start with.
_NUM = r"\d{1,3}(?:,\d{3})+(?!\d)|\d+"
_START = r"(?<!\d)(?<!\d[.,])"  # never start inside a number
_SIGN = r"(?P<sign>(?<![\w.,)\]])[-−])?"


def _alternation(words) -> str:
    return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))


def _hour(n: int) -> str:
    return native(n) if 1 <= n <= 24 else sino(n)


# "2시~4시 사이", "09:00~18:00 사이": between two times is "에서 … 사이" (no 부터 … 까지).
_BETWEEN = re.compile(r"[^\s~～〜]{0,8}\s?사이")


@rule(
    "ko.datespan",
    "Korean spans of dates: 7/10~7/14 -> 칠 월 십 일부터 칠 월 십사 일",
    rf"(?=\d){SLASH_SPAN}",
)
def ko_date_span(match: re.Match) -> str:
    """As "6월 10일~12일" is read (ko.range): the first day with 부터 (panel Q5)."""
    span = slash_span(match)
    if span is None:
        return match.group(0)
    m1, d1, m2, d2 = span
    return f"{MONTHS[m1]} {sino(d1)} 일부터 {MONTHS[m2]} {sino(d2)} 일"


@rule(
    "ko.range",
    "Korean ranges: 3~5개, 3-5개 -> 3에서 5개, 14:50-15:10 (then read by the other rules)",
    # "09:00~18:00": a span of clock times, "부터 … 까지" (the time rule reads the times)
    r"(?=[\d\s~～〜\-–])(?:(?<![\d:])(?P<t1>\d{1,2}:\d\d)\s?[~～〜\-–]\s?(?P<t2>\d{1,2}:\d\d)"
    r"(?![\d:])(?P<particle>[가-힣])?"
    # "3일~5일 진행": a second day or hour with no particle of its own ends the span with
    # 까지 ("삼 일부터 오 일까지"; panel V5)
    # ..., and so with the particle 에 after it, which the span's 까지 takes the place of
    # ("10일~12일에 치러진다" -> "십 일부터 십이 일까지 치러진다"; panel Z5 heard 부터 alone)
    r"|(?<=[\d일시월])\s*[~～〜]\s*(?:(?P<c>\d{1,2}[일시])(?P<e>에)?(?![가-힣\d])"
    r"|(?=[\d$₩€£¥]|오[전후]))"
    # a hyphen only between short numbers: not 010-1234-5678, 1588-1234 or 2024-03-05
    r"|(?<![\d.,:/+-])(?P<a>\d{1,4})\s?[-–]\s?(?P<b>[1-9]\d{0,3})(?![\d.,:/-]))",
)
def ko_range(match: re.Match) -> str:
    a, b = match.group("a"), match.group("b")
    between = _BETWEEN.match(match.string, match.end())
    if match.group("t1"):  # the fifth panel: "아홉 시부터 열여덟 시까지", not "에서"
        particle = match.group("particle") or ""
        if between:
            return f"{match.group('t1')}에서 {match.group('t2')}{particle}"
        # a copula after the span keeps 까지: "09:00~18:00입니다" -> "열여덟 시까지입니다"
        until = "" if particle and particle not in "입이예였" else "까지"
        if particle == "에" and not re.match(r"[가-힣]", match.string[match.end() :]):
            # 에 alone gives way to the span's 까지, as for days: "09:00~11:30에 진행" ->
            # "열한 시 삼십 분까지 진행" (panel AL5 heard "열한 시 삼십 분에")
            until, particle = "까지", ""
        return f"{match.group('t1')}부터 {match.group('t2')}{until}{particle}"
    if a is None:  # "6월 10일~12일", "9시~18시": from a day or hour, 부터 (issue 31)
        c = match.group("c") or ""
        if match.string[match.start() - 1] in "일시월" and not between:
            return f"부터 {c}까지" if c else "부터 "
        # "14~16시 사이": the first number is an hour too, "열네 시에서 열여섯 시" (panel AP5
        # heard "십사에서"), as the day's and the month's are said
        hour = (
            "시"
            if match.string[match.start() - 1].isdigit()
            and (_HOUR_AFTER.fullmatch(c) or not c and _HOUR_AFTER.match(match.string, match.end()))
            else ""
        )
        return f"{hour}에서 {c}{match.group('e') or ''}"
    if int(a) >= int(b) or (len(a) >= 3 and len(b) == 4 and not 1000 <= int(a) <= 2999):
        return match.group(0)  # 3-2 is a score; 1588-1234 a phone number; 1990-1995 a range
    if int(b) <= 24 and match.string.startswith("시", match.end()):
        return f"{a}시에서 {b}"  # "14-16시": both hours
    return f"{a}에서 {b}"


# A span's second number an hour of the clock ("16시"), the first one's hour too.
_HOUR_AFTER = re.compile(r"(?:[01]?\d|2[0-4])시")


# "2~3일", "3~4개": two neighbouring numbers before a counter are one rough count, said
# joined, "이삼 일", "서너 개" (표준국어대사전 "이삼", "서너", "두세"; panel X5 heard "이에서
# 삼 일"). Native counters take the native pairs; Sino-Korean units the Sino-Korean ones
# (not from 1: "1~2일" stays as it was). "2~5일", "9~10일" are spans, left to ko.range.
_KO_NATIVE_PAIRS = {1: "한두", 2: "두세", 3: "서너", 4: "네댓", 5: "대여섯", 6: "예닐곱",
                    7: "일고여덟", 8: "여덟아홉"}  # fmt: skip
_KO_SINO_PAIR_UNITS = "일 년 개월 주 분 초 배 회 층 주일".split()


@rule(
    "ko.approx",
    "Korean neighbouring numbers before a counter: 2~3일 -> 이삼 일, 3~4개 -> 서너 개",
    # not the days of a month: "6월 2~3일" is a span of dates
    r"(?=\d)(?<![\d.,:~～〜/-])(?<!월)(?<!월\s)(?P<a>[1-9])\s?[~～〜]\s?(?P<b>[1-9])(?!\d)\s?"
    rf"(?P<counter>{_alternation(NATIVE_COUNTERS + NOT_COUNTERS + _KO_SINO_PAIR_UNITS)})"
    r"(?![가-힣]{0,1}\s?[~～〜])",
)
def ko_approx(match: re.Match) -> str:
    a, b, counter = int(match.group("a")), int(match.group("b")), match.group("counter")
    if b != a + 1:
        return match.group(0)
    if counter in NATIVE_COUNTERS and counter not in NOT_COUNTERS:
        return f"{_KO_NATIVE_PAIRS[a]} {counter}"
    if a == 1 or counter not in NOT_COUNTERS + _KO_SINO_PAIR_UNITS:
        return match.group(0)
    return f"{sino(a)}{sino(b)} {counter}"


def _ro(word: str) -> str:
    """The particle "(으)로" after a word: 으로 after a final consonant other than ㄹ."""
    last = word[-1]
    if not "가" <= last <= "힣":
        return "로"
    final = (ord(last) - 0xAC00) % 28
    return "으로" if final and final != 8 else "로"


# "29,900원 → 19,900원", "서울 → 부산": an arrow between two amounts or words is a change or
# a way, said "A에서 B(으)로" (표준국어대사전 "에서", "-으로"; panel P5). Only when the second
# is a Hangul word or an amount with its unit, and no particle is written after it.
# A currency pair ("원/달러 환율", "엔/달러") is said as two words, never with the slash
# (panel T5, issue 31): "원 달러 환율".
_CURRENCIES = "원|달러|엔|유로|위안|파운드"


@rule(
    "ko.currencypair",
    "Korean currency pairs: 원/달러 환율 -> 원 달러 환율",
    rf"(?<![가-힣])(?P<a>{_CURRENCIES})/(?P<b>{_CURRENCIES})(?=[가-힣\s]|$)",
)
def ko_currency_pair(match: re.Match) -> str:
    return f"{match.group('a')} {match.group('b')}"


@rule(
    "ko.arrow",
    "Korean arrows: 29,900원 → 19,900원 -> 29,900원에서 19,900원으로",
    # "→ 할인가 990,000원": a label before the amount, the particle after the amount (panel V5)
    r"(?<=[\w%])\s*[→⇒➔➡]\s*(?P<b>(?:[가-힣]{1,8}\s)?\d[\d,.]*\s?[가-힣]+|[가-힣]+"
    r"|\d[\d,.]*\s?%)(?=[\s.,!?)]|$)",
)
def ko_arrow(match: re.Match) -> str:
    b = match.group("b")
    if b.endswith(("로", "까지", "에", "행")):  # "서울 → 부산으로": the particle is written
        return f"에서 {b}"
    return f"에서 {b}{_ro(b)}"


# Panel AA5 (issue 31) heard "=" left unread in "1달러 = 1,350원": between a counted
# amount (a Korean unit or currency) and the next, it is a rate, said with "에" ("일 달러에
# 천삼백오십 원"); "1 + 1 = 2" (no unit before the sign) is left.
@rule(
    "ko.rate",
    "Korean rates: 1달러 = 1,350원 -> 1달러에 1,350원",
    r"(?<=\d)(?P<unit>\s?[가-힣]{1,4})\s?=\s?(?=\d)",
)
def ko_rate(match: re.Match) -> str:
    return f"{match.group('unit')}에 "


# A shop's "1+1", "2+1" (buy one or two, get one free) is said in English: "원 플러스 원
# 행사" (국립국어원 온라인가나다 "1+1"; panel AL5 heard "일+일 행사"). Only before the words of
# an offer: "1+1=2" is arithmetic.
_KO_PROMO_COUNTS = {"1": "원", "2": "투", "3": "쓰리"}


@rule(
    "ko.promo",
    "Korean shop offers: 1+1 행사 -> 원 플러스 원 행사",
    r"(?<![\d+.,])(?P<a>[123])\s?\+\s?1(?![\d+=])"
    r"(?=\s?(?:행사|이벤트|상품|제품|증정|혜택|특가|세일|할인|이에요|입니다))",
)
def ko_promo(match: re.Match) -> str:
    return f"{_KO_PROMO_COUNTS[match.group('a')]} 플러스 원"


# A baseball count is said in English too, "2아웃" "투아웃", "3볼 2스트라이크" "쓰리볼
# 투스트라이크", "0아웃" "노아웃" (the broadcasts'; panel AW5 heard "이아웃"); four balls
# are a walk, "포볼". Not "3볼트" (volts), "아웃렛" (an outlet), "볼링".
_KO_BASEBALL_COUNTS = {**_KO_PROMO_COUNTS, "0": "노", "4": "포"}


@rule(
    "ko.baseballcount",
    "Korean baseball counts: 2아웃 -> 투아웃, 3볼 -> 쓰리볼",
    r"(?<![\d.,])(?P<n>[0-4])(?=\s?(?:아웃(?!렛|도어|소싱|풋|라인)|스트라이크|볼(?!트|링|륨|펜)))",
)
def ko_baseball_count(match: re.Match) -> str:
    return _KO_BASEBALL_COUNTS[match.group("n")]


@rule(
    "ko.phone",
    "Korean phone numbers, digit by digit: 010-1234-5678 -> 공일공 일이삼사 오육칠팔, "
    "+82 10-1234-5678 -> 플러스 팔이 일공 일이삼사 오육칠팔",
    r"(?=[\d+])(?:(?<![\d-])(?:0\d{1,2}-\d{3,4}-\d{4}|1[5-9]\d{2}-\d{4}|01[016789]\d{7,8})(?![\d-])"
    r"|(?<![\w+])\+\d{1,3}[- ]\d{1,4}(?:-\d{3,4}){1,2}(?![\d-]))",  # +82 10-1234-5678
)
def ko_phone(match: re.Match) -> str:
    spoken = " ".join(digits(group) for group in re.findall(r"\d+", match.group(0)))
    return "플러스 " + spoken if match.group(0).startswith("+") else spoken


@rule(
    "ko.date",
    "Korean dates: 2024년 3월 5일, 2024-03-05, 2024. 3. 5. -> 이천이십사 년 삼 월 오 일 "
    "(6월 유월, 10월 시월)",
    r"(?=[\d])(?:(?<!\d)(?P<y>\d{4})(?P<sep>[-/])(?P<m>\d{1,2})(?P=sep)(?P<d>\d{1,2})(?!\d)"
    # 2024.3.5 and 2024. 3. 5.; the last dot goes too when a particle follows ("5.에")
    r"|(?<!\d)(?P<y2>\d{4})\.\s?(?P<m2>\d{1,2})\.\s?(?P<d2>\d{1,2})(?!\d)(?:\.(?=\s*[가-힣]))?"
    # "03/15", "6/8(토)": month and day, when the day is over 12, a part has a leading
    # zero or a weekday follows (a fraction "1/2" is none of these)
    r"|(?<![\d/.:])(?P<m3>\d{1,2})/(?P<d3>\d{1,2})(?![\d/.,%])(?=(?P<wd>\s?[(（][월화수목금토일])?)"
    rf"|{_START}(?P<n>\d+)\s?(?P<unit>[년월일]))",
)
def ko_date(match: re.Match) -> str:
    if match.group("m3"):
        m, d = to_int(match.group("m3")), to_int(match.group("d3"))
        told = match.group("wd") or d > 12 or "0" in (match.group("m3")[0], match.group("d3")[0])
        if not (told and 1 <= m <= 12 and 1 <= d <= 31):
            return match.group(0)
        return f"{MONTHS[m]} {sino(d)} 일"
    if match.group("unit"):
        n = to_int(match.group("n"))
        if match.group("unit") == "월":
            return MONTHS[n] if 1 <= n <= 12 else f"{sino(n)} 월"
        return f"{sino(n)} {match.group('unit')}"
    year, month, day = (to_int(match.group(k) or match.group(k + "2")) for k in "ymd")
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return match.group(0)
    return f"{sino(year)} 년 {MONTHS[month]} {sino(day)} 일"


_WEEKDAYS = {"월": "월요일", "화": "화요일", "수": "수요일", "목": "목요일", "금": "금요일",
             "토": "토요일", "일": "일요일"}  # fmt: skip


@rule(
    "ko.weekday",
    "Korean weekdays after a date: 3월 5일(화) -> 삼 월 오 일 화요일",
    r"(?=[\s(（])(?:(?<=\s일)\s?[(（](?P<day>[월화수목금토일])(?:요일)?[)）])",
)
def ko_weekday(match: re.Match) -> str:
    return " " + _WEEKDAYS[match.group("day")]


def _clock(hour: int, minute: int, second: int | None = None) -> str:
    words = f"{_hour(hour)} 시"
    if minute:
        words += f" {sino(minute)} 분"
    if second:
        words += f" {sino(second)} 초"
    return words


@rule(
    "ko.time",
    "Korean times: 14:30 -> 열네 시 삼십 분, 오후 2시 30분 -> 오후 두 시 삼십 분 "
    "(hours native, minutes Sino-Korean)",
    r"(?=[\d])(?:(?<![\d:])(?P<h>\d{1,2}):(?P<m>\d{2})(?::(?P<s>\d{2}))?(?![\d:])"
    r"|(?<![\d.,])(?P<hour>\d{1,2})\s?시(?!간)(?:\s?(?P<min>\d{1,2})\s?분)?(?:\s?(?P<sec>\d{1,2})\s?초)?"
    rf"|{_START}(?P<n>{_NUM})\s?(?P<unit>분|초))",
)
def ko_time(match: re.Match) -> str:
    if match.group("unit"):
        return f"{number(match.group('n'))} {match.group('unit')}"
    if match.group("h"):
        hour, minute = to_int(match.group("h")), to_int(match.group("m"))
        second = to_int(match.group("s")) if match.group("s") else None
        if hour > 24 or minute > 59 or (second or 0) > 59:
            return match.group(0)
        return _clock(hour, minute, second)
    minute = to_int(match.group("min")) if match.group("min") else 0
    second = to_int(match.group("sec")) if match.group("sec") else None
    return _clock(to_int(match.group("hour")), minute, second)


_CURRENCY = {"₩": ("원", ""), "￦": ("원", ""), "$": ("달러", "센트"), "€": ("유로", "센트"),
             "£": ("파운드", "펜스"), "¥": ("엔", "")}  # fmt: skip


@rule(
    "ko.currency",
    "Korean money: 5,000원, ₩5,000 -> 오천 원, 10,000원 -> 만 원, $5.20 -> 오 달러 이십 센트",
    rf"(?=[\d₩￦$€£¥])(?:(?P<cur>[₩￦$€£¥])\s?(?P<num>{_NUM})(?:\.(?P<frac>\d+))?(?![\d.,]?\d)"
    rf"|{_START}(?P<won>{_NUM})\s?원)",
)
def ko_currency(match: re.Match) -> str:
    if match.group("won"):
        return f"{number(match.group('won'))} 원"
    major, minor = _CURRENCY[match.group("cur")]
    fraction = match.group("frac")
    if fraction and minor and len(fraction) <= 2:
        cents = to_int(fraction.ljust(2, "0"))
        words = f"{number(match.group('num'))} {major}"
        return f"{words} {sino(cents)} {minor}" if cents else words
    return f"{number(match.group('num'), fraction)} {major}"


@rule(
    "ko.percent",
    "Korean percentages: 25% -> 이십오 퍼센트, 3.5%p -> 삼 점 오 퍼센트포인트",
    # "(+1.2%)": a rise, "플러스" as the fall is "마이너스" (panel AS5 heard the "+" left)
    rf"(?=[\-−+\d])(?:{_START}(?:(?P<plus>(?<![\w.,)\]+])\+)|{_SIGN})"
    rf"(?P<num>{_NUM})(?:\.(?P<frac>\d+))?\s?(?P<p>%p|%|％))",
)
def ko_percent(match: re.Match) -> str:
    words = number(match.group("num"), match.group("frac"), match.group("sign"))
    if match.group("plus"):
        words = f"플러스 {words}"
    return f"{words} 퍼센트포인트" if match.group("p") == "%p" else f"{words} 퍼센트"


_UNITS = {
    "km": "킬로미터", "㎞": "킬로미터", "m": "미터", "cm": "센티미터", "㎝": "센티미터",
    "mm": "밀리미터", "㎜": "밀리미터", "kg": "킬로그램", "㎏": "킬로그램", "g": "그램",
    "mg": "밀리그램", "L": "리터", "l": "리터", "ml": "밀리리터", "mL": "밀리리터",
    "㎖": "밀리리터", "KB": "킬로바이트", "MB": "메가바이트", "GB": "기가바이트",
    "TB": "테라바이트", "kcal": "킬로칼로리", "°C": "도", "℃": "도", "km/h": "킬로미터",
    "km/L": "킬로미터", "km/l": "킬로미터",
    "m²": "제곱미터", "㎡": "제곱미터", "km²": "제곱킬로미터", "㎢": "제곱킬로미터",
    "cm²": "제곱센티미터", "m³": "세제곱미터", "㎥": "세제곱미터", "ms": "밀리초",
    "Hz": "헤르츠", "GHz": "기가헤르츠", "MHz": "메가헤르츠", "kW": "킬로와트",
    "kWh": "킬로와트시", "Mbps": "메가비피에스", "Gbps": "기가비피에스",
    # weather (panel V5): "1013hPa" 천십삼 헥토파스칼, "35m/s" 초속 삼십오 미터
    "hPa": "헥토파스칼", "m/s": "미터",
    "㎎": "밀리그램", "㎍": "마이크로그램", "μg": "마이크로그램", "µg": "마이크로그램",
    "dL": "데시리터", "㎗": "데시리터",
    # a shop's points, "1,500P" 천오백 포인트 (panel BA5 heard the P left as a Latin letter)
    "P": "포인트", "pt": "포인트",
}  # fmt: skip
# A mass per volume ("85㎍/㎥", "120mg/dL", "0.5mg/L") is said whole with 퍼 between, as the
# air quality and health reports read it ("마이크로그램 퍼 세제곱미터"; panel AO5 heard the
# unit dropped and "/" left).
_PER_UNITS = {
    f"{mass}/{volume}": f"{_UNITS[mass]} 퍼 {_UNITS[volume]}"
    for mass in ("㎍", "μg", "µg", "mg", "㎎", "g", "kg", "㎏")
    for volume in ("㎥", "m³", "L", "l", "mL", "ml", "㎖", "dL", "㎗")
}
_UNITS.update(_PER_UNITS)


@rule(
    "ko.unit",
    "Korean units after numbers: 5km -> 오 킬로미터, 2.5kg -> 이 점 오 킬로그램, 30℃ -> 삼십 도",
    rf"(?=[\-−\d])(?:{_START}{_SIGN}(?P<num>{_NUM})(?:\.(?P<frac>\d+))?\s?(?P<unit>{_alternation(_UNITS)})"
    r"(?![A-Za-z]))",
)
def ko_unit(match: re.Match) -> str:
    words = number(match.group("num"), match.group("frac"), match.group("sign"))
    words = f"{words} {_UNITS[match.group('unit')]}"
    if match.group("unit") in ("km/L", "km/l"):
        return f"리터당 {words}"  # fuel economy: "리터당 십이 점 오 킬로미터"
    if match.group("unit") == "m/s":  # "초속 35m/s" says 초속 once
        said = match.string[max(0, match.start() - 4) : match.start()].rstrip()
        return words if said.endswith("초속") else f"초속 {words}"
    return f"시속 {words}" if match.group("unit") == "km/h" else words


# A book's parts near "N장" make it a chapter, said in Sino-Korean (칠 장): pages, sections,
# the book itself (panel V5 heard "7장은 134쪽부터" as "일곱 장", seven sheets).
_KO_CHAPTER = re.compile(r"\d\s?(?:쪽|페이지|절)|교재|교과서|책|소설|본문|단원|목차|챕터")


# "8자 이상": letters of a password or a text, counted in native numbers ("여덟 자 이상";
# 표준국어대사전 "자"⁸, a counter of characters; panel AJ5 heard "팔자", "fate"), when a
# limit follows; "3자 회담" (three parties) and "제3자" stay Sino-Korean. Digits too: "6자리
# 숫자" is "여섯 자리".
_KO_LETTERS = re.compile(r"\s?(?:이상|이내|이하|미만|내외|까지|씩|로\s?제한)")


@rule(
    "ko.counter",
    "Korean native numbers before counters, up to 99: 3개 -> 세 개, 20살 -> 스무 살, 1권 -> 한 권",
    rf"(?=[\d])(?:(?<!제){_START}(?P<num>{_NUM})\s?"
    rf"(?P<counter>{_alternation([*NATIVE_COUNTERS, *NOT_COUNTERS, '자리', '자'])}))",
)
def ko_counter(match: re.Match) -> str:
    n, counter = to_int(match.group("num")), match.group("counter")
    if counter in NOT_COUNTERS:
        return match.group(0)  # Sino-Korean: left to ko.number
    if counter == "번째" and n == 1:
        return "첫 번째"
    numbered = rf"(?:{_alternation(NUMBERED)})"
    named = rf"(?:{_alternation(NUMBER_NAMES)})(?:은|는|이|가)?\s?:?"
    before = match.string[max(0, match.start() - 12) : match.start()]
    if counter == "번" and (
        re.match(rf"\s?{numbered}", match.string[match.end() :])
        or re.search(rf"(?:{numbered}|{named})\s?\Z", before)
    ):
        return f"{sino(n)} 번"
    if counter == "장" and _KO_CHAPTER.search(
        match.string[max(0, match.start() - 30) : match.end() + 30]
    ):
        return f"{sino(n)} 장"  # "7장은 134쪽부터": chapter 7, 칠 장 (not seven sheets)
    if counter == "자" and not _KO_LETTERS.match(match.string, match.end()):
        return match.group(0)  # "3자 회담", a party of three: Sino-Korean, ko.number's
    if counter == "대" and n % 10 == 0:
        return f"{sino(n)} 대"  # 20대 is an age group: 이십 대
    return f"{native(n) if 1 <= n <= 99 else sino(n)} {counter}"


# A Sino-Korean unit after the number gets a space; a particle stays attached.
_UNIT_AFTER = rf"(?:(?P<space>\s?)(?=(?P<unit>{_alternation(SINO_UNITS)})))?"


def _spaced(words: str, match: re.Match) -> str:
    return words + " " if match.group("unit") else words


@rule(
    "ko.decimal",
    "Korean decimals: 3.14 -> 삼 점 일사",
    rf"(?=[\-−\d])(?:{_START}{_SIGN}(?P<num>{_NUM})\.(?P<frac>\d+)(?![.,]?\d){_UNIT_AFTER})",
)
def ko_decimal(match: re.Match) -> str:
    words = number(match.group("num"), match.group("frac"), match.group("sign"))
    return _spaced(words, match)


@rule(
    "ko.number",
    "Korean numbers, Sino-Korean: 1,234,567 -> 백이십삼만 사천오백육십칠, 3만 -> 삼만, "
    "-5 -> 마이너스 오",
    rf"(?=[\-−\d])(?:{_START}{_SIGN}(?P<num>{_NUM})(?P<big>[십백천만억조]*){_UNIT_AFTER})",
)
def ko_number(match: re.Match) -> str:
    num, big = match.group("num"), match.group("big")
    if big and to_int(num) == 1 and big[0] in "십백천만":
        words = big  # 만, not 일만; but 일억
    else:
        words = number(num) + big
    if match.group("sign"):
        words = f"마이너스 {words}"
    return _spaced(words, match)


RULES = (
    *symbols.rules_for("ko"),  # versions and prices per period (issue 31)
    *ranges.rules_for("ko"),
    ko_currency_pair,
    ko_arrow,
    ko_rate,
    ko_promo,
    ko_baseball_count,
    ko_date_span,
    ko_approx,
    ko_range,
    ko_phone,
    # a card's expiry "유효기간 08/26": 2026's August, not the 26th (panel AJ5)
    *month_year.rules_for("ko", lambda m, y: f"{sino(y)} 년 {MONTHS[m]}"),
    ko_date,
    ko_weekday,
    ko_time,
    ko_currency,
    ko_percent,
    ko_unit,
    ko_counter,
    ko_decimal,
    ko_number,
)


# SSML <say-as> readers (normalize/sayas.py): the same readings as the rules.


def _say_cardinal(text, format=None, detail=None):
    match = re.fullmatch(rf"{_SIGN}(?P<num>{_NUM})(?:\.(?P<frac>\d+))?", ascii_digits(text.strip()))
    if not match:
        return None
    return number(match.group("num"), match.group("frac"), match.group("sign"))


def _say_ordinal(text, format=None, detail=None):
    bare = re.sub(r"(?:번째|째)$", "", ascii_digits(text.strip()).replace(",", "")).strip()
    bare = bare.removeprefix("제")
    if not bare.isdigit():
        return None
    n = int(bare)
    return "첫 번째" if n == 1 else f"{native(n) if n <= 99 else sino(n)} 번째"


def _say_date(text, format=None, detail=None):
    fields = date_fields(text, format, "ymd")
    if fields is None:
        return read_whole(ko_date, text)
    parts = []
    if "y" in fields:
        parts.append(f"{sino(fields['y'])} 년")
    if "m" in fields:
        parts.append(MONTHS[fields["m"]])
    if "d" in fields:
        parts.append(f"{sino(fields['d'])} 일")
    return " ".join(parts)


def _say_time(text, format=None, detail=None):
    return read_whole(ko_time, text)


def _say_telephone(text, format=None, detail=None):
    groups = re.findall(r"\d+", ascii_digits(text))
    if not groups:
        return None
    spoken = " ".join(digits(group) for group in groups)
    return "플러스 " + spoken if text.strip().startswith("+") else spoken


def _say_currency(text, format=None, detail=None):
    return read_whole(ko_currency, text)


def _say_digits(text, format=None, detail=None):
    bare = ascii_digits(text.strip())
    return digits(bare) if bare.isdigit() else None


sayas.register_all(
    "ko",
    {
        "cardinal": _say_cardinal,
        "ordinal": _say_ordinal,
        "digits": _say_digits,
        "date": _say_date,
        "time": _say_time,
        "telephone": _say_telephone,
        "currency": _say_currency,
    },
)
