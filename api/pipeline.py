"""One request, or one segment of a socket, through the service: the path every way in
takes (speech, OpenAI, ElevenLabs REST, the stream-input sockets, the playground, batches).

    ticket, begun = begin(speech, payer, surface)   # plan, charge, begin (sync pool)
    outcome = await wait(ticket, begun)             # suspended, holding no thread
    answer = reply(ticket, outcome, make)           # conclude, the surface's answer, meter

Each step refunds a refusal that the one table of errors (api.errors.refusal) says gives
its characters back, and meters a request that keeps its charge: so what is charged, what
is given back and what is metered agree on every way in. A surface only reads its own
request shape into a :class:`synth.flow.SpeechRequest`, and writes the outcome, or the
:class:`api.errors.Refusal`, in its own envelope.
"""

import asyncio
from collections.abc import Callable
from dataclasses import dataclass

from api.auth import Caller
from api.errors import Refusal, refusal
from api.quota import charge_planned
from core.aio import run_sync
from metering import meter as metering
from metering.limits import give_back
from synth import charged, flow
from synth.flow import Fallback, JobFailed, Outcome, SpeechRequest, Started, Streamed, Whole
from synth.models import Batch
from synth.speech import Plan


@dataclass
class Ticket:
    """One request (or segment) on its way: what it asked, who pays and what it has been
    charged (``payer.charged``), the way in it came by, its plan once planned, and the
    characters it counts."""

    speech: SpeechRequest
    payer: Caller
    surface: str
    plan: Plan | None = None
    characters: int = 0
    metered: bool = False

    @property
    def tenant(self):
        return self.speech.tenant

    @property
    def key_prefix(self) -> str:
        return self.payer.key.prefix if self.payer.key is not None else ""


def begin(
    speech: SpeechRequest, payer: Caller, surface: str
) -> tuple[Ticket, Whole | Fallback | Started]:
    """Plan ``speech``, charge its tenant's daily characters for the plan (beyond what
    ``payer`` was charged already), and begin: the cached clip or the job (with a slot
    when it will wait). A refusal is refunded as the table says, then raised."""
    ticket = Ticket(speech, payer, surface)
    try:
        ticket.plan = flow.plan(speech)
        ticket.characters = charge_planned(speech.tenant, payer, [ticket.plan])
        return ticket, flow.begin(speech, ticket.plan)
    except Exception as exc:
        refused(ticket, exc)
        raise


def begin_batch(tenant, payer: Caller, surface: str, plans: list[Plan], formats: list) -> Batch:
    """Many planned requests as one: charged together, stored and queued as capacity
    allows (synth.batches), metered as one request (synth.charged, as the admin's)."""
    key_prefix = payer.key.prefix if payer.key is not None else ""
    return charged.begin(
        tenant,
        plans,
        lambda: flow.start_batch(tenant, plans, formats),
        payer=payer,
        surface=surface,
        key_prefix=key_prefix,
    )


async def wait(ticket: Ticket, begun) -> Outcome | JobFailed:
    """The outcome of what :func:`begin` began: at once for a clip, else after waiting
    for the job (its failure returned, not raised, for :func:`reply` to say). A client
    that leaves while it waits keeps its charge (the job goes on, its clip is stored and
    can be fetched): the request is metered as it goes (the twenty-fourth pass, M-1: the
    quota counted 3,051 characters the usage never showed)."""
    if not isinstance(begun, Started):
        return begun
    try:
        return await flow.wait(ticket.speech, ticket.plan, begun)
    except JobFailed as exc:
        return exc
    except asyncio.CancelledError:
        metering_left = asyncio.ensure_future(run_sync(meter, ticket))
        _metering.add(metering_left)  # the loop keeps only a weak reference to a task
        metering_left.add_done_callback(_metering.discard)
        raise


_metering: set[asyncio.Task] = set()


def reply(ticket: Ticket, outcome: Outcome | JobFailed, make: Callable):
    """``make(outcome)``, the surface's answer, for the concluded outcome (the fallback
    clip for a job failed or still running, when asked for); then the request is metered.
    A refusal on the way (a failed job, the surface's own) is refunded or metered, and
    raised."""
    try:
        concluded = flow.conclude(ticket.speech, ticket.plan, outcome)
        answer = make(concluded)
    except Exception as exc:
        refused(ticket, exc)
        raise
    meter(ticket, concluded)
    return answer


async def answer(ticket: Ticket, begun) -> Outcome:
    """:func:`wait` and :func:`reply` for a surface whose answer is the outcome itself."""
    outcome = await wait(ticket, begun)
    return await run_sync(reply, ticket, outcome, lambda concluded: concluded)


def refused(ticket: Ticket, exc: BaseException) -> Refusal | None:
    """``exc`` as the table says it; its characters given back when the table says so,
    else (a job that was tried) the request metered with what it keeps."""
    found = refusal(exc)
    if found is not None and found.refunded:
        refund(ticket.tenant, ticket.payer)
        ticket.characters = 0
    elif ticket.characters:
        meter(ticket)
    return found


def refund(tenant, payer: Caller) -> None:
    """Give back everything ``payer`` was charged (once)."""
    give_back(tenant, payer)


def meter(ticket: Ticket, outcome: Outcome | None = None, **measured) -> None:
    """One write of the request's usage (metering): its characters, one request, and what
    its outcome says of audio seconds, a cache hit and sentences reused (``measured``
    overrides them). A stream is metered when it ends, with the seconds it sent."""
    if ticket.metered:
        return
    ticket.metered = True
    if isinstance(outcome, Streamed):
        outcome.audio.ended = lambda seconds: _write(ticket, audio_seconds=seconds)
        return
    _write(ticket, **{**measures(outcome), **measured})


def measures(outcome: Outcome | None) -> dict:
    """What an outcome says of the audio a request got."""
    if isinstance(outcome, Whole):
        clip = outcome.clip
        if clip is None:  # a socket's stand-in in tests: nothing to measure
            return {"hit": outcome.hit}
        reused = 0 if outcome.hit else clip.reused_sentences
        return {"audio_seconds": clip.duration, "hit": outcome.hit, "sentences_reused": reused}
    if isinstance(outcome, Fallback):
        return {"audio_seconds": outcome.clip.duration}
    return {}


def _write(ticket: Ticket, **measured) -> None:
    metering.record(
        ticket.tenant,
        key_prefix=ticket.key_prefix,
        surface=ticket.surface,
        characters=ticket.characters,
        **measured,
    )
