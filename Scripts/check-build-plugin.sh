#!/bin/sh
# Builds Fixtures/BuildPlugin/Demo, whose App target uses the DilintBuildTool plugin, and
# checks that dilint's finding reaches the build log and fails the build
# (Tests/DilintTests/BuildPluginTests.swift). It takes minutes: the demo compiles dilint
# from source. Arguments go to `swift test`, e.g. --scratch-path DIR.
# DILINT_BUILD_PLUGIN_SCRATCH=DIR keeps the demo's own build for the next run.
set -eu
cd "$(dirname "$0")/.."
DILINT_BUILD_PLUGIN_TEST=1 exec swift test --filter BuildPluginTests "$@"
