from django.conf import settings
from django.http import JsonResponse

from synth.conf import model_status


def health(request):
    """Liveness, unauthenticated. Says which kind of model folder is configured."""
    status = model_status()
    return JsonResponse(
        {"status": "ok", "model": status, "model_dir": str(settings.SYNTH_MODEL_DIR)}
    )
