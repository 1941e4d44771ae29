"""Read a readings panel's sentences as the service reads them (issue 31; the brief:
bench/panel/PANEL.md).

usage: .venv/bin/python bench/panel/read.py IN.jsonl OUT.jsonl [--tree DIR]
(it changes to DIR, the checkout whose rules are read; relative paths are taken from
where it is run)
IN: one {"lang": "de", "text": "..."} per line. OUT: each line with
  "given": the text read with the language given,
  "detected": the text read with the language detected per sentence (as the API does
              without a language: each detected run read in its own language),
  "detected_langs": the languages detected, in order.
"""

import json
import os
import sys

args = sys.argv[1:]
tree = str(__import__("pathlib").Path(__file__).resolve().parents[2])
if "--tree" in args:
    i = args.index("--tree")
    tree = args[i + 1]
    del args[i : i + 2]
src, dst = (os.path.abspath(path) for path in args)  # before the chdir below
sys.path.insert(0, tree)
os.chdir(tree)
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ttsproject.settings")
import django  # noqa: E402

django.setup()
from normalize.detect import detect  # noqa: E402
from normalize.normalizer import Normalizer  # noqa: E402

normalize = Normalizer([])
out = []
for line in open(src, encoding="utf-8"):
    if not line.strip():
        continue
    item = json.loads(line)
    text, lang = item["text"], item["lang"]
    item["given"] = normalize(text, lang).text
    spans = detect(text, "en")
    # joined as the service joins its parts (synth/reading.py: each stripped, a space
    # between), not glued: "ул. " read alone ends in "улица", without its space
    read = (normalize(span.text, span.lang).text.strip() for span in spans)
    item["detected"] = " ".join(part for part in read if part)
    item["detected_langs"] = [span.lang for span in spans]
    out.append(item)
with open(dst, "w", encoding="utf-8") as f:
    for item in out:
        f.write(json.dumps(item, ensure_ascii=False) + "\n")
print(f"{len(out)} sentences read -> {dst}")
