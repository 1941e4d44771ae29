"""What our management commands share: bad input is one line on stderr and exit status 2."""

import sys

from django.core.management.base import BaseCommand, CommandError


class CliCommand(BaseCommand):
    """A BaseCommand whose usage errors are one line (argparse prints the whole usage
    text by default) and whose ``fail()`` exits with status 2."""

    def create_parser(self, prog_name, subcommand, **kwargs):
        parser = super().create_parser(prog_name, subcommand, **kwargs)
        raise_error = parser.error  # call_command() wants a CommandError, not an exit

        def error(message):
            if not parser.called_from_command_line:
                raise_error(message)
            sys.stderr.write(f"{prog_name} {subcommand}: error: {message}\n")
            sys.exit(2)

        parser.error = error
        return parser

    @staticmethod
    def fail(message: str) -> CommandError:
        """Raise the result: ``raise self.fail("...")``."""
        return CommandError(message, returncode=2)
