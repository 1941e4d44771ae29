"""The Supertonic 3 engine: plain Python (numpy + onnxruntime), no Django.

Import from the modules themselves; this package file stays empty so that the web
process can use ``contract``, ``text`` and ``audio`` without loading onnxruntime::

    from engine.engine import Engine
    from engine.audio import encode

    engine = Engine("/path/to/model")
    result = engine.synthesize("Hello!", lang="en", voice="F1", seed=7)
    wav_bytes = encode(result.samples, result.sample_rate, "wav")
"""
