"""The course notebooks: numbered, linked from the index, a title and "What you will learn" first,
"try it" exercises at the end, saved executed without errors. (nbval runs them: see the README.)"""

import json
import pathlib
import re

import pytest

NOTEBOOKS = pathlib.Path(__file__).resolve().parent.parent / "notebooks"
# the course: 00 (index) to 08; later numbers belong to other parts of the tutor
FILES = sorted(p for p in NOTEBOOKS.glob("0[0-8]-*.ipynb"))


def load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def test_numbered_00_to_08():
    assert [p.name[:2] for p in FILES] == [f"{i:02d}" for i in range(9)]


def test_index_links_every_notebook():
    text = "".join("".join(c["source"]) for c in load(FILES[0])["cells"] if c["cell_type"] == "markdown")
    links = set(re.findall(r"\]\(([^)]+\.ipynb)\)", text))
    assert {p.name for p in FILES[1:]} <= links
    for link in links:                                  # no broken link (the PDSH counter-example)
        assert (NOTEBOOKS / link).is_file(), link


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_title_and_what_you_will_learn(path):
    first = "".join(load(path)["cells"][0]["source"])
    assert first.startswith("# ")
    assert "What you will learn" in first


@pytest.mark.parametrize("path", FILES[1:], ids=lambda p: p.name)
def test_ends_with_try_it(path):
    cells = load(path)["cells"]
    headings = [i for i, c in enumerate(cells) if c["cell_type"] == "markdown" and "## Try it" in "".join(c["source"])]
    assert headings, "no Try it section"
    assert any("exercise" in "".join(c["source"]) or "TryIt" in "".join(c["source"])
               for c in cells[headings[-1]:])


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_saved_executed_without_errors(path):
    code = [c for c in load(path)["cells"] if c["cell_type"] == "code"]
    assert all(c.get("execution_count") for c in code), "not saved executed"
    assert not [o for c in code for o in c.get("outputs", []) if o.get("output_type") == "error"]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_widget_outputs_have_a_static_view(path):
    for cell in load(path)["cells"]:
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if "application/vnd.jupyter.widget-view+json" in data:
                assert "text/html" in data, cell["source"]
