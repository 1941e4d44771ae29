"""The API's JSON parser: DRF's, refusing as malformed what would cost far more to decode
than its size says.

- Too many arrays and objects (core.json_bounds: counted before decoding, in C): a 1 MB
  body of empty lists cost a web process 0.37-0.68 s of CPU for one request of the rate
  (the twenty-ninth pass, M-1); a body in another charset than UTF-8.
- Nesting past Python's parser: json raises RecursionError (not ValueError) past about a
  thousand levels, which DRF does not catch: ``[[[[...`` in a body under the size limit
  would otherwise be an unhandled 500.
"""

import codecs
import io

from django.conf import settings
from rest_framework import parsers
from rest_framework.exceptions import ParseError

from core import json_bounds

# JSON between systems is UTF-8 (RFC 8259, 8.1); ASCII is UTF-8. Another charset is
# refused: the bound is counted on the body's bytes as UTF-8 writes them, and a charset
# that writes "[" otherwise (utf-7's "+AFs-", utf-16's two bytes) got 120,000 empty lists
# past it (the thirtieth pass, H-1).
CHARSETS = ("utf-8", "ascii")


class JSONParser(parsers.JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        charset = (parser_context or {}).get("encoding") or settings.DEFAULT_CHARSET
        try:
            known = codecs.lookup(charset).name
        except LookupError:
            known = None
        if known not in CHARSETS:
            raise ParseError(f"JSON parse error - a JSON body is UTF-8, not {charset!r}")
        body = stream.read()  # within API_MAX_BODY_BYTES (api.middleware) or DATA_UPLOAD_MAX
        try:
            json_bounds.check_body(body)
        except json_bounds.TooManyContainers as exc:
            raise ParseError(f"JSON parse error - {exc}") from None
        try:
            return super().parse(io.BytesIO(body), media_type, parser_context)
        except RecursionError:
            raise ParseError("JSON parse error - nested too deeply") from None
