"""What the clip page shows, in named pieces: the review so far, what the user may do now,
the three texts, the re-render to compare, timings, its sentences (synthesized or reused),
and the forms of the fix loop."""

from dataclasses import dataclass, field
from datetime import timedelta

from django.utils.safestring import SafeString

from lexicon.models import MAX_NOTE_CHARS
from normalize import Result
from review import text, waveform
from review.forms import FixForm, FlagForm
from review.models import Flag, Judgement, QueueEntry, Report, Review, State
from review.workflow import FIXERS, JUDGES
from synth import captions
from synth.models import Clip, SynthesisJob
from tenancy.roles import may


@dataclass
class History:
    """The clip's review so far (an unsaved one for a clip nobody has judged)."""

    review: Review
    flags: list[Flag] = field(default_factory=list)
    judgements: list[Judgement] = field(default_factory=list)
    reports: list[Report] = field(default_factory=list)  # end users', newest first
    queued: QueueEntry | None = None  # why the clip is in the queue, if it was put there
    open_report_count: int = 0  # all of them; ``reports`` holds the REPORTS_SHOWN newest
    judgement_count: int = 0  # all of them; ``judgements`` holds the HISTORY_SHOWN newest

    @property
    def older_judgements(self) -> int:
        return max(0, self.judgement_count - len(self.judgements))

    @property
    def open_reports(self) -> list[Report]:
        return [r for r in self.reports if not r.resolved]

    @property
    def open_flag(self) -> Flag | None:
        return next((f for f in self.flags if not f.resolved), None)


@dataclass
class Rerendered:
    """The re-render to compare with the clip (B against A), or the job making it."""

    after: Clip | None = None
    same_clip: bool = False  # the lexicon does not change what this text says
    after_html: SafeString | None = None
    job: SynthesisJob | None = None


@dataclass
class Allowed:
    """What the user may do on the page now: their role in the clip's tenant, and what
    the review's state allows."""

    judge: bool
    fix_lexicon: bool
    approve: bool
    flag: bool
    reopen: bool
    draft_fix: bool
    rerender: bool


@dataclass
class Texts:
    """The input, normalized and model-ready texts, and every change the normalizer made."""

    input_html: SafeString
    normalized_html: SafeString
    model_text: str
    changes: list[dict]


@dataclass
class Timings:
    rtf: float | None  # synthesis time over audio time
    latency: timedelta | None  # from the job's queueing to its clip


@dataclass
class Sentences:
    """The clip's chunks as a table (a sentence each, or a sentence's opening clause and its
    rest), and how many came from the sentence cache. ``reused`` is None for a clip made
    before reuse was recorded: the page then says nothing of it."""

    rows: list[dict]
    reused: int | None
    saved_seconds: float


@dataclass
class Forms:
    """The flag form, and for an open flag the fix form with its preview."""

    flag: FlagForm
    fix: FixForm | None = None
    preview: Result | None = None

    @property
    def preview_html(self) -> SafeString | None:
        if self.preview is None:
            return None
        return text.normalized_html(self.preview.text, text.explanation_of(self.preview))


# The clip page lists this many of a clip's reports, newest first (open ones are at most
# review.queue.OPEN_REPORTS_MAX; answered ones add up as reviewers answer them).
REPORTS_SHOWN = 50
HISTORY_SHOWN = 50  # judgements and flags shown on a clip's page, the newest


def history_of(clip: Clip) -> History:
    review = Review.objects.filter(clip=clip).first()
    reports = list(clip.reports.select_related("api_key")[:REPORTS_SHOWN])
    open_count = clip.reports.filter(resolved=False).count()
    queued = QueueEntry.objects.filter(clip=clip).first()
    if review is None:
        return History(
            Review(clip=clip), reports=reports, queued=queued, open_report_count=open_count
        )
    # The newest of each, and how many there are: the page was every judgement and flag
    # (30,000 judgements: 62 MB and 5 s a view, the fortieth hostile pass, F-1).
    flags = list(review.flags.order_by("-at", "-pk")[:HISTORY_SHOWN])
    open_flag = review.open_flag()
    if open_flag is not None and open_flag not in flags:
        flags.append(open_flag)
    return History(
        review,
        flags,
        list(review.judgements.select_related("user")[:HISTORY_SHOWN]),
        reports,
        queued,
        open_count,
        judgement_count=review.judgements.count(),
    )


def rerendered(clip: Clip, review: Review) -> Rerendered:
    after = review.rerendered_clip() if review.pk else None
    if after is not None:
        html = text.normalized_html(after.normalized_text, after.explanation)
        return Rerendered(after, after.pk == clip.pk, html)
    if review.rerender_key:
        return Rerendered(
            job=SynthesisJob.objects.filter(tenant=clip.tenant, key=review.rerender_key).first()
        )
    return Rerendered()


def allowed(user, clip: Clip, history: History, after: Clip | None) -> Allowed:
    review = history.review
    judge = may(user, clip.tenant, JUDGES)
    fix_lexicon = may(user, clip.tenant, FIXERS)
    # A re-render is approved by listening to it: not before it is made.
    waiting_for_after = review.state == State.RERENDERED and after is None
    return Allowed(
        judge=judge,
        fix_lexicon=fix_lexicon,
        approve=judge and review.can("approve") and not waiting_for_after,
        flag=judge and review.can("flag"),
        reopen=judge and review.can("reopen"),
        draft_fix=fix_lexicon and history.open_flag is not None and review.can("draft_fix"),
        rerender=fix_lexicon and review.can("rerender"),
    )


def texts_of(clip: Clip, flags: list[Flag]) -> Texts:
    return Texts(
        input_html=text.input_html(clip.text, clip.explanation, flags),
        normalized_html=text.normalized_html(clip.normalized_text, clip.explanation),
        model_text=" ".join(c.get("model_text", "") for c in clip.chunks),
        changes=[
            {**change, "stage": stage["stage"]}
            for stage in clip.explanation
            for change in stage.get("changes", [])
        ],
    )


def timings_of(clip: Clip) -> Timings:
    # The job that made it: a variant job asked for later (the player's format) ends with
    # the same clip, and its fraction of a second is not how long this clip took.
    made_by = clip.jobs.syntheses().order_by("created").first()
    return Timings(
        rtf=clip.synthesis_seconds / clip.duration
        if clip.synthesis_seconds and clip.duration
        else None,
        latency=made_by.finished - made_by.created if made_by and made_by.finished else None,
    )


def sentences_of(clip: Clip) -> Sentences:
    rows, previous = [], None
    for i, chunk in enumerate(clip.chunks):
        sentence = chunk.get("sentence", i)  # before sentences were the unit: one a chunk
        rows.append(
            {
                "number": sentence + 1,
                "continued": sentence == previous,
                "text": chunk.get("text", ""),
                "start": chunk.get("start"),
                "end": chunk.get("end"),
                "reused": chunk.get("reused"),
                "seconds": chunk.get("seconds"),
            }
        )
        previous = sentence
    known = any("reused" in chunk for chunk in clip.chunks)
    return Sentences(
        rows,
        sum(1 for row in rows if row["reused"]) if known else None,
        clip.saved_synthesis_seconds,
    )


def forms_for(clip: Clip, history: History, flag_form, fix_form, preview) -> Forms:
    """The forms as posted (to show their errors or a preview), else fresh ones; the fix
    form is pre-filled from the open flag."""
    if fix_form is None and history.open_flag is not None:
        initial = FixForm.initial_for(clip.tenant, history.open_flag, clip.lang)
        fix_form = FixForm(initial=initial)
    return Forms(flag_form or FlagForm(text=clip.text), fix_form, preview)


def context(user, clip: Clip, *, flag_form=None, fix_form=None, preview=None) -> dict:
    """The clip page's template context (without the admin's own)."""
    history = history_of(clip)
    again = rerendered(clip, history.review)
    return {
        "clip": clip,
        "waveform": waveform.svg(clip),
        "cues": captions.sentences(clip.chunks),  # the player's buttons: a sentence each
        "history": history,
        "rerendered": again,
        "may": allowed(user, clip, history, again.after),
        "note_max": MAX_NOTE_CHARS,  # the reopen form's note, checked again by the view
        "texts": texts_of(clip, history.flags),
        "timings": timings_of(clip),
        "sentences": sentences_of(clip),
        "forms": forms_for(clip, history, flag_form, fix_form, preview),
    }
