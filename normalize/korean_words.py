"""Korean words for the rules of ``korean.py``: Sino-Korean and native numbers said as
words (``sino``, ``native``, ``digits``, ``number``), the month names, and the tables of
which counters take native numbers and which units follow Sino-Korean ones.
"""

from .numbers import ascii_digits, fits_int, whole

SINO_DIGITS = "영일이삼사오육칠팔구"
PHONE_DIGITS = "공일이삼사오육칠팔구"  # 0 is 공 in phone numbers
_SMALL_UNITS = ("", "십", "백", "천")
_BIG_UNITS = ("", "만", "억", "조", "경")
_NATIVE_TENS = ("", "열", "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔")
# Counting forms, the ones used before a counter: 한 개, 두 개, 세 개, 네 개.
_NATIVE_UNITS = ("", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉")
MONTHS = (
    "",
    "일 월",
    "이 월",
    "삼 월",
    "사 월",
    "오 월",
    "유월",
    "칠 월",
    "팔 월",
    "구 월",
    "시월",
    "십일 월",
    "십이 월",
)

# Counters that take native numbers up to 99 (Sino-Korean above: "백 개").
NATIVE_COUNTERS = (
    "개 명 살 마리 권 병 잔 번째 번 시간 대 장 그릇 켤레 벌 송이 곳 군데 가지 채 척 통 자루 "
    "그루 알 줄 쌍 판 봉지 상자 접시 조각 걸음 끼 달 사람 개비 모금 가닥 다발 바퀴 방울 배"
).split()
# Doses on a Korean prescription label: "1회 2정씩" is 두 정씩, "1포" 한 포, "2캡슐" 두 캡슐
# (약학정보원 복약지도 wording: "한 번에 두 정씩"; 표준국어대사전 "정", "포" as counters).
NATIVE_COUNTERS += ["정", "포", "캡슐", "스푼"]
# Gold by the 돈 (3.75 g): "금 1돈" is 금 한 돈, "3돈 반지" 세 돈 (표준국어대사전 "돈"⁴: a
# unit counted with native numbers; panel Q5 heard "일돈").
NATIVE_COUNTERS += ["돈"]
# A recipe's cups and spoons: "밀가루 2컵" is 두 컵, "설탕 1큰술" 한 큰술 (표준국어대사전 "컵"
# as a unit; panel S5 heard "이컵").
NATIVE_COUNTERS += ["컵", "큰술", "작은술"]
# Goals in a match: "2골" is 두 골 (표준국어대사전 "골"; panel V5 heard "이골").
NATIVE_COUNTERS += ["골"]
# Sino-Korean words that start like a native counter: "3개월" is 삼 개월, "5달러" 오 달러.
NOT_COUNTERS = "개월 개국 번지 달러 배럴 시간대 포인트".split()
# "3번" is 세 번 (three times) but 삼 번 before or after what it numbers: "2번 출구" is
# 이 번 출구, "탑승구 23번" 이십삼 번.
NUMBERED = (
    "출구 문제 버스 게이트 창구 좌석 채널 트랙 타자 선수 자리 방 홀 라인 항목 국도 고속도로 "
    "탑승구 승강장 플랫폼 카운터 사물함 "
    # rooms, desks and people called by number (panel Q5: "7번 진료실" is 칠 번 진료실)
    "진료실 상담실 회의실 강의실 교실 병실 입원실 수술실 검사실 주사실 대기실 창고 부스 "
    "테이블 구역 주차장 매장 환자 고객 손님 호선 차선 레인".split()
    # a station's platforms and stops (panel AV5: "7번 타는 곳" is 칠 번, not seven times)
    + ["타는 곳", "타는곳", "승차장", "정류장", "정류소", "입구", "개찰구"]
)
# Words that are a number's name: their number even after a particle or a colon ("대기
# 순번은 3번", "번호: 3번" are 삼 번; panel AL5 heard "세 번", three times).
NUMBER_NAMES = "순번 번호".split()
# Units that follow Sino-Korean numbers, written apart from them.
SINO_UNITS = (
    "년 월 일 원 분 초 층 호 회 번지 학년 등 개월 개국 주 주년 도 달러 유로 엔 위안 파운드 "
    "센트 퍼센트 미터 킬로미터 센티미터 밀리미터 그램 킬로그램 리터 인분 세 차 쪽 페이지 위 점 "
    "박 인 건 평 편 배럴 킬로바이트 메가바이트 기가바이트 테라바이트 킬로칼로리"
).split()


def to_int(text: str) -> int:
    return whole(ascii_digits(text.replace(",", "")))


def _below_10000(n: int) -> str:
    words = []
    for position in (3, 2, 1, 0):
        digit = n // 10**position % 10
        if digit:
            words.append("" if digit == 1 and position else SINO_DIGITS[digit])
            words.append(_SMALL_UNITS[position])
    return "".join(words)


def sino(n: int) -> str:
    """Sino-Korean reading: 1234 -> 천이백삼십사, 10000 -> 만, 1234567 -> 백이십삼만
    사천오백육십칠 (a space after each 만, 억, 조 group)."""
    if n == 0:
        return "영"
    if n >= 10**20:
        return digits(str(n), SINO_DIGITS)
    groups = []
    for big, unit in enumerate(_BIG_UNITS):
        group = n // 10 ** (4 * big) % 10000
        if group:
            words = "" if group == 1 and big == 1 else _below_10000(group)  # 만, not 일만
            groups.append(words + unit)
    return " ".join(reversed(groups))


def native(n: int) -> str:
    """Native counting form before a counter, 1 to 99: 한, 두, 스무 (20), 스물한, 아흔아홉."""
    tens, ones = divmod(n, 10)
    if ones == 0:
        return "스무" if tens == 2 else _NATIVE_TENS[tens]
    return _NATIVE_TENS[tens] + _NATIVE_UNITS[ones]


def digits(text: str, table: str = PHONE_DIGITS) -> str:
    """Digit by digit: "010" -> 공일공."""
    return "".join(table[int(d)] for d in ascii_digits(text) if d.isdecimal())


def number(text: str, fraction: str | None = None, sign: str | None = None) -> str:
    """A written number ("1,234", "007", "3" + fraction "14") in Sino-Korean words."""
    if len(text) > 1 and text.startswith("0"):
        words = digits(text)  # "007" is 공공칠
    elif not fits_int(text.replace(",", "")):
        words = digits(text, SINO_DIGITS)  # as sino() reads 10**20 and more, without int()
    else:
        words = sino(to_int(text))
    if fraction:
        # A written trailing zero ("2,650.30", "1,385.50원") is not said: "점 삼", not "점 삼영"
        # (panel T5, issue 31); "1.0" keeps its one zero.
        words += " 점 " + digits(fraction.rstrip("0") or fraction[:1], SINO_DIGITS)
    return f"마이너스 {words}" if sign else words
