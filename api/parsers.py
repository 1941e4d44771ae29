"""The API's JSON parser: DRF's, with too deeply nested JSON refused as malformed.

Python's json module raises RecursionError (not ValueError) past about a thousand levels
of nesting, which DRF does not catch: ``[[[[...`` in a body under the size limit would
otherwise be an unhandled 500.
"""

from rest_framework import parsers
from rest_framework.exceptions import ParseError


class JSONParser(parsers.JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        try:
            return super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError("JSON parse error - nested too deeply") from None
