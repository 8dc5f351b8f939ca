#!/usr/bin/env python3
"""Writes a deterministic synthetic quiz history in divequiz's JSON Lines format.

Same arguments, same bytes, on any machine: a seeded generator (not Python's hash order)
drives everything. The layout is the one divequiz writes, so its fast reader is exercised.
Usage: python3 scripts/gen-history.py --quizzes 100000 --questions 20 --out history.jsonl
"""
import argparse
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class SplitMix64:
    """The same small generator divequiz uses, so runs are reproducible everywhere."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFFFFFFFFFF

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return z ^ (z >> 31)

    def below(self, bound):
        return self.next() % bound


def load_key():
    with open(os.path.join(ROOT, "Resources", "divingPenaltiesSummary.json")) as handle:
        data = json.load(handle)
    return [(p["id"], p["sanctionValue"], ("r" if p["referee"] else "") + ("j" if p["judge"] else ""))
            for p in data["penalties"]]


def iso(seconds):
    import time
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def tenths(value):
    return f"{value // 10}.{value % 10}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quizzes", type=int, default=100_000)
    parser.add_argument("--questions", type=int, default=20)
    parser.add_argument("--trainees", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    key = load_key()
    rng = SplitMix64(args.seed)
    start = 1_735_689_600  # 2025-01-01
    with open(args.out, "w", encoding="utf-8") as out:
        for number in range(args.quizzes):
            judge = f"Trainee {rng.below(args.trainees):03d}"
            skill = 40 + rng.below(60)  # how often this attempt gets an answer right, in %
            began = start + rng.below(700 * 86_400)
            pool = list(range(len(key)))
            questions = []
            score = 0
            total_tenths = 0
            abandoned = rng.below(20) == 0
            count = args.questions if not abandoned else rng.below(args.questions)
            for position in range(count):
                pick = position + rng.below(len(pool) - position)
                pool[position], pool[pick] = pool[pick], pool[position]
                pid, sanction, owners = key[pool[position]]
                roll = rng.below(100)
                if roll < skill:
                    chosen, chosen_owners, points = sanction, owners, 10
                elif roll < skill + 10:
                    chosen, chosen_owners = sanction, ("rj" if owners != "rj" else "j")
                    points = 5
                elif roll < skill + 13:
                    chosen, chosen_owners, points = None, "", 0
                else:
                    chosen = (sanction + 1 + rng.below(5)) % 6
                    chosen_owners, points = ["r", "j", "rj"][rng.below(3)], 0
                seconds = 20 + rng.below(400)
                total_tenths += seconds
                score += points
                questions.append(f'[{pid},{"null" if chosen is None else chosen},"{chosen_owners}",'
                                 f'{sanction},"{owners}",{points},{tenths(seconds)}]')
            size = args.questions
            maximum = size * 10
            pct_tenths = (score * 1000 + maximum // 2) // maximum
            passed = "true" if not abandoned and score * 10 >= maximum * 8 else "false"
            status = "abandoned" if abandoned else "completed"
            line = (f'{{"v":1,"id":"{rng.next():016x}-{number:08d}","judge":"{judge}","kind":"quiz",'
                    f'"status":"{status}","start":"{iso(began)}","end":"{iso(began + total_tenths // 10)}",'
                    f'"langs":["en"],"filters":[],"seed":{rng.below(1_000_000)},"edition":"WA-2022-2025",'
                    f'"size":{size},"score":{score},"max":{maximum},"pct":{tenths(pct_tenths)},'
                    f'"passed":{passed},"seconds":{tenths(total_tenths)},"q":[{",".join(questions)}]}}\n')
            out.write(line)


if __name__ == "__main__":
    main()
