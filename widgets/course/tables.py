"""pandas tables in a lesson, whole: every word of a cell shown (any game's lessons show their engine's
facts as pandas tables; Hydra's are :mod:`widgets.hydra.course.tables`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pandas as pd
    from IPython.core.formatters import BaseFormatter

__all__ = ["show_whole_cells"]


def _whole_cells_html(frame: pd.DataFrame) -> str | None:
    import pandas as pd
    with pd.option_context("display.max_colwidth", None):
        html: str | None = frame._repr_html_()
    return html


def show_whole_cells(formatter: BaseFormatter | None = None) -> bool:
    """Show every word of a pandas table's cells: pandas cuts a cell at 50 characters ("of two
    Du..."), which cut the engine's explanations in the lessons off on every screen (issue 11).
    Registers an HTML formatter for DataFrames by name (pandas is not imported for it) on
    ``formatter``, by default the running IPython's; False outside IPython."""
    if formatter is None:
        try:
            from IPython import get_ipython
        except ImportError:  # pragma: no cover - IPython comes with ipywidgets
            return False
        shell = get_ipython()
        if shell is None:
            return False
        formatter = shell.display_formatter.formatters["text/html"]
    for module in ("pandas", "pandas.core.frame"):       # DataFrame.__module__: 'pandas' since pandas 3
        formatter.for_type_by_name(module, "DataFrame", _whole_cells_html)
    return True
