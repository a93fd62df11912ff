"""The rule a phase refusal names: phase's messages mapped to Comprehensive Rules numbers (a pure function,
unit-tested). Phase cites a rule in some messages (`... (CR 302.6)`); for the others, only messages whose
wording says which rule forbids the action are mapped. A message that doesn't say stays without a rule, and
the report shows the check as not made."""

from __future__ import annotations

import re

_CITED = re.compile(r"\(CR (\d{3}(?:\.\d+[a-z]?)?)")

# Phase's own messages, by their start, with the rule each one applies.
_MESSAGES: tuple[tuple[str, str], ...] = (
    # 117.1: only the player the game waits for (priority, or a choice an effect gives them) can act
    ("Wrong player", "117.1"),
    # 107.5: a permanent that's already tapped can't be tapped again to pay a {T} cost
    ("Cannot activate tap ability: permanent is tapped", "107.5"),
    # 107.6: a permanent that's already untapped can't be untapped again to pay a {Q} cost
    ("Cannot pay untap cost: permanent is already untapped", "107.6"),
    # 117.1a: a noninstant spell only in a main phase of its caster's turn, with an empty stack
    ("Sorcery-speed spells can only be cast during main phases", "117.1a"),
    ("Sorcery-speed spells can only be cast when the stack is empty", "117.1a"),
    ("Sorcery-speed spells can only be cast by the active player", "117.1a"),
    # 305.9: a land can't be cast as a spell, even one that is also another card type
    ("Lands are played, not cast", "305.9"),
    # 305.1: a land is played from its owner's hand (elsewhere only with a permission)
    ("Card not found in hand, graveyard, exile, or library with play permission", "305.1"),
    # 305.1: a land only in a main phase, 305.2b: not beyond the number of land plays
    ("Can only play lands during main phases", "305.1"),
    ("Can only play lands while the stack is empty", "305.1"),
    ("Already played maximum lands this turn", "305.2b"),
    # 601.3: a spell can be cast only where a rule or effect allows it
    ("Card is not in a castable zone", "601.3"),
    # 601.2h: the total cost must be paid
    ("Cannot pay mana cost", "601.2h"),
    ("Cannot pay activation cost", "602.2b"),
    # 601.2c: each target must be an appropriate (legal) choice
    ("Illegal target selected", "601.2c"),
    ("Cannot skip a required target", "601.2c"),
    # 603.3b: each of the player's waiting triggered abilities is put on the stack, in the order chosen
    ("OrderTriggers order", "603.3b"),
    # 704.5j: the permanent kept under the legend rule is one of those with that name
    ("Invalid legend choice", "704.5j"),
    # 510.1c: a blocked creature assigns its combat damage to the creatures blocking it (to the player only with
    # trample, 702.19b)
    ("Cannot assign trample damage without trample", "510.1c"),
)


# Phase's messages about a declaration or a damage assignment, which name the objects.
_DECLARATION_MESSAGES: tuple[tuple[re.Pattern[str], str], ...] = (
    # 509.1a: each creature blocks one attacker (unless an effect lets it block more)
    (re.compile(r"^ObjectId\(\d+\) is blocking \d+ attackers but can only block 1\b"), "509.1a"),
    # 702.9b: a creature with flying can't be blocked except by creatures with flying or reach
    (re.compile(r"^ObjectId\(\d+\) cannot block ObjectId\(\d+\) \(flying, no flying/reach\)"), "702.9b"),
    # 510.1a: a creature assigns combat damage equal to its power, all of it
    (re.compile(r"^Damage assignment total \d+ != expected \d+"), "510.1a"),
    # 702.19b: trample assigns to the player only once each blocker is assigned lethal damage
    (re.compile(r"^Trample: blocker ObjectId\(\d+\) must receive at least \d+ lethal damage before excess"), "702.19b"),
)

# "Cannot perform <action> while waiting for <prompt> ...": the pending choice comes first.
_WAITING = re.compile(r"^Cannot perform \w+ while waiting for (\w+)")
# While triggered abilities are being put on the stack (their order, 603.3b; their targets, 603.3d) or the legend
# rule's choice waits (704.5j, before any player receives priority: 117.5), no player has priority, and every
# action but the answer needs it (117.1), as the reference engine and the corpus say.
_PROMPTS = {"OrderTriggers": "117.1", "TriggerTargetSelection": "117.1", "ChooseLegend": "117.1"}


def phase_rule(message: str) -> str | None:
    """The CR rule a phase refusal names or applies, or None when its message doesn't say."""
    cited = _CITED.search(message)
    if cited:
        return cited.group(1)
    waiting = _WAITING.match(message)
    if waiting:
        return _PROMPTS.get(waiting.group(1))
    declared = next((rule for pattern, rule in _DECLARATION_MESSAGES if pattern.match(message)), None)
    return declared or next((rule for start, rule in _MESSAGES if message.startswith(start)), None)


def land_cast_rule(rule: str | None, card_types: dict[str, list[str]]) -> str | None:
    """ "Lands are played, not cast" (305.9) is the rule for a land that has another card type; a land card with
    no other type can't be cast because no rule allows casting it (601.3)."""
    if rule == "305.9" and set(card_types.get("core_types") or []) <= {"Land"}:
        return "601.3"
    return rule
