"""What the teacher's scenarios page (``notebooks/teacher-scenarios.ipynb``) draws besides its prose: its
tables (wrapping on a phone, links 44 px high) and the library's rows (each scenario by its title, opening on
the dashboard, with what it shows, seats by name and rules in place)."""

from __future__ import annotations

from collections.abc import Sequence

from IPython.display import HTML

from tutor import scenarios as sc

from ..common.base import esc
from .messages import said_html

__all__ = ["TABLE_STYLE", "table", "library_rows"]

TABLE_STYLE = ('<style>.ts-table{border-collapse:collapse;width:100%;max-width:1040px;font-size:15px;line-height:1.35}'
               '.ts-table td,.ts-table th{padding:4px 8px !important;border-bottom:1px solid #e3e3e3;'
               'text-align:left !important;vertical-align:top !important}'
               '.ts-table a{display:inline-flex;align-items:center;min-height:44px;font-weight:600}</style>')


def table(head: Sequence[str], rows: Sequence[Sequence[object]]) -> HTML:
    """An HTML table: ``head``'s words escaped, each row's cells as the HTML given.

    >>> "<td>1</td>" in table(["n"], [[1]]).data
    True
    """
    th = "".join(f"<th>{esc(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return HTML(TABLE_STYLE + f'<table class="ts-table"><tr>{th}</tr>{body}</table>')


def library_rows() -> list[list[str]]:
    """Every library scenario: its title, a link that opens it on the dashboard, and what it shows."""
    rows = []
    for name in sc.library_names():
        scenario = sc.load_library(name)
        rows.append([f'<a href="teacher.ipynb?scenario={esc(name)}">{esc(scenario.title)}</a>',
                     said_html(scenario.description)])
    return rows
