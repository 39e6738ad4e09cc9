"""pandas tables of Hydra's facts for its lessons (the deck, the eyes, the trump ladder, the games). pandas is
imported inside each function, so importing ``widgets`` stays light; the lessons show every word of a cell
with :func:`widgets.course.tables.show_whole_cells`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import hydra
from hydra.hydra.cards import RANK_NAMES, SUIT_NAMES

if TYPE_CHECKING:
    import pandas as pd


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
