from pathlib import Path

from core.commands import CliCommand
from lexicon import pls
from lexicon.imports import ImportBusy, import_pls, one_import_at_a_time, refusal_text
from tenancy.models import Tenant


class Command(CliCommand):
    help = (
        "Import a W3C PLS 1.0 lexicon into a tenant (checked whole before anything is "
        "written). Lexemes with an <alias> become entries; phoneme-only lexemes are kept "
        "disabled and reported."
    )

    def add_arguments(self, parser):
        parser.add_argument("slug", help="the tenant")
        parser.add_argument("file", help="the .pls/.xml file ('-' = stdin)")
        parser.add_argument(
            "--all-languages",
            action="store_true",
            help="store entries for every language instead of the file's xml:lang",
        )

    def handle(self, *args, **opts):
        tenant = Tenant.objects.filter(slug=opts["slug"]).first()
        if tenant is None:
            raise self.fail(f"no tenant {opts['slug']!r}")
        path = opts["file"]
        try:
            data = self.stdin_bytes() if path == "-" else Path(path).read_bytes()
        except OSError as exc:
            raise self.fail(f"cannot read {path}: {exc.strerror}") from None
        try:
            with one_import_at_a_time(tenant.pk):  # the web's imports of it take turns too
                report = import_pls(tenant, data, all_languages=opts["all_languages"])
        except ImportBusy:
            raise self.fail(
                "another import of this tenant's lexicon is being written; try again shortly"
            ) from None
        except pls.PlsError as exc:
            raise self.fail(f"{path}: {refusal_text(exc)}") from None
        self.stdout.write(f"{tenant.slug}: {report}; lexicon version {tenant.lexicon_version}")

    def stdin_bytes(self) -> bytes:
        import sys

        return sys.stdin.buffer.read()
