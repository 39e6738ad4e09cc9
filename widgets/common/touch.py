"""Every target a finger can hit at least 44 px (issue 34's phone bar), on a page made of ipywidgets and
Markdown whose widgets keep ipywidgets' own sizes (28 px buttons, inputs and selects; 13 px
checkboxes; text links one line high): the lesson pages off the path (the odds, Hydra for Doppelkopf
players) carry it in their bar (widgets.course.lesson).

>>> "min-height:44px" in TOUCH_STYLE and TOUCH_STYLE.startswith("<style>")
True
"""

from __future__ import annotations

__all__ = ["TOUCH_STYLE"]

TOUCH_STYLE = """<style>
#rendered_cells .jupyter-widgets button,#rendered_cells .jupyter-widgets.widget-button,
#rendered_cells .jupyter-widgets.widget-toggle-button{min-height:44px;height:auto;min-width:44px}
#rendered_cells .widget-text,#rendered_cells .widget-dropdown,#rendered_cells .widget-checkbox{height:auto;
 min-height:44px}
#rendered_cells .widget-text input,#rendered_cells .widget-dropdown select,#rendered_cells input[type=text],
#rendered_cells input[type=number],#rendered_cells select{min-height:44px;height:44px}
#rendered_cells input[type=checkbox]{min-width:44px;min-height:44px}
#rendered_cells .jp-RenderedHTMLCommon a[href]:not(.hn-fold),#rendered_cells .widget-html a[href]:not(.hn-fold){
 display:inline-flex;
 align-items:center;min-height:44px;min-width:44px}
</style>"""
