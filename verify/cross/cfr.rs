//! Cross-checks for snippets/cfr.rs on OpenSpiel's Kuhn and Leduc poker (verify/common/poker.rs):
//! exploitability and player 0's value of the average strategy after 100 and 1000 iterations of
//! CFR and CFR+ (Kuhn: and 10000), against pyspiel.CFRSolver / CFRPlusSolver to 1e-9
//! (`verify/bench/cfr_openspiel.py table`; Leduc at 10000: `cargo bench --bench cfr`).
use crate::common::poker::Poker;
use snippets::cfr::Cfr;

/// (iterations, exploitability, player 0 value), measured with OpenSpiel's C++ solvers.
pub const KUHN_CFR: [(u64, f64, f64); 3] = [
    (100, 0.008225977315915206, -0.05614724147718669),
    (1000, 0.0009376166469929614, -0.055625031582249296),
    (10000, 0.00011332445786851886, -0.05556351826205763),
];
pub const KUHN_PLUS: [(u64, f64, f64); 3] = [
    (100, 0.0011944041011116846, -0.055584006549269316),
    (1000, 8.736532252084928e-05, -0.05555591758265188),
    (10000, 9.632756980737511e-06, -0.055555559111170105),
];
pub const LEDUC_CFR: [(u64, f64, f64); 3] = [
    (100, 0.09571635300459762, -0.11397530306764395),
    (1000, 0.011817810259786288, -0.08722360294819473),
    (10000, 0.0020423644828268667, -0.0858070179860525),
];
pub const LEDUC_PLUS: [(u64, f64, f64); 3] = [
    (100, 0.013415994970897835, -0.08463279890413533),
    (1000, 0.0002571516161564563, -0.08559348545977308),
    (10000, 6.456480830197009e-06, -0.08560634170621867),
];

fn check(game: &Poker, plus: bool, facts: &[(u64, f64, f64)]) {
    let mut s = Cfr::new(game);
    for &(t, e, v) in facts {
        if plus {
            s.cfr_plus(t - s.t)
        } else {
            s.cfr(t - s.t)
        }
        let (se, sv) = (s.exploitability(), s.value());
        assert!(
            (se - e).abs() < 1e-9 && (sv - v).abs() < 1e-9,
            "{plus} {t}: {se} {sv}, want {e} {v}"
        );
    }
}

#[test]
fn kuhn_matches_openspiel() {
    check(&Poker::kuhn(), false, &KUHN_CFR);
    check(&Poker::kuhn(), true, &KUHN_PLUS);
}

#[test]
fn leduc_matches_openspiel() {
    check(&Poker::leduc(), false, &LEDUC_CFR[..2]);
    check(&Poker::leduc(), true, &LEDUC_PLUS[..2]);
}
