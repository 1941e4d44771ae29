"""No unbounded cache is keyed by what a client writes: each `@cache` (or
`lru_cache(maxsize=None)`) of the plain libraries takes only values of a set the code
fixes (a language, a month, a CLDR unit), never a text, a word or a `re.Match`.

Before (hostile pass 32, H-1): `el.busline`'s reader was cached by its `re.Match`, which
hashes by identity: every match was a new entry for good, each keeping the whole text it
was found in (+67 MB in each web process for 1,050 requests, 550 of them 413s).
"""

import ast
import pathlib

PACKAGES = ("normalize", "engine", "synth", "lexicon")
# Parameters whose values are a set the code fixes, whatever a client sends.
BOUNDED = {"lang": "a language the API accepts"}
# Each unbounded cache with another parameter, and why its values are bounded: a new one
# fails the scan until it is described here.
DESCRIBED = {
    "normalize/cldr.py:month_name": {"month": "1-12"},
    "normalize/cldr.py:months_standalone": {"month": "1-12"},
    "normalize/cldr.py:unit_pattern": {
        "unit": "a CLDR unit of the unit tables",
        "category": "a plural category",
    },
    "normalize/cldr.py:unit_per_pattern": {"unit": "a CLDR unit of the unit tables"},
    "normalize/cldr.py:currency_forms": {"code": "an ISO 4217 code of the currency tables"},
    "normalize/ordinal_ranges.py:rules_for": {"reread": "the normalizer's one reader"},
    "normalize/units.py:_el_feminine": {"unit": "a CLDR unit of the unit tables"},
}


def unbounded(decorator: ast.expr) -> bool:
    source = ast.unparse(decorator)
    return source in ("cache", "functools.cache", "lru_cache", "functools.lru_cache") or (
        isinstance(decorator, ast.Call)
        and ast.unparse(decorator.func).endswith("lru_cache")
        and (
            any(k.arg == "maxsize" and ast.unparse(k.value) == "None" for k in decorator.keywords)
            or [ast.unparse(a) for a in decorator.args] == ["None"]
        )
    )


def cached_functions():
    """(where, function, unbounded) of every functools cache in the plain libraries."""
    for package in PACKAGES:
        for path in sorted(pathlib.Path(package).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    for decorator in node.decorator_list:
                        if "cache" in ast.unparse(decorator):
                            yield f"{path}:{node.name}", node, unbounded(decorator)


def test_the_scan_finds_the_caches():
    found = {where: flag for where, _, flag in cached_functions()}
    assert found["normalize/cldr.py:months"] is True
    assert found["normalize/detect.py:_sign_writers"] is False  # lru_cache(maxsize=1)


def test_no_cache_is_keyed_by_a_match():
    keyed = [
        where
        for where, node, _ in cached_functions()
        for arg in node.args.args + node.args.kwonlyargs
        if "Match" in ast.unparse(arg.annotation or ast.Constant("")) or arg.arg == "match"
    ]
    assert not keyed, f"caches keyed by a re.Match (a new entry each call): {keyed}"


def test_every_unbounded_cache_takes_values_of_a_fixed_set():
    unknown = {}
    for where, node, flag in cached_functions():
        if not flag:
            continue
        described = DESCRIBED.get(where, {})
        for arg in node.args.args + node.args.kwonlyargs + node.args.posonlyargs:
            if arg.arg not in BOUNDED and arg.arg not in described:
                unknown.setdefault(where, []).append(arg.arg)
        if node.args.vararg or node.args.kwarg:
            unknown.setdefault(where, []).append("*args/**kwargs")
    assert not unknown, (
        f"unbounded caches whose values may come from client text: {unknown}; bound them "
        "(lru_cache(maxsize=...)), drop the cache, or say here why their values are few"
    )
