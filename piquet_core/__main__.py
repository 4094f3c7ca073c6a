"""``python -m piquet_core``: the same as the ``piquet`` command."""

import sys

from piquet_core.cli import main

sys.exit(main())
