"""Japanese: every number written out in hiragana as a native reader says it.

What "a native reader says" is checked against NHK放送文化研究所編『NHK日本語発音アクセント
新辞典』(2016) 付録「数詞+助数詞」 for counters and their sound changes (いっぽん, さんぼん,
ろっぽん; いっぷん, さんぷん; よにん; はたち), its calendar table for the days of the month
(ついたち ... とおか, はつか, じゅうよっか) and months (しがつ, しちがつ, くがつ), and the
way phone numbers are read aloud in Japan (digit by digit, の between the groups).
"""

import pytest

from normalize import normalize, sayas
from normalize.japanese import cardinal, counted


def say(text):
    return normalize(text, "ja").text


@pytest.mark.parametrize(
    "text, spoken",
    [
        # 1. A date with its weekday, and a time of day (NHK: 5日 いつか, 火曜日 かようび).
        ("会議は2024年3月5日(火)の午後2時半からです。",
         "会議はにせんにじゅうよねんさんがついつか かようびのごごにじはんからです。"),
        # 2. The first of the month is ついたち, the twentieth はつか.
        ("3月1日から3月20日まで休みます。", "さんがつついたちからさんがつはつかまで休みます。"),
        # 3. 本: いっぽん, にほん, さんぼん, ろっぽん, はっぽん, じゅっぽん.
        ("鉛筆が1本、ペンが3本、傘が6本あります。",
         "鉛筆がいっぽん、ペンがさんぼん、傘がろっぽんあります。"),
        # 4. 人: ひとり, ふたり, then さんにん; 4 is よにん.
        ("家族は4人で、子どもは2人です。", "家族はよにんで、子どもはふたりです。"),
        # 5. 分 after ん becomes ぷん; 時 after 4 and 9 is よじ, くじ.
        ("電車は9時3分と4時10分に出ます。", "電車はくじさんぷんとよじじゅっぷんに出ます。"),
        # 6. 二十歳 is はたち; 1 and 8 double before さい.
        ("妹は20歳、弟は8歳です。", "妹ははたち、弟ははっさいです。"),
        # 7. 匹 and 杯 change like 本.
        ("猫が3匹いて、水を1杯ずつ飲みます。", "猫がさんびきいて、水をいっぱいずつ飲みます。"),
        # 8. 階: さんがい; 個: ろっこ.
        ("3階の売り場でりんごを6個買った。", "さんがいの売り場でりんごをろっこ買った。"),
        # 9. つ counts to ten with the native numbers.
        ("質問が3つと提案が9つあります。", "質問がみっつと提案がここのつあります。"),
        # 10. Money: ¥ and 円 alike; 4円 is よえん.
        ("価格は¥1,500、送料は1,000円、手数料は4円です。",
         "価格はせんごひゃくえん、送料はせんえん、手数料はよえんです。"),
        # 11. Foreign money: the number, then the currency's katakana name.
        ("料金は$5.20、または5ドルです。", "料金はごドルにじゅっセント、またはごドルです。"),
        # 12. Phone numbers digit by digit, の between the groups.
        ("お問い合わせは03-1234-5678まで。",
         "お問い合わせはぜろさんの いちにさんよんの ごろくななはちまで。"),
        # 13. Ordinals: 第 + number + counter, and 番目.
        ("第1回の会議で1番目に発表します。", "だいいっかいの会議でいちばんめに発表します。"),
        # 14. Units in katakana; % doubles a final じゅう (じゅっパーセント).
        ("距離は5km、重さは2.5kg、気温は25℃、割引は10%です。",
         "距離はごキロメートル、重さはにてんごキログラム、気温はにじゅうごど、"
         "割引はじゅっパーセントです。"),
        # 15. Ranges with 〜 and -, read as から, the counter said with both numbers.
        ("参加者は3〜5人、期間は3-5日です。",
         "参加者はさんにんからごにん、期間はみっかからいつかです。"),
        # 16. Large numbers group by 万 and 億; 一千万 is いっせんまん.
        ("人口は1,234,567人、予算は1億2000万円です。",
         "人口はひゃくにじゅうさんまんよんせんごひゃくろくじゅうななにん、"
         "予算はいちおくにせんまんえんです。"),
        # 17. Era years: 令和6年, and the first year of an era is 元年 (がんねん).
        ("令和6年は2024年、令和元年は2019年です。",
         "れいわろくねんはにせんにじゅうよねん、れいわがんねんはにせんじゅうきゅうねんです。"),
        # 18. Decimals digit by digit after てん; 0 before the point is れい.
        ("円周率は3.14、確率は0.5です。", "円周率はさんてんいちよん、確率はれいてんごです。"),
        # 19. 24-hour times and the minutes: じゅうよじさんじゅっぷん.
        ("開始は14:30、終了は17:05です。",
         "開始はじゅうよじさんじゅっぷん、終了はじゅうしちじごふんです。"),
        # 20. Dates written with slashes, and months 4, 7, 9 (しがつ, しちがつ, くがつ).
        ("締め切りは2024/4/14、発表は7月24日、式は9月です。",
         "締め切りはにせんにじゅうよねんしがつじゅうよっか、発表はしちがつにじゅうよっか、"
         "式はくがつです。"),
    ],
)  # fmt: skip
def test_sentences_are_read_as_a_native_speaker_reads_them(text, spoken):
    assert say(text) == spoken


@pytest.mark.parametrize(
    "n, counter, spoken",
    [
        (1, "分", "いっぷん"), (2, "分", "にふん"), (3, "分", "さんぷん"), (10, "分", "じゅっぷん"),
        (100, "本", "ひゃっぽん"), (300, "本", "さんびゃっぽん"), (1000, "本", "せんぼん"),
        (21, "本", "にじゅういっぽん"), (1, "冊", "いっさつ"), (6, "冊", "ろくさつ"),
        (4, "枚", "よんまい"), (4, "台", "よんだい"), (4, "年", "よねん"), (7, "時", "しちじ"),
        (14, "人", "じゅうよにん"), (11, "人", "じゅういちにん"), (3, "か月", "さんかげつ"),
        (1, "ヶ月", "いっかげつ"), (4, "時間", "よじかん"), (10, "つ", "とお"),
    ],
)  # fmt: skip
def test_each_counter_takes_its_own_sound_change(n, counter, spoken):
    assert counted(n, counter) == spoken


@pytest.mark.parametrize(
    "n, spoken",
    [
        (300, "さんびゃく"), (600, "ろっぴゃく"), (800, "はっぴゃく"), (3000, "さんぜん"),
        (8000, "はっせん"), (10_000, "いちまん"), (10_000_000, "いっせんまん"),
        (10**12, "いっちょう"), (2024, "にせんにじゅうよん"),
    ],
)  # fmt: skip
def test_hundreds_thousands_and_big_units_have_their_sound_changes(n, spoken):
    assert cardinal(n) == spoken


@pytest.mark.parametrize(
    "text, spoken",
    [
        ("1.5", "いってんご"), ("8.5", "はってんご"), ("3.5万人", "さんてんごまんにん"),
        ("1.2.3", "いってんにてんさん"),
    ],
)  # fmt: skip
def test_decimals_double_before_ten_and_keep_big_units_and_counters(text, spoken):
    assert say(text) == spoken


@pytest.mark.parametrize(
    "text, spoken",
    [
        ("12:00〜13:00", "じゅうにじからじゅうさんじ"),
        ("14:50-15:10", "じゅうよじごじゅっぷんからじゅうごじじゅっぷん"),
        ("3月1日〜5日", "さんがつついたちからいつか"),
        ("5,000円〜10,000円", "ごせんえんからいちまんえん"),
        ("3〜5月", "さんがつからごがつ"),
        ("10〜20%", "じゅっパーセントからにじゅっパーセント"),
        ("3〜5", "さんからご"),
    ],
)
def test_ranges_of_times_dates_and_money(text, spoken):
    assert say(text) == spoken


def test_a_block_address_is_read_with_no_between_its_numbers():
    assert say("千代田区1-2-3") == "千代田区いちのにのさん"
    assert say("2024-3-5") == "にせんにじゅうよねんさんがついつか"  # a date, not an address


@pytest.mark.parametrize(
    "text, spoken",
    [
        ("１２：３０", "じゅうにじさんじゅっぷん"),
        ("03－1234－5678", "ぜろさんの いちにさんよんの ごろくななはち"),
        ("（03）1234-5678", "ぜろさんの いちにさんよんの ごろくななはち"),
        ("３本", "さんぼん"),
    ],
)
def test_fullwidth_digits_and_punctuation_read_like_ascii(text, spoken):
    assert say(text) == spoken


def test_a_fraction_is_not_minutes():
    assert say("10分の1") == "じゅうぶんのいち"


def test_midnight_is_reiji():
    assert say("0:30") == "れいじさんじゅっぷん"


def test_one_day_without_a_month_is_a_days_length():
    assert say("1日3回飲みます。") == "いちにちさんかい飲みます。"


def test_a_month_past_twelve_is_not_a_date():
    assert "がつ" not in say("13月5日")


def test_minus_and_below_zero():
    assert say("-5℃と-3") == "れいかごどとマイナスさん"


def test_the_rule_names_japanese_had_before_are_still_valid():
    for name in ("ja.currency", "ja.percent", "ja.decimal", "ja.number"):
        assert normalize("25%", "ja", disabled_rules=[name]).text


def test_switching_off_the_counter_rule_leaves_counted_numbers_as_written():
    text = normalize("りんごを3個", "ja", disabled_rules=["ja.counter"]).text
    assert text == "りんごを3個"


def test_each_rule_that_fired_is_reported():
    result = normalize("2024年3月5日に3本", "ja")
    assert {change.rule for change in result.changes} == {"ja.date", "ja.counter"}


@pytest.mark.parametrize(
    "kind, text, format, spoken",
    [
        ("cardinal", "1234", None, "せんにひゃくさんじゅうよん"),
        ("ordinal", "3", None, "さんばんめ"),
        ("digits", "0312", None, "ぜろさんいちに"),
        ("date", "2024-03-05", None, "にせんにじゅうよねんさんがついつか"),
        ("date", "3/1", "md", "さんがつついたち"),
        ("time", "14:30", None, "じゅうよじさんじゅっぷん"),
        ("telephone", "03-1234-5678", None, "ぜろさんの いちにさんよんの ごろくななはち"),
        ("currency", "JPY 4", None, "よえん"),
        ("currency", "¥1,000", None, "せんえん"),
        ("characters", "AB12", None, "A B いち に"),
    ],
)
def test_ssml_say_as_reads_japanese(kind, text, format, spoken):
    assert sayas.read(kind, text, "ja", format) == spoken


def test_say_as_declines_what_it_cannot_read():
    assert sayas.read("date", "あした", "ja") is None
