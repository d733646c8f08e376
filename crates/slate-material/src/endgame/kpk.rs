//! KPK bitbase: every position of king and pawn against king, won or not, by retrograde
//! analysis at first use. 2 sides to move × 24 pawn squares (files a–d, ranks 2–7, the rest by
//! mirroring) × 64 × 64 king squares = 196,608 positions, one bit each: 24 KiB.
//!
//! Positions are seen from the pawn's side as White. A position is won when White to move can
//! reach a won position, or Black to move cannot avoid one; promotion is a win when the new queen
//! cannot be taken at once (then it is a KQK win; the one exception, stalemate by the queen, is
//! avoided by promoting to a rook, and the exhaustive test against Syzygy confirms the rule).

use super::geometry::{distance, file, rank, square};
use std::sync::OnceLock;

const POSITIONS: usize = 2 * 24 * 64 * 64;

/// Index of a position: White's king, Black's king, the pawn (files a–d), White to move or not.
fn index(white_to_move: bool, wk: u8, bk: u8, pawn: u8) -> usize {
    let p = (rank(pawn) - 1) * 4 + file(pawn);
    ((usize::from(!white_to_move) * 24 + p as usize) * 4096)
        + usize::from(wk) * 64
        + usize::from(bk)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    Invalid,
    Unknown,
    Draw,
    Win,
}

fn pawn_attacks(pawn: u8, sq: u8) -> bool {
    rank(sq) == rank(pawn) + 1 && (file(sq) - file(pawn)).abs() == 1
}

/// King moves from every square, as a fixed-size list and its length (precomputed: the sweeps
/// below visit them millions of times).
const KING_TARGETS: [([u8; 8], u8); 64] = {
    let mut table = [([0u8; 8], 0u8); 64];
    let mut sq = 0;
    while sq < 64 {
        let mut n = 0;
        let mut df = -1;
        while df <= 1 {
            let mut dr = -1;
            while dr <= 1 {
                let (f, r) = (file(sq as u8) + df, rank(sq as u8) + dr);
                if (df != 0 || dr != 0) && f >= 0 && f < 8 && r >= 0 && r < 8 {
                    table[sq].0[n] = square(f, r);
                    n += 1;
                }
                dr += 1;
            }
            df += 1;
        }
        table[sq].1 = n as u8;
        sq += 1;
    }
    table
};

#[inline(always)]
fn king_targets(sq: u8) -> impl Iterator<Item = u8> {
    let (list, n) = &KING_TARGETS[usize::from(sq)];
    list[..usize::from(*n)].iter().copied()
}

fn initial(white_to_move: bool, wk: u8, bk: u8, pawn: u8) -> State {
    if wk == bk || wk == pawn || bk == pawn || distance(wk, bk) <= 1 {
        return State::Invalid;
    }
    if white_to_move && pawn_attacks(pawn, bk) {
        return State::Invalid; // Black in check with White to move
    }
    if white_to_move {
        let promo = pawn + 8;
        if rank(pawn) == 6
            && promo != wk
            && promo != bk
            && (distance(bk, promo) > 1 || distance(wk, promo) == 1)
        {
            return State::Win;
        }
        return State::Unknown;
    }
    // Black to move: stalemate, or the pawn falls.
    let mut has_move = false;
    for to in king_targets(bk) {
        if distance(to, wk) <= 1 || pawn_attacks(pawn, to) {
            continue;
        }
        if to == pawn {
            return State::Draw; // undefended pawn taken
        }
        has_move = true;
    }
    if has_move {
        State::Unknown
    } else if pawn_attacks(pawn, bk) {
        State::Win // mate (cannot happen with king and pawn, kept for completeness)
    } else {
        State::Draw
    }
}

fn step(states: &[State], white_to_move: bool, wk: u8, bk: u8, pawn: u8) -> State {
    let lookup = |w, wk, bk, p| states[index(w, wk, bk, p)];
    if white_to_move {
        let mut all_draw = true;
        let mut consider = |s: State| match s {
            State::Win => Some(()),
            State::Unknown => {
                all_draw = false;
                None
            }
            _ => None,
        };
        for to in king_targets(wk) {
            if to == pawn || distance(to, bk) <= 1 {
                continue;
            }
            if consider(lookup(false, to, bk, pawn)).is_some() {
                return State::Win;
            }
        }
        if rank(pawn) < 6 {
            let one = pawn + 8;
            if one != wk && one != bk {
                if consider(lookup(false, wk, bk, one)).is_some() {
                    return State::Win;
                }
                let two = pawn + 16;
                if rank(pawn) == 1
                    && two != wk
                    && two != bk
                    && consider(lookup(false, wk, bk, two)).is_some()
                {
                    return State::Win;
                }
            }
        }
        if all_draw {
            State::Draw
        } else {
            State::Unknown
        }
    } else {
        let mut all_win = true;
        for to in king_targets(bk) {
            if to == pawn || distance(to, wk) <= 1 || pawn_attacks(pawn, to) {
                continue;
            }
            match lookup(true, wk, to, pawn) {
                State::Draw => return State::Draw,
                State::Unknown => all_win = false,
                _ => {}
            }
        }
        if all_win { State::Win } else { State::Unknown }
    }
}

/// The packed bitbase.
pub struct KpkBitbase {
    bits: Vec<u64>,
}

impl KpkBitbase {
    /// Runs the retrograde analysis (a few milliseconds in release).
    pub fn generate() -> Self {
        let mut states = vec![State::Invalid; POSITIONS];
        let mut todo = Vec::with_capacity(2 * 4096);
        // A position depends only on its own pawn square (king moves) and higher ones (pushes), so
        // solve one pawn square at a time from the 7th rank down: each sweep converges quickly.
        for p in (0..24u8).rev() {
            let pawn = square(i32::from(p % 4), i32::from(p / 4) + 1);
            todo.clear();
            for w in [true, false] {
                for wk in 0..64u8 {
                    for bk in 0..64u8 {
                        let i = index(w, wk, bk, pawn);
                        states[i] = initial(w, wk, bk, pawn);
                        if states[i] == State::Unknown {
                            todo.push((w, wk, bk));
                        }
                    }
                }
            }
            // Sweep the undecided positions until nothing changes; the rest are draws.
            loop {
                let before = todo.len();
                todo.retain(|&(w, wk, bk)| {
                    let s = step(&states, w, wk, bk, pawn);
                    if s == State::Unknown {
                        true
                    } else {
                        states[index(w, wk, bk, pawn)] = s;
                        false
                    }
                });
                if todo.len() == before {
                    break;
                }
            }
            // What is still undecided can never be won: mark it drawn so the pawn squares below
            // settle sooner.
            for &(w, wk, bk) in &todo {
                states[index(w, wk, bk, pawn)] = State::Draw;
            }
        }
        let mut bits = vec![0u64; POSITIONS / 64];
        for (i, s) in states.iter().enumerate() {
            if *s == State::Win {
                bits[i / 64] |= 1 << (i % 64);
            }
        }
        Self { bits }
    }

    /// The shared bitbase, generated on first use.
    pub fn get() -> &'static KpkBitbase {
        static KPK: OnceLock<KpkBitbase> = OnceLock::new();
        KPK.get_or_init(KpkBitbase::generate)
    }

    /// The bitbase's memory in bytes (one bit per position).
    pub fn size_bytes(&self) -> usize {
        self.bits.len() * 8
    }

    /// Whether the pawn's side wins. Squares are from the pawn's side as White (pawn moving up);
    /// any file (mirrored here). Invalid positions answer false.
    pub fn probe(&self, strong_to_move: bool, strong_king: u8, weak_king: u8, pawn: u8) -> bool {
        let (mut wk, mut bk, mut p) = (strong_king & 63, weak_king & 63, pawn & 63);
        if !(1..=6).contains(&rank(p)) {
            return false;
        }
        if file(p) >= 4 {
            wk ^= 7;
            bk ^= 7;
            p ^= 7;
        }
        let i = index(strong_to_move, wk, bk, p);
        self.bits[i / 64] >> (i % 64) & 1 != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn textbook_positions() {
        let kpk = KpkBitbase::get();
        // e-pawn, king in front on the 6th: won with either side to move.
        let (e6, e5, e8) = (square(4, 5), square(4, 4), square(4, 7));
        assert!(kpk.probe(true, e6, e8, e5));
        assert!(kpk.probe(false, e6, e8, e5));
        // Rook pawn with the defender in the corner: drawn.
        let (a7, a8, c1) = (square(0, 6), square(0, 7), square(2, 0));
        assert!(!kpk.probe(true, c1, a8, a7));
        assert_eq!(kpk.size_bytes(), 24 * 1024);
    }
}
