//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data combined6.epd --seed 1 --epochs 300 --validation 0.1 --lr 1 --l2 1e-9 --min-support 100 --anchor 1e-8 --psqt-shape mirrored`:
//! 2894013 training and 321556 validation positions, K = 0.9806,
//! training error 0.095138 -> 0.094736, validation error 0.095027 -> 0.094700, 631 s.
//! Started from the round-5 weights (a6efd8e), the four new features at zero.
//! `combined6.epd` is round 5's `combined5.epd` followed by 1,651,087 sorted positions from the
//! round-5 engine's self-play (`slate datagen --games 30000 --seed 200000`, stopped early);
//! `docs/eval.md` ("Tuning", round 6) gives the commands.

use super::params::N_PARAMS;
use crate::material::Score;

/// Every weight, indexed as `params.rs` lays them out.
#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(48, 53), // piece value pawn
    Score::new(301, 269), // piece value knight
    Score::new(318, 265), // piece value bishop
    Score::new(424, 445), // piece value rook
    Score::new(873, 868), // piece value queen
    Score::new(32, 57), // bishop pair
    Score::new(3, 12), // knight per pawn above 5
    Score::new(6, 3), // rook per pawn above 5
    Score::new(-22, -27), // rook pair
    Score::new(-9, -7), // rook beside queen
    Score::new(13, 28), // psqt pawn a1
    Score::new(13, 28), // psqt pawn b1
    Score::new(13, 28), // psqt pawn c1
    Score::new(13, 28), // psqt pawn d1
    Score::new(13, 28), // psqt pawn e1
    Score::new(13, 28), // psqt pawn f1
    Score::new(13, 28), // psqt pawn g1
    Score::new(13, 28), // psqt pawn h1
    Score::new(-8, -13), // psqt pawn a2
    Score::new(9, 7), // psqt pawn b2
    Score::new(7, 9), // psqt pawn c2
    Score::new(-7, 19), // psqt pawn d2
    Score::new(-7, 19), // psqt pawn e2
    Score::new(7, 9), // psqt pawn f2
    Score::new(9, 7), // psqt pawn g2
    Score::new(-8, -13), // psqt pawn h2
    Score::new(-8, -3), // psqt pawn a3
    Score::new(-11, -4), // psqt pawn b3
    Score::new(-8, -7), // psqt pawn c3
    Score::new(-3, 7), // psqt pawn d3
    Score::new(-3, 7), // psqt pawn e3
    Score::new(-8, -7), // psqt pawn f3
    Score::new(-11, -4), // psqt pawn g3
    Score::new(-8, -3), // psqt pawn h3
    Score::new(-9, 1), // psqt pawn a4
    Score::new(-11, 5), // psqt pawn b4
    Score::new(8, -4), // psqt pawn c4
    Score::new(17, -13), // psqt pawn d4
    Score::new(17, -13), // psqt pawn e4
    Score::new(8, -4), // psqt pawn f4
    Score::new(-11, 5), // psqt pawn g4
    Score::new(-9, 1), // psqt pawn h4
    Score::new(-3, 4), // psqt pawn a5
    Score::new(-4, 10), // psqt pawn b5
    Score::new(18, -1), // psqt pawn c5
    Score::new(20, -8), // psqt pawn d5
    Score::new(20, -8), // psqt pawn e5
    Score::new(18, -1), // psqt pawn f5
    Score::new(-4, 10), // psqt pawn g5
    Score::new(-3, 4), // psqt pawn h5
    Score::new(1, 9), // psqt pawn a6
    Score::new(20, 23), // psqt pawn b6
    Score::new(6, 33), // psqt pawn c6
    Score::new(26, 24), // psqt pawn d6
    Score::new(26, 24), // psqt pawn e6
    Score::new(6, 33), // psqt pawn f6
    Score::new(20, 23), // psqt pawn g6
    Score::new(1, 9), // psqt pawn h6
    Score::new(5, -15), // psqt pawn a7
    Score::new(-4, 27), // psqt pawn b7
    Score::new(22, 30), // psqt pawn c7
    Score::new(20, 26), // psqt pawn d7
    Score::new(20, 26), // psqt pawn e7
    Score::new(22, 30), // psqt pawn f7
    Score::new(-4, 27), // psqt pawn g7
    Score::new(5, -15), // psqt pawn h7
    Score::new(13, 28), // psqt pawn a8
    Score::new(13, 28), // psqt pawn b8
    Score::new(13, 28), // psqt pawn c8
    Score::new(13, 28), // psqt pawn d8
    Score::new(13, 28), // psqt pawn e8
    Score::new(13, 28), // psqt pawn f8
    Score::new(13, 28), // psqt pawn g8
    Score::new(13, 28), // psqt pawn h8
    Score::new(-28, 2), // psqt knight a1
    Score::new(-13, -27), // psqt knight b1
    Score::new(-23, -26), // psqt knight c1
    Score::new(-20, 8), // psqt knight d1
    Score::new(-20, 8), // psqt knight e1
    Score::new(-23, -26), // psqt knight f1
    Score::new(-13, -27), // psqt knight g1
    Score::new(-28, 2), // psqt knight h1
    Score::new(-18, -31), // psqt knight a2
    Score::new(-27, -6), // psqt knight b2
    Score::new(-9, -13), // psqt knight c2
    Score::new(-1, -5), // psqt knight d2
    Score::new(-1, -5), // psqt knight e2
    Score::new(-9, -13), // psqt knight f2
    Score::new(-27, -6), // psqt knight g2
    Score::new(-18, -31), // psqt knight h2
    Score::new(-19, -14), // psqt knight a3
    Score::new(-5, -2), // psqt knight b3
    Score::new(1, -8), // psqt knight c3
    Score::new(-2, 26), // psqt knight d3
    Score::new(-2, 26), // psqt knight e3
    Score::new(1, -8), // psqt knight f3
    Score::new(-5, -2), // psqt knight g3
    Score::new(-19, -14), // psqt knight h3
    Score::new(1, -4), // psqt knight a4
    Score::new(-11, -17), // psqt knight b4
    Score::new(17, 15), // psqt knight c4
    Score::new(22, 26), // psqt knight d4
    Score::new(22, 26), // psqt knight e4
    Score::new(17, 15), // psqt knight f4
    Score::new(-11, -17), // psqt knight g4
    Score::new(1, -4), // psqt knight h4
    Score::new(-3, -10), // psqt knight a5
    Score::new(-3, 1), // psqt knight b5
    Score::new(24, 23), // psqt knight c5
    Score::new(10, 26), // psqt knight d5
    Score::new(10, 26), // psqt knight e5
    Score::new(24, 23), // psqt knight f5
    Score::new(-3, 1), // psqt knight g5
    Score::new(-3, -10), // psqt knight h5
    Score::new(-36, -5), // psqt knight a6
    Score::new(-35, 6), // psqt knight b6
    Score::new(8, 13), // psqt knight c6
    Score::new(11, 12), // psqt knight d6
    Score::new(11, 12), // psqt knight e6
    Score::new(8, 13), // psqt knight f6
    Score::new(-35, 6), // psqt knight g6
    Score::new(-36, -5), // psqt knight h6
    Score::new(-41, -3), // psqt knight a7
    Score::new(-23, -16), // psqt knight b7
    Score::new(-14, 12), // psqt knight c7
    Score::new(9, 10), // psqt knight d7
    Score::new(9, 10), // psqt knight e7
    Score::new(-14, 12), // psqt knight f7
    Score::new(-23, -16), // psqt knight g7
    Score::new(-41, -3), // psqt knight h7
    Score::new(-70, -33), // psqt knight a8
    Score::new(-20, 3), // psqt knight b8
    Score::new(-27, -13), // psqt knight c8
    Score::new(-9, -11), // psqt knight d8
    Score::new(-9, -11), // psqt knight e8
    Score::new(-27, -13), // psqt knight f8
    Score::new(-20, 3), // psqt knight g8
    Score::new(-70, -33), // psqt knight h8
    Score::new(6, -21), // psqt bishop a1
    Score::new(-9, -21), // psqt bishop b1
    Score::new(-12, 7), // psqt bishop c1
    Score::new(-13, -15), // psqt bishop d1
    Score::new(-13, -15), // psqt bishop e1
    Score::new(-12, 7), // psqt bishop f1
    Score::new(-9, -21), // psqt bishop g1
    Score::new(6, -21), // psqt bishop h1
    Score::new(-2, -21), // psqt bishop a2
    Score::new(5, -14), // psqt bishop b2
    Score::new(3, -11), // psqt bishop c2
    Score::new(-5, 4), // psqt bishop d2
    Score::new(-5, 4), // psqt bishop e2
    Score::new(3, -11), // psqt bishop f2
    Score::new(5, -14), // psqt bishop g2
    Score::new(-2, -21), // psqt bishop h2
    Score::new(-2, 5), // psqt bishop a3
    Score::new(6, -3), // psqt bishop b3
    Score::new(4, 2), // psqt bishop c3
    Score::new(5, 12), // psqt bishop d3
    Score::new(5, 12), // psqt bishop e3
    Score::new(4, 2), // psqt bishop f3
    Score::new(6, -3), // psqt bishop g3
    Score::new(-2, 5), // psqt bishop h3
    Score::new(-1, -15), // psqt bishop a4
    Score::new(6, -9), // psqt bishop b4
    Score::new(10, 1), // psqt bishop c4
    Score::new(19, 11), // psqt bishop d4
    Score::new(19, 11), // psqt bishop e4
    Score::new(10, 1), // psqt bishop f4
    Score::new(6, -9), // psqt bishop g4
    Score::new(-1, -15), // psqt bishop h4
    Score::new(7, -7), // psqt bishop a5
    Score::new(-2, -1), // psqt bishop b5
    Score::new(-2, 7), // psqt bishop c5
    Score::new(10, 7), // psqt bishop d5
    Score::new(10, 7), // psqt bishop e5
    Score::new(-2, 7), // psqt bishop f5
    Score::new(-2, -1), // psqt bishop g5
    Score::new(7, -7), // psqt bishop h5
    Score::new(3, -15), // psqt bishop a6
    Score::new(-17, 7), // psqt bishop b6
    Score::new(11, 18), // psqt bishop c6
    Score::new(8, 5), // psqt bishop d6
    Score::new(8, 5), // psqt bishop e6
    Score::new(11, 18), // psqt bishop f6
    Score::new(-17, 7), // psqt bishop g6
    Score::new(3, -15), // psqt bishop h6
    Score::new(-34, -12), // psqt bishop a7
    Score::new(-4, 4), // psqt bishop b7
    Score::new(-11, -14), // psqt bishop c7
    Score::new(1, 3), // psqt bishop d7
    Score::new(1, 3), // psqt bishop e7
    Score::new(-11, -14), // psqt bishop f7
    Score::new(-4, 4), // psqt bishop g7
    Score::new(-34, -12), // psqt bishop h7
    Score::new(16, 1), // psqt bishop a8
    Score::new(-16, -30), // psqt bishop b8
    Score::new(-15, 0), // psqt bishop c8
    Score::new(-6, -16), // psqt bishop d8
    Score::new(-6, -16), // psqt bishop e8
    Score::new(-15, 0), // psqt bishop f8
    Score::new(-16, -30), // psqt bishop g8
    Score::new(16, 1), // psqt bishop h8
    Score::new(-12, -12), // psqt rook a1
    Score::new(-13, 3), // psqt rook b1
    Score::new(1, 2), // psqt rook c1
    Score::new(7, -16), // psqt rook d1
    Score::new(7, -16), // psqt rook e1
    Score::new(1, 2), // psqt rook f1
    Score::new(-13, 3), // psqt rook g1
    Score::new(-12, -12), // psqt rook h1
    Score::new(-32, 1), // psqt rook a2
    Score::new(-14, -11), // psqt rook b2
    Score::new(2, -10), // psqt rook c2
    Score::new(-8, -5), // psqt rook d2
    Score::new(-8, -5), // psqt rook e2
    Score::new(2, -10), // psqt rook f2
    Score::new(-14, -11), // psqt rook g2
    Score::new(-32, 1), // psqt rook h2
    Score::new(-18, 1), // psqt rook a3
    Score::new(-15, 5), // psqt rook b3
    Score::new(-2, 7), // psqt rook c3
    Score::new(-1, 8), // psqt rook d3
    Score::new(-1, 8), // psqt rook e3
    Score::new(-2, 7), // psqt rook f3
    Score::new(-15, 5), // psqt rook g3
    Score::new(-18, 1), // psqt rook h3
    Score::new(-17, 11), // psqt rook a4
    Score::new(-14, 11), // psqt rook b4
    Score::new(-13, 26), // psqt rook c4
    Score::new(14, 17), // psqt rook d4
    Score::new(14, 17), // psqt rook e4
    Score::new(-13, 26), // psqt rook f4
    Score::new(-14, 11), // psqt rook g4
    Score::new(-17, 11), // psqt rook h4
    Score::new(3, 18), // psqt rook a5
    Score::new(29, 18), // psqt rook b5
    Score::new(9, 29), // psqt rook c5
    Score::new(43, 3), // psqt rook d5
    Score::new(43, 3), // psqt rook e5
    Score::new(9, 29), // psqt rook f5
    Score::new(29, 18), // psqt rook g5
    Score::new(3, 18), // psqt rook h5
    Score::new(8, 24), // psqt rook a6
    Score::new(39, 23), // psqt rook b6
    Score::new(31, 15), // psqt rook c6
    Score::new(60, 1), // psqt rook d6
    Score::new(60, 1), // psqt rook e6
    Score::new(31, 15), // psqt rook f6
    Score::new(39, 23), // psqt rook g6
    Score::new(8, 24), // psqt rook h6
    Score::new(7, 15), // psqt rook a7
    Score::new(14, 27), // psqt rook b7
    Score::new(23, 15), // psqt rook c7
    Score::new(52, 10), // psqt rook d7
    Score::new(52, 10), // psqt rook e7
    Score::new(23, 15), // psqt rook f7
    Score::new(14, 27), // psqt rook g7
    Score::new(7, 15), // psqt rook h7
    Score::new(11, 34), // psqt rook a8
    Score::new(19, 34), // psqt rook b8
    Score::new(23, 29), // psqt rook c8
    Score::new(20, 18), // psqt rook d8
    Score::new(20, 18), // psqt rook e8
    Score::new(23, 29), // psqt rook f8
    Score::new(19, 34), // psqt rook g8
    Score::new(11, 34), // psqt rook h8
    Score::new(-12, -12), // psqt queen a1
    Score::new(2, -11), // psqt queen b1
    Score::new(-21, -39), // psqt queen c1
    Score::new(-2, -27), // psqt queen d1
    Score::new(-2, -27), // psqt queen e1
    Score::new(-21, -39), // psqt queen f1
    Score::new(2, -11), // psqt queen g1
    Score::new(-12, -12), // psqt queen h1
    Score::new(3, 5), // psqt queen a2
    Score::new(-10, -17), // psqt queen b2
    Score::new(6, -34), // psqt queen c2
    Score::new(3, -9), // psqt queen d2
    Score::new(3, -9), // psqt queen e2
    Score::new(6, -34), // psqt queen f2
    Score::new(-10, -17), // psqt queen g2
    Score::new(3, 5), // psqt queen h2
    Score::new(-19, -20), // psqt queen a3
    Score::new(-2, 11), // psqt queen b3
    Score::new(0, 10), // psqt queen c3
    Score::new(-3, 7), // psqt queen d3
    Score::new(-3, 7), // psqt queen e3
    Score::new(0, 10), // psqt queen f3
    Score::new(-2, 11), // psqt queen g3
    Score::new(-19, -20), // psqt queen h3
    Score::new(-10, -2), // psqt queen a4
    Score::new(6, 17), // psqt queen b4
    Score::new(-9, 52), // psqt queen c4
    Score::new(4, 38), // psqt queen d4
    Score::new(4, 38), // psqt queen e4
    Score::new(-9, 52), // psqt queen f4
    Score::new(6, 17), // psqt queen g4
    Score::new(-10, -2), // psqt queen h4
    Score::new(0, 10), // psqt queen a5
    Score::new(-5, 28), // psqt queen b5
    Score::new(8, 26), // psqt queen c5
    Score::new(11, 42), // psqt queen d5
    Score::new(11, 42), // psqt queen e5
    Score::new(8, 26), // psqt queen f5
    Score::new(-5, 28), // psqt queen g5
    Score::new(0, 10), // psqt queen h5
    Score::new(-18, 18), // psqt queen a6
    Score::new(6, 40), // psqt queen b6
    Score::new(19, 28), // psqt queen c6
    Score::new(23, 29), // psqt queen d6
    Score::new(23, 29), // psqt queen e6
    Score::new(19, 28), // psqt queen f6
    Score::new(6, 40), // psqt queen g6
    Score::new(-18, 18), // psqt queen h6
    Score::new(-10, 15), // psqt queen a7
    Score::new(-30, 18), // psqt queen b7
    Score::new(8, 28), // psqt queen c7
    Score::new(12, 24), // psqt queen d7
    Score::new(12, 24), // psqt queen e7
    Score::new(8, 28), // psqt queen f7
    Score::new(-30, 18), // psqt queen g7
    Score::new(-10, 15), // psqt queen h7
    Score::new(-19, 10), // psqt queen a8
    Score::new(15, 11), // psqt queen b8
    Score::new(10, 13), // psqt queen c8
    Score::new(0, 13), // psqt queen d8
    Score::new(0, 13), // psqt queen e8
    Score::new(10, 13), // psqt queen f8
    Score::new(15, 11), // psqt queen g8
    Score::new(-19, 10), // psqt queen h8
    Score::new(3, -29), // psqt king a1
    Score::new(25, -17), // psqt king b1
    Score::new(-21, 0), // psqt king c1
    Score::new(-14, -32), // psqt king d1
    Score::new(-14, -32), // psqt king e1
    Score::new(-21, 0), // psqt king f1
    Score::new(25, -17), // psqt king g1
    Score::new(3, -29), // psqt king h1
    Score::new(15, 3), // psqt king a2
    Score::new(15, -3), // psqt king b2
    Score::new(-29, 14), // psqt king c2
    Score::new(-38, 17), // psqt king d2
    Score::new(-38, 17), // psqt king e2
    Score::new(-29, 14), // psqt king f2
    Score::new(15, -3), // psqt king g2
    Score::new(15, 3), // psqt king h2
    Score::new(-17, 19), // psqt king a3
    Score::new(9, 10), // psqt king b3
    Score::new(-14, 21), // psqt king c3
    Score::new(-33, 33), // psqt king d3
    Score::new(-33, 33), // psqt king e3
    Score::new(-14, 21), // psqt king f3
    Score::new(9, 10), // psqt king g3
    Score::new(-17, 19), // psqt king h3
    Score::new(-9, 17), // psqt king a4
    Score::new(15, 23), // psqt king b4
    Score::new(-3, 32), // psqt king c4
    Score::new(-9, 41), // psqt king d4
    Score::new(-9, 41), // psqt king e4
    Score::new(-3, 32), // psqt king f4
    Score::new(15, 23), // psqt king g4
    Score::new(-9, 17), // psqt king h4
    Score::new(-1, 40), // psqt king a5
    Score::new(13, 37), // psqt king b5
    Score::new(9, 45), // psqt king c5
    Score::new(1, 44), // psqt king d5
    Score::new(1, 44), // psqt king e5
    Score::new(9, 45), // psqt king f5
    Score::new(13, 37), // psqt king g5
    Score::new(-1, 40), // psqt king h5
    Score::new(6, 32), // psqt king a6
    Score::new(13, 46), // psqt king b6
    Score::new(8, 42), // psqt king c6
    Score::new(9, 42), // psqt king d6
    Score::new(9, 42), // psqt king e6
    Score::new(8, 42), // psqt king f6
    Score::new(13, 46), // psqt king g6
    Score::new(6, 32), // psqt king h6
    Score::new(-1, 18), // psqt king a7
    Score::new(7, 28), // psqt king b7
    Score::new(5, 29), // psqt king c7
    Score::new(8, 42), // psqt king d7
    Score::new(8, 42), // psqt king e7
    Score::new(5, 29), // psqt king f7
    Score::new(7, 28), // psqt king g7
    Score::new(-1, 18), // psqt king h7
    Score::new(-4, 16), // psqt king a8
    Score::new(4, 32), // psqt king b8
    Score::new(0, 21), // psqt king c8
    Score::new(-4, 11), // psqt king d8
    Score::new(-4, 11), // psqt king e8
    Score::new(0, 21), // psqt king f8
    Score::new(4, 32), // psqt king g8
    Score::new(-4, 16), // psqt king h8
    Score::new(-70, -24), // mobility knight 0
    Score::new(-37, -51), // mobility knight 1
    Score::new(-20, -37), // mobility knight 2
    Score::new(-11, -14), // mobility knight 3
    Score::new(-3, -1), // mobility knight 4
    Score::new(3, 8), // mobility knight 5
    Score::new(10, 17), // mobility knight 6
    Score::new(12, 18), // mobility knight 7
    Score::new(17, 3), // mobility knight 8
    Score::new(-41, -28), // mobility bishop 0
    Score::new(-32, -41), // mobility bishop 1
    Score::new(-16, -27), // mobility bishop 2
    Score::new(-8, -16), // mobility bishop 3
    Score::new(1, -4), // mobility bishop 4
    Score::new(5, 12), // mobility bishop 5
    Score::new(7, 14), // mobility bishop 6
    Score::new(6, 16), // mobility bishop 7
    Score::new(14, 24), // mobility bishop 8
    Score::new(15, 23), // mobility bishop 9
    Score::new(27, 5), // mobility bishop 10
    Score::new(23, 5), // mobility bishop 11
    Score::new(9, 6), // mobility bishop 12
    Score::new(5, 12), // mobility bishop 13
    Score::new(-95, -42), // mobility rook 0
    Score::new(-43, -63), // mobility rook 1
    Score::new(-21, -38), // mobility rook 2
    Score::new(-16, -22), // mobility rook 3
    Score::new(-11, -23), // mobility rook 4
    Score::new(-7, -11), // mobility rook 5
    Score::new(-4, 6), // mobility rook 6
    Score::new(4, 6), // mobility rook 7
    Score::new(3, 14), // mobility rook 8
    Score::new(8, 18), // mobility rook 9
    Score::new(13, 23), // mobility rook 10
    Score::new(14, 27), // mobility rook 11
    Score::new(27, 31), // mobility rook 12
    Score::new(34, 28), // mobility rook 13
    Score::new(34, 30), // mobility rook 14
    Score::new(-9, -17), // mobility queen 0
    Score::new(-49, -8), // mobility queen 1
    Score::new(-25, -10), // mobility queen 2
    Score::new(-33, -13), // mobility queen 3
    Score::new(-33, -16), // mobility queen 4
    Score::new(-18, -23), // mobility queen 5
    Score::new(-18, -6), // mobility queen 6
    Score::new(-11, -21), // mobility queen 7
    Score::new(-7, -17), // mobility queen 8
    Score::new(-4, 8), // mobility queen 9
    Score::new(1, 6), // mobility queen 10
    Score::new(7, -3), // mobility queen 11
    Score::new(10, 5), // mobility queen 12
    Score::new(7, 19), // mobility queen 13
    Score::new(13, 9), // mobility queen 14
    Score::new(11, 15), // mobility queen 15
    Score::new(10, 16), // mobility queen 16
    Score::new(10, 18), // mobility queen 17
    Score::new(11, 10), // mobility queen 18
    Score::new(26, 6), // mobility queen 19
    Score::new(15, 0), // mobility queen 20
    Score::new(6, 0), // mobility queen 21
    Score::new(0, -5), // mobility queen 22
    Score::new(3, -4), // mobility queen 23
    Score::new(-3, -7), // mobility queen 24
    Score::new(-3, -4), // mobility queen 25
    Score::new(-4, -3), // mobility queen 26
    Score::new(-3, -2), // mobility queen 27
    Score::new(-4, -20), // doubled pawn
    Score::new(-4, -17), // isolated pawn
    Score::new(-1, -30), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(1, -2), // connected pawn rank 1
    Score::new(15, 0), // connected pawn rank 2
    Score::new(14, 8), // connected pawn rank 3
    Score::new(18, 24), // connected pawn rank 4
    Score::new(40, 63), // connected pawn rank 5
    Score::new(26, 67), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(40, 8), // passed pawn rank 1
    Score::new(10, 19), // passed pawn rank 2
    Score::new(3, 38), // passed pawn rank 3
    Score::new(4, 70), // passed pawn rank 4
    Score::new(43, 66), // passed pawn rank 5
    Score::new(23, 38), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(-5, 2), // passer own king distance rank 1
    Score::new(9, -6), // passer own king distance rank 2
    Score::new(12, -18), // passer own king distance rank 3
    Score::new(8, -22), // passer own king distance rank 4
    Score::new(6, -25), // passer own king distance rank 5
    Score::new(6, -17), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-8, 2), // passer enemy king distance rank 1
    Score::new(-13, 3), // passer enemy king distance rank 2
    Score::new(-17, 22), // passer enemy king distance rank 3
    Score::new(-8, 31), // passer enemy king distance rank 4
    Score::new(-13, 49), // passer enemy king distance rank 5
    Score::new(1, 65), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(1, 4), // passer free path rank 1
    Score::new(1, 6), // passer free path rank 2
    Score::new(-31, 19), // passer free path rank 3
    Score::new(1, 21), // passer free path rank 4
    Score::new(16, 42), // passer free path rank 5
    Score::new(55, 95), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(0, 50), // unstoppable passer
    Score::new(64, 65), // king danger units 0
    Score::new(69, 36), // king danger units 1
    Score::new(84, 53), // king danger units 2
    Score::new(54, 41), // king danger units 3
    Score::new(53, 41), // king danger units 4
    Score::new(42, 40), // king danger units 5
    Score::new(59, 28), // king danger units 6
    Score::new(42, 17), // king danger units 7
    Score::new(26, 8), // king danger units 8
    Score::new(40, -17), // king danger units 9
    Score::new(15, -4), // king danger units 10
    Score::new(1, -16), // king danger units 11
    Score::new(-28, -14), // king danger units 12
    Score::new(-37, -19), // king danger units 13
    Score::new(-51, -30), // king danger units 14
    Score::new(-72, -36), // king danger units 15
    Score::new(-78, -33), // king danger units 16
    Score::new(-60, -32), // king danger units 17
    Score::new(-58, -33), // king danger units 18
    Score::new(-61, -35), // king danger units 19
    Score::new(-37, -24), // king danger units 20
    Score::new(-26, -13), // king danger units 21
    Score::new(-21, -13), // king danger units 22
    Score::new(-19, -9), // king danger units 23
    Score::new(16, 10), // pawn shield distance 0
    Score::new(8, 10), // pawn shield distance 1
    Score::new(-3, -1), // pawn shield distance 2
    Score::new(-23, 33), // pawn shield distance 3
    Score::new(18, 19), // pawn storm distance 0
    Score::new(-26, -1), // pawn storm distance 1
    Score::new(0, 7), // pawn storm distance 2
    Score::new(9, 3), // pawn storm distance 3
    Score::new(-2, 24), // pawn storm distance 4
    Score::new(-16, -39), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(49, 21), // threat by pawn on knight
    Score::new(40, 27), // threat by pawn on bishop
    Score::new(27, 24), // threat by pawn on rook
    Score::new(36, 1), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(-1, 9), // threat by minor on pawn
    Score::new(25, 44), // threat by minor on knight
    Score::new(36, 18), // threat by minor on bishop
    Score::new(48, 13), // threat by minor on rook
    Score::new(43, 17), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(-11, 17), // threat by rook on pawn
    Score::new(4, 48), // threat by rook on knight
    Score::new(14, 35), // threat by rook on bishop
    Score::new(-1, -2), // threat by rook on rook
    Score::new(46, 15), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(8, 30), // hanging pawn
    Score::new(12, 11), // hanging knight
    Score::new(16, 9), // hanging bishop
    Score::new(12, 17), // hanging rook
    Score::new(11, -4), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(30, -3), // rook open file
    Score::new(18, 9), // rook half-open file
    Score::new(-12, 33), // rook seventh rank
    Score::new(23, 29), // knight outpost
    Score::new(20, 16), // bishop outpost
    Score::new(-3, -4), // bishop own pawns on colour
    Score::new(0, 0), // passer safe stop rank 0
    Score::new(-2, 6), // passer safe stop rank 1
    Score::new(0, 10), // passer safe stop rank 2
    Score::new(8, 8), // passer safe stop rank 3
    Score::new(-18, 28), // passer safe stop rank 4
    Score::new(13, 33), // passer safe stop rank 5
    Score::new(14, 34), // passer safe stop rank 6
    Score::new(0, 0), // passer safe stop rank 7
    Score::new(10, 16), // threat by pawn push
    Score::new(-4, -2), // space
    Score::new(4, 20), // minor behind pawn
    Score::new(9, 7), // tempo
];
