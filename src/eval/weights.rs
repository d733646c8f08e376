//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data mix5.epd --seed 1 --epochs 300 --validation 0.1 --lr 1 --l2 1e-9 --min-support 100 --anchor 1e-8 --psqt-shape mirrored`:
//! 956389 training and 106265 validation positions, K = 1.2815,
//! training error 0.043029 -> 0.041380, validation error 0.042998 -> 0.041380, 93 s.
//! Every weight then multiplied by 1.1904 and rounded (`scripts/rescale_weights.py`).

use super::params::N_PARAMS;
use crate::material::Score;

/// Every weight, indexed as `params.rs` lays them out.
#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(50, 55), // piece value pawn
    Score::new(315, 270), // piece value knight
    Score::new(323, 268), // piece value bishop
    Score::new(434, 458), // piece value rook
    Score::new(899, 884), // piece value queen
    Score::new(43, 55), // bishop pair
    Score::new(1, 11), // knight per pawn above 5
    Score::new(6, -4), // rook per pawn above 5
    Score::new(-40, -35), // rook pair
    Score::new(27, -55), // rook beside queen
    Score::new(51, 104), // psqt pawn a1
    Score::new(51, 104), // psqt pawn b1
    Score::new(51, 104), // psqt pawn c1
    Score::new(51, 104), // psqt pawn d1
    Score::new(51, 104), // psqt pawn e1
    Score::new(51, 104), // psqt pawn f1
    Score::new(51, 104), // psqt pawn g1
    Score::new(51, 104), // psqt pawn h1
    Score::new(-10, -7), // psqt pawn a2
    Score::new(10, 2), // psqt pawn b2
    Score::new(1, 11), // psqt pawn c2
    Score::new(-20, 13), // psqt pawn d2
    Score::new(-20, 13), // psqt pawn e2
    Score::new(1, 11), // psqt pawn f2
    Score::new(10, 2), // psqt pawn g2
    Score::new(-10, -7), // psqt pawn h2
    Score::new(-12, -5), // psqt pawn a3
    Score::new(-12, -5), // psqt pawn b3
    Score::new(-14, 0), // psqt pawn c3
    Score::new(-14, 4), // psqt pawn d3
    Score::new(-14, 4), // psqt pawn e3
    Score::new(-14, 0), // psqt pawn f3
    Score::new(-12, -5), // psqt pawn g3
    Score::new(-12, -5), // psqt pawn h3
    Score::new(-1, -5), // psqt pawn a4
    Score::new(-7, 5), // psqt pawn b4
    Score::new(10, -8), // psqt pawn c4
    Score::new(11, -1), // psqt pawn d4
    Score::new(11, -1), // psqt pawn e4
    Score::new(10, -8), // psqt pawn f4
    Score::new(-7, 5), // psqt pawn g4
    Score::new(-1, -5), // psqt pawn h4
    Score::new(17, 14), // psqt pawn a5
    Score::new(13, 13), // psqt pawn b5
    Score::new(36, 1), // psqt pawn c5
    Score::new(31, -5), // psqt pawn d5
    Score::new(31, -5), // psqt pawn e5
    Score::new(36, 1), // psqt pawn f5
    Score::new(13, 13), // psqt pawn g5
    Score::new(17, 14), // psqt pawn h5
    Score::new(25, 25), // psqt pawn a6
    Score::new(32, 48), // psqt pawn b6
    Score::new(38, 35), // psqt pawn c6
    Score::new(52, 26), // psqt pawn d6
    Score::new(52, 26), // psqt pawn e6
    Score::new(38, 35), // psqt pawn f6
    Score::new(32, 48), // psqt pawn g6
    Score::new(25, 25), // psqt pawn h6
    Score::new(-13, 17), // psqt pawn a7
    Score::new(8, 36), // psqt pawn b7
    Score::new(6, 12), // psqt pawn c7
    Score::new(36, 36), // psqt pawn d7
    Score::new(36, 36), // psqt pawn e7
    Score::new(6, 12), // psqt pawn f7
    Score::new(8, 36), // psqt pawn g7
    Score::new(-13, 17), // psqt pawn h7
    Score::new(51, 104), // psqt pawn a8
    Score::new(51, 104), // psqt pawn b8
    Score::new(51, 104), // psqt pawn c8
    Score::new(51, 104), // psqt pawn d8
    Score::new(51, 104), // psqt pawn e8
    Score::new(51, 104), // psqt pawn f8
    Score::new(51, 104), // psqt pawn g8
    Score::new(51, 104), // psqt pawn h8
    Score::new(-38, -17), // psqt knight a1
    Score::new(-24, -11), // psqt knight b1
    Score::new(-40, -8), // psqt knight c1
    Score::new(-21, -6), // psqt knight d1
    Score::new(-21, -6), // psqt knight e1
    Score::new(-40, -8), // psqt knight f1
    Score::new(-24, -11), // psqt knight g1
    Score::new(-38, -17), // psqt knight h1
    Score::new(-18, -17), // psqt knight a2
    Score::new(-18, 0), // psqt knight b2
    Score::new(-21, -13), // psqt knight c2
    Score::new(-7, -10), // psqt knight d2
    Score::new(-7, -10), // psqt knight e2
    Score::new(-21, -13), // psqt knight f2
    Score::new(-18, 0), // psqt knight g2
    Score::new(-18, -17), // psqt knight h2
    Score::new(-17, -15), // psqt knight a3
    Score::new(-10, -2), // psqt knight b3
    Score::new(-2, -10), // psqt knight c3
    Score::new(2, 15), // psqt knight d3
    Score::new(2, 15), // psqt knight e3
    Score::new(-2, -10), // psqt knight f3
    Score::new(-10, -2), // psqt knight g3
    Score::new(-17, -15), // psqt knight h3
    Score::new(1, 4), // psqt knight a4
    Score::new(30, -14), // psqt knight b4
    Score::new(20, 23), // psqt knight c4
    Score::new(24, 27), // psqt knight d4
    Score::new(24, 27), // psqt knight e4
    Score::new(20, 23), // psqt knight f4
    Score::new(30, -14), // psqt knight g4
    Score::new(1, 4), // psqt knight h4
    Score::new(19, 0), // psqt knight a5
    Score::new(19, 2), // psqt knight b5
    Score::new(31, 21), // psqt knight c5
    Score::new(29, 33), // psqt knight d5
    Score::new(29, 33), // psqt knight e5
    Score::new(31, 21), // psqt knight f5
    Score::new(19, 2), // psqt knight g5
    Score::new(19, 0), // psqt knight h5
    Score::new(-12, -4), // psqt knight a6
    Score::new(10, 8), // psqt knight b6
    Score::new(32, 17), // psqt knight c6
    Score::new(37, 17), // psqt knight d6
    Score::new(37, 17), // psqt knight e6
    Score::new(32, 17), // psqt knight f6
    Score::new(10, 8), // psqt knight g6
    Score::new(-12, -4), // psqt knight h6
    Score::new(-15, -7), // psqt knight a7
    Score::new(-13, 6), // psqt knight b7
    Score::new(20, 12), // psqt knight c7
    Score::new(36, 26), // psqt knight d7
    Score::new(36, 26), // psqt knight e7
    Score::new(20, 12), // psqt knight f7
    Score::new(-13, 6), // psqt knight g7
    Score::new(-15, -7), // psqt knight h7
    Score::new(-79, -35), // psqt knight a8
    Score::new(-7, 19), // psqt knight b8
    Score::new(-10, 4), // psqt knight c8
    Score::new(7, 8), // psqt knight d8
    Score::new(7, 8), // psqt knight e8
    Score::new(-10, 4), // psqt knight f8
    Score::new(-7, 19), // psqt knight g8
    Score::new(-79, -35), // psqt knight h8
    Score::new(-19, -21), // psqt bishop a1
    Score::new(-15, -6), // psqt bishop b1
    Score::new(-14, -5), // psqt bishop c1
    Score::new(-24, 0), // psqt bishop d1
    Score::new(-24, 0), // psqt bishop e1
    Score::new(-14, -5), // psqt bishop f1
    Score::new(-15, -6), // psqt bishop g1
    Score::new(-19, -21), // psqt bishop h1
    Score::new(4, -36), // psqt bishop a2
    Score::new(4, -27), // psqt bishop b2
    Score::new(8, -6), // psqt bishop c2
    Score::new(-7, 1), // psqt bishop d2
    Score::new(-7, 1), // psqt bishop e2
    Score::new(8, -6), // psqt bishop f2
    Score::new(4, -27), // psqt bishop g2
    Score::new(4, -36), // psqt bishop h2
    Score::new(2, -8), // psqt bishop a3
    Score::new(11, 1), // psqt bishop b3
    Score::new(-1, -1), // psqt bishop c3
    Score::new(7, 24), // psqt bishop d3
    Score::new(7, 24), // psqt bishop e3
    Score::new(-1, -1), // psqt bishop f3
    Score::new(11, 1), // psqt bishop g3
    Score::new(2, -8), // psqt bishop h3
    Score::new(8, -13), // psqt bishop a4
    Score::new(12, 10), // psqt bishop b4
    Score::new(14, 23), // psqt bishop c4
    Score::new(29, 23), // psqt bishop d4
    Score::new(29, 23), // psqt bishop e4
    Score::new(14, 23), // psqt bishop f4
    Score::new(12, 10), // psqt bishop g4
    Score::new(8, -13), // psqt bishop h4
    Score::new(-5, 8), // psqt bishop a5
    Score::new(2, 26), // psqt bishop b5
    Score::new(19, 8), // psqt bishop c5
    Score::new(14, 35), // psqt bishop d5
    Score::new(14, 35), // psqt bishop e5
    Score::new(19, 8), // psqt bishop f5
    Score::new(2, 26), // psqt bishop g5
    Score::new(-5, 8), // psqt bishop h5
    Score::new(2, 12), // psqt bishop a6
    Score::new(5, 38), // psqt bishop b6
    Score::new(0, 26), // psqt bishop c6
    Score::new(10, 26), // psqt bishop d6
    Score::new(10, 26), // psqt bishop e6
    Score::new(0, 26), // psqt bishop f6
    Score::new(5, 38), // psqt bishop g6
    Score::new(2, 12), // psqt bishop h6
    Score::new(-23, 10), // psqt bishop a7
    Score::new(-31, 17), // psqt bishop b7
    Score::new(1, 30), // psqt bishop c7
    Score::new(0, 29), // psqt bishop d7
    Score::new(0, 29), // psqt bishop e7
    Score::new(1, 30), // psqt bishop f7
    Score::new(-31, 17), // psqt bishop g7
    Score::new(-23, 10), // psqt bishop h7
    Score::new(-24, -1), // psqt bishop a8
    Score::new(-18, 14), // psqt bishop b8
    Score::new(-24, 17), // psqt bishop c8
    Score::new(-14, 20), // psqt bishop d8
    Score::new(-14, 20), // psqt bishop e8
    Score::new(-24, 17), // psqt bishop f8
    Score::new(-18, 14), // psqt bishop g8
    Score::new(-24, -1), // psqt bishop h8
    Score::new(-11, -7), // psqt rook a1
    Score::new(-12, 5), // psqt rook b1
    Score::new(0, 4), // psqt rook c1
    Score::new(14, -12), // psqt rook d1
    Score::new(14, -12), // psqt rook e1
    Score::new(0, 4), // psqt rook f1
    Score::new(-12, 5), // psqt rook g1
    Score::new(-11, -7), // psqt rook h1
    Score::new(-37, -12), // psqt rook a2
    Score::new(-17, -6), // psqt rook b2
    Score::new(7, -6), // psqt rook c2
    Score::new(0, -13), // psqt rook d2
    Score::new(0, -13), // psqt rook e2
    Score::new(7, -6), // psqt rook f2
    Score::new(-17, -6), // psqt rook g2
    Score::new(-37, -12), // psqt rook h2
    Score::new(-21, 1), // psqt rook a3
    Score::new(8, 0), // psqt rook b3
    Score::new(-4, 12), // psqt rook c3
    Score::new(0, 2), // psqt rook d3
    Score::new(0, 2), // psqt rook e3
    Score::new(-4, 12), // psqt rook f3
    Score::new(8, 0), // psqt rook g3
    Score::new(-21, 1), // psqt rook h3
    Score::new(-14, 24), // psqt rook a4
    Score::new(11, 15), // psqt rook b4
    Score::new(7, 17), // psqt rook c4
    Score::new(29, 6), // psqt rook d4
    Score::new(29, 6), // psqt rook e4
    Score::new(7, 17), // psqt rook f4
    Score::new(11, 15), // psqt rook g4
    Score::new(-14, 24), // psqt rook h4
    Score::new(8, 26), // psqt rook a5
    Score::new(20, 30), // psqt rook b5
    Score::new(27, 13), // psqt rook c5
    Score::new(37, 4), // psqt rook d5
    Score::new(37, 4), // psqt rook e5
    Score::new(27, 13), // psqt rook f5
    Score::new(20, 30), // psqt rook g5
    Score::new(8, 26), // psqt rook h5
    Score::new(12, 29), // psqt rook a6
    Score::new(43, 23), // psqt rook b6
    Score::new(79, 1), // psqt rook c6
    Score::new(73, -7), // psqt rook d6
    Score::new(73, -7), // psqt rook e6
    Score::new(79, 1), // psqt rook f6
    Score::new(43, 23), // psqt rook g6
    Score::new(12, 29), // psqt rook h6
    Score::new(2, 23), // psqt rook a7
    Score::new(-7, 29), // psqt rook b7
    Score::new(39, 1), // psqt rook c7
    Score::new(38, -7), // psqt rook d7
    Score::new(38, -7), // psqt rook e7
    Score::new(39, 1), // psqt rook f7
    Score::new(-7, 29), // psqt rook g7
    Score::new(2, 23), // psqt rook h7
    Score::new(26, 32), // psqt rook a8
    Score::new(4, 40), // psqt rook b8
    Score::new(21, 21), // psqt rook c8
    Score::new(4, 18), // psqt rook d8
    Score::new(4, 18), // psqt rook e8
    Score::new(21, 21), // psqt rook f8
    Score::new(4, 40), // psqt rook g8
    Score::new(26, 32), // psqt rook h8
    Score::new(-24, 1), // psqt queen a1
    Score::new(-10, 11), // psqt queen b1
    Score::new(-10, -26), // psqt queen c1
    Score::new(0, -24), // psqt queen d1
    Score::new(0, -24), // psqt queen e1
    Score::new(-10, -26), // psqt queen f1
    Score::new(-10, 11), // psqt queen g1
    Score::new(-24, 1), // psqt queen h1
    Score::new(-23, -1), // psqt queen a2
    Score::new(0, -10), // psqt queen b2
    Score::new(8, -20), // psqt queen c2
    Score::new(7, -15), // psqt queen d2
    Score::new(7, -15), // psqt queen e2
    Score::new(8, -20), // psqt queen f2
    Score::new(0, -10), // psqt queen g2
    Score::new(-23, -1), // psqt queen h2
    Score::new(-2, 1), // psqt queen a3
    Score::new(1, 8), // psqt queen b3
    Score::new(4, 23), // psqt queen c3
    Score::new(-1, 29), // psqt queen d3
    Score::new(-1, 29), // psqt queen e3
    Score::new(4, 23), // psqt queen f3
    Score::new(1, 8), // psqt queen g3
    Score::new(-2, 1), // psqt queen h3
    Score::new(-5, -5), // psqt queen a4
    Score::new(1, 30), // psqt queen b4
    Score::new(1, 46), // psqt queen c4
    Score::new(-4, 60), // psqt queen d4
    Score::new(-4, 60), // psqt queen e4
    Score::new(1, 46), // psqt queen f4
    Score::new(1, 30), // psqt queen g4
    Score::new(-5, -5), // psqt queen h4
    Score::new(-1, -4), // psqt queen a5
    Score::new(-5, 32), // psqt queen b5
    Score::new(7, 24), // psqt queen c5
    Score::new(6, 43), // psqt queen d5
    Score::new(6, 43), // psqt queen e5
    Score::new(7, 24), // psqt queen f5
    Score::new(-5, 32), // psqt queen g5
    Score::new(-1, -4), // psqt queen h5
    Score::new(-11, 2), // psqt queen a6
    Score::new(8, 30), // psqt queen b6
    Score::new(4, 27), // psqt queen c6
    Score::new(2, 26), // psqt queen d6
    Score::new(2, 26), // psqt queen e6
    Score::new(4, 27), // psqt queen f6
    Score::new(8, 30), // psqt queen g6
    Score::new(-11, 2), // psqt queen h6
    Score::new(-33, 13), // psqt queen a7
    Score::new(-43, 23), // psqt queen b7
    Score::new(-25, 31), // psqt queen c7
    Score::new(-8, 20), // psqt queen d7
    Score::new(-8, 20), // psqt queen e7
    Score::new(-25, 31), // psqt queen f7
    Score::new(-43, 23), // psqt queen g7
    Score::new(-33, 13), // psqt queen h7
    Score::new(-49, 14), // psqt queen a8
    Score::new(-1, 13), // psqt queen b8
    Score::new(-15, 1), // psqt queen c8
    Score::new(-11, 13), // psqt queen d8
    Score::new(-11, 13), // psqt queen e8
    Score::new(-15, 1), // psqt queen f8
    Score::new(-1, 13), // psqt queen g8
    Score::new(-49, 14), // psqt queen h8
    Score::new(25, -37), // psqt king a1
    Score::new(43, -23), // psqt king b1
    Score::new(-18, 6), // psqt king c1
    Score::new(-8, -21), // psqt king d1
    Score::new(-8, -21), // psqt king e1
    Score::new(-18, 6), // psqt king f1
    Score::new(43, -23), // psqt king g1
    Score::new(25, -37), // psqt king h1
    Score::new(12, 10), // psqt king a2
    Score::new(8, 8), // psqt king b2
    Score::new(-49, 30), // psqt king c2
    Score::new(-58, 29), // psqt king d2
    Score::new(-58, 29), // psqt king e2
    Score::new(-49, 30), // psqt king f2
    Score::new(8, 8), // psqt king g2
    Score::new(12, 10), // psqt king h2
    Score::new(-31, 30), // psqt king a3
    Score::new(-29, 27), // psqt king b3
    Score::new(-50, 39), // psqt king c3
    Score::new(-79, 54), // psqt king d3
    Score::new(-79, 54), // psqt king e3
    Score::new(-50, 39), // psqt king f3
    Score::new(-29, 27), // psqt king g3
    Score::new(-31, 30), // psqt king h3
    Score::new(-35, 45), // psqt king a4
    Score::new(-30, 36), // psqt king b4
    Score::new(-40, 50), // psqt king c4
    Score::new(-48, 54), // psqt king d4
    Score::new(-48, 54), // psqt king e4
    Score::new(-40, 50), // psqt king f4
    Score::new(-30, 36), // psqt king g4
    Score::new(-35, 45), // psqt king h4
    Score::new(-21, 52), // psqt king a5
    Score::new(-18, 51), // psqt king b5
    Score::new(-17, 56), // psqt king c5
    Score::new(-15, 51), // psqt king d5
    Score::new(-15, 51), // psqt king e5
    Score::new(-17, 56), // psqt king f5
    Score::new(-18, 51), // psqt king g5
    Score::new(-21, 52), // psqt king h5
    Score::new(-18, 56), // psqt king a6
    Score::new(-6, 57), // psqt king b6
    Score::new(-14, 60), // psqt king c6
    Score::new(-15, 45), // psqt king d6
    Score::new(-15, 45), // psqt king e6
    Score::new(-14, 60), // psqt king f6
    Score::new(-6, 57), // psqt king g6
    Score::new(-18, 56), // psqt king h6
    Score::new(-15, 32), // psqt king a7
    Score::new(-19, 48), // psqt king b7
    Score::new(-12, 57), // psqt king c7
    Score::new(-15, 49), // psqt king d7
    Score::new(-15, 49), // psqt king e7
    Score::new(-12, 57), // psqt king f7
    Score::new(-19, 48), // psqt king g7
    Score::new(-15, 32), // psqt king h7
    Score::new(-19, 37), // psqt king a8
    Score::new(-20, 35), // psqt king b8
    Score::new(-17, 40), // psqt king c8
    Score::new(-17, 45), // psqt king d8
    Score::new(-17, 45), // psqt king e8
    Score::new(-17, 40), // psqt king f8
    Score::new(-20, 35), // psqt king g8
    Score::new(-19, 37), // psqt king h8
    Score::new(-50, -36), // mobility knight 0
    Score::new(-40, -56), // mobility knight 1
    Score::new(-19, -38), // mobility knight 2
    Score::new(-10, -12), // mobility knight 3
    Score::new(-1, 2), // mobility knight 4
    Score::new(4, 12), // mobility knight 5
    Score::new(11, 18), // mobility knight 6
    Score::new(17, 15), // mobility knight 7
    Score::new(23, 8), // mobility knight 8
    Score::new(-32, -69), // mobility bishop 0
    Score::new(-29, -39), // mobility bishop 1
    Score::new(-6, -27), // mobility bishop 2
    Score::new(-4, -13), // mobility bishop 3
    Score::new(0, 5), // mobility bishop 4
    Score::new(5, 15), // mobility bishop 5
    Score::new(6, 14), // mobility bishop 6
    Score::new(8, 15), // mobility bishop 7
    Score::new(7, 23), // mobility bishop 8
    Score::new(13, 19), // mobility bishop 9
    Score::new(7, 11), // mobility bishop 10
    Score::new(33, 19), // mobility bishop 11
    Score::new(7, 12), // mobility bishop 12
    Score::new(20, 18), // mobility bishop 13
    Score::new(-102, -20), // mobility rook 0
    Score::new(-37, -54), // mobility rook 1
    Score::new(-20, -26), // mobility rook 2
    Score::new(-13, -12), // mobility rook 3
    Score::new(-5, -15), // mobility rook 4
    Score::new(-5, -1), // mobility rook 5
    Score::new(-1, 8), // mobility rook 6
    Score::new(7, 8), // mobility rook 7
    Score::new(11, 17), // mobility rook 8
    Score::new(14, 20), // mobility rook 9
    Score::new(19, 25), // mobility rook 10
    Score::new(23, 25), // mobility rook 11
    Score::new(31, 27), // mobility rook 12
    Score::new(40, 21), // mobility rook 13
    Score::new(37, 32), // mobility rook 14
    Score::new(-18, -18), // mobility queen 0
    Score::new(-33, 0), // mobility queen 1
    Score::new(-45, -19), // mobility queen 2
    Score::new(-29, -18), // mobility queen 3
    Score::new(-21, -33), // mobility queen 4
    Score::new(-17, -18), // mobility queen 5
    Score::new(-11, -29), // mobility queen 6
    Score::new(-7, -17), // mobility queen 7
    Score::new(-2, -13), // mobility queen 8
    Score::new(-2, 6), // mobility queen 9
    Score::new(0, 11), // mobility queen 10
    Score::new(5, 14), // mobility queen 11
    Score::new(8, 15), // mobility queen 12
    Score::new(14, 15), // mobility queen 13
    Score::new(12, 20), // mobility queen 14
    Score::new(19, 13), // mobility queen 15
    Score::new(11, 20), // mobility queen 16
    Score::new(13, 18), // mobility queen 17
    Score::new(19, 17), // mobility queen 18
    Score::new(31, 7), // mobility queen 19
    Score::new(19, 14), // mobility queen 20
    Score::new(18, 8), // mobility queen 21
    Score::new(13, 6), // mobility queen 22
    Score::new(6, 10), // mobility queen 23
    Score::new(4, 4), // mobility queen 24
    Score::new(8, 8), // mobility queen 25
    Score::new(4, 5), // mobility queen 26
    Score::new(2, 4), // mobility queen 27
    Score::new(-7, -18), // doubled pawn
    Score::new(6, -2), // isolated pawn
    Score::new(-2, -5), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(-4, 0), // connected pawn rank 1
    Score::new(0, 6), // connected pawn rank 2
    Score::new(-1, 10), // connected pawn rank 3
    Score::new(-1, 31), // connected pawn rank 4
    Score::new(37, 48), // connected pawn rank 5
    Score::new(19, 39), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(31, 0), // passed pawn rank 1
    Score::new(-10, -8), // passed pawn rank 2
    Score::new(-19, 13), // passed pawn rank 3
    Score::new(2, 36), // passed pawn rank 4
    Score::new(21, 55), // passed pawn rank 5
    Score::new(17, 71), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(-4, 5), // passer own king distance rank 1
    Score::new(5, 2), // passer own king distance rank 2
    Score::new(15, -12), // passer own king distance rank 3
    Score::new(7, -14), // passer own king distance rank 4
    Score::new(5, -19), // passer own king distance rank 5
    Score::new(8, -13), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-8, -2), // passer enemy king distance rank 1
    Score::new(-8, 2), // passer enemy king distance rank 2
    Score::new(-17, 18), // passer enemy king distance rank 3
    Score::new(-10, 23), // passer enemy king distance rank 4
    Score::new(-10, 36), // passer enemy king distance rank 5
    Score::new(10, 52), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(-5, 4), // passer free path rank 1
    Score::new(-11, 6), // passer free path rank 2
    Score::new(-23, 15), // passer free path rank 3
    Score::new(-1, 23), // passer free path rank 4
    Score::new(17, 39), // passer free path rank 5
    Score::new(29, 75), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(0, 7), // unstoppable passer
    Score::new(31, 40), // king danger units 0
    Score::new(44, 27), // king danger units 1
    Score::new(69, 36), // king danger units 2
    Score::new(42, 26), // king danger units 3
    Score::new(38, 30), // king danger units 4
    Score::new(42, 24), // king danger units 5
    Score::new(45, 23), // king danger units 6
    Score::new(30, 11), // king danger units 7
    Score::new(27, 10), // king danger units 8
    Score::new(31, 4), // king danger units 9
    Score::new(17, -4), // king danger units 10
    Score::new(-4, -11), // king danger units 11
    Score::new(-31, -7), // king danger units 12
    Score::new(-32, -24), // king danger units 13
    Score::new(-48, -29), // king danger units 14
    Score::new(-61, -33), // king danger units 15
    Score::new(-54, -33), // king danger units 16
    Score::new(-51, -18), // king danger units 17
    Score::new(-48, -27), // king danger units 18
    Score::new(-38, -23), // king danger units 19
    Score::new(-19, -10), // king danger units 20
    Score::new(-10, -6), // king danger units 21
    Score::new(-10, -4), // king danger units 22
    Score::new(-17, -5), // king danger units 23
    Score::new(13, 1), // pawn shield distance 0
    Score::new(2, 7), // pawn shield distance 1
    Score::new(-10, 6), // pawn shield distance 2
    Score::new(-24, 31), // pawn shield distance 3
    Score::new(24, 6), // pawn storm distance 0
    Score::new(-23, -7), // pawn storm distance 1
    Score::new(-10, 10), // pawn storm distance 2
    Score::new(-2, 10), // pawn storm distance 3
    Score::new(-13, 26), // pawn storm distance 4
    Score::new(-13, -26), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(60, 43), // threat by pawn on knight
    Score::new(52, 36), // threat by pawn on bishop
    Score::new(37, 31), // threat by pawn on rook
    Score::new(49, -4), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(1, 11), // threat by minor on pawn
    Score::new(21, 36), // threat by minor on knight
    Score::new(40, 35), // threat by minor on bishop
    Score::new(49, 25), // threat by minor on rook
    Score::new(51, 15), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(-14, 18), // threat by rook on pawn
    Score::new(1, 40), // threat by rook on knight
    Score::new(11, 31), // threat by rook on bishop
    Score::new(0, 0), // threat by rook on rook
    Score::new(48, 12), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(6, 25), // hanging pawn
    Score::new(12, 10), // hanging knight
    Score::new(13, 10), // hanging bishop
    Score::new(10, 8), // hanging rook
    Score::new(17, -21), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(30, 2), // rook open file
    Score::new(23, -5), // rook half-open file
    Score::new(2, 26), // rook seventh rank
    Score::new(29, 23), // knight outpost
    Score::new(25, 15), // bishop outpost
    Score::new(0, -2), // bishop own pawns on colour
    Score::new(20, 33), // tempo
    Score::new(0, 0), // passer safe stop square rank 0
    Score::new(10, -1), // passer safe stop square rank 1
    Score::new(18, 0), // passer safe stop square rank 2
    Score::new(-2, 7), // passer safe stop square rank 3
    Score::new(-6, 29), // passer safe stop square rank 4
    Score::new(4, 54), // passer safe stop square rank 5
    Score::new(-5, 27), // passer safe stop square rank 6
    Score::new(0, 0), // passer safe stop square rank 7
    Score::new(14, 21), // safe pawn push threat
    Score::new(-14, 5), // space
    Score::new(4, 13), // minor behind pawn
    Score::new(-70, -2), // safe check by knight
    Score::new(-48, -31), // safe check by bishop
    Score::new(-94, -24), // safe check by rook
    Score::new(-45, -85), // safe check by queen
    Score::new(-17, 4), // weak king zone square
    Score::new(-6, 2), // king flank attack
    Score::new(-20, -40), // pawnless flank
    Score::new(-11, -10), // king pawn distance
    Score::new(2, 2), // rook on queen file
    Score::new(5, -8), // rook on king ring
    Score::new(10, 19), // bishop on king ring
    Score::new(-5, -7), // king protector knight
    Score::new(-2, -7), // king protector bishop
    Score::new(-8, 23), // threat by king
    Score::new(18, 12), // bishop long diagonal
    Score::new(6, 2), // knight on queen
    Score::new(8, 11), // slider on queen
    Score::new(5, 2), // restricted square
    Score::new(-4, -44), // trapped rook
    Score::new(-11, -18), // weak unopposed pawn
    Score::new(-5, -25), // doubled isolated pawn
    Score::new(21, -2), // pawn support
    Score::new(12, 0), // pawn phalanx
    Score::new(-15, -15), // blocked pawn rank 0
    Score::new(-1, -10), // blocked pawn rank 1
    Score::new(7, 5), // blocked storm
    Score::new(20, 13), // rook behind passer 0
    Score::new(-17, -43), // rook behind passer 1
    Score::new(17, 6), // reachable outpost
    Score::new(-2, 38), // queen infiltration
    Score::new(-7, -8), // rook on closed file
    Score::new(-5, -5), // bishop xray pawns
    Score::new(0, -2), // bad bishop blocked centre
    Score::new(2, 2), // closed position knight
    Score::new(-7, 0), // closed position rook
    Score::new(2, -1), // space times pieces
    Score::new(-44, -61), // pinned minor
    Score::new(-57, -20), // pinned major
    Score::new(-18, 13), // weak queen
    Score::new(2, 12), // weak queen protection
    Score::new(0, -1), // initiative passers
    Score::new(0, 7), // initiative pawns
    Score::new(0, 4), // initiative outflanking
    Score::new(0, -31), // initiative both flanks
    Score::new(0, -19), // initiative infiltration
    Score::new(0, 35), // initiative pawn ending
    Score::new(0, -101), // initiative unwinnable
];
