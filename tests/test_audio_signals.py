"""A worker's job timeout is a SIGALRM whose handler raises (django-q2). Encoding and
decoding must leave it to Python code, which raises it; libsndfile calling back into
Python (soundfile on a file object) would run the handler inside a cffi callback, which
swallows the exception, and the job would run on past its timeout (engine.audio).

A signal that lands while a Python finalizer runs (``SoundFile.__del__`` after each file
is closed) is swallowed too: that is Python's rule for finalizers, the window is a few
bytecodes wide, and django-q2's guard still ends a worker three seconds past its timeout.
So an alarm is tried up to three times; through libsndfile's callbacks nearly every one
is lost, through a descriptor nearly every one arrives."""

import signal
import time

import numpy as np
import pytest

from engine.audio import read_ints, write_samples


class Alarm(BaseException):
    pass


def ring(signum, frame):
    raise Alarm


def alarm_reaches_caller(work) -> bool:
    """One alarm 10 ms in, while ``work`` runs over and over for a second."""
    signal.setitimer(signal.ITIMER_REAL, 0.01)
    deadline = time.monotonic() + 1.0
    try:
        while time.monotonic() < deadline:
            work()
    except Alarm:
        return True
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return False


@pytest.mark.parametrize("work", ["encode", "encode mp3", "decode"])
def test_a_signal_while_encoding_or_decoding_reaches_the_caller(work):
    samples = (np.sin(np.arange(44100 * 20) / 20) * 20000).astype(np.int16)
    flac = write_samples(samples, 44100, "flac")
    if work == "encode":
        run = lambda: write_samples(samples, 44100, "flac")  # noqa: E731
    elif work == "encode mp3":  # FFmpeg's muxer, writing by the descriptor's path
        run = lambda: write_samples(samples[: 44100 * 2], 44100, "mp3")  # noqa: E731
    else:
        run = lambda: read_ints(flac)  # noqa: E731
    previous = signal.signal(signal.SIGALRM, ring)
    try:
        assert any(alarm_reaches_caller(run) for _ in range(3)), "every alarm was swallowed"
    finally:
        signal.signal(signal.SIGALRM, previous)
