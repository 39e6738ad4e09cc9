"""Read-only state for a sealed round (issue 21): a private slot shown under a public name. Imports no game.

A round keeps its state in private slots that only its own module writes (through ``apply``);
readers (the tutor, the widgets, the views, the records) see it through read-only properties
under the public names. :func:`read_only` makes one such property for a value nothing can
change (a number, a string, a tuple, an immutable object): ``property(operator.attrgetter(...))``,
so a read costs no Python call. A list or dict a round shows is handed out as a copy
(:func:`read_copy`, or a plain ``@property`` for a list of lists) or as a tuple (:func:`read_tuple`),
so that changing it changes nothing in the round.

>>> class Box:
...     __slots__ = ("_size",)
...     size: ReadOnly[int] = read_only("_size", "How big the box is.")
...     def __init__(self) -> None:
...         self._size = 3
>>> box = Box()
>>> box.size, Box.size.__doc__
(3, 'How big the box is.')
>>> box.size = 4
Traceback (most recent call last):
...
AttributeError: property 'size' of 'Box' object has no setter
>>> class Bag:
...     __slots__ = ("_items",)
...     items: ReadOnly[list[str]] = read_copy("_items", "What is in the bag (a copy).")
...     def __init__(self) -> None:
...         self._items = ["pen"]
>>> bag = Bag()
>>> bag.items.append("cup"); bag.items
['pen']
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter, methodcaller
from typing import Any, Generic, TypeVar, cast, overload

__all__ = ["ReadOnly", "read_only", "read_copy", "read_tuple"]

T = TypeVar("T")


class ReadOnly(Generic[T]):
    """How mypy sees a read-only attribute: reading it gives a ``T``, writing it is an error.
    At run time each is a ``property`` of an ``operator.attrgetter`` (:func:`read_only`): no Python call."""

    @overload
    def __get__(self, obj: None, owner: type) -> ReadOnly[T]: ...

    # obj: the instance read, any class's (Python's descriptor protocol)
    @overload
    def __get__(self, obj: object, owner: type | None = None) -> T: ...

    def __get__(self, obj: object, owner: type | None = None) -> T | ReadOnly[T]:  # pragma: no cover
        raise NotImplementedError("typing only: read_only makes the property")


# Any: the attribute's type is its class's annotation, ReadOnly[T]; a slot's name carries no type
def read_only(name: str, doc: str) -> ReadOnly[Any]:
    """The private slot ``name`` (or a dotted path from it), read-only under a public name (typed by the
    class's annotation, ``ReadOnly[T]``)."""
    return cast(ReadOnly[Any], property(attrgetter(name), doc=doc))     # Any: (as above)


# Any: the attribute's type is its class's annotation, ReadOnly[T]; a slot's name carries no type
def read_copy(name: str, doc: str) -> ReadOnly[Any]:
    """The private slot ``name`` (a list or a dict: anything with ``copy()``), handed out as a shallow copy
    under a public name, so that changing what a reader got changes nothing in the object."""
    return _handed_out(name, doc, methodcaller("copy"))


# Any: the attribute's type is its class's annotation, ReadOnly[T]; a slot's name carries no type
def read_tuple(name: str, doc: str) -> ReadOnly[Any]:
    """The private slot ``name`` (a list), handed out as a tuple under a public name."""
    return _handed_out(name, doc, tuple)


# Any: the slot's value and what is made of it are typed by the class's ReadOnly[T] annotation
def _handed_out(name: str, doc: str, make: Callable[[Any], Any]) -> ReadOnly[Any]:
    get = attrgetter(name)

    # obj: the instance read, any class's (Python's descriptor protocol)
    def fget(obj: object) -> Any:
        return make(get(obj))

    return cast(ReadOnly[Any], property(fget, doc=doc))      # Any: (as above)
