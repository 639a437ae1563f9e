#!/usr/bin/env bash
# Builds Qilin as a folder that runs on a machine without Java: a Java runtime cut down to the modules Qilin
# uses (jlink), the jar, and the launchers qilin and qilin.bat. Copy the folder anywhere on a machine of the
# same operating system and processor as the JDK that built it, and register its launcher in a GUI.
#
#   tools/dist.sh [FOLDER]      # default: dist/qilin at the repository root
set -euo pipefail

root="$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
usage="usage: tools/dist.sh [FOLDER]   (default: $root/dist/qilin)"
case "${1:-}" in
  -h|--help) echo "$usage"; exit 0 ;;
  -*) echo "$usage" >&2; exit 2 ;;
esac
[ $# -le 1 ] || { echo "$usage" >&2; exit 2; }
out="${1:-$root/dist/qilin}"

# A folder this script built is replaced as a whole; anything else at that path (a file, a folder with something
# in it) is the user's and stays.
built_here() { [ -f "$out/runtime/release" ] && [ -f "$out/qilin.jar" ]; }
free() { [ ! -e "$out" ] || { [ -d "$out" ] && [ -z "$(ls -A "$out")" ]; }; }
if ! built_here && ! free; then
  echo "dist.sh: $out: exists and is not a folder dist.sh built; give a new or empty folder" >&2
  exit 2
fi

# The jar, built by the root launcher when it is missing or older than the sources.
jar="$root/cli/target/qilin.jar"
"$root/qilin" --version >/dev/null

# The JDK's tools: JAVA_HOME's when it is set, as the launcher and Maven choose, else those on the PATH.
tools=""
[ -n "${JAVA_HOME:-}" ] && tools="$JAVA_HOME/bin/"
# jdeps sees the modules the classes link against. jdk.charsets also holds GBK and GB18030, which game records
# come in (engine.notation.TextCharset asks for them by name, so jdeps cannot see it); Linux's java.base
# carries them too, other platforms' may not.
modules="$("${tools}jdeps" --print-module-deps --ignore-missing-deps "$jar"),jdk.charsets"

mkdir -p "$(dirname "$out")"
work="$(mktemp -d "$(dirname "$out")/.qilin-dist.XXXXXX")"
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
# The runtime gets its own class-data archives (--generate-cds-archive), as a JDK has: without them every
# launch loads the JDK's classes one by one from the module image. jlink's chatter (the archive's warnings about
# classes of modules left out) goes to a log, shown only when jlink fails.
if ! "${tools}jlink" --add-modules "$modules" --strip-debug --no-man-pages --no-header-files \
    --generate-cds-archive --output "$work/runtime" >"$work/jlink.log" 2>&1; then
  cat "$work/jlink.log" >&2
  echo "dist.sh: jlink failed (it needs a full JDK: its jmods folder, or a JDK that links from its own runtime)" >&2
  exit 1
fi
rm "$work/jlink.log"
cp "$jar" "$work/qilin.jar"
cp "$root/qilin" "$root/qilin.bat" "$work/"
rm -rf "$out"
mv "$work" "$out"
echo "$out: $(du -sh "$out" | cut -f1), modules $modules; register $out/qilin (qilin.bat on Windows) in a GUI"
