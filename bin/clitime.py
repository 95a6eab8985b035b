#!/usr/bin/env python3
"""Whole-process wall time of one or more commands, hyperfine-style: warm-up runs, then N timed runs
of each, interleaved (so a noisy machine hits every command alike); prints median, min and max in
seconds, and each command's median against the first one's.

    python3 bin/clitime.py --runs 15 -- java -jar target/levellab.jar tripeaks solve \\
        --deal datasets/tripeaks/blog-deal.deal :: bin/levellab tripeaks solve --deal datasets/tripeaks/blog-deal.deal
"""
import argparse
import os
import statistics
import subprocess
import sys
import time


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("command", nargs=argparse.REMAINDER, help="commands, separated by ::")
    a = ap.parse_args()
    words = a.command[1:] if a.command[:1] == ["--"] else a.command
    cmds, cur = [], []
    for w in words:
        if w == "::":
            cmds.append(cur)
            cur = []
        else:
            cur.append(w)
    cmds.append(cur)
    if not all(cmds):
        ap.error("empty command")
    env = dict(os.environ, LEVELLAB_PROGRESS="0")
    times = [[] for _ in cmds]
    for i in range(a.warmup + a.runs):
        for k, cmd in enumerate(cmds):
            t0 = time.perf_counter()
            rc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env).returncode
            dt = time.perf_counter() - t0
            if rc != 0:
                sys.exit(f"command failed with exit code {rc}: {' '.join(cmd)}")
            if i >= a.warmup:
                times[k].append(dt)
    first = statistics.median(times[0])
    for cmd, t in zip(cmds, times):
        m = statistics.median(t)
        print(f"{' '.join(cmd)}\n  {a.runs} runs: median {m:.3f} s, min {min(t):.3f} s, max {max(t):.3f} s,"
              f" {first / m:.2f}x the first")


if __name__ == "__main__":
    main()
