"""pandas tables of engine facts for the notebooks. pandas is imported inside each function,
so importing ``widgets`` stays light."""

from __future__ import annotations

from typing import TYPE_CHECKING

import hydra
from hydra.hydra.cards import RANK_NAMES, SUIT_NAMES

if TYPE_CHECKING:
    import pandas as pd
    from IPython.core.formatters import BaseFormatter


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


def deck_table() -> pd.DataFrame:
    """The 25 distinct cards (each twice in the deck): names, nickname and eyes."""
    import pandas as pd
    rows = [{"card": str(c), "German name": c.german_name, "English name": c.english_name,
             "nickname": c.nickname or "", "eyes": c.eyes,
             "copies": sum(1 for d in hydra.DECK if d is c)} for c in hydra.CARDS]
    return pd.DataFrame(rows).set_index("card")


def eyes_table() -> pd.DataFrame:
    """Eyes (Augen) per rank, and what the whole deck is worth."""
    import pandas as pd
    rows = []
    for rank in list(hydra.RANKS) + ["HY"]:
        cards = [c for c in hydra.DECK if c.rank == rank]
        name = "Hydra (joker)" if rank == "HY" else f"{RANK_NAMES[rank][0]} ({rank})"
        rows.append({"rank": name, "eyes per card": cards[0].eyes, "cards in the deck": len(cards),
                     "eyes in the deck": sum(c.eyes for c in cards)})
    rows.append({"rank": "whole deck", "eyes per card": None, "cards in the deck": len(hydra.DECK),
                 "eyes in the deck": sum(c.eyes for c in hydra.DECK)})
    table = pd.DataFrame(rows).set_index("rank")
    table["eyes per card"] = [("" if v is None or v != v else int(v)) for v in table["eyes per card"]]
    return table


def ladder_table(game: hydra.Game | str = "normal") -> pd.DataFrame:
    """A game's trumps from the lowest up (place 1 = lowest), with names, eyes and special role."""
    import pandas as pd
    g = hydra.get_game(game)
    special = g.special_cards()
    rows = [{"place (1 = lowest)": i + 1, "card": str(c), "name": c.name(g), "eyes": c.eyes,
             "special": special.get(str(c), "").split(":")[0]} for i, c in enumerate(g.trumps)]
    return pd.DataFrame(rows).set_index("place (1 = lowest)")


def games_table() -> pd.DataFrame:
    """Every game id: trumps (highest first), how many trump cards, Fuchs and Dulle."""
    import pandas as pd
    rows = []
    for gid in hydra.GAME_IDS:
        g = hydra.get_game(gid)
        rows.append({"game id": gid, "name": g.name,
                     "trumps, highest first": " ".join(map(str, g.ladder())),
                     "trump cards in the deck": 2 * len(g.trumps),
                     "Fuchs": "yes" if g.has_fuchs else "no", "Dulle": "yes" if g.has_dulle else "no"})
    return pd.DataFrame(rows).set_index("game id")


def fail_suits_table(game: hydra.Game | str = "normal") -> pd.DataFrame:
    """A game's fail suits, highest card first."""
    import pandas as pd
    g = hydra.get_game(game)
    rows = [{"suit": f"{SUIT_NAMES[s][0]} ({SUIT_NAMES[s][1]})",
             "cards, highest first": " ".join(map(str, reversed(cs))), "kinds": len(cs)}
            for s, cs in g.fail_suits.items()]
    return pd.DataFrame(rows).set_index("suit")
