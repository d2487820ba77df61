"""Adds the launch floor that bench/launch_floor.cu printed to the peers' baseline.json, so
`tile bench --peers` compares host time per launch with C's.

    python3 bench/merge_floor.py BASELINE_JSON LAUNCH_FLOOR_TXT
"""

import json
import os
import re
import sys


def main(path, floor):
    base = json.load(open(path)) if os.path.exists(path) else {}
    for line in open(floor) if os.path.exists(floor) else []:
        m = re.match(r"(\S+) us=([0-9.]+)", line.strip())
        if m:
            base[m.group(1)] = {"us": float(m.group(2))}
    json.dump(base, open(path, "w"), indent=1)
    print(f"baseline.json: {len(base)} peer measurements")


if __name__ == "__main__":
    main(*sys.argv[1:3])
