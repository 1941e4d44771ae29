"""What a normalization returns: the text and, stage by stage, every change that made it;
or, when the text would grow past the caller's limit, the error that says so."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Change:
    """One replacement: which rule fired, on what text, and what it wrote."""

    rule: str
    before: str
    after: str


@dataclass(frozen=True)
class Stage:
    """The changes of one stage ("lexicon", "rules" or "cleanup"), in the order made."""

    name: str
    changes: tuple[Change, ...]


@dataclass(frozen=True)
class Result:
    text: str
    stages: tuple[Stage, ...]

    @property
    def changes(self) -> tuple[Change, ...]:
        return tuple(change for stage in self.stages for change in stage.changes)

    def explain(self) -> str:
        """One line per change, grouped by stage, e.g.::

        lexicon:
          lexicon:SaaS  'SaaS' -> '사스'
        rules:
          ko.counter  '3개' -> '세 개'
        cleanup: no changes
        """
        lines = []
        for stage in self.stages:
            if not stage.changes:
                lines.append(f"{stage.name}: no changes")
                continue
            lines.append(f"{stage.name}:")
            lines.extend(
                f"  {change.rule}  {change.before!r} -> {change.after!r}"
                for change in stage.changes
            )
        return "\n".join(lines)


class OutputTooLong(ValueError):
    """The normalized text would be longer than the limit. ``length`` is what it reached
    when the work stopped (the final length only if ``exact``), ``limit`` the longest
    allowed."""

    def __init__(self, length: int, limit: int, stage: str, exact: bool = False):
        self.length, self.limit, self.stage, self.exact = length, limit, stage, exact
        grew = f"{length:,}" if exact else f"at least {length:,}"
        super().__init__(
            f"the text grew through normalization ({stage}) to {grew} characters; "
            f"at most {limit:,} can be synthesized"
        )
