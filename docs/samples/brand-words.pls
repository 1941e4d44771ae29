<?xml version="1.0" encoding="UTF-8"?>
<!-- A sample W3C PLS 1.0 lexicon: `manage.py import_lexicon demo docs/samples/brand-words.pls`
     (or POST it to /api/v1/lexicon/import with Content-Type: application/pls+xml). -->
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon"
         alphabet="ipa" xml:lang="en">
  <lexeme>
    <grapheme>nginx</grapheme>
    <alias>engine x</alias>
  </lexeme>
  <lexeme>
    <grapheme>Kubernetes</grapheme>
    <alias>koo ber net ees</alias>
  </lexeme>
  <lexeme>
    <grapheme>PostgreSQL</grapheme>
    <alias>post gress Q L</alias>
  </lexeme>
</lexicon>
