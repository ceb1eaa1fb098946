from hl7scrub.cli import run

run()
