//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data combinedB.epd --seed 1 --epochs 300 --validation 0.1 --lr 1 --l2 1e-9 --min-support 100 --anchor 1e-8 --psqt-shape mirrored`:
//! 1830019 training and 203335 validation positions, K = 1.0765,
//! training error 0.035080 -> 0.034942, validation error 0.035024 -> 0.034893, 394 s.

use super::params::N_PARAMS;
use crate::material::Score;

/// Every weight, indexed as `params.rs` lays them out.
#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(51, 48), // piece value pawn
    Score::new(246, 241), // piece value knight
    Score::new(258, 234), // piece value bishop
    Score::new(368, 390), // piece value rook
    Score::new(755, 751), // piece value queen
    Score::new(32, 52), // bishop pair
    Score::new(1, 11), // knight per pawn above 5
    Score::new(-1, 1), // rook per pawn above 5
    Score::new(-43, -30), // rook pair
    Score::new(-2, -27), // rook beside queen
    Score::new(39, 81), // psqt pawn a1
    Score::new(39, 81), // psqt pawn b1
    Score::new(39, 81), // psqt pawn c1
    Score::new(39, 81), // psqt pawn d1
    Score::new(39, 81), // psqt pawn e1
    Score::new(39, 81), // psqt pawn f1
    Score::new(39, 81), // psqt pawn g1
    Score::new(39, 81), // psqt pawn h1
    Score::new(-4, -7), // psqt pawn a2
    Score::new(12, 0), // psqt pawn b2
    Score::new(-2, 12), // psqt pawn c2
    Score::new(-19, 6), // psqt pawn d2
    Score::new(-19, 6), // psqt pawn e2
    Score::new(-2, 12), // psqt pawn f2
    Score::new(12, 0), // psqt pawn g2
    Score::new(-4, -7), // psqt pawn h2
    Score::new(-8, -7), // psqt pawn a3
    Score::new(-5, -14), // psqt pawn b3
    Score::new(-12, -1), // psqt pawn c3
    Score::new(-10, 1), // psqt pawn d3
    Score::new(-10, 1), // psqt pawn e3
    Score::new(-12, -1), // psqt pawn f3
    Score::new(-5, -14), // psqt pawn g3
    Score::new(-8, -7), // psqt pawn h3
    Score::new(-4, -3), // psqt pawn a4
    Score::new(-12, 6), // psqt pawn b4
    Score::new(3, -8), // psqt pawn c4
    Score::new(6, -1), // psqt pawn d4
    Score::new(6, -1), // psqt pawn e4
    Score::new(3, -8), // psqt pawn f4
    Score::new(-12, 6), // psqt pawn g4
    Score::new(-4, -3), // psqt pawn h4
    Score::new(10, 22), // psqt pawn a5
    Score::new(1, 17), // psqt pawn b5
    Score::new(25, 6), // psqt pawn c5
    Score::new(24, 0), // psqt pawn d5
    Score::new(24, 0), // psqt pawn e5
    Score::new(25, 6), // psqt pawn f5
    Score::new(1, 17), // psqt pawn g5
    Score::new(10, 22), // psqt pawn h5
    Score::new(25, 27), // psqt pawn a6
    Score::new(27, 35), // psqt pawn b6
    Score::new(28, 39), // psqt pawn c6
    Score::new(41, 30), // psqt pawn d6
    Score::new(41, 30), // psqt pawn e6
    Score::new(28, 39), // psqt pawn f6
    Score::new(27, 35), // psqt pawn g6
    Score::new(25, 27), // psqt pawn h6
    Score::new(-3, 9), // psqt pawn a7
    Score::new(17, 25), // psqt pawn b7
    Score::new(7, 25), // psqt pawn c7
    Score::new(26, 28), // psqt pawn d7
    Score::new(26, 28), // psqt pawn e7
    Score::new(7, 25), // psqt pawn f7
    Score::new(17, 25), // psqt pawn g7
    Score::new(-3, 9), // psqt pawn h7
    Score::new(39, 81), // psqt pawn a8
    Score::new(39, 81), // psqt pawn b8
    Score::new(39, 81), // psqt pawn c8
    Score::new(39, 81), // psqt pawn d8
    Score::new(39, 81), // psqt pawn e8
    Score::new(39, 81), // psqt pawn f8
    Score::new(39, 81), // psqt pawn g8
    Score::new(39, 81), // psqt pawn h8
    Score::new(-35, -1), // psqt knight a1
    Score::new(-13, -10), // psqt knight b1
    Score::new(-23, -23), // psqt knight c1
    Score::new(-14, -4), // psqt knight d1
    Score::new(-14, -4), // psqt knight e1
    Score::new(-23, -23), // psqt knight f1
    Score::new(-13, -10), // psqt knight g1
    Score::new(-35, -1), // psqt knight h1
    Score::new(-19, -19), // psqt knight a2
    Score::new(-26, 5), // psqt knight b2
    Score::new(-19, -10), // psqt knight c2
    Score::new(-4, -9), // psqt knight d2
    Score::new(-4, -9), // psqt knight e2
    Score::new(-19, -10), // psqt knight f2
    Score::new(-26, 5), // psqt knight g2
    Score::new(-19, -19), // psqt knight h2
    Score::new(-12, -10), // psqt knight a3
    Score::new(-10, -3), // psqt knight b3
    Score::new(-3, -9), // psqt knight c3
    Score::new(-6, 17), // psqt knight d3
    Score::new(-6, 17), // psqt knight e3
    Score::new(-3, -9), // psqt knight f3
    Score::new(-10, -3), // psqt knight g3
    Score::new(-12, -10), // psqt knight h3
    Score::new(1, 2), // psqt knight a4
    Score::new(9, -11), // psqt knight b4
    Score::new(12, 19), // psqt knight c4
    Score::new(14, 18), // psqt knight d4
    Score::new(14, 18), // psqt knight e4
    Score::new(12, 19), // psqt knight f4
    Score::new(9, -11), // psqt knight g4
    Score::new(1, 2), // psqt knight h4
    Score::new(25, 1), // psqt knight a5
    Score::new(9, 9), // psqt knight b5
    Score::new(18, 14), // psqt knight c5
    Score::new(18, 23), // psqt knight d5
    Score::new(18, 23), // psqt knight e5
    Score::new(18, 14), // psqt knight f5
    Score::new(9, 9), // psqt knight g5
    Score::new(25, 1), // psqt knight h5
    Score::new(-9, -2), // psqt knight a6
    Score::new(3, 8), // psqt knight b6
    Score::new(17, -2), // psqt knight c6
    Score::new(23, 11), // psqt knight d6
    Score::new(23, 11), // psqt knight e6
    Score::new(17, -2), // psqt knight f6
    Score::new(3, 8), // psqt knight g6
    Score::new(-9, -2), // psqt knight h6
    Score::new(-39, 1), // psqt knight a7
    Score::new(-17, 14), // psqt knight b7
    Score::new(19, 7), // psqt knight c7
    Score::new(20, 17), // psqt knight d7
    Score::new(20, 17), // psqt knight e7
    Score::new(19, 7), // psqt knight f7
    Score::new(-17, 14), // psqt knight g7
    Score::new(-39, 1), // psqt knight h7
    Score::new(-57, -20), // psqt knight a8
    Score::new(-4, 2), // psqt knight b8
    Score::new(-9, 12), // psqt knight c8
    Score::new(0, 18), // psqt knight d8
    Score::new(0, 18), // psqt knight e8
    Score::new(-9, 12), // psqt knight f8
    Score::new(-4, 2), // psqt knight g8
    Score::new(-57, -20), // psqt knight h8
    Score::new(-14, -5), // psqt bishop a1
    Score::new(-11, -10), // psqt bishop b1
    Score::new(-11, -5), // psqt bishop c1
    Score::new(-11, -8), // psqt bishop d1
    Score::new(-11, -8), // psqt bishop e1
    Score::new(-11, -5), // psqt bishop f1
    Score::new(-11, -10), // psqt bishop g1
    Score::new(-14, -5), // psqt bishop h1
    Score::new(-7, -30), // psqt bishop a2
    Score::new(5, -17), // psqt bishop b2
    Score::new(5, -1), // psqt bishop c2
    Score::new(-5, -2), // psqt bishop d2
    Score::new(-5, -2), // psqt bishop e2
    Score::new(5, -1), // psqt bishop f2
    Score::new(5, -17), // psqt bishop g2
    Score::new(-7, -30), // psqt bishop h2
    Score::new(1, -3), // psqt bishop a3
    Score::new(5, 3), // psqt bishop b3
    Score::new(6, -7), // psqt bishop c3
    Score::new(4, 14), // psqt bishop d3
    Score::new(4, 14), // psqt bishop e3
    Score::new(6, -7), // psqt bishop f3
    Score::new(5, 3), // psqt bishop g3
    Score::new(1, -3), // psqt bishop h3
    Score::new(-1, -9), // psqt bishop a4
    Score::new(13, 0), // psqt bishop b4
    Score::new(10, 10), // psqt bishop c4
    Score::new(15, 18), // psqt bishop d4
    Score::new(15, 18), // psqt bishop e4
    Score::new(10, 10), // psqt bishop f4
    Score::new(13, 0), // psqt bishop g4
    Score::new(-1, -9), // psqt bishop h4
    Score::new(-2, -1), // psqt bishop a5
    Score::new(2, 11), // psqt bishop b5
    Score::new(1, 14), // psqt bishop c5
    Score::new(9, 19), // psqt bishop d5
    Score::new(9, 19), // psqt bishop e5
    Score::new(1, 14), // psqt bishop f5
    Score::new(2, 11), // psqt bishop g5
    Score::new(-2, -1), // psqt bishop h5
    Score::new(-6, 14), // psqt bishop a6
    Score::new(-10, 33), // psqt bishop b6
    Score::new(1, 17), // psqt bishop c6
    Score::new(2, 13), // psqt bishop d6
    Score::new(2, 13), // psqt bishop e6
    Score::new(1, 17), // psqt bishop f6
    Score::new(-10, 33), // psqt bishop g6
    Score::new(-6, 14), // psqt bishop h6
    Score::new(-11, 1), // psqt bishop a7
    Score::new(-23, 7), // psqt bishop b7
    Score::new(-2, 12), // psqt bishop c7
    Score::new(-3, 22), // psqt bishop d7
    Score::new(-3, 22), // psqt bishop e7
    Score::new(-2, 12), // psqt bishop f7
    Score::new(-23, 7), // psqt bishop g7
    Score::new(-11, 1), // psqt bishop h7
    Score::new(-8, 5), // psqt bishop a8
    Score::new(1, -1), // psqt bishop b8
    Score::new(-20, 4), // psqt bishop c8
    Score::new(-3, 9), // psqt bishop d8
    Score::new(-3, 9), // psqt bishop e8
    Score::new(-20, 4), // psqt bishop f8
    Score::new(1, -1), // psqt bishop g8
    Score::new(-8, 5), // psqt bishop h8
    Score::new(-9, -9), // psqt rook a1
    Score::new(-10, -2), // psqt rook b1
    Score::new(-1, -1), // psqt rook c1
    Score::new(6, -10), // psqt rook d1
    Score::new(6, -10), // psqt rook e1
    Score::new(-1, -1), // psqt rook f1
    Score::new(-10, -2), // psqt rook g1
    Score::new(-9, -9), // psqt rook h1
    Score::new(-29, -13), // psqt rook a2
    Score::new(-14, -8), // psqt rook b2
    Score::new(4, -8), // psqt rook c2
    Score::new(-11, -8), // psqt rook d2
    Score::new(-11, -8), // psqt rook e2
    Score::new(4, -8), // psqt rook f2
    Score::new(-14, -8), // psqt rook g2
    Score::new(-29, -13), // psqt rook h2
    Score::new(-17, -2), // psqt rook a3
    Score::new(4, -4), // psqt rook b3
    Score::new(-4, 6), // psqt rook c3
    Score::new(-5, -1), // psqt rook d3
    Score::new(-5, -1), // psqt rook e3
    Score::new(-4, 6), // psqt rook f3
    Score::new(4, -4), // psqt rook g3
    Score::new(-17, -2), // psqt rook h3
    Score::new(-15, 16), // psqt rook a4
    Score::new(4, 14), // psqt rook b4
    Score::new(9, 11), // psqt rook c4
    Score::new(7, 13), // psqt rook d4
    Score::new(7, 13), // psqt rook e4
    Score::new(9, 11), // psqt rook f4
    Score::new(4, 14), // psqt rook g4
    Score::new(-15, 16), // psqt rook h4
    Score::new(9, 17), // psqt rook a5
    Score::new(6, 28), // psqt rook b5
    Score::new(12, 19), // psqt rook c5
    Score::new(24, 11), // psqt rook d5
    Score::new(24, 11), // psqt rook e5
    Score::new(12, 19), // psqt rook f5
    Score::new(6, 28), // psqt rook g5
    Score::new(9, 17), // psqt rook h5
    Score::new(9, 20), // psqt rook a6
    Score::new(30, 17), // psqt rook b6
    Score::new(50, 9), // psqt rook c6
    Score::new(46, 3), // psqt rook d6
    Score::new(46, 3), // psqt rook e6
    Score::new(50, 9), // psqt rook f6
    Score::new(30, 17), // psqt rook g6
    Score::new(9, 20), // psqt rook h6
    Score::new(11, 9), // psqt rook a7
    Score::new(4, 20), // psqt rook b7
    Score::new(22, 12), // psqt rook c7
    Score::new(28, 7), // psqt rook d7
    Score::new(28, 7), // psqt rook e7
    Score::new(22, 12), // psqt rook f7
    Score::new(4, 20), // psqt rook g7
    Score::new(11, 9), // psqt rook h7
    Score::new(18, 18), // psqt rook a8
    Score::new(16, 27), // psqt rook b8
    Score::new(14, 24), // psqt rook c8
    Score::new(3, 20), // psqt rook d8
    Score::new(3, 20), // psqt rook e8
    Score::new(14, 24), // psqt rook f8
    Score::new(16, 27), // psqt rook g8
    Score::new(18, 18), // psqt rook h8
    Score::new(-20, -9), // psqt queen a1
    Score::new(-7, -16), // psqt queen b1
    Score::new(-14, -19), // psqt queen c1
    Score::new(-2, -30), // psqt queen d1
    Score::new(-2, -30), // psqt queen e1
    Score::new(-14, -19), // psqt queen f1
    Score::new(-7, -16), // psqt queen g1
    Score::new(-20, -9), // psqt queen h1
    Score::new(-8, 3), // psqt queen a2
    Score::new(3, -9), // psqt queen b2
    Score::new(4, -20), // psqt queen c2
    Score::new(2, -8), // psqt queen d2
    Score::new(2, -8), // psqt queen e2
    Score::new(4, -20), // psqt queen f2
    Score::new(3, -9), // psqt queen g2
    Score::new(-8, 3), // psqt queen h2
    Score::new(-2, -6), // psqt queen a3
    Score::new(1, -1), // psqt queen b3
    Score::new(2, 17), // psqt queen c3
    Score::new(-3, 16), // psqt queen d3
    Score::new(-3, 16), // psqt queen e3
    Score::new(2, 17), // psqt queen f3
    Score::new(1, -1), // psqt queen g3
    Score::new(-2, -6), // psqt queen h3
    Score::new(-8, 6), // psqt queen a4
    Score::new(4, 22), // psqt queen b4
    Score::new(5, 34), // psqt queen c4
    Score::new(0, 47), // psqt queen d4
    Score::new(0, 47), // psqt queen e4
    Score::new(5, 34), // psqt queen f4
    Score::new(4, 22), // psqt queen g4
    Score::new(-8, 6), // psqt queen h4
    Score::new(7, -10), // psqt queen a5
    Score::new(3, 18), // psqt queen b5
    Score::new(14, 17), // psqt queen c5
    Score::new(9, 40), // psqt queen d5
    Score::new(9, 40), // psqt queen e5
    Score::new(14, 17), // psqt queen f5
    Score::new(3, 18), // psqt queen g5
    Score::new(7, -10), // psqt queen h5
    Score::new(-3, -7), // psqt queen a6
    Score::new(5, 11), // psqt queen b6
    Score::new(9, 21), // psqt queen c6
    Score::new(5, 26), // psqt queen d6
    Score::new(5, 26), // psqt queen e6
    Score::new(9, 21), // psqt queen f6
    Score::new(5, 11), // psqt queen g6
    Score::new(-3, -7), // psqt queen h6
    Score::new(-21, -2), // psqt queen a7
    Score::new(-19, 6), // psqt queen b7
    Score::new(-4, 16), // psqt queen c7
    Score::new(7, 18), // psqt queen d7
    Score::new(7, 18), // psqt queen e7
    Score::new(-4, 16), // psqt queen f7
    Score::new(-19, 6), // psqt queen g7
    Score::new(-21, -2), // psqt queen h7
    Score::new(-22, 3), // psqt queen a8
    Score::new(-11, 7), // psqt queen b8
    Score::new(-3, -1), // psqt queen c8
    Score::new(0, 2), // psqt queen d8
    Score::new(0, 2), // psqt queen e8
    Score::new(-3, -1), // psqt queen f8
    Score::new(-11, 7), // psqt queen g8
    Score::new(-22, 3), // psqt queen h8
    Score::new(12, -22), // psqt king a1
    Score::new(29, -15), // psqt king b1
    Score::new(-13, -8), // psqt king c1
    Score::new(-13, -22), // psqt king d1
    Score::new(-13, -22), // psqt king e1
    Score::new(-13, -8), // psqt king f1
    Score::new(29, -15), // psqt king g1
    Score::new(12, -22), // psqt king h1
    Score::new(5, 5), // psqt king a2
    Score::new(9, -2), // psqt king b2
    Score::new(-30, 10), // psqt king c2
    Score::new(-41, 13), // psqt king d2
    Score::new(-41, 13), // psqt king e2
    Score::new(-30, 10), // psqt king f2
    Score::new(9, -2), // psqt king g2
    Score::new(5, 5), // psqt king h2
    Score::new(-13, 12), // psqt king a3
    Score::new(-3, 8), // psqt king b3
    Score::new(-21, 21), // psqt king c3
    Score::new(-30, 24), // psqt king d3
    Score::new(-30, 24), // psqt king e3
    Score::new(-21, 21), // psqt king f3
    Score::new(-3, 8), // psqt king g3
    Score::new(-13, 12), // psqt king h3
    Score::new(-19, 21), // psqt king a4
    Score::new(-4, 19), // psqt king b4
    Score::new(-12, 29), // psqt king c4
    Score::new(-16, 34), // psqt king d4
    Score::new(-16, 34), // psqt king e4
    Score::new(-12, 29), // psqt king f4
    Score::new(-4, 19), // psqt king g4
    Score::new(-19, 21), // psqt king h4
    Score::new(-9, 35), // psqt king a5
    Score::new(-5, 29), // psqt king b5
    Score::new(2, 39), // psqt king c5
    Score::new(-6, 37), // psqt king d5
    Score::new(-6, 37), // psqt king e5
    Score::new(2, 39), // psqt king f5
    Score::new(-5, 29), // psqt king g5
    Score::new(-9, 35), // psqt king h5
    Score::new(-5, 45), // psqt king a6
    Score::new(3, 42), // psqt king b6
    Score::new(-3, 41), // psqt king c6
    Score::new(-2, 40), // psqt king d6
    Score::new(-2, 40), // psqt king e6
    Score::new(-3, 41), // psqt king f6
    Score::new(3, 42), // psqt king g6
    Score::new(-5, 45), // psqt king h6
    Score::new(-4, 27), // psqt king a7
    Score::new(-7, 44), // psqt king b7
    Score::new(-3, 34), // psqt king c7
    Score::new(-1, 39), // psqt king d7
    Score::new(-1, 39), // psqt king e7
    Score::new(-3, 34), // psqt king f7
    Score::new(-7, 44), // psqt king g7
    Score::new(-4, 27), // psqt king h7
    Score::new(-10, 11), // psqt king a8
    Score::new(-3, 32), // psqt king b8
    Score::new(-5, 27), // psqt king c8
    Score::new(-5, 24), // psqt king d8
    Score::new(-5, 24), // psqt king e8
    Score::new(-5, 27), // psqt king f8
    Score::new(-3, 32), // psqt king g8
    Score::new(-10, 11), // psqt king h8
    Score::new(-41, -23), // mobility knight 0
    Score::new(-32, -45), // mobility knight 1
    Score::new(-16, -26), // mobility knight 2
    Score::new(-8, -15), // mobility knight 3
    Score::new(-2, -2), // mobility knight 4
    Score::new(1, 10), // mobility knight 5
    Score::new(8, 14), // mobility knight 6
    Score::new(14, 14), // mobility knight 7
    Score::new(23, 8), // mobility knight 8
    Score::new(-22, -33), // mobility bishop 0
    Score::new(-23, -25), // mobility bishop 1
    Score::new(-5, -26), // mobility bishop 2
    Score::new(-3, -15), // mobility bishop 3
    Score::new(0, 3), // mobility bishop 4
    Score::new(4, 7), // mobility bishop 5
    Score::new(4, 10), // mobility bishop 6
    Score::new(4, 11), // mobility bishop 7
    Score::new(1, 20), // mobility bishop 8
    Score::new(11, 16), // mobility bishop 9
    Score::new(-1, 12), // mobility bishop 10
    Score::new(15, 12), // mobility bishop 11
    Score::new(2, 10), // mobility bishop 12
    Score::new(10, 11), // mobility bishop 13
    Score::new(-84, -39), // mobility rook 0
    Score::new(-31, -60), // mobility rook 1
    Score::new(-15, -32), // mobility rook 2
    Score::new(-9, -21), // mobility rook 3
    Score::new(-5, -15), // mobility rook 4
    Score::new(-4, -8), // mobility rook 5
    Score::new(-3, 5), // mobility rook 6
    Score::new(4, 4), // mobility rook 7
    Score::new(3, 13), // mobility rook 8
    Score::new(8, 12), // mobility rook 9
    Score::new(9, 18), // mobility rook 10
    Score::new(10, 20), // mobility rook 11
    Score::new(17, 22), // mobility rook 12
    Score::new(22, 22), // mobility rook 13
    Score::new(15, 27), // mobility rook 14
    Score::new(-16, -17), // mobility queen 0
    Score::new(-8, -2), // mobility queen 1
    Score::new(-21, -9), // mobility queen 2
    Score::new(-22, -8), // mobility queen 3
    Score::new(-19, -22), // mobility queen 4
    Score::new(-12, -20), // mobility queen 5
    Score::new(-9, -23), // mobility queen 6
    Score::new(-7, -15), // mobility queen 7
    Score::new(-3, -11), // mobility queen 8
    Score::new(-2, -1), // mobility queen 9
    Score::new(0, 1), // mobility queen 10
    Score::new(2, 9), // mobility queen 11
    Score::new(5, 9), // mobility queen 12
    Score::new(8, 7), // mobility queen 13
    Score::new(4, 18), // mobility queen 14
    Score::new(9, 11), // mobility queen 15
    Score::new(5, 15), // mobility queen 16
    Score::new(9, 15), // mobility queen 17
    Score::new(12, 10), // mobility queen 18
    Score::new(16, 6), // mobility queen 19
    Score::new(18, 3), // mobility queen 20
    Score::new(8, 6), // mobility queen 21
    Score::new(3, 2), // mobility queen 22
    Score::new(3, -2), // mobility queen 23
    Score::new(1, -1), // mobility queen 24
    Score::new(0, 1), // mobility queen 25
    Score::new(0, -1), // mobility queen 26
    Score::new(1, 1), // mobility queen 27
    Score::new(-2, -21), // doubled pawn
    Score::new(2, -7), // isolated pawn
    Score::new(4, -14), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(-1, -7), // connected pawn rank 1
    Score::new(3, 4), // connected pawn rank 2
    Score::new(5, 6), // connected pawn rank 3
    Score::new(12, 14), // connected pawn rank 4
    Score::new(30, 33), // connected pawn rank 5
    Score::new(34, 48), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(23, 13), // passed pawn rank 1
    Score::new(8, 2), // passed pawn rank 2
    Score::new(-3, 23), // passed pawn rank 3
    Score::new(15, 43), // passed pawn rank 4
    Score::new(29, 46), // passed pawn rank 5
    Score::new(26, 50), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(0, 1), // passer own king distance rank 1
    Score::new(-1, 1), // passer own king distance rank 2
    Score::new(11, -12), // passer own king distance rank 3
    Score::new(5, -15), // passer own king distance rank 4
    Score::new(2, -17), // passer own king distance rank 5
    Score::new(4, -11), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-7, -2), // passer enemy king distance rank 1
    Score::new(-3, 0), // passer enemy king distance rank 2
    Score::new(-13, 18), // passer enemy king distance rank 3
    Score::new(-11, 24), // passer enemy king distance rank 4
    Score::new(-10, 38), // passer enemy king distance rank 5
    Score::new(9, 49), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(-5, 5), // passer free path rank 1
    Score::new(-15, 9), // passer free path rank 2
    Score::new(-16, 10), // passer free path rank 3
    Score::new(-2, 23), // passer free path rank 4
    Score::new(12, 34), // passer free path rank 5
    Score::new(42, 68), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(1, 59), // unstoppable passer
    Score::new(25, 32), // king danger units 0
    Score::new(36, 21), // king danger units 1
    Score::new(50, 30), // king danger units 2
    Score::new(29, 25), // king danger units 3
    Score::new(30, 25), // king danger units 4
    Score::new(35, 21), // king danger units 5
    Score::new(32, 18), // king danger units 6
    Score::new(24, 3), // king danger units 7
    Score::new(24, 6), // king danger units 8
    Score::new(22, 6), // king danger units 9
    Score::new(15, 0), // king danger units 10
    Score::new(-1, -5), // king danger units 11
    Score::new(-17, -15), // king danger units 12
    Score::new(-23, -13), // king danger units 13
    Score::new(-23, -19), // king danger units 14
    Score::new(-46, -21), // king danger units 15
    Score::new(-43, -19), // king danger units 16
    Score::new(-42, -21), // king danger units 17
    Score::new(-35, -24), // king danger units 18
    Score::new(-30, -19), // king danger units 19
    Score::new(-22, -12), // king danger units 20
    Score::new(-17, -8), // king danger units 21
    Score::new(-12, -7), // king danger units 22
    Score::new(-12, -6), // king danger units 23
    Score::new(11, 2), // pawn shield distance 0
    Score::new(3, 6), // pawn shield distance 1
    Score::new(-6, 0), // pawn shield distance 2
    Score::new(-20, 26), // pawn shield distance 3
    Score::new(15, 3), // pawn storm distance 0
    Score::new(-15, -3), // pawn storm distance 1
    Score::new(-4, 6), // pawn storm distance 2
    Score::new(0, 8), // pawn storm distance 3
    Score::new(-8, 20), // pawn storm distance 4
    Score::new(-12, -24), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(50, 25), // threat by pawn on knight
    Score::new(41, 32), // threat by pawn on bishop
    Score::new(29, 25), // threat by pawn on rook
    Score::new(36, 2), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(0, 13), // threat by minor on pawn
    Score::new(19, 32), // threat by minor on knight
    Score::new(28, 29), // threat by minor on bishop
    Score::new(39, 14), // threat by minor on rook
    Score::new(38, 13), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(-9, 15), // threat by rook on pawn
    Score::new(4, 30), // threat by rook on knight
    Score::new(11, 27), // threat by rook on bishop
    Score::new(0, 0), // threat by rook on rook
    Score::new(38, 21), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(9, 24), // hanging pawn
    Score::new(12, 9), // hanging knight
    Score::new(9, 11), // hanging bishop
    Score::new(15, 7), // hanging rook
    Score::new(7, 7), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(27, -1), // rook open file
    Score::new(18, -4), // rook half-open file
    Score::new(2, 18), // rook seventh rank
    Score::new(24, 16), // knight outpost
    Score::new(14, 22), // bishop outpost
    Score::new(-2, -4), // bishop own pawns on colour
    Score::new(10, 8), // tempo
    Score::new(0, 0), // passer safe stop square rank 0
    Score::new(3, 0), // passer safe stop square rank 1
    Score::new(11, 1), // passer safe stop square rank 2
    Score::new(-8, 10), // passer safe stop square rank 3
    Score::new(0, 23), // passer safe stop square rank 4
    Score::new(19, 48), // passer safe stop square rank 5
    Score::new(29, 55), // passer safe stop square rank 6
    Score::new(0, 0), // passer safe stop square rank 7
    Score::new(12, 15), // safe pawn push threat
    Score::new(-13, 0), // space
    Score::new(3, 14), // minor behind pawn
    Score::new(-41, -1), // safe check by knight
    Score::new(-16, -12), // safe check by bishop
    Score::new(-44, -1), // safe check by rook
    Score::new(-17, -36), // safe check by queen
    Score::new(-10, 2), // weak king zone square
    Score::new(-3, 0), // king flank attack
    Score::new(-13, -27), // pawnless flank
    Score::new(-8, -4), // king pawn distance
    Score::new(1, -5), // rook on queen file
    Score::new(5, -13), // rook on king ring
    Score::new(6, 10), // bishop on king ring
    Score::new(-3, -4), // king protector knight
    Score::new(-2, -3), // king protector bishop
    Score::new(-2, 10), // threat by king
    Score::new(7, 8), // bishop long diagonal
    Score::new(5, 2), // knight on queen
    Score::new(7, 2), // slider on queen
    Score::new(3, 1), // restricted square
    Score::new(-5, -23), // trapped rook
    Score::new(-9, -11), // weak unopposed pawn
    Score::new(7, -12), // doubled isolated pawn
    Score::new(10, 6), // pawn support
    Score::new(7, 4), // pawn phalanx
    Score::new(-12, -11), // blocked pawn rank 0
    Score::new(-12, -9), // blocked pawn rank 1
    Score::new(5, 1), // blocked storm
    Score::new(9, 7), // rook behind passer 0
    Score::new(-9, -37), // rook behind passer 1
    Score::new(13, 1), // reachable outpost
    Score::new(-2, 26), // queen infiltration
    Score::new(-4, -9), // rook on closed file
    Score::new(-3, 0), // bishop xray pawns
    Score::new(0, -1), // bad bishop blocked centre
    Score::new(3, -1), // closed position knight
    Score::new(0, 3), // closed position rook
    Score::new(2, 1), // space times pieces
    Score::new(-24, -46), // pinned minor
    Score::new(-37, -20), // pinned major
    Score::new(-12, 3), // weak queen
    Score::new(2, 16), // weak queen protection
    Score::new(0, 0), // initiative passers
    Score::new(0, 2), // initiative pawns
    Score::new(0, 1), // initiative outflanking
    Score::new(0, 1), // initiative both flanks
    Score::new(0, -6), // initiative infiltration
    Score::new(0, 41), // initiative pawn ending
    Score::new(0, -42), // initiative unwinnable
];
