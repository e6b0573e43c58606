//! Process CPU seconds for `ROW` lines, shared by the bench (main.rs) and the one-row-per-process
//! example (anchor_process.rs).

/// Process CPU seconds (Linux `clock_gettime(CLOCK_PROCESS_CPUTIME_ID)`), as the anchors time
/// themselves, for `ROW` lines.
pub fn cpu_now() -> f64 {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, t: *mut Timespec) -> i32;
    }
    let mut t = Timespec { sec: 0, nsec: 0 };
    // SAFETY: a valid out-pointer; clock 2 is CLOCK_PROCESS_CPUTIME_ID on Linux.
    assert_eq!(unsafe { clock_gettime(2, &mut t) }, 0);
    t.sec as f64 + 1e-9 * t.nsec as f64
}
