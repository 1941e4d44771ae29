"""Installing a model folder: from the Hub, a local folder or an archive, swapped in whole.

Everything is staged in a temporary folder next to the target (same filesystem, so the
final step is a rename), validated the way the service loads it, and only then swapped
in. On any failure the staging folder is removed and the target is left as it was.

Plain Python; no Django import.
"""

import re
import shutil
import tarfile
import tempfile
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from engine import contract
from engine.errors import ModelError
from engine.folder import ModelFolder
from engine.graphs import open_sessions
from engine.session import SessionConfig

# The revision the reference package `supertonic` 1.3.x pins (see MODEL_CONTRACT.md).
MODEL_REPO = "Supertone/supertonic-3"
MODEL_REVISION = "724fb5abbf5502583fb520898d45929e62f02c0b"

# Far above any real model folder's size: an archive that unpacks to more is a mistake or
# a bomb.
MAX_UNPACKED_BYTES = 4 * 10**9
TAR_SUFFIXES = (".tar", ".tar.gz", ".tgz", ".tar.xz", ".tar.bz2")


class InstallError(Exception):
    """The model was not installed; the message is one line for people."""


class HubUnreachable(InstallError):
    """The Hub could not be asked (offline, connection or HTTP error); message = short reason."""


def occupant(target: Path) -> str | None:
    """What installing at ``target`` would replace, in words; None if it is free (missing or
    an empty folder)."""
    if not target.exists():
        return None
    if not target.is_dir():
        raise InstallError(f"{target} exists and is not a folder")
    if not any(target.iterdir()):
        return None
    try:
        ModelFolder(target)
    except ModelError:
        return "is not empty (and not a valid model folder)"
    return "already holds a model"


@contextmanager
def staging(target: Path) -> Iterator[Path]:
    """A temporary folder beside ``target``, removed on exit whatever happens."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        folder = Path(tempfile.mkdtemp(prefix=f".{target.name}.fetch-", dir=target.parent))
    except OSError as exc:
        raise InstallError(f"cannot create a temporary folder beside {target}: {exc}") from None
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def download(repo: str, revision: str, dest: Path) -> Path:
    """Download ``repo`` at ``revision`` into ``dest`` (huggingface_hub shows progress bars)
    and return the model folder in it. Raises HubUnreachable when the Hub cannot be asked."""
    import httpx2  # huggingface_hub 2.x's HTTP client; its errors are what the Hub raises
    from huggingface_hub import HfApi, snapshot_download
    from huggingface_hub.errors import LocalEntryNotFoundError

    try:
        # One plain request first: snapshot_download retries a refused connection with
        # backoff for a long while before giving up; this fails in a moment instead.
        HfApi().model_info(repo, revision=revision, timeout=10)
        snapshot_download(repo_id=repo, revision=revision, local_dir=dest)
    except (httpx2.HTTPError, ConnectionError, LocalEntryNotFoundError) as exc:
        raise HubUnreachable(_short_reason(exc)) from None
    # snapshot_download keeps its bookkeeping in local_dir; the model folder needs none.
    shutil.rmtree(dest / ".cache", ignore_errors=True)
    return find_model_root(dest, f"{repo}@{revision}")


def _short_reason(exc: Exception) -> str:
    from huggingface_hub.errors import OfflineModeIsEnabled

    # snapshot_download wraps the connection or offline error in a LocalEntryNotFoundError.
    cause = exc.__cause__ or exc
    if isinstance(cause, OfflineModeIsEnabled):
        return "offline mode is enabled: HF_HUB_OFFLINE is set"
    lines = str(cause).strip().splitlines()
    return lines[0][:200] if lines else type(cause).__name__


def unpack(source: Path, dest: Path) -> Path:
    """Copy a model folder, or extract a zip or tar archive, into ``dest`` and return the
    model folder in it. Paths under ``dest`` mirror those under ``source``."""
    if source.is_dir():
        root = find_model_root(source, str(source))
        try:
            shutil.copytree(root, dest / root.relative_to(source))
        except OSError as exc:
            raise InstallError(f"cannot copy {root}: {exc}") from None
        return dest / root.relative_to(source)
    if not source.is_file():
        raise InstallError(f"{source}: no such file or folder")
    name = source.name.lower()
    if name.endswith(".zip"):
        extract = _extract_zip
    elif name.endswith(TAR_SUFFIXES):
        extract = _extract_tar
    else:
        raise InstallError(f"{source}: not a folder, a .zip or a {'/'.join(TAR_SUFFIXES)} archive")
    try:
        extract(source, dest)
    except InstallError:
        raise
    except Exception as exc:  # zipfile, tarfile and the decompressors raise many types
        reason = " ".join(str(exc).split())  # one line, whatever the library wrote
        raise InstallError(f"{source}: cannot extract ({type(exc).__name__}: {reason})") from None
    return find_model_root(dest, str(source))


def _check_member(archive: Path, name: str) -> None:
    if name.startswith(("/", "\\")) or re.match(r"[A-Za-z]:", name):
        raise InstallError(f"{archive}: refusing member {name!r} with an absolute path")
    if ".." in re.split(r"[/\\]", name):
        raise InstallError(f"{archive}: refusing member {name!r} that points outside ('..')")


def _check_total(archive: Path, total: int) -> None:
    if total > MAX_UNPACKED_BYTES:
        raise InstallError(
            f"{archive}: would unpack to more than {MAX_UNPACKED_BYTES // 10**6:,} MB; "
            "refusing (a model folder is about 400 MB)"
        )


def _extract_zip(archive: Path, dest: Path) -> None:
    with zipfile.ZipFile(archive) as zf:
        members = zf.infolist()
        for info in members:
            _check_member(archive, info.filename)
        # Reading stops at each member's declared size, so the sum bounds what is written.
        _check_total(archive, sum(info.file_size for info in members))
        zf.extractall(dest)


def _extract_tar(archive: Path, dest: Path) -> None:
    total = 0

    def safe(member: tarfile.TarInfo, path: str) -> tarfile.TarInfo:
        nonlocal total
        # The "data" filter refuses links outside and device files, but silently strips a
        # leading "/" from names; an archive with absolute paths is refused here instead.
        _check_member(archive, member.name)
        try:
            member = tarfile.data_filter(member, path)
        except (tarfile.AbsoluteLinkError, tarfile.LinkOutsideDestinationError):
            raise InstallError(
                f"{archive}: refusing member {member.name!r}, a link to {member.linkname!r} "
                "outside the archive"
            ) from None
        except tarfile.SpecialFileError:
            raise InstallError(
                f"{archive}: refusing member {member.name!r}, a device or other special file"
            ) from None
        except tarfile.FilterError as exc:
            raise InstallError(
                f"{archive}: refusing unsafe member {member.name!r} ({exc})"
            ) from None
        total += member.size
        _check_total(archive, total)
        return member

    try:
        tar = tarfile.open(archive)  # any of plain, gzip, bzip2, xz, whatever the suffix says
    except tarfile.ReadError:
        raise InstallError(
            f"{archive}: cannot extract (not a tar archive, plain or gzip/bzip2/xz compressed)"
        ) from None
    with tar:
        tar.extractall(dest, filter=safe)


def find_model_root(folder: Path, origin: str) -> Path:
    """The folder holding ``onnx/tts.json``: ``folder`` itself or its single subfolder that
    does. ``origin`` names the source in errors."""
    if (folder / contract.CONFIG_FILE).is_file():
        return folder
    found = [d for d in sorted(folder.iterdir()) if (d / contract.CONFIG_FILE).is_file()]
    if len(found) == 1:
        return found[0]
    if found:
        names = ", ".join(d.name for d in found)
        raise InstallError(f"{origin}: holds several model folders ({names}); pick one")
    raise InstallError(
        f"{origin}: no {contract.CONFIG_FILE} at its top or in a folder directly inside it"
    )


def validate(root: Path, staged: Path, origin: str) -> None:
    """Load the model at ``root`` as the service would (config, voices, the four graphs).
    Errors name the file as under ``origin`` rather than in the staging folder ``staged``."""
    try:
        open_sessions(ModelFolder(root), SessionConfig(intra_op_threads=1))
    except ModelError as exc:
        raise InstallError(str(exc).replace(str(staged), origin)) from None


def swap_in(new: Path, target: Path, staging: Path) -> None:
    """Rename ``new`` to ``target``; an existing target is first moved into ``staging``
    (removed with it). Between the two renames the target is briefly missing, never
    half-written: Linux has no portable atomic swap of two folders."""
    previous = staging / "previous"
    try:
        if target.exists():
            target.rename(previous)
        try:
            new.rename(target)
        except OSError:
            if previous.exists():
                previous.rename(target)
            raise
    except OSError as exc:
        raise InstallError(f"cannot install into {target}: {exc}") from None


def folder_size(path: Path) -> int:
    """Bytes in the files under ``path``."""
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
