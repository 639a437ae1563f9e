#!/usr/bin/env bash
# Makes a training shard again from its manifest (training/DATA.md, "Training sets: manifests"): builds the jar
# of the shard's commit in a scratch worktree (or takes --jar, a build of that commit), runs that jar's datagen
# with the recorded settings and evaluation, then checks the file against the manifest: the header's provenance
# line by line (format 2) and the SHA-256 where the manifest has one (else prints it, to be recorded).
#
#   tools/regenerate-shard.sh [--jar JAR] MANIFEST SHARD OUT
#
# A game depends only on its number, the seed and the settings, so the shard comes back byte for byte; an OUT
# that a stopped regeneration left is resumed. Exit 0: made and matching; 1: made but different, or failed;
# 2: bad arguments.
set -euo pipefail

usage() { echo "usage: tools/regenerate-shard.sh [--jar JAR] MANIFEST SHARD OUT" >&2; exit 2; }
jar=""
if [ "${1:-}" = "--jar" ]; then
  [ $# -ge 2 ] || usage
  jar="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
  shift 2
fi
[ $# -eq 3 ] || usage
manifest="$1" shard="$2" out="$3"
[ -f "$manifest" ] || { echo "regenerate-shard: $manifest: no such file" >&2; exit 2; }
[ -z "$jar" ] || [ -f "$jar" ] || { echo "regenerate-shard: --jar $jar: no such file" >&2; exit 2; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# The shard's section, as key=value lines.
entry="$(awk -v want="[shard $shard]" '
  /^\[shard / { inside = ($0 == want); next }
  inside && /^[a-z][a-z0-9-]*=/ { print }' "$manifest")"
[ -n "$entry" ] || { echo "regenerate-shard: $manifest has no shard $shard" >&2; exit 2; }
value() { printf '%s\n' "$entry" | sed -n "s/^$1=//p" | head -n 1; }
format="$(value format)" commit="$(value commit)" games="$(value games)" sha="$(value sha256)"
evaluation="$(value evaluation)"
[ -n "$commit" ] && [ -n "$games" ] || { echo "regenerate-shard: $shard: no commit or games in $manifest" >&2; exit 2; }

scratch="$(mktemp -d)"
cleanup() {
  git -C "$root" worktree remove --force "$scratch/tree" >/dev/null 2>&1 || true
  rm -rf "$scratch"
}
trap cleanup EXIT

if [ -z "$jar" ]; then
  echo "building the jar of $commit" >&2
  git -C "$root" worktree add --detach -q "$scratch/tree" "$commit"
  (cd "$scratch/tree" && mvn -B -q -DskipTests -pl cli -am package) >&2
  jar="$scratch/tree/cli/target/qilin.jar"
fi

# The network, when the shard was made with a file rather than the commit's own evaluation: COMMIT:PATH in git.
java_options=()
network_file="$(value network-file)"
[ -n "$network_file" ] || case "$evaluation" in network-file=*) network_file="${evaluation#network-file=}" ;; esac
if [ -n "$network_file" ]; then
  git -C "$root" show "$network_file" > "$scratch/network.qnn"
  java_options+=("-Dqilin.evalfile=$scratch/network.qnn")
fi

if [ "$format" = 1 ]; then
  read -r -a args <<< "$(value datagen-args)"
else
  args=(--games "$games" --seed "$(value seed)" --nodes "$(value nodes)" --random-plies "$(value random-plies)"
        --verify-nodes "$(value verify-nodes)" --max-opening-score "$(value max-opening-score)"
        --hash "$(value hash-mb)" --threads "$(nproc)")
fi
echo "java ${java_options[*]} -jar $jar datagen --out $out ${args[*]}" >&2
java "${java_options[@]}" -jar "$jar" datagen --out "$out" "${args[@]}" >&2

status=0
if [ "$format" = 2 ]; then
  # The header: 16 fixed bytes, the last 4 the provenance text's length, then the text.
  length=$(od -An -tu1 -j12 -N4 "$out" | awk '{ print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4 }')
  header="$(dd if="$out" bs=1 skip=16 count="$length" 2>/dev/null)"
  while IFS= read -r line; do
    key="${line%%=*}"
    case "$key" in format|games|positions|bytes|sha256|network-file) continue ;; esac
    if ! printf '%s\n' "$header" | grep -qxF -- "$line"; then
      echo "regenerate-shard: $out: its header differs from the manifest at '$line'" >&2
      status=1
    fi
  done <<< "$entry"
fi
actual="$(sha256sum "$out" | cut -d' ' -f1)"
if [ -z "$sha" ] || [ "$sha" = unknown ]; then
  echo "$shard: made as $out, sha256=$actual (the manifest has none: record it)"
elif [ "$sha" = "$actual" ]; then
  echo "$shard: made as $out, sha256=$actual as the manifest says"
else
  echo "regenerate-shard: $out: sha256 $actual, the manifest says $sha" >&2
  status=1
fi
exit $status
