//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data combinedB.epd --seed 1 --epochs 300 --validation 0.1 --lr 1 --l2 1e-9 --min-support 100 --anchor 1e-8 --psqt-shape mirrored`:
//! 1830019 training and 203335 validation positions, K = 1.0610,
//! training error 0.035131 -> 0.035084, validation error 0.035081 -> 0.035030, 543 s.

use super::params::N_PARAMS;
use crate::material::Score;

/// Every weight, indexed as `params.rs` lays them out.
#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(54, 50), // piece value pawn
    Score::new(253, 250), // piece value knight
    Score::new(268, 243), // piece value bishop
    Score::new(382, 402), // piece value rook
    Score::new(780, 774), // piece value queen
    Score::new(33, 55), // bishop pair
    Score::new(1, 12), // knight per pawn above 5
    Score::new(-1, 2), // rook per pawn above 5
    Score::new(-44, -27), // rook pair
    Score::new(-2, -23), // rook beside queen
    Score::new(34, 72), // psqt pawn a1
    Score::new(34, 72), // psqt pawn b1
    Score::new(34, 72), // psqt pawn c1
    Score::new(34, 72), // psqt pawn d1
    Score::new(34, 72), // psqt pawn e1
    Score::new(34, 72), // psqt pawn f1
    Score::new(34, 72), // psqt pawn g1
    Score::new(34, 72), // psqt pawn h1
    Score::new(-4, -8), // psqt pawn a2
    Score::new(13, -1), // psqt pawn b2
    Score::new(-1, 11), // psqt pawn c2
    Score::new(-18, 6), // psqt pawn d2
    Score::new(-18, 6), // psqt pawn e2
    Score::new(-1, 11), // psqt pawn f2
    Score::new(13, -1), // psqt pawn g2
    Score::new(-4, -8), // psqt pawn h2
    Score::new(-8, -8), // psqt pawn a3
    Score::new(-5, -16), // psqt pawn b3
    Score::new(-11, -3), // psqt pawn c3
    Score::new(-10, 0), // psqt pawn d3
    Score::new(-10, 0), // psqt pawn e3
    Score::new(-11, -3), // psqt pawn f3
    Score::new(-5, -16), // psqt pawn g3
    Score::new(-8, -8), // psqt pawn h3
    Score::new(-3, -3), // psqt pawn a4
    Score::new(-12, 6), // psqt pawn b4
    Score::new(3, -9), // psqt pawn c4
    Score::new(6, -1), // psqt pawn d4
    Score::new(6, -1), // psqt pawn e4
    Score::new(3, -9), // psqt pawn f4
    Score::new(-12, 6), // psqt pawn g4
    Score::new(-3, -3), // psqt pawn h4
    Score::new(10, 24), // psqt pawn a5
    Score::new(1, 19), // psqt pawn b5
    Score::new(25, 6), // psqt pawn c5
    Score::new(23, 1), // psqt pawn d5
    Score::new(23, 1), // psqt pawn e5
    Score::new(25, 6), // psqt pawn f5
    Score::new(1, 19), // psqt pawn g5
    Score::new(10, 24), // psqt pawn h5
    Score::new(26, 26), // psqt pawn a6
    Score::new(27, 34), // psqt pawn b6
    Score::new(26, 41), // psqt pawn c6
    Score::new(40, 30), // psqt pawn d6
    Score::new(40, 30), // psqt pawn e6
    Score::new(26, 41), // psqt pawn f6
    Score::new(27, 34), // psqt pawn g6
    Score::new(26, 26), // psqt pawn h6
    Score::new(-3, 7), // psqt pawn a7
    Score::new(15, 24), // psqt pawn b7
    Score::new(6, 24), // psqt pawn c7
    Score::new(25, 28), // psqt pawn d7
    Score::new(25, 28), // psqt pawn e7
    Score::new(6, 24), // psqt pawn f7
    Score::new(15, 24), // psqt pawn g7
    Score::new(-3, 7), // psqt pawn h7
    Score::new(34, 72), // psqt pawn a8
    Score::new(34, 72), // psqt pawn b8
    Score::new(34, 72), // psqt pawn c8
    Score::new(34, 72), // psqt pawn d8
    Score::new(34, 72), // psqt pawn e8
    Score::new(34, 72), // psqt pawn f8
    Score::new(34, 72), // psqt pawn g8
    Score::new(34, 72), // psqt pawn h8
    Score::new(-35, 0), // psqt knight a1
    Score::new(-13, -11), // psqt knight b1
    Score::new(-24, -25), // psqt knight c1
    Score::new(-14, -5), // psqt knight d1
    Score::new(-14, -5), // psqt knight e1
    Score::new(-24, -25), // psqt knight f1
    Score::new(-13, -11), // psqt knight g1
    Score::new(-35, 0), // psqt knight h1
    Score::new(-20, -18), // psqt knight a2
    Score::new(-26, 5), // psqt knight b2
    Score::new(-20, -10), // psqt knight c2
    Score::new(-4, -10), // psqt knight d2
    Score::new(-4, -10), // psqt knight e2
    Score::new(-20, -10), // psqt knight f2
    Score::new(-26, 5), // psqt knight g2
    Score::new(-20, -18), // psqt knight h2
    Score::new(-13, -10), // psqt knight a3
    Score::new(-10, -4), // psqt knight b3
    Score::new(-2, -10), // psqt knight c3
    Score::new(-5, 18), // psqt knight d3
    Score::new(-5, 18), // psqt knight e3
    Score::new(-2, -10), // psqt knight f3
    Score::new(-10, -4), // psqt knight g3
    Score::new(-13, -10), // psqt knight h3
    Score::new(1, 2), // psqt knight a4
    Score::new(8, -10), // psqt knight b4
    Score::new(12, 22), // psqt knight c4
    Score::new(15, 20), // psqt knight d4
    Score::new(15, 20), // psqt knight e4
    Score::new(12, 22), // psqt knight f4
    Score::new(8, -10), // psqt knight g4
    Score::new(1, 2), // psqt knight h4
    Score::new(24, 1), // psqt knight a5
    Score::new(8, 11), // psqt knight b5
    Score::new(18, 16), // psqt knight c5
    Score::new(18, 26), // psqt knight d5
    Score::new(18, 26), // psqt knight e5
    Score::new(18, 16), // psqt knight f5
    Score::new(8, 11), // psqt knight g5
    Score::new(24, 1), // psqt knight h5
    Score::new(-10, 0), // psqt knight a6
    Score::new(2, 9), // psqt knight b6
    Score::new(17, 0), // psqt knight c6
    Score::new(23, 13), // psqt knight d6
    Score::new(23, 13), // psqt knight e6
    Score::new(17, 0), // psqt knight f6
    Score::new(2, 9), // psqt knight g6
    Score::new(-10, 0), // psqt knight h6
    Score::new(-40, 3), // psqt knight a7
    Score::new(-17, 15), // psqt knight b7
    Score::new(19, 8), // psqt knight c7
    Score::new(20, 18), // psqt knight d7
    Score::new(20, 18), // psqt knight e7
    Score::new(19, 8), // psqt knight f7
    Score::new(-17, 15), // psqt knight g7
    Score::new(-40, 3), // psqt knight h7
    Score::new(-58, -19), // psqt knight a8
    Score::new(-4, 4), // psqt knight b8
    Score::new(-9, 13), // psqt knight c8
    Score::new(0, 18), // psqt knight d8
    Score::new(0, 18), // psqt knight e8
    Score::new(-9, 13), // psqt knight f8
    Score::new(-4, 4), // psqt knight g8
    Score::new(-58, -19), // psqt knight h8
    Score::new(-15, -5), // psqt bishop a1
    Score::new(-12, -11), // psqt bishop b1
    Score::new(-12, -6), // psqt bishop c1
    Score::new(-12, -10), // psqt bishop d1
    Score::new(-12, -10), // psqt bishop e1
    Score::new(-12, -6), // psqt bishop f1
    Score::new(-12, -11), // psqt bishop g1
    Score::new(-15, -5), // psqt bishop h1
    Score::new(-8, -31), // psqt bishop a2
    Score::new(5, -19), // psqt bishop b2
    Score::new(5, -3), // psqt bishop c2
    Score::new(-5, -3), // psqt bishop d2
    Score::new(-5, -3), // psqt bishop e2
    Score::new(5, -3), // psqt bishop f2
    Score::new(5, -19), // psqt bishop g2
    Score::new(-8, -31), // psqt bishop h2
    Score::new(1, -3), // psqt bishop a3
    Score::new(4, 3), // psqt bishop b3
    Score::new(6, -7), // psqt bishop c3
    Score::new(4, 15), // psqt bishop d3
    Score::new(4, 15), // psqt bishop e3
    Score::new(6, -7), // psqt bishop f3
    Score::new(4, 3), // psqt bishop g3
    Score::new(1, -3), // psqt bishop h3
    Score::new(0, -11), // psqt bishop a4
    Score::new(13, 0), // psqt bishop b4
    Score::new(11, 11), // psqt bishop c4
    Score::new(15, 20), // psqt bishop d4
    Score::new(15, 20), // psqt bishop e4
    Score::new(11, 11), // psqt bishop f4
    Score::new(13, 0), // psqt bishop g4
    Score::new(0, -11), // psqt bishop h4
    Score::new(-2, -1), // psqt bishop a5
    Score::new(6, 11), // psqt bishop b5
    Score::new(1, 15), // psqt bishop c5
    Score::new(9, 21), // psqt bishop d5
    Score::new(9, 21), // psqt bishop e5
    Score::new(1, 15), // psqt bishop f5
    Score::new(6, 11), // psqt bishop g5
    Score::new(-2, -1), // psqt bishop h5
    Score::new(-7, 15), // psqt bishop a6
    Score::new(-10, 34), // psqt bishop b6
    Score::new(2, 17), // psqt bishop c6
    Score::new(2, 14), // psqt bishop d6
    Score::new(2, 14), // psqt bishop e6
    Score::new(2, 17), // psqt bishop f6
    Score::new(-10, 34), // psqt bishop g6
    Score::new(-7, 15), // psqt bishop h6
    Score::new(-12, 0), // psqt bishop a7
    Score::new(-24, 7), // psqt bishop b7
    Score::new(-2, 12), // psqt bishop c7
    Score::new(-2, 22), // psqt bishop d7
    Score::new(-2, 22), // psqt bishop e7
    Score::new(-2, 12), // psqt bishop f7
    Score::new(-24, 7), // psqt bishop g7
    Score::new(-12, 0), // psqt bishop h7
    Score::new(-8, 5), // psqt bishop a8
    Score::new(1, -2), // psqt bishop b8
    Score::new(-20, 3), // psqt bishop c8
    Score::new(-4, 9), // psqt bishop d8
    Score::new(-4, 9), // psqt bishop e8
    Score::new(-20, 3), // psqt bishop f8
    Score::new(1, -2), // psqt bishop g8
    Score::new(-8, 5), // psqt bishop h8
    Score::new(-10, -8), // psqt rook a1
    Score::new(-11, -2), // psqt rook b1
    Score::new(-2, -1), // psqt rook c1
    Score::new(4, -11), // psqt rook d1
    Score::new(4, -11), // psqt rook e1
    Score::new(-2, -1), // psqt rook f1
    Score::new(-11, -2), // psqt rook g1
    Score::new(-10, -8), // psqt rook h1
    Score::new(-30, -13), // psqt rook a2
    Score::new(-16, -9), // psqt rook b2
    Score::new(2, -10), // psqt rook c2
    Score::new(-13, -9), // psqt rook d2
    Score::new(-13, -9), // psqt rook e2
    Score::new(2, -10), // psqt rook f2
    Score::new(-16, -9), // psqt rook g2
    Score::new(-30, -13), // psqt rook h2
    Score::new(-19, -3), // psqt rook a3
    Score::new(2, -5), // psqt rook b3
    Score::new(-7, 6), // psqt rook c3
    Score::new(-7, -3), // psqt rook d3
    Score::new(-7, -3), // psqt rook e3
    Score::new(-7, 6), // psqt rook f3
    Score::new(2, -5), // psqt rook g3
    Score::new(-19, -3), // psqt rook h3
    Score::new(-16, 16), // psqt rook a4
    Score::new(3, 14), // psqt rook b4
    Score::new(8, 10), // psqt rook c4
    Score::new(6, 12), // psqt rook d4
    Score::new(6, 12), // psqt rook e4
    Score::new(8, 10), // psqt rook f4
    Score::new(3, 14), // psqt rook g4
    Score::new(-16, 16), // psqt rook h4
    Score::new(8, 16), // psqt rook a5
    Score::new(6, 28), // psqt rook b5
    Score::new(11, 17), // psqt rook c5
    Score::new(23, 9), // psqt rook d5
    Score::new(23, 9), // psqt rook e5
    Score::new(11, 17), // psqt rook f5
    Score::new(6, 28), // psqt rook g5
    Score::new(8, 16), // psqt rook h5
    Score::new(9, 20), // psqt rook a6
    Score::new(29, 20), // psqt rook b6
    Score::new(49, 8), // psqt rook c6
    Score::new(44, 2), // psqt rook d6
    Score::new(44, 2), // psqt rook e6
    Score::new(49, 8), // psqt rook f6
    Score::new(29, 20), // psqt rook g6
    Score::new(9, 20), // psqt rook h6
    Score::new(16, 11), // psqt rook a7
    Score::new(7, 23), // psqt rook b7
    Score::new(26, 13), // psqt rook c7
    Score::new(31, 7), // psqt rook d7
    Score::new(31, 7), // psqt rook e7
    Score::new(26, 13), // psqt rook f7
    Score::new(7, 23), // psqt rook g7
    Score::new(16, 11), // psqt rook h7
    Score::new(24, 20), // psqt rook a8
    Score::new(19, 31), // psqt rook b8
    Score::new(19, 25), // psqt rook c8
    Score::new(8, 21), // psqt rook d8
    Score::new(8, 21), // psqt rook e8
    Score::new(19, 25), // psqt rook f8
    Score::new(19, 31), // psqt rook g8
    Score::new(24, 20), // psqt rook h8
    Score::new(-20, -8), // psqt queen a1
    Score::new(-8, -14), // psqt queen b1
    Score::new(-15, -20), // psqt queen c1
    Score::new(-2, -32), // psqt queen d1
    Score::new(-2, -32), // psqt queen e1
    Score::new(-15, -20), // psqt queen f1
    Score::new(-8, -14), // psqt queen g1
    Score::new(-20, -8), // psqt queen h1
    Score::new(-8, 5), // psqt queen a2
    Score::new(2, -8), // psqt queen b2
    Score::new(4, -22), // psqt queen c2
    Score::new(2, -10), // psqt queen d2
    Score::new(2, -10), // psqt queen e2
    Score::new(4, -22), // psqt queen f2
    Score::new(2, -8), // psqt queen g2
    Score::new(-8, 5), // psqt queen h2
    Score::new(-4, -4), // psqt queen a3
    Score::new(1, 1), // psqt queen b3
    Score::new(2, 19), // psqt queen c3
    Score::new(-3, 17), // psqt queen d3
    Score::new(-3, 17), // psqt queen e3
    Score::new(2, 19), // psqt queen f3
    Score::new(1, 1), // psqt queen g3
    Score::new(-4, -4), // psqt queen h3
    Score::new(-8, 9), // psqt queen a4
    Score::new(4, 27), // psqt queen b4
    Score::new(6, 38), // psqt queen c4
    Score::new(0, 51), // psqt queen d4
    Score::new(0, 51), // psqt queen e4
    Score::new(6, 38), // psqt queen f4
    Score::new(4, 27), // psqt queen g4
    Score::new(-8, 9), // psqt queen h4
    Score::new(5, -8), // psqt queen a5
    Score::new(6, 19), // psqt queen b5
    Score::new(14, 19), // psqt queen c5
    Score::new(11, 42), // psqt queen d5
    Score::new(11, 42), // psqt queen e5
    Score::new(14, 19), // psqt queen f5
    Score::new(6, 19), // psqt queen g5
    Score::new(5, -8), // psqt queen h5
    Score::new(-5, -6), // psqt queen a6
    Score::new(6, 13), // psqt queen b6
    Score::new(10, 23), // psqt queen c6
    Score::new(8, 28), // psqt queen d6
    Score::new(8, 28), // psqt queen e6
    Score::new(10, 23), // psqt queen f6
    Score::new(6, 13), // psqt queen g6
    Score::new(-5, -6), // psqt queen h6
    Score::new(-21, 1), // psqt queen a7
    Score::new(-19, 9), // psqt queen b7
    Score::new(-2, 19), // psqt queen c7
    Score::new(9, 22), // psqt queen d7
    Score::new(9, 22), // psqt queen e7
    Score::new(-2, 19), // psqt queen f7
    Score::new(-19, 9), // psqt queen g7
    Score::new(-21, 1), // psqt queen h7
    Score::new(-14, 5), // psqt queen a8
    Score::new(-3, 11), // psqt queen b8
    Score::new(1, 2), // psqt queen c8
    Score::new(5, 6), // psqt queen d8
    Score::new(5, 6), // psqt queen e8
    Score::new(1, 2), // psqt queen f8
    Score::new(-3, 11), // psqt queen g8
    Score::new(-14, 5), // psqt queen h8
    Score::new(11, -24), // psqt king a1
    Score::new(29, -16), // psqt king b1
    Score::new(-14, -7), // psqt king c1
    Score::new(-14, -23), // psqt king d1
    Score::new(-14, -23), // psqt king e1
    Score::new(-14, -7), // psqt king f1
    Score::new(29, -16), // psqt king g1
    Score::new(11, -24), // psqt king h1
    Score::new(6, 4), // psqt king a2
    Score::new(9, -2), // psqt king b2
    Score::new(-30, 9), // psqt king c2
    Score::new(-41, 12), // psqt king d2
    Score::new(-41, 12), // psqt king e2
    Score::new(-30, 9), // psqt king f2
    Score::new(9, -2), // psqt king g2
    Score::new(6, 4), // psqt king h2
    Score::new(-13, 11), // psqt king a3
    Score::new(-2, 6), // psqt king b3
    Score::new(-19, 20), // psqt king c3
    Score::new(-27, 22), // psqt king d3
    Score::new(-27, 22), // psqt king e3
    Score::new(-19, 20), // psqt king f3
    Score::new(-2, 6), // psqt king g3
    Score::new(-13, 11), // psqt king h3
    Score::new(-19, 20), // psqt king a4
    Score::new(-4, 18), // psqt king b4
    Score::new(-12, 29), // psqt king c4
    Score::new(-16, 34), // psqt king d4
    Score::new(-16, 34), // psqt king e4
    Score::new(-12, 29), // psqt king f4
    Score::new(-4, 18), // psqt king g4
    Score::new(-19, 20), // psqt king h4
    Score::new(-9, 35), // psqt king a5
    Score::new(-6, 28), // psqt king b5
    Score::new(1, 38), // psqt king c5
    Score::new(-7, 37), // psqt king d5
    Score::new(-7, 37), // psqt king e5
    Score::new(1, 38), // psqt king f5
    Score::new(-6, 28), // psqt king g5
    Score::new(-9, 35), // psqt king h5
    Score::new(-5, 47), // psqt king a6
    Score::new(2, 43), // psqt king b6
    Score::new(-3, 43), // psqt king c6
    Score::new(-2, 41), // psqt king d6
    Score::new(-2, 41), // psqt king e6
    Score::new(-3, 43), // psqt king f6
    Score::new(2, 43), // psqt king g6
    Score::new(-5, 47), // psqt king h6
    Score::new(-3, 29), // psqt king a7
    Score::new(-7, 46), // psqt king b7
    Score::new(-3, 34), // psqt king c7
    Score::new(-1, 41), // psqt king d7
    Score::new(-1, 41), // psqt king e7
    Score::new(-3, 34), // psqt king f7
    Score::new(-7, 46), // psqt king g7
    Score::new(-3, 29), // psqt king h7
    Score::new(-10, 12), // psqt king a8
    Score::new(-3, 31), // psqt king b8
    Score::new(-5, 27), // psqt king c8
    Score::new(-5, 24), // psqt king d8
    Score::new(-5, 24), // psqt king e8
    Score::new(-5, 27), // psqt king f8
    Score::new(-3, 31), // psqt king g8
    Score::new(-10, 12), // psqt king h8
    Score::new(-41, -23), // mobility knight 0
    Score::new(-32, -47), // mobility knight 1
    Score::new(-15, -29), // mobility knight 2
    Score::new(-7, -17), // mobility knight 3
    Score::new(-2, -3), // mobility knight 4
    Score::new(1, 10), // mobility knight 5
    Score::new(8, 15), // mobility knight 6
    Score::new(14, 15), // mobility knight 7
    Score::new(24, 8), // mobility knight 8
    Score::new(-22, -35), // mobility bishop 0
    Score::new(-24, -27), // mobility bishop 1
    Score::new(-6, -29), // mobility bishop 2
    Score::new(-3, -17), // mobility bishop 3
    Score::new(0, 3), // mobility bishop 4
    Score::new(4, 7), // mobility bishop 5
    Score::new(3, 10), // mobility bishop 6
    Score::new(3, 10), // mobility bishop 7
    Score::new(1, 20), // mobility bishop 8
    Score::new(10, 15), // mobility bishop 9
    Score::new(-1, 12), // mobility bishop 10
    Score::new(15, 10), // mobility bishop 11
    Score::new(2, 9), // mobility bishop 12
    Score::new(10, 9), // mobility bishop 13
    Score::new(-85, -39), // mobility rook 0
    Score::new(-32, -64), // mobility rook 1
    Score::new(-15, -34), // mobility rook 2
    Score::new(-10, -22), // mobility rook 3
    Score::new(-6, -16), // mobility rook 4
    Score::new(-4, -8), // mobility rook 5
    Score::new(-3, 6), // mobility rook 6
    Score::new(4, 5), // mobility rook 7
    Score::new(3, 14), // mobility rook 8
    Score::new(9, 13), // mobility rook 9
    Score::new(10, 20), // mobility rook 10
    Score::new(11, 21), // mobility rook 11
    Score::new(17, 23), // mobility rook 12
    Score::new(21, 23), // mobility rook 13
    Score::new(15, 26), // mobility rook 14
    Score::new(-16, -17), // mobility queen 0
    Score::new(-10, -2), // mobility queen 1
    Score::new(-22, -9), // mobility queen 2
    Score::new(-23, -7), // mobility queen 3
    Score::new(-20, -22), // mobility queen 4
    Score::new(-14, -20), // mobility queen 5
    Score::new(-10, -25), // mobility queen 6
    Score::new(-8, -16), // mobility queen 7
    Score::new(-4, -11), // mobility queen 8
    Score::new(-3, -1), // mobility queen 9
    Score::new(-1, 2), // mobility queen 10
    Score::new(1, 11), // mobility queen 11
    Score::new(5, 11), // mobility queen 12
    Score::new(7, 8), // mobility queen 13
    Score::new(4, 19), // mobility queen 14
    Score::new(9, 11), // mobility queen 15
    Score::new(4, 15), // mobility queen 16
    Score::new(8, 15), // mobility queen 17
    Score::new(12, 9), // mobility queen 18
    Score::new(14, 6), // mobility queen 19
    Score::new(17, 2), // mobility queen 20
    Score::new(6, 5), // mobility queen 21
    Score::new(1, 2), // mobility queen 22
    Score::new(1, -3), // mobility queen 23
    Score::new(0, -1), // mobility queen 24
    Score::new(-2, 0), // mobility queen 25
    Score::new(-1, 0), // mobility queen 26
    Score::new(0, 1), // mobility queen 27
    Score::new(-2, -22), // doubled pawn
    Score::new(2, -6), // isolated pawn
    Score::new(4, -15), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(-2, -8), // connected pawn rank 1
    Score::new(3, 4), // connected pawn rank 2
    Score::new(5, 6), // connected pawn rank 3
    Score::new(12, 14), // connected pawn rank 4
    Score::new(31, 34), // connected pawn rank 5
    Score::new(34, 48), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(23, 11), // passed pawn rank 1
    Score::new(9, 2), // passed pawn rank 2
    Score::new(-4, 23), // passed pawn rank 3
    Score::new(14, 42), // passed pawn rank 4
    Score::new(28, 45), // passed pawn rank 5
    Score::new(25, 49), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(-1, 1), // passer own king distance rank 1
    Score::new(-1, 1), // passer own king distance rank 2
    Score::new(11, -12), // passer own king distance rank 3
    Score::new(5, -15), // passer own king distance rank 4
    Score::new(2, -17), // passer own king distance rank 5
    Score::new(5, -10), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-7, -2), // passer enemy king distance rank 1
    Score::new(-4, 0), // passer enemy king distance rank 2
    Score::new(-13, 18), // passer enemy king distance rank 3
    Score::new(-10, 24), // passer enemy king distance rank 4
    Score::new(-9, 39), // passer enemy king distance rank 5
    Score::new(9, 50), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(-5, 5), // passer free path rank 1
    Score::new(-15, 10), // passer free path rank 2
    Score::new(-17, 11), // passer free path rank 3
    Score::new(-2, 24), // passer free path rank 4
    Score::new(12, 35), // passer free path rank 5
    Score::new(43, 69), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(0, 65), // unstoppable passer
    Score::new(26, 34), // king danger units 0
    Score::new(36, 22), // king danger units 1
    Score::new(53, 29), // king danger units 2
    Score::new(30, 25), // king danger units 3
    Score::new(31, 25), // king danger units 4
    Score::new(38, 19), // king danger units 5
    Score::new(32, 18), // king danger units 6
    Score::new(25, 3), // king danger units 7
    Score::new(25, 6), // king danger units 8
    Score::new(21, 5), // king danger units 9
    Score::new(14, -1), // king danger units 10
    Score::new(-1, -5), // king danger units 11
    Score::new(-18, -16), // king danger units 12
    Score::new(-25, -12), // king danger units 13
    Score::new(-25, -19), // king danger units 14
    Score::new(-46, -21), // king danger units 15
    Score::new(-44, -19), // king danger units 16
    Score::new(-42, -20), // king danger units 17
    Score::new(-36, -24), // king danger units 18
    Score::new(-30, -18), // king danger units 19
    Score::new(-22, -11), // king danger units 20
    Score::new(-17, -8), // king danger units 21
    Score::new(-11, -7), // king danger units 22
    Score::new(-12, -5), // king danger units 23
    Score::new(12, 1), // pawn shield distance 0
    Score::new(3, 6), // pawn shield distance 1
    Score::new(-6, -1), // pawn shield distance 2
    Score::new(-20, 27), // pawn shield distance 3
    Score::new(16, 1), // pawn storm distance 0
    Score::new(-15, -3), // pawn storm distance 1
    Score::new(-5, 7), // pawn storm distance 2
    Score::new(-1, 8), // pawn storm distance 3
    Score::new(-7, 20), // pawn storm distance 4
    Score::new(-15, -23), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(51, 26), // threat by pawn on knight
    Score::new(42, 34), // threat by pawn on bishop
    Score::new(30, 26), // threat by pawn on rook
    Score::new(37, 3), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(0, 14), // threat by minor on pawn
    Score::new(20, 36), // threat by minor on knight
    Score::new(29, 31), // threat by minor on bishop
    Score::new(39, 14), // threat by minor on rook
    Score::new(38, 12), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(-8, 16), // threat by rook on pawn
    Score::new(6, 36), // threat by rook on knight
    Score::new(13, 34), // threat by rook on bishop
    Score::new(1, 0), // threat by rook on rook
    Score::new(34, 17), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(9, 24), // hanging pawn
    Score::new(11, 6), // hanging knight
    Score::new(8, 9), // hanging bishop
    Score::new(14, 6), // hanging rook
    Score::new(7, -1), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(28, 0), // rook open file
    Score::new(18, -5), // rook half-open file
    Score::new(-3, 17), // rook seventh rank
    Score::new(25, 17), // knight outpost
    Score::new(15, 23), // bishop outpost
    Score::new(-2, -4), // bishop own pawns on colour
    Score::new(10, 8), // tempo
    Score::new(0, 0), // passer safe stop square rank 0
    Score::new(3, 1), // passer safe stop square rank 1
    Score::new(11, 2), // passer safe stop square rank 2
    Score::new(-8, 10), // passer safe stop square rank 3
    Score::new(1, 23), // passer safe stop square rank 4
    Score::new(20, 50), // passer safe stop square rank 5
    Score::new(28, 55), // passer safe stop square rank 6
    Score::new(0, 0), // passer safe stop square rank 7
    Score::new(12, 15), // safe pawn push threat
    Score::new(-13, 0), // space
    Score::new(3, 15), // minor behind pawn
    Score::new(-41, -1), // safe check by knight
    Score::new(-15, -11), // safe check by bishop
    Score::new(-45, 2), // safe check by rook
    Score::new(-17, -35), // safe check by queen
    Score::new(-10, 3), // weak king zone square
    Score::new(-3, 0), // king flank attack
    Score::new(-13, -27), // pawnless flank
    Score::new(-7, -6), // king pawn distance
    Score::new(6, -1), // rook on queen file
    Score::new(5, -13), // rook on king ring
    Score::new(7, 10), // bishop on king ring
    Score::new(-3, -4), // king protector knight
    Score::new(-2, -3), // king protector bishop
    Score::new(0, 12), // threat by king
    Score::new(7, 9), // bishop long diagonal
    Score::new(5, 0), // knight on queen
    Score::new(7, 2), // slider on queen
    Score::new(3, 1), // restricted square
    Score::new(-5, -25), // trapped rook
    Score::new(-9, -12), // weak unopposed pawn
    Score::new(8, -13), // doubled isolated pawn
    Score::new(10, 7), // pawn support
    Score::new(7, 5), // pawn phalanx
    Score::new(-12, -13), // blocked pawn rank 0
    Score::new(-11, -7), // blocked pawn rank 1
    Score::new(5, 0), // blocked storm
    Score::new(10, 7), // rook behind passer 0
    Score::new(-9, -40), // rook behind passer 1
    Score::new(14, 0), // reachable outpost
    Score::new(-1, 28), // queen infiltration
    Score::new(-4, -9), // rook on closed file
    Score::new(-3, -1), // bishop xray pawns
    Score::new(0, -2), // bad bishop blocked centre
    Score::new(3, -1), // closed position knight
    Score::new(0, 4), // closed position rook
    Score::new(2, 0), // space times pieces
];
