"""Writes engine/tests/fixtures/bot/*.json: BOT.md §9 worked examples and §10 test positions.
Run from the repository root: python3 engine/tests/fixtures-gen/bot_examples.py"""
import json, os

OUT = "engine/tests/fixtures/bot"
FILLER = 101  # Kosovo: a second card so the bot stops before playing it
US_HAND = [120]  # the US holds a card, so play waits for the US after the bot's phase


def c(gov=None, ali=None, **kw):
    d = {}
    if gov:
        d["governance"] = gov
    if ali:
        d["alignment"] = ali
    for k, v in kw.items():
        key = {"s": "sleeper_cells", "a": "active_cells", "t": "troops"}.get(k, k)
        d[key] = v
    return d


def fixture(slug, name, card, countries, dice, expect, note, state_extra=None, ideology=None,
            hand=None, actions=None):
    state = {"countries": countries,
             "hands": {"jihadist": hand or [card, FILLER], "us": US_HAND},
             "phase": {"turn": 1, "side": "jihadist", "cards_played": 0}}
    state.update(state_extra or {})
    setup = {"scenario": "blank", "players": "solitaire"}
    if ideology:
        setup["ideology"] = ideology
    expect = dict(expect)
    expect.setdefault("log_includes", ["bot_reason"])
    d = {"name": name, "format": 2, "note": note, "setup": setup, "state": state,
         "dice": dice, "actions": actions or [{"side": "jihadist", "bot": True}],
         "expect": expect}
    with open(os.path.join(OUT, slug + ".json"), "w") as f:
        json.dump(d, f, indent=2)
        f.write("\n")


CASES = []


def case(slug, name, card, countries, dice, expect, note, **kw):
    CASES.append(dict(slug=slug, name=name, card=card, countries=countries, dice=dice,
                      expect=expect, note=note, **kw))


exec(open(os.path.join(os.path.dirname(__file__), "bot_cases.py")).read())

os.makedirs(OUT, exist_ok=True)
for entry in CASES:
    fixture(**entry)
print(len(CASES), "fixtures")
