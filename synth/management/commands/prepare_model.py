from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from core.commands import CliCommand
from synth.conf import model_status

STANDIN_BANNER = """
************************************************************************
  A STAND-IN MODEL is in use: random weights that produce noise, not
  speech. It exercises the whole service; install the real Supertonic 3
  weights with `.venv/bin/python manage.py fetch_model` (offline:
  `--from ARCHIVE`).
************************************************************************
"""


class Command(CliCommand):
    help = (
        "Make sure SYNTH_MODEL_DIR holds a model: keep the one there, else download the "
        "real one with fetch_model, else build the stand-in and say so loudly."
    )

    def handle(self, *args, **options):
        path = settings.SYNTH_MODEL_DIR
        status = model_status(path)
        if status == "missing" and path.exists() and any(path.iterdir()):
            raise self.fail(f"{path} exists but is not a complete model folder; fix or remove it")
        if status == "missing":
            try:
                call_command("fetch_model", "--model-dir", str(path))
                status = "real"
            except CommandError as exc:
                self.stderr.write(f"could not install the real model: {exc}")
                self.stderr.write("building the tiny stand-in instead ...")
                call_command("build_standin_model", str(path), "--profile", "tiny")
                status = "standin"
        if status == "standin":
            self.stderr.write(self.style.WARNING(STANDIN_BANNER))
        self.stdout.write(f"model: {path} ({'stand-in' if status == 'standin' else 'real'})")
