"""The proof of work a browser sends, for tests that ask for many codes."""

import altcha

from marketplace.accounts.challenge import challenge_create


def solved_challenge() -> str:
    """What the browser sends after solving a challenge: found with the same ALTCHA library."""
    challenge = altcha.Challenge.from_dict(challenge_create())
    solution = altcha.solve_challenge(challenge)
    assert solution is not None
    return altcha.Payload(challenge, solution).to_base64()
