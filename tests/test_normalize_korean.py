"""Korean rules: dates, times, money, counters with native numbers, decimals, phones."""

import pytest

from normalize import normalize
from normalize.korean import native, sino


def say(text):
    return normalize(text, "ko").text


def test_a_meeting_date_and_time_are_read_in_full():
    assert say("회의는 2024년 3월 5일 오후 2시 30분에 시작합니다.") == (
        "회의는 이천이십사 년 삼 월 오 일 오후 두 시 삼십 분에 시작합니다."
    )


@pytest.mark.parametrize(
    "month, words", [("6월", "유월"), ("10월", "시월"), ("1월", "일 월"), ("12월", "십이 월")]
)
def test_june_and_october_have_their_own_names(month, words):
    assert say(f"{month}에 만나요") == f"{words}에 만나요"


@pytest.mark.parametrize("date", ["2024-03-05", "2024.3.5", "2024/03/05", "2024. 3. 5."])
def test_numeric_dates_read_like_written_ones(date):
    assert say(f"{date} 회의") == "이천이십사 년 삼 월 오 일 회의"


def test_a_dotted_date_drops_its_last_dot_before_a_particle():
    assert say("2024. 3. 5.에 봐요") == "이천이십사 년 삼 월 오 일에 봐요"


def test_an_impossible_date_is_not_read_as_a_date():
    assert "월" not in say("2024-13-45")


@pytest.mark.parametrize(
    "time, words",
    [
        ("14:30", "열네 시 삼십 분"),
        ("10:05", "열 시 오 분"),
        ("12:00", "열두 시"),
        ("1:15:30", "한 시 십오 분 삼십 초"),
        ("오후 2시", "오후 두 시"),
        ("3시 반", "세 시 반"),
    ],
)
def test_hours_are_native_and_minutes_sino_korean(time, words):
    assert say(f"{time}에 시작") == f"{words}에 시작"


def test_a_duration_in_minutes_is_sino_korean():
    assert say("30분 동안 3시간 쉬었다") == "삼십 분 동안 세 시간 쉬었다"


def test_prices_in_won_drop_the_one_before_ten_thousand():
    assert say("입장료는 5,000원이고 회원은 10,000원입니다.") == (
        "입장료는 오천 원이고 회원은 만 원입니다."
    )


@pytest.mark.parametrize(
    "money, words",
    [
        ("5000 원", "오천 원"),
        ("₩5,000", "오천 원"),
        ("$5", "오 달러"),
        ("$5.20", "오 달러 이십 센트"),
        ("€3", "삼 유로"),
        ("3만원", "삼만 원"),
        ("1억 2천만 원", "일억 이천만 원"),
        ("15,000원", "만 오천 원"),
    ],
)
def test_money_in_several_currencies(money, words):
    assert say(f"가격은 {money}입니다") == f"가격은 {words}입니다"


def test_counted_things_take_native_numbers():
    assert say("사과 3개와 배 5개를 샀어요.") == "사과 세 개와 배 다섯 개를 샀어요."


@pytest.mark.parametrize(
    "counted, words",
    [
        ("1권", "한 권"),  # upstream report: misread without a space
        ("2마리", "두 마리"),
        ("4명", "네 명"),
        ("20살", "스무 살"),
        ("21살", "스물한 살"),
        ("3시간", "세 시간"),
        ("99개", "아흔아홉 개"),
        ("100개", "백 개"),
        ("1번째", "첫 번째"),
        ("2번째", "두 번째"),
    ],
)
def test_counters_read_native_numbers_up_to_99(counted, words):
    assert say(counted) == words


def test_beon_counts_times_but_numbers_exits_and_buses():
    assert say("3번 했어요, 2번 출구, 5번 버스") == "세 번 했어요, 이 번 출구, 오 번 버스"


def test_sino_korean_units_that_look_like_counters_stay_sino_korean():
    assert say("3개월 동안 5달러, 20대 고객") == "삼 개월 동안 오 달러, 이십 대 고객"


def test_percentages_and_percentage_points():
    assert say("25% 올랐고 3.5%p 내렸다") == "이십오 퍼센트 올랐고 삼 점 오 퍼센트포인트 내렸다"


def test_decimals_read_each_digit_after_the_point():
    assert say("원주율은 3.14입니다") == "원주율은 삼 점 일사입니다"


def test_phone_numbers_are_read_digit_by_digit_with_gong_for_zero():
    assert say("전화 010-1234-5678로 주세요") == "전화 공일공 일이삼사 오육칠팔로 주세요"


def test_large_numbers_are_grouped_by_man():
    assert say("인구는 1,234,567명이 아니라 1,234,567이다") == (
        "인구는 백이십삼만 사천오백육십칠 명이 아니라 백이십삼만 사천오백육십칠이다"
    )


def test_negative_numbers_say_minus():
    assert say("기온은 -5도입니다") == "기온은 마이너스 오 도입니다"


def test_a_range_reads_from_and_to():
    assert say("3~5개 주세요") == "삼에서 다섯 개 주세요"


def test_units_after_numbers_are_read_in_korean():
    assert say("5km를 2.5kg 들고") == "오 킬로미터를 이 점 오 킬로그램 들고"


def test_a_number_keeps_its_particle_attached():
    assert say("2024는 좋은 해") == "이천이십사는 좋은 해"


@pytest.mark.parametrize(
    "n, words",
    [(0, "영"), (10, "십"), (11, "십일"), (1000, "천"), (10000, "만"), (100000000, "일억"),
     (100010000, "일억 만"), (2024, "이천이십사")],
)  # fmt: skip
def test_sino_korean_numbers_drop_one_before_small_units_and_man(n, words):
    assert sino(n) == words


def test_native_counting_forms():
    assert [native(n) for n in (1, 2, 3, 4, 20, 21, 30)] == [
        "한", "두", "세", "네", "스무", "스물한", "서른"
    ]  # fmt: skip
