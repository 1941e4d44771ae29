"""E-mail and web addresses are said in the sentence's language (issue 31, item 2):
``<lang>.email`` in normalize/addresses.py. "@" is the language's own name for it
(arobase, ät, arroba, chiocciola, małpa, собака, アットマーク, 골뱅이 ...), dots and slashes
its words, "www" as people say it, a country's two-letter domain spelled. Before, the
engine's preparation made "@" the English "at" in every language."""

import pytest

from normalize import Entry, normalize


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ('en', 'Write to john.smith@example.co.uk or see www.example.com.',
         'Write to john dot smith at example dot C O dot U K or see W W W dot example dot com.'),
        ('de', 'Schreiben Sie an info@gmx.de oder besuchen Sie https://www.bahn.de/service.',
         'Schreiben Sie an info ät G M X Punkt D E oder besuchen Sie W W W Punkt bahn Punkt D E Schrägstrich service.'),  # noqa: E501
        ('fr', 'Contact : service-client@orange.fr, site www.laposte.fr.',
         'Contact : service tiret client arobase orange point F R, site trois W point laposte point F R.'),  # noqa: E501
        ('es', 'Escríbanos a atencion_cliente@correos.es o visite www.correos.es.',
         'Escríbanos a atencion guion bajo cliente arroba correos punto es o visite uve doble uve doble uve doble punto correos punto es.'),  # noqa: E501
        ('pt', 'Envie para contato@empresa.com.br.',
         'Envie para contato arroba empresa ponto com ponto B R.'),
        ('it', 'Scrivete a info@trenitalia.it.',
         'Scrivete a info chiocciola trenitalia punto it.'),
        ('pl', 'Pisz na kontakt@allegro.pl lub wejdź na allegro.pl/pomoc.',
         'Pisz na kontakt małpa allegro kropka P L lub wejdź na allegro kropka P L ukośnik pomoc.'),
        ('ru', 'Пишите на info@sberbank.ru или заходите на сайт sberbank.ru.',
         'Пишите на info собака sberbank точка ру или заходите на сайт sberbank точка ру.'),
        ('uk', 'Пишіть на support@rozetka.com.ua.',
         'Пишіть на support собачка rozetka крапка ком крапка уа.'),
        ('bg', 'Пишете ни на office@econt.bg.',
         'Пишете ни на office маймунка econt точка бг.'),
        ('cs', 'Napište na info@seznam.cz.',
         'Napište na info zavináč seznam tečka C Z.'),
        ('sk', 'Napíšte na info@zoznam.sk.',
         'Napíšte na info zavináč zoznam bodka S K.'),
        ('hr', 'Pišite na info@hrt.hr.',
         'Pišite na info et H R T točka H R.'),
        ('sl', 'Pišite na info@posta.si.',
         'Pišite na info afna posta pika S I.'),
        ('hu', 'Írjon az ugyfelszolgalat@telekom.hu címre.',
         'Írjon az ugyfelszolgalat kukac telekom pont H U címre.'),
        ('ro', 'Scrieți la contact@emag.ro.',
         'Scrieți la contact a rond emag punct R O.'),
        ('nl', 'Mail naar klantenservice@bol.com.',
         'Mail naar klantenservice apenstaartje bol punt com.'),
        ('sv', 'Mejla kundtjanst@postnord.se.',
         'Mejla kundtjanst snabel-a postnord punkt S E.'),
        ('da', 'Skriv til kundeservice@dao.dk.',
         'Skriv til kundeservice snabel-a dao punktum D K.'),
        ('fi', 'Lähetä sähköpostia osoitteeseen asiakaspalvelu@posti.fi.',
         'Lähetä sähköpostia osoitteeseen asiakaspalvelu ät posti piste F I.'),
        ('et', 'Kirjutage info@omniva.ee.',
         'Kirjutage info ätt omniva punkt E E.'),
        ('lv', 'Rakstiet uz info@lattelecom.lv.',
         'Rakstiet uz info et lattelecom punkts L V.'),
        ('lt', 'Rašykite info@telia.lt.',
         'Rašykite info eta telia taškas L T.'),
        ('el', 'Στείλτε email στο info@cosmote.gr.',
         'Στείλτε email στο info παπάκι cosmote τελεία G R.'),
        ('tr', 'Bize destek@trendyol.com adresinden ulaşın.',
         'Bize destek et trendyol nokta com adresinden ulaşın.'),
        ('hi', 'हमें support@flipkart.com पर लिखें।',
         'हमें support एट flipkart डॉट com पर लिखें।'),
        ('vi', 'Gửi email tới hotro@vnpt.vn.',
         'Gửi email tới hotro a còng V N P T chấm V N.'),
        ('id', 'Kirim email ke cs@tokopedia.com.',
         'Kirim email ke C S et tokopedia titik com.'),
        ('ar', 'راسلنا على info@stc.com.sa',
         'راسلنا على info آت S T C نقطة com نقطة S A'),
        ('ja', 'お問い合わせはinfo@example.co.jpまで。',
         'お問い合わせはinfo アットマーク example ドット C O ドット J Pまで。'),
        ('ko', '문의는 help@naver.com으로 보내주세요.',
         '문의는 help 골뱅이 naver 닷 com으로 보내주세요.'),
        ('de', 'Folgen Sie uns @bahn_info.',
         'Folgen Sie uns ät bahn_info.'),
    ],
)  # fmt: skip
def test_an_address_is_said_in_the_sentences_language(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    "lang,text",
    [
        ("de", "Siehe z.B. Seite 12 bzw. u.a. Kapitel 3."),
        ("fr", "Fin de la phrase.Début de la suivante."),
        ("es", "Vale 3.50 euros."),
    ],
)  # fmt: skip
def test_abbreviations_and_numbers_are_no_addresses(lang, text):
    changes = normalize(text, lang).stages[1].changes
    assert not [c for c in changes if c.rule == f"{lang}.email"]


def test_no_at_sign_is_left_for_the_engine_to_make_english():
    for lang in ("de", "fr", "ru", "ja", "ko", "ar", "hi"):
        assert "@" not in normalize("mail: a.b@example.com, @handle", lang).text


def test_the_tenants_lexicon_still_wins():
    entries = [Entry("support@bank.ru", "почта поддержки")]
    assert normalize("Пишите: support@bank.ru.", "ru", entries).text == "Пишите: почта поддержки."
