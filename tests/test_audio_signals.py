"""A worker's job timeout is a SIGALRM whose handler raises (django-q2). Encoding and
decoding must leave it to Python code, which raises it; libsndfile calling back into
Python (soundfile on a file object) would run the handler inside a cffi callback, which
swallows the exception, and the job would run on past its timeout (synth.engine.audio)."""

import signal

import numpy as np
import pytest

from synth.engine.audio import read_ints, write_samples


class Alarm(BaseException):
    pass


def ring(signum, frame):
    raise Alarm


@pytest.mark.parametrize("work", ["encode", "decode"])
def test_a_signal_while_encoding_or_decoding_reaches_the_caller(work):
    samples = (np.sin(np.arange(44100 * 20) / 20) * 20000).astype(np.int16)
    flac = write_samples(samples, 44100, "flac")
    previous = signal.signal(signal.SIGALRM, ring)
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.01)  # once, while the loop below runs
        with pytest.raises(Alarm):
            for _ in range(500):
                write_samples(samples, 44100, "flac") if work == "encode" else read_ints(flac)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
