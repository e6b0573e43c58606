//! The bundler, end to end: golden outputs on fixture snippets, every error case (exit status 2,
//! one line on stderr, nothing on stdout, no file written or an existing one left unchanged),
//! `--check`, `--list`, `-o` and the 64 KiB warning. Every solution is also compiled against the
//! fixture library built as a real crate named `snippets` (what cargo does): the bundled program
//! must compile without warnings wherever the crate version does and print the same.
//!
//! Each test copies `bundle.sh` and the fixture snippets of `verify/fixtures/bundle/` into a fresh
//! temporary library (not a git checkout, so the banner says `Library commit: unknown`), so the
//! golden files do not change when a real snippet does.
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// A throwaway library: `bundle.sh` plus a `snippets/` folder.
struct Lib {
    dir: PathBuf,
}

impl Lib {
    fn new(tag: &str) -> Lib {
        let dir = std::env::temp_dir().join(format!("bundle-test-{}-{}", tag, std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("snippets")).unwrap();
        fs::copy(Path::new(ROOT).join("bundle.sh"), dir.join("bundle.sh")).unwrap();
        let fixtures = Path::new(ROOT).join("verify/fixtures/bundle/snippets");
        for entry in fs::read_dir(fixtures).unwrap() {
            let p = entry.unwrap().path();
            fs::copy(&p, dir.join("snippets").join(p.file_name().unwrap())).unwrap();
        }
        Lib { dir }
    }
    fn write(&self, rel: &str, text: &str) -> PathBuf {
        let p = self.dir.join(rel);
        fs::write(&p, text).unwrap();
        p
    }
    /// Builds the fixture library as the crate `snippets` (once) and returns its path.
    fn rlib(&self) -> PathBuf {
        let rlib = self.dir.join("libsnippets.rlib");
        if !rlib.exists() {
            let mut lib_rs = String::new();
            for entry in fs::read_dir(self.dir.join("snippets")).unwrap() {
                let name = entry.unwrap().file_name().into_string().unwrap();
                if let Some(stem) = name.strip_suffix(".rs").filter(|s| *s != "lib") {
                    lib_rs.push_str(&format!("pub mod {};\n", stem));
                }
            }
            let src = self.write("snippets/lib.rs", &lib_rs);
            let out = Command::new("rustc")
                .args([
                    "--edition",
                    "2021",
                    "--crate-type",
                    "rlib",
                    "--crate-name",
                    "snippets",
                ])
                .arg("-o")
                .arg(&rlib)
                .arg(&src)
                .output()
                .unwrap();
            assert!(out.status.success(), "fixture crate: {}", text(&out.stderr));
        }
        rlib
    }
    fn run(&self, args: &[&str]) -> Output {
        Command::new("bash")
            .arg(self.dir.join("bundle.sh"))
            .args(args)
            .current_dir(&self.dir)
            .output()
            .unwrap()
    }
}

impl Drop for Lib {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.dir);
    }
}

fn fixture(rel: &str) -> String {
    Path::new(ROOT)
        .join("verify/fixtures/bundle")
        .join(rel)
        .to_str()
        .unwrap()
        .to_string()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// Compares with the golden file; `BLESS=1 cargo test --test bundle` rewrites it.
fn golden(name: &str, actual: &str) {
    let path = Path::new(ROOT)
        .join("verify/fixtures/bundle/expected")
        .join(name);
    if std::env::var("BLESS").is_ok() {
        fs::write(&path, actual).unwrap();
    }
    let expected = fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(
        actual,
        expected,
        "bundler output differs from {}",
        path.display()
    );
}

/// Compiles `source` with plain rustc and runs it; returns its stdout.
fn compile_and_run(lib: &Lib, source: &str, edition: &str) -> String {
    let src = lib.write(&format!("main-{}.rs", edition), source);
    let exe = lib.dir.join(format!("main-{}", edition));
    let out = Command::new("rustc")
        .args(["--edition", edition, "-O", "-o"])
        .arg(&exe)
        .arg(&src)
        .output()
        .unwrap();
    assert!(out.status.success(), "rustc failed: {}", text(&out.stderr));
    assert_eq!(text(&out.stderr), "", "the bundle compiles with warnings");
    text(&Command::new(&exe).output().unwrap().stdout)
}

/// Compiles `source` against the fixture library as the crate `snippets` and runs it: the
/// reference behaviour of a solution. Panics if rustc rejects it or warns.
fn crate_run(lib: &Lib, source: &str, edition: &str) -> String {
    let rlib = lib.rlib();
    let src = lib.write(&format!("crate-{}.rs", edition), source);
    let exe = lib.dir.join(format!("crate-{}", edition));
    let out = Command::new("rustc")
        .args(["--edition", edition, "-o"])
        .arg(&exe)
        .arg("--extern")
        .arg(format!("snippets={}", rlib.display()))
        .arg(&src)
        .output()
        .unwrap();
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "the solution does not compile cleanly against the crate:\n{}\n{}",
        source,
        text(&out.stderr)
    );
    text(&Command::new(&exe).output().unwrap().stdout)
}

/// Bundles a fixture solution (with `extra` options), compares with its golden file, checks
/// stderr, and checks that the bundle compiles (2021, 2024, no warning) and prints `stdout`,
/// exactly as the solution does when compiled against the crate.
fn check_fixture(tag: &str, extra: &[&str], expected_stderr: &str, stdout: &str) -> String {
    let lib = Lib::new(tag);
    let solution = fixture(&format!("solutions/{}.rs", tag));
    let mut args = extra.to_vec();
    args.push(&solution);
    let out = lib.run(&args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stderr), expected_stderr);
    let bundled = text(&out.stdout);
    golden(&format!("{}.rs", tag), &bundled);
    let source = fs::read_to_string(&solution).unwrap();
    assert_eq!(crate_run(&lib, &source, "2021"), stdout);
    for edition in ["2021", "2024"] {
        assert_eq!(compile_and_run(&lib, &bundled, edition), stdout);
    }
    bundled
}

#[test]
fn golden_every_use_form() {
    check_fixture("forms", &[], "", "2 6 6\nhttp://example.com\n");
}

#[test]
fn golden_self_renames_and_nested_modules() {
    let bundled = check_fixture("nested", &[], "", "2 6 5\n5 42\n10 http://example.com\n");
    assert!(bundled.contains("// Snippets: alpha beta gamma\n"));
    assert!(bundled.contains("\npub mod snippets {\npub mod alpha {\n"));
    // `crate::snippets::` paths resolve the same way in the older editions too.
    let lib = Lib::new("nested-old-editions");
    for edition in ["2015", "2018"] {
        assert_eq!(
            compile_and_run(&lib, &bundled, edition),
            "2 6 5\n5 42\n10 http://example.com\n"
        );
    }
}

#[test]
fn golden_mentions_outside_code_do_not_count() {
    let bundled = check_fixture("literals", &[], "", "2 68 48 23 \"\' 16\n");
    assert!(bundled.contains("// Snippets: alpha\n"));
}

#[test]
fn golden_solution_without_snippets() {
    let bundled = check_fixture("none", &[], "", "23\n");
    assert!(bundled.contains("// Snippets: (none)\n"));
    assert!(!bundled.contains("mod snippets"));
}

#[test]
fn golden_glob_of_the_library_inlines_every_snippet() {
    let bundled = check_fixture(
        "glob",
        &[],
        "bundle.sh: note: 'use snippets::*' (or an alias of the whole library) inlines every snippet; name the ones you use for a smaller file\n",
        "6\n",
    );
    assert!(bundled.contains("// Snippets: alpha beta gamma unused\n"));
}

/// One solution per `use` form that rustc accepts for a crate: each must bundle, compile
/// without warnings (2021, 2024) and print what the crate version prints.
const USE_FORMS: &[&str] = &[
    "use snippets; fn main() { println!(\"{}\", snippets::alpha::double(1)); }",
    "use snippets::{self}; fn main() { println!(\"{}\", snippets::alpha::double(1)); }",
    "use snippets::{self, alpha};\nfn main() { println!(\"{}\", alpha::double(1) + snippets::gamma::triple(1)); }",
    "use snippets as s; fn main() { println!(\"{}\", s::alpha::double(1)); }",
    "use snippets::{self as s}; fn main() { println!(\"{}\", s::gamma::triple(1)); }",
    "use snippets::{*}; fn main() { println!(\"{}\", gamma::triple(1)); }",
    "use snippets::{{alpha::{self as al}}, alpha::double};\nfn main() { println!(\"{}\", al::double(double(1))); }",
    "use snippets::alpha::*;\nuse snippets::gamma::{triple as t};\nfn main() { println!(\"{}\", double(t(1))); }",
    "use {snippets::alpha, std::io::Write};\nfn main() { writeln!(std::io::stdout(), \"{}\", alpha::double(1)).unwrap(); }",
    "use {std::fmt, snippets};\nfn main() { println!(\"{}\", snippets::alpha::double(1)); let _: Option<fmt::Error> = None; }",
    "use ::snippets::alpha;\nfn main() { println!(\"{}\", alpha::double(1) + ::snippets::gamma::triple(1)); }",
    "pub use snippets::alpha;\npub(crate) use snippets as lib;\nfn main() { println!(\"{}\", alpha::double(1) + lib::gamma::triple(1)); }",
    "extern crate snippets;\nuse snippets::alpha::double;\nfn main() { println!(\"{}\", double(1)); }",
    "mod a {\n    use snippets::alpha;\n    pub mod b {\n        use snippets::{gamma::{self, triple}};\n        pub fn f() -> i64 { super::alpha::double(1) + triple(1) + gamma::triple(2) }\n    }\n}\nfn main() { println!(\"{}\", a::b::f()); }",
    "mod m { pub fn f() -> i64 { snippets::alpha::double(1) + ::snippets::gamma::triple(1) } }\nfn main() { println!(\"{}\", m::f()); }",
    "fn main() {\n    use snippets::gamma::triple;\n    println!(\"{}\", triple(1));\n}",
    "macro_rules! d { ($x:expr) => { snippets::alpha::double($x) } }\nfn main() { println!(\"{}\", d!(4)); }",
    "use snippets /* a comment */ :: alpha;\nfn main() { println!(\"{}\", alpha::double(1)); }",
    "use snippets::{beta::{Counter}, alpha::URL};\nfn main() { let mut c = Counter { count: 1 }; c.bump(); println!(\"{} {}\", c.count, URL); }",
];

#[test]
fn every_use_form_that_compiles_against_the_crate_compiles_bundled() {
    let lib = Lib::new("use-forms");
    for source in USE_FORMS {
        let expected = crate_run(&lib, source, "2021");
        assert!(!expected.is_empty(), "{}", source);
        let sol = lib.write("sol.rs", source);
        let out = lib.run(&[sol.to_str().unwrap()]);
        assert!(out.status.success(), "{}\n{}", source, text(&out.stderr));
        let bundled = text(&out.stdout);
        for edition in ["2021", "2024"] {
            let src = lib.write("bundled.rs", &bundled);
            let exe = lib.dir.join("bundled");
            let res = Command::new("rustc")
                .args(["--edition", edition, "-o"])
                .arg(&exe)
                .arg(&src)
                .output()
                .unwrap();
            assert!(
                res.status.success() && res.stderr.is_empty(),
                "solution:\n{}\nbundled (edition {}):\n{}\nrustc:\n{}",
                source,
                edition,
                bundled,
                text(&res.stderr)
            );
            let got = text(&Command::new(&exe).output().unwrap().stdout);
            assert_eq!(got, expected, "{}", source);
        }
    }
}

#[test]
fn golden_grouped_import_with_strip_docs() {
    let bundled = check_fixture("grouped", &["--strip-docs"], "", "5\n");
    assert!(!bundled.contains("//!") && !bundled.contains("trailing comment"));
    assert!(!bundled.contains("a comment after a string"));
    assert!(bundled.contains("\"http://example.com\";\n"));
}

#[test]
fn output_file_is_written_and_equals_stdout() {
    let lib = Lib::new("ofile");
    let target = lib.dir.join("submit.rs");
    let out = lib.run(&[
        "-o",
        target.to_str().unwrap(),
        &fixture("solutions/forms.rs"),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "", "-o writes nothing on stdout");
    let stdout = lib.run(&[&fixture("solutions/forms.rs")]).stdout;
    assert_eq!(fs::read(&target).unwrap(), stdout);
    // No temporary file is left behind.
    let leftovers: Vec<_> = fs::read_dir(&lib.dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.starts_with(".bundle"))
        .collect();
    assert!(leftovers.is_empty(), "{:?}", leftovers);
}

#[test]
fn check_compiles_both_editions_and_reports_compiler_errors() {
    let lib = Lib::new("check");
    let ok = lib.run(&["--check", &fixture("solutions/forms.rs")]);
    assert!(ok.status.success(), "{}", text(&ok.stderr));
    let bad = lib.write(
        "bad.rs",
        "use snippets::alpha::double;\nfn main() { let x: u8 = double(1); }\n",
    );
    let target = lib.write("keep.rs", "old contents\n");
    let out = lib.run(&[
        "--check",
        "-o",
        target.to_str().unwrap(),
        bad.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "");
    let err = text(&out.stderr);
    assert!(
        err.contains("does not compile with rustc -O --edition 2021"),
        "{}",
        err
    );
    assert!(err.contains("mismatched types"), "{}", err);
    assert_eq!(fs::read_to_string(&target).unwrap(), "old contents\n");
}

#[test]
fn list_prints_every_snippet_with_its_description() {
    let lib = Lib::new("list");
    let out = lib.run(&["--list"]);
    assert!(out.status.success());
    let listed = text(&out.stdout);
    let lines: Vec<&str> = listed.lines().collect();
    assert_eq!(lines.len(), 4, "{}", listed);
    assert!(
        lines[0].starts_with("alpha ") && lines[0].ends_with("golden tests (not a real snippet).")
    );
    assert!(lines[3].starts_with("unused ") && lines[3].contains("never inlined"));
}

#[test]
fn list_of_the_real_library_covers_every_snippet() {
    let out = Command::new("bash")
        .arg(Path::new(ROOT).join("bundle.sh"))
        .arg("--list")
        .output()
        .unwrap();
    assert!(out.status.success());
    let listed = text(&out.stdout);
    for entry in fs::read_dir(Path::new(ROOT).join("snippets")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let name = name.trim_end_matches(".rs");
        if name != "lib" {
            assert!(
                listed
                    .lines()
                    .any(|l| l.split_whitespace().next() == Some(name)),
                "{} missing from --list",
                name
            );
        }
    }
}

#[test]
fn help_describes_every_option() {
    let lib = Lib::new("help");
    let out = lib.run(&["--help"]);
    assert!(out.status.success());
    let help = text(&out.stdout);
    for opt in [
        "-o FILE",
        "--check",
        "--strip-docs",
        "--list",
        "--export FMT",
        "--help",
    ] {
        assert!(help.contains(opt), "{} not in --help", opt);
    }
}

#[test]
fn oversized_result_warns_about_the_64_kib_limit() {
    let lib = Lib::new("big");
    let mut big = String::from("//! Big: a fixture snippet over 64 KiB.\n//! Status: no.\n");
    for i in 0..3000 {
        big.push_str(&format!(
            "pub const C{}: u64 = {}; // padding padding padding\n",
            i, i
        ));
    }
    big.push_str("\n#[cfg(test)]\nmod tests {}\n");
    lib.write("snippets/big.rs", &big);
    let sol = lib.write(
        "sol.rs",
        "use snippets::big::C1;\nfn main() { print!(\"{}\", C1); }\n",
    );
    let out = lib.run(&[sol.to_str().unwrap()]);
    assert!(out.status.success());
    assert!(
        text(&out.stderr).contains("over the 64 KiB"),
        "{}",
        text(&out.stderr)
    );
    assert!(out.stdout.len() > 65536);
}

/// Runs a failing case twice (to stdout, and with `-o` over an existing file, and with `-o` to
/// a new file) and checks the contract: exit 2, one line naming the problem, no output.
fn assert_rejected(lib: &Lib, args: &[&str], message: &str) {
    let out = lib.run(args);
    assert_eq!(out.status.code(), Some(2), "args {:?}", args);
    assert_eq!(text(&out.stdout), "", "args {:?}", args);
    let err = text(&out.stderr);
    assert_eq!(err.lines().count(), 1, "one line on stderr: {}", err);
    assert!(err.contains(message), "expected '{}' in '{}'", message, err);

    let existing = lib.write("existing.rs", "previous submission\n");
    let mut with_o = vec!["-o", existing.to_str().unwrap()];
    with_o.extend_from_slice(args);
    let out = lib.run(&with_o);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        fs::read_to_string(&existing).unwrap(),
        "previous submission\n"
    );

    let fresh = lib.dir.join("fresh.rs");
    let mut with_new = vec!["-o", fresh.to_str().unwrap()];
    with_new.extend_from_slice(args);
    assert_eq!(lib.run(&with_new).status.code(), Some(2));
    assert!(!fresh.exists(), "a failed run created {}", fresh.display());
}

#[test]
fn rejects_missing_or_unreadable_solution() {
    let lib = Lib::new("missing");
    assert_rejected(&lib, &["no/such/file.rs"], "does not exist");
    let dir = lib.dir.join("a_dir.rs");
    fs::create_dir_all(&dir).unwrap();
    assert_rejected(&lib, &[dir.to_str().unwrap()], "is not a regular file");
    assert_rejected(&lib, &[], "no solution file given");
}

#[test]
fn rejects_unknown_snippet_in_every_form() {
    let lib = Lib::new("unknown");
    for source in [
        "use snippets::nosuch::f;\nfn main() {}\n",
        "use snippets::{alpha::double, nosuch::*};\nfn main() {}\n",
        "fn main() { snippets::nosuch::f(); }\n",
        "use snippets::{self, alpha::{self}, nosuch as n};\nfn main() {}\n",
        "use snippets::{{nosuch}};\nfn main() {}\n",
        "use ::snippets::nosuch;\nfn main() {}\n",
        "mod m { use snippets::nosuch::f; }\nfn main() {}\n",
        "fn main() { let s = \"snippets::alpha\"; ::snippets::nosuch::f(s); }\n",
        "// snippets::alpha\nfn main() { /* */ snippets::nosuch::f(); }\n",
    ] {
        let sol = lib.write("sol.rs", source);
        assert_rejected(&lib, &[sol.to_str().unwrap()], "unknown snippet 'nosuch'");
    }
}

#[test]
fn rejects_snippets_that_break_the_test_module_convention() {
    let lib = Lib::new("convention");
    let sol = lib.write("sol.rs", "use snippets::broken::f;\nfn main() { f(); }\n");
    let cases = [
        ("pub fn f() {}\n", "found 0"),
        (
            "pub fn f() {}\n#[cfg(test)]\nfn helper() {}\n#[cfg(test)]\nmod tests {}\n",
            "found 2",
        ),
        (
            "pub fn f() {}\n#[cfg(test)]\nfn helper() {}\n",
            "not followed by 'mod tests'",
        ),
        (
            "#[cfg(test)]\nmod tests {\n}\npub fn f() {}\n",
            "not the last item",
        ),
        (
            "pub fn f() { crate::g(); }\n#[cfg(test)]\nmod tests {}\n",
            "must stand alone",
        ),
    ];
    for (body, message) in cases {
        lib.write(
            "snippets/broken.rs",
            &format!("//! Broken: a fixture.\n{}", body),
        );
        assert_rejected(&lib, &[sol.to_str().unwrap()], message);
    }
}

#[test]
fn rejects_solution_without_main_and_unknown_options() {
    let lib = Lib::new("nomain");
    for source in [
        "use snippets::alpha::double;\nfn helper() {}\n",
        "// fn main() {}\nfn helper() {}\n",
        "/* fn main() {} */ const S: &str = \"fn main() {}\";\n",
        "",
    ] {
        let sol = lib.write("sol.rs", source);
        assert_rejected(&lib, &[sol.to_str().unwrap()], "has no 'fn main'");
    }
    let good = fixture("solutions/forms.rs");
    assert_rejected(
        &lib,
        &["--frobnicate", &good],
        "unknown option '--frobnicate'",
    );
    assert_rejected(&lib, &[&good, "-o"], "option -o needs a file name");
    assert_rejected(&lib, &[&good, &good], "more than one solution file");
}

/// Every snippet at once, bundled as a judge gets it, compiles without a warning on every
/// edition a judge may use (plain `rustc -O main.rs` is edition 2015).
#[test]
fn the_bundle_of_every_snippet_compiles_on_editions_2015_to_2024() {
    let lib_rs = fs::read_to_string(Path::new(ROOT).join("snippets/lib.rs")).unwrap();
    let names: Vec<&str> = lib_rs
        .lines()
        .filter_map(|l| l.strip_prefix("pub mod ")?.strip_suffix(';'))
        .collect();
    assert!(names.len() > 30, "{:?}", names);
    let source = format!(
        "#[allow(unused_imports)]\nuse snippets::{{{}}};\nfn main() {{\n    println!(\"ok\");\n}}\n",
        names.join(", ")
    );
    let lib = Lib::new("every-snippet"); // only its folder: the real library is bundled
    let sol = lib.write("all.rs", &source);
    let out = Command::new("bash")
        .arg(Path::new(ROOT).join("bundle.sh"))
        .arg(&sol)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let bundled = text(&out.stdout);
    for name in &names {
        assert!(
            bundled.contains(&format!("pub mod {} {{", name)),
            "{}",
            name
        );
    }
    for edition in ["2015", "2018", "2021", "2024"] {
        assert_eq!(compile_and_run(&lib, &bundled, edition), "ok\n");
    }
}
