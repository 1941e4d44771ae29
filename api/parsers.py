"""The API's JSON parser: DRF's, refusing as malformed what would cost far more to decode
than its size says.

- Too many arrays and objects (core.json_bounds: counted before decoding, in C): a 1 MB
  body of empty lists cost a web process 0.37-0.68 s of CPU for one request of the rate
  (the twenty-ninth pass, M-1).
- Nesting past Python's parser: json raises RecursionError (not ValueError) past about a
  thousand levels, which DRF does not catch: ``[[[[...`` in a body under the size limit
  would otherwise be an unhandled 500.
"""

import io

from rest_framework import parsers
from rest_framework.exceptions import ParseError

from core import json_bounds


class JSONParser(parsers.JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        body = stream.read()  # within API_MAX_BODY_BYTES (api.middleware) or DATA_UPLOAD_MAX
        try:
            json_bounds.check(body, json_bounds.body_limit())
        except json_bounds.TooManyContainers as exc:
            raise ParseError(f"JSON parse error - {exc}") from None
        try:
            return super().parse(io.BytesIO(body), media_type, parser_context)
        except RecursionError:
            raise ParseError("JSON parse error - nested too deeply") from None
