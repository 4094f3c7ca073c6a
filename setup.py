"""Build hook of ``piquet_core``: the trainer's compiled catalogs go into every wheel.

Everything else about the package is declared in ``pyproject.toml``. The French and Russian
translations of the trainer (gettext domain ``trainer``) live as ``.po`` sources in
``locales/<lang>/LC_MESSAGES/trainer.po``, outside the package; :mod:`piquet_core.trainer.i18n`
reads them compiled, from ``piquet_core/locale/<lang>/LC_MESSAGES/trainer.mo``. The ``build_py``
step below compiles them (Babel's pure-Python compiler, a build requirement) into the build
tree, so a wheel made from a clean clone (``python -m build --wheel``) carries them, with no
site build first. An editable install compiles them into the source tree instead, where the
editable package reads them. ``generators.trainer_catalog compile`` calls
:func:`compile_catalogs` too: one compiler for the wheel and for the working tree.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent
DOMAIN = "trainer"


def compile_catalogs(locales: Path, package: Path) -> list[Path]:
    """Compile each ``<locales>/<lang>/LC_MESSAGES/trainer.po`` into
    ``<package>/locale/<lang>/LC_MESSAGES/trainer.mo`` (fuzzy entries left out, as gettext
    would); return the files written, in language order."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    written = []
    for po in sorted(locales.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        lang = po.parent.parent.name
        with po.open("rb") as f:
            catalog = read_po(f, locale=lang)
        target = package / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as f:
            write_mo(f, catalog, use_fuzzy=False)
        written.append(target)
    if not written:
        raise SystemExit(f"no {DOMAIN}.po catalog under {locales}")
    return written


if __name__ == "__main__":  # run by the build backend (setuptools.build_meta)
    from setuptools import setup
    from setuptools.command.build_py import build_py

    class BuildWithCatalogs(build_py):
        """``build_py``, then the compiled catalogs into the package being built."""

        def run(self) -> None:
            super().run()
            editable = getattr(self, "editable_mode", False)
            package = ROOT / "piquet_core" if editable else Path(self.build_lib, "piquet_core")
            compile_catalogs(ROOT / "locales", package)

    setup(cmdclass={"build_py": BuildWithCatalogs})
