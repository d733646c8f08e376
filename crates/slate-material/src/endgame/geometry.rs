//! Square arithmetic on 0..64 indices (a1 = 0, h8 = 63) and the evaluation helpers built on it.

pub const fn file(sq: u8) -> i32 {
    (sq & 7) as i32
}

pub const fn rank(sq: u8) -> i32 {
    (sq >> 3) as i32
}

/// King distance.
pub const fn distance(a: u8, b: u8) -> i32 {
    let df = (file(a) - file(b)).abs();
    let dr = (rank(a) - rank(b)).abs();
    if df > dr { df } else { dr }
}

/// 0 on the edge, 3 in the centre.
pub const fn edge_distance(sq: u8) -> i32 {
    let f = file(sq);
    let r = rank(sq);
    let fe = if f < 7 - f { f } else { 7 - f };
    let re = if r < 7 - r { r } else { 7 - r };
    if fe < re { fe } else { re }
}

/// Manhattan distance to the centre: 0 on d4/e4/d5/e5, 6 in a corner.
pub const fn centre_manhattan(sq: u8) -> i32 {
    let f = file(sq);
    let r = rank(sq);
    let df = if f < 4 { 3 - f } else { f - 4 };
    let dr = if r < 4 { 3 - r } else { r - 4 };
    df + dr
}

/// True for light squares (h1 is light).
pub const fn is_light(sq: u8) -> bool {
    (file(sq) + rank(sq)) % 2 == 1
}

/// Bonus for driving the losing king to the edge and the winning king close to it.
pub fn mating_drive(weak_king: u8, strong_king: u8) -> i32 {
    30 * centre_manhattan(weak_king) + 15 * (7 - distance(weak_king, strong_king))
}

pub const fn square(file: i32, rank: i32) -> u8 {
    (rank * 8 + file) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(distance(0, 63), 7);
        assert_eq!(edge_distance(27), 3);
        assert_eq!(centre_manhattan(0), 6);
        assert_eq!(centre_manhattan(28), 0);
        assert!(is_light(7)); // h1
        assert!(!is_light(0)); // a1
    }
}
