//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data combined.epd --seed 1 --epochs 600 --validation 0.1 --lr 1 --l2 1e-9 --min-support 100 --anchor 1e-8 --psqt-shape mirrored`,
//! starting from the round-3 weights (173e40e):
//! 628802 training and 69866 validation positions, K = 0.9851,
//! training error 0.097449 -> 0.097545, validation error 0.097837 -> 0.097900, 508 s.
//! `combined.epd` is the shared human-game set followed by Slate's sorted self-play positions
//! from balanced starts (`slate datagen --games 8000 --seed 17`); `docs/eval.md` ("Tuning", rounds
//! 3 and 4) gives the commands that make it.

use super::params::N_PARAMS;
use crate::material::Score;

/// Every weight, indexed as `params.rs` lays them out.
#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(54, 63), // piece value pawn
    Score::new(300, 281), // piece value knight
    Score::new(322, 297), // piece value bishop
    Score::new(456, 482), // piece value rook
    Score::new(980, 895), // piece value queen
    Score::new(46, 57), // bishop pair
    Score::new(-2, 11), // knight per pawn above 5
    Score::new(6, 2), // rook per pawn above 5
    Score::new(-19, -26), // rook pair
    Score::new(-25, -37), // rook beside queen
    Score::new(6, 16), // psqt pawn a1
    Score::new(6, 16), // psqt pawn b1
    Score::new(6, 16), // psqt pawn c1
    Score::new(6, 16), // psqt pawn d1
    Score::new(6, 16), // psqt pawn e1
    Score::new(6, 16), // psqt pawn f1
    Score::new(6, 16), // psqt pawn g1
    Score::new(6, 16), // psqt pawn h1
    Score::new(-7, -16), // psqt pawn a2
    Score::new(22, -1), // psqt pawn b2
    Score::new(22, 10), // psqt pawn c2
    Score::new(-1, 16), // psqt pawn d2
    Score::new(-1, 16), // psqt pawn e2
    Score::new(22, 10), // psqt pawn f2
    Score::new(22, -1), // psqt pawn g2
    Score::new(-7, -16), // psqt pawn h2
    Score::new(-22, -2), // psqt pawn a3
    Score::new(-13, -1), // psqt pawn b3
    Score::new(-9, -4), // psqt pawn c3
    Score::new(-2, 4), // psqt pawn d3
    Score::new(-2, 4), // psqt pawn e3
    Score::new(-9, -4), // psqt pawn f3
    Score::new(-13, -1), // psqt pawn g3
    Score::new(-22, -2), // psqt pawn h3
    Score::new(-12, 0), // psqt pawn a4
    Score::new(-10, 11), // psqt pawn b4
    Score::new(0, 4), // psqt pawn c4
    Score::new(2, 2), // psqt pawn d4
    Score::new(2, 2), // psqt pawn e4
    Score::new(0, 4), // psqt pawn f4
    Score::new(-10, 11), // psqt pawn g4
    Score::new(-12, 0), // psqt pawn h4
    Score::new(5, -10), // psqt pawn a5
    Score::new(6, -12), // psqt pawn b5
    Score::new(16, -7), // psqt pawn c5
    Score::new(4, -4), // psqt pawn d5
    Score::new(4, -4), // psqt pawn e5
    Score::new(16, -7), // psqt pawn f5
    Score::new(6, -12), // psqt pawn g5
    Score::new(5, -10), // psqt pawn h5
    Score::new(-11, -1), // psqt pawn a6
    Score::new(8, 54), // psqt pawn b6
    Score::new(3, 50), // psqt pawn c6
    Score::new(31, 28), // psqt pawn d6
    Score::new(31, 28), // psqt pawn e6
    Score::new(3, 50), // psqt pawn f6
    Score::new(8, 54), // psqt pawn g6
    Score::new(-11, -1), // psqt pawn h6
    Score::new(23, -20), // psqt pawn a7
    Score::new(-18, 36), // psqt pawn b7
    Score::new(-6, 33), // psqt pawn c7
    Score::new(40, 20), // psqt pawn d7
    Score::new(40, 20), // psqt pawn e7
    Score::new(-6, 33), // psqt pawn f7
    Score::new(-18, 36), // psqt pawn g7
    Score::new(23, -20), // psqt pawn h7
    Score::new(6, 16), // psqt pawn a8
    Score::new(6, 16), // psqt pawn b8
    Score::new(6, 16), // psqt pawn c8
    Score::new(6, 16), // psqt pawn d8
    Score::new(6, 16), // psqt pawn e8
    Score::new(6, 16), // psqt pawn f8
    Score::new(6, 16), // psqt pawn g8
    Score::new(6, 16), // psqt pawn h8
    Score::new(-42, 11), // psqt knight a1
    Score::new(-11, -29), // psqt knight b1
    Score::new(-11, -31), // psqt knight c1
    Score::new(-34, 24), // psqt knight d1
    Score::new(-34, 24), // psqt knight e1
    Score::new(-11, -31), // psqt knight f1
    Score::new(-11, -29), // psqt knight g1
    Score::new(-42, 11), // psqt knight h1
    Score::new(-15, -30), // psqt knight a2
    Score::new(3, -4), // psqt knight b2
    Score::new(-5, 15), // psqt knight c2
    Score::new(3, -7), // psqt knight d2
    Score::new(3, -7), // psqt knight e2
    Score::new(-5, 15), // psqt knight f2
    Score::new(3, -4), // psqt knight g2
    Score::new(-15, -30), // psqt knight h2
    Score::new(-24, -14), // psqt knight a3
    Score::new(-7, 15), // psqt knight b3
    Score::new(0, -16), // psqt knight c3
    Score::new(-7, 26), // psqt knight d3
    Score::new(-7, 26), // psqt knight e3
    Score::new(0, -16), // psqt knight f3
    Score::new(-7, 15), // psqt knight g3
    Score::new(-24, -14), // psqt knight h3
    Score::new(-1, -9), // psqt knight a4
    Score::new(-21, -19), // psqt knight b4
    Score::new(15, 6), // psqt knight c4
    Score::new(25, 29), // psqt knight d4
    Score::new(25, 29), // psqt knight e4
    Score::new(15, 6), // psqt knight f4
    Score::new(-21, -19), // psqt knight g4
    Score::new(-1, -9), // psqt knight h4
    Score::new(24, -6), // psqt knight a5
    Score::new(-4, 18), // psqt knight b5
    Score::new(12, 42), // psqt knight c5
    Score::new(14, 29), // psqt knight d5
    Score::new(14, 29), // psqt knight e5
    Score::new(12, 42), // psqt knight f5
    Score::new(-4, 18), // psqt knight g5
    Score::new(24, -6), // psqt knight h5
    Score::new(-38, 4), // psqt knight a6
    Score::new(-40, 20), // psqt knight b6
    Score::new(0, 11), // psqt knight c6
    Score::new(-3, 13), // psqt knight d6
    Score::new(-3, 13), // psqt knight e6
    Score::new(0, 11), // psqt knight f6
    Score::new(-40, 20), // psqt knight g6
    Score::new(-38, 4), // psqt knight h6
    Score::new(-64, 19), // psqt knight a7
    Score::new(-13, -18), // psqt knight b7
    Score::new(-13, 12), // psqt knight c7
    Score::new(30, 13), // psqt knight d7
    Score::new(30, 13), // psqt knight e7
    Score::new(-13, 12), // psqt knight f7
    Score::new(-13, -18), // psqt knight g7
    Score::new(-64, 19), // psqt knight h7
    Score::new(-13, 10), // psqt knight a8
    Score::new(-35, 3), // psqt knight b8
    Score::new(-12, -9), // psqt knight c8
    Score::new(-4, 0), // psqt knight d8
    Score::new(-4, 0), // psqt knight e8
    Score::new(-12, -9), // psqt knight f8
    Score::new(-35, 3), // psqt knight g8
    Score::new(-13, 10), // psqt knight h8
    Score::new(21, -25), // psqt bishop a1
    Score::new(-24, -37), // psqt bishop b1
    Score::new(-15, 3), // psqt bishop c1
    Score::new(-14, 3), // psqt bishop d1
    Score::new(-14, 3), // psqt bishop e1
    Score::new(-15, 3), // psqt bishop f1
    Score::new(-24, -37), // psqt bishop g1
    Score::new(21, -25), // psqt bishop h1
    Score::new(-11, -23), // psqt bishop a2
    Score::new(11, -13), // psqt bishop b2
    Score::new(25, -5), // psqt bishop c2
    Score::new(1, 1), // psqt bishop d2
    Score::new(1, 1), // psqt bishop e2
    Score::new(25, -5), // psqt bishop f2
    Score::new(11, -13), // psqt bishop g2
    Score::new(-11, -23), // psqt bishop h2
    Score::new(2, 13), // psqt bishop a3
    Score::new(8, -2), // psqt bishop b3
    Score::new(17, -18), // psqt bishop c3
    Score::new(2, 15), // psqt bishop d3
    Score::new(2, 15), // psqt bishop e3
    Score::new(17, -18), // psqt bishop f3
    Score::new(8, -2), // psqt bishop g3
    Score::new(2, 13), // psqt bishop h3
    Score::new(-5, 20), // psqt bishop a4
    Score::new(-3, -7), // psqt bishop b4
    Score::new(2, -1), // psqt bishop c4
    Score::new(18, 4), // psqt bishop d4
    Score::new(18, 4), // psqt bishop e4
    Score::new(2, -1), // psqt bishop f4
    Score::new(-3, -7), // psqt bishop g4
    Score::new(-5, 20), // psqt bishop h4
    Score::new(16, -2), // psqt bishop a5
    Score::new(-9, 15), // psqt bishop b5
    Score::new(-12, 9), // psqt bishop c5
    Score::new(7, 9), // psqt bishop d5
    Score::new(7, 9), // psqt bishop e5
    Score::new(-12, 9), // psqt bishop f5
    Score::new(-9, 15), // psqt bishop g5
    Score::new(16, -2), // psqt bishop h5
    Score::new(-9, -6), // psqt bishop a6
    Score::new(-21, 31), // psqt bishop b6
    Score::new(13, 6), // psqt bishop c6
    Score::new(-12, 5), // psqt bishop d6
    Score::new(-12, 5), // psqt bishop e6
    Score::new(13, 6), // psqt bishop f6
    Score::new(-21, 31), // psqt bishop g6
    Score::new(-9, -6), // psqt bishop h6
    Score::new(-52, -12), // psqt bishop a7
    Score::new(2, -20), // psqt bishop b7
    Score::new(8, -36), // psqt bishop c7
    Score::new(-16, 4), // psqt bishop d7
    Score::new(-16, 4), // psqt bishop e7
    Score::new(8, -36), // psqt bishop f7
    Score::new(2, -20), // psqt bishop g7
    Score::new(-52, -12), // psqt bishop h7
    Score::new(0, 8), // psqt bishop a8
    Score::new(-45, -41), // psqt bishop b8
    Score::new(-28, -32), // psqt bishop c8
    Score::new(-6, -25), // psqt bishop d8
    Score::new(-6, -25), // psqt bishop e8
    Score::new(-28, -32), // psqt bishop f8
    Score::new(-45, -41), // psqt bishop g8
    Score::new(0, 8), // psqt bishop h8
    Score::new(-15, -10), // psqt rook a1
    Score::new(-10, 4), // psqt rook b1
    Score::new(0, 8), // psqt rook c1
    Score::new(11, -21), // psqt rook d1
    Score::new(11, -21), // psqt rook e1
    Score::new(0, 8), // psqt rook f1
    Score::new(-10, 4), // psqt rook g1
    Score::new(-15, -10), // psqt rook h1
    Score::new(-26, 0), // psqt rook a2
    Score::new(-20, 9), // psqt rook b2
    Score::new(1, -16), // psqt rook c2
    Score::new(-11, 3), // psqt rook d2
    Score::new(-11, 3), // psqt rook e2
    Score::new(1, -16), // psqt rook f2
    Score::new(-20, 9), // psqt rook g2
    Score::new(-26, 0), // psqt rook h2
    Score::new(-41, 14), // psqt rook a3
    Score::new(-17, 16), // psqt rook b3
    Score::new(-7, 6), // psqt rook c3
    Score::new(-17, 12), // psqt rook d3
    Score::new(-17, 12), // psqt rook e3
    Score::new(-7, 6), // psqt rook f3
    Score::new(-17, 16), // psqt rook g3
    Score::new(-41, 14), // psqt rook h3
    Score::new(-25, 18), // psqt rook a4
    Score::new(15, 1), // psqt rook b4
    Score::new(-6, 23), // psqt rook c4
    Score::new(49, -9), // psqt rook d4
    Score::new(49, -9), // psqt rook e4
    Score::new(-6, 23), // psqt rook f4
    Score::new(15, 1), // psqt rook g4
    Score::new(-25, 18), // psqt rook h4
    Score::new(13, 8), // psqt rook a5
    Score::new(47, 13), // psqt rook b5
    Score::new(32, 8), // psqt rook c5
    Score::new(50, -1), // psqt rook d5
    Score::new(50, -1), // psqt rook e5
    Score::new(32, 8), // psqt rook f5
    Score::new(47, 13), // psqt rook g5
    Score::new(13, 8), // psqt rook h5
    Score::new(7, 19), // psqt rook a6
    Score::new(46, 23), // psqt rook b6
    Score::new(46, -11), // psqt rook c6
    Score::new(59, 3), // psqt rook d6
    Score::new(59, 3), // psqt rook e6
    Score::new(46, -11), // psqt rook f6
    Score::new(46, 23), // psqt rook g6
    Score::new(7, 19), // psqt rook h6
    Score::new(7, 25), // psqt rook a7
    Score::new(67, 20), // psqt rook b7
    Score::new(27, 12), // psqt rook c7
    Score::new(39, 28), // psqt rook d7
    Score::new(39, 28), // psqt rook e7
    Score::new(27, 12), // psqt rook f7
    Score::new(67, 20), // psqt rook g7
    Score::new(7, 25), // psqt rook h7
    Score::new(16, 25), // psqt rook a8
    Score::new(29, 24), // psqt rook b8
    Score::new(40, 18), // psqt rook c8
    Score::new(5, 13), // psqt rook d8
    Score::new(5, 13), // psqt rook e8
    Score::new(40, 18), // psqt rook f8
    Score::new(29, 24), // psqt rook g8
    Score::new(16, 25), // psqt rook h8
    Score::new(-6, -16), // psqt queen a1
    Score::new(13, -19), // psqt queen b1
    Score::new(-22, -41), // psqt queen c1
    Score::new(-8, -3), // psqt queen d1
    Score::new(-8, -3), // psqt queen e1
    Score::new(-22, -41), // psqt queen f1
    Score::new(13, -19), // psqt queen g1
    Score::new(-6, -16), // psqt queen h1
    Score::new(13, -39), // psqt queen a2
    Score::new(-19, 2), // psqt queen b2
    Score::new(4, 3), // psqt queen c2
    Score::new(10, -2), // psqt queen d2
    Score::new(10, -2), // psqt queen e2
    Score::new(4, 3), // psqt queen f2
    Score::new(-19, 2), // psqt queen g2
    Score::new(13, -39), // psqt queen h2
    Score::new(-4, -13), // psqt queen a3
    Score::new(-12, 21), // psqt queen b3
    Score::new(5, -28), // psqt queen c3
    Score::new(-5, 1), // psqt queen d3
    Score::new(-5, 1), // psqt queen e3
    Score::new(5, -28), // psqt queen f3
    Score::new(-12, 21), // psqt queen g3
    Score::new(-4, -13), // psqt queen h3
    Score::new(-11, -26), // psqt queen a4
    Score::new(-5, 39), // psqt queen b4
    Score::new(-7, 49), // psqt queen c4
    Score::new(8, 6), // psqt queen d4
    Score::new(8, 6), // psqt queen e4
    Score::new(-7, 49), // psqt queen f4
    Score::new(-5, 39), // psqt queen g4
    Score::new(-11, -26), // psqt queen h4
    Score::new(8, 2), // psqt queen a5
    Score::new(2, -12), // psqt queen b5
    Score::new(17, 11), // psqt queen c5
    Score::new(14, 25), // psqt queen d5
    Score::new(14, 25), // psqt queen e5
    Score::new(17, 11), // psqt queen f5
    Score::new(2, -12), // psqt queen g5
    Score::new(8, 2), // psqt queen h5
    Score::new(-22, 27), // psqt queen a6
    Score::new(7, 32), // psqt queen b6
    Score::new(33, 5), // psqt queen c6
    Score::new(23, 12), // psqt queen d6
    Score::new(23, 12), // psqt queen e6
    Score::new(33, 5), // psqt queen f6
    Score::new(7, 32), // psqt queen g6
    Score::new(-22, 27), // psqt queen h6
    Score::new(-2, 4), // psqt queen a7
    Score::new(-24, 9), // psqt queen b7
    Score::new(0, 37), // psqt queen c7
    Score::new(17, 1), // psqt queen d7
    Score::new(17, 1), // psqt queen e7
    Score::new(0, 37), // psqt queen f7
    Score::new(-24, 9), // psqt queen g7
    Score::new(-2, 4), // psqt queen h7
    Score::new(-11, -9), // psqt queen a8
    Score::new(39, -4), // psqt queen b8
    Score::new(23, -5), // psqt queen c8
    Score::new(14, 1), // psqt queen d8
    Score::new(14, 1), // psqt queen e8
    Score::new(23, -5), // psqt queen f8
    Score::new(39, -4), // psqt queen g8
    Score::new(-11, -9), // psqt queen h8
    Score::new(3, -38), // psqt king a1
    Score::new(18, -13), // psqt king b1
    Score::new(-17, -2), // psqt king c1
    Score::new(-17, -25), // psqt king d1
    Score::new(-17, -25), // psqt king e1
    Score::new(-17, -2), // psqt king f1
    Score::new(18, -13), // psqt king g1
    Score::new(3, -38), // psqt king h1
    Score::new(23, -9), // psqt king a2
    Score::new(26, -9), // psqt king b2
    Score::new(-24, 15), // psqt king c2
    Score::new(-35, 18), // psqt king d2
    Score::new(-35, 18), // psqt king e2
    Score::new(-24, 15), // psqt king f2
    Score::new(26, -9), // psqt king g2
    Score::new(23, -9), // psqt king h2
    Score::new(-11, 23), // psqt king a3
    Score::new(37, 11), // psqt king b3
    Score::new(-12, 14), // psqt king c3
    Score::new(-13, 32), // psqt king d3
    Score::new(-13, 32), // psqt king e3
    Score::new(-12, 14), // psqt king f3
    Score::new(37, 11), // psqt king g3
    Score::new(-11, 23), // psqt king h3
    Score::new(-10, 31), // psqt king a4
    Score::new(17, 24), // psqt king b4
    Score::new(-12, 32), // psqt king c4
    Score::new(-24, 49), // psqt king d4
    Score::new(-24, 49), // psqt king e4
    Score::new(-12, 32), // psqt king f4
    Score::new(17, 24), // psqt king g4
    Score::new(-10, 31), // psqt king h4
    Score::new(12, 55), // psqt king a5
    Score::new(23, 33), // psqt king b5
    Score::new(8, 68), // psqt king c5
    Score::new(6, 58), // psqt king d5
    Score::new(6, 58), // psqt king e5
    Score::new(8, 68), // psqt king f5
    Score::new(23, 33), // psqt king g5
    Score::new(12, 55), // psqt king h5
    Score::new(12, 56), // psqt king a6
    Score::new(17, 37), // psqt king b6
    Score::new(5, 52), // psqt king c6
    Score::new(8, 48), // psqt king d6
    Score::new(8, 48), // psqt king e6
    Score::new(5, 52), // psqt king f6
    Score::new(17, 37), // psqt king g6
    Score::new(12, 56), // psqt king h6
    Score::new(7, 26), // psqt king a7
    Score::new(4, 19), // psqt king b7
    Score::new(7, 62), // psqt king c7
    Score::new(16, 64), // psqt king d7
    Score::new(16, 64), // psqt king e7
    Score::new(7, 62), // psqt king f7
    Score::new(4, 19), // psqt king g7
    Score::new(7, 26), // psqt king h7
    Score::new(0, 22), // psqt king a8
    Score::new(11, 44), // psqt king b8
    Score::new(5, 38), // psqt king c8
    Score::new(6, 29), // psqt king d8
    Score::new(6, 29), // psqt king e8
    Score::new(5, 38), // psqt king f8
    Score::new(11, 44), // psqt king g8
    Score::new(0, 22), // psqt king h8
    Score::new(-66, 20), // mobility knight 0
    Score::new(-45, -53), // mobility knight 1
    Score::new(-30, -40), // mobility knight 2
    Score::new(-17, -19), // mobility knight 3
    Score::new(-2, -6), // mobility knight 4
    Score::new(4, 6), // mobility knight 5
    Score::new(16, 20), // mobility knight 6
    Score::new(19, 28), // mobility knight 7
    Score::new(20, 16), // mobility knight 8
    Score::new(-29, -31), // mobility bishop 0
    Score::new(-27, -35), // mobility bishop 1
    Score::new(-10, -40), // mobility bishop 2
    Score::new(-9, -16), // mobility bishop 3
    Score::new(-4, 6), // mobility bishop 4
    Score::new(5, 13), // mobility bishop 5
    Score::new(4, 11), // mobility bishop 6
    Score::new(7, 15), // mobility bishop 7
    Score::new(10, 28), // mobility bishop 8
    Score::new(16, 13), // mobility bishop 9
    Score::new(13, 13), // mobility bishop 10
    Score::new(45, 5), // mobility bishop 11
    Score::new(-8, -4), // mobility bishop 12
    Score::new(15, 23), // mobility bishop 13
    Score::new(-52, -44), // mobility rook 0
    Score::new(-25, -52), // mobility rook 1
    Score::new(-17, -33), // mobility rook 2
    Score::new(-14, -24), // mobility rook 3
    Score::new(-8, -24), // mobility rook 4
    Score::new(-8, -12), // mobility rook 5
    Score::new(-5, 8), // mobility rook 6
    Score::new(12, 3), // mobility rook 7
    Score::new(2, 9), // mobility rook 8
    Score::new(7, 17), // mobility rook 9
    Score::new(-1, 31), // mobility rook 10
    Score::new(11, 35), // mobility rook 11
    Score::new(30, 31), // mobility rook 12
    Score::new(32, 42), // mobility rook 13
    Score::new(33, 28), // mobility rook 14
    Score::new(-4, -16), // mobility queen 0
    Score::new(-3, -14), // mobility queen 1
    Score::new(-29, -35), // mobility queen 2
    Score::new(-22, -22), // mobility queen 3
    Score::new(-34, -29), // mobility queen 4
    Score::new(-8, -37), // mobility queen 5
    Score::new(-20, 7), // mobility queen 6
    Score::new(-12, -4), // mobility queen 7
    Score::new(-10, -19), // mobility queen 8
    Score::new(-10, 12), // mobility queen 9
    Score::new(-1, 5), // mobility queen 10
    Score::new(5, -2), // mobility queen 11
    Score::new(9, -1), // mobility queen 12
    Score::new(11, 20), // mobility queen 13
    Score::new(17, 6), // mobility queen 14
    Score::new(12, 13), // mobility queen 15
    Score::new(4, 8), // mobility queen 16
    Score::new(8, 25), // mobility queen 17
    Score::new(24, -8), // mobility queen 18
    Score::new(20, -2), // mobility queen 19
    Score::new(28, -12), // mobility queen 20
    Score::new(29, -18), // mobility queen 21
    Score::new(28, -32), // mobility queen 22
    Score::new(29, -30), // mobility queen 23
    Score::new(29, -26), // mobility queen 24
    Score::new(27, -27), // mobility queen 25
    Score::new(25, -26), // mobility queen 26
    Score::new(27, -21), // mobility queen 27
    Score::new(-2, -37), // doubled pawn
    Score::new(0, -16), // isolated pawn
    Score::new(-5, -37), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(-3, 9), // connected pawn rank 1
    Score::new(19, 4), // connected pawn rank 2
    Score::new(20, 8), // connected pawn rank 3
    Score::new(22, 36), // connected pawn rank 4
    Score::new(40, 72), // connected pawn rank 5
    Score::new(-9, 49), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(38, 9), // passed pawn rank 1
    Score::new(28, 27), // passed pawn rank 2
    Score::new(-29, 37), // passed pawn rank 3
    Score::new(-9, 48), // passed pawn rank 4
    Score::new(29, 59), // passed pawn rank 5
    Score::new(25, 35), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(-5, 5), // passer own king distance rank 1
    Score::new(25, -14), // passer own king distance rank 2
    Score::new(21, -21), // passer own king distance rank 3
    Score::new(4, -13), // passer own king distance rank 4
    Score::new(21, -28), // passer own king distance rank 5
    Score::new(19, -16), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-9, 1), // passer enemy king distance rank 1
    Score::new(-32, 9), // passer enemy king distance rank 2
    Score::new(-20, 22), // passer enemy king distance rank 3
    Score::new(-4, 30), // passer enemy king distance rank 4
    Score::new(-30, 55), // passer enemy king distance rank 5
    Score::new(-10, 71), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(-37, 13), // passer free path rank 1
    Score::new(1, 11), // passer free path rank 2
    Score::new(-28, 24), // passer free path rank 3
    Score::new(4, 25), // passer free path rank 4
    Score::new(3, 44), // passer free path rank 5
    Score::new(25, 90), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(0, 49), // unstoppable passer
    Score::new(68, 63), // king danger units 0
    Score::new(33, 45), // king danger units 1
    Score::new(84, 60), // king danger units 2
    Score::new(59, 39), // king danger units 3
    Score::new(65, 37), // king danger units 4
    Score::new(37, 41), // king danger units 5
    Score::new(66, 25), // king danger units 6
    Score::new(43, 21), // king danger units 7
    Score::new(29, 0), // king danger units 8
    Score::new(51, -13), // king danger units 9
    Score::new(20, 1), // king danger units 10
    Score::new(4, -25), // king danger units 11
    Score::new(-31, -11), // king danger units 12
    Score::new(-23, -18), // king danger units 13
    Score::new(-42, -28), // king danger units 14
    Score::new(-64, -25), // king danger units 15
    Score::new(-82, -31), // king danger units 16
    Score::new(-65, -30), // king danger units 17
    Score::new(-67, -45), // king danger units 18
    Score::new(-71, -42), // king danger units 19
    Score::new(-39, -26), // king danger units 20
    Score::new(-33, -18), // king danger units 21
    Score::new(-20, -12), // king danger units 22
    Score::new(-21, -11), // king danger units 23
    Score::new(13, 6), // pawn shield distance 0
    Score::new(1, 16), // pawn shield distance 1
    Score::new(-2, -5), // pawn shield distance 2
    Score::new(-23, 31), // pawn shield distance 3
    Score::new(26, -7), // pawn storm distance 0
    Score::new(-31, 9), // pawn storm distance 1
    Score::new(-8, 10), // pawn storm distance 2
    Score::new(4, 13), // pawn storm distance 3
    Score::new(-2, 25), // pawn storm distance 4
    Score::new(-21, -36), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(50, 22), // threat by pawn on knight
    Score::new(35, 40), // threat by pawn on bishop
    Score::new(29, 26), // threat by pawn on rook
    Score::new(27, -1), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(-3, 9), // threat by minor on pawn
    Score::new(25, 50), // threat by minor on knight
    Score::new(41, 14), // threat by minor on bishop
    Score::new(52, 17), // threat by minor on rook
    Score::new(50, 23), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(-16, 20), // threat by rook on pawn
    Score::new(-1, 55), // threat by rook on knight
    Score::new(10, 37), // threat by rook on bishop
    Score::new(0, 0), // threat by rook on rook
    Score::new(55, 15), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(9, 32), // hanging pawn
    Score::new(17, 2), // hanging knight
    Score::new(-4, 23), // hanging bishop
    Score::new(5, 12), // hanging rook
    Score::new(-2, 1), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(29, 4), // rook open file
    Score::new(17, 7), // rook half-open file
    Score::new(-12, 22), // rook seventh rank
    Score::new(31, 35), // knight outpost
    Score::new(38, 8), // bishop outpost
    Score::new(-6, -8), // bishop own pawns on colour
    Score::new(9, 5), // tempo
];
