from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """../shared when it sits beside the checkout; tests needing it skip otherwise."""
    if not SHARED.is_dir():
        pytest.skip("../shared is not present (optional data for this test)")
    return SHARED
