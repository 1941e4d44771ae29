"""German ordinals after "in der", "an der" (a preposition and the dative feminine) end
in -en (issue 31: the panel heard "in der achtundsiebzigste Minute"). A unit after "in"
keeps the panel's "In fünfhundert Meter", which it judged right."""

import pytest

from normalize import normalize


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Kane traf in der 78. Minute.", "Kane traf in der achtundsiebzigsten Minute."),
        ("An der 3. Kreuzung rechts.", "An der dritten Kreuzung rechts."),
        ("Auf der 2. Etage", "Auf der zweiten Etage"),
        ("Der 3. Platz geht an Anna.", "Der dritte Platz geht an Anna."),
    ],
)  # fmt: skip
def test_a_number_after_a_dative_preposition_takes_the_dative(text, spoken):
    assert normalize(text, "de").text == spoken
