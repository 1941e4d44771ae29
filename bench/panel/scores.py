"""Score a readings panel's judged files (issue 31; the brief: bench/panel/PANEL.md).

usage: python bench/panel/scores.py JUDGED.jsonl [...]
Each line: lang, text, given, given_verdict (right|unnatural|wrong), detected,
detected_langs, detected_verdict, english_numbers (bool: English number words inside a
non-English detected reading).
Prints per language: n, given right %, given wrong %, detected right %, det4+ (detected
exactly [lang] on lines of 4+ words), then totals.
"""

import json
import sys
from collections import defaultdict

rows = [
    json.loads(line)
    for path in sys.argv[1:]
    for line in open(path, encoding="utf-8")
    if line.strip()
]
by = defaultdict(list)
for r in rows:
    by[r["lang"]].append(r)


def pct(a, b):
    return 100.0 * a / b if b else float("nan")


def line(name, items):
    n = len(items)
    gr = sum(r["given_verdict"] == "right" for r in items)
    gw = sum(r["given_verdict"] == "wrong" for r in items)
    dr = sum(r["detected_verdict"] == "right" for r in items)
    long_ = [r for r in items if len(r["text"].split()) >= 4]
    d4 = sum(set(r["detected_langs"]) == {r["lang"]} for r in long_)
    en = sum(bool(r.get("english_numbers")) for r in items if r["lang"] != "en")
    print(
        f"{name:6} n={n:4} given {pct(gr, n):5.1f} wrong {pct(gw, n):4.1f} "
        f"detected {pct(dr, n):5.1f} det4+ {pct(d4, len(long_)):5.1f} ({d4}/{len(long_)}) "
        f"en-numbers {en}"
    )
    return pct(gr, n)


under = []
for lang in sorted(by):
    if line(lang, by[lang]) < 90:
        under.append(lang)
line("ALL", rows)
print("under 90 given:", " ".join(under) or "none")
