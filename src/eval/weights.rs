//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data combinedB.epd --seed 1 --epochs 300 --validation 0.1 --lr 1 --l2 1e-9 --min-support 100 --anchor 1e-8 --psqt-shape mirrored`:
//! 1830019 training and 203335 validation positions, K = 1.0434,
//! training error 0.035277 -> 0.035136, validation error 0.035246 -> 0.035088, 642 s.

use super::params::N_PARAMS;
use crate::material::Score;

/// Every weight, indexed as `params.rs` lays them out.
#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(52, 52), // piece value pawn
    Score::new(275, 268), // piece value knight
    Score::new(283, 258), // piece value bishop
    Score::new(405, 423), // piece value rook
    Score::new(819, 813), // piece value queen
    Score::new(35, 55), // bishop pair
    Score::new(3, 13), // knight per pawn above 5
    Score::new(-1, 3), // rook per pawn above 5
    Score::new(-44, -30), // rook pair
    Score::new(-7, -24), // rook beside queen
    Score::new(30, 64), // psqt pawn a1
    Score::new(30, 64), // psqt pawn b1
    Score::new(30, 64), // psqt pawn c1
    Score::new(30, 64), // psqt pawn d1
    Score::new(30, 64), // psqt pawn e1
    Score::new(30, 64), // psqt pawn f1
    Score::new(30, 64), // psqt pawn g1
    Score::new(30, 64), // psqt pawn h1
    Score::new(-4, -8), // psqt pawn a2
    Score::new(13, 0), // psqt pawn b2
    Score::new(-3, 13), // psqt pawn c2
    Score::new(-21, 9), // psqt pawn d2
    Score::new(-21, 9), // psqt pawn e2
    Score::new(-3, 13), // psqt pawn f2
    Score::new(13, 0), // psqt pawn g2
    Score::new(-4, -8), // psqt pawn h2
    Score::new(-8, -8), // psqt pawn a3
    Score::new(-5, -15), // psqt pawn b3
    Score::new(-12, -2), // psqt pawn c3
    Score::new(-12, 2), // psqt pawn d3
    Score::new(-12, 2), // psqt pawn e3
    Score::new(-12, -2), // psqt pawn f3
    Score::new(-5, -15), // psqt pawn g3
    Score::new(-8, -8), // psqt pawn h3
    Score::new(-4, -2), // psqt pawn a4
    Score::new(-12, 8), // psqt pawn b4
    Score::new(3, -9), // psqt pawn c4
    Score::new(7, -3), // psqt pawn d4
    Score::new(7, -3), // psqt pawn e4
    Score::new(3, -9), // psqt pawn f4
    Score::new(-12, 8), // psqt pawn g4
    Score::new(-4, -2), // psqt pawn h4
    Score::new(10, 25), // psqt pawn a5
    Score::new(1, 20), // psqt pawn b5
    Score::new(26, 6), // psqt pawn c5
    Score::new(24, -1), // psqt pawn d5
    Score::new(24, -1), // psqt pawn e5
    Score::new(26, 6), // psqt pawn f5
    Score::new(1, 20), // psqt pawn g5
    Score::new(10, 25), // psqt pawn h5
    Score::new(28, 28), // psqt pawn a6
    Score::new(29, 37), // psqt pawn b6
    Score::new(27, 43), // psqt pawn c6
    Score::new(41, 31), // psqt pawn d6
    Score::new(41, 31), // psqt pawn e6
    Score::new(27, 43), // psqt pawn f6
    Score::new(29, 37), // psqt pawn g6
    Score::new(28, 28), // psqt pawn h6
    Score::new(0, 9), // psqt pawn a7
    Score::new(20, 27), // psqt pawn b7
    Score::new(8, 27), // psqt pawn c7
    Score::new(27, 30), // psqt pawn d7
    Score::new(27, 30), // psqt pawn e7
    Score::new(8, 27), // psqt pawn f7
    Score::new(20, 27), // psqt pawn g7
    Score::new(0, 9), // psqt pawn h7
    Score::new(30, 64), // psqt pawn a8
    Score::new(30, 64), // psqt pawn b8
    Score::new(30, 64), // psqt pawn c8
    Score::new(30, 64), // psqt pawn d8
    Score::new(30, 64), // psqt pawn e8
    Score::new(30, 64), // psqt pawn f8
    Score::new(30, 64), // psqt pawn g8
    Score::new(30, 64), // psqt pawn h8
    Score::new(-35, -1), // psqt knight a1
    Score::new(-15, -13), // psqt knight b1
    Score::new(-25, -27), // psqt knight c1
    Score::new(-15, -6), // psqt knight d1
    Score::new(-15, -6), // psqt knight e1
    Score::new(-25, -27), // psqt knight f1
    Score::new(-15, -13), // psqt knight g1
    Score::new(-35, -1), // psqt knight h1
    Score::new(-22, -20), // psqt knight a2
    Score::new(-26, 4), // psqt knight b2
    Score::new(-22, -11), // psqt knight c2
    Score::new(-5, -11), // psqt knight d2
    Score::new(-5, -11), // psqt knight e2
    Score::new(-22, -11), // psqt knight f2
    Score::new(-26, 4), // psqt knight g2
    Score::new(-22, -20), // psqt knight h2
    Score::new(-16, -10), // psqt knight a3
    Score::new(-11, -4), // psqt knight b3
    Score::new(-3, -11), // psqt knight c3
    Score::new(-4, 18), // psqt knight d3
    Score::new(-4, 18), // psqt knight e3
    Score::new(-3, -11), // psqt knight f3
    Score::new(-11, -4), // psqt knight g3
    Score::new(-16, -10), // psqt knight h3
    Score::new(2, 1), // psqt knight a4
    Score::new(10, -11), // psqt knight b4
    Score::new(14, 21), // psqt knight c4
    Score::new(16, 20), // psqt knight d4
    Score::new(16, 20), // psqt knight e4
    Score::new(14, 21), // psqt knight f4
    Score::new(10, -11), // psqt knight g4
    Score::new(2, 1), // psqt knight h4
    Score::new(24, 0), // psqt knight a5
    Score::new(8, 11), // psqt knight b5
    Score::new(20, 15), // psqt knight c5
    Score::new(19, 27), // psqt knight d5
    Score::new(19, 27), // psqt knight e5
    Score::new(20, 15), // psqt knight f5
    Score::new(8, 11), // psqt knight g5
    Score::new(24, 0), // psqt knight h5
    Score::new(-10, -1), // psqt knight a6
    Score::new(4, 8), // psqt knight b6
    Score::new(18, -1), // psqt knight c6
    Score::new(24, 14), // psqt knight d6
    Score::new(24, 14), // psqt knight e6
    Score::new(18, -1), // psqt knight f6
    Score::new(4, 8), // psqt knight g6
    Score::new(-10, -1), // psqt knight h6
    Score::new(-40, 2), // psqt knight a7
    Score::new(-16, 14), // psqt knight b7
    Score::new(21, 7), // psqt knight c7
    Score::new(21, 18), // psqt knight d7
    Score::new(21, 18), // psqt knight e7
    Score::new(21, 7), // psqt knight f7
    Score::new(-16, 14), // psqt knight g7
    Score::new(-40, 2), // psqt knight h7
    Score::new(-58, -21), // psqt knight a8
    Score::new(-4, 3), // psqt knight b8
    Score::new(-9, 12), // psqt knight c8
    Score::new(0, 17), // psqt knight d8
    Score::new(0, 17), // psqt knight e8
    Score::new(-9, 12), // psqt knight f8
    Score::new(-4, 3), // psqt knight g8
    Score::new(-58, -21), // psqt knight h8
    Score::new(-15, -5), // psqt bishop a1
    Score::new(-12, -11), // psqt bishop b1
    Score::new(-10, -6), // psqt bishop c1
    Score::new(-11, -9), // psqt bishop d1
    Score::new(-11, -9), // psqt bishop e1
    Score::new(-10, -6), // psqt bishop f1
    Score::new(-12, -11), // psqt bishop g1
    Score::new(-15, -5), // psqt bishop h1
    Score::new(-10, -30), // psqt bishop a2
    Score::new(4, -19), // psqt bishop b2
    Score::new(4, -3), // psqt bishop c2
    Score::new(-5, -3), // psqt bishop d2
    Score::new(-5, -3), // psqt bishop e2
    Score::new(4, -3), // psqt bishop f2
    Score::new(4, -19), // psqt bishop g2
    Score::new(-10, -30), // psqt bishop h2
    Score::new(1, -2), // psqt bishop a3
    Score::new(3, 4), // psqt bishop b3
    Score::new(5, -8), // psqt bishop c3
    Score::new(3, 15), // psqt bishop d3
    Score::new(3, 15), // psqt bishop e3
    Score::new(5, -8), // psqt bishop f3
    Score::new(3, 4), // psqt bishop g3
    Score::new(1, -2), // psqt bishop h3
    Score::new(1, -11), // psqt bishop a4
    Score::new(13, 0), // psqt bishop b4
    Score::new(10, 11), // psqt bishop c4
    Score::new(13, 20), // psqt bishop d4
    Score::new(13, 20), // psqt bishop e4
    Score::new(10, 11), // psqt bishop f4
    Score::new(13, 0), // psqt bishop g4
    Score::new(1, -11), // psqt bishop h4
    Score::new(-1, -1), // psqt bishop a5
    Score::new(6, 11), // psqt bishop b5
    Score::new(2, 16), // psqt bishop c5
    Score::new(9, 21), // psqt bishop d5
    Score::new(9, 21), // psqt bishop e5
    Score::new(2, 16), // psqt bishop f5
    Score::new(6, 11), // psqt bishop g5
    Score::new(-1, -1), // psqt bishop h5
    Score::new(-6, 16), // psqt bishop a6
    Score::new(-10, 35), // psqt bishop b6
    Score::new(3, 17), // psqt bishop c6
    Score::new(2, 14), // psqt bishop d6
    Score::new(2, 14), // psqt bishop e6
    Score::new(3, 17), // psqt bishop f6
    Score::new(-10, 35), // psqt bishop g6
    Score::new(-6, 16), // psqt bishop h6
    Score::new(-11, 0), // psqt bishop a7
    Score::new(-22, 7), // psqt bishop b7
    Score::new(-3, 12), // psqt bishop c7
    Score::new(-2, 22), // psqt bishop d7
    Score::new(-2, 22), // psqt bishop e7
    Score::new(-3, 12), // psqt bishop f7
    Score::new(-22, 7), // psqt bishop g7
    Score::new(-11, 0), // psqt bishop h7
    Score::new(-7, 5), // psqt bishop a8
    Score::new(2, -2), // psqt bishop b8
    Score::new(-19, 3), // psqt bishop c8
    Score::new(-4, 9), // psqt bishop d8
    Score::new(-4, 9), // psqt bishop e8
    Score::new(-19, 3), // psqt bishop f8
    Score::new(2, -2), // psqt bishop g8
    Score::new(-7, 5), // psqt bishop h8
    Score::new(-10, -8), // psqt rook a1
    Score::new(-11, -2), // psqt rook b1
    Score::new(-3, -1), // psqt rook c1
    Score::new(4, -11), // psqt rook d1
    Score::new(4, -11), // psqt rook e1
    Score::new(-3, -1), // psqt rook f1
    Score::new(-11, -2), // psqt rook g1
    Score::new(-10, -8), // psqt rook h1
    Score::new(-30, -14), // psqt rook a2
    Score::new(-16, -9), // psqt rook b2
    Score::new(1, -10), // psqt rook c2
    Score::new(-14, -10), // psqt rook d2
    Score::new(-14, -10), // psqt rook e2
    Score::new(1, -10), // psqt rook f2
    Score::new(-16, -9), // psqt rook g2
    Score::new(-30, -14), // psqt rook h2
    Score::new(-20, -4), // psqt rook a3
    Score::new(1, -6), // psqt rook b3
    Score::new(-9, 5), // psqt rook c3
    Score::new(-8, -2), // psqt rook d3
    Score::new(-8, -2), // psqt rook e3
    Score::new(-9, 5), // psqt rook f3
    Score::new(1, -6), // psqt rook g3
    Score::new(-20, -4), // psqt rook h3
    Score::new(-16, 16), // psqt rook a4
    Score::new(3, 14), // psqt rook b4
    Score::new(7, 11), // psqt rook c4
    Score::new(5, 12), // psqt rook d4
    Score::new(5, 12), // psqt rook e4
    Score::new(7, 11), // psqt rook f4
    Score::new(3, 14), // psqt rook g4
    Score::new(-16, 16), // psqt rook h4
    Score::new(10, 15), // psqt rook a5
    Score::new(6, 29), // psqt rook b5
    Score::new(11, 18), // psqt rook c5
    Score::new(23, 9), // psqt rook d5
    Score::new(23, 9), // psqt rook e5
    Score::new(11, 18), // psqt rook f5
    Score::new(6, 29), // psqt rook g5
    Score::new(10, 15), // psqt rook h5
    Score::new(10, 20), // psqt rook a6
    Score::new(30, 20), // psqt rook b6
    Score::new(51, 8), // psqt rook c6
    Score::new(45, 2), // psqt rook d6
    Score::new(45, 2), // psqt rook e6
    Score::new(51, 8), // psqt rook f6
    Score::new(30, 20), // psqt rook g6
    Score::new(10, 20), // psqt rook h6
    Score::new(16, 12), // psqt rook a7
    Score::new(8, 24), // psqt rook b7
    Score::new(26, 14), // psqt rook c7
    Score::new(31, 7), // psqt rook d7
    Score::new(31, 7), // psqt rook e7
    Score::new(26, 14), // psqt rook f7
    Score::new(8, 24), // psqt rook g7
    Score::new(16, 12), // psqt rook h7
    Score::new(25, 21), // psqt rook a8
    Score::new(20, 32), // psqt rook b8
    Score::new(19, 26), // psqt rook c8
    Score::new(9, 21), // psqt rook d8
    Score::new(9, 21), // psqt rook e8
    Score::new(19, 26), // psqt rook f8
    Score::new(20, 32), // psqt rook g8
    Score::new(25, 21), // psqt rook h8
    Score::new(-22, -7), // psqt queen a1
    Score::new(-9, -14), // psqt queen b1
    Score::new(-17, -21), // psqt queen c1
    Score::new(-3, -33), // psqt queen d1
    Score::new(-3, -33), // psqt queen e1
    Score::new(-17, -21), // psqt queen f1
    Score::new(-9, -14), // psqt queen g1
    Score::new(-22, -7), // psqt queen h1
    Score::new(-9, 4), // psqt queen a2
    Score::new(1, -9), // psqt queen b2
    Score::new(3, -26), // psqt queen c2
    Score::new(1, -13), // psqt queen d2
    Score::new(1, -13), // psqt queen e2
    Score::new(3, -26), // psqt queen f2
    Score::new(1, -9), // psqt queen g2
    Score::new(-9, 4), // psqt queen h2
    Score::new(-6, -4), // psqt queen a3
    Score::new(0, -4), // psqt queen b3
    Score::new(0, 14), // psqt queen c3
    Score::new(-3, 10), // psqt queen d3
    Score::new(-3, 10), // psqt queen e3
    Score::new(0, 14), // psqt queen f3
    Score::new(0, -4), // psqt queen g3
    Score::new(-6, -4), // psqt queen h3
    Score::new(-9, 7), // psqt queen a4
    Score::new(4, 24), // psqt queen b4
    Score::new(5, 33), // psqt queen c4
    Score::new(0, 45), // psqt queen d4
    Score::new(0, 45), // psqt queen e4
    Score::new(5, 33), // psqt queen f4
    Score::new(4, 24), // psqt queen g4
    Score::new(-9, 7), // psqt queen h4
    Score::new(5, 4), // psqt queen a5
    Score::new(7, 28), // psqt queen b5
    Score::new(15, 29), // psqt queen c5
    Score::new(13, 52), // psqt queen d5
    Score::new(13, 52), // psqt queen e5
    Score::new(15, 29), // psqt queen f5
    Score::new(7, 28), // psqt queen g5
    Score::new(5, 4), // psqt queen h5
    Score::new(-2, 6), // psqt queen a6
    Score::new(8, 26), // psqt queen b6
    Score::new(15, 35), // psqt queen c6
    Score::new(11, 39), // psqt queen d6
    Score::new(11, 39), // psqt queen e6
    Score::new(15, 35), // psqt queen f6
    Score::new(8, 26), // psqt queen g6
    Score::new(-2, 6), // psqt queen h6
    Score::new(-19, 13), // psqt queen a7
    Score::new(-17, 21), // psqt queen b7
    Score::new(2, 30), // psqt queen c7
    Score::new(14, 32), // psqt queen d7
    Score::new(14, 32), // psqt queen e7
    Score::new(2, 30), // psqt queen f7
    Score::new(-17, 21), // psqt queen g7
    Score::new(-19, 13), // psqt queen h7
    Score::new(-10, 15), // psqt queen a8
    Score::new(2, 21), // psqt queen b8
    Score::new(6, 12), // psqt queen c8
    Score::new(11, 16), // psqt queen d8
    Score::new(11, 16), // psqt queen e8
    Score::new(6, 12), // psqt queen f8
    Score::new(2, 21), // psqt queen g8
    Score::new(-10, 15), // psqt queen h8
    Score::new(11, -23), // psqt king a1
    Score::new(30, -15), // psqt king b1
    Score::new(-13, -8), // psqt king c1
    Score::new(-13, -23), // psqt king d1
    Score::new(-13, -23), // psqt king e1
    Score::new(-13, -8), // psqt king f1
    Score::new(30, -15), // psqt king g1
    Score::new(11, -23), // psqt king h1
    Score::new(6, 5), // psqt king a2
    Score::new(11, -2), // psqt king b2
    Score::new(-28, 10), // psqt king c2
    Score::new(-39, 12), // psqt king d2
    Score::new(-39, 12), // psqt king e2
    Score::new(-28, 10), // psqt king f2
    Score::new(11, -2), // psqt king g2
    Score::new(6, 5), // psqt king h2
    Score::new(-14, 12), // psqt king a3
    Score::new(-2, 8), // psqt king b3
    Score::new(-20, 21), // psqt king c3
    Score::new(-26, 24), // psqt king d3
    Score::new(-26, 24), // psqt king e3
    Score::new(-20, 21), // psqt king f3
    Score::new(-2, 8), // psqt king g3
    Score::new(-14, 12), // psqt king h3
    Score::new(-20, 21), // psqt king a4
    Score::new(-5, 20), // psqt king b4
    Score::new(-12, 31), // psqt king c4
    Score::new(-16, 36), // psqt king d4
    Score::new(-16, 36), // psqt king e4
    Score::new(-12, 31), // psqt king f4
    Score::new(-5, 20), // psqt king g4
    Score::new(-20, 21), // psqt king h4
    Score::new(-10, 36), // psqt king a5
    Score::new(-7, 30), // psqt king b5
    Score::new(1, 40), // psqt king c5
    Score::new(-7, 39), // psqt king d5
    Score::new(-7, 39), // psqt king e5
    Score::new(1, 40), // psqt king f5
    Score::new(-7, 30), // psqt king g5
    Score::new(-10, 36), // psqt king h5
    Score::new(-5, 48), // psqt king a6
    Score::new(1, 44), // psqt king b6
    Score::new(-4, 45), // psqt king c6
    Score::new(-3, 42), // psqt king d6
    Score::new(-3, 42), // psqt king e6
    Score::new(-4, 45), // psqt king f6
    Score::new(1, 44), // psqt king g6
    Score::new(-5, 48), // psqt king h6
    Score::new(-3, 30), // psqt king a7
    Score::new(-7, 48), // psqt king b7
    Score::new(-3, 36), // psqt king c7
    Score::new(-1, 42), // psqt king d7
    Score::new(-1, 42), // psqt king e7
    Score::new(-3, 36), // psqt king f7
    Score::new(-7, 48), // psqt king g7
    Score::new(-3, 30), // psqt king h7
    Score::new(-10, 13), // psqt king a8
    Score::new(-3, 32), // psqt king b8
    Score::new(-5, 28), // psqt king c8
    Score::new(-5, 25), // psqt king d8
    Score::new(-5, 25), // psqt king e8
    Score::new(-5, 28), // psqt king f8
    Score::new(-3, 32), // psqt king g8
    Score::new(-10, 13), // psqt king h8
    Score::new(-44, -24), // mobility knight 0
    Score::new(-36, -47), // mobility knight 1
    Score::new(-18, -29), // mobility knight 2
    Score::new(-9, -17), // mobility knight 3
    Score::new(-3, -3), // mobility knight 4
    Score::new(1, 10), // mobility knight 5
    Score::new(8, 15), // mobility knight 6
    Score::new(15, 14), // mobility knight 7
    Score::new(25, 8), // mobility knight 8
    Score::new(-25, -34), // mobility bishop 0
    Score::new(-26, -27), // mobility bishop 1
    Score::new(-7, -29), // mobility bishop 2
    Score::new(-4, -16), // mobility bishop 3
    Score::new(0, 3), // mobility bishop 4
    Score::new(5, 8), // mobility bishop 5
    Score::new(4, 11), // mobility bishop 6
    Score::new(4, 12), // mobility bishop 7
    Score::new(3, 22), // mobility bishop 8
    Score::new(12, 17), // mobility bishop 9
    Score::new(1, 13), // mobility bishop 10
    Score::new(17, 12), // mobility bishop 11
    Score::new(3, 11), // mobility bishop 12
    Score::new(10, 11), // mobility bishop 13
    Score::new(-86, -39), // mobility rook 0
    Score::new(-33, -63), // mobility rook 1
    Score::new(-15, -32), // mobility rook 2
    Score::new(-10, -21), // mobility rook 3
    Score::new(-6, -16), // mobility rook 4
    Score::new(-5, -8), // mobility rook 5
    Score::new(-3, 6), // mobility rook 6
    Score::new(3, 5), // mobility rook 7
    Score::new(3, 14), // mobility rook 8
    Score::new(8, 12), // mobility rook 9
    Score::new(9, 20), // mobility rook 10
    Score::new(10, 21), // mobility rook 11
    Score::new(16, 23), // mobility rook 12
    Score::new(20, 22), // mobility rook 13
    Score::new(14, 25), // mobility rook 14
    Score::new(-15, -17), // mobility queen 0
    Score::new(-10, -1), // mobility queen 1
    Score::new(-24, -7), // mobility queen 2
    Score::new(-25, -5), // mobility queen 3
    Score::new(-22, -18), // mobility queen 4
    Score::new(-15, -14), // mobility queen 5
    Score::new(-11, -18), // mobility queen 6
    Score::new(-8, -11), // mobility queen 7
    Score::new(-4, -9), // mobility queen 8
    Score::new(-2, -1), // mobility queen 9
    Score::new(0, 0), // mobility queen 10
    Score::new(2, 8), // mobility queen 11
    Score::new(6, 8), // mobility queen 12
    Score::new(8, 6), // mobility queen 13
    Score::new(4, 17), // mobility queen 14
    Score::new(9, 10), // mobility queen 15
    Score::new(4, 15), // mobility queen 16
    Score::new(8, 15), // mobility queen 17
    Score::new(12, 10), // mobility queen 18
    Score::new(14, 7), // mobility queen 19
    Score::new(17, 3), // mobility queen 20
    Score::new(7, 6), // mobility queen 21
    Score::new(1, 3), // mobility queen 22
    Score::new(1, -2), // mobility queen 23
    Score::new(0, 0), // mobility queen 24
    Score::new(-1, 1), // mobility queen 25
    Score::new(-1, 1), // mobility queen 26
    Score::new(0, 2), // mobility queen 27
    Score::new(-3, -22), // doubled pawn
    Score::new(2, -6), // isolated pawn
    Score::new(3, -14), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(-2, -8), // connected pawn rank 1
    Score::new(4, 4), // connected pawn rank 2
    Score::new(6, 5), // connected pawn rank 3
    Score::new(12, 14), // connected pawn rank 4
    Score::new(30, 35), // connected pawn rank 5
    Score::new(33, 48), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(23, 11), // passed pawn rank 1
    Score::new(10, 1), // passed pawn rank 2
    Score::new(-6, 24), // passed pawn rank 3
    Score::new(10, 45), // passed pawn rank 4
    Score::new(25, 45), // passed pawn rank 5
    Score::new(25, 48), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(-1, 2), // passer own king distance rank 1
    Score::new(-1, 2), // passer own king distance rank 2
    Score::new(12, -12), // passer own king distance rank 3
    Score::new(6, -16), // passer own king distance rank 4
    Score::new(2, -18), // passer own king distance rank 5
    Score::new(5, -11), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-7, -2), // passer enemy king distance rank 1
    Score::new(-4, 0), // passer enemy king distance rank 2
    Score::new(-13, 19), // passer enemy king distance rank 3
    Score::new(-11, 25), // passer enemy king distance rank 4
    Score::new(-10, 40), // passer enemy king distance rank 5
    Score::new(9, 52), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(-5, 4), // passer free path rank 1
    Score::new(-15, 10), // passer free path rank 2
    Score::new(-17, 12), // passer free path rank 3
    Score::new(-3, 25), // passer free path rank 4
    Score::new(12, 37), // passer free path rank 5
    Score::new(45, 72), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(0, 64), // unstoppable passer
    Score::new(26, 35), // king danger units 0
    Score::new(36, 23), // king danger units 1
    Score::new(52, 31), // king danger units 2
    Score::new(30, 27), // king danger units 3
    Score::new(31, 27), // king danger units 4
    Score::new(38, 21), // king danger units 5
    Score::new(32, 19), // king danger units 6
    Score::new(25, 3), // king danger units 7
    Score::new(26, 5), // king danger units 8
    Score::new(21, 5), // king danger units 9
    Score::new(14, -1), // king danger units 10
    Score::new(0, -6), // king danger units 11
    Score::new(-19, -17), // king danger units 12
    Score::new(-26, -14), // king danger units 13
    Score::new(-25, -20), // king danger units 14
    Score::new(-47, -22), // king danger units 15
    Score::new(-44, -20), // king danger units 16
    Score::new(-42, -21), // king danger units 17
    Score::new(-36, -24), // king danger units 18
    Score::new(-30, -19), // king danger units 19
    Score::new(-22, -12), // king danger units 20
    Score::new(-17, -8), // king danger units 21
    Score::new(-11, -7), // king danger units 22
    Score::new(-12, -5), // king danger units 23
    Score::new(12, 1), // pawn shield distance 0
    Score::new(3, 6), // pawn shield distance 1
    Score::new(-5, -1), // pawn shield distance 2
    Score::new(-20, 28), // pawn shield distance 3
    Score::new(18, 2), // pawn storm distance 0
    Score::new(-15, -3), // pawn storm distance 1
    Score::new(-6, 7), // pawn storm distance 2
    Score::new(-1, 9), // pawn storm distance 3
    Score::new(-7, 20), // pawn storm distance 4
    Score::new(-15, -23), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(53, 25), // threat by pawn on knight
    Score::new(45, 34), // threat by pawn on bishop
    Score::new(30, 26), // threat by pawn on rook
    Score::new(38, 4), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(-2, 15), // threat by minor on pawn
    Score::new(20, 37), // threat by minor on knight
    Score::new(29, 32), // threat by minor on bishop
    Score::new(40, 15), // threat by minor on rook
    Score::new(38, 12), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(-8, 16), // threat by rook on pawn
    Score::new(5, 36), // threat by rook on knight
    Score::new(13, 34), // threat by rook on bishop
    Score::new(1, 0), // threat by rook on rook
    Score::new(35, 16), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(9, 25), // hanging pawn
    Score::new(11, 7), // hanging knight
    Score::new(8, 9), // hanging bishop
    Score::new(14, 6), // hanging rook
    Score::new(7, -3), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(30, 5), // rook open file
    Score::new(20, -1), // rook half-open file
    Score::new(-3, 18), // rook seventh rank
    Score::new(23, 18), // knight outpost
    Score::new(14, 25), // bishop outpost
    Score::new(-2, -6), // bishop own pawns on colour
    Score::new(10, 8), // tempo
    Score::new(0, 0), // passer safe stop square rank 0
    Score::new(3, 0), // passer safe stop square rank 1
    Score::new(11, 2), // passer safe stop square rank 2
    Score::new(-8, 10), // passer safe stop square rank 3
    Score::new(0, 23), // passer safe stop square rank 4
    Score::new(18, 50), // passer safe stop square rank 5
    Score::new(28, 55), // passer safe stop square rank 6
    Score::new(0, 0), // passer safe stop square rank 7
    Score::new(13, 16), // safe pawn push threat
    Score::new(-4, -1), // space
    Score::new(4, 17), // minor behind pawn
    Score::new(-42, -1), // safe check by knight
    Score::new(-16, -11), // safe check by bishop
    Score::new(-46, 2), // safe check by rook
    Score::new(-17, -37), // safe check by queen
    Score::new(-10, 2), // weak king zone square
    Score::new(-3, 0), // king flank attack
    Score::new(-13, -28), // pawnless flank
    Score::new(-8, -6), // king pawn distance
    Score::new(6, 0), // rook on queen file
    Score::new(5, -13), // rook on king ring
    Score::new(8, 11), // bishop on king ring
    Score::new(-3, -4), // king protector knight
    Score::new(-2, -3), // king protector bishop
    Score::new(0, 12), // threat by king
    Score::new(7, 10), // bishop long diagonal
    Score::new(6, 1), // knight on queen
    Score::new(7, 2), // slider on queen
    Score::new(3, 1), // restricted square
    Score::new(-4, -26), // trapped rook
    Score::new(-9, -12), // weak unopposed pawn
    Score::new(8, -14), // doubled isolated pawn
    Score::new(10, 7), // pawn support
    Score::new(7, 5), // pawn phalanx
    Score::new(-13, -13), // blocked pawn rank 0
    Score::new(-15, -9), // blocked pawn rank 1
    Score::new(5, 0), // blocked storm
    Score::new(10, 7), // rook behind passer 0
    Score::new(-10, -40), // rook behind passer 1
    Score::new(0, 0), // reachable outpost
    Score::new(0, 0), // queen infiltration
    Score::new(0, 0), // rook on closed file
    Score::new(0, 0), // bishop xray pawns
    Score::new(0, 0), // bad bishop blocked centre
    Score::new(0, 0), // closed position knight
    Score::new(0, 0), // closed position rook
    Score::new(0, 0), // space times pieces
];
