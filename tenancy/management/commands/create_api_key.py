from core.commands import CliCommand
from tenancy.models import ApiKey, Tenant, TooManyKeys


class Command(CliCommand):
    help = "Issue another API key for a tenant and print it (shown once)."

    def add_arguments(self, parser):
        parser.add_argument("slug", help="the tenant")
        parser.add_argument("--name", default="", help="a label for the key, e.g. staging")

    def handle(self, *args, **opts):
        tenant = Tenant.objects.filter(slug=opts["slug"]).first()
        if tenant is None:
            raise self.fail(f"no tenant {opts['slug']!r}")
        try:
            key, raw = ApiKey.issue(tenant, name=opts["name"])
        except TooManyKeys as exc:
            raise self.fail(str(exc)) from None
        self.stderr.write(f"new API key {key} for tenant {tenant.slug!r} (shown once):")
        self.stdout.write(raw)
