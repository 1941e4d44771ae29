"""Normalizer benchmark: a 5,000-entry lexicon on a 1,000-character mixed Korean/English text.

    .venv/bin/python bench/normalize.py [--entries 5000] [--calls 200] [--seed 7]

Prints the time to build the Normalizer (compile the lexicon) and, per call, the median,
95th percentile and maximum over the calls, for lang "en" and "ko" (on that text) and "ja"
(on a 1,000-character Japanese text with the same entries). The entries are random
but shaped like real ones: product names, acronyms and Korean words, a third of them
case-sensitive, a tenth matching inside words, scoped to all languages, "ko" or "en".
"""

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lexicon.normalize import Entry, Normalizer  # noqa: E402

SYLLABLES = "가나다라마바사아자차카타파하서울삼성전자회의시간제품고객센터데이터서비스클라우드플랫폼"
LATIN_PARTS = (
    "cloud data sync flow hub base soft tone voice net lab desk mind pay core link".split()
)

TEMPLATE = (
    "회의는 2024년 3월 5일 오후 2시 30분에 시작합니다. {0} 팀은 {1}를 소개하고, 사과 3개와 "
    "배 5개를 준비했어요. 입장료는 5,000원이고 회원은 10,000원입니다. The meeting is on "
    "March 5, 2024 at 3:45 PM and {2} costs $5.20, up 25% from 1999. Dr. Smith lives at 221 "
    "Baker St. and uses {3} every day. 전화 010-1234-5678로 {4}에 문의하세요. 성장률은 3.5%이고 "
    '매출은 1,234,567원입니다. {5} & {6} ★ <break time="300ms"/> '
)

# Japanese: counters, dates, times, money, phone numbers and units, with lexicon terms.
JAPANESE_TEMPLATE = (
    "会議は2024年3月5日(火)の午後2時半から{0}で始まります。{1}チームは鉛筆を3本、りんごを6個、"
    "資料を1冊用意し、参加者は3〜5人です。料金は¥1,500、送料は1,000円、または$5.20です。"
    "お問い合わせは03-1234-5678まで。{2}の速度は100Mbps、距離は5km、気温は25℃、割引は10%。"
    "第1回の{3}は14:30、{4}は1億2000万円、{5} & {6} ★ <break time=\"300ms\"/> "
)


def random_entries(rng: random.Random, count: int) -> list[Entry]:
    entries = []
    for _ in range(count):
        kind = rng.random()
        if kind < 0.4:  # product names: "CloudSync", "Voicehub"
            term = "".join(rng.choice(LATIN_PARTS).capitalize() for _ in range(rng.randint(1, 3)))
            alias = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 6)))
        elif kind < 0.7:  # acronyms: "SDK", "ONNX"
            term = "".join(
                rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(rng.randint(2, 5))
            )
            alias = " ".join(term.lower())
        else:  # Korean words
            term = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))
            alias = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))
        entries.append(
            Entry(
                term,
                alias,
                language=rng.choice(["", "", "ko", "en"]),
                case_sensitive=rng.random() < 0.3,
                whole_word=rng.random() < 0.9,
            )
        )
    return entries


def mixed_text(
    rng: random.Random, entries: list[Entry], length: int = 1000, template: str = TEMPLATE
) -> str:
    text = ""
    while len(text) < length:
        text += template.format(*(rng.choice(entries).term for _ in range(7)))
    return text[:length]


def percentiles(samples: list[float]) -> tuple[float, float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered), ordered[int(0.95 * (len(ordered) - 1))], ordered[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=5000)
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    entries = random_entries(rng, args.entries)
    text = mixed_text(rng, entries)
    texts = {"en": text, "ko": text, "ja": mixed_text(rng, entries, template=JAPANESE_TEMPLATE)}

    start = time.perf_counter()
    normalizer = Normalizer(entries)
    build_ms = (time.perf_counter() - start) * 1000
    print(f"{len(entries)} entries, {len(text)} characters, {args.calls} calls per language")
    print(f"build: {build_ms:.1f} ms")
    for lang, text in texts.items():
        normalizer(text, lang)  # warm-up: first use of each rule's caches
        samples = []
        for _ in range(args.calls):
            start = time.perf_counter()
            result = normalizer(text, lang)
            samples.append((time.perf_counter() - start) * 1000)
        p50, p95, worst = percentiles(samples)
        hits = len(result.stages[0].changes)
        print(
            f"{lang}: p50 {p50:.2f} ms  p95 {p95:.2f} ms  max {worst:.2f} ms"
            f"  ({hits} lexicon hits, {len(result.changes)} changes)"
        )


if __name__ == "__main__":
    main()
