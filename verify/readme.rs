//! The README's usage text is true: its Rust code compiles against the library.
//!
//! The format (for whoever edits README.md):
//! - Every block fenced with exactly ```` ```rust ```` is compiled and run (```` ```rust,no_run ````:
//!   compiled only). Each block becomes the body of its own function (`fn readme_line_N() {
//!   ... }`), so it holds statements and items (`use`, `let`, `fn`, `struct`, `impl`, ...) and
//!   declares every variable it uses. It names the library as a solution does (`use
//!   snippets::NAME::...`). All blocks go into one program that `./bundle.sh` bundles, plain
//!   `rustc --edition 2021` compiles (unused variables and the like are allowed) and that runs
//!   each block once, in README order; a panic fails the test. Fence code that must not be
//!   compiled as ```` ```text ```` or ```` ```rust,ignore ````.
//! - In the README's tables, every code span that contains `(` (a call, a signature) must appear
//!   verbatim (ignoring white space, `\|` read as `|`) in one of the compiled blocks: copy calls
//!   from the blocks into the table, so that they are checked too. Other code spans (names,
//!   types) are free.
//!
//! A failure names the README line and the compiler's error, e.g.
//! `README.md:131: error[E0061]: this function takes 3 arguments but 1 argument was supplied`.
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const MARK: &str = "// readme-check: the README's ```rust blocks, one function each";

/// A compiled block: the README line of its first code line, and its lines.
struct Block {
    line: usize,
    code: Vec<String>,
    run: bool,
}

fn rust_blocks(readme: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut current: Option<Block> = None;
    for (i, l) in readme.lines().enumerate() {
        match current.take() {
            None if l.trim() == "```rust" || l.trim() == "```rust,no_run" => {
                current = Some(Block {
                    line: i + 2,
                    code: Vec::new(),
                    run: l.trim() == "```rust",
                })
            }
            None => {}
            Some(b) if l.trim_start().starts_with("```") => blocks.push(b),
            Some(mut b) => {
                b.code.push(l.to_string());
                current = Some(b);
            }
        }
    }
    blocks
}

/// Code spans of table rows (lines starting with `|`) that contain `(`: (README line, code).
fn table_calls(readme: &str) -> Vec<(usize, String)> {
    let mut calls = Vec::new();
    let mut fenced = false;
    for (i, l) in readme.lines().enumerate() {
        if l.trim_start().starts_with("```") {
            fenced = !fenced;
        }
        if fenced || !l.trim_start().starts_with('|') {
            continue;
        }
        for span in code_spans(l) {
            if span.contains('(') {
                calls.push((i + 1, span.replace("\\|", "|")));
            }
        }
    }
    calls
}

/// The code spans of one line: a run of n backticks opens a span that the next run of exactly
/// n backticks closes (CommonMark), so ```` ```rust ```` is one span.
fn code_spans(line: &str) -> Vec<String> {
    let b = line.as_bytes();
    let run = |at: usize| b[at..].iter().take_while(|&&c| c == b'`').count();
    let mut spans = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'`' {
            i += 1;
            continue;
        }
        let n = run(i);
        let mut j = i + n;
        let close = loop {
            if j >= b.len() {
                break None;
            }
            if b[j] == b'`' {
                let m = run(j);
                if m == n {
                    break Some(j);
                }
                j += m;
            } else {
                j += 1;
            }
        };
        match close {
            Some(j) => {
                spans.push(line[i + n..j].trim().to_string());
                i = j + n;
            }
            None => i += n,
        }
    }
    spans
}

fn squeeze(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The generated program and, for each of its lines, the README line it comes from.
fn program(blocks: &[Block]) -> (String, Vec<Option<usize>>) {
    let mut src = format!("{}\n#![allow(unused)]\n", MARK);
    let mut origin = vec![None, None];
    for b in blocks {
        src.push_str(&format!("fn readme_line_{}() {{\n", b.line));
        origin.push(Some(b.line - 1));
        for (k, l) in b.code.iter().enumerate() {
            src.push_str(l);
            src.push('\n');
            origin.push(Some(b.line + k));
        }
        src.push_str("}\n");
        origin.push(Some(b.line + b.code.len()));
    }
    src.push_str("fn main() {\n");
    for b in blocks.iter().filter(|b| b.run) {
        src.push_str(&format!("    readme_line_{}();\n", b.line));
    }
    src.push_str("}\n");
    (src, origin)
}

/// Maps a line of the bundled file back to `README.md:LINE` or `snippets/NAME.rs:LINE`.
struct LineMap {
    readme: String,
    /// Bundled line (1-based) of the generated program's first line.
    offset: usize,
    origin: Vec<Option<usize>>,
    /// (bundled line of `pub mod NAME {`, NAME), in order.
    mods: Vec<(usize, String)>,
}

impl LineMap {
    fn new(readme: &str, bundled: &str, origin: Vec<Option<usize>>) -> LineMap {
        let lines: Vec<&str> = bundled.lines().collect();
        let offset = lines.iter().position(|l| *l == MARK).unwrap_or(0) + 1;
        let mut mods = Vec::new();
        let mut inside = false;
        for (i, l) in lines.iter().enumerate() {
            if *l == "pub mod snippets {" {
                inside = true;
            } else if inside {
                if let Some(name) = l
                    .strip_prefix("pub mod ")
                    .and_then(|r| r.strip_suffix(" {"))
                {
                    mods.push((i + 1, name.to_string()));
                }
            }
        }
        LineMap {
            readme: readme.to_string(),
            offset,
            origin,
            mods,
        }
    }
    /// `snippets/NAME.rs:LINE` (the column stays right), or `README.md:LINE` and `true`: the
    /// column is dropped, as the bundler may have lengthened the line (`crate::snippets::`).
    fn place(&self, line: usize) -> Option<(String, bool)> {
        if let Some((start, name)) = self.mods.iter().rev().find(|(s, _)| *s < line) {
            return Some((format!("snippets/{}.rs:{}", name, line - start), false));
        }
        let k = line.checked_sub(self.offset)?;
        let readme_line = (*self.origin.get(k)?)?;
        Some((format!("{}:{}", self.readme, readme_line), true))
    }
    /// Rewrites every `FILE:LINE:COL` of the bundled file in rustc's output.
    fn rewrite(&self, output: &str, file: &str) -> String {
        let needle = format!("{}:", file);
        let mut out = String::new();
        let mut rest = output;
        while let Some(at) = rest.find(&needle) {
            out.push_str(&rest[..at]);
            let after = &rest[at + needle.len()..];
            let digits = after.bytes().take_while(|b| b.is_ascii_digit()).count();
            let mut end = digits;
            match after[..digits]
                .parse::<usize>()
                .ok()
                .and_then(|l| self.place(l))
            {
                Some((place, drop_column)) => {
                    out.push_str(&place);
                    let col = after[digits..]
                        .strip_prefix(':')
                        .map_or(0, |c| c.bytes().take_while(|b| b.is_ascii_digit()).count());
                    if drop_column && col > 0 {
                        end += 1 + col;
                    }
                }
                None => out.push_str(&rest[at..at + needle.len() + digits]),
            }
            rest = &after[end..];
        }
        out.push_str(rest);
        out
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).to_string()
}

fn bundle(lib: &Path, src: &Path, out: &Path) -> Result<(), String> {
    let res = Command::new("bash")
        .arg(lib.join("bundle.sh"))
        .arg("-o")
        .arg(out)
        .arg(src)
        .output()
        .unwrap();
    if res.status.success() {
        Ok(())
    } else {
        Err(text(&res.stderr).trim_end().to_string())
    }
}

/// Checks the README text `readme` (called `name` in messages) against the library at `lib`
/// (a folder with `bundle.sh` and `snippets/`); `work` is a scratch folder.
fn check_readme(lib: &Path, readme: &str, name: &str, work: &Path) -> Result<(), String> {
    let blocks = rust_blocks(readme);
    let mut problems = Vec::new();
    let all_code: String = blocks
        .iter()
        .flat_map(|b| b.code.iter())
        .map(|l| squeeze(l))
        .collect();
    for (line, call) in table_calls(readme) {
        if !all_code.contains(&squeeze(&call)) {
            problems.push(format!(
                "{}:{}: the table's code `{}` is in no ```rust block of {} (blocks are compiled: \
                 copy the call from one, or add it to one; a span without '(' is not checked)",
                name, line, call, name
            ));
        }
    }
    fs::create_dir_all(work).unwrap();
    let (src, origin) = program(&blocks);
    let gen = work.join("readme_blocks.rs");
    fs::write(&gen, &src).unwrap();
    let bundled = work.join("readme_bundled.rs");
    if let Err(e) = bundle(lib, &gen, &bundled) {
        // Find the blocks that fail alone, to name their lines.
        for b in &blocks {
            let (one, _) = program(std::slice::from_ref(b));
            let one_src = work.join("one_block.rs");
            fs::write(&one_src, one).unwrap();
            if let Err(e) = bundle(lib, &one_src, &work.join("one_bundled.rs")) {
                problems.push(format!("{}:{}: ```rust block: {}", name, b.line, e));
            }
        }
        if problems.is_empty() {
            problems.push(format!("{}: bundling the ```rust blocks: {}", name, e));
        }
        return Err(problems.join("\n"));
    }
    let bundled_text = fs::read_to_string(&bundled).unwrap();
    let map = LineMap::new(name, &bundled_text, origin);
    let file = "readme_bundled.rs";
    let rustc = |format: &str| {
        Command::new("rustc")
            .args(["--edition", "2021", "--crate-type", "bin"])
            .arg(format!("--error-format={}", format))
            .arg("-o")
            .arg(work.join("readme_bin"))
            .arg(file)
            .current_dir(work)
            .output()
            .unwrap()
    };
    let short = rustc("short");
    if !short.status.success() {
        let errors: Vec<String> = text(&short.stderr)
            .lines()
            .filter(|l| l.contains(": error"))
            .map(|l| map.rewrite(l, file))
            .collect();
        let full = map.rewrite(&text(&rustc("human").stderr), file);
        problems.push(format!(
            "the ```rust blocks of {} do not compile (each block is the body of a function and \
             declares its variables):\n{}\n\nrustc's full output, positions mapped back to {} \
             and snippets/ (the gutter numbers are lines of the bundled file):\n{}",
            name,
            errors.join("\n"),
            name,
            full
        ));
    } else {
        let run = Command::new(work.join("readme_bin")).output().unwrap();
        if !run.status.success() {
            problems.push(format!(
                "a ```rust block of {} panics when run (```rust,no_run: compile only):\n{}",
                name,
                map.rewrite(&text(&run.stderr), file)
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("readme-{}-{}", tag, std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    dir
}

#[test]
fn readme_rust_blocks_compile_and_table_calls_come_from_them() {
    let readme = fs::read_to_string(Path::new(ROOT).join("README.md")).unwrap();
    assert!(
        !rust_blocks(&readme).is_empty(),
        "README.md has no ```rust block"
    );
    let work = scratch("main");
    let res = check_readme(Path::new(ROOT), &readme, "README.md", &work);
    let _ = fs::remove_dir_all(&work);
    if let Err(e) = res {
        panic!("\n{}", e);
    }
}

/// The checker itself: a wrong call in a block and a table call that no block holds are caught
/// and reported at their README lines (on the bundler's fixture library, which never changes).
#[test]
fn the_checker_names_the_readme_line_and_the_compiler_error() {
    let work = scratch("self");
    let lib = work.join("lib");
    fs::create_dir_all(lib.join("snippets")).unwrap();
    fs::copy(Path::new(ROOT).join("bundle.sh"), lib.join("bundle.sh")).unwrap();
    let fixtures = Path::new(ROOT).join("verify/fixtures/bundle/snippets");
    for entry in fs::read_dir(fixtures).unwrap() {
        let p = entry.unwrap().path();
        fs::copy(&p, lib.join("snippets").join(p.file_name().unwrap())).unwrap();
    }
    let good = "# T\n\n| a | b |\n|---|---|\n| x | `double(x)`, `Counter`, `triple(2) \\| 1` |\n\n\
                ```rust\nuse snippets::alpha::double;\nlet x = 2;\nlet y = double(x);\n```\n\n\
                ```sh\nnot rust(\n```\n\n```rust\nlet t = snippets::gamma::triple(2) | 1;\n```\n\n\
                ```rust,no_run\nlet v: Vec<u8> = Vec::new();\nlet x = v[3];\n```\n";
    let res = check_readme(&lib, good, "T.md", &work.join("good"));
    assert!(res.is_ok(), "{:?}", res);

    let bad = "# T\n\n| a | b |\n|---|---|\n| x | `double(x, 1)` |\n\n```rust\n\
               use snippets::alpha::double;\nlet x = 2;\nlet y = double(x, 1);\n```\n";
    let err = check_readme(&lib, bad, "T.md", &work.join("bad")).unwrap_err();
    assert!(
        err.contains("T.md:10: error[E0061]"),
        "the error is not placed at line 10 of the README:\n{}",
        err
    );
    assert!(err.contains("snippets/alpha.rs:5"), "{}", err);

    let unchecked = "| a |\n|---|\n| `double(1)` |\n\n```rust\nlet x = 1;\n```\n";
    let err = check_readme(&lib, unchecked, "T.md", &work.join("unchecked")).unwrap_err();
    assert!(
        err.starts_with("T.md:3: the table's code `double(1)` is in no ```rust block"),
        "{}",
        err
    );

    assert_eq!(
        code_spans("| `a(1)` and ```` ```rust ```` and `` b`c ``, `open"),
        ["a(1)", "```rust", "b`c"]
    );

    let panics = "text\n\n```rust\nlet v: Vec<u8> = Vec::new();\nlet x = v[3];\n```\n";
    let err = check_readme(&lib, panics, "T.md", &work.join("panics")).unwrap_err();
    assert!(err.contains("panics when run"), "{}", err);
    assert!(
        err.contains("T.md:5"),
        "the panic is not placed at line 5:\n{}",
        err
    );

    let unknown = "text\n\n```rust\nuse snippets::nosuch::f;\n```\n";
    let err = check_readme(&lib, unknown, "T.md", &work.join("unknown")).unwrap_err();
    assert!(
        err.contains("T.md:4: ```rust block: bundle.sh: unknown snippet 'nosuch'"),
        "{}",
        err
    );
    let _ = fs::remove_dir_all(&work);
}
