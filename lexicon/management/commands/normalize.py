import sys

from core.commands import CliCommand
from engine.contract import ALL_LANGUAGES
from lexicon.cli import NotFound, normalizer_for, tenant_and_preset
from normalize import OutputTooLong


class Command(CliCommand):
    help = (
        "Print the normalized text (tenant lexicon, built-in language rules, clean-up) that "
        "would be synthesized; --explain adds each stage's changes."
    )

    def add_arguments(self, parser):
        parser.add_argument("text", help="the text ('-' = stdin)")
        parser.add_argument("--lang", help="language (default: the preset's, else en)")
        parser.add_argument("--tenant", help="apply this tenant's lexicon and rule switches")
        parser.add_argument("--preset", help="the tenant's preset (its language applies)")
        parser.add_argument("--explain", action="store_true", help="list every change")

    def handle(self, *args, **opts):
        try:
            tenant, preset = tenant_and_preset(opts["tenant"], opts["preset"])
        except NotFound as exc:
            raise self.fail(str(exc)) from None
        lang = opts["lang"] or (preset.language if preset else "en")
        if lang not in ALL_LANGUAGES:
            raise self.fail(f"unknown language {lang!r}; use one of {', '.join(ALL_LANGUAGES)}")
        text = sys.stdin.read() if opts["text"] == "-" else opts["text"]
        try:
            result = normalizer_for(tenant)(text, lang)
        except OutputTooLong as exc:
            raise self.fail(str(exc)) from None
        self.stdout.write(result.text)
        if opts["explain"]:
            self.stdout.write(result.explain())
