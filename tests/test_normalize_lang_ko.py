"""Korean: sentences as a Korean reader says them, and SSML say-as in Korean.

Conventions: 국립국어원 한글 맞춤법 제43항 (a unit noun is written apart from the number:
"세 개", "오천 원") and 표준국어대사전 for native numbers before counters (한 개, 스무 살, 두 시)
and the month names 유월 and 시월; phone numbers are read digit by digit with 0 as 공, as
Korean operators and announcements read them; a range 3~5 is read "3에서 5".
"""

import pytest

from normalize import normalize, sayas


def say(text):
    return normalize(text, "ko").text


@pytest.mark.parametrize(
    "text, spoken",
    [
        ("회의는 2024년 3월 5일(화) 오후 2시 30분에 시작합니다.",
         "회의는 이천이십사 년 삼 월 오 일 화요일 오후 두 시 삼십 분에 시작합니다."),
        ("사과 3개와 배 5개를 샀어요.", "사과 세 개와 배 다섯 개를 샀어요."),
        ("동생은 20살이고 책을 1권 읽었어요.", "동생은 스무 살이고 책을 한 권 읽었어요."),
        ("입장료는 5,000원이고 회원은 10,000원입니다.", "입장료는 오천 원이고 회원은 만 원입니다."),
        ("전화는 010-1234-5678이나 +82 2-123-4567로 주세요.",
         "전화는 공일공 일이삼사 오육칠팔이나 플러스 팔이 이 일이삼 사오육칠로 주세요."),
        ("기간은 3-5일입니다.", "기간은 삼에서 오 일입니다."),
        ("성장률은 3.5%입니다.", "성장률은 삼 점 오 퍼센트입니다."),
        ("거리는 5km이고 무게는 2.5kg입니다.",
         "거리는 오 킬로미터이고 무게는 이 점 오 킬로그램입니다."),
        ("집은 30㎡이고 월세는 50만 원입니다.", "집은 삼십 제곱미터이고 월세는 오십만 원입니다."),
        ("6월과 10월에 만나요.", "유월과 시월에 만나요."),
        ("가격은 $5.20입니다.", "가격은 오 달러 이십 센트입니다."),
        ("매출은 1,234,567원입니다.", "매출은 백이십삼만 사천오백육십칠 원입니다."),
        ("2번 출구로 나오세요.", "이 번 출구로 나오세요."),
        ("기온은 -5℃입니다.", "기온은 마이너스 오 도입니다."),
        ("14:30에 출발해요.", "열네 시 삼십 분에 출발해요."),
        ("1번째 문제의 답은 3.14입니다.", "첫 번째 문제의 답은 삼 점 일사입니다."),
        ("속도는 100Mbps, 지연은 20ms입니다.", "속도는 백 메가비피에스, 지연은 이십 밀리초입니다."),
        ("1990-1995년에 살았어요.", "천구백구십에서 천구백구십오 년에 살았어요."),
    ],
)  # fmt: skip
def test_sentences_are_read_as_a_korean_reader_reads_them(text, spoken):
    assert say(text) == spoken


def test_a_range_of_clock_times_is_read_from_and_to():
    assert say("14:50-15:10") == "열네 시 오십 분부터 열다섯 시 십 분까지"


@pytest.mark.parametrize("text", ["3-2로 이겼다", "1588-1234", "COVID-19"])
def test_a_hyphen_that_is_not_a_range_is_not_read_as_from_to(text):
    assert "에서" not in say(text)


@pytest.mark.parametrize("text", ["회의(월)", "휴일(월)"])
def test_a_weekday_in_brackets_needs_a_date_before_it(text):
    assert say(text) == text


@pytest.mark.parametrize(
    "kind, text, format, spoken",
    [
        ("cardinal", "1234", None, "천이백삼십사"),
        ("ordinal", "1", None, "첫 번째"),
        ("ordinal", "3", None, "세 번째"),
        ("digits", "0312", None, "공삼일이"),
        ("date", "2024-03-05", None, "이천이십사 년 삼 월 오 일"),
        ("date", "3/6", "md", "삼 월 육 일"),
        ("date", "2024-06", "ym", "이천이십사 년 유월"),
        ("time", "14:30", None, "열네 시 삼십 분"),
        ("telephone", "+82 10-1234-5678", None, "플러스 팔이 일공 일이삼사 오육칠팔"),
        ("currency", "5,000원", None, "오천 원"),
        ("currency", "$5.20", None, "오 달러 이십 센트"),
    ],
)
def test_ssml_say_as_reads_korean(kind, text, format, spoken):
    assert sayas.read(kind, text, "ko", format) == spoken


# A mixed panel (issue 31): "사이" after a span of times takes "에서", and a copula after a
# span keeps "까지".
@pytest.mark.parametrize(
    "text,spoken",
    [
        ("오후 2시~4시 사이에 도착합니다.", "오후 두 시에서 네 시 사이에 도착합니다."),
        ("09:00~18:00 사이에 방문하세요.", "아홉 시에서 열여덟 시 사이에 방문하세요."),
        ("영업시간은 09:00~18:00입니다.", "영업시간은 아홉 시부터 열여덟 시까지입니다."),
        ("상담 시간 10:00~17:00", "상담 시간 열 시부터 열일곱 시까지"),
    ],
)  # fmt: skip
def test_spans_of_hours_between_and_before_a_copula(text, spoken):
    assert say(text) == spoken
