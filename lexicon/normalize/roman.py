"""Roman numerals after names and with the word for century (in progress)."""


def rules_for(lang):
    return ()
