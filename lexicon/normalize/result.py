"""What a normalization returns: the text and, stage by stage, every change that made it."""

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
