from hydra.errors import NotationError

__all__ = ["NotationError"]
