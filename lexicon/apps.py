from django.apps import AppConfig


class LexiconConfig(AppConfig):
    name = "lexicon"
    verbose_name = "Lexicons"
