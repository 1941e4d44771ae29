from pathlib import Path

from core.commands import CliCommand
from synth.standin.folder import PROFILES, build_standin


class Command(CliCommand):
    help = (
        "Write a stand-in Supertonic 3 model folder: the published layout with random weights "
        "(noise-like audio, not speech), for tests and benchmarks without the Hugging Face Hub. "
        "Profiles: tiny (under 5 MB), realistic (about 99M parameters, 400 MB, computing as "
        "the published graphs are recorded to: docs/ENGINE.md), realistic-matmul (the earlier "
        "realistic stand-in, for side-by-side benchmarks) or tiny-faithful (tiny, computing "
        "as realistic does)."
    )

    def add_arguments(self, parser):
        parser.add_argument("dir", metavar="DIR", help="the model folder to create")
        parser.add_argument(
            "--profile",
            default="tiny",
            help="tiny (default), realistic, realistic-matmul or tiny-faithful",
        )
        parser.add_argument(
            "--force", action="store_true", help="replace DIR if it exists (swapped in when done)"
        )

    def handle(self, *args, **options):
        # Checked here rather than with argparse choices, so the message is one line.
        if options["profile"] not in PROFILES:
            choices = ", ".join(PROFILES)
            raise self.fail(f"unknown profile {options['profile']!r}; use one of {choices}")
        try:
            folder = build_standin(
                options["dir"],
                options["profile"],
                replace=options["force"],
                progress=self.stderr.write,
            )
        except ValueError as exc:
            hint = " (use --force to replace it)" if "not empty" in str(exc) else ""
            raise self.fail(f"{exc}{hint}") from None
        size = sum(f.stat().st_size for f in Path(folder).rglob("*") if f.is_file())
        self.stdout.write(f"{folder} ({size / 1e6:.1f} MB)")
