//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data combined.epd --seed 1 --epochs 2000 --validation 0.1 --lr 1 --l2 1e-9 --min-support 100 --psqt-shape mirrored`:
//! 628802 training and 69866 validation positions, K = 0.9623,
//! training error 0.100084 -> 0.097460, validation error 0.100242 -> 0.097842, 736 s.
//! `combined.epd` is the shared human-game set followed by Slate's sorted self-play positions
//! from balanced starts (`slate datagen --games 8000 --seed 17`); `docs/eval.md` ("Tuning", round
//! 3) gives the commands that make it.

use super::params::N_PARAMS;
use crate::material::Score;

/// Every weight, indexed as `params.rs` lays them out.
#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(44, 57), // piece value pawn
    Score::new(328, 249), // piece value knight
    Score::new(356, 258), // piece value bishop
    Score::new(418, 476), // piece value rook
    Score::new(1361, 581), // piece value queen
    Score::new(45, 57), // bishop pair
    Score::new(0, 11), // knight per pawn above 5
    Score::new(12, 6), // rook per pawn above 5
    Score::new(42, -32), // rook pair
    Score::new(-31, -12), // rook beside queen
    Score::new(3, 8), // psqt pawn a1
    Score::new(3, 8), // psqt pawn b1
    Score::new(3, 8), // psqt pawn c1
    Score::new(3, 8), // psqt pawn d1
    Score::new(3, 8), // psqt pawn e1
    Score::new(3, 8), // psqt pawn f1
    Score::new(3, 8), // psqt pawn g1
    Score::new(3, 8), // psqt pawn h1
    Score::new(-7, -16), // psqt pawn a2
    Score::new(22, -1), // psqt pawn b2
    Score::new(23, 9), // psqt pawn c2
    Score::new(0, 16), // psqt pawn d2
    Score::new(0, 16), // psqt pawn e2
    Score::new(23, 9), // psqt pawn f2
    Score::new(22, -1), // psqt pawn g2
    Score::new(-7, -16), // psqt pawn h2
    Score::new(-22, -2), // psqt pawn a3
    Score::new(-14, -1), // psqt pawn b3
    Score::new(-9, -5), // psqt pawn c3
    Score::new(-2, 4), // psqt pawn d3
    Score::new(-2, 4), // psqt pawn e3
    Score::new(-9, -5), // psqt pawn f3
    Score::new(-14, -1), // psqt pawn g3
    Score::new(-22, -2), // psqt pawn h3
    Score::new(-13, 0), // psqt pawn a4
    Score::new(-10, 12), // psqt pawn b4
    Score::new(1, 4), // psqt pawn c4
    Score::new(3, 2), // psqt pawn d4
    Score::new(3, 2), // psqt pawn e4
    Score::new(1, 4), // psqt pawn f4
    Score::new(-10, 12), // psqt pawn g4
    Score::new(-13, 0), // psqt pawn h4
    Score::new(5, -10), // psqt pawn a5
    Score::new(6, -11), // psqt pawn b5
    Score::new(17, -7), // psqt pawn c5
    Score::new(4, -3), // psqt pawn d5
    Score::new(4, -3), // psqt pawn e5
    Score::new(17, -7), // psqt pawn f5
    Score::new(6, -11), // psqt pawn g5
    Score::new(5, -10), // psqt pawn h5
    Score::new(-11, -1), // psqt pawn a6
    Score::new(9, 55), // psqt pawn b6
    Score::new(3, 51), // psqt pawn c6
    Score::new(32, 28), // psqt pawn d6
    Score::new(32, 28), // psqt pawn e6
    Score::new(3, 51), // psqt pawn f6
    Score::new(9, 55), // psqt pawn g6
    Score::new(-11, -1), // psqt pawn h6
    Score::new(23, -23), // psqt pawn a7
    Score::new(-18, 38), // psqt pawn b7
    Score::new(-7, 33), // psqt pawn c7
    Score::new(40, 20), // psqt pawn d7
    Score::new(40, 20), // psqt pawn e7
    Score::new(-7, 33), // psqt pawn f7
    Score::new(-18, 38), // psqt pawn g7
    Score::new(23, -23), // psqt pawn h7
    Score::new(3, 8), // psqt pawn a8
    Score::new(3, 8), // psqt pawn b8
    Score::new(3, 8), // psqt pawn c8
    Score::new(3, 8), // psqt pawn d8
    Score::new(3, 8), // psqt pawn e8
    Score::new(3, 8), // psqt pawn f8
    Score::new(3, 8), // psqt pawn g8
    Score::new(3, 8), // psqt pawn h8
    Score::new(-43, 12), // psqt knight a1
    Score::new(-11, -30), // psqt knight b1
    Score::new(-12, -28), // psqt knight c1
    Score::new(-34, 25), // psqt knight d1
    Score::new(-34, 25), // psqt knight e1
    Score::new(-12, -28), // psqt knight f1
    Score::new(-11, -30), // psqt knight g1
    Score::new(-43, 12), // psqt knight h1
    Score::new(-16, -28), // psqt knight a2
    Score::new(3, -3), // psqt knight b2
    Score::new(-5, 16), // psqt knight c2
    Score::new(4, -6), // psqt knight d2
    Score::new(4, -6), // psqt knight e2
    Score::new(-5, 16), // psqt knight f2
    Score::new(3, -3), // psqt knight g2
    Score::new(-16, -28), // psqt knight h2
    Score::new(-25, -13), // psqt knight a3
    Score::new(-7, 17), // psqt knight b3
    Score::new(0, -16), // psqt knight c3
    Score::new(-7, 27), // psqt knight d3
    Score::new(-7, 27), // psqt knight e3
    Score::new(0, -16), // psqt knight f3
    Score::new(-7, 17), // psqt knight g3
    Score::new(-25, -13), // psqt knight h3
    Score::new(-1, -8), // psqt knight a4
    Score::new(-22, -19), // psqt knight b4
    Score::new(16, 7), // psqt knight c4
    Score::new(26, 29), // psqt knight d4
    Score::new(26, 29), // psqt knight e4
    Score::new(16, 7), // psqt knight f4
    Score::new(-22, -19), // psqt knight g4
    Score::new(-1, -8), // psqt knight h4
    Score::new(24, -4), // psqt knight a5
    Score::new(-3, 18), // psqt knight b5
    Score::new(13, 41), // psqt knight c5
    Score::new(16, 28), // psqt knight d5
    Score::new(16, 28), // psqt knight e5
    Score::new(13, 41), // psqt knight f5
    Score::new(-3, 18), // psqt knight g5
    Score::new(24, -4), // psqt knight h5
    Score::new(-38, 5), // psqt knight a6
    Score::new(-41, 20), // psqt knight b6
    Score::new(0, 12), // psqt knight c6
    Score::new(-2, 13), // psqt knight d6
    Score::new(-2, 13), // psqt knight e6
    Score::new(0, 12), // psqt knight f6
    Score::new(-41, 20), // psqt knight g6
    Score::new(-38, 5), // psqt knight h6
    Score::new(-63, 22), // psqt knight a7
    Score::new(-13, -15), // psqt knight b7
    Score::new(-12, 12), // psqt knight c7
    Score::new(31, 14), // psqt knight d7
    Score::new(31, 14), // psqt knight e7
    Score::new(-12, 12), // psqt knight f7
    Score::new(-13, -15), // psqt knight g7
    Score::new(-63, 22), // psqt knight h7
    Score::new(-13, 12), // psqt knight a8
    Score::new(-34, 5), // psqt knight b8
    Score::new(-12, -8), // psqt knight c8
    Score::new(-4, 3), // psqt knight d8
    Score::new(-4, 3), // psqt knight e8
    Score::new(-12, -8), // psqt knight f8
    Score::new(-34, 5), // psqt knight g8
    Score::new(-13, 12), // psqt knight h8
    Score::new(19, -22), // psqt bishop a1
    Score::new(-26, -35), // psqt bishop b1
    Score::new(-17, 3), // psqt bishop c1
    Score::new(-15, 4), // psqt bishop d1
    Score::new(-15, 4), // psqt bishop e1
    Score::new(-17, 3), // psqt bishop f1
    Score::new(-26, -35), // psqt bishop g1
    Score::new(19, -22), // psqt bishop h1
    Score::new(-12, -21), // psqt bishop a2
    Score::new(11, -13), // psqt bishop b2
    Score::new(24, -4), // psqt bishop c2
    Score::new(1, 3), // psqt bishop d2
    Score::new(1, 3), // psqt bishop e2
    Score::new(24, -4), // psqt bishop f2
    Score::new(11, -13), // psqt bishop g2
    Score::new(-12, -21), // psqt bishop h2
    Score::new(1, 14), // psqt bishop a3
    Score::new(8, -2), // psqt bishop b3
    Score::new(18, -17), // psqt bishop c3
    Score::new(1, 15), // psqt bishop d3
    Score::new(1, 15), // psqt bishop e3
    Score::new(18, -17), // psqt bishop f3
    Score::new(8, -2), // psqt bishop g3
    Score::new(1, 14), // psqt bishop h3
    Score::new(-6, 23), // psqt bishop a4
    Score::new(-5, -6), // psqt bishop b4
    Score::new(2, -1), // psqt bishop c4
    Score::new(17, 5), // psqt bishop d4
    Score::new(17, 5), // psqt bishop e4
    Score::new(2, -1), // psqt bishop f4
    Score::new(-5, -6), // psqt bishop g4
    Score::new(-6, 23), // psqt bishop h4
    Score::new(16, 0), // psqt bishop a5
    Score::new(-10, 17), // psqt bishop b5
    Score::new(-14, 10), // psqt bishop c5
    Score::new(7, 9), // psqt bishop d5
    Score::new(7, 9), // psqt bishop e5
    Score::new(-14, 10), // psqt bishop f5
    Score::new(-10, 17), // psqt bishop g5
    Score::new(16, 0), // psqt bishop h5
    Score::new(-10, -5), // psqt bishop a6
    Score::new(-22, 34), // psqt bishop b6
    Score::new(12, 8), // psqt bishop c6
    Score::new(-14, 7), // psqt bishop d6
    Score::new(-14, 7), // psqt bishop e6
    Score::new(12, 8), // psqt bishop f6
    Score::new(-22, 34), // psqt bishop g6
    Score::new(-10, -5), // psqt bishop h6
    Score::new(-54, -8), // psqt bishop a7
    Score::new(1, -17), // psqt bishop b7
    Score::new(8, -32), // psqt bishop c7
    Score::new(-18, 6), // psqt bishop d7
    Score::new(-18, 6), // psqt bishop e7
    Score::new(8, -32), // psqt bishop f7
    Score::new(1, -17), // psqt bishop g7
    Score::new(-54, -8), // psqt bishop h7
    Score::new(0, 13), // psqt bishop a8
    Score::new(-45, -37), // psqt bishop b8
    Score::new(-29, -28), // psqt bishop c8
    Score::new(-7, -21), // psqt bishop d8
    Score::new(-7, -21), // psqt bishop e8
    Score::new(-29, -28), // psqt bishop f8
    Score::new(-45, -37), // psqt bishop g8
    Score::new(0, 13), // psqt bishop h8
    Score::new(-15, -9), // psqt rook a1
    Score::new(-10, 4), // psqt rook b1
    Score::new(0, 8), // psqt rook c1
    Score::new(11, -22), // psqt rook d1
    Score::new(11, -22), // psqt rook e1
    Score::new(0, 8), // psqt rook f1
    Score::new(-10, 4), // psqt rook g1
    Score::new(-15, -9), // psqt rook h1
    Score::new(-27, 0), // psqt rook a2
    Score::new(-20, 8), // psqt rook b2
    Score::new(1, -17), // psqt rook c2
    Score::new(-10, 1), // psqt rook d2
    Score::new(-10, 1), // psqt rook e2
    Score::new(1, -17), // psqt rook f2
    Score::new(-20, 8), // psqt rook g2
    Score::new(-27, 0), // psqt rook h2
    Score::new(-42, 13), // psqt rook a3
    Score::new(-17, 16), // psqt rook b3
    Score::new(-7, 4), // psqt rook c3
    Score::new(-17, 11), // psqt rook d3
    Score::new(-17, 11), // psqt rook e3
    Score::new(-7, 4), // psqt rook f3
    Score::new(-17, 16), // psqt rook g3
    Score::new(-42, 13), // psqt rook h3
    Score::new(-26, 18), // psqt rook a4
    Score::new(15, 0), // psqt rook b4
    Score::new(-5, 23), // psqt rook c4
    Score::new(50, -10), // psqt rook d4
    Score::new(50, -10), // psqt rook e4
    Score::new(-5, 23), // psqt rook f4
    Score::new(15, 0), // psqt rook g4
    Score::new(-26, 18), // psqt rook h4
    Score::new(13, 8), // psqt rook a5
    Score::new(48, 12), // psqt rook b5
    Score::new(32, 8), // psqt rook c5
    Score::new(51, -1), // psqt rook d5
    Score::new(51, -1), // psqt rook e5
    Score::new(32, 8), // psqt rook f5
    Score::new(48, 12), // psqt rook g5
    Score::new(13, 8), // psqt rook h5
    Score::new(8, 18), // psqt rook a6
    Score::new(47, 22), // psqt rook b6
    Score::new(46, -12), // psqt rook c6
    Score::new(59, 2), // psqt rook d6
    Score::new(59, 2), // psqt rook e6
    Score::new(46, -12), // psqt rook f6
    Score::new(47, 22), // psqt rook g6
    Score::new(8, 18), // psqt rook h6
    Score::new(5, 24), // psqt rook a7
    Score::new(66, 19), // psqt rook b7
    Score::new(26, 12), // psqt rook c7
    Score::new(38, 26), // psqt rook d7
    Score::new(38, 26), // psqt rook e7
    Score::new(26, 12), // psqt rook f7
    Score::new(66, 19), // psqt rook g7
    Score::new(5, 24), // psqt rook h7
    Score::new(18, 23), // psqt rook a8
    Score::new(31, 22), // psqt rook b8
    Score::new(40, 16), // psqt rook c8
    Score::new(6, 11), // psqt rook d8
    Score::new(6, 11), // psqt rook e8
    Score::new(40, 16), // psqt rook f8
    Score::new(31, 22), // psqt rook g8
    Score::new(18, 23), // psqt rook h8
    Score::new(-11, -4), // psqt queen a1
    Score::new(13, -15), // psqt queen b1
    Score::new(-21, -39), // psqt queen c1
    Score::new(-5, -16), // psqt queen d1
    Score::new(-5, -16), // psqt queen e1
    Score::new(-21, -39), // psqt queen f1
    Score::new(13, -15), // psqt queen g1
    Score::new(-11, -4), // psqt queen h1
    Score::new(11, -30), // psqt queen a2
    Score::new(-19, 5), // psqt queen b2
    Score::new(6, -1), // psqt queen c2
    Score::new(13, -7), // psqt queen d2
    Score::new(13, -7), // psqt queen e2
    Score::new(6, -1), // psqt queen f2
    Score::new(-19, 5), // psqt queen g2
    Score::new(11, -30), // psqt queen h2
    Score::new(-6, -6), // psqt queen a3
    Score::new(-11, 19), // psqt queen b3
    Score::new(7, -29), // psqt queen c3
    Score::new(-3, -2), // psqt queen d3
    Score::new(-3, -2), // psqt queen e3
    Score::new(7, -29), // psqt queen f3
    Score::new(-11, 19), // psqt queen g3
    Score::new(-6, -6), // psqt queen h3
    Score::new(-11, -21), // psqt queen a4
    Score::new(-6, 45), // psqt queen b4
    Score::new(-7, 50), // psqt queen c4
    Score::new(10, 8), // psqt queen d4
    Score::new(10, 8), // psqt queen e4
    Score::new(-7, 50), // psqt queen f4
    Score::new(-6, 45), // psqt queen g4
    Score::new(-11, -21), // psqt queen h4
    Score::new(7, 11), // psqt queen a5
    Score::new(-1, -2), // psqt queen b5
    Score::new(14, 20), // psqt queen c5
    Score::new(13, 33), // psqt queen d5
    Score::new(13, 33), // psqt queen e5
    Score::new(14, 20), // psqt queen f5
    Score::new(-1, -2), // psqt queen g5
    Score::new(7, 11), // psqt queen h5
    Score::new(-26, 38), // psqt queen a6
    Score::new(3, 44), // psqt queen b6
    Score::new(28, 15), // psqt queen c6
    Score::new(18, 22), // psqt queen d6
    Score::new(18, 22), // psqt queen e6
    Score::new(28, 15), // psqt queen f6
    Score::new(3, 44), // psqt queen g6
    Score::new(-26, 38), // psqt queen h6
    Score::new(-7, 18), // psqt queen a7
    Score::new(-30, 23), // psqt queen b7
    Score::new(-5, 50), // psqt queen c7
    Score::new(7, 16), // psqt queen d7
    Score::new(7, 16), // psqt queen e7
    Score::new(-5, 50), // psqt queen f7
    Score::new(-30, 23), // psqt queen g7
    Score::new(-7, 18), // psqt queen h7
    Score::new(-20, 7), // psqt queen a8
    Score::new(28, 12), // psqt queen b8
    Score::new(9, 10), // psqt queen c8
    Score::new(2, 16), // psqt queen d8
    Score::new(2, 16), // psqt queen e8
    Score::new(9, 10), // psqt queen f8
    Score::new(28, 12), // psqt queen g8
    Score::new(-20, 7), // psqt queen h8
    Score::new(2, -38), // psqt king a1
    Score::new(19, -14), // psqt king b1
    Score::new(-18, -2), // psqt king c1
    Score::new(-18, -24), // psqt king d1
    Score::new(-18, -24), // psqt king e1
    Score::new(-18, -2), // psqt king f1
    Score::new(19, -14), // psqt king g1
    Score::new(2, -38), // psqt king h1
    Score::new(23, -10), // psqt king a2
    Score::new(27, -9), // psqt king b2
    Score::new(-25, 16), // psqt king c2
    Score::new(-36, 19), // psqt king d2
    Score::new(-36, 19), // psqt king e2
    Score::new(-25, 16), // psqt king f2
    Score::new(27, -9), // psqt king g2
    Score::new(23, -10), // psqt king h2
    Score::new(-11, 23), // psqt king a3
    Score::new(37, 12), // psqt king b3
    Score::new(-12, 15), // psqt king c3
    Score::new(-13, 32), // psqt king d3
    Score::new(-13, 32), // psqt king e3
    Score::new(-12, 15), // psqt king f3
    Score::new(37, 12), // psqt king g3
    Score::new(-11, 23), // psqt king h3
    Score::new(-9, 33), // psqt king a4
    Score::new(18, 24), // psqt king b4
    Score::new(-10, 32), // psqt king c4
    Score::new(-24, 50), // psqt king d4
    Score::new(-24, 50), // psqt king e4
    Score::new(-10, 32), // psqt king f4
    Score::new(18, 24), // psqt king g4
    Score::new(-9, 33), // psqt king h4
    Score::new(11, 55), // psqt king a5
    Score::new(23, 32), // psqt king b5
    Score::new(9, 69), // psqt king c5
    Score::new(6, 58), // psqt king d5
    Score::new(6, 58), // psqt king e5
    Score::new(9, 69), // psqt king f5
    Score::new(23, 32), // psqt king g5
    Score::new(11, 55), // psqt king h5
    Score::new(11, 56), // psqt king a6
    Score::new(17, 37), // psqt king b6
    Score::new(5, 51), // psqt king c6
    Score::new(8, 47), // psqt king d6
    Score::new(8, 47), // psqt king e6
    Score::new(5, 51), // psqt king f6
    Score::new(17, 37), // psqt king g6
    Score::new(11, 56), // psqt king h6
    Score::new(7, 27), // psqt king a7
    Score::new(5, 20), // psqt king b7
    Score::new(8, 61), // psqt king c7
    Score::new(14, 61), // psqt king d7
    Score::new(14, 61), // psqt king e7
    Score::new(8, 61), // psqt king f7
    Score::new(5, 20), // psqt king g7
    Score::new(7, 27), // psqt king h7
    Score::new(-1, 22), // psqt king a8
    Score::new(11, 44), // psqt king b8
    Score::new(5, 38), // psqt king c8
    Score::new(6, 28), // psqt king d8
    Score::new(6, 28), // psqt king e8
    Score::new(5, 38), // psqt king f8
    Score::new(11, 44), // psqt king g8
    Score::new(-1, 22), // psqt king h8
    Score::new(-68, 20), // mobility knight 0
    Score::new(-47, -52), // mobility knight 1
    Score::new(-32, -40), // mobility knight 2
    Score::new(-19, -20), // mobility knight 3
    Score::new(-3, -6), // mobility knight 4
    Score::new(4, 7), // mobility knight 5
    Score::new(16, 20), // mobility knight 6
    Score::new(20, 29), // mobility knight 7
    Score::new(20, 16), // mobility knight 8
    Score::new(-30, -30), // mobility bishop 0
    Score::new(-27, -37), // mobility bishop 1
    Score::new(-10, -42), // mobility bishop 2
    Score::new(-8, -17), // mobility bishop 3
    Score::new(-3, 6), // mobility bishop 4
    Score::new(6, 13), // mobility bishop 5
    Score::new(4, 12), // mobility bishop 6
    Score::new(7, 15), // mobility bishop 7
    Score::new(11, 30), // mobility bishop 8
    Score::new(16, 15), // mobility bishop 9
    Score::new(13, 17), // mobility bishop 10
    Score::new(44, 9), // mobility bishop 11
    Score::new(-8, -2), // mobility bishop 12
    Score::new(15, 25), // mobility bishop 13
    Score::new(-53, -43), // mobility rook 0
    Score::new(-27, -50), // mobility rook 1
    Score::new(-18, -31), // mobility rook 2
    Score::new(-15, -23), // mobility rook 3
    Score::new(-8, -24), // mobility rook 4
    Score::new(-8, -11), // mobility rook 5
    Score::new(-5, 9), // mobility rook 6
    Score::new(13, 3), // mobility rook 7
    Score::new(3, 9), // mobility rook 8
    Score::new(8, 16), // mobility rook 9
    Score::new(-1, 30), // mobility rook 10
    Score::new(12, 34), // mobility rook 11
    Score::new(32, 29), // mobility rook 12
    Score::new(34, 40), // mobility rook 13
    Score::new(33, 28), // mobility rook 14
    Score::new(-31, 5), // mobility queen 0
    Score::new(-30, 7), // mobility queen 1
    Score::new(-44, -12), // mobility queen 2
    Score::new(-29, 1), // mobility queen 3
    Score::new(-37, -14), // mobility queen 4
    Score::new(-9, -32), // mobility queen 5
    Score::new(-19, 4), // mobility queen 6
    Score::new(-10, -11), // mobility queen 7
    Score::new(-8, -27), // mobility queen 8
    Score::new(-8, 5), // mobility queen 9
    Score::new(1, -2), // mobility queen 10
    Score::new(7, -7), // mobility queen 11
    Score::new(10, -2), // mobility queen 12
    Score::new(12, 21), // mobility queen 13
    Score::new(17, 11), // mobility queen 14
    Score::new(10, 22), // mobility queen 15
    Score::new(-1, 19), // mobility queen 16
    Score::new(1, 40), // mobility queen 17
    Score::new(12, 13), // mobility queen 18
    Score::new(6, 21), // mobility queen 19
    Score::new(10, 13), // mobility queen 20
    Score::new(9, 9), // mobility queen 21
    Score::new(4, -7), // mobility queen 22
    Score::new(3, -4), // mobility queen 23
    Score::new(0, -2), // mobility queen 24
    Score::new(-2, -2), // mobility queen 25
    Score::new(-5, -2), // mobility queen 26
    Score::new(-3, 2), // mobility queen 27
    Score::new(-2, -36), // doubled pawn
    Score::new(-1, -15), // isolated pawn
    Score::new(-5, -36), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(-3, 9), // connected pawn rank 1
    Score::new(21, 5), // connected pawn rank 2
    Score::new(21, 8), // connected pawn rank 3
    Score::new(23, 37), // connected pawn rank 4
    Score::new(44, 69), // connected pawn rank 5
    Score::new(-8, 49), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(38, 9), // passed pawn rank 1
    Score::new(28, 27), // passed pawn rank 2
    Score::new(-30, 37), // passed pawn rank 3
    Score::new(-10, 46), // passed pawn rank 4
    Score::new(30, 55), // passed pawn rank 5
    Score::new(26, 36), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(-6, 5), // passer own king distance rank 1
    Score::new(25, -14), // passer own king distance rank 2
    Score::new(21, -20), // passer own king distance rank 3
    Score::new(4, -12), // passer own king distance rank 4
    Score::new(21, -27), // passer own king distance rank 5
    Score::new(19, -15), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-8, 1), // passer enemy king distance rank 1
    Score::new(-32, 9), // passer enemy king distance rank 2
    Score::new(-20, 22), // passer enemy king distance rank 3
    Score::new(-3, 29), // passer enemy king distance rank 4
    Score::new(-29, 55), // passer enemy king distance rank 5
    Score::new(-8, 69), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(-36, 13), // passer free path rank 1
    Score::new(1, 11), // passer free path rank 2
    Score::new(-27, 23), // passer free path rank 3
    Score::new(6, 25), // passer free path rank 4
    Score::new(4, 44), // passer free path rank 5
    Score::new(27, 89), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(0, 51), // unstoppable passer
    Score::new(68, 68), // king danger units 0
    Score::new(31, 49), // king danger units 1
    Score::new(82, 64), // king danger units 2
    Score::new(59, 41), // king danger units 3
    Score::new(67, 39), // king danger units 4
    Score::new(38, 40), // king danger units 5
    Score::new(67, 24), // king danger units 6
    Score::new(45, 20), // king danger units 7
    Score::new(30, -2), // king danger units 8
    Score::new(52, -13), // king danger units 9
    Score::new(20, 0), // king danger units 10
    Score::new(4, -27), // king danger units 11
    Score::new(-31, -14), // king danger units 12
    Score::new(-23, -22), // king danger units 13
    Score::new(-43, -28), // king danger units 14
    Score::new(-66, -25), // king danger units 15
    Score::new(-83, -33), // king danger units 16
    Score::new(-65, -29), // king danger units 17
    Score::new(-68, -44), // king danger units 18
    Score::new(-71, -42), // king danger units 19
    Score::new(-39, -26), // king danger units 20
    Score::new(-33, -18), // king danger units 21
    Score::new(-20, -11), // king danger units 22
    Score::new(-20, -11), // king danger units 23
    Score::new(14, 6), // pawn shield distance 0
    Score::new(1, 16), // pawn shield distance 1
    Score::new(-2, -5), // pawn shield distance 2
    Score::new(-24, 32), // pawn shield distance 3
    Score::new(28, -7), // pawn storm distance 0
    Score::new(-32, 9), // pawn storm distance 1
    Score::new(-8, 9), // pawn storm distance 2
    Score::new(4, 12), // pawn storm distance 3
    Score::new(-2, 26), // pawn storm distance 4
    Score::new(-21, -36), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(52, 20), // threat by pawn on knight
    Score::new(36, 40), // threat by pawn on bishop
    Score::new(30, 26), // threat by pawn on rook
    Score::new(27, 0), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(-4, 10), // threat by minor on pawn
    Score::new(26, 50), // threat by minor on knight
    Score::new(42, 14), // threat by minor on bishop
    Score::new(54, 17), // threat by minor on rook
    Score::new(51, 21), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(-16, 19), // threat by rook on pawn
    Score::new(0, 53), // threat by rook on knight
    Score::new(12, 34), // threat by rook on bishop
    Score::new(0, 0), // threat by rook on rook
    Score::new(55, 15), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(10, 33), // hanging pawn
    Score::new(17, 1), // hanging knight
    Score::new(-3, 23), // hanging bishop
    Score::new(5, 14), // hanging rook
    Score::new(-3, 4), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(32, 2), // rook open file
    Score::new(18, 5), // rook half-open file
    Score::new(-9, 21), // rook seventh rank
    Score::new(32, 37), // knight outpost
    Score::new(39, 9), // bishop outpost
    Score::new(-7, -6), // bishop own pawns on colour
    Score::new(10, 5), // tempo
];
