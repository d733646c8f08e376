//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data pool10.epd --seed 1 --epochs 300 --validation 0.1 --lr 1 --l2 1e-9 --min-support 100 --anchor 1e-8 --psqt-shape mirrored`:
//! 843300 training and 93700 validation positions, K = 1.7133,
//! training error 0.023263 -> 0.022295, validation error 0.024247 -> 0.023234, 162 s.
//! Round 25 (`docs/eval.md`): round 24's `pool10.epd`, fitted with 2c949a2's residual net in place.

use super::params::N_PARAMS;
use crate::Score;

/// Every weight, indexed as `params.rs` lays them out.
#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(60, 55), // piece value pawn
    Score::new(328, 278), // piece value knight
    Score::new(344, 277), // piece value bishop
    Score::new(455, 466), // piece value rook
    Score::new(939, 927), // piece value queen
    Score::new(39, 51), // bishop pair
    Score::new(1, 12), // knight per pawn above 5
    Score::new(2, -4), // rook per pawn above 5
    Score::new(-39, -32), // rook pair
    Score::new(22, -43), // rook beside queen
    Score::new(54, 111), // psqt pawn a1
    Score::new(54, 111), // psqt pawn b1
    Score::new(54, 111), // psqt pawn c1
    Score::new(54, 111), // psqt pawn d1
    Score::new(54, 111), // psqt pawn e1
    Score::new(54, 111), // psqt pawn f1
    Score::new(54, 111), // psqt pawn g1
    Score::new(54, 111), // psqt pawn h1
    Score::new(-10, -6), // psqt pawn a2
    Score::new(8, 6), // psqt pawn b2
    Score::new(7, 9), // psqt pawn c2
    Score::new(-14, 11), // psqt pawn d2
    Score::new(-14, 11), // psqt pawn e2
    Score::new(7, 9), // psqt pawn f2
    Score::new(8, 6), // psqt pawn g2
    Score::new(-10, -6), // psqt pawn h2
    Score::new(-12, -4), // psqt pawn a3
    Score::new(-12, -5), // psqt pawn b3
    Score::new(-9, -3), // psqt pawn c3
    Score::new(-9, 1), // psqt pawn d3
    Score::new(-9, 1), // psqt pawn e3
    Score::new(-9, -3), // psqt pawn f3
    Score::new(-12, -5), // psqt pawn g3
    Score::new(-12, -4), // psqt pawn h3
    Score::new(-1, -6), // psqt pawn a4
    Score::new(-8, 4), // psqt pawn b4
    Score::new(9, -11), // psqt pawn c4
    Score::new(10, -3), // psqt pawn d4
    Score::new(10, -3), // psqt pawn e4
    Score::new(9, -11), // psqt pawn f4
    Score::new(-8, 4), // psqt pawn g4
    Score::new(-1, -6), // psqt pawn h4
    Score::new(18, 19), // psqt pawn a5
    Score::new(11, 14), // psqt pawn b5
    Score::new(31, 3), // psqt pawn c5
    Score::new(24, -2), // psqt pawn d5
    Score::new(24, -2), // psqt pawn e5
    Score::new(31, 3), // psqt pawn f5
    Score::new(11, 14), // psqt pawn g5
    Score::new(18, 19), // psqt pawn h5
    Score::new(22, 27), // psqt pawn a6
    Score::new(28, 48), // psqt pawn b6
    Score::new(34, 31), // psqt pawn c6
    Score::new(49, 22), // psqt pawn d6
    Score::new(49, 22), // psqt pawn e6
    Score::new(34, 31), // psqt pawn f6
    Score::new(28, 48), // psqt pawn g6
    Score::new(22, 27), // psqt pawn h6
    Score::new(-5, 23), // psqt pawn a7
    Score::new(10, 35), // psqt pawn b7
    Score::new(0, 17), // psqt pawn c7
    Score::new(33, 34), // psqt pawn d7
    Score::new(33, 34), // psqt pawn e7
    Score::new(0, 17), // psqt pawn f7
    Score::new(10, 35), // psqt pawn g7
    Score::new(-5, 23), // psqt pawn h7
    Score::new(54, 111), // psqt pawn a8
    Score::new(54, 111), // psqt pawn b8
    Score::new(54, 111), // psqt pawn c8
    Score::new(54, 111), // psqt pawn d8
    Score::new(54, 111), // psqt pawn e8
    Score::new(54, 111), // psqt pawn f8
    Score::new(54, 111), // psqt pawn g8
    Score::new(54, 111), // psqt pawn h8
    Score::new(-28, -14), // psqt knight a1
    Score::new(-29, -8), // psqt knight b1
    Score::new(-43, -9), // psqt knight c1
    Score::new(-21, -10), // psqt knight d1
    Score::new(-21, -10), // psqt knight e1
    Score::new(-43, -9), // psqt knight f1
    Score::new(-29, -8), // psqt knight g1
    Score::new(-28, -14), // psqt knight h1
    Score::new(-22, -8), // psqt knight a2
    Score::new(-19, 1), // psqt knight b2
    Score::new(-21, -12), // psqt knight c2
    Score::new(-8, -10), // psqt knight d2
    Score::new(-8, -10), // psqt knight e2
    Score::new(-21, -12), // psqt knight f2
    Score::new(-19, 1), // psqt knight g2
    Score::new(-22, -8), // psqt knight h2
    Score::new(-19, -13), // psqt knight a3
    Score::new(-10, -4), // psqt knight b3
    Score::new(-2, -11), // psqt knight c3
    Score::new(5, 15), // psqt knight d3
    Score::new(5, 15), // psqt knight e3
    Score::new(-2, -11), // psqt knight f3
    Score::new(-10, -4), // psqt knight g3
    Score::new(-19, -13), // psqt knight h3
    Score::new(1, 1), // psqt knight a4
    Score::new(25, -6), // psqt knight b4
    Score::new(21, 21), // psqt knight c4
    Score::new(25, 29), // psqt knight d4
    Score::new(25, 29), // psqt knight e4
    Score::new(21, 21), // psqt knight f4
    Score::new(25, -6), // psqt knight g4
    Score::new(1, 1), // psqt knight h4
    Score::new(18, 1), // psqt knight a5
    Score::new(20, 5), // psqt knight b5
    Score::new(33, 22), // psqt knight c5
    Score::new(30, 32), // psqt knight d5
    Score::new(30, 32), // psqt knight e5
    Score::new(33, 22), // psqt knight f5
    Score::new(20, 5), // psqt knight g5
    Score::new(18, 1), // psqt knight h5
    Score::new(-7, -3), // psqt knight a6
    Score::new(17, 8), // psqt knight b6
    Score::new(37, 17), // psqt knight c6
    Score::new(42, 18), // psqt knight d6
    Score::new(42, 18), // psqt knight e6
    Score::new(37, 17), // psqt knight f6
    Score::new(17, 8), // psqt knight g6
    Score::new(-7, -3), // psqt knight h6
    Score::new(-17, 0), // psqt knight a7
    Score::new(-12, 9), // psqt knight b7
    Score::new(21, 14), // psqt knight c7
    Score::new(27, 33), // psqt knight d7
    Score::new(27, 33), // psqt knight e7
    Score::new(21, 14), // psqt knight f7
    Score::new(-12, 9), // psqt knight g7
    Score::new(-17, 0), // psqt knight h7
    Score::new(-65, -18), // psqt knight a8
    Score::new(-7, 13), // psqt knight b8
    Score::new(-11, 10), // psqt knight c8
    Score::new(4, 9), // psqt knight d8
    Score::new(4, 9), // psqt knight e8
    Score::new(-11, 10), // psqt knight f8
    Score::new(-7, 13), // psqt knight g8
    Score::new(-65, -18), // psqt knight h8
    Score::new(-20, -21), // psqt bishop a1
    Score::new(-14, -6), // psqt bishop b1
    Score::new(-17, -3), // psqt bishop c1
    Score::new(-22, -4), // psqt bishop d1
    Score::new(-22, -4), // psqt bishop e1
    Score::new(-17, -3), // psqt bishop f1
    Score::new(-14, -6), // psqt bishop g1
    Score::new(-20, -21), // psqt bishop h1
    Score::new(5, -28), // psqt bishop a2
    Score::new(3, -26), // psqt bishop b2
    Score::new(10, -7), // psqt bishop c2
    Score::new(-7, 0), // psqt bishop d2
    Score::new(-7, 0), // psqt bishop e2
    Score::new(10, -7), // psqt bishop f2
    Score::new(3, -26), // psqt bishop g2
    Score::new(5, -28), // psqt bishop h2
    Score::new(2, -7), // psqt bishop a3
    Score::new(15, -4), // psqt bishop b3
    Score::new(2, -4), // psqt bishop c3
    Score::new(8, 22), // psqt bishop d3
    Score::new(8, 22), // psqt bishop e3
    Score::new(2, -4), // psqt bishop f3
    Score::new(15, -4), // psqt bishop g3
    Score::new(2, -7), // psqt bishop h3
    Score::new(8, -12), // psqt bishop a4
    Score::new(12, 8), // psqt bishop b4
    Score::new(16, 17), // psqt bishop c4
    Score::new(32, 20), // psqt bishop d4
    Score::new(32, 20), // psqt bishop e4
    Score::new(16, 17), // psqt bishop f4
    Score::new(12, 8), // psqt bishop g4
    Score::new(8, -12), // psqt bishop h4
    Score::new(-3, 4), // psqt bishop a5
    Score::new(5, 19), // psqt bishop b5
    Score::new(19, 7), // psqt bishop c5
    Score::new(19, 31), // psqt bishop d5
    Score::new(19, 31), // psqt bishop e5
    Score::new(19, 7), // psqt bishop f5
    Score::new(5, 19), // psqt bishop g5
    Score::new(-3, 4), // psqt bishop h5
    Score::new(4, 5), // psqt bishop a6
    Score::new(9, 33), // psqt bishop b6
    Score::new(4, 22), // psqt bishop c6
    Score::new(17, 19), // psqt bishop d6
    Score::new(17, 19), // psqt bishop e6
    Score::new(4, 22), // psqt bishop f6
    Score::new(9, 33), // psqt bishop g6
    Score::new(4, 5), // psqt bishop h6
    Score::new(-21, 3), // psqt bishop a7
    Score::new(-29, 14), // psqt bishop b7
    Score::new(5, 22), // psqt bishop c7
    Score::new(2, 22), // psqt bishop d7
    Score::new(2, 22), // psqt bishop e7
    Score::new(5, 22), // psqt bishop f7
    Score::new(-29, 14), // psqt bishop g7
    Score::new(-21, 3), // psqt bishop h7
    Score::new(-24, 2), // psqt bishop a8
    Score::new(-11, 5), // psqt bishop b8
    Score::new(-26, 15), // psqt bishop c8
    Score::new(-10, 12), // psqt bishop d8
    Score::new(-10, 12), // psqt bishop e8
    Score::new(-26, 15), // psqt bishop f8
    Score::new(-11, 5), // psqt bishop g8
    Score::new(-24, 2), // psqt bishop h8
    Score::new(-13, -7), // psqt rook a1
    Score::new(-12, 2), // psqt rook b1
    Score::new(0, 2), // psqt rook c1
    Score::new(14, -11), // psqt rook d1
    Score::new(14, -11), // psqt rook e1
    Score::new(0, 2), // psqt rook f1
    Score::new(-12, 2), // psqt rook g1
    Score::new(-13, -7), // psqt rook h1
    Score::new(-39, -13), // psqt rook a2
    Score::new(-16, -8), // psqt rook b2
    Score::new(6, -6), // psqt rook c2
    Score::new(1, -15), // psqt rook d2
    Score::new(1, -15), // psqt rook e2
    Score::new(6, -6), // psqt rook f2
    Score::new(-16, -8), // psqt rook g2
    Score::new(-39, -13), // psqt rook h2
    Score::new(-21, -4), // psqt rook a3
    Score::new(9, -4), // psqt rook b3
    Score::new(-1, 8), // psqt rook c3
    Score::new(1, 1), // psqt rook d3
    Score::new(1, 1), // psqt rook e3
    Score::new(-1, 8), // psqt rook f3
    Score::new(9, -4), // psqt rook g3
    Score::new(-21, -4), // psqt rook h3
    Score::new(-11, 18), // psqt rook a4
    Score::new(12, 11), // psqt rook b4
    Score::new(10, 14), // psqt rook c4
    Score::new(26, 8), // psqt rook d4
    Score::new(26, 8), // psqt rook e4
    Score::new(10, 14), // psqt rook f4
    Score::new(12, 11), // psqt rook g4
    Score::new(-11, 18), // psqt rook h4
    Score::new(8, 25), // psqt rook a5
    Score::new(23, 25), // psqt rook b5
    Score::new(27, 14), // psqt rook c5
    Score::new(35, 5), // psqt rook d5
    Score::new(35, 5), // psqt rook e5
    Score::new(27, 14), // psqt rook f5
    Score::new(23, 25), // psqt rook g5
    Score::new(8, 25), // psqt rook h5
    Score::new(14, 28), // psqt rook a6
    Score::new(43, 22), // psqt rook b6
    Score::new(64, 9), // psqt rook c6
    Score::new(58, 2), // psqt rook d6
    Score::new(58, 2), // psqt rook e6
    Score::new(64, 9), // psqt rook f6
    Score::new(43, 22), // psqt rook g6
    Score::new(14, 28), // psqt rook h6
    Score::new(14, 20), // psqt rook a7
    Score::new(8, 25), // psqt rook b7
    Score::new(41, 5), // psqt rook c7
    Score::new(34, 1), // psqt rook d7
    Score::new(34, 1), // psqt rook e7
    Score::new(41, 5), // psqt rook f7
    Score::new(8, 25), // psqt rook g7
    Score::new(14, 20), // psqt rook h7
    Score::new(28, 34), // psqt rook a8
    Score::new(15, 38), // psqt rook b8
    Score::new(27, 22), // psqt rook c8
    Score::new(14, 18), // psqt rook d8
    Score::new(14, 18), // psqt rook e8
    Score::new(27, 22), // psqt rook f8
    Score::new(15, 38), // psqt rook g8
    Score::new(28, 34), // psqt rook h8
    Score::new(-18, -4), // psqt queen a1
    Score::new(-11, 6), // psqt queen b1
    Score::new(-14, -17), // psqt queen c1
    Score::new(-2, -28), // psqt queen d1
    Score::new(-2, -28), // psqt queen e1
    Score::new(-14, -17), // psqt queen f1
    Score::new(-11, 6), // psqt queen g1
    Score::new(-18, -4), // psqt queen h1
    Score::new(-22, 2), // psqt queen a2
    Score::new(0, -6), // psqt queen b2
    Score::new(7, -15), // psqt queen c2
    Score::new(5, -12), // psqt queen d2
    Score::new(5, -12), // psqt queen e2
    Score::new(7, -15), // psqt queen f2
    Score::new(0, -6), // psqt queen g2
    Score::new(-22, 2), // psqt queen h2
    Score::new(-2, 3), // psqt queen a3
    Score::new(1, 10), // psqt queen b3
    Score::new(4, 23), // psqt queen c3
    Score::new(0, 26), // psqt queen d3
    Score::new(0, 26), // psqt queen e3
    Score::new(4, 23), // psqt queen f3
    Score::new(1, 10), // psqt queen g3
    Score::new(-2, 3), // psqt queen h3
    Score::new(-6, 2), // psqt queen a4
    Score::new(0, 33), // psqt queen b4
    Score::new(3, 40), // psqt queen c4
    Score::new(-1, 56), // psqt queen d4
    Score::new(-1, 56), // psqt queen e4
    Score::new(3, 40), // psqt queen f4
    Score::new(0, 33), // psqt queen g4
    Score::new(-6, 2), // psqt queen h4
    Score::new(1, -2), // psqt queen a5
    Score::new(-4, 29), // psqt queen b5
    Score::new(7, 27), // psqt queen c5
    Score::new(8, 42), // psqt queen d5
    Score::new(8, 42), // psqt queen e5
    Score::new(7, 27), // psqt queen f5
    Score::new(-4, 29), // psqt queen g5
    Score::new(1, -2), // psqt queen h5
    Score::new(-8, 4), // psqt queen a6
    Score::new(6, 33), // psqt queen b6
    Score::new(6, 30), // psqt queen c6
    Score::new(4, 25), // psqt queen d6
    Score::new(4, 25), // psqt queen e6
    Score::new(6, 30), // psqt queen f6
    Score::new(6, 33), // psqt queen g6
    Score::new(-8, 4), // psqt queen h6
    Score::new(-24, 8), // psqt queen a7
    Score::new(-34, 14), // psqt queen b7
    Score::new(-14, 20), // psqt queen c7
    Score::new(-3, 22), // psqt queen d7
    Score::new(-3, 22), // psqt queen e7
    Score::new(-14, 20), // psqt queen f7
    Score::new(-34, 14), // psqt queen g7
    Score::new(-24, 8), // psqt queen h7
    Score::new(-37, 13), // psqt queen a8
    Score::new(-1, 16), // psqt queen b8
    Score::new(-9, 7), // psqt queen c8
    Score::new(-2, 12), // psqt queen d8
    Score::new(-2, 12), // psqt queen e8
    Score::new(-9, 7), // psqt queen f8
    Score::new(-1, 16), // psqt queen g8
    Score::new(-37, 13), // psqt queen h8
    Score::new(22, -33), // psqt king a1
    Score::new(43, -24), // psqt king b1
    Score::new(-18, 7), // psqt king c1
    Score::new(-11, -23), // psqt king d1
    Score::new(-11, -23), // psqt king e1
    Score::new(-18, 7), // psqt king f1
    Score::new(43, -24), // psqt king g1
    Score::new(22, -33), // psqt king h1
    Score::new(14, 8), // psqt king a2
    Score::new(10, 9), // psqt king b2
    Score::new(-46, 28), // psqt king c2
    Score::new(-59, 29), // psqt king d2
    Score::new(-59, 29), // psqt king e2
    Score::new(-46, 28), // psqt king f2
    Score::new(10, 9), // psqt king g2
    Score::new(14, 8), // psqt king h2
    Score::new(-27, 29), // psqt king a3
    Score::new(-21, 25), // psqt king b3
    Score::new(-47, 38), // psqt king c3
    Score::new(-67, 49), // psqt king d3
    Score::new(-67, 49), // psqt king e3
    Score::new(-47, 38), // psqt king f3
    Score::new(-21, 25), // psqt king g3
    Score::new(-27, 29), // psqt king h3
    Score::new(-25, 42), // psqt king a4
    Score::new(-22, 34), // psqt king b4
    Score::new(-33, 47), // psqt king c4
    Score::new(-32, 49), // psqt king d4
    Score::new(-32, 49), // psqt king e4
    Score::new(-33, 47), // psqt king f4
    Score::new(-22, 34), // psqt king g4
    Score::new(-25, 42), // psqt king h4
    Score::new(-18, 47), // psqt king a5
    Score::new(-16, 48), // psqt king b5
    Score::new(-10, 54), // psqt king c5
    Score::new(-13, 49), // psqt king d5
    Score::new(-13, 49), // psqt king e5
    Score::new(-10, 54), // psqt king f5
    Score::new(-16, 48), // psqt king g5
    Score::new(-18, 47), // psqt king h5
    Score::new(-13, 49), // psqt king a6
    Score::new(-7, 55), // psqt king b6
    Score::new(-11, 57), // psqt king c6
    Score::new(-11, 44), // psqt king d6
    Score::new(-11, 44), // psqt king e6
    Score::new(-11, 57), // psqt king f6
    Score::new(-7, 55), // psqt king g6
    Score::new(-13, 49), // psqt king h6
    Score::new(-15, 33), // psqt king a7
    Score::new(-16, 46), // psqt king b7
    Score::new(-9, 50), // psqt king c7
    Score::new(-12, 43), // psqt king d7
    Score::new(-12, 43), // psqt king e7
    Score::new(-9, 50), // psqt king f7
    Score::new(-16, 46), // psqt king g7
    Score::new(-15, 33), // psqt king h7
    Score::new(-15, 34), // psqt king a8
    Score::new(-15, 34), // psqt king b8
    Score::new(-15, 34), // psqt king c8
    Score::new(-16, 34), // psqt king d8
    Score::new(-16, 34), // psqt king e8
    Score::new(-15, 34), // psqt king f8
    Score::new(-15, 34), // psqt king g8
    Score::new(-15, 34), // psqt king h8
    Score::new(-55, -31), // mobility knight 0
    Score::new(-38, -52), // mobility knight 1
    Score::new(-20, -29), // mobility knight 2
    Score::new(-10, -11), // mobility knight 3
    Score::new(-2, 0), // mobility knight 4
    Score::new(4, 10), // mobility knight 5
    Score::new(12, 15), // mobility knight 6
    Score::new(18, 16), // mobility knight 7
    Score::new(20, 10), // mobility knight 8
    Score::new(-34, -60), // mobility bishop 0
    Score::new(-26, -36), // mobility bishop 1
    Score::new(-8, -24), // mobility bishop 2
    Score::new(-4, -10), // mobility bishop 3
    Score::new(1, 3), // mobility bishop 4
    Score::new(5, 12), // mobility bishop 5
    Score::new(7, 13), // mobility bishop 6
    Score::new(9, 14), // mobility bishop 7
    Score::new(8, 20), // mobility bishop 8
    Score::new(13, 17), // mobility bishop 9
    Score::new(13, 10), // mobility bishop 10
    Score::new(27, 16), // mobility bishop 11
    Score::new(6, 9), // mobility bishop 12
    Score::new(7, 9), // mobility bishop 13
    Score::new(-91, -24), // mobility rook 0
    Score::new(-39, -43), // mobility rook 1
    Score::new(-21, -25), // mobility rook 2
    Score::new(-12, -15), // mobility rook 3
    Score::new(-6, -14), // mobility rook 4
    Score::new(-4, -4), // mobility rook 5
    Score::new(0, 5), // mobility rook 6
    Score::new(6, 8), // mobility rook 7
    Score::new(10, 14), // mobility rook 8
    Score::new(14, 16), // mobility rook 9
    Score::new(16, 23), // mobility rook 10
    Score::new(21, 23), // mobility rook 11
    Score::new(29, 24), // mobility rook 12
    Score::new(41, 18), // mobility rook 13
    Score::new(30, 29), // mobility rook 14
    Score::new(-18, -17), // mobility queen 0
    Score::new(-36, -3), // mobility queen 1
    Score::new(-43, -8), // mobility queen 2
    Score::new(-28, -13), // mobility queen 3
    Score::new(-21, -24), // mobility queen 4
    Score::new(-16, -26), // mobility queen 5
    Score::new(-11, -29), // mobility queen 6
    Score::new(-9, -14), // mobility queen 7
    Score::new(-4, -6), // mobility queen 8
    Score::new(-3, 4), // mobility queen 9
    Score::new(0, 10), // mobility queen 10
    Score::new(4, 15), // mobility queen 11
    Score::new(7, 15), // mobility queen 12
    Score::new(11, 15), // mobility queen 13
    Score::new(10, 18), // mobility queen 14
    Score::new(16, 15), // mobility queen 15
    Score::new(12, 17), // mobility queen 16
    Score::new(20, 8), // mobility queen 17
    Score::new(19, 6), // mobility queen 18
    Score::new(20, 2), // mobility queen 19
    Score::new(17, 2), // mobility queen 20
    Score::new(16, 7), // mobility queen 21
    Score::new(12, 0), // mobility queen 22
    Score::new(5, 8), // mobility queen 23
    Score::new(2, 2), // mobility queen 24
    Score::new(6, 7), // mobility queen 25
    Score::new(0, 0), // mobility queen 26
    Score::new(0, 1), // mobility queen 27
    Score::new(-9, -17), // doubled pawn
    Score::new(2, -2), // isolated pawn
    Score::new(-2, -5), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(-4, -5), // connected pawn rank 1
    Score::new(2, 1), // connected pawn rank 2
    Score::new(1, 9), // connected pawn rank 3
    Score::new(5, 26), // connected pawn rank 4
    Score::new(33, 48), // connected pawn rank 5
    Score::new(14, 35), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(23, 9), // passed pawn rank 1
    Score::new(3, -1), // passed pawn rank 2
    Score::new(-12, 20), // passed pawn rank 3
    Score::new(10, 39), // passed pawn rank 4
    Score::new(20, 61), // passed pawn rank 5
    Score::new(25, 80), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(-5, 4), // passer own king distance rank 1
    Score::new(0, 1), // passer own king distance rank 2
    Score::new(10, -12), // passer own king distance rank 3
    Score::new(3, -15), // passer own king distance rank 4
    Score::new(4, -19), // passer own king distance rank 5
    Score::new(7, -13), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-4, -4), // passer enemy king distance rank 1
    Score::new(-4, 0), // passer enemy king distance rank 2
    Score::new(-11, 14), // passer enemy king distance rank 3
    Score::new(-6, 20), // passer enemy king distance rank 4
    Score::new(-6, 33), // passer enemy king distance rank 5
    Score::new(12, 49), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(-3, 2), // passer free path rank 1
    Score::new(-7, 7), // passer free path rank 2
    Score::new(-15, 16), // passer free path rank 3
    Score::new(-1, 26), // passer free path rank 4
    Score::new(12, 42), // passer free path rank 5
    Score::new(24, 73), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(0, 9), // unstoppable passer
    Score::new(32, 28), // king danger units 0
    Score::new(46, 20), // king danger units 1
    Score::new(64, 26), // king danger units 2
    Score::new(42, 21), // king danger units 3
    Score::new(40, 24), // king danger units 4
    Score::new(41, 21), // king danger units 5
    Score::new(44, 18), // king danger units 6
    Score::new(34, 2), // king danger units 7
    Score::new(29, 7), // king danger units 8
    Score::new(36, 0), // king danger units 9
    Score::new(18, 3), // king danger units 10
    Score::new(-4, 0), // king danger units 11
    Score::new(-27, 2), // king danger units 12
    Score::new(-37, -10), // king danger units 13
    Score::new(-43, -16), // king danger units 14
    Score::new(-60, -19), // king danger units 15
    Score::new(-57, -20), // king danger units 16
    Score::new(-54, -25), // king danger units 17
    Score::new(-44, -24), // king danger units 18
    Score::new(-38, -23), // king danger units 19
    Score::new(-29, -16), // king danger units 20
    Score::new(-13, -7), // king danger units 21
    Score::new(-12, -5), // king danger units 22
    Score::new(-13, -3), // king danger units 23
    Score::new(12, 1), // pawn shield distance 0
    Score::new(1, 6), // pawn shield distance 1
    Score::new(-12, 6), // pawn shield distance 2
    Score::new(-22, 28), // pawn shield distance 3
    Score::new(18, 4), // pawn storm distance 0
    Score::new(-32, -2), // pawn storm distance 1
    Score::new(-13, 10), // pawn storm distance 2
    Score::new(-3, 8), // pawn storm distance 3
    Score::new(-11, 23), // pawn storm distance 4
    Score::new(-16, -23), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(68, 33), // threat by pawn on knight
    Score::new(56, 33), // threat by pawn on bishop
    Score::new(45, 20), // threat by pawn on rook
    Score::new(53, -4), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(1, 10), // threat by minor on pawn
    Score::new(20, 32), // threat by minor on knight
    Score::new(41, 29), // threat by minor on bishop
    Score::new(48, 20), // threat by minor on rook
    Score::new(54, -9), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(-11, 18), // threat by rook on pawn
    Score::new(6, 33), // threat by rook on knight
    Score::new(15, 25), // threat by rook on bishop
    Score::new(0, 0), // threat by rook on rook
    Score::new(50, 4), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(10, 23), // hanging pawn
    Score::new(16, 9), // hanging knight
    Score::new(14, 11), // hanging bishop
    Score::new(12, 6), // hanging rook
    Score::new(16, -7), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(31, -2), // rook open file
    Score::new(22, -6), // rook half-open file
    Score::new(0, 25), // rook seventh rank
    Score::new(26, 19), // knight outpost
    Score::new(22, 14), // bishop outpost
    Score::new(0, -3), // bishop own pawns on colour
    Score::new(41, 35), // tempo
    Score::new(0, 0), // passer safe stop square rank 0
    Score::new(2, 6), // passer safe stop square rank 1
    Score::new(14, 1), // passer safe stop square rank 2
    Score::new(0, 6), // passer safe stop square rank 3
    Score::new(-2, 25), // passer safe stop square rank 4
    Score::new(-1, 53), // passer safe stop square rank 5
    Score::new(4, 19), // passer safe stop square rank 6
    Score::new(0, 0), // passer safe stop square rank 7
    Score::new(14, 14), // safe pawn push threat
    Score::new(-14, 6), // space
    Score::new(6, 12), // minor behind pawn
    Score::new(-64, 0), // safe check by knight
    Score::new(-43, -26), // safe check by bishop
    Score::new(-92, -8), // safe check by rook
    Score::new(-40, -67), // safe check by queen
    Score::new(-16, 5), // weak king zone square
    Score::new(-6, 2), // king flank attack
    Score::new(-13, -35), // pawnless flank
    Score::new(-12, -8), // king pawn distance
    Score::new(4, -4), // rook on queen file
    Score::new(5, -12), // rook on king ring
    Score::new(13, 12), // bishop on king ring
    Score::new(-5, -8), // king protector knight
    Score::new(-2, -7), // king protector bishop
    Score::new(-13, 27), // threat by king
    Score::new(19, 10), // bishop long diagonal
    Score::new(5, 3), // knight on queen
    Score::new(7, 10), // slider on queen
    Score::new(4, 2), // restricted square
    Score::new(-7, -42), // trapped rook
    Score::new(-10, -19), // weak unopposed pawn
    Score::new(-1, -20), // doubled isolated pawn
    Score::new(18, 1), // pawn support
    Score::new(11, 3), // pawn phalanx
    Score::new(-15, -15), // blocked pawn rank 0
    Score::new(5, -13), // blocked pawn rank 1
    Score::new(10, 1), // blocked storm
    Score::new(14, 10), // rook behind passer 0
    Score::new(-12, -44), // rook behind passer 1
    Score::new(15, 3), // reachable outpost
    Score::new(-1, 38), // queen infiltration
    Score::new(-7, -8), // rook on closed file
    Score::new(-6, -3), // bishop xray pawns
    Score::new(0, -2), // bad bishop blocked centre
    Score::new(3, 3), // closed position knight
    Score::new(2, 0), // closed position rook
    Score::new(2, -1), // space times pieces
    Score::new(-40, -58), // pinned minor
    Score::new(-57, -17), // pinned major
    Score::new(-18, 8), // weak queen
    Score::new(5, 10), // weak queen protection
    Score::new(0, 2), // initiative passers
    Score::new(0, 6), // initiative pawns
    Score::new(0, 2), // initiative outflanking
    Score::new(0, -43), // initiative both flanks
    Score::new(0, -22), // initiative infiltration
    Score::new(0, 23), // initiative pawn ending
    Score::new(0, -100), // initiative unwinnable
];
