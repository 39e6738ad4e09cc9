"""Zwölf as a game plugin (issue 36): what the entry point ``zwoelf = zwoelf_plugin:PLUGIN`` of the group
``hydra.games`` names. Its lines in both registries, as places and data: nothing of the game is imported
until an entry is asked for (its entries are in ``twelve_cards``). A test makes the entry point without
installing anything: a ``dist-info`` folder on the path (:func:`write_dist_info`).
"""

from __future__ import annotations

from pathlib import Path

from hydra.core.registry import GamePlugin

#: Zwölf's lines: the engine game, and the tutor's game that draws from it with the letter of its quiz kind.
PLUGIN = GamePlugin(engine={"zwoelf": "twelve_cards:ENTRY"},
                    tutor={"zwoelf": ("twelve_cards:TUTOR", ("zwoelf",), ("zt",))})


def write_dist_info(folder: Path, value: str = "zwoelf_plugin:PLUGIN", name: str = "zwoelf_plugin") -> Path:
    """A distribution's metadata in ``folder`` whose entry point ``zwoelf`` (group ``hydra.games``) names
    ``value``: with ``folder`` on the path (``sys.path``, ``PYTHONPATH``), ``importlib.metadata`` finds it."""
    info = Path(folder) / f"{name}-0.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(f"[hydra.games]\nzwoelf = {value}\n", encoding="utf-8")
    return info
