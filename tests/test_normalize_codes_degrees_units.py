"""Cross-language classes the four fresh panels (H, I, J, K; issue 31) heard wrong: a bare
degree sign left as "°", a reference code with letters read as a quantity or a range, a
per-unit slash left as written. General per-language rules, tried on sentences of their own."""

import pytest

from lexicon.normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("de", "Morgen 21°, sonnig.", "Morgen einundzwanzig Grad, sonnig."),
        ("sv", "Ikväll -3°.", "Ikväll minus tre grader."),
        ("tr", "Bugün 30° bekleniyor.", "Bugün otuz derece bekleniyor."),
        ("nl", "Morgen 9°.", "Morgen negen graden."),
        ("hr", "Sutra 17°.", "Sutra sedamnaest stupnjeva."),
        ("ar", "الحرارة 30°م اليوم.", "الحرارة ثلاثون درجة مئوية اليوم."),
        # an ordinal written with the degree sign stays one
        ("it", "il 25° anniversario", "il venticinquesimo anniversario"),
    ],
)
def test_a_bare_degree_sign_is_said_as_degrees(lang, text, spoken):
    assert normalize(text, lang).text == spoken
