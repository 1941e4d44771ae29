from synth.conf import model_status


def model_notice(request):
    """Every page says plainly when the model is a stand-in (noise, not speech) or absent."""
    return {"model_status": model_status()}
