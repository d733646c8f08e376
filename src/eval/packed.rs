//! A middlegame/endgame pair packed into one `i32` (middlegame in the high half), so that the
//! search's sum of ~150 weighted features costs one multiply and one add each instead of two.
//!
//! Packing is linear modulo 2^32: `pack(a) + pack(b) = pack(a + b)` and `pack(a) * n = pack(a * n)`
//! with wrapping arithmetic, whatever the intermediate values. Only the final sum must have both
//! halves within `i16` to unpack exactly; the positional terms sum to a few thousand centipawns
//! at most (the material values, which are larger, are added unpacked).

use super::params::WEIGHTS;
use crate::material::Score;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Packed(i32);

impl Packed {
    #[cfg_attr(feature = "network", allow(dead_code))]
    pub const ZERO: Packed = Packed(0);

    #[inline(always)]
    pub const fn new(s: Score) -> Self {
        Packed(((s.mg as u32) << 16).wrapping_add(s.eg as u32) as i32)
    }

    /// Exact when both halves of the packed value lie within `i16`.
    #[inline(always)]
    pub const fn unpack(self) -> Score {
        let eg = self.0 as i16 as i32;
        Score::new(self.0.wrapping_sub(eg) >> 16, eg)
    }

    #[inline(always)]
    pub const fn add(self, o: Packed) -> Self {
        Packed(self.0.wrapping_add(o.0))
    }

    #[inline(always)]
    pub const fn sub(self, o: Packed) -> Self {
        Packed(self.0.wrapping_sub(o.0))
    }

    #[inline(always)]
    pub const fn times(self, n: i32) -> Self {
        Packed(self.0.wrapping_mul(n))
    }
}

/// The compiled-in weights, packed.
pub static PACKED_WEIGHTS: [Packed; WEIGHTS.len()] = {
    let mut out = [Packed(0); WEIGHTS.len()];
    let mut i = 0;
    while i < WEIGHTS.len() {
        out[i] = Packed::new(WEIGHTS[i]);
        i += 1;
    }
    out
};

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Any sum of weighted terms whose result fits `i16` unpacks to the unpacked sum, even
        /// when partial sums (and single terms) overflow a half: the last term brings the sum to
        /// `target`.
        #[test]
        fn packed_sums_unpack_exactly(
            terms in proptest::collection::vec((-3000i32..3000, -3000i32..3000, -40i32..40), 0..60),
            target in (-32768i32..=32767, -32768i32..=32767),
        ) {
            let mut packed = Packed::default();
            let mut plain = Score::ZERO;
            for &(mg, eg, n) in &terms {
                let s = Score::new(mg, eg);
                if n % 2 == 0 {
                    packed = packed.add(Packed::new(s).times(n));
                    plain += s * n;
                } else {
                    packed = packed.sub(Packed::new(s).times(n));
                    plain = plain - s * n;
                }
            }
            let last = Score::new(target.0 - plain.mg, target.1 - plain.eg);
            packed = packed.add(Packed::new(last));
            prop_assert_eq!(packed.unpack(), Score::new(target.0, target.1));
        }
    }

    #[test]
    fn every_weight_round_trips() {
        for (i, w) in WEIGHTS.iter().enumerate() {
            assert_eq!(PACKED_WEIGHTS[i].unpack(), *w, "weight {i}");
        }
    }

    #[test]
    fn extremes_of_i16_unpack() {
        for mg in [i16::MIN as i32, -1, 0, 1, i16::MAX as i32] {
            for eg in [i16::MIN as i32, -1, 0, 1, i16::MAX as i32] {
                let s = Score::new(mg, eg);
                assert_eq!(Packed::new(s).unpack(), s);
            }
        }
    }
}
