//! The output layer's dot product over one side's units: `Σ clamp(a, 0, QA)² · w`, in
//! `QA²·QB`, exactly as the plain formula gives it.
//!
//! An activation is at most `QA` = 255 and an output weight at most `MAX_W2` = 127 in size, so
//! `clamp(a)·w` fits `i16` (at most 32,385): the product is taken in 16-bit lanes, then multiplied
//! by the activation once more with adjacent pairs summed into 32 bits (`madd`). Widening to 32
//! bits first, as the plain loop compiles, takes twice the instructions and a slow 32-bit
//! multiply.

use super::{HIDDEN, MAX_W2, QA};

const _: () = assert!(
    QA * MAX_W2 as i32 <= i16::MAX as i32,
    "clamp(a)·w must fit i16"
);
const _: () = assert!(HIDDEN.is_multiple_of(16), "whole 256-bit lanes");

/// `Σ clamp(a, 0, QA)² · w` over one side's units.
#[inline(always)]
pub fn screlu_dot(acc: &[i16; HIDDEN], w: &[i16; HIDDEN]) -> i64 {
    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    {
        // SAFETY: this branch is compiled only when AVX2 is enabled for the whole build
        // (`target_feature = "avx2"`, from `-C target-cpu=native` or an explicit flag), and a
        // binary built so may only run on a processor that has it, as every other instruction
        // the compiler chose under that flag already assumes.
        unsafe { avx2(acc, w) }
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "avx2")))]
    plain(acc, w)
}

/// The formula as written, 128 units at a time so that the partial sums fit `i32`.
#[cfg_attr(
    all(target_arch = "x86_64", target_feature = "avx2"),
    allow(
        dead_code,
        reason = "the AVX2 build uses `avx2`; the tests compare the two"
    )
)]
pub fn plain(acc: &[i16; HIDDEN], w: &[i16; HIDDEN]) -> i64 {
    let mut total = 0i64;
    for (a, w) in acc.chunks_exact(128).zip(w.chunks_exact(128)) {
        let part: i32 = a
            .iter()
            .zip(w)
            .map(|(&x, &w)| {
                let v = i32::from(x).clamp(0, QA);
                v * v * i32::from(w)
            })
            .sum();
        total += i64::from(part);
    }
    total
}

/// 16 units a step in 256-bit lanes; each of the 8 lanes sums `HIDDEN / 8` products (at most
/// 32 × 255² × 127 in size, inside `i32`), and the lanes are added in `i64`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
pub fn avx2(acc: &[i16; HIDDEN], w: &[i16; HIDDEN]) -> i64 {
    use std::arch::x86_64::{
        __m256i, _mm256_add_epi32, _mm256_loadu_si256, _mm256_madd_epi16, _mm256_max_epi16,
        _mm256_min_epi16, _mm256_mullo_epi16, _mm256_set1_epi16, _mm256_setzero_si256,
    };
    let zero = _mm256_setzero_si256();
    let qa = _mm256_set1_epi16(QA as i16);
    let mut sum = _mm256_setzero_si256();
    for (a, w) in acc.as_chunks::<16>().0.iter().zip(w.as_chunks::<16>().0) {
        // SAFETY: each pointer is to a whole `[i16; 16]`, 32 readable bytes, which is what one
        // unaligned 256-bit load reads (`loadu` needs no alignment).
        let (a, w) = unsafe {
            (
                _mm256_loadu_si256(a.as_ptr().cast::<__m256i>()),
                _mm256_loadu_si256(w.as_ptr().cast::<__m256i>()),
            )
        };
        let v = _mm256_min_epi16(_mm256_max_epi16(a, zero), qa);
        let vw = _mm256_mullo_epi16(v, w);
        sum = _mm256_add_epi32(sum, _mm256_madd_epi16(vw, v));
    }
    // SAFETY: `__m256i` and `[i32; 8]` have the same size, and every bit pattern is a valid
    // `[i32; 8]`.
    let lanes: [i32; 8] = unsafe { std::mem::transmute::<__m256i, [i32; 8]>(sum) };
    lanes.iter().map(|&l| i64::from(l)).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::collection::vec;
    use proptest::prelude::*;

    /// Every way of computing the product gives the formula, taken in `i64`.
    fn check(a: &[i16; HIDDEN], w: &[i16; HIDDEN]) {
        let want: i64 = a
            .iter()
            .zip(w)
            .map(|(&x, &w)| {
                let v = i64::from(x).clamp(0, i64::from(QA));
                v * v * i64::from(w)
            })
            .sum();
        assert_eq!(plain(a, w), want);
        assert_eq!(screlu_dot(a, w), want);
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the processor running this test has AVX2 (checked just above).
            assert_eq!(unsafe { avx2(a, w) }, want);
        }
    }

    #[test]
    fn the_largest_sums_are_exact() {
        for x in [QA as i16, i16::MAX] {
            for w in [MAX_W2, -MAX_W2] {
                check(&[x; HIDDEN], &[w; HIDDEN]);
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        /// Sums anywhere in `i16` (most outside the clamp's range) and around the range.
        #[test]
        fn the_dot_product_is_the_formula(
            wide in vec(any::<i16>(), HIDDEN),
            near in vec(-200i16..500, HIDDEN),
            w in vec(-MAX_W2..=MAX_W2, HIDDEN),
        ) {
            let w: [i16; HIDDEN] = w.try_into().expect("HIDDEN weights");
            check(&wide.try_into().expect("HIDDEN sums"), &w);
            check(&near.try_into().expect("HIDDEN sums"), &w);
        }
    }
}
