"""Telling a storage outage from a bug: the object store (S3 through django-storages) or a
shared disk that does not answer is the operator's fault to fix, not the request's, and
not ours. The API answers it 503 ``storage_unavailable`` with Retry-After (api.errors); a
job that meets it fails with that code, its rows untouched and nothing half-written behind
a row (synth.worker), so the request sent again is answered once storage is back.

botocore is imported lazily: it is there only with the ``s3`` extra."""

import errno
import io

# A shared disk (NFS and friends) that stopped answering, as the OS says it.
UNREACHABLE_DISK = {errno.EIO, errno.ESTALE, errno.ETIMEDOUT, errno.EHOSTDOWN, errno.ENOTCONN}
# What an S3-compatible server says when it is overloaded or briefly unwell.
BUSY_CODES = {"SlowDown", "ServiceUnavailable", "InternalError", "RequestTimeout", "503", "500"}


def storage_outage(exc: BaseException) -> bool:
    """True if ``exc`` says the storage is unreachable or unwell (not that a file is
    missing, nor that the disk is full: those have answers of their own)."""
    if isinstance(exc, OSError) and exc.errno in UNREACHABLE_DISK:
        return True
    try:
        from botocore import exceptions as boto
    except ImportError:  # no s3 extra: local storage only
        return False
    if isinstance(exc, boto.ConnectionError | boto.HTTPClientError | boto.NoCredentialsError):
        return True  # refused, reset, timed out, or no way to sign requests
    if isinstance(exc, boto.ClientError):
        error = exc.response.get("Error", {})
        status = exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode") or 0
        return status >= 500 or error.get("Code") in BUSY_CODES
    return False


def ranged_body(file, start: int, length: int):
    """A stream of ``length`` bytes from ``start`` of a stored file, read by a ranged GET
    when the file is an object in S3 (django-storages' S3File, whose own seek would
    download the whole object first); None for any other file (seek it instead)."""
    obj = getattr(file, "obj", None)
    if obj is None or not callable(getattr(obj, "get", None)) or length <= 0:
        return None
    return obj.get(Range=f"bytes={start}-{start + length - 1}")["Body"]


class RangedReader(io.RawIOBase):
    """An object in S3 read as a seekable file, by ranged GETs from where it is read: one
    GET streams on while the reads go forward; a seek elsewhere starts another. What a
    reader that must not hold the whole object wants (django-storages' S3File downloads it
    whole, into memory by default, on its first read). An error the reader meets is kept in
    ``error`` too: libsndfile's callbacks would take it for the end of the file."""

    def __init__(self, obj):
        self.obj, self.size, self.pos = obj, obj.content_length, 0
        self.body, self.at, self.error = None, None, None

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def tell(self) -> int:
        return self.pos

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        base = {io.SEEK_SET: 0, io.SEEK_CUR: self.pos, io.SEEK_END: self.size}[whence]
        self.pos = max(0, base + offset)
        return self.pos

    def readinto(self, buffer) -> int:
        if self.pos >= self.size:
            return 0
        try:
            if self.body is None or self.at != self.pos:
                self._drop()
                self.body = self.obj.get(Range=f"bytes={self.pos}-")["Body"]
                self.at = self.pos
            data = self.body.read(min(len(buffer), self.size - self.pos))
        except Exception as exc:
            self.error = exc
            raise
        buffer[: len(data)] = data
        self.pos += len(data)
        self.at = self.pos
        return len(data)

    def _drop(self) -> None:
        if self.body is not None:
            self.body.close()
            self.body = None

    def close(self) -> None:
        self._drop()
        super().close()


def seekable_reader(file, buffer_size: int = 1 << 18):
    """A stored ``file`` to read as a seekable binary file without holding all of it: an
    object in S3 through :class:`RangedReader` (buffered), any other file as it is."""
    obj = getattr(file, "obj", None)
    if obj is None or not callable(getattr(obj, "get", None)):
        return file
    return io.BufferedReader(RangedReader(obj), buffer_size)
