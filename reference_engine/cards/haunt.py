"""Cards of the scenarios on an ability that triggers when a spell resolves, once its resolution is done (CR
608.2p): haunt on an instant (702.55a), whose card then haunts a creature and whose other ability triggers in
exile when that creature dies (702.55b-c)."""

_NONWHITE_NONBLACK_CREATURE = {"kind": "object", "filter": {"types": ["Creature"], "not_colors": ["W", "B"]}}
_SPIRIT = {
    "name": "Spirit",
    "types": ["Creature"],
    "subtypes": ["Spirit"],
    "colors": ["W"],
    "power": "1",
    "toughness": "1",
    "keywords": ["Flying"],
}
_DESTROY_AND_SPIRIT = [{"destroy": 0}, {"create_token": {"token": _SPIRIT}}]

CARDS = {
    "Seize the Soul": {
        "note": "haunt (CR 702.55a) written out as the triggered ability it represents",
        "targets": [_NONWHITE_NONBLACK_CREATURE],
        "spell": _DESTROY_AND_SPIRIT,
        "abilities": [
            {
                "triggered": {
                    "event": "put_into_graveyard_resolving",
                    "when": {"self": True},
                    "targets": [{"kind": "object", "filter": {"types": ["Creature"]}}],
                    "effects": [{"exile_haunting": 0}],
                }
            },
            {
                "triggered": {
                    "event": "dies",
                    "when": {"haunted": True},
                    "targets": [_NONWHITE_NONBLACK_CREATURE],
                    "effects": _DESTROY_AND_SPIRIT,
                }
            },
        ],
    },
}
