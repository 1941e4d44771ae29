"""Classes panel AL1 (2026-12-07: de fr es it pt nl) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AL classes fixed (wre)"): it "2°" after an article
as a place, nl "u" as the hour's sign, de a date after "bis spätestens", fr "de un" ->
"d'un" before a count, pt "2h30" after a verb of duration."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. it "2°" after an article with no noun after it is a place, not degrees.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Sei il 2° in coda.", "Sei il secondo in coda."),
        ("Il 2° è arrivato tardi.", "Il secondo è arrivato tardi."),
        ("Sono il 5° della lista.", "Sono il quinto della lista."),
        ("È il 10°, non il 9°.", "È il decimo, non il nono."),
        ("Lei è la 2° in classifica.", "Lei è la seconda in classifica."),
        ("Domani la 3° tappa del Giro.", "Domani la terza tappa del Giro."),
    ],
)
def test_it_a_degree_sign_after_an_article_is_a_place(text, said):
    assert reads(text, "it") == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Fa 25° oggi.", "Fa venticinque gradi oggi."),
        ("Oggi il termometro segna 30° all'ombra.", "segna trenta gradi all'ombra"),
        ("Oggi si toccheranno i 32 °C.", "i trentadue gradi Celsius"),
        ("Il forno è a 180°.", "a centottanta gradi"),
    ],
)
def test_it_a_temperature_stays_degrees(text, said):
    assert said in reads(text, "it")


# 2. nl "u" as the hour's sign: "1 u 45 min", "14u30", "18u".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "De reis duurt ongeveer 1 u 45 min.",
            "De reis duurt ongeveer één uur en vijfenveertig minuten.",
        ),
        ("Het duurt 2 u 30 min.", "Het duurt twee uur en dertig minuten."),
        ("De rit duurt 3u10 min.", "De rit duurt drie uur en tien minuten."),
        ("Om 14u30 beginnen we.", "Om veertien uur dertig beginnen we."),
        ("De winkel sluit om 18u.", "De winkel sluit om achttien uur."),
    ],
)
def test_nl_u_after_hours_is_uur(text, said):
    assert reads(text, "nl") == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Kan ik u 5 minuten storen?", "Kan ik u vijf minuten storen?"),
        ("Maximaal 100 km/u.", "honderd kilometer per uur"),
        ("Wij bellen u terug.", "Wij bellen u terug."),
    ],
)
def test_nl_the_pronoun_u_stays(text, said):
    assert said in reads(text, "nl")


# 4. de a date after "bis spätestens", "bis einschließlich", "ab frühestens": the dative's
# weak ending, as after "bis zum".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Bitte bis spätestens 15.08.2025 überweisen.",
            "Bitte bis spätestens fünfzehnten August zweitausendfünfundzwanzig überweisen.",
        ),
        ("Bitte bis spätestens 3. März zahlen.", "Bitte bis spätestens dritten März zahlen."),
        ("Anmeldung bis einschließlich 30.06.2026.", "bis einschließlich dreißigsten Juni"),
        ("Lieferung ab frühestens 1.9.2025 möglich.", "ab frühestens ersten September"),
    ],
)
def test_de_a_date_after_bis_spaetestens_is_dative(text, said):
    assert said in reads(text, "de")


def test_de_bare_bis_keeps_its_zum():
    assert "Gültig bis zum fünfzehnten August" in reads("Gültig bis 15.08.2025.", "de")


# 5. fr "de un", "que une" before a count: elided, "d'un", "qu'une".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Plus de 1,5 million de spectateurs ont vu le match.",
            "Plus d'un virgule cinq million de spectateurs ont vu le match.",
        ),
        ("Plus de 1 million de spectateurs.", "Plus d'un million de spectateurs."),
        ("Il ne reste que 1 place.", "Il ne reste qu'une place."),
        ("Une perte de 1 euro.", "Une perte d'un euro."),
        ("Moins de 1 % des cas.", "Moins d'un pour cent des cas."),
        ("De 1 million à 2 millions.", "D'un million à deux millions."),
    ],
)
def test_fr_de_un_is_elided(text, said):
    assert reads(text, "fr") == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # pinned by panel Q (issue 31): "de un virgule deux pour cent" heard right
        ("Le CAC 40 a clôturé en hausse de 1,2 % à 7 512 points.", "de un virgule deux pour"),
        ("Enfants de 1 à 5 ans.", "de un à cinq ans"),
    ],
)
def test_fr_de_un_before_a_decimal_or_a_span_stays(text, said):
    assert said in reads(text, "fr")


# 6. pt "2h30" after a verb of duration ("dura", "demorou", "leva"): hours and minutes.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "A viagem dura cerca de 2h30.",
            "A viagem dura cerca de duas horas e trinta minutos.",
        ),
        ("O voo dura 1h45.", "O voo dura uma hora e quarenta e cinco minutos."),
        ("A consulta demorou 1h15.", "A consulta demorou uma hora e quinze minutos."),
        (
            "O percurso leva aproximadamente 3h20.",
            "O percurso leva aproximadamente três horas e vinte minutos.",
        ),
    ],
)
def test_pt_hours_after_a_verb_of_duration_are_a_duration(text, said):
    assert reads(text, "pt") == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Chego às 2h30.", "Chego às duas e trinta."),
        ("O jogo começa às 20h15.", "O jogo começa às vinte e quinze."),
        ("O filme dura 2h.", "O filme dura duas horas."),
    ],
)
def test_pt_a_clock_time_stays(text, said):
    assert reads(text, "pt") == said
