import secrets

from django.conf import settings
from django.contrib.auth import get_user_model

from lexicon.models import ApiKey, Membership, Tenant
from synth.management.base import CliCommand


class Command(CliCommand):
    help = (
        "On first run, create a demo tenant, an admin login and an API key, and keep them in "
        "VAR_DIR/demo-credentials.txt; on every run, print them."
    )

    def handle(self, *args, **opts):
        path = settings.VAR_DIR / "demo-credentials.txt"
        if not path.exists() and not Tenant.objects.exists():
            tenant = Tenant.objects.create(slug="demo", name="Demo")
            password = secrets.token_urlsafe(12)
            user = get_user_model().objects.create_superuser("admin", "", password)
            Membership.objects.create(user=user, tenant=tenant, role=Membership.Role.ADMIN)
            _, key = ApiKey.issue(tenant, name="demo key from make run")
            path.write_text(f"admin login: admin / {password}\nAPI key of tenant 'demo': {key}\n")
            path.chmod(0o600)
        if path.exists():
            self.stdout.write(path.read_text().rstrip())
            self.stdout.write(f"(kept in {path}; delete it once you have made your own)")
