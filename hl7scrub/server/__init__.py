"""The MLLP service: codec, acknowledgements, durable queue, forwarding and the server.

Import what you need from the submodules (``hl7scrub.server.mllp``, ``.client``, ``.app``);
this package stays import-light so that ``hl7scrub send`` starts fast.
"""

from __future__ import annotations
