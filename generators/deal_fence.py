"""The ``piquet-deal`` fenced block: a whole recorded deal, stepped through, in any page.

Registered as a ``pymdownx.superfences`` custom fence by this MkDocs hook module (listed in
``mkdocs.yml`` under ``hooks``)::

    ```piquet-deal
    {"elder": "...", "younger": "...", "talon": "...", "history": [...], "notes": [...]}
    ```

The body is a deal's record with its history (:meth:`piquet_core.deal.DealState.to_record`,
the ``piquet replay`` format; ``notes``, a teacher's line per step, optional), or the code of
a viewer's link (:func:`piquet_core.trainer.deal_viewer.encode_record`); ``example="worked"``
with an empty body takes the worked examples' annotated deal
(:mod:`generators.examples_deal`). ``mode="embed"`` marks the embed page's viewer, which
reads the deal of its address. The steps are computed at build time, in the page's language
(:func:`piquet_core.trainer.deal_viewer.deal_steps`), so the block works before and without
the engine; a deal from an address is read by the engine (the ``deal_view`` request).

A bad block stops the build with one line naming the page and the problem.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # loaded by MkDocs from its path, not as a package
    sys.path.insert(0, str(ROOT))
# Imported now: MkDocs restores sys.path once the hook module is loaded.
import jinja2  # noqa: E402

from generators.fences import Fence  # noqa: E402
from generators.trainer import engine_init, wheel_ref  # noqa: E402
from piquet_core.trainer.deal_viewer import (  # noqa: E402
    deal_steps,
    decode_record,
    encode_record,
    viewer_strings,
)

OPTIONS = {"example": ("worked",), "mode": ("page", "embed", "block")}
TEMPLATES = ROOT / "generators" / "templates"


def worked_record() -> dict[str, object]:
    """The record of the worked examples' annotated deal (the engine's state machine)."""
    from generators.example_players import talk
    from generators.examples_deal import deal_seed, played

    return talk(played(deal_seed())).to_record()


def _json(value: object) -> str:
    """JSON safe inside ``<script>``: no ``</`` can close the element."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")


def render_viewer(record: dict[str, object], lang: str, mode: str) -> str:
    """One viewer container (``templates/deal-viewer.html.j2``) with the deal's steps."""
    from piquet_core.trainer.i18n import is_lang

    if not is_lang(lang):
        raise ValueError(f"unknown language {lang!r}")
    strings = viewer_strings(lang)
    data = {"code": encode_record(record), **deal_steps(record, lang)}
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=True,
        undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True,
    )  # fmt: skip
    return env.get_template("deal-viewer.html.j2").render(
        lang=lang, mode=mode, engine=engine_init(wheel_ref()), s=strings,
        strings_json=_json(strings), data_json=_json(data),
    )  # fmt: skip


def _render(source: str, options: Mapping[str, str], lang: str) -> str:
    body = source.strip()
    if options.get("example") == "worked":
        if body:
            raise ValueError('give either example="worked" or a record, not both')
        record = worked_record()
    elif body.startswith("{"):
        record = json.loads(body)
    else:
        record = decode_record(body)
    return render_viewer(record, lang, options.get("mode", "block"))


FENCE = Fence("piquet-deal", OPTIONS, _render)
on_config = FENCE.on_config
on_page_markdown = FENCE.on_page_markdown
