//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data combinedB.epd --seed 1 --epochs 300 --validation 0.1 --lr 1 --l2 1e-9 --min-support 100 --anchor 1e-8 --psqt-shape mirrored`:
//! 1830019 training and 203335 validation positions, K = 1.0099,
//! training error 0.035781 -> 0.035434, validation error 0.035753 -> 0.035406, 215 s.

use super::params::N_PARAMS;
use crate::material::Score;

/// Every weight, indexed as `params.rs` lays them out.
#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(57, 52), // piece value pawn
    Score::new(277, 269), // piece value knight
    Score::new(291, 265), // piece value bishop
    Score::new(416, 437), // piece value rook
    Score::new(840, 835), // piece value queen
    Score::new(38, 56), // bishop pair
    Score::new(3, 13), // knight per pawn above 5
    Score::new(0, 3), // rook per pawn above 5
    Score::new(-42, -28), // rook pair
    Score::new(-5, -18), // rook beside queen
    Score::new(19, 44), // psqt pawn a1
    Score::new(19, 44), // psqt pawn b1
    Score::new(19, 44), // psqt pawn c1
    Score::new(19, 44), // psqt pawn d1
    Score::new(19, 44), // psqt pawn e1
    Score::new(19, 44), // psqt pawn f1
    Score::new(19, 44), // psqt pawn g1
    Score::new(19, 44), // psqt pawn h1
    Score::new(-5, -9), // psqt pawn a2
    Score::new(15, -2), // psqt pawn b2
    Score::new(1, 12), // psqt pawn c2
    Score::new(-16, 6), // psqt pawn d2
    Score::new(-16, 6), // psqt pawn e2
    Score::new(1, 12), // psqt pawn f2
    Score::new(15, -2), // psqt pawn g2
    Score::new(-5, -9), // psqt pawn h2
    Score::new(-9, -7), // psqt pawn a3
    Score::new(-1, -15), // psqt pawn b3
    Score::new(-9, 0), // psqt pawn c3
    Score::new(-6, 5), // psqt pawn d3
    Score::new(-6, 5), // psqt pawn e3
    Score::new(-9, 0), // psqt pawn f3
    Score::new(-1, -15), // psqt pawn g3
    Score::new(-9, -7), // psqt pawn h3
    Score::new(-7, -2), // psqt pawn a4
    Score::new(-13, 7), // psqt pawn b4
    Score::new(5, -9), // psqt pawn c4
    Score::new(8, 0), // psqt pawn d4
    Score::new(8, 0), // psqt pawn e4
    Score::new(5, -9), // psqt pawn f4
    Score::new(-13, 7), // psqt pawn g4
    Score::new(-7, -2), // psqt pawn h4
    Score::new(-2, 16), // psqt pawn a5
    Score::new(-3, 11), // psqt pawn b5
    Score::new(19, 1), // psqt pawn c5
    Score::new(18, -6), // psqt pawn d5
    Score::new(18, -6), // psqt pawn e5
    Score::new(19, 1), // psqt pawn f5
    Score::new(-3, 11), // psqt pawn g5
    Score::new(-2, 16), // psqt pawn h5
    Score::new(13, 21), // psqt pawn a6
    Score::new(18, 29), // psqt pawn b6
    Score::new(17, 37), // psqt pawn c6
    Score::new(31, 28), // psqt pawn d6
    Score::new(31, 28), // psqt pawn e6
    Score::new(17, 37), // psqt pawn f6
    Score::new(18, 29), // psqt pawn g6
    Score::new(13, 21), // psqt pawn h6
    Score::new(-2, 6), // psqt pawn a7
    Score::new(18, 27), // psqt pawn b7
    Score::new(5, 28), // psqt pawn c7
    Score::new(28, 33), // psqt pawn d7
    Score::new(28, 33), // psqt pawn e7
    Score::new(5, 28), // psqt pawn f7
    Score::new(18, 27), // psqt pawn g7
    Score::new(-2, 6), // psqt pawn h7
    Score::new(19, 44), // psqt pawn a8
    Score::new(19, 44), // psqt pawn b8
    Score::new(19, 44), // psqt pawn c8
    Score::new(19, 44), // psqt pawn d8
    Score::new(19, 44), // psqt pawn e8
    Score::new(19, 44), // psqt pawn f8
    Score::new(19, 44), // psqt pawn g8
    Score::new(19, 44), // psqt pawn h8
    Score::new(-38, -5), // psqt knight a1
    Score::new(-14, -14), // psqt knight b1
    Score::new(-23, -26), // psqt knight c1
    Score::new(-12, -4), // psqt knight d1
    Score::new(-12, -4), // psqt knight e1
    Score::new(-23, -26), // psqt knight f1
    Score::new(-14, -14), // psqt knight g1
    Score::new(-38, -5), // psqt knight h1
    Score::new(-23, -23), // psqt knight a2
    Score::new(-23, 2), // psqt knight b2
    Score::new(-21, -10), // psqt knight c2
    Score::new(-1, -8), // psqt knight d2
    Score::new(-1, -8), // psqt knight e2
    Score::new(-21, -10), // psqt knight f2
    Score::new(-23, 2), // psqt knight g2
    Score::new(-23, -23), // psqt knight h2
    Score::new(-20, -15), // psqt knight a3
    Score::new(-13, -5), // psqt knight b3
    Score::new(-3, -8), // psqt knight c3
    Score::new(-3, 20), // psqt knight d3
    Score::new(-3, 20), // psqt knight e3
    Score::new(-3, -8), // psqt knight f3
    Score::new(-13, -5), // psqt knight g3
    Score::new(-20, -15), // psqt knight h3
    Score::new(-1, -3), // psqt knight a4
    Score::new(9, -14), // psqt knight b4
    Score::new(13, 22), // psqt knight c4
    Score::new(18, 21), // psqt knight d4
    Score::new(18, 21), // psqt knight e4
    Score::new(13, 22), // psqt knight f4
    Score::new(9, -14), // psqt knight g4
    Score::new(-1, -3), // psqt knight h4
    Score::new(22, -5), // psqt knight a5
    Score::new(6, 7), // psqt knight b5
    Score::new(21, 13), // psqt knight c5
    Score::new(19, 26), // psqt knight d5
    Score::new(19, 26), // psqt knight e5
    Score::new(21, 13), // psqt knight f5
    Score::new(6, 7), // psqt knight g5
    Score::new(22, -5), // psqt knight h5
    Score::new(-12, -7), // psqt knight a6
    Score::new(0, 1), // psqt knight b6
    Score::new(15, -5), // psqt knight c6
    Score::new(23, 11), // psqt knight d6
    Score::new(23, 11), // psqt knight e6
    Score::new(15, -5), // psqt knight f6
    Score::new(0, 1), // psqt knight g6
    Score::new(-12, -7), // psqt knight h6
    Score::new(-46, -6), // psqt knight a7
    Score::new(-21, 7), // psqt knight b7
    Score::new(15, 1), // psqt knight c7
    Score::new(15, 12), // psqt knight d7
    Score::new(15, 12), // psqt knight e7
    Score::new(15, 1), // psqt knight f7
    Score::new(-21, 7), // psqt knight g7
    Score::new(-46, -6), // psqt knight h7
    Score::new(-67, -28), // psqt knight a8
    Score::new(-8, -3), // psqt knight b8
    Score::new(-13, 4), // psqt knight c8
    Score::new(-5, 9), // psqt knight d8
    Score::new(-5, 9), // psqt knight e8
    Score::new(-13, 4), // psqt knight f8
    Score::new(-8, -3), // psqt knight g8
    Score::new(-67, -28), // psqt knight h8
    Score::new(-11, -5), // psqt bishop a1
    Score::new(-14, -15), // psqt bishop b1
    Score::new(-9, -7), // psqt bishop c1
    Score::new(-11, -10), // psqt bishop d1
    Score::new(-11, -10), // psqt bishop e1
    Score::new(-9, -7), // psqt bishop f1
    Score::new(-14, -15), // psqt bishop g1
    Score::new(-11, -5), // psqt bishop h1
    Score::new(-11, -33), // psqt bishop a2
    Score::new(7, -14), // psqt bishop b2
    Score::new(4, -5), // psqt bishop c2
    Score::new(-6, -4), // psqt bishop d2
    Score::new(-6, -4), // psqt bishop e2
    Score::new(4, -5), // psqt bishop f2
    Score::new(7, -14), // psqt bishop g2
    Score::new(-11, -33), // psqt bishop h2
    Score::new(-2, -7), // psqt bishop a3
    Score::new(5, 0), // psqt bishop b3
    Score::new(9, -1), // psqt bishop c3
    Score::new(2, 16), // psqt bishop d3
    Score::new(2, 16), // psqt bishop e3
    Score::new(9, -1), // psqt bishop f3
    Score::new(5, 0), // psqt bishop g3
    Score::new(-2, -7), // psqt bishop h3
    Score::new(0, -16), // psqt bishop a4
    Score::new(12, -3), // psqt bishop b4
    Score::new(10, 9), // psqt bishop c4
    Score::new(11, 20), // psqt bishop d4
    Score::new(11, 20), // psqt bishop e4
    Score::new(10, 9), // psqt bishop f4
    Score::new(12, -3), // psqt bishop g4
    Score::new(0, -16), // psqt bishop h4
    Score::new(-5, -6), // psqt bishop a5
    Score::new(3, 7), // psqt bishop b5
    Score::new(-1, 13), // psqt bishop c5
    Score::new(8, 19), // psqt bishop d5
    Score::new(8, 19), // psqt bishop e5
    Score::new(-1, 13), // psqt bishop f5
    Score::new(3, 7), // psqt bishop g5
    Score::new(-5, -6), // psqt bishop h5
    Score::new(-9, 9), // psqt bishop a6
    Score::new(-16, 29), // psqt bishop b6
    Score::new(2, 21), // psqt bishop c6
    Score::new(-1, 10), // psqt bishop d6
    Score::new(-1, 10), // psqt bishop e6
    Score::new(2, 21), // psqt bishop f6
    Score::new(-16, 29), // psqt bishop g6
    Score::new(-9, 9), // psqt bishop h6
    Score::new(-17, -7), // psqt bishop a7
    Score::new(-26, 5), // psqt bishop b7
    Score::new(-11, 5), // psqt bishop c7
    Score::new(-6, 17), // psqt bishop d7
    Score::new(-6, 17), // psqt bishop e7
    Score::new(-11, 5), // psqt bishop f7
    Score::new(-26, 5), // psqt bishop g7
    Score::new(-17, -7), // psqt bishop h7
    Score::new(-9, 2), // psqt bishop a8
    Score::new(-4, -10), // psqt bishop b8
    Score::new(-24, -5), // psqt bishop c8
    Score::new(-8, 0), // psqt bishop d8
    Score::new(-8, 0), // psqt bishop e8
    Score::new(-24, -5), // psqt bishop f8
    Score::new(-4, -10), // psqt bishop g8
    Score::new(-9, 2), // psqt bishop h8
    Score::new(-11, -9), // psqt rook a1
    Score::new(-12, -4), // psqt rook b1
    Score::new(-2, -3), // psqt rook c1
    Score::new(5, -13), // psqt rook d1
    Score::new(5, -13), // psqt rook e1
    Score::new(-2, -3), // psqt rook f1
    Score::new(-12, -4), // psqt rook g1
    Score::new(-11, -9), // psqt rook h1
    Score::new(-30, -14), // psqt rook a2
    Score::new(-17, -10), // psqt rook b2
    Score::new(2, -12), // psqt rook c2
    Score::new(-13, -11), // psqt rook d2
    Score::new(-13, -11), // psqt rook e2
    Score::new(2, -12), // psqt rook f2
    Score::new(-17, -10), // psqt rook g2
    Score::new(-30, -14), // psqt rook h2
    Score::new(-21, -3), // psqt rook a3
    Score::new(1, -8), // psqt rook b3
    Score::new(-9, 5), // psqt rook c3
    Score::new(-8, -2), // psqt rook d3
    Score::new(-8, -2), // psqt rook e3
    Score::new(-9, 5), // psqt rook f3
    Score::new(1, -8), // psqt rook g3
    Score::new(-21, -3), // psqt rook h3
    Score::new(-16, 17), // psqt rook a4
    Score::new(3, 15), // psqt rook b4
    Score::new(9, 10), // psqt rook c4
    Score::new(9, 13), // psqt rook d4
    Score::new(9, 13), // psqt rook e4
    Score::new(9, 10), // psqt rook f4
    Score::new(3, 15), // psqt rook g4
    Score::new(-16, 17), // psqt rook h4
    Score::new(13, 17), // psqt rook a5
    Score::new(7, 29), // psqt rook b5
    Score::new(15, 17), // psqt rook c5
    Score::new(28, 9), // psqt rook d5
    Score::new(28, 9), // psqt rook e5
    Score::new(15, 17), // psqt rook f5
    Score::new(7, 29), // psqt rook g5
    Score::new(13, 17), // psqt rook h5
    Score::new(11, 24), // psqt rook a6
    Score::new(31, 21), // psqt rook b6
    Score::new(54, 8), // psqt rook c6
    Score::new(49, 3), // psqt rook d6
    Score::new(49, 3), // psqt rook e6
    Score::new(54, 8), // psqt rook f6
    Score::new(31, 21), // psqt rook g6
    Score::new(11, 24), // psqt rook h6
    Score::new(17, 16), // psqt rook a7
    Score::new(5, 27), // psqt rook b7
    Score::new(26, 18), // psqt rook c7
    Score::new(34, 9), // psqt rook d7
    Score::new(34, 9), // psqt rook e7
    Score::new(26, 18), // psqt rook f7
    Score::new(5, 27), // psqt rook g7
    Score::new(17, 16), // psqt rook h7
    Score::new(25, 26), // psqt rook a8
    Score::new(20, 37), // psqt rook b8
    Score::new(20, 31), // psqt rook c8
    Score::new(11, 25), // psqt rook d8
    Score::new(11, 25), // psqt rook e8
    Score::new(20, 31), // psqt rook f8
    Score::new(20, 37), // psqt rook g8
    Score::new(25, 26), // psqt rook h8
    Score::new(-20, -6), // psqt queen a1
    Score::new(-7, -15), // psqt queen b1
    Score::new(-13, -25), // psqt queen c1
    Score::new(0, -35), // psqt queen d1
    Score::new(0, -35), // psqt queen e1
    Score::new(-13, -25), // psqt queen f1
    Score::new(-7, -15), // psqt queen g1
    Score::new(-20, -6), // psqt queen h1
    Score::new(-8, 5), // psqt queen a2
    Score::new(3, -11), // psqt queen b2
    Score::new(6, -31), // psqt queen c2
    Score::new(2, -15), // psqt queen d2
    Score::new(2, -15), // psqt queen e2
    Score::new(6, -31), // psqt queen f2
    Score::new(3, -11), // psqt queen g2
    Score::new(-8, 5), // psqt queen h2
    Score::new(-6, -2), // psqt queen a3
    Score::new(-1, -3), // psqt queen b3
    Score::new(0, 13), // psqt queen c3
    Score::new(-5, 9), // psqt queen d3
    Score::new(-5, 9), // psqt queen e3
    Score::new(0, 13), // psqt queen f3
    Score::new(-1, -3), // psqt queen g3
    Score::new(-6, -2), // psqt queen h3
    Score::new(-10, 11), // psqt queen a4
    Score::new(2, 27), // psqt queen b4
    Score::new(4, 35), // psqt queen c4
    Score::new(0, 46), // psqt queen d4
    Score::new(0, 46), // psqt queen e4
    Score::new(4, 35), // psqt queen f4
    Score::new(2, 27), // psqt queen g4
    Score::new(-10, 11), // psqt queen h4
    Score::new(4, 8), // psqt queen a5
    Score::new(2, 32), // psqt queen b5
    Score::new(14, 30), // psqt queen c5
    Score::new(11, 54), // psqt queen d5
    Score::new(11, 54), // psqt queen e5
    Score::new(14, 30), // psqt queen f5
    Score::new(2, 32), // psqt queen g5
    Score::new(4, 8), // psqt queen h5
    Score::new(-5, 9), // psqt queen a6
    Score::new(5, 27), // psqt queen b6
    Score::new(10, 37), // psqt queen c6
    Score::new(9, 40), // psqt queen d6
    Score::new(9, 40), // psqt queen e6
    Score::new(10, 37), // psqt queen f6
    Score::new(5, 27), // psqt queen g6
    Score::new(-5, 9), // psqt queen h6
    Score::new(-22, 14), // psqt queen a7
    Score::new(-24, 24), // psqt queen b7
    Score::new(-3, 32), // psqt queen c7
    Score::new(11, 34), // psqt queen d7
    Score::new(11, 34), // psqt queen e7
    Score::new(-3, 32), // psqt queen f7
    Score::new(-24, 24), // psqt queen g7
    Score::new(-22, 14), // psqt queen h7
    Score::new(-9, 17), // psqt queen a8
    Score::new(2, 23), // psqt queen b8
    Score::new(6, 13), // psqt queen c8
    Score::new(11, 19), // psqt queen d8
    Score::new(11, 19), // psqt queen e8
    Score::new(6, 13), // psqt queen f8
    Score::new(2, 23), // psqt queen g8
    Score::new(-9, 17), // psqt queen h8
    Score::new(4, -28), // psqt king a1
    Score::new(23, -16), // psqt king b1
    Score::new(-15, -10), // psqt king c1
    Score::new(-15, -27), // psqt king d1
    Score::new(-15, -27), // psqt king e1
    Score::new(-15, -10), // psqt king f1
    Score::new(23, -16), // psqt king g1
    Score::new(4, -28), // psqt king h1
    Score::new(5, 3), // psqt king a2
    Score::new(11, -3), // psqt king b2
    Score::new(-25, 11), // psqt king c2
    Score::new(-33, 13), // psqt king d2
    Score::new(-33, 13), // psqt king e2
    Score::new(-25, 11), // psqt king f2
    Score::new(11, -3), // psqt king g2
    Score::new(5, 3), // psqt king h2
    Score::new(-9, 11), // psqt king a3
    Score::new(4, 8), // psqt king b3
    Score::new(-11, 25), // psqt king c3
    Score::new(-18, 29), // psqt king d3
    Score::new(-18, 29), // psqt king e3
    Score::new(-11, 25), // psqt king f3
    Score::new(4, 8), // psqt king g3
    Score::new(-9, 11), // psqt king h3
    Score::new(-16, 22), // psqt king a4
    Score::new(2, 22), // psqt king b4
    Score::new(-4, 37), // psqt king c4
    Score::new(-7, 43), // psqt king d4
    Score::new(-7, 43), // psqt king e4
    Score::new(-4, 37), // psqt king f4
    Score::new(2, 22), // psqt king g4
    Score::new(-16, 22), // psqt king h4
    Score::new(-7, 37), // psqt king a5
    Score::new(-3, 34), // psqt king b5
    Score::new(6, 46), // psqt king c5
    Score::new(-1, 45), // psqt king d5
    Score::new(-1, 45), // psqt king e5
    Score::new(6, 46), // psqt king f5
    Score::new(-3, 34), // psqt king g5
    Score::new(-7, 37), // psqt king h5
    Score::new(-3, 48), // psqt king a6
    Score::new(4, 47), // psqt king b6
    Score::new(0, 48), // psqt king c6
    Score::new(1, 45), // psqt king d6
    Score::new(1, 45), // psqt king e6
    Score::new(0, 48), // psqt king f6
    Score::new(4, 47), // psqt king g6
    Score::new(-3, 48), // psqt king h6
    Score::new(-1, 30), // psqt king a7
    Score::new(-5, 47), // psqt king b7
    Score::new(-1, 35), // psqt king c7
    Score::new(2, 42), // psqt king d7
    Score::new(2, 42), // psqt king e7
    Score::new(-1, 35), // psqt king f7
    Score::new(-5, 47), // psqt king g7
    Score::new(-1, 30), // psqt king h7
    Score::new(-7, 12), // psqt king a8
    Score::new(-2, 29), // psqt king b8
    Score::new(-3, 26), // psqt king c8
    Score::new(-3, 23), // psqt king d8
    Score::new(-3, 23), // psqt king e8
    Score::new(-3, 26), // psqt king f8
    Score::new(-2, 29), // psqt king g8
    Score::new(-7, 12), // psqt king h8
    Score::new(-46, -23), // mobility knight 0
    Score::new(-40, -47), // mobility knight 1
    Score::new(-20, -31), // mobility knight 2
    Score::new(-11, -18), // mobility knight 3
    Score::new(-4, -4), // mobility knight 4
    Score::new(1, 11), // mobility knight 5
    Score::new(10, 15), // mobility knight 6
    Score::new(17, 16), // mobility knight 7
    Score::new(28, 9), // mobility knight 8
    Score::new(-33, -32), // mobility bishop 0
    Score::new(-31, -26), // mobility bishop 1
    Score::new(-11, -30), // mobility bishop 2
    Score::new(-7, -18), // mobility bishop 3
    Score::new(-1, 3), // mobility bishop 4
    Score::new(5, 8), // mobility bishop 5
    Score::new(6, 11), // mobility bishop 6
    Score::new(7, 11), // mobility bishop 7
    Score::new(7, 21), // mobility bishop 8
    Score::new(17, 17), // mobility bishop 9
    Score::new(5, 13), // mobility bishop 10
    Score::new(21, 14), // mobility bishop 11
    Score::new(5, 11), // mobility bishop 12
    Score::new(11, 12), // mobility bishop 13
    Score::new(-95, -42), // mobility rook 0
    Score::new(-38, -73), // mobility rook 1
    Score::new(-19, -42), // mobility rook 2
    Score::new(-13, -27), // mobility rook 3
    Score::new(-7, -16), // mobility rook 4
    Score::new(-6, -8), // mobility rook 5
    Score::new(-4, 6), // mobility rook 6
    Score::new(4, 6), // mobility rook 7
    Score::new(4, 16), // mobility rook 8
    Score::new(10, 15), // mobility rook 9
    Score::new(12, 24), // mobility rook 10
    Score::new(13, 26), // mobility rook 11
    Score::new(20, 29), // mobility rook 12
    Score::new(26, 27), // mobility rook 13
    Score::new(18, 31), // mobility rook 14
    Score::new(-13, -18), // mobility queen 0
    Score::new(-11, -1), // mobility queen 1
    Score::new(-25, -7), // mobility queen 2
    Score::new(-26, -4), // mobility queen 3
    Score::new(-23, -18), // mobility queen 4
    Score::new(-16, -14), // mobility queen 5
    Score::new(-11, -18), // mobility queen 6
    Score::new(-8, -12), // mobility queen 7
    Score::new(-4, -9), // mobility queen 8
    Score::new(-2, -2), // mobility queen 9
    Score::new(0, 0), // mobility queen 10
    Score::new(3, 9), // mobility queen 11
    Score::new(7, 7), // mobility queen 12
    Score::new(9, 6), // mobility queen 13
    Score::new(6, 18), // mobility queen 14
    Score::new(10, 10), // mobility queen 15
    Score::new(4, 16), // mobility queen 16
    Score::new(8, 15), // mobility queen 17
    Score::new(12, 10), // mobility queen 18
    Score::new(15, 7), // mobility queen 19
    Score::new(17, 3), // mobility queen 20
    Score::new(7, 6), // mobility queen 21
    Score::new(1, 4), // mobility queen 22
    Score::new(1, -2), // mobility queen 23
    Score::new(0, 0), // mobility queen 24
    Score::new(-1, 1), // mobility queen 25
    Score::new(-1, 1), // mobility queen 26
    Score::new(0, 2), // mobility queen 27
    Score::new(0, -22), // doubled pawn
    Score::new(-2, -17), // isolated pawn
    Score::new(2, -24), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(3, -5), // connected pawn rank 1
    Score::new(11, 8), // connected pawn rank 2
    Score::new(14, 10), // connected pawn rank 3
    Score::new(21, 19), // connected pawn rank 4
    Score::new(37, 45), // connected pawn rank 5
    Score::new(37, 56), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(27, 19), // passed pawn rank 1
    Score::new(14, 6), // passed pawn rank 2
    Score::new(-3, 33), // passed pawn rank 3
    Score::new(17, 62), // passed pawn rank 4
    Score::new(34, 63), // passed pawn rank 5
    Score::new(27, 56), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(-1, 0), // passer own king distance rank 1
    Score::new(-1, 0), // passer own king distance rank 2
    Score::new(13, -14), // passer own king distance rank 3
    Score::new(7, -17), // passer own king distance rank 4
    Score::new(5, -20), // passer own king distance rank 5
    Score::new(6, -13), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-7, -1), // passer enemy king distance rank 1
    Score::new(-5, 0), // passer enemy king distance rank 2
    Score::new(-15, 19), // passer enemy king distance rank 3
    Score::new(-12, 25), // passer enemy king distance rank 4
    Score::new(-12, 42), // passer enemy king distance rank 5
    Score::new(8, 54), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(-5, 5), // passer free path rank 1
    Score::new(-16, 10), // passer free path rank 2
    Score::new(-19, 11), // passer free path rank 3
    Score::new(-4, 25), // passer free path rank 4
    Score::new(14, 33), // passer free path rank 5
    Score::new(45, 67), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(0, 64), // unstoppable passer
    Score::new(32, 38), // king danger units 0
    Score::new(40, 26), // king danger units 1
    Score::new(57, 33), // king danger units 2
    Score::new(34, 29), // king danger units 3
    Score::new(34, 29), // king danger units 4
    Score::new(39, 25), // king danger units 5
    Score::new(35, 21), // king danger units 6
    Score::new(26, 4), // king danger units 7
    Score::new(21, 7), // king danger units 8
    Score::new(22, 5), // king danger units 9
    Score::new(15, -1), // king danger units 10
    Score::new(-4, -7), // king danger units 11
    Score::new(-21, -19), // king danger units 12
    Score::new(-28, -16), // king danger units 13
    Score::new(-28, -22), // king danger units 14
    Score::new(-51, -25), // king danger units 15
    Score::new(-47, -25), // king danger units 16
    Score::new(-44, -23), // king danger units 17
    Score::new(-38, -25), // king danger units 18
    Score::new(-32, -20), // king danger units 19
    Score::new(-23, -12), // king danger units 20
    Score::new(-17, -8), // king danger units 21
    Score::new(-11, -8), // king danger units 22
    Score::new(-12, -5), // king danger units 23
    Score::new(15, 7), // pawn shield distance 0
    Score::new(7, 10), // pawn shield distance 1
    Score::new(-2, -1), // pawn shield distance 2
    Score::new(-21, 32), // pawn shield distance 3
    Score::new(18, 12), // pawn storm distance 0
    Score::new(-11, -3), // pawn storm distance 1
    Score::new(-3, 7), // pawn storm distance 2
    Score::new(3, 8), // pawn storm distance 3
    Score::new(-5, 24), // pawn storm distance 4
    Score::new(-14, -33), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(55, 25), // threat by pawn on knight
    Score::new(45, 34), // threat by pawn on bishop
    Score::new(30, 26), // threat by pawn on rook
    Score::new(38, 4), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(-2, 13), // threat by minor on pawn
    Score::new(23, 38), // threat by minor on knight
    Score::new(30, 31), // threat by minor on bishop
    Score::new(42, 12), // threat by minor on rook
    Score::new(40, 12), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(-9, 17), // threat by rook on pawn
    Score::new(6, 36), // threat by rook on knight
    Score::new(14, 34), // threat by rook on bishop
    Score::new(0, 0), // threat by rook on rook
    Score::new(46, 15), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(10, 27), // hanging pawn
    Score::new(11, 12), // hanging knight
    Score::new(9, 11), // hanging bishop
    Score::new(12, 10), // hanging rook
    Score::new(7, -4), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(32, 2), // rook open file
    Score::new(18, 6), // rook half-open file
    Score::new(-3, 19), // rook seventh rank
    Score::new(26, 16), // knight outpost
    Score::new(14, 23), // bishop outpost
    Score::new(-2, -6), // bishop own pawns on colour
    Score::new(10, 8), // tempo
    Score::new(0, 0), // passer safe stop square rank 0
    Score::new(3, -1), // passer safe stop square rank 1
    Score::new(12, 0), // passer safe stop square rank 2
    Score::new(-5, 7), // passer safe stop square rank 3
    Score::new(1, 20), // passer safe stop square rank 4
    Score::new(18, 45), // passer safe stop square rank 5
    Score::new(25, 45), // passer safe stop square rank 6
    Score::new(0, 0), // passer safe stop square rank 7
    Score::new(13, 18), // safe pawn push threat
    Score::new(-3, -2), // space
    Score::new(4, 18), // minor behind pawn
    Score::new(-43, 0), // safe check by knight
    Score::new(-14, -13), // safe check by bishop
    Score::new(-45, -2), // safe check by rook
    Score::new(-18, -40), // safe check by queen
    Score::new(-13, 3), // weak king zone square
    Score::new(0, 0), // king flank attack
    Score::new(0, 0), // pawnless flank
    Score::new(0, 0), // king pawn distance
    Score::new(0, 0), // rook on queen file
    Score::new(0, 0), // rook on king ring
    Score::new(0, 0), // bishop on king ring
    Score::new(0, 0), // king protector knight
    Score::new(0, 0), // king protector bishop
    Score::new(0, 0), // threat by king
    Score::new(0, 0), // bishop long diagonal
    Score::new(0, 0), // knight on queen
    Score::new(0, 0), // slider on queen
    Score::new(0, 0), // restricted square
    Score::new(0, 0), // trapped rook
];
