"""The table page: play together from your own phones (issue 32); thin views over :mod:`tutor.tables`."""

from .page import TABLE_PAGE, TablePage, build_table, table_link

__all__ = ["TablePage", "build_table", "TABLE_PAGE", "table_link"]
