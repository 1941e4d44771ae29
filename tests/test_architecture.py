"""The layout is the architecture: the rules of docs/ARCHITECTURE.md, read from the code.

Every `import` and `from ... import` in every module of the project's packages (tests/,
bench/ and migrations/ excepted) is read with ast, imports inside functions included: a
lazy import is still a dependency, and so is a model named lazily (``ForeignKey("app.Model")``),
which the schema rule reads. The second half feeds the same checks a tiny fake tree
with one violation of each rule, so a check that could never fail would show.
"""

import ast
import functools
import itertools
import tomllib
from collections import deque
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Layers, lowest first: a module may import its own layer and lower ones. The engine and
# the normalizer, top-level packages both, are the plain layer.
LAYERS = (
    ("plain", ("engine", "normalize")),
    ("core", ("core",)),
    ("tenancy", ("tenancy",)),
    ("metering", ("metering",)),
    ("lexicon", ("lexicon",)),
    ("synth", ("synth",)),
    ("webhooks", ("webhooks",)),
    ("ops", ("ops",)),
    ("review", ("review",)),
    ("api", ("api",)),
    ("home", ("home",)),
    ("ttsproject", ("ttsproject",)),
)

# The rules, word for word as docs/ARCHITECTURE.md states them.
RULES = {
    "plain": "engine and normalize import no Django and no project module outside themselves",
    "core": "core imports no project module outside core",
    "no-api": "no app imports api (only home, the pages for people, and ttsproject, the "
    "project, may)",
    "layers": "a module imports only its own layer and lower ones",
    "cycles": "no import cycles between modules",
    "schema": 'a model names another app\'s model by a lazy "app.Model" only in its own layer '
    "or a lower one",
}

# Django's fields that name a model.
RELATIONS = {"ForeignKey", "OneToOneField", "ManyToManyField"}

SKIPPED = {"tests", "bench", "migrations"}
# Django and the libraries that only work inside it.
DJANGO = {"django", "rest_framework", "django_q", "django_filters", "drf_spectacular"}
DJANGO |= {"drf_spectacular_sidecar", "whitenoise", "storages"}


@dataclass(frozen=True)
class Import:
    path: str  # the importing file, relative to the root
    line: int
    source: str  # the statement as written
    module: str  # the importing module
    target: str  # the module it imports, absolute


@dataclass(frozen=True)
class Tree:
    root: Path
    modules: dict[str, Path]  # dotted name -> file
    imports: tuple[Import, ...]
    packages: frozenset[str]  # the project's top-level names
    references: tuple[Import, ...] = ()  # lazy model references, target "app.models"


def layer_of(name: str) -> tuple[int, str] | None:
    """(layer index, root) of a dotted module name."""
    for index, (_, roots) in enumerate(LAYERS):
        for root in roots:
            if within(name, root):
                return index, root
    return None


def within(name: str, root: str) -> bool:
    return name == root or name.startswith(root + ".")


@functools.cache
def scan(root: Path) -> Tree:
    """Every module of the top-level packages under root, and every import they make."""
    modules = {}
    for package in sorted(root.iterdir()):
        if package.name in SKIPPED or not (package / "__init__.py").is_file():
            continue
        for path in sorted(package.rglob("*.py")):
            if SKIPPED & set(path.relative_to(root).parts):
                continue
            parts = path.relative_to(root).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            modules[name] = path
    packages = {name.split(".")[0] for name in modules}
    packages |= {top.split(".")[0] for _, tops in LAYERS for top in tops}
    imports, references = [], []
    for name, path in modules.items():
        imports += _imports_of(root, name, path, modules)
        references += _references_of(root, name, path)
    return Tree(root, modules, tuple(imports), frozenset(packages), tuple(references))


def _imports_of(root: Path, name: str, path: Path, modules: dict) -> list[Import]:
    rel = str(path.relative_to(root))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), rel)):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            # `from a import b` imports the module a.b when there is one, else a name of a.
            targets = [
                f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                for alias in node.names
            ]
        else:
            continue
        source = ast.unparse(node)
        for target in dict.fromkeys(targets):
            found.append(Import(rel, node.lineno, source, name, target))
    return sorted(found, key=lambda imp: imp.line)  # ast.walk goes breadth first


def _references_of(root: Path, name: str, path: Path) -> list[Import]:
    """Every ``ForeignKey("app.Model")`` (or OneToOne, ManyToMany) in a module: a lazy
    reference to the module that defines that model, ``app.models`` (an app's label is its
    package's name here)."""
    rel = str(path.relative_to(root))
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), rel)):
        if not isinstance(node, ast.Call):
            continue
        field = node.func.attr if isinstance(node.func, ast.Attribute) else ""
        field = field or (node.func.id if isinstance(node.func, ast.Name) else "")
        named = [k.value for k in node.keywords if k.arg == "to"]
        to = node.args[0] if node.args else next(iter(named), None)
        if field not in RELATIONS or not isinstance(to, ast.Constant):
            continue
        app, _, model = str(to.value).rpartition(".")
        if app and model:
            found.append(Import(rel, node.lineno, f'{field}("{to.value}")', name, f"{app}.models"))
    return sorted(found, key=lambda ref: ref.line)


def _say(imp: Import, rule: str, why: str = "") -> str:
    return f"{imp.path}:{imp.line}: `{imp.source}` {why}breaks rule {rule}: {RULES[rule]}"


def _project(tree: Tree, target: str) -> bool:
    return target.split(".")[0] in tree.packages


def check_plain(tree: Tree) -> list[str]:
    found = []
    for imp in tree.imports:
        layer = layer_of(imp.module)
        if not layer or layer[0] != 0:
            continue
        outside = _project(tree, imp.target) and not within(imp.target, layer[1])
        if imp.target.split(".")[0] in DJANGO or outside:
            found.append(_say(imp, "plain", f"(in {layer[1]}) imports {imp.target}: "))
    return found


def check_core(tree: Tree) -> list[str]:
    return [
        _say(imp, "core", f"imports {imp.target}: ")
        for imp in tree.imports
        if within(imp.module, "core")
        and _project(tree, imp.target)
        and not within(imp.target, "core")
    ]


def check_no_api(tree: Tree) -> list[str]:
    return [
        _say(imp, "no-api", f"imports {imp.target}: ")
        for imp in tree.imports
        if within(imp.target, "api")
        and imp.module.split(".")[0] not in ("api", "home", "ttsproject")
    ]


def check_layers(tree: Tree) -> list[str]:
    found = [
        f"{path.relative_to(tree.root)}:1: "
        f"module {name} is in no layer: rule layers: {RULES['layers']}"
        for name, path in tree.modules.items()
        if layer_of(name) is None
    ]
    for imp in tree.imports:
        here, there = layer_of(imp.module), layer_of(imp.target)
        if here is None or not _project(tree, imp.target):
            continue
        if there is None or there[0] > here[0]:
            what = LAYERS[there[0]][0] if there else "no layer"
            why = f"({LAYERS[here[0]][0]}) imports {imp.target} ({what}): "
            found.append(_say(imp, "layers", why))
    return found


def check_cycles(tree: Tree) -> list[str]:
    """One cycle per group of modules that import each other, as the path that closes it."""
    edges: dict[str, dict[str, Import]] = {name: {} for name in tree.modules}
    for imp in tree.imports:
        target = imp.target
        while target and target not in tree.modules:
            target = target.rpartition(".")[0]
        if target and target != imp.module:
            edges[imp.module].setdefault(target, imp)
    found = []
    for group in _strongly_connected(edges):
        if len(group) < 2:
            continue
        start = min(group)
        path = _shortest_cycle(edges, group, start)
        steps = [edges[a][b] for a, b in itertools.pairwise(path)]
        chain = " -> ".join(path)
        lines = "; ".join(f"{s.path}:{s.line}: `{s.source}`" for s in steps)
        found.append(
            f"{steps[0].path}:{steps[0].line}: cycle {chain} ({len(group)} modules import "
            f"each other) via {lines}: rule cycles: {RULES['cycles']}"
        )
    return found


def _strongly_connected(edges: dict[str, dict]) -> list[set[str]]:
    # Tarjan's algorithm; the module graph is small enough for recursion.
    index, low, stack, on_stack, groups = {}, {}, [], set(), []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in edges[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == node:
                    break
            groups.append(group)

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return groups


def _shortest_cycle(edges: dict[str, dict], group: set[str], start: str) -> list[str]:
    came_from: dict[str, str] = {}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for nxt in sorted(edges[node]):
            if nxt == start:
                path = [node]
                while path[-1] != start:
                    path.append(came_from[path[-1]])
                return [*reversed(path), start]
            if nxt in group and nxt not in came_from:
                came_from[nxt] = node
                queue.append(nxt)
    raise AssertionError(f"no cycle through {start}")


def check_schema(tree: Tree) -> list[str]:
    found = []
    for ref in tree.references:
        here, there = layer_of(ref.module), layer_of(ref.target)
        named = ref.source.split('"')[1]
        if here is None or there is None or there[0] <= here[0]:
            continue
        why = f"({LAYERS[here[0]][0]}) names {named} ({LAYERS[there[0]][0]}): "
        found.append(_say(ref, "schema", why))
    return found


CHECKS = {
    "plain": check_plain,
    "core": check_core,
    "no-api": check_no_api,
    "layers": check_layers,
    "cycles": check_cycles,
    "schema": check_schema,
}


def violations(root: Path, rule: str) -> list[str]:
    return CHECKS[rule](scan(root))


# The real tree.


@pytest.mark.parametrize("rule", RULES)
def test_the_code_keeps_the_rule(rule):
    found = violations(ROOT, rule)
    if found:
        pytest.fail(f"{len(found)} violation(s):\n" + "\n".join(found), pytrace=False)


def test_the_scan_sees_the_code_it_checks():
    tree = scan(ROOT)
    assert {"engine.engine", "normalize.normalizer", "api.urls"} <= set(tree.modules)
    assert not [name for name in tree.modules if "migrations" in name or "tests" in name]
    assert any(imp.target == "engine.errors" for imp in tree.imports)


def test_every_layers_package_is_a_top_level_folder_the_wheel_ships():
    tops = {root for _, roots in LAYERS for root in roots}
    assert tops == set(scan(ROOT).packages)  # every top-level package has its layer
    assert all("." not in top and (ROOT / top / "__init__.py").is_file() for top in tops)
    found = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    include = found["tool"]["setuptools"]["packages"]["find"]["include"]
    assert sorted(include) == sorted(f"{top}*" for top in tops)
    assert found["tool"]["setuptools"]["package-data"]["normalize"] == ["common_words.json"]


def test_the_schema_has_no_upward_reference_and_the_fallback_clips_are_synths():
    """The fallback clips were the schema's one cycle (tenancy and lexicon named synth.Clip);
    they are synth's rows now (synth.FallbackClip), and no model names a higher layer's."""
    tree = scan(ROOT)
    upward = [
        (ref.path, ref.source.split('"')[1])
        for ref in tree.references
        if layer_of(ref.target)[0] > layer_of(ref.module)[0]
    ]
    assert upward == []
    for top in ("tenancy", "lexicon"):
        text = (ROOT / top / "models.py").read_text(encoding="utf-8")
        assert "fallback_clip" not in text and '"synth.' not in text, top
    doc = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    assert "`synth.FallbackClip`" in doc and "but for the fallback clips" not in doc


def test_the_architecture_doc_states_the_same_rules():
    doc = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    for rule, text in RULES.items():
        assert f"| {rule} | {text} |" in doc
    for index, (name, roots) in enumerate(LAYERS):
        row = next(line for line in doc.splitlines() if line.startswith(f"| {index} | {name} |"))
        assert all(f"`{root}`" in row for root in roots), row


# A tiny fake tree that keeps every rule; each case below breaks one.

CLEAN = {
    "core/__init__.py": "",
    "core/redis.py": "import functools\n\nfrom django.conf import settings\n",
    "lexicon/__init__.py": "",
    "normalize/__init__.py": "from . import rule\n",
    "normalize/rule.py": "import re\n",
    "lexicon/models.py": "from django.db import models\n\nfrom normalize import rule\n",
    "synth/__init__.py": "",
    "engine/__init__.py": "from .audio import encode\n",
    "engine/audio.py": "import numpy as np\n",
    "synth/speech.py": "from core import redis\nfrom lexicon.models import Entry\n",
    "api/__init__.py": "",
    "api/views.py": "from synth import speech\nfrom engine import encode\n",
    "ttsproject/__init__.py": "",
    "ttsproject/urls.py": "from api import views\n",
    # Never scanned: tests, benchmarks and migrations may import anything, at any length.
    "tests/__init__.py": "",
    "tests/test_views.py": "import api.views\n",
    "bench/__init__.py": "",
    "bench/load.py": "from api import views\n",
    "synth/migrations/__init__.py": "",
    "synth/migrations/0001_initial.py": "from api import views\n" + "x = 1\n" * 500,
}


def fake_tree(tmp_path: Path, changes: dict[str, str] | None = None) -> Path:
    for name, text in {**CLEAN, **(changes or {})}.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def only(found: list[str]) -> str:
    assert len(found) == 1, found
    return found[0]


def test_a_tree_that_keeps_the_rules_has_no_violations(tmp_path):
    root = fake_tree(tmp_path)
    assert {rule: violations(root, rule) for rule in RULES} == {rule: [] for rule in RULES}
    assert "tests.test_views" not in scan(root).modules


def test_the_engine_importing_django_inside_a_function_is_caught(tmp_path):
    audio = "import numpy as np\n\n\ndef encode():\n    from django.conf import settings\n"
    root = fake_tree(tmp_path, {"engine/audio.py": audio})
    found = only(violations(root, "plain"))
    assert found.startswith("engine/audio.py:5: `from django.conf import settings`")
    assert "rule plain" in found


def test_the_engine_importing_the_app_that_wraps_it_is_caught(tmp_path):
    audio = "import numpy as np\nfrom synth import speech\n"
    root = fake_tree(tmp_path, {"engine/audio.py": audio})
    found = only(violations(root, "plain"))
    assert found.startswith("engine/audio.py:2: `from synth import speech`")
    assert "(in engine) imports synth.speech" in found
    assert "(plain) imports synth.speech (synth)" in only(violations(root, "layers"))


def test_the_normalizer_importing_the_engine_is_caught_though_both_are_plain(tmp_path):
    root = fake_tree(tmp_path, {"normalize/rule.py": "from engine import audio\n"})
    found = only(violations(root, "plain"))
    assert found.startswith("normalize/rule.py:1: `from engine import audio`")
    assert "imports engine.audio" in found
    assert violations(root, "layers") == []  # the same layer: only the plain rule sees it


def test_the_normalizer_importing_the_lexicon_app_is_caught_past_a_relative_import(tmp_path):
    ko = "from ..rule import re\nfrom lexicon import models\n"
    root = fake_tree(tmp_path, {"normalize/langs/__init__.py": "", "normalize/langs/ko.py": ko})
    made = [imp.target for imp in scan(root).imports if imp.module == "normalize.langs.ko"]
    assert made == ["normalize.rule", "lexicon.models"]  # `..` resolved inside normalize
    found = only(violations(root, "plain"))
    assert found.startswith("normalize/langs/ko.py:2: `from lexicon import models`")
    assert "imports lexicon.models" in found
    assert "(plain) imports lexicon.models (lexicon)" in only(violations(root, "layers"))


def test_core_importing_a_project_app_is_caught(tmp_path):
    root = fake_tree(tmp_path, {"core/redis.py": "from engine import encode\n"})
    found = only(violations(root, "core"))
    assert found.startswith("core/redis.py:1: `from engine import encode`")
    assert "rule core" in found


def test_an_app_importing_api_is_caught_and_the_project_may(tmp_path):
    root = fake_tree(tmp_path, {"synth/speech.py": "import api.views\n"})
    found = only(violations(root, "no-api"))
    assert found.startswith("synth/speech.py:1: `import api.views` imports api.views")
    assert "rule no-api" in found


def test_a_lower_layer_importing_a_higher_one_is_caught(tmp_path):
    models = "from django.db import models\n\n\ndef plan():\n    from synth import speech\n"
    root = fake_tree(tmp_path, {"lexicon/models.py": models})
    found = only(violations(root, "layers"))
    assert found.startswith("lexicon/models.py:5: `from synth import speech`")
    assert "(lexicon) imports synth.speech (synth)" in found
    assert "rule layers" in found


def test_a_package_in_no_layer_is_caught(tmp_path):
    root = fake_tree(tmp_path, {"extras/__init__.py": "", "extras/tools.py": "import os\n"})
    found = violations(root, "layers")
    assert len(found) == 2
    assert found[0].startswith("extras/__init__.py:1: module extras is in no layer")


def test_a_lazy_model_reference_to_a_higher_layer_is_caught_and_a_lower_one_is_not(tmp_path):
    models = (
        "from django.db import models\n\nfrom normalize import rule\n\n\n"
        "class Entry(models.Model):\n"
        '    job = models.ForeignKey("synth.Job", models.CASCADE)\n'
        '    owner = models.ForeignKey(to="core.Owner", on_delete=models.CASCADE)\n'
    )
    root = fake_tree(tmp_path, {"lexicon/models.py": models})
    found = only(violations(root, "schema"))
    assert found.startswith('lexicon/models.py:7: `ForeignKey("synth.Job")`')
    assert "(lexicon) names synth.Job (synth)" in found and "rule schema" in found
    assert violations(root, "layers") == violations(root, "cycles") == []  # no import made


def test_an_import_cycle_is_caught_with_its_path(tmp_path):
    root = fake_tree(
        tmp_path,
        {
            "synth/a.py": "from synth import b\n",
            "synth/b.py": "def later():\n    import synth.c\n",
            "synth/c.py": "import os\nfrom synth.a import x\n",
        },
    )
    found = only(violations(root, "cycles"))
    assert "cycle synth.a -> synth.b -> synth.c -> synth.a" in found
    assert "synth/b.py:2: `import synth.c`" in found
    assert "synth/c.py:2: `from synth.a import x`" in found
    assert found.startswith("synth/a.py:1: ")
