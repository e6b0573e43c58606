//! One compiled binary per (source text, edition, optimisation), shared by the test binaries
//! that compile problems (problems.rs, corpus.rs): `target/verify-bins/NAME-EDITION-OPT-HASH`.
//! A binary is written under a temporary name and renamed, so two tests may race safely.
use std::path::{Path, PathBuf};
use std::process::Command;

/// Compiles `src` (the text of one .rs file) with plain rustc; Ok(the binary) when rustc
/// succeeded without a warning, else Err(rustc's output).
pub fn compiled(name: &str, src: &str, edition: &str, optimise: bool) -> Result<PathBuf, String> {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325; // FNV-1a over the source and the flags
    for b in src.bytes().chain(edition.bytes()).chain([optimise as u8]) {
        h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/verify-bins");
    std::fs::create_dir_all(&dir).unwrap();
    let opt = if optimise { "O" } else { "g" };
    let exe = dir.join(format!("{}-{}-{}-{:016x}", name, edition, opt, h));
    if exe.exists() {
        return Ok(exe);
    }
    let tmp = format!("{}.{}.tmp", exe.display(), std::process::id());
    let rs = format!("{}.rs", tmp);
    std::fs::write(&rs, src).unwrap();
    let mut cmd = Command::new("rustc");
    cmd.args([
        "--edition",
        edition,
        "--crate-name",
        "main",
        "-o",
        &tmp,
        &rs,
    ]);
    if optimise {
        cmd.arg("-O");
    }
    let out = cmd.output().unwrap();
    let _ = std::fs::remove_file(&rs);
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    if !out.status.success() || !stderr.is_empty() {
        let _ = std::fs::remove_file(&tmp);
        return Err(stderr);
    }
    std::fs::rename(&tmp, &exe).unwrap();
    Ok(exe)
}
