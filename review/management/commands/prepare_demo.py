import re
import secrets

from django.conf import settings
from django.contrib.auth import get_user_model

from core.commands import CliCommand
from lexicon.models import LexiconEntry, VoicePreset
from review import workflow
from review.models import ReviewPolicy, TestSet
from tenancy.models import ApiKey, Membership, Tenant

# The demo test set: what a reviewer's first session has to listen to (docs/REVIEW.md).
DEMO_SENTENCES = """\
Welcome to the SaaS dashboard.
Your order ships on March 5, 2024.
The total is $1,250.50, or 3% less than last month.
Call us at 9 a.m. on Monday.
"""
# The demo lexicon: the README's first sentence ("Our SaaS dashboard ships on March 5.")
# shows a lexicon change in the playground, beside the date's.
DEMO_LEXICON = [("SaaS", "sass", "a product word said as one, not spelled out")]
# The demo presets: the ones the docs' samples name (`synthesize --preset calm`, the blend
# "F1:0.7+narrator:0.3"), so each sample works as written on a fresh `make run`.
DEMO_PRESETS = [
    {"name": "calm", "voice": "F2", "speed": 0.95},
    {"name": "narrator", "voice": "M2", "speed": 1.0},
]


class Command(CliCommand):
    help = (
        "On first run, create a demo tenant with admin, editor and reviewer logins, an API key, "
        "a lexicon entry (SaaS -> sass) and a test set rendered for review, and keep the logins in "
        "VAR_DIR/demo-credentials.txt; on every run, print them."
    )

    def handle(self, *args, **opts):
        path = settings.VAR_DIR / "demo-credentials.txt"
        if not path.exists() and not Tenant.objects.exists():
            tenant = Tenant.objects.create(slug="demo", name="Demo")
            # The demo queues every clip, so a new team hears what it sends; a real
            # tenant starts with ReviewPolicy's defaults (docs/REVIEW.md).
            ReviewPolicy.objects.create(tenant=tenant, sample_percent=100)
            users = get_user_model().objects
            logins = []
            for role in (Membership.Role.ADMIN, Membership.Role.EDITOR, Membership.Role.REVIEWER):
                password = secrets.token_urlsafe(12)
                if role == Membership.Role.ADMIN:
                    user = users.create_superuser("admin", "", password)
                else:
                    user = users.create_user(role.value, password=password, is_staff=True)
                Membership.objects.create(user=user, tenant=tenant, role=role)
                logins.append(f"{role.value} login: {role.value} / {password}")
            _, key = ApiKey.issue(tenant, name="demo key from make run")
            lines = [*logins, f"API key of tenant 'demo': {key}", f"export TTS_KEY={key}"]
            path.write_text("\n".join(lines) + "\n")
            path.chmod(0o600)
            self.seed_demo_lexicon(tenant)
            self.seed_demo_presets(tenant)
            self.render_demo_test_set(tenant)
        if path.exists():
            demo = Tenant.objects.filter(slug="demo").first()
            if demo is not None:  # a demo made before it had a lexicon or presets gets them
                self.seed_demo_lexicon(demo)
                self.seed_demo_presets(demo)
            credentials = path.read_text().rstrip()
            self.stdout.write(credentials)
            # The line to paste before the README's samples, in the file too (a newcomer
            # looks there once it has scrolled away); a file made before it had one.
            key = re.search(r"^API key of tenant 'demo': (tts_\S+)$", credentials, re.M)
            if key and "export TTS_KEY=" not in credentials:
                self.stdout.write(f"export TTS_KEY={key.group(1)}")
            self.stdout.write(f"(kept in {path}; delete it once you have made your own)")
            self.stdout.write(
                "Hear a clip: open the server's /playground/ and sign in with one of these "
                "logins (the admin is at /admin/; the key goes in 'Authorization: Bearer')."
            )

    def seed_demo_lexicon(self, tenant: Tenant) -> None:
        """Add the demo's entries, once: a term the lexicon's history already knows (added,
        changed or deleted since, by anyone) is left as it is."""
        known = set(tenant.lexicon_changes.values_list("term", flat=True))
        for term, alias, note in DEMO_LEXICON:
            if term not in known:
                entry = LexiconEntry(tenant=tenant, term=term, alias=alias, note=note)
                entry.changed_via = "prepare_demo"
                entry.save()

    def seed_demo_presets(self, tenant: Tenant) -> None:
        """Add the demo's presets, once: a name the tenant has already is left as it is."""
        for preset in DEMO_PRESETS:
            if not tenant.presets.filter(name=preset["name"]).exists():
                VoicePreset.objects.create(tenant=tenant, **preset)

    def render_demo_test_set(self, tenant: Tenant) -> None:
        """Queue the demo sentences, so the review queue has clips once the workers run."""
        test_set = TestSet.objects.create(tenant=tenant, name="Demo", sentences=DEMO_SENTENCES)
        run = workflow.render_test_set(test_set)
        for number, why in run.skipped.items():  # e.g. no usable model yet: render it later
            self.stderr.write(f"demo sentence {number} not rendered: {why}")
