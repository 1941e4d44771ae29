import sys
from pathlib import Path

from core.commands import CliCommand
from engine.contract import ALL_LANGUAGES
from lexicon.imports import export_pls
from tenancy.models import Tenant


class Command(CliCommand):
    help = (
        "Export a tenant's lexicon for one language (with its all-language entries) as a "
        "W3C PLS 1.0 file, to FILE or stdout."
    )

    def add_arguments(self, parser):
        parser.add_argument("slug", help="the tenant")
        parser.add_argument("file", nargs="?", default="-", help="output file (default: stdout)")
        parser.add_argument("--lang", default="en", help="language to export (default en)")

    def handle(self, *args, **opts):
        tenant = Tenant.objects.filter(slug=opts["slug"]).first()
        if tenant is None:
            raise self.fail(f"no tenant {opts['slug']!r}")
        if opts["lang"] not in ALL_LANGUAGES:
            raise self.fail(f"unknown language {opts['lang']!r}")
        data = export_pls(tenant, opts["lang"])
        if opts["file"] == "-":
            sys.stdout.buffer.write(data)
            sys.stdout.flush()
            return
        try:
            Path(opts["file"]).write_bytes(data)
        except OSError as exc:
            raise self.fail(f"cannot write {opts['file']}: {exc.strerror}") from None
        self.stderr.write(f"wrote {opts['file']}")
