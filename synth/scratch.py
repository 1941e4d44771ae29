"""A clip's audio while a worker makes it: scratch files (one per stored format), the
audio rendered into them, the formats encoded from the finished audio, and why a write
failed. synth.worker stores the files once the job has succeeded."""

import contextlib
import os
import tempfile

from django.core.files.base import File
from django.core.files.storage import default_storage

from synth.housekeeping import TEMP_PREFIX


def encode_from(main: File, formats: list[str], files: contextlib.ExitStack) -> dict:
    """Scratch files of ``formats`` encoded from the finished ``main`` audio file (the
    clip's own), as a hit would encode them on first request: made here, before the job
    ends, a hit never waits for them."""
    import soundfile

    from synth.playback import encode_ints

    fd = main.fileno()
    os.lseek(fd, 0, os.SEEK_SET)  # libsndfile reads an open descriptor from where it is
    with soundfile.SoundFile(fd, closefd=False) as audio:
        ints, rate = audio.read(dtype="int16"), audio.samplerate
    made = {}
    for fmt in formats:
        made[fmt] = scratch_file(files)
        made[fmt].write(encode_ints(ints, rate, fmt))
        made[fmt].flush()
    return made


class _ScratchFile(File):
    """A finished scratch file in local storage's ``tmp/``: storing it renames it into
    place (Django's FileSystemStorage moves a file that has a temporary_file_path)."""

    def temporary_file_path(self) -> str:
        return self.file.name


def scratch_file(files: contextlib.ExitStack) -> File:
    """A file for a clip's audio while it is made. In local storage, a named file in its
    ``tmp/`` folder, so that storing it is a rename, not a copy; a crash leaves it for
    housekeeping (remove_temporary_files). Elsewhere (S3), an anonymous temporary file
    that storing uploads. Gone on the way out unless it was stored."""
    try:
        folder = default_storage.path(TEMP_PREFIX)
    except NotImplementedError:  # no local paths
        return File(files.enter_context(tempfile.TemporaryFile()))
    os.makedirs(folder, exist_ok=True)
    file = files.enter_context(tempfile.NamedTemporaryFile(dir=folder, delete=False))
    files.callback(_remove_if_left, file.name)
    return _ScratchFile(file)


def why_writing_failed(scratch: dict, error: Exception) -> Exception:
    """libsndfile reports a failed write as a "System error" without the OS's reason.
    Write to the scratch files ourselves (they are thrown away) to hear it: a full disk
    is then an OSError(ENOSPC), which fails the job as storage_full (503, try later)."""
    for file in scratch.values():
        try:
            os.write(file.fileno(), bytes(65536))  # enough to need new blocks
        except OSError as reason:
            return reason
    return error


def _remove_if_left(path: str) -> None:
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)  # stored: moved away already


def write_audio(engine, request, scratch: dict, publish=None, cache=None, finish=None, turn=None):
    """Make the audio into the ``scratch`` files (by format: see ``stored_formats``) with
    :func:`synth.sentences.render` (``cache``: the job's sentence cache, None for none;
    ``finish``: how its chunks are finished, None for not at all; ``turn``: whether to
    step aside for another tenant's job)."""
    from engine.audio import open_for_writing
    from synth.sentences import render

    with contextlib.ExitStack() as stack:
        # By their file descriptors: libsndfile then writes in C. Given file objects it
        # would call back into Python for every write, and django-q2's timeout signal
        # landing in such a callback is swallowed there ("Exception ignored from cffi
        # callback").
        outputs = [
            stack.enter_context(
                open_for_writing(file.fileno(), engine.sample_rate, fmt, closefd=False)
            )
            for fmt, file in scratch.items()
        ]
        return render(engine, request, outputs, cache, publish, finish, turn)
