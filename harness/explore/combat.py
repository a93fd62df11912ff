"""Combat actions on a generated board (CR 508.1, 509.1): attackers among the acting player's untapped creatures,
each attacking an opponent; blockers among an opponent's untapped creatures, each blocking an attacker. Drawn
in the step whose declaration it is, as its first action mostly (the other kinds' odds are left as they were, so
the examples a seed draws elsewhere stay the same)."""

from __future__ import annotations

from typing import Any

from harness.explore.model import CardPool, pick, some


def _creatures(refs: Any, player: str, pool: CardPool) -> list[str]:
    """The player's untapped creatures on the battlefield (508.1a, 509.1a ask for untapped ones; a tapped one is
    drawn only when nothing else is, to try the refusal)."""
    mine = [r for r in refs.of(player, "battlefield", others=False) if refs.card[r] in pool.creatures]
    untapped = [r for r in mine if r not in refs.state.tapped]
    return untapped or mine


def declare_attackers(draw: Any, refs: Any, player: str, pool: CardPool, kinds: frozenset[str]) -> dict[str, Any]:
    """`player` attacks an opponent with some of their creatures, or declares none."""
    opponents = [p for p in refs.players if p != player]
    creatures = _creatures(refs, player, pool)
    chosen = some(draw, creatures, 3) if creatures else []
    defender = pick(draw, opponents) if opponents else player  # one per declaration: what a step can say
    attackers = [{"attacker": r, "defender": defender} for r in chosen] if opponents else []
    return {"kind": "declare_attackers", "player": player, "attackers": attackers}


def declare_blockers(draw: Any, refs: Any, player: str, pool: CardPool, kinds: frozenset[str]) -> dict[str, Any]:
    """An opponent of `player` (who holds priority: the active player) blocks attackers with some of their
    creatures, or declares none."""
    defenders = [p for p in refs.players if p != player] or [player]
    attacking = [r for r in refs.state.attacking if r in refs.ids] or refs.of(player, "battlefield", others=False)
    defender = pick(draw, defenders)
    creatures = _creatures(refs, defender, pool)
    chosen = some(draw, creatures, 3) if creatures else []
    blockers = [{"blocker": r, "attacker": pick(draw, attacking)} for r in chosen] if attacking else []
    return {"kind": "declare_blockers", "player": defender, "blockers": blockers}


def attacking_ids(refs_card: dict[str, str], zones: dict[str, str], answer: Any) -> list[str]:
    """The ids of the attacking creatures an `attackers` answer names by card name (the first object on the
    battlefield with that card's name for each entry)."""
    if not isinstance(answer, list):
        return []
    found: list[str] = []
    for entry in answer:
        name = entry.get("attacker") if isinstance(entry, dict) else None
        ref = next(
            (r for r, c in refs_card.items() if c == name and zones.get(r) == "battlefield" and r not in found), None
        )
        if ref is not None:
            found.append(ref)
    return found
