"""Normalizer benchmark: a 5,000-entry lexicon on a 1,000-character mixed Korean/English text.

    .venv/bin/python bench/normalize.py [--entries 5000] [--calls 200] [--seed 7]
    .venv/bin/python bench/normalize.py --languages [--calls 200]

``--languages``: for each of the model's 31 languages, 1,000 characters in that language
read the way a request is (synth.reading.read: detection per sentence with ``lang`` auto,
then the normalizer per part), as plain text and as an SSML document (breaks, a rate, a
say-as, a sub); wall and CPU p50/p95 per language and mode, the first call (detector
load) apart; ``--lang de --lang ru`` for some languages only.

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

from normalize import Entry, Normalizer  # noqa: E402

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
    '第1回の{3}は14:30、{4}は1億2000万円、{5} & {6} ★ <break time="300ms"/> '
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


# One sentence per language, with a time, a date, an amount and a percentage: repeated to
# 1,000 characters, it is that language's text.
SENTENCES = {
    "en": "The meeting starts at 10:30 on 5 March 2024 and costs 25 euros, up 3% this year.",
    "ko": "회의는 2024년 3월 5일 10시 30분에 시작하고 비용은 25유로로 올해 3% 올랐습니다.",
    "ja": "会議は2024年3月5日10時30分に始まり、費用は25ユーロで今年3%上がりました。",
    "ar": "يبدأ الاجتماع في الساعة 10:30 يوم 5 مارس 2024 وتكلفته 25 يورو بزيادة 3% هذا العام.",
    "bg": "Срещата започва в 10:30 на 5 март 2024 г. и струва 25 евро, с 3% повече тази година.",
    "cs": "Schůzka začíná v 10:30 dne 5. března 2024 a stojí 25 eur, letos o 3 % více.",
    "da": "Mødet begynder kl. 10:30 den 5. marts 2024 og koster 25 euro, 3 % mere i år.",
    "de": (
        "Das Treffen beginnt um 10:30 Uhr am 5. März 2024 und kostet 25 Euro,"
        " 3 % mehr als im Vorjahr."
    ),
    "el": (
        "Η συνάντηση αρχίζει στις 10:30 στις 5 Μαρτίου 2024 και κοστίζει 25"
        " ευρώ, 3% περισσότερο φέτος."
    ),
    "es": (
        "La reunión empieza a las 10:30 el 5 de marzo de 2024 y cuesta 25"
        " euros, un 3 % más este año."
    ),
    "et": "Koosolek algab kell 10:30 5. märtsil 2024 ja maksab 25 eurot, tänavu 3% rohkem.",
    "fi": "Kokous alkaa klo 10.30 5. maaliskuuta 2024 ja maksaa 25 euroa, tänä vuonna 3 % enemmän.",
    "fr": (
        "La réunion commence à 10 h 30 le 5 mars 2024 et coûte 25 euros, soit"
        " 3 % de plus cette année."
    ),
    "hi": "बैठक 5 मार्च 2024 को 10:30 बजे शुरू होती है और इसकी लागत 25 यूरो है, इस साल 3% अधिक।",
    "hr": "Sastanak počinje u 10:30 5. ožujka 2024. i košta 25 eura, ove godine 3 % više.",
    "hu": (
        "Az értekezlet 2024. március 5-én 10:30-kor kezdődik, és 25 euróba kerül, idén 3%-kal több."
    ),
    "id": "Rapat dimulai pukul 10.30 pada 5 Maret 2024 dan biayanya 25 euro, naik 3% tahun ini.",
    "it": (
        "La riunione inizia alle 10:30 del 5 marzo 2024 e costa 25 euro, il 3% in più quest'anno."
    ),
    "lt": "Susitikimas prasideda 10:30 2024 m. kovo 5 d. ir kainuoja 25 eurus, šiemet 3 % daugiau.",
    "lv": "Sanāksme sākas 10:30 2024. gada 5. martā un maksā 25 eiro, šogad par 3 % vairāk.",
    "nl": "De vergadering begint om 10:30 op 5 maart 2024 en kost 25 euro, dit jaar 3% meer.",
    "pl": (
        "Spotkanie zaczyna się o 10:30 5 marca 2024 r. i kosztuje 25 euro, w tym roku o 3% więcej."
    ),
    "pt": "A reunião começa às 10:30 de 5 de março de 2024 e custa 25 euros, 3% a mais este ano.",
    "ro": (
        "Ședința începe la 10:30 pe 5 martie 2024 și costă 25 de euro, cu 3% mai mult anul acesta."
    ),
    "ru": "Встреча начинается в 10:30 5 марта 2024 года и стоит 25 евро, в этом году на 3% больше.",
    "sk": "Stretnutie sa začína o 10:30 5. marca 2024 a stojí 25 eur, tento rok o 3 % viac.",
    "sl": "Sestanek se začne ob 10.30 5. marca 2024 in stane 25 evrov, letos 3 % več.",
    "sv": "Mötet börjar kl. 10.30 den 5 mars 2024 och kostar 25 euro, 3 % mer i år.",
    "tr": (
        "Toplantı 5 Mart 2024'te saat 10:30'da başlıyor ve 25 avroya mal"
        " oluyor, bu yıl %3 daha fazla."
    ),
    "uk": (
        "Зустріч починається о 10:30 5 березня 2024 року і коштує 25 євро, цього року на 3% більше."
    ),
    "vi": "Cuộc họp bắt đầu lúc 10:30 ngày 5 tháng 3 năm 2024 và tốn 25 euro, tăng 3% năm nay.",
}


def language_text(lang: str, length: int = 1000) -> str:
    text = ""
    while len(text) < length:
        text += SENTENCES[lang] + " "
    return text[:length].rsplit(" ", 1)[0]


def ssml_document(lang: str, length: int = 1000) -> str:
    """About ``length`` characters of the language's sentences as SSML: a break after each,
    every third slower, a say-as and a sub in each."""
    body, spoken, i = "", 0, 0
    while spoken < length:
        sentence = SENTENCES[lang]
        piece = (
            f"<s>{sentence}</s>"
            f'<say-as interpret-as="characters">AB{i % 10}</say-as> <sub alias="WWW">W3</sub>'
            '<break time="300ms"/>'
        )
        if i % 3 == 0:
            piece = f'<prosody rate="90%">{piece}</prosody>'
        body += piece
        spoken += len(sentence) + 8
        i += 1
    return f'<speak xml:lang="{lang}">{body}</speak>'


def languages(args, normalizer) -> None:
    """Every language through synth.reading.read, plain (detected) and SSML: wall time and
    CPU time per call (CPU time leaves out the time spent waiting for a CPU on a busy host)."""
    from synth.reading import read

    def once(text: str) -> None:
        read(normalizer, text, lang=None, default_lang="en", speed=1.05, folder=None,
             max_chars=10_000)  # fmt: skip

    start = time.perf_counter()
    once(language_text("de"))  # the first call loads lingua's models
    print(f"first call (detector load): {(time.perf_counter() - start) * 1000:.0f} ms")
    head = ("plain p50", "p95", "cpu p50", "cpu p95", "ssml p50", "p95", "cpu p50", "cpu p95")
    print("lang  " + " ".join(f"{h:>9}" for h in head))
    worst_p95 = worst_cpu95 = 0.0
    under = {"plain": 0, "ssml": 0}
    chosen = args.lang or list(SENTENCES)
    for lang in chosen:
        row = []
        for mode, text in (("plain", language_text(lang)), ("ssml", ssml_document(lang))):
            once(text)
            samples, cpu = [], []
            for _ in range(args.calls):
                start, start_cpu = time.perf_counter(), time.process_time()
                once(text)
                cpu.append((time.process_time() - start_cpu) * 1000)
                samples.append((time.perf_counter() - start) * 1000)
            (p50, p95, _), (c50, c95, _) = percentiles(samples), percentiles(cpu)
            row += [p50, p95, c50, c95]
            worst_p95, worst_cpu95 = max(worst_p95, p95), max(worst_cpu95, c95)
            under[mode] += p95 < 5.0
        print(f"{lang:5} " + " ".join(f"{x:9.2f}" for x in row))
    print(f"worst p95: {worst_p95:.2f} ms (CPU {worst_cpu95:.2f} ms); under 5 ms p95: "
          f"plain {under['plain']}, ssml {under['ssml']} of {len(chosen)}")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=5000)
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--languages", action="store_true", help="every language, read whole")
    parser.add_argument("--lang", action="append", help="with --languages: only these (repeat)")
    args = parser.parse_args()
    if args.languages:
        entries = random_entries(random.Random(args.seed), args.entries)
        normalizer = Normalizer(entries)
        print(f"{len(entries)} entries, 1,000 characters per language, {args.calls} calls each")
        languages(args, normalizer)
        return

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
