"""The daily character quota for what a request will synthesize, charged once it is
planned: metering.limits' charge, answered in the API's error."""

from api.throttles import answered_as_api_error
from metering import limits
from synth import charged

charge_planned = answered_as_api_error(limits.charge_planned)
new_format = answered_as_api_error(charged.new_format)
