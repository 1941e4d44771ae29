"""Whether a process still exists, asked of the kernel (signal 0 sends nothing)."""

import os


def pid_alive(pid: int) -> bool:
    """True while a process with this id exists on this machine, ours or not."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # it exists, under another user
        return True
    return True
