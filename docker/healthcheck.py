"""Container health check: exit 0 when the service answers /healthz with 200.

Standard library only (the slim image has no curl). The URL comes from
HL7SCRUB_HEALTHCHECK_URL (default http://127.0.0.1:8080/healthz); pass ``--ready`` to
check /readyz instead.
"""

from __future__ import annotations

import os
import sys
import urllib.error
import urllib.request


def main(argv: list[str]) -> int:
    url = os.environ.get("HL7SCRUB_HEALTHCHECK_URL", "http://127.0.0.1:8080/healthz")
    if "--ready" in argv:
        url = url.rsplit("/", 1)[0] + "/readyz"
    try:
        with urllib.request.urlopen(url, timeout=4) as response:
            return 0 if response.status == 200 else 1
    except (urllib.error.URLError, OSError) as exc:
        print(f"unhealthy: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
