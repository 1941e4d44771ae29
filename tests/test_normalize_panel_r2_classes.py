"""Panel R2's classes of error (issue 31, 2026-12-06: da sv nl id ro vi), each on new
sentences, not the panel's own: abbreviations, signs, codes and postcodes, the count's
gender, two decimals, Roman numerals, short dates and years."""

import pytest

from normalize import Normalizer

normalize = Normalizer([])

CASES = [
    # abbreviations left as written
    ("da", "Prisen for feb.-apr. er 300 kr. ekskl. moms.",
     "Prisen for februar til april er trehundrede kroner eksklusive moms."),
    ("da", "Dr. Nielsen ringer i morgen.", "Doktor Nielsen ringer i morgen."),
    ("da", "Tag maks. 4 tabletter om dagen.", "Tag maksimalt fire tabletter om dagen."),
    ("sv", "Dr. Berg tar emot i dag.", "Doktor Berg tar emot i dag."),
    ("sv", "Ta 2 ggr per dag.", "Ta två gånger per dag."),
    ("sv", "Hyran för jan.-apr. är betald.", "Hyran för januari till april är betald."),
    ("nl", "Geldig t.e.m. 12 juni, vanaf maandag a.s.",
     "Geldig tot en met twaalf juni, vanaf maandag aanstaande."),
    ("id", "Promo s.d. 31 Desember di lt. 2.",
     "Promo sampai dengan tiga puluh satu Desember di lantai dua."),
    ("id", "Konsultasi dengan dr. Budi, Sp.PD. besok.",
     "Konsultasi dengan dokter Budi, spesialis penyakit dalam besok."),
    ("ro", "Mergeți pe Bd. Magheru până la Șos. Kiseleff.",
     "Mergeți pe bulevardul Magheru până la șoseaua Kiseleff."),
    ("ro", "Dl. Popescu și dna. Marin vin mâine.", "Domnul Popescu și doamna Marin vin mâine."),
    ("ro", "Aprox. 300 de persoane au venit.", "Aproximativ trei sute de persoane au venit."),
    ("vi", "BS. Trần Thị Mai khám từ 8h.", "Bác sĩ Trần Thị Mai khám từ tám giờ."),
    ("vi", "Địa chỉ: P. Tân Định, Q. 1.", "Địa chỉ: Phường Tân Định, Quận một."),
    ("vi", "Giá 120.000 VNĐ.", "Giá một trăm hai mươi nghìn đồng."),
    # codes after a compound with "nr"; postcodes
    ("da", "Kundenr. 55821 skal oplyses.", "Kundenummer fem fem otte to et skal oplyses."),
    ("sv", "Kundnr 55821 behövs.", "Kundnummer fem fem åtta två ett behövs."),
    ("nl", "Klantnr. 123456 staat op de factuur.",
     "Klantnummer één twee drie vier vijf zes staat op de factuur."),
    ("nl", "Postadres: Postbus 100, 3500 AB Utrecht.",
     "Postadres: Postbus honderd, vijfendertighonderd A B Utrecht."),
    ("da", "Send det til Algade 7, 4000 Roskilde, eller Strøget 9, 1160 København K.",
     "Send det til Algade syv, fire tusind Roskilde, eller Strøget ni, elleve tres København K."),
    ("id", "Kirim ke Jl. Merdeka 5, Bandung 40115.",
     "Kirim ke Jalan Merdeka lima, Bandung empat nol satu satu lima."),
    # signs: times, ±, =, slashes, a whole amount's dash
    ("nl", "Neem 2 x per week een bad.", "Neem twee keer per week een bad."),
    ("da", "Tag 2 x om dagen.", "Tag to gange om dagen."),
    ("id", "Minum 2x1 kapsul setelah makan.", "Minum dua kali satu kapsul setelah makan."),
    ("id", "Suhu ± 30 derajat.", "Suhu kurang lebih tiga puluh derajat."),
    ("nl", "De reistijd is ± 20 minuten.", "De reistijd is plusminus twintig minuten."),
    ("vi", "Nhiệt độ ± 2 độ.", "Nhiệt độ khoảng hai độ."),
    ("ro", "Azi 1 USD = 4 lei.", "Azi un dolar egal patru lei."),
    ("vi", "Uống 1 gói/ngày, lãi 5%/tháng.", "Uống một gói một ngày, lãi năm phần trăm một tháng."),
    ("nl", "De huur is € 950,- per maand.", "De huur is negenhonderdvijftig euro per maand."),
    ("sv", "Priset är 149:- per månad.", "Priset är etthundrafyrtionio kronor per månad."),
    # the count's gender
    ("da", "Køb 1 flaske og 1,5 kg mel, og 1 glas.",
     "Køb en flaske og en komma fem kilogram mel, og et glas."),
    ("ro", "Luați 2 pastile și 2 linguri, 2 kg și 2 lei.",
     "Luați două pastile și două linguri, două kilograme și doi lei."),
    # two decimals as a number
    ("da", "Kursen faldt 0,75 procent.", "Kursen faldt nul komma femoghalvfjerds procent."),
    ("sv", "Räntan är 2,45 %.", "Räntan är två komma fyrtiofem procent."),
    # Roman numerals
    ("id", "Abad XX penuh perang.", "Abad dua puluh penuh perang."),
    ("ro", "Secolul al XIX-lea.", "Secolul al nouăsprezecelea."),
    # sv dates and years
    ("sv", "Vi ses den 6/6 eller till 31/12.",
     "Vi ses den sjätte juni eller till den trettioförsta december."),
    ("sv", "Kyrkan byggdes 1250.", "Kyrkan byggdes tolvhundrafemtio."),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "text", "reads"), CASES, ids=[c[1][:40] for c in CASES])
def test_panel_r2_class_reads_right(lang, text, reads):
    assert normalize(text, lang).text == reads
