"""django-q2 schedules kept current by ``migrate``: each app connects its own list to
``post_migrate`` (synth.housekeeping, webhooks.delivery, lexicon.history)."""


def install(schedules, using: str = "default", apps=None) -> None:
    """Create or update ``schedules`` ((name, function, every so many minutes), ...) by
    name, on the migration state's model when ``apps`` is given."""
    from django_q.models import Schedule

    model = Schedule
    if apps is not None:
        try:  # the migration state's model: django_q's tables may not be migrated yet
            model = apps.get_model("django_q", "Schedule")
        except LookupError:
            return
    for name, func, minutes in schedules:
        model.objects.using(using).update_or_create(
            name=name,
            defaults={
                "func": func,
                "schedule_type": Schedule.MINUTES,
                "minutes": minutes,
                "repeats": -1,
            },
        )
