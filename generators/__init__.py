"""Build-time generators of the Piquet site.

``python -m generators.build`` refreshes the gettext catalogs (``locales/``) and renders every
generator's Jinja2 templates (``generators/templates/``) into ``build/generated/<lang>/<name>.md``,
which the pages include with ``--8<-- "build/generated/<lang>/<name>.md"`` (pymdownx.snippets).

A generator is a module in this package with ``NAME`` (the output file name, without ``.md``)
and ``context(lang) -> Mapping[str, object]``; its template is ``templates/<NAME>.md.j2``.
List the module in :data:`generators.build.GENERATORS`. Numbers come from ``piquet_core``,
prose from the template through the catalogs: never type a computed number into a page.
"""
