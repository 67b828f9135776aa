#!/usr/bin/env python3
"""facts-snapshot.py DILINT [DIR ...] --save SNAPSHOT.json | --diff OLD.json

Records what dilint sees and says in each project folder, so that a change to the front end
can be held to "the same facts and findings, except where it now sees more":

  - every finding: rule, file, line, column, message;
  - every registration and resolution `dilint debug model` lists: dialect, type(s), name,
    file, line.

With no DIR, the folders are this repository's fixture projects (each folder of Fixtures/
that SPEC §8 analyzes as one project, and the showcase), plus every folder of
$DILINT_REALCODE (the real-code exports of ../shared/corpus/real-code.md) when it is set.

--save writes the snapshot. --diff compares this run with a saved one: a table per folder
(registrations, resolutions, findings before and after) and every site or finding that
appeared or disappeared. Exits 1 when --diff finds a difference, 2 when dilint failed.
"""
import json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def default_folders():
    fixtures = os.path.join(ROOT, "Fixtures")
    folders = []
    for name in sorted(os.listdir(fixtures)):
        path = os.path.join(fixtures, name)
        if not os.path.isdir(path):
            continue
        if name in ("Containers", "EndToEnd"):
            folders += [os.path.join(path, sub) for sub in sorted(os.listdir(path)) if os.path.isdir(os.path.join(path, sub))]
        else:
            folders.append(path)
    realcode = os.environ.get("DILINT_REALCODE")
    if realcode and os.path.isdir(realcode):
        folders += [os.path.join(realcode, name) for name in sorted(os.listdir(realcode))]
    return folders


def run(dilint, folder, *args):
    p = subprocess.run([dilint, *args], cwd=folder, capture_output=True, text=True)
    if p.returncode not in (0, 1):
        return None, p.stderr.strip()[:300]
    try:
        return json.loads(p.stdout), None
    except ValueError as e:
        return None, f"invalid JSON: {e}"


def snapshot(dilint, folder):
    lint, err = run(dilint, folder, "lint", ".", "--reporter", "json", "--no-cache")
    if lint is None:
        # A fixture with a broken configuration is a test of exit 2: nothing to record.
        return {"error": err}
    model, err = run(dilint, folder, "debug", "model", ".")
    if model is None:
        return {"error": err}
    findings = sorted(f"{d['rule']} {d['file']}:{d['line']}:{d['column']} {d['message']}" for d in lint["diagnostics"])
    registrations = sorted(
        f"{r['dialect']} {'/'.join(r['provides'])} name={r['name']} {r['file']}:{r['line']}" for r in model["registrations"])
    resolutions = sorted(
        f"{r['dialect']} {r['type']} name={r['name']} many={r['many']} {r['file']}:{r['line']}" for r in model["resolutions"])
    return {"findings": findings, "registrations": registrations, "resolutions": resolutions}


def label(folder):
    rel = os.path.relpath(folder, ROOT)
    return os.path.basename(os.path.normpath(folder)) if rel.startswith("..") else rel


def main():
    args = sys.argv[1:]
    save = diff = None
    if "--save" in args:
        i = args.index("--save"); save = args[i + 1]; del args[i:i + 2]
    if "--diff" in args:
        i = args.index("--diff"); diff = args[i + 1]; del args[i:i + 2]
    if not args or not (save or diff):
        print(__doc__); return 2
    dilint = os.path.abspath(args[0])
    folders = args[1:] or default_folders()
    snap = {label(f): snapshot(dilint, f) for f in folders}
    failed = [name for name, s in snap.items() if "error" in s and not name.endswith("BrokenConfig")]
    for name in failed:
        print(f"dilint failed on {name}: {snap[name]['error']}", file=sys.stderr)
    if save:
        with open(save, "w") as out:
            json.dump(snap, out, indent=0, sort_keys=True)
    changed = False
    if diff:
        old = json.load(open(diff))
        kinds = ("registrations", "resolutions", "findings")
        print(f"{'folder':44} " + " ".join(f"{k[:5] + ' before':>13} {'after':>6}" for k in kinds))
        lines = []
        for name, now in snap.items():
            before = old.get(name, {})
            row = f"{name[:44]:44} "
            for kind in kinds:
                a, b = before.get(kind, []), now.get(kind, [])
                row += f"{len(a):>13} {len(b):>6} "
                for tag, items in (("+", sorted(set(b) - set(a))), ("-", sorted(set(a) - set(b)))):
                    lines += [f"{tag} {name}: {kind[:-1]}: {item}" for item in items]
            print(row.rstrip())
        for line in lines:
            print(line)
        changed = bool(lines)
    return 2 if failed else (1 if changed else 0)


sys.exit(main())
