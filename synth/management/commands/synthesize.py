import os
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

import numpy as np
from django.conf import settings

from core.commands import CliCommand
from engine import contract
from engine.audio import FORMATS, encode, format_for_path
from engine.errors import EngineError, InputError
from engine.finishing import Finish
from engine.folder import REFERENCE
from lexicon.cli import NotFound, normalizer_for, tenant_and_preset
from normalize import OutputTooLong
from synth.conf import load_engine
from synth.sentences import render
from synth.speech import finishing, service_chunking, voice_settings


class Command(CliCommand):
    help = (
        "Synthesize text to an audio file with the local model (no queue, no cache). "
        "Prints a one-line summary to stderr."
    )

    def add_arguments(self, parser):
        source = parser.add_mutually_exclusive_group(required=True)
        source.add_argument("--text", help="the text to speak")
        source.add_argument("--text-file", help="read the text from this UTF-8 file ('-' = stdin)")
        add = parser.add_argument
        add("--lang", help="language code (default: the preset's, else en; 'na' = unknown)")
        add("--voice", help="M1..M5, F1..F5 or a style JSON path (default: the preset's, else M1)")
        add("--speed", type=float, help="0.7 to 2.0 (default 1.05)")
        add("--steps", type=int, help="1 to SYNTH_MAX_STEPS (default: the preset's, else 8)")
        add("--seed", type=int, help="noise seed; the same seed gives the same audio")
        add("--tenant", help="apply this tenant's lexicon, rule switches and finishing")
        add("--preset", help="the tenant's voice preset (default: the tenant's default preset)")
        add("--format", choices=sorted(FORMATS), help="default: from --out's suffix, else wav")
        add("--out", help="output file ('-' = stdout; default speech.<format>)")
        add("--model-dir", help="model folder (default: setting SYNTH_MODEL_DIR)")
        add(
            "--raw",
            action="store_true",
            help="engine-level text preparation only (skip the lexicon and language rules), "
            "the reference package's chunking, no finishing",
        )

    def handle(self, *args, **opts):
        text = self.read_text(opts)
        fmt = opts["format"] or (format_for_path(opts["out"]) if opts["out"] else "wav")
        out = opts["out"] or f"speech.{FORMATS[fmt].extension}"
        model_dir = Path(opts["model_dir"] or settings.SYNTH_MODEL_DIR)
        try:
            tenant, preset = tenant_and_preset(opts["tenant"], opts["preset"])
        except NotFound as exc:
            raise self.fail(str(exc)) from None
        # The same choice of voice and parameters as a request's plan (synth.speech); the
        # silence between chunks has no option of its own (the preset's, else the default).
        try:  # --steps above SYNTH_MAX_STEPS is refused, as a request's are
            params = voice_settings(
                preset, **{k: opts[k] for k in ("voice", "lang", "speed", "steps", "seed")}
            )
        except InputError as exc:
            raise self.fail(str(exc)) from None
        if params["lang"] not in contract.ALL_LANGUAGES:
            raise self.fail(
                f"unknown language {params['lang']!r}; use one of "
                f"{', '.join(contract.ALL_LANGUAGES)}"
            )
        if not opts["raw"]:
            try:
                text = normalizer_for(tenant)(text, params["lang"]).text
            except OutputTooLong as exc:
                raise self.fail(str(exc)) from None
        # --raw: the reference package's chunking and seeds, sample for sample; otherwise
        # the service's, as a request would be synthesized (docs/GUIDE.md, "Chunking"), and
        # finished as the tenant's and the preset's settings say (docs/ENGINE.md).
        params["chunking"] = REFERENCE if opts["raw"] else service_chunking()
        finish = finishing(tenant, preset) if tenant and not opts["raw"] else Finish()

        started = time.perf_counter()
        try:
            engine = load_engine(model_dir)
            loaded = time.perf_counter()
            if opts["raw"]:
                result = engine.synthesize(text, progress=self.progress, **params)
                samples, chunks, seed = result.samples, len(result.chunks), result.seed
            else:
                request = engine.request(text, **params)
                samples = self.assemble(engine, request, finish)
                chunks, seed = len(request.chunks), request.seed
            data = encode(samples, engine.sample_rate, fmt)
        except InputError as exc:
            raise self.fail(str(exc)) from None
        except EngineError as exc:
            hint = (
                ""
                if model_dir.is_dir()
                else " (install one with fetch_model or build_standin_model)"
            )
            raise self.fail(f"{exc}{hint}") from None
        wall = time.perf_counter() - loaded
        self.write(out, data)

        duration = len(samples) / engine.sample_rate
        voice = opts["voice"] or (f"preset {preset.name}" if preset else "M1")
        seed = "from each sentence" if seed is None else seed
        kind = "STAND-IN model (noise, not speech)" if engine.model.is_standin else "model"
        finished = f", finished: {finish}" if finish.enabled else ""
        sys.stderr.write(
            f"{'stdout' if out == '-' else out}: {duration:.2f} s of {fmt} audio in "
            f"{wall:.2f} s (RTF {wall / max(duration, 1e-9):.3f}; load "
            f"{loaded - started:.2f} s), {chunks} chunk(s), seed {seed}, "
            f"voice {voice}{finished}, {kind} {model_dir}\n"
        )

    def assemble(self, engine, request, finish: Finish) -> np.ndarray:
        """The request's float samples as a worker assembles its clip (synth.sentences.render,
        without the sentence cache): the same samples as the API's clip, finished chunk by
        chunk, and a chunk of implausible duration made again."""
        pieces = []  # render writes each chunk's 16-bit samples, then the pause after it
        render(
            engine,
            request,
            [SimpleNamespace(write=pieces.append)],
            cache=None,
            publish=lambda i, _: self.progress(i + 1, len(request.chunks)),
            finish=finish,
        )
        return np.concatenate(pieces) / np.float32(32767)

    def read_text(self, opts) -> str:
        if opts["text"] is not None:
            return opts["text"]
        path = opts["text_file"]
        try:
            if path == "-":
                return sys.stdin.buffer.read().decode("utf-8")
            return Path(path).read_bytes().decode("utf-8")
        except OSError as exc:
            raise self.fail(f"cannot read --text-file {path}: {exc.strerror}") from None
        except UnicodeDecodeError as exc:
            raise self.fail(
                f"--text-file {path} is not UTF-8 text ({exc.reason} at byte {exc.start})"
            ) from None

    def progress(self, done: int, total: int) -> None:
        if total > 1 and sys.stderr.isatty():
            sys.stderr.write(f"\rsynthesizing chunk {done}/{total}")
            sys.stderr.write("\n" if done == total else "")
            sys.stderr.flush()

    def write(self, out: str, data: bytes) -> None:
        """Write all or nothing: a temp file in the same folder, renamed into place."""
        if out == "-":
            sys.stdout.buffer.write(data)
            sys.stdout.flush()
            return
        target = Path(out)
        try:
            fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.")
        except OSError as exc:
            raise self.fail(f"cannot write --out {out}: {exc.strerror}") from None
        try:
            umask = os.umask(0)
            os.umask(umask)
            os.fchmod(fd, 0o666 & ~umask)  # mkstemp makes 0600 files; users expect the usual
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, target)
        except OSError as exc:
            Path(tmp).unlink(missing_ok=True)
            raise self.fail(f"cannot write --out {out}: {exc.strerror}") from None
