from django.core.exceptions import ValidationError
from django.db import IntegrityError

from core.commands import CliCommand
from tenancy.models import ApiKey, Tenant


class Command(CliCommand):
    help = "Create a tenant and print its first API key (shown once; only a hash is stored)."

    def add_arguments(self, parser):
        parser.add_argument("slug", help="short unique name, e.g. acme")
        parser.add_argument("--name", required=True, help="display name")

    def handle(self, *args, **opts):
        tenant = Tenant(slug=opts["slug"], name=opts["name"])
        try:
            tenant.full_clean()
            tenant.save()
        except IntegrityError:
            raise self.fail(f"a tenant {opts['slug']!r} already exists") from None
        except ValidationError as exc:
            raise self.fail(f"invalid tenant: {_one_line(exc)}") from None
        _, raw = ApiKey.issue(tenant, name="created with create_tenant")
        self.stderr.write(f"created tenant {tenant.slug!r}; its API key (shown once):")
        self.stdout.write(raw)


def _one_line(exc: ValidationError) -> str:
    return "; ".join(f"{k}: {' '.join(v)}" for k, v in exc.message_dict.items())
