"""The result says, stage by stage, why the text reads as it does."""

from normalize import Change, Entry, Result, Stage, normalize


def test_each_stage_reports_its_changes_in_order():
    result = normalize("우리 SaaS를 3개 ★ 샀다", "ko", [Entry("SaaS", "사스")])
    assert result.text == "우리 사스를 세 개 샀다"
    assert [stage.name for stage in result.stages] == ["lexicon", "rules", "cleanup"]
    assert result.stages[0].changes == (Change("lexicon:SaaS", "SaaS", "사스"),)
    assert result.stages[1].changes == (Change("ko.counter", "3개", "세 개"),)
    assert result.stages[2].changes == (
        Change("cleanup.symbols", "★", ""),
        Change("cleanup.whitespace", "  ", " "),
    )


def test_explain_prints_one_line_per_change_grouped_by_stage():
    result = normalize("SaaS costs $5", "en", [Entry("SaaS", "sass")])
    assert result.explain() == (
        "lexicon:\n"
        "  lexicon:SaaS  'SaaS' -> 'sass'\n"
        "rules:\n"
        "  en.currency  '$5' -> 'five dollars'\n"
        "cleanup: no changes"
    )


def test_a_text_that_needs_nothing_reports_no_changes():
    result = normalize("Hello there.", "en")
    assert result == Result(
        "Hello there.", (Stage("lexicon", ()), Stage("rules", ()), Stage("cleanup", ()))
    )
    assert result.explain() == "lexicon: no changes\nrules: no changes\ncleanup: no changes"
