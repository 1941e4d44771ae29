from django.http import JsonResponse

from synth.conf import model_status


def health(request):
    """Liveness, unauthenticated. Says which kind of model folder is configured."""
    status = model_status()
    return JsonResponse({"status": "ok", "model": status})
