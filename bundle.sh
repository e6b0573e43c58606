#!/usr/bin/env bash
# bundle.sh: inline the snippets a solution uses into one file that a judge compiles with plain
# rustc (no crates). Bash and POSIX tools only. Run `./bundle.sh --help` for the options.
set -u
LC_ALL=C
export LC_ALL

usage() {
  cat <<'EOF'
Usage: ./bundle.sh [OPTIONS] SOLUTION.rs

Writes SOLUTION.rs with every snippet it uses (`use snippets::...` or `snippets::x::f(...)`)
inlined as `pub mod NAME { ... }` (cut at the snippet's `#[cfg(test)]` line), `snippets::`
turned into `crate::`. The result compiles with plain `rustc -O`, editions 2021 and 2024.

Options:
  -o FILE        write the result to FILE atomically (temporary file + rename; on any
                 failure an existing FILE is left as it was) instead of standard output
  --check        also compile the result with `rustc -O` for editions 2021 and 2024 in a
                 temporary directory; fail with the compiler's message
  --strip-docs   drop comment lines (and trailing `//` comments) to save bytes
  --list         print each snippet with the one-line description from its header, then exit
  -h, --help     print this help, then exit

Exit status: 0 on success, 1 when --check finds a compile error, 2 on bad input
(missing solution, unknown snippet or option, a snippet that breaks the test-module
convention, a solution without `fn main`). Nothing is written on failure.
A result over 64 KiB (Codeforces' source limit) is written with a warning on stderr.
EOF
}

die() {
  printf 'bundle.sh: %s\n' "$*" >&2
  exit 2
}

root=$(cd "$(dirname "$0")" && pwd) || die "cannot find the library directory"
snip_dir="$root/snippets"

out_file=""
check=0
strip=0
list=0
solution=""
while [ $# -gt 0 ]; do
  case "$1" in
    -o)
      [ $# -ge 2 ] || die "option -o needs a file name"
      out_file=$2
      shift 2
      continue
      ;;
    --check) check=1 ;;
    --strip-docs) strip=1 ;;
    --list) list=1 ;;
    -h | --help)
      usage
      exit 0
      ;;
    --)
      shift
      break
      ;;
    -*) die "unknown option '$1' (see ./bundle.sh --help)" ;;
    *)
      [ -z "$solution" ] || die "more than one solution file given ('$solution' and '$1')"
      solution=$1
      ;;
  esac
  shift
done
if [ $# -gt 0 ]; then
  [ -z "$solution" ] && [ $# -eq 1 ] || die "more than one solution file given"
  solution=$1
fi

# First line of a snippet's //! header, without the marker.
describe() {
  sed -n '1{s|^//![[:space:]]*||;p;q;}' "$1"
}

if [ "$list" = 1 ]; then
  for f in "$snip_dir"/*.rs; do
    name=$(basename "$f" .rs)
    [ "$name" = lib ] && continue
    printf '%-20s %s\n' "$name" "$(describe "$f")"
  done
  exit 0
fi

[ -n "$solution" ] || die "no solution file given (usage: ./bundle.sh [OPTIONS] SOLUTION.rs)"
[ -e "$solution" ] || die "solution file '$solution' does not exist"
[ -f "$solution" ] || die "solution file '$solution' is not a regular file"
[ -r "$solution" ] || die "solution file '$solution' is not readable"

# The solution without line comments, on one line: what the scanners read.
flat=$(sed 's|//.*$||' "$solution" | tr '\n' ' ')
printf '%s' "$flat" | grep -Eq '(^|[^A-Za-z0-9_])fn[[:space:]]+main[[:space:]]*\(' ||
  die "solution '$solution' has no 'fn main'"

# Every snippet named after a `snippets::` path start: `snippets::a`, `snippets::{a::f, b::*}`.
# Prints one name per line, or `*` for a glob of the whole library.
names=$(printf '%s' "$flat" | awk '
  function ident(s, i,   j) { j = i; while (j <= length(s) && substr(s, j, 1) ~ /[A-Za-z0-9_]/) j++; return substr(s, i, j - i) }
  {
    s = $0; n = length(s); pos = 1
    while ((k = index(substr(s, pos), "snippets::")) > 0) {
      at = pos + k - 1; pos = at + 10
      if (at > 1 && substr(s, at - 1, 1) ~ /[A-Za-z0-9_:]/) continue
      i = pos; while (substr(s, i, 1) == " ") i++
      c = substr(s, i, 1)
      if (c == "*") { print "*"; continue }
      if (c != "{") { id = ident(s, i); if (id != "") print id; continue }
      depth = 0; start = 1
      for (; i <= n; i++) {
        c = substr(s, i, 1)
        if (c == "{") { depth++; if (depth == 1) start = 1; continue }
        if (c == "}") { depth--; if (depth == 0) break; continue }
        if (depth == 1 && c == ",") { start = 1; continue }
        if (depth == 1 && start && c ~ /[A-Za-z_*]/) {
          if (c == "*") print "*"; else { id = ident(s, i); print id; i += length(id) - 1 }
          start = 0
        }
      }
      pos = i
    }
  }' | sort -u)

if printf '%s\n' "$names" | grep -qx '\*'; then
  die "'use snippets::*' (or '{*}') does not say which snippets to inline; name them"
fi
for name in $names; do
  [ "$name" != lib ] && [ -f "$snip_dir/$name.rs" ] ||
    die "unknown snippet '$name' used in '$solution' (no snippets/$name.rs)"
  f="$snip_dir/$name.rs"
  [ -r "$f" ] || die "snippet file snippets/$name.rs is not readable"
  count=$(grep -c '^#\[cfg(test)\]' "$f")
  [ "$count" = 1 ] ||
    die "snippet snippets/$name.rs breaks the test-module convention: expected exactly one line '#[cfg(test)]' before its final 'mod tests', found $count"
  after=$(awk '/^#\[cfg\(test\)\]/ { f = 1; next } f && NF { print; exit }' "$f")
  case "$after" in
    'mod tests'*) ;;
    *) die "snippet snippets/$name.rs breaks the test-module convention: '#[cfg(test)]' is not followed by 'mod tests'" ;;
  esac
  last=$(awk 'NF { l = $0 } END { print l }' "$f")
  [ "$last" = "}" ] || [ "$last" = "$after" ] ||
    die "snippet snippets/$name.rs breaks the test-module convention: 'mod tests' is not the last item"
  if awk '/^#\[cfg\(test\)\]/ { exit } { print }' "$f" | sed 's|//.*$||' |
    grep -Eq '(^|[^A-Za-z0-9_])(crate|super|snippets)::'; then
    die "snippet snippets/$name.rs uses crate::, super:: or snippets:: paths before its tests: a snippet must stand alone"
  fi
done

# Comment stripping for --strip-docs: whole comment lines, and trailing comments on lines
# without string literals (so "http://..." inside a string is never cut).
strip_comments() {
  if [ "$strip" = 1 ]; then
    sed -e '/^[[:space:]]*\/\//d' -e '/"/!s|[[:space:]]*//.*$||'
  else
    cat
  fi
}

# The solution with `snippets::` paths turned into `crate::`. Imports of a bare snippet module
# (`use snippets::a;`, the `a` of `use snippets::{a, b::f};`) are dropped: the inlined
# `pub mod a` is already in scope at the crate root, and importing it again would clash.
# Only `use` statements that start a line are rewritten this way (never text in comments).
rewrite_paths() {
  awk -v names=" $(printf '%s' "$names" | tr '\n' ' ') " 'BEGIN { RS = "\001" }
    function bundled(e) { gsub(/^[ \t\r\n]+|[ \t\r\n]+$/, "", e); return e != "" && index(names, " " e " ") > 0 }
    {
      s = $0; out = ""
      while (match(s, /(^|\n)[ \t]*use[ \t\r\n]+snippets::/)) {
        head = substr(s, 1, RSTART + RLENGTH - 1); rest = substr(s, RSTART + RLENGTH)
        if (match(rest, /^[A-Za-z_][A-Za-z0-9_]*[ \t\r\n]*;/)) {
          e = substr(rest, 1, RLENGTH - 1)
          if (bundled(e)) { sub(/use[ \t\r\n]+snippets::$/, "", head); out = out head; s = substr(rest, RLENGTH + 1); continue }
        } else if (substr(rest, 1, 1) == "{") {
          depth = 0; kept = ""; elem = ""; n = length(rest)
          for (i = 1; i <= n; i++) {
            c = substr(rest, i, 1)
            if (c == "{") { depth++; if (depth == 1) continue }
            if (c == "}") { depth--; if (depth == 0) break }
            if (depth == 1 && c == ",") { if (!bundled(elem) && elem ~ /[^ \t\r\n]/) kept = kept (kept == "" ? "" : ",") elem; elem = ""; continue }
            elem = elem c
          }
          if (!bundled(elem) && elem ~ /[^ \t\r\n]/) kept = kept (kept == "" ? "" : ",") elem
          tail = substr(rest, i + 1)
          if (match(tail, /^[ \t\r\n]*;/)) {
            sub(/use[ \t\r\n]+snippets::$/, "", head)
            if (kept == "") out = out head
            else { sub(/^[ \t\r\n]+/, "", kept); out = out head "use snippets::{" kept "};" }
            s = substr(tail, RLENGTH + 1); continue
          }
        }
        out = out head; s = rest
      }
      s = out s
      gsub(/(^|[^A-Za-z0-9_:])snippets::/, "&\001", s)
      gsub(/snippets::\001/, "crate::", s)
      gsub(/(^|\n)[ \t]*extern[ \t]+crate[ \t]+snippets[ \t]*;[^\n]*/, "", s)
      printf "%s", s
    }'
}

commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
if [ "$commit" != unknown ] && [ -n "$(git -C "$root" status --porcelain -- snippets 2>/dev/null)" ]; then
  commit="$commit+dirty"
fi

tmp_dir=$(mktemp -d "${TMPDIR:-/tmp}/bundle.XXXXXX") || die "cannot create a temporary directory"
trap 'rm -rf "$tmp_dir"' EXIT
result="$tmp_dir/main.rs"
{
  printf '// Bundled by game-snippets ./bundle.sh from %s\n' "$(basename "$solution")"
  printf '// Snippets: %s\n' "$(printf '%s' "$names" | tr '\n' ' ' | sed 's/ *$//;s/^$/(none)/')"
  printf '// Library commit: %s\n' "$commit"
  rewrite_paths <"$solution" | strip_comments
  for name in $names; do
    printf '\n#[allow(dead_code)]\npub mod %s {\n' "$name"
    awk '/^#\[cfg\(test\)\]/ { exit } { print }' "$snip_dir/$name.rs" | strip_comments |
      awk '{ lines[NR] = $0 } NF { last = NR } END { for (i = 1; i <= last; i++) print lines[i] }'
    printf '}\n'
  done
} >"$result" || die "cannot write the result"

size=$(wc -c <"$result" | tr -d ' ')
if [ "$size" -gt 65536 ]; then
  printf 'bundle.sh: warning: the result is %s bytes, over the 64 KiB (65536 bytes) source limit of Codeforces; try --strip-docs\n' "$size" >&2
fi

if [ "$check" = 1 ]; then
  command -v rustc >/dev/null 2>&1 || die "--check needs rustc on the PATH"
  for edition in 2021 2024; do
    if ! rustc --edition "$edition" -O -o "$tmp_dir/main-$edition" "$result" 2>"$tmp_dir/rustc.log"; then
      printf 'bundle.sh: the bundled solution does not compile with rustc -O --edition %s:\n' "$edition" >&2
      cat "$tmp_dir/rustc.log" >&2
      exit 1
    fi
    cat "$tmp_dir/rustc.log" >&2
  done
fi

if [ -n "$out_file" ]; then
  out_dir=$(dirname "$out_file")
  [ -d "$out_dir" ] || die "cannot write '$out_file': no directory '$out_dir'"
  staged=$(mktemp "$out_dir/.bundle.XXXXXX") || die "cannot write into '$out_dir'"
  if ! cat "$result" >"$staged" || ! mv -f "$staged" "$out_file"; then
    rm -f "$staged"
    die "cannot write '$out_file'"
  fi
else
  cat "$result"
fi
