//! `./bundle.sh --export vscode|ultisnips`: the editor snippet files parse (a JSON reader and an
//! UltiSnips reader written here), hold every snippet of the real library once, and each body,
//! once the editor's escapes are undone, is exactly `pub mod NAME {`, the code the bundler
//! inlines (the file cut at `#[cfg(test)]`, trailing blank lines dropped), and `}`. No body keeps
//! an unescaped `$` (a tab stop) or, for UltiSnips, a backtick (an interpolation).
use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn export(format: &str) -> String {
    let out = Command::new("bash")
        .arg(Path::new(ROOT).join("bundle.sh"))
        .args(["--export", format])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// name -> the body the bundler would inline, wrapped in its module.
fn expected() -> BTreeMap<String, String> {
    let mut m = BTreeMap::new();
    for entry in fs::read_dir(Path::new(ROOT).join("snippets")).unwrap() {
        let p = entry.unwrap().path();
        let name = p.file_stem().unwrap().to_str().unwrap().to_string();
        if name == "lib" {
            continue;
        }
        let text = fs::read_to_string(&p).unwrap();
        let code = text
            .split("\n#[cfg(test)]")
            .next()
            .unwrap()
            .trim_end_matches('\n');
        m.insert(name.clone(), format!("pub mod {} {{\n{}\n}}", name, code));
    }
    m
}

#[derive(Debug, PartialEq)]
enum Json {
    Str(String),
    Arr(Vec<Json>),
    Obj(Vec<(String, Json)>),
}

/// A strict reader for the JSON subset the export uses: objects, arrays and strings.
struct Reader<'a> {
    s: &'a [u8],
    i: usize,
}

impl Reader<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && b" \t\r\n".contains(&self.s[self.i]) {
            self.i += 1;
        }
    }
    fn eat(&mut self, c: u8) {
        self.ws();
        assert_eq!(
            self.s.get(self.i),
            Some(&c),
            "JSON: expected {:?} at byte {}",
            c as char,
            self.i
        );
        self.i += 1;
    }
    fn value(&mut self) -> Json {
        self.ws();
        match self.s[self.i] {
            b'"' => Json::Str(self.string()),
            b'[' => {
                self.i += 1;
                let mut v = Vec::new();
                self.ws();
                if self.s[self.i] == b']' {
                    self.i += 1;
                    return Json::Arr(v);
                }
                loop {
                    v.push(self.value());
                    self.ws();
                    self.i += 1;
                    match self.s[self.i - 1] {
                        b',' => continue,
                        b']' => return Json::Arr(v),
                        c => panic!("JSON: {:?} in an array at byte {}", c as char, self.i),
                    }
                }
            }
            b'{' => {
                self.i += 1;
                let mut v = Vec::new();
                loop {
                    self.ws();
                    let k = self.string();
                    self.eat(b':');
                    v.push((k, self.value()));
                    self.ws();
                    self.i += 1;
                    match self.s[self.i - 1] {
                        b',' => continue,
                        b'}' => return Json::Obj(v),
                        c => panic!("JSON: {:?} in an object at byte {}", c as char, self.i),
                    }
                }
            }
            c => panic!("JSON: unexpected {:?} at byte {}", c as char, self.i),
        }
    }
    fn string(&mut self) -> String {
        self.eat(b'"');
        let mut out = Vec::new();
        loop {
            let c = self.s[self.i];
            self.i += 1;
            match c {
                b'"' => return String::from_utf8(out).unwrap(),
                b'\\' => {
                    let e = self.s[self.i];
                    self.i += 1;
                    out.push(match e {
                        b'"' | b'\\' | b'/' => e,
                        b'n' => b'\n',
                        b't' => b'\t',
                        b'r' => b'\r',
                        _ => panic!("JSON: escape \\{} not expected", e as char),
                    });
                }
                c if c < 0x20 => panic!("JSON: raw control byte {} in a string", c),
                c => out.push(c),
            }
        }
    }
}

/// Undoes an editor's backslash escapes of `special`; panics on an unescaped special character
/// (VS Code's `$`, UltiSnips' `$` and backtick), which the editor would interpret.
fn unescape(body: &str, special: &[char], name: &str) -> String {
    let (mut out, mut it) = (String::new(), body.chars());
    while let Some(c) = it.next() {
        if c == '\\' {
            let e = it.next().unwrap();
            assert!(
                e == '\\' || special.contains(&e),
                "{}: stray escape \\{}",
                name,
                e
            );
            out.push(e);
        } else {
            assert!(
                !special.contains(&c),
                "{}: unescaped {:?} in the body",
                name,
                c
            );
            out.push(c);
        }
    }
    out
}

#[test]
fn vscode_export_parses_and_holds_every_snippet_exactly() {
    let text = export("vscode");
    let mut r = Reader {
        s: text.as_bytes(),
        i: 0,
    };
    let Json::Obj(entries) = r.value() else {
        panic!("not an object")
    };
    r.ws();
    assert_eq!(r.i, text.len(), "trailing bytes after the JSON object");
    let want = expected();
    assert_eq!(entries.len(), want.len());
    for (key, entry) in entries {
        let Json::Obj(fields) = entry else {
            panic!("{}: not an object", key)
        };
        let field = |f: &str| fields.iter().find(|(k, _)| k == f).map(|(_, v)| v).unwrap();
        let Json::Str(name) = field("prefix") else {
            panic!()
        };
        assert_eq!(key, format!("game-snippets {}", name));
        assert_eq!(field("scope"), &Json::Str("rust".into()));
        let Json::Arr(lines) = field("body") else {
            panic!()
        };
        let lines: Vec<String> = lines
            .iter()
            .map(|l| match l {
                Json::Str(s) => s.clone(),
                _ => panic!("{}: a body line is not a string", name),
            })
            .collect();
        let body = unescape(&lines.join("\n"), &['$'], name);
        assert_eq!(&body, &want[name.as_str()], "{}", name);
        let Json::Str(desc) = field("description") else {
            panic!()
        };
        let first = want[name.as_str()].lines().nth(1).unwrap();
        assert_eq!(format!("//! {}", desc), first);
    }
}

#[test]
fn ultisnips_export_parses_and_holds_every_snippet_exactly() {
    let text = export("ultisnips");
    let want = expected();
    let mut got = BTreeMap::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.is_empty() {
            continue;
        }
        let head = line.strip_prefix("snippet ").expect("a snippet header");
        let (name, rest) = head.split_once(' ').unwrap();
        assert!(rest.starts_with('"') && rest.ends_with("\" b"), "{}", line);
        assert!(!rest[1..rest.len() - 3].contains('"'), "{}", line);
        let body: Vec<&str> = lines.by_ref().take_while(|l| *l != "endsnippet").collect();
        got.insert(
            name.to_string(),
            unescape(&body.join("\n"), &['$', '`'], name),
        );
    }
    assert_eq!(got, want);
}
