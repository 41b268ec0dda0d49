"""A named move of a state machine, declared beside a model's `Status` in its `MOVES` (see
services.transition, which makes them). Here, apart from the services, so that models can
import it while Django loads them."""

from collections.abc import Collection, Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Move:
    """One named move of a model's state machine: from each state in `steps`, the states it
    may go to. `field` is the field it moves ("status", or "paid" for a flag)."""

    steps: Mapping[object, Collection[object]]
    field: str = "status"

    @classmethod
    def to(cls, target, *sources, field: str = "status") -> "Move":
        """The usual move: from any of `sources` to `target`."""
        return cls({source: {target} for source in sources}, field=field)

    @classmethod
    def between(cls, states, *, field: str = "status") -> "Move":
        """From any of `states` to any other (a form's status box)."""
        return cls({state: set(states) - {state} for state in states}, field=field)

    def allows(self, state) -> bool:
        """Whether the move can be made from `state` at all."""
        return state in self.steps

    def target(self):
        """Where the move goes, when it goes to one state only."""
        targets = {to for tos in self.steps.values() for to in tos}
        if len(targets) != 1:
            raise ValueError("This move goes to several states: say which (to=...).")
        return next(iter(targets))
