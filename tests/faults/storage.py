"""A disk that fills up on demand, for the storage-full fault (tests/faults/settings.py
selects it). While the file named by FAULT_DISK_FULL exists, every write fails the way a
full disk fails: half the file is written, then OSError(ENOSPC). Reads and deletes work,
as they do on a full disk."""

import errno
import os
from pathlib import Path

from django.core.files.base import ContentFile
from django.core.files.storage import FileSystemStorage


def disk_full() -> bool:
    flag = os.getenv("FAULT_DISK_FULL")
    return bool(flag) and Path(flag).exists()


class FullDiskStorage(FileSystemStorage):
    def _save(self, name, content):
        if not disk_full():
            return super()._save(name, content)
        data = b"".join(content.chunks())
        super()._save(name, ContentFile(data[: len(data) // 2]))  # what fit before it filled
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), self.path(name))
