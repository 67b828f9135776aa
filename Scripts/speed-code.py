#!/usr/bin/env python3
"""Counts the code that exists only to skip or reuse work (issue #32's inventory).

Usage: Scripts/speed-code.py   (from anywhere; prints a table)

Whole files are listed by trick and counted by lines. The hooks the tricks need in shared
files (a flag passed along, a branch taken when a body was skipped) are counted as the
lines of those files that name a trick: a reproducible estimate, not an exact one.
The fact cache is counted apart: SPEC §2 asks for it (`--no-cache`), and #32 asks that it
hold each file's facts.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

TRICKS = {
    "skipped bodies": [
        "Sources/DilintSyntax/Lexing/BodySkipper.swift",
        "Sources/DilintSyntax/Lexing/Lexer+SkippedBodies.swift",
        "Sources/DilintSyntax/Lexing/Lexer+QuietBytes.swift",
        "Sources/DilintSyntax/Lexing/LexedBytes.swift",
        "Sources/DilintSyntax/Parsing/Parser+Skimming.swift",
    ],
    "dormant member blocks": [
        "Sources/DilintSyntax/Lexing/Lexer+DormantMembers.swift",
        "Sources/DilintSyntax/Parsing/Parser+DormantMembers.swift",
        "Sources/Analyzer/Project/MemberMaterialization.swift",
        "Sources/Analyzer/Graph/DIGraphBuilder+MemberDemand.swift",
    ],
    "marks (what a skipped region may hold)": [
        "Sources/DilintSyntax/Lexing/Marks.swift",
        "Sources/DilintFacts/Pipeline/ProjectMarks.swift",
    ],
    "filled on demand": [
        "Sources/Analyzer/Project/BodyMaterialization.swift",
        "Sources/Analyzer/Project/Rereading.swift",
        "Sources/Analyzer/Project/Materialized.swift",
        "Sources/DilintSyntax/Parsing/Parser+Reparsing.swift",
    ],
    "declarations passed over": [
        "Sources/DilintFacts/Files/NamePlaces.swift",
    ],
}

CACHE = "Sources/DilintFacts/Cache"

HOOK = re.compile(r"skippedBody|dormant|skim|\bmarks\b|Marks|materializ|wholeSyntax|parseAgain|NamePlaces|passingOver|"
                  r"libraryPlaces|skipping|quiet|\.skipped\b|withBodies|members\(of:|skimmed\(of:|skipsBodies|skipper",
                  re.IGNORECASE)


def lines(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return f.read().splitlines()


def main():
    listed = {path for paths in TRICKS.values() for path in paths}
    missing = [path for path in listed if not os.path.exists(os.path.join(ROOT, path))]
    if missing:
        sys.exit("not found (update the list): " + ", ".join(sorted(missing)))
    total = 0
    for trick, paths in TRICKS.items():
        count = sum(len(lines(path)) for path in paths)
        total += count
        print(f"{count:6d}  {trick}")
        for path in paths:
            print(f"{len(lines(path)):14d}  {path}")
    hooks = 0
    for folder, _, names in os.walk(os.path.join(ROOT, "Sources")):
        for name in names:
            path = os.path.relpath(os.path.join(folder, name), ROOT)
            if not name.endswith(".swift") or path in listed or path.startswith(CACHE) or "/Benchmark/" in path:
                continue
            hooks += sum(1 for line in lines(path) if HOOK.search(line))
    print(f"{hooks:6d}  hooks in shared files (lines naming a trick)")
    print(f"{total + hooks:6d}  speed-only code")
    cache = sum(len(lines(os.path.join(CACHE, name))) for name in os.listdir(os.path.join(ROOT, CACHE)) if name.endswith(".swift"))
    print(f"{cache:6d}  the fact cache ({CACHE}), apart")


if __name__ == "__main__":
    main()
