"""A table that fits a phone (issue 19): a plain table on a wide screen, and below 520 px each row
stacked as a small card, every value with its column's name before it (CSS alone, from a
``data-label`` on each cell), so no column is ever cut off on the right.

>>> html = stacked_table_html(["eyes", "points, multiplier 4"], [[65, 28]])
>>> '<td data-label="points, multiplier 4" class="hs-num">28</td>' in html and "hs-table" in html
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .base import esc

__all__ = ["STACK_STYLE", "stacked_table_html"]

STACK_STYLE = """<style>
table.hs-table{border-collapse:collapse;margin:6px 0;font-size:15px;max-width:100%}
table.hs-table th,table.hs-table td{border-bottom:1px solid #dde3dd;padding:4px 10px;text-align:left !important;
 vertical-align:top}
table.hs-table th{background:#eef3ee;font-weight:600}
table.hs-table td.hs-num,table.hs-table th.hs-num{text-align:right !important}
@media (max-width:520px){
 table.hs-table,table.hs-table tbody,table.hs-table tr,table.hs-table td{display:block;width:100%;box-sizing:border-box}
 table.hs-table thead{display:none}
 table.hs-table tr{border:1px solid #cfd8cf;border-radius:8px;margin:0 0 8px 0;padding:4px 0;background:#fbfdfb}
 table.hs-table td,table.hs-table td.hs-num{border:none;padding:2px 10px;text-align:left !important}
 table.hs-table td::before{content:attr(data-label) ": ";font-weight:600;color:#444}
 table.hs-table td:first-child{font-weight:700}
}
</style>"""


# value: any cell of the caller's rows (a word, a number), shown as its str(); numbers are set right
def _cell(value: object) -> tuple[str, bool]:
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    return esc(value), number


# object: a cell is shown as its str()
def stacked_table_html(headers: Sequence[str], rows: Iterable[Sequence[object]], *, html_cells: bool = False) -> str:
    """A table of ``rows`` under ``headers`` that stacks on a phone. Values are escaped unless
    ``html_cells`` (the caller's own HTML, already escaped)."""
    head = "".join(f"<th>{esc(h)}</th>" for h in headers)
    body = []
    for row in rows:
        cells = []
        for header, value in zip(headers, row):
            text, number = (str(value), False) if html_cells else _cell(value)
            css = ' class="hs-num"' if number else ""
            cells.append(f'<td data-label="{esc(header)}"{css}>{text}</td>')
        body.append("<tr>" + "".join(cells) + "</tr>")
    return (STACK_STYLE + f'<table class="hs-table"><thead><tr>{head}</tr></thead><tbody>' + "".join(body)
            + "</tbody></table>")
