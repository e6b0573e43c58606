//! Every snippet stands alone: the file compiles as a library with plain rustc for editions
//! 2015, 2018, 2021 and 2024 without a warning, opens with a `//!` header that has a `Status:` line, ends
//! with its one `#[cfg(test)] mod tests`, uses no other snippet, and is listed in `lib.rs` and
//! in the README's table; its header has at most 12 lines, with `Usage:`, `Time:`, `Source:`,
//! `Status:` in this order.
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

fn name(p: &Path) -> String {
    p.file_stem().unwrap().to_str().unwrap().to_string()
}

#[test]
fn each_snippet_compiles_alone_without_warnings() {
    let work = std::env::temp_dir().join(format!("standalone-{}", std::process::id()));
    fs::create_dir_all(&work).unwrap();
    let files = snippet_files();
    let mut failures = Vec::new();
    std::thread::scope(|s| {
        let handles: Vec<_> = files
            .iter()
            .map(|f| {
                let work = &work;
                s.spawn(move || {
                    let mut fails = Vec::new();
                    for edition in ["2015", "2018", "2021", "2024"] {
                        let out = Command::new("rustc")
                            .args(["--edition", edition, "--crate-type", "lib", "-o"])
                            .arg(work.join(format!("lib{}-{}.rlib", name(f), edition)))
                            .arg(f)
                            .output()
                            .unwrap();
                        let stderr = String::from_utf8_lossy(&out.stderr).to_string();
                        if !out.status.success() || !stderr.is_empty() {
                            fails.push(format!("{} (edition {}):\n{}", name(f), edition, stderr));
                        }
                    }
                    fails
                })
            })
            .collect();
        for h in handles {
            failures.extend(h.join().unwrap());
        }
    });
    let _ = fs::remove_dir_all(&work);
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn each_snippet_follows_the_file_conventions() {
    let mut failures = Vec::new();
    for f in snippet_files() {
        let n = name(&f);
        let text = fs::read_to_string(&f).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        if !lines.first().is_some_and(|l| l.starts_with("//! ")) {
            failures.push(format!(
                "{}: does not open with a '//! ' one-line description",
                n
            ));
        }
        let header: Vec<&str> = lines
            .iter()
            .copied()
            .take_while(|l| l.starts_with("//!"))
            .collect();
        if !header.iter().any(|l| l.starts_with("//! Status: ")) {
            failures.push(format!(
                "{}: the //! header has no line starting with '//! Status: '",
                n
            ));
        }
        let cfg: Vec<usize> = (0..lines.len())
            .filter(|&i| lines[i].starts_with("#[cfg(test)]"))
            .collect();
        if cfg.len() != 1 {
            failures.push(format!(
                "{}: {} lines start with #[cfg(test)]",
                n,
                cfg.len()
            ));
            continue;
        }
        let after = lines[cfg[0] + 1..].iter().find(|l| !l.trim().is_empty());
        if !after.is_some_and(|l| l.starts_with("mod tests")) {
            failures.push(format!("{}: #[cfg(test)] is not followed by mod tests", n));
        }
        if lines.iter().rev().find(|l| !l.trim().is_empty()) != Some(&"}") {
            failures.push(format!("{}: mod tests is not the last item", n));
        }
        for (i, l) in lines[..cfg[0]].iter().enumerate() {
            let code = l.split("//").next().unwrap();
            for path in ["crate::", "super::", "snippets::"] {
                let uses = code
                    .match_indices(path)
                    .any(|(at, _)| at == 0 || !code.as_bytes()[at - 1].is_ascii_alphanumeric());
                if uses {
                    failures.push(format!("{}:{}: uses a {} path", n, i + 1, path));
                }
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn lib_and_readme_list_every_snippet() {
    let lib = fs::read_to_string(Path::new(ROOT).join("snippets/lib.rs")).unwrap();
    let readme = fs::read_to_string(Path::new(ROOT).join("README.md")).unwrap();
    let names: Vec<String> = snippet_files().iter().map(|f| name(f)).collect();
    let listed: Vec<&str> = lib
        .lines()
        .filter_map(|l| l.strip_prefix("pub mod "))
        .map(|l| l.trim_end_matches(';'))
        .collect();
    let mut sorted_listed: Vec<String> = listed.iter().map(|s| s.to_string()).collect();
    sorted_listed.sort();
    assert_eq!(
        sorted_listed, names,
        "snippets/lib.rs must list exactly the snippet files"
    );
    for n in &names {
        assert!(
            readme.contains(&format!("(snippets/{}.rs)", n)),
            "README.md does not link snippets/{}.rs",
            n
        );
    }
}

/// The header rules of the developers' guide: at most 12 `//!` lines, and lines starting with
/// `//! Usage:`, `//! Time:`, `//! Source:`, `//! Status:` in this order (no `Verified:`).
#[test]
fn each_header_has_at_most_12_lines_and_its_parts_in_order() {
    const MAX: usize = 12;
    const PARTS: [&str; 4] = ["Usage:", "Time:", "Source:", "Status:"];
    let mut failures = Vec::new();
    for f in snippet_files() {
        let n = name(&f);
        let text = fs::read_to_string(&f).unwrap();
        let header: Vec<&str> = text.lines().take_while(|l| l.starts_with("//!")).collect();
        if header.len() > MAX {
            failures.push(format!(
                "{}: the //! header has {} lines (at most {})",
                n,
                header.len(),
                MAX
            ));
        }
        let mut last = 0;
        for part in PARTS {
            let at = header
                .iter()
                .position(|l| l.strip_prefix("//! ").is_some_and(|r| r.starts_with(part)));
            match at {
                None => failures.push(format!(
                    "{}: the //! header has no line starting with '//! {}'",
                    n, part
                )),
                Some(i) if i < last => failures.push(format!(
                    "{}: '{}' (header line {}) comes before an earlier part; order: {}",
                    n,
                    part,
                    i + 1,
                    PARTS.join(" ")
                )),
                Some(i) => last = i,
            }
        }
        if header.iter().any(|l| l.starts_with("//! Verified:")) {
            failures.push(format!("{}: 'Verified:' is now called 'Status:'", n));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
