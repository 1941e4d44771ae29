"""The words addresses write for a street, as a pattern the code and sign rules share
(a postcode after a street, a house number after one)."""

import re

# A street named earlier in the sentence (the words as addresses write them, before the
# abbreviation rules read them): "Musterstraße 5, 10115 Berlin", not "Seite 3, 12000 Stück".
STREET = re.compile(
    r"(?i:stra(?:ß|ss)e|str\.|weg\b|allee\b|platz\b|gasse\b|straat\b|laan\b|plein\b"
    # fi et lv lt streets: "Hämeenkatu 12", "Pärnu mnt 22", "Tartu maantee", "Elizabetes iela"
    r"|katu\b|tie\b|kuja\b|väylä\b|mnt\b|maantee\b|tänav\b|puiestee\b|iela\b|gatvė\b"
    r"|(?<![^\W\d_])(?:rue|avenue|av|bd|boulevard|chemin|place|allée|impasse|quai|calle"
    r"|c/|avda|paseo|plaza|camino|rua|r|travessa|praça|alameda|rodovia|estrada|largo|via"
    r"|viale|v\.le|piazza|p\.zza|p\.za|corso|c\.so|vicolo|strada|ul|ulica|al|aleja|plac"
    r"|osiedle|os|ул|улица|просп|пр-т|пер|вул|вулиця|gracht)(?![^\W\d_]))"
)
