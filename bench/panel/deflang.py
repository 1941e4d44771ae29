"""A judged panel scored as if each tenant's default language were the line's own (issue 31:
"use the tenant's default language", never a blind English).

usage: .venv/bin/python bench/panel/deflang.py JUDGED.jsonl [...]
Each sentence is read again detected, with its own language as the default. A reading
equal to the one judged with the language given takes that verdict; equal to the one
judged detected, that verdict; any other counts as not right (unjudged).
"""

import json
import os
import sys
from collections import Counter

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[2]))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ttsproject.settings")
import django  # noqa: E402

django.setup()
from normalize.detect import detect  # noqa: E402
from normalize.normalizer import Normalizer  # noqa: E402

normalize = Normalizer([])
right, total, unjudged = Counter(), Counter(), Counter()
for path in sys.argv[1:]:
    for line in open(path, encoding="utf-8"):
        if not line.strip():
            continue
        r = json.loads(line)
        parts = (normalize(s.text, s.lang).text.strip() for s in detect(r["text"], r["lang"]))
        read = " ".join(p for p in parts if p)
        total[r["lang"]] += 1
        if read == r["given"]:
            right[r["lang"]] += r["given_verdict"] == "right"
        elif read == r["detected"]:
            right[r["lang"]] += r["detected_verdict"] == "right"
        else:
            unjudged[r["lang"]] += 1
for lang in sorted(total):
    print(f"{lang:4} {100 * right[lang] / total[lang]:5.1f} ({unjudged[lang]} unjudged)")
n = sum(total.values())
print(f"ALL  {100 * sum(right.values()) / n:5.1f} ({sum(right.values())} of {n})")
