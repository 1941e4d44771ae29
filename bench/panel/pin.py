"""Pin a judged panel's right readings (issue 31; tests/test_readings_panel.py reads pins).

usage: .venv/bin/python bench/panel/pin.py JUDGED.jsonl OUT.jsonl
Each sentence judged right with the language given becomes one pin line: lang, text,
"reads" (the given reading) and "detected" (true when it was also judged right detected,
detected exactly in its own language and read the same). Appends to OUT.
"""

import json
import sys

src, dst = sys.argv[1:3]
pins = []
for line in open(src, encoding="utf-8"):
    if not line.strip():
        continue
    r = json.loads(line)
    if r["given_verdict"] != "right":
        continue
    detected = (
        r["detected_verdict"] == "right"
        and r["detected_langs"] == [r["lang"]]
        and r["detected"] == r["given"]
    )
    pins.append({"lang": r["lang"], "text": r["text"], "reads": r["given"], "detected": detected})
with open(dst, "a", encoding="utf-8") as f:
    for pin in pins:
        f.write(json.dumps(pin, ensure_ascii=False) + "\n")
print(f"{len(pins)} pins -> {dst}")
