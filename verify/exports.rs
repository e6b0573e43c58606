//! No two snippets export one name: a solution may glob-import several snippets
//! (`use snippets::a::*; use snippets::b::*;`), and a name exported by both is then ambiguous
//! (E0659) as soon as the solution uses it.
//!
//! The exported names of a snippet are its top-level `pub` items before `#[cfg(test)]`:
//! lines `pub fn|struct|enum|trait|const|static|type|mod|union NAME` (also `pub const fn`,
//! `pub unsafe fn`) that start at column 0. Snippet files are found at run time.
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn snippet_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(Path::new(ROOT).join("snippets"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .filter(|p| p.file_stem().unwrap() != "lib")
        .collect();
    files.sort();
    files
}

fn stem(p: &Path) -> String {
    p.file_stem().unwrap().to_str().unwrap().to_string()
}

/// (name, line number, line) of every top-level `pub` item of a snippet's code.
fn exports(text: &str) -> Vec<(String, usize, String)> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with("#[cfg(test)]") {
            break;
        }
        let Some(rest) = line.strip_prefix("pub ") else {
            continue;
        };
        let rest = rest
            .strip_prefix("const fn ")
            .or_else(|| rest.strip_prefix("unsafe fn "))
            .map(|r| format!("fn {}", r))
            .unwrap_or_else(|| rest.to_string());
        let mut words = rest.splitn(2, ' ');
        let kind = words.next().unwrap_or("");
        let after = words.next().unwrap_or("");
        if !matches!(
            kind,
            "fn" | "struct" | "enum" | "trait" | "const" | "static" | "type" | "mod" | "union"
        ) {
            continue;
        }
        let after = after.strip_prefix("mut ").unwrap_or(after);
        let name: String = after
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() {
            out.push((name, i + 1, line.trim().to_string()));
        }
    }
    out
}

/// name -> every (snippet, line number, line) that exports it.
fn all_exports() -> BTreeMap<String, Vec<(String, usize, String)>> {
    let mut by_name: BTreeMap<String, Vec<(String, usize, String)>> = BTreeMap::new();
    for f in snippet_files() {
        let text = fs::read_to_string(&f).unwrap();
        for (name, line, code) in exports(&text) {
            by_name
                .entry(name)
                .or_default()
                .push((stem(&f), line, code));
        }
    }
    by_name
}

#[test]
fn exports_are_found() {
    let text = "pub fn a() {}\npub(crate) fn hidden() {}\n    pub fn method() {}\n\
                pub const fn b() {}\npub struct C<T>(T);\npub static mut D: u8 = 0;\n\
                pub type E = u8;\n#[cfg(test)]\nmod tests {\npub fn f() {}\n}\n";
    let names: Vec<String> = exports(text).into_iter().map(|e| e.0).collect();
    assert_eq!(names, ["a", "b", "C", "D", "E"]);
    assert!(all_exports().len() > snippet_files().len());
}

#[test]
fn every_exported_name_belongs_to_one_snippet() {
    let mut clashes = Vec::new();
    for (name, owners) in all_exports() {
        let snippets: Vec<&String> = owners.iter().map(|o| &o.0).collect();
        let mut distinct = snippets.clone();
        distinct.dedup();
        if distinct.len() > 1 {
            let list: Vec<String> = owners
                .iter()
                .map(|(s, l, code)| format!("snippets/{}.rs:{}: {}", s, l, code))
                .collect();
            clashes.push(format!(
                "`{}` is exported by {} snippets:\n    {}",
                name,
                distinct.len(),
                list.join("\n    ")
            ));
        }
    }
    assert!(
        clashes.is_empty(),
        "\n{} names are exported by more than one snippet (a solution that glob-imports both \
         cannot use them; rename one, e.g. after its snippet, or make it private):\n{}",
        clashes.len(),
        clashes.join("\n")
    );
}

#[test]
fn every_snippet_glob_imported_into_one_solution_compiles() {
    let work = std::env::temp_dir().join(format!("exports-{}", std::process::id()));
    let _ = fs::remove_dir_all(&work);
    fs::create_dir_all(&work).unwrap();
    let mut src = String::from(
        "// Every snippet glob-imported, every exported name used once (E0659 fires on use).\n\
         #![allow(unused)]\n",
    );
    for f in snippet_files() {
        src.push_str(&format!("use snippets::{}::*;\n", stem(&f)));
    }
    for name in all_exports().keys() {
        src.push_str(&format!("use {} as _;\n", name));
    }
    src.push_str("fn main() {}\n");
    let gen = work.join("all.rs");
    fs::write(&gen, &src).unwrap();
    let bundled = work.join("all_bundled.rs");
    let out = Command::new("bash")
        .arg(Path::new(ROOT).join("bundle.sh"))
        .arg("-o")
        .arg(&bundled)
        .arg(&gen)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "bundle.sh: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = Command::new("rustc")
        .args(["--edition", "2021", "--error-format=short", "-o"])
        .arg(work.join("all"))
        .arg(&bundled)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    let _ = fs::remove_dir_all(&work);
    let errors: Vec<&str> = stderr.lines().filter(|l| l.contains("error")).collect();
    assert!(
        out.status.success(),
        "\na solution that glob-imports every snippet does not compile:\n{}",
        errors.join("\n")
    );
}
