"""Every project package goes into an install (issue 35: `home` was left out of the
package list, so `pip install .` without the source folder had no home page)."""

import tomllib
from fnmatch import fnmatch
from pathlib import Path

from django.conf import settings

ROOT = Path(__file__).resolve().parent.parent


def test_every_project_app_is_in_the_package_list():
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    include = pyproject["tool"]["setuptools"]["packages"]["find"]["include"]
    ours = {
        app.split(".")[0] for app in settings.INSTALLED_APPS if (ROOT / app.split(".")[0]).is_dir()
    }
    assert ours
    missing = [pkg for pkg in sorted(ours) if not any(fnmatch(pkg, pattern) for pattern in include)]
    assert missing == []
