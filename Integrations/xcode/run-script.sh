#!/bin/sh
# Xcode Run Script build phase for dilint: findings appear in the Issue navigator and
# inline in the editor; errors fail the build.
#
# Target > Build Phases > + > New Run Script Phase, then paste this script (or call it:
# "${SRCROOT}/Integrations/xcode/run-script.sh"). Place the phase before "Compile Sources".
# The script reads the whole project, not only the phase's input files, so set
# ENABLE_USER_SCRIPT_SANDBOXING = NO for the target (Xcode 15 turns it on by default).
set -o pipefail

# Xcode's PATH leaves out Homebrew's folders.
export PATH="$PATH:/opt/homebrew/bin:/usr/local/bin"

if ! command -v dilint >/dev/null 2>&1; then
  echo "warning: dilint is not installed; build it with 'swift build -c release' and put it on PATH"
  exit 0
fi

cd "${SRCROOT}" || exit 1
# dilint prints paths relative to the current folder; Xcode links issues by absolute path.
dilint lint --reporter xcode | sed "s|^|${SRCROOT}/|"
