#!/usr/bin/env bash
# bundle.sh: inline the snippets a solution uses into one file that a judge compiles with plain
# rustc (no crates). Bash and POSIX tools only. Run `./bundle.sh --help` for the options.
set -u
LC_ALL=C
export LC_ALL

usage() {
  cat <<'EOF'
Usage: ./bundle.sh [OPTIONS] SOLUTION.rs

Writes SOLUTION.rs followed by `pub mod snippets { pub mod NAME { ... } ... }` holding every
snippet the solution uses (each cut at its `#[cfg(test)]` line). Paths that start with the
library's name (`snippets::x`, `::snippets::x`, in any `use` form or expression, at the crate
root or inside the solution's own modules) become `crate::snippets::x`; only code counts, not
comments or string literals. `use snippets::*` inlines every snippet. The result compiles with
plain `rustc -O`, editions 2021 and 2024.

Options:
  -o FILE        write the result to FILE atomically (temporary file + rename; on any
                 failure an existing FILE is left as it was) instead of standard output
  --check        also compile the result with `rustc -O` for editions 2021 and 2024 in a
                 temporary directory; fail with the compiler's message
  --strip-docs   drop every comment (doc comments too) to save bytes
  --list         print each snippet with the one-line description from its header, then exit
  --export FMT   print every snippet as an editor snippet file, then exit: FMT `vscode` (a
                 `.code-snippets` JSON file) or `ultisnips` (UltiSnips `.snippets`, which
                 snipMate-compatible plugins read too); the prefix is the snippet's name and
                 the body is `pub mod NAME { ... }` around the code the bundler inlines
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
export_fmt=""
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
    --export)
      [ $# -ge 2 ] || die "option --export needs a format (vscode or ultisnips)"
      case "$2" in vscode | ultisnips) export_fmt=$2 ;; *) die "unknown export format '$2' (vscode or ultisnips)" ;; esac
      shift 2
      continue
      ;;
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

all_snippets() {
  for f in "$snip_dir"/*.rs; do
    name=$(basename "$f" .rs)
    [ "$name" = lib ] || printf '%s\n' "$name"
  done
}

if [ "$list" = 1 ]; then
  for name in $(all_snippets); do
    printf '%-20s %s\n' "$name" "$(describe "$snip_dir/$name.rs")"
  done
  exit 0
fi


# A Rust lexer in awk: the whole input is one record; lex() splits it into tokens (ty: w white
# space, c comment, s string or char literal, i identifier or keyword, n number, l lifetime,
# p punctuation with `::` as one token) so that text in comments and literals is never taken
# for code. emit() prints every token, or its replacement rep[k].
lexer='
function tok(t, a, b) { nt++; ty[nt] = t; st[nt] = a; en[nt] = b }
function text(k) { return substr(src, st[k], en[k] - st[k]) }
function identc(c) { return c ~ /[A-Za-z0-9_]/ }
function str_end(i,   j, c) {
  for (j = i + 1; j <= n; j++) {
    c = substr(src, j, 1)
    if (c == "\\") j++
    else if (c == "\"") return j + 1
  }
  return n + 1
}
function raw_end(j,   h, cl, k) {
  for (h = 0; substr(src, j + h, 1) == "#"; h++);
  if (substr(src, j + h, 1) != "\"") return 0
  cl = "\""
  for (k = 0; k < h; k++) cl = cl "#"
  k = index(substr(src, j + h + 1), cl)
  return k ? j + h + k + length(cl) : n + 1
}
function char_end(i,   j) {
  j = (substr(src, i + 1, 1) == "\\") ? i + 3 : i + 2
  while (j <= n && j < i + 12 && substr(src, j, 1) != "\047") j++
  return j + 1
}
function lex(   i, j, c, c2, w, d) {
  n = length(src); nt = 0; i = 1
  while (i <= n) {
    c = substr(src, i, 1); c2 = substr(src, i, 2)
    if (c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\f") {
      for (j = i + 1; j <= n; j++) { c = substr(src, j, 1); if (c != " " && c != "\t" && c != "\n" && c != "\r" && c != "\f") break }
      tok("w", i, j); i = j; continue
    }
    if (c2 == "//") {
      for (j = i + 2; j <= n && substr(src, j, 1) != "\n"; j++);
      tok("c", i, j); i = j; continue
    }
    if (c2 == "/*") {
      d = 1
      for (j = i + 2; j <= n && d > 0; ) {
        c2 = substr(src, j, 2)
        if (c2 == "/*") { d++; j += 2 } else if (c2 == "*/") { d--; j += 2 } else j++
      }
      tok("c", i, j); i = j; continue
    }
    if (c ~ /[A-Za-z_]/) {
      for (j = i + 1; j <= n && identc(substr(src, j, 1)); j++);
      w = substr(src, i, j - i); c = substr(src, j, 1)
      if ((w == "r" || w == "br" || w == "cr") && (c == "\"" || c == "#") && (d = raw_end(j)) > 0) { tok("s", i, d); i = d; continue }
      if ((w == "b" || w == "c") && c == "\"") { d = str_end(j); tok("s", i, d); i = d; continue }
      if (w == "b" && c == "\047") { d = char_end(j); tok("s", i, d); i = d; continue }
      if (w == "r" && c == "#" && substr(src, j + 1, 1) ~ /[A-Za-z_]/) for (j++; j <= n && identc(substr(src, j, 1)); j++);
      tok("i", i, j); i = j; continue
    }
    if (c ~ /[0-9]/) {
      for (j = i + 1; j <= n && identc(substr(src, j, 1)); j++);
      tok("n", i, j); i = j; continue
    }
    if (c == "\"") { j = str_end(i); tok("s", i, j); i = j; continue }
    if (c == "\047") {
      c = substr(src, i + 1, 1)
      if (c == "\\" || substr(src, i + 2, 1) == "\047" || c > "~") { j = char_end(i); tok("s", i, j); i = j; continue }
      if (c ~ /[A-Za-z_]/) { for (j = i + 2; j <= n && identc(substr(src, j, 1)); j++); tok("l", i, j); i = j; continue }
    }
    if (c2 == "::") { tok("p", i, i + 2); i += 2; continue }
    tok("p", i, i + 1); i++
  }
}
# Comments become a \002 mark (kept line breaks): the caller drops the marks, the spaces before
# them, and lines left empty.
function strip_comments(   k, t) {
  for (k = 1; k <= nt; k++) if (ty[k] == "c") { t = text(k); gsub(/[^\n]/, "", t); gsub(/\n/, "\n\002", t); rep[k] = "\002" t }
}
function emit(   k) { for (k = 1; k <= nt; k++) printf "%s", ((k in rep) ? rep[k] : text(k)) }
'
unmark='{ if (index($0, "\002")) { gsub(/\002/, ""); sub(/[ \t\r]+$/, ""); if ($0 == "") next } print }'

# The solution's code tokens: which snippets it names (printed as `name NAME`, `all` for a glob
# or an alias of the whole library, `main` when it has `fn main`), and the solution rewritten to
# the file `out`: every path that starts with the library (`snippets::`, `::snippets::`,
# `use snippets as x`) starts with `crate::snippets` instead, which resolves the same way at the
# crate root and in nested modules, in every edition; imports of the bare library (`use
# snippets;`, the `self` of `use snippets::{self, a}`, `extern crate snippets;`) are dropped,
# as the inlined `mod snippets` is already there. Line breaks are kept.
scan='
BEGIN { RS = "\001"; split("use return in mut dyn impl as for where if match while let else move break const static ref type unsafe", w, " "); for (k in w) kw[w[k]] = 1 }
function ident(t) { return t ~ /^[A-Za-z_][A-Za-z0-9_]*$/ }
# Blanks code tokens pa..pb, the text between them (line breaks stay) and the spaces after them.
function blank(pa, pb,   k, t) {
  for (k = ci[pa]; k <= ci[pb]; k++) { t = text(k); if (ty[k] == "w" || ty[k] == "c") gsub(/[^\n]/, "", t); else t = ""; rep[k] = t }
  if (k <= nt && ty[k] == "w" && text(k) !~ /\n/) rep[k] = ""
}
# The start of the use declaration whose `use` is code token u, with its visibility.
function use_start(u,   q) {
  if (ct[u - 1] == "pub") return u - 1
  if (ct[u - 1] == ")") { for (q = u - 2; q > 0 && ct[q] != "("; q--); if (q > 1 && ct[q - 1] == "pub") return q - 1 }
  return u
}
function name_of(t) { if (t == "*") all = 1; else if (ident(t) && t != "self" && t != "super" && t != "crate") print "name " t }
# A group `{ ... }` right after `snippets::` (code token o is the `{`); returns its `}`.
# Sets kept to the number of elements left after dropping a bare `self`.
function group(o,   q, e, d, drop, inner, kc) {
  for (q = o + 1; q <= cn && ct[q] != "}"; ) {
    e = q; drop = 0
    if (ct[q] == "{") { inner = group(q); q = inner + 1 }
    else if (ct[q] == "self") { if (ct[q + 1] == "as") all = 1; else drop = 1 }
    else name_of(ct[q])
    for (d = 0; q <= cn; q++) {
      if (ct[q] == "{") d++
      else if (ct[q] == "}") { if (d == 0) break; d-- }
      else if (ct[q] == "," && d == 0) break
    }
    if (drop) { if (ct[q] == ",") blank(e, q); else if (ct[e - 1] == ",") blank(e - 1, q - 1); else blank(e, q - 1) }
    else kc++
    if (ct[q] == ",") q++
  }
  kept = kc
  return q
}
{ src = src $0 }
END {
  lex()
  if (strip) strip_comments()
  for (k = 1; k <= nt; k++) if (ty[k] != "w" && ty[k] != "c") { cn++; ci[cn] = k; ct[cn] = (ty[k] == "i" || ty[k] == "p") ? text(k) : ty[k] }
  for (p = 1; p <= cn; p++) {
    if (ct[p] == "use") u = p
    inuse[p] = u
    if (ct[p] == ";") u = 0
    if (ct[p] == "fn" && ct[p + 1] == "main") print "main"
  }
  for (p = 1; p <= cn; p++) {
    if (ct[p] != "snippets" || ct[p - 1] == "." || ct[p - 1] == "$") continue
    first = p
    if (ct[p - 1] == "::") {
      if (p > 2 && ((ident(ct[p - 2]) && !(ct[p - 2] in kw)) || ct[p - 2] == ">")) continue
      first = p - 1
    }
    nx = ct[p + 1]
    if (ct[p - 1] == "crate" && ct[p - 2] == "extern") {
      if (nx == ";") blank(p - 2, p + 1)
      else if (nx == "as") { rep[ci[p - 2]] = ""; rep[ci[p - 1]] = "use"; rep[ci[p]] = "crate::snippets"; all = 1 }
      continue
    }
    if (nx == "::") {
      if (first < p) rep[ci[first]] = ""
      rep[ci[p]] = "crate::snippets"
      if (ct[p + 2] == "{") {
        cl = group(p + 2)
        if (kept == 0 && inuse[p] && ct[first - 1] == "use" && ct[cl + 1] == ";") blank(use_start(first - 1), cl + 1)
      } else name_of(ct[p + 2])
      continue
    }
    if (!inuse[p]) continue
    if (nx == "as") { if (first < p) rep[ci[first]] = ""; rep[ci[p]] = "crate::snippets"; all = 1 }
    else if (nx == ";" && ct[first - 1] == "use") blank(use_start(first - 1), p + 1)
    else if (nx == ",") blank(first, p + 1)
    else if ((nx == "}" || nx == ";") && ct[first - 1] == ",") blank(first - 1, p)
    else if (nx == "}" || nx == ";") blank(first, p)
  }
  if (all) print "all"
  printf "" > out
  for (k = 1; k <= nt; k++) printf "%s", ((k in rep) ? rep[k] : text(k)) > out
}
'

# Dies unless snippet NAME exists and keeps the test-module convention.
validate() {
  name=$1
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
}

# A snippet's code: the file cut at its `#[cfg(test)]` line, without trailing blank lines.
snippet_code() {
  awk '/^#\[cfg\(test\)\]/ { exit } { print }' "$snip_dir/$1.rs" |
    if [ "$strip" = 1 ]; then awk "BEGIN { RS = \"\\001\" } { src = src \$0 } END { lex(); strip_comments(); emit() } $lexer" | awk "$unmark"; else cat; fi |
    awk '{ lines[NR] = $0 } NF { last = NR } END { for (i = 1; i <= last; i++) print lines[i] }'
}

# Editor snippets: every snippet as `pub mod NAME { code }`, escaped for the editor's syntax
# (VS Code: a backslash before `\` and `$`, then JSON escapes; UltiSnips: before `\`, `$`, `).
escape_lines() {
  awk -v chars="$1" -v json="$2" '
    function esc(s, set,   o, i, c) {
      o = ""
      for (i = 1; i <= length(s); i++) {
        c = substr(s, i, 1)
        if (index(set, c)) o = o "\\" c; else if (c == "\t" && json) o = o "\\t"; else o = o c
      }
      return o
    }
    { print json ? esc(esc($0, chars), "\\\"") : esc($0, chars) }'
}
if [ -n "$export_fmt" ]; then
  for name in $(all_snippets); do validate "$name"; done
  sep=""
  [ "$export_fmt" = vscode ] && printf '{\n'
  for name in $(all_snippets); do
    desc=$(describe "$snip_dir/$name.rs")
    if [ "$export_fmt" = vscode ]; then
      printf '%s  "game-snippets %s": {\n    "prefix": "%s",\n    "scope": "rust",\n' "$sep" "$name" "$name"
      printf '    "description": "%s",\n    "body": [\n' "$(printf '%s\n' "$desc" | escape_lines "" 1)"
      { printf 'pub mod %s {\n' "$name"; snippet_code "$name"; printf '}\n'; } |
        escape_lines '\$' 1 | awk '{ printf "%s      \"%s\"", (NR > 1 ? ",\n" : ""), $0 } END { printf "\n    ]\n  }" }'
      sep=$',\n'
    else
      printf 'snippet %s "%s" b\n' "$name" "$(printf '%s' "$desc" | tr '"' "'")"
      { printf 'pub mod %s {\n' "$name"; snippet_code "$name"; printf '}\n'; } | escape_lines '\$`' 0
      printf 'endsnippet\n\n'
    fi
  done
  [ "$export_fmt" = vscode ] && printf '\n}\n'
  exit 0
fi

[ -n "$solution" ] || die "no solution file given (usage: ./bundle.sh [OPTIONS] SOLUTION.rs)"
[ -e "$solution" ] || die "solution file '$solution' does not exist"
[ -f "$solution" ] || die "solution file '$solution' is not a regular file"
[ -r "$solution" ] || die "solution file '$solution' is not readable"

tmp_dir=$(mktemp -d "${TMPDIR:-/tmp}/bundle.XXXXXX") || die "cannot create a temporary directory"
trap 'rm -rf "$tmp_dir"' EXIT

meta=$(awk -v strip="$strip" -v out="$tmp_dir/solution.rs" "$lexer$scan" "$solution") ||
  die "cannot read solution '$solution'"
printf '%s\n' "$meta" | grep -qx main || die "solution '$solution' has no 'fn main'"
if printf '%s\n' "$meta" | grep -qx all; then
  names=$(all_snippets)
  printf "bundle.sh: note: 'use snippets::*' (or an alias of the whole library) inlines every snippet; name the ones you use for a smaller file\n" >&2
else
  names=$(printf '%s\n' "$meta" | sed -n 's/^name //p' | sort -u)
fi

for name in $names; do
  validate "$name"
done


commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
if [ "$commit" != unknown ] && [ -n "$(git -C "$root" status --porcelain -- snippets 2>/dev/null)" ]; then
  commit="$commit+dirty"
fi

result="$tmp_dir/main.rs"
{
  printf '// Bundled by game-snippets ./bundle.sh from %s\n' "$(basename "$solution")"
  printf '// Snippets: %s\n' "$(if [ -n "$names" ]; then printf '%s' "$names" | tr '\n' ' '; else printf '(none)'; fi)"
  printf '// Library commit: %s\n' "$commit"
  if [ "$strip" = 1 ]; then awk "$unmark" "$tmp_dir/solution.rs"; else cat "$tmp_dir/solution.rs"; fi
  if [ -n "$names" ] || grep -q 'crate::snippets' "$tmp_dir/solution.rs"; then
    printf '\n#[allow(dead_code)]\npub mod snippets {\n'
    sep=""
    for name in $names; do
      printf '%spub mod %s {\n' "$sep" "$name"
      snippet_code "$name"
      printf '}\n'
      sep='
'
    done
    printf '}\n'
  fi
} >"$result" || die "cannot write the result"

size=$(wc -c <"$result" | tr -d ' ')
if [ "$size" -gt 65536 ]; then
  hint="; try --strip-docs"
  [ "$strip" = 0 ] || hint=""
  printf 'bundle.sh: warning: the result is %s bytes, over the 64 KiB (65536 bytes) source limit of Codeforces%s\n' "$size" "$hint" >&2
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
