"""The rules reference page (``notebooks/rules.ipynb``, issue 34): a thin view of :mod:`tutor.hydra.reference`."""

from .page import reference_html, build_reference

__all__ = ["reference_html", "build_reference"]
