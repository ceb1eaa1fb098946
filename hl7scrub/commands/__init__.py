"""One module per sub-command: ``add_parser(subparsers)`` and ``run(args) -> int``."""
