from pathlib import Path

from django.conf import settings

from core.commands import CliCommand
from engine.folder import fingerprint
from synth import install

OFFLINE_HINT = (
    "on a server without internet, copy the model folder or an archive of it here "
    "and run: .venv/bin/python manage.py fetch_model --from PATH"
)


class Command(CliCommand):
    help = (
        "Install the Supertonic 3 model: download the pinned revision from the Hugging Face "
        "Hub, or copy it from a local folder or archive (--from). It is validated in a "
        "temporary folder and swapped in whole; a failure leaves the old model as it was."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--from",
            dest="source",
            metavar="PATH",
            help="a model folder, .zip or .tar[.gz|.xz|.bz2] archive instead of the Hub",
        )
        parser.add_argument("--model-dir", help="target folder (default: setting SYNTH_MODEL_DIR)")
        parser.add_argument("--repo", default=install.MODEL_REPO, help="Hub repository")
        parser.add_argument("--revision", default=install.MODEL_REVISION, help="Hub commit")
        parser.add_argument("--force", action="store_true", help="replace an existing model")

    def handle(self, *args, **opts):
        target = Path(opts["model_dir"] or settings.SYNTH_MODEL_DIR).absolute()
        source = Path(opts["source"]) if opts["source"] else None
        repo, revision = opts["repo"], opts["revision"]
        try:
            if source is not None and not source.exists():
                raise install.InstallError(f"{source}: no such file or folder")
            taken = install.occupant(target)
            if taken and not opts["force"]:
                raise install.InstallError(f"{target} {taken}; pass --force to replace it")
            with install.staging(target) as staging:
                if source is None:
                    self.progress(f"downloading {repo}@{revision} from the Hugging Face Hub")
                    staged, origin = staging / "download", f"{repo}@{revision}"
                    root = install.download(repo, revision, staged)
                else:
                    self.progress(f"unpacking {source}")
                    staged, origin = staging / "unpacked", str(source)
                    root = install.unpack(source, staged)
                self.progress("validating the model (config, voices, the four graphs)")
                install.validate(root, staged, origin)
                self.progress(f"installing into {target}")
                install.swap_in(root, target, staging)
        except install.HubUnreachable as exc:
            raise self.fail(
                f"cannot download {repo} from the Hugging Face Hub ({exc}); {OFFLINE_HINT}"
            ) from None
        except install.InstallError as exc:
            raise self.fail(str(exc)) from None

        size = install.folder_size(target) / 1e6
        self.stdout.write(f"installed {target} ({size:.1f} MB), fingerprint {fingerprint(target)}")

    def progress(self, line: str) -> None:
        self.stderr.write(line)
