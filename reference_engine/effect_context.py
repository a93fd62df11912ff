"""What a resolving spell or ability gives each of its effects (CR 608.2): the game, its controller, its source,
its targets and X, and the numbers an effect counts. It lives below the effect verbs, which all take it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .game import Game
from .mana_value import mana_value
from .objects import GameObject
from .targets import illegal_targets, spell_targets


@dataclass
class Context:
    game: Game
    controller: str
    source: GameObject | None
    targets: list[Any] = field(default_factory=list)
    x: int = 0
    data: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if "illegal_targets" not in self.data and self.source is not None and self.source.zone == "stack":
            # a spell begins to resolve: its targets are checked first, before any instruction (CR 608.2, 608.2b)
            specs = spell_targets(self.source)
            checked = illegal_targets(self.game, self.controller, specs, self.targets, self.source)
            self.data.update(illegal_targets=checked, target_specs=specs)

    def target(self, spec: int | dict[str, Any]) -> Any:
        """The announced target a spec names: an index, or a dict with `target` (default 0)."""
        index = spec if isinstance(spec, int) else spec.get("target", 0)
        return self.targets[index]

    def checked_target(self, index: int) -> Any:
        """The target `index` names if it was legal when the targets were checked, or None (CR 608.2b). That check
        comes before any instruction is followed (608.2), so a target an earlier instruction has moved or changed
        is still the one later instructions ask about: they use its last known information (608.2h)."""
        return None if index in self.data.get("illegal_targets", ()) else self.targets[index]


def resolve_number(ctx: Context, value: int | str) -> int:
    """A number in an effect; `"X"` is the X of the spell or ability (CR 107.3), for an enters trigger the X of
    the spell that became the permanent (107.3m); `"sacrificed_power"` the power of the creature sacrificed to
    cast the spell, which its effects can find (400.7j); `"that_many"` the number its trigger event counted;
    `"creatures_died"` the number of creatures that died under the controller's control this turn, a look back
    in time: they count wherever they are now, a token that has ceased to exist too (608.2i); `"its_mana_value"`
    the mana value of the object its trigger event was about ("that Saga's mana value"), as it last existed
    (608.2h)."""
    if value == "its_mana_value":
        return mana_value(ctx.game, ctx.data["event_object"])
    if value == "that_many":
        return int(ctx.data["amount"])
    if value == "sacrificed_power":
        assert ctx.source is not None
        return sum(ctx.source.chosen.get("sacrificed_power", ()))
    if value == "creatures_died":
        return len(ctx.game.player(ctx.controller).creatures_died)
    return ctx.x if value == "X" else int(value)
