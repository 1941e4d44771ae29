"""Everything under tests/faults/ is marked ``faults``: excluded from the default `pytest`
run (pyproject's addopts say ``-m "not faults"``), run by `make faults`."""

from pathlib import Path

import pytest

HERE = Path(__file__).parent


def pytest_collection_modifyitems(config, items):
    for item in items:
        if HERE in Path(item.path).parents:
            item.add_marker(pytest.mark.faults)
