"""What every view of the tutor shares: HTML escaping, static snapshots and the widget models cards share
(:mod:`~widgets.common.base`), the navigation bar, the connection banner, the phone's table. Each game's
card faces are its own (Hydra's: :mod:`~widgets.hydra.faces`, :mod:`~widgets.hydra.cards`)."""
