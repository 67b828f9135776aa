#!/usr/bin/env python3
"""Generated inputs for the architecture rules, each at two sizes, timed: the run time
should grow in proportion to the input (SPEC §1; issue 'Architecture rules').

  Scripts/architecture-scale.py path/to/dilint [--scale 1]

Three shapes, each at N and 2N:
  layers   N layers, one folder and one file each, every layer using the one before it
           and naming a type of the one after it (a violation per file);
  glob     one layer whose single glob matches N files, plus a second layer;
  cycle    N layers whose may_use lists form one cycle (allowed), each naming the next.
Prints the wall time and exit status of each run; exits 1 if a run crashes
or ends other than 0 or 1 (findings), or if doubling the input more than triples the time."""
import os, shutil, subprocess, sys, tempfile, time

def write(root, files, config):
    for path, text in files.items():
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    with open(os.path.join(root, ".dilint.yml"), "w") as f:
        f.write(config)

def layers(n):
    files, config = {}, ["layers:"]
    for i in range(n):
        files[f"L{i}/T{i}.swift"] = f"struct T{i} {{}}\nfunc use{i}(_ x: T{(i + 1) % n}) {{}}\n"
        config += [f"  L{i}:", f"    paths: [L{i}/**]"] + ([f"    may_use: [L{i - 1}]"] if i else [])
    return files, "\n".join(config) + "\n"

def glob(n):
    files = {f"Big/Part{i // 1000}/F{i}.swift": f"struct F{i} {{ let other: Small }}\n" for i in range(n)}
    files["Small/Small.swift"] = "struct Small {}\n"
    config = "layers:\n  Big:\n    paths: [Big/**]\n  Small:\n    paths: [Small/**]\n"
    return files, config

def cycle(n):
    files, config = {}, ["layers:"]
    for i in range(n):
        files[f"C{i}/T{i}.swift"] = f"struct T{i} {{ let next: T{(i + 1) % n} }}\n"
        config += [f"  C{i}:", f"    paths: [C{i}/**]", f"    may_use: [C{(i + 1) % n}]"]
    return files, "\n".join(config) + "\n"

def run(dilint, make, n):
    root = tempfile.mkdtemp(prefix="dilint-scale-")
    try:
        write(root, *make(n))
        start = time.monotonic()
        done = subprocess.run([dilint, "lint", "--no-cache", "--quiet", "--reporter", "json"], cwd=root,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=3600)
        return time.monotonic() - start, done.returncode
    finally:
        shutil.rmtree(root)

def main():
    dilint = os.path.abspath(sys.argv[1])
    scale = float(sys.argv[sys.argv.index("--scale") + 1]) if "--scale" in sys.argv else 1
    sizes = {"layers": int(5000 * scale), "glob": int(50000 * scale), "cycle": int(5000 * scale)}
    failed = False
    for name, make in (("layers", layers), ("glob", glob), ("cycle", cycle)):
        n = sizes[name]
        (t1, s1), (t2, s2) = run(dilint, make, n), run(dilint, make, 2 * n)
        ratio = t2 / t1 if t1 > 0 else float("inf")
        print(f"{name:7} N={n:>6}: {t1:7.2f} s (exit {s1})   2N={2 * n:>6}: {t2:7.2f} s (exit {s2})   ratio {ratio:.2f}")
        if s1 not in (0, 1) or s2 not in (0, 1) or ratio > 3:
            failed = True
    sys.exit(1 if failed else 0)

main()
