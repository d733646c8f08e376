//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data ../shared/data/tuning/labeled_quiet_positions.epd --seed 1 --epochs 2000 --validation 0.1 --lr 1 --l2 1e-9 --min-support 100`:
//! 129105 training and 14344 validation positions, K = 1.0371,
//! training error 0.127799 -> 0.115711, validation error 0.129924 -> 0.119548, 260 s.

use super::params::N_PARAMS;
use crate::material::Score;

#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(82, 49), // piece value pawn
    Score::new(236, 382), // piece value knight
    Score::new(278, 393), // piece value bishop
    Score::new(248, 692), // piece value rook
    Score::new(1193, 970), // piece value queen
    Score::new(-1, 152), // bishop pair
    Score::new(-13, 27), // knight per pawn above 5
    Score::new(-4, 3), // rook per pawn above 5
    Score::new(33, -37), // rook pair
    Score::new(13, -18), // rook beside queen
    Score::new(13, 20), // psqt pawn a1
    Score::new(13, 20), // psqt pawn b1
    Score::new(13, 20), // psqt pawn c1
    Score::new(13, 20), // psqt pawn d1
    Score::new(13, 20), // psqt pawn e1
    Score::new(13, 20), // psqt pawn f1
    Score::new(13, 20), // psqt pawn g1
    Score::new(13, 20), // psqt pawn h1
    Score::new(-3, 32), // psqt pawn a2
    Score::new(6, -22), // psqt pawn b2
    Score::new(-21, 51), // psqt pawn c2
    Score::new(15, -28), // psqt pawn d2
    Score::new(-19, 54), // psqt pawn e2
    Score::new(36, 13), // psqt pawn f2
    Score::new(14, -8), // psqt pawn g2
    Score::new(-21, -44), // psqt pawn h2
    Score::new(-23, 41), // psqt pawn a3
    Score::new(-21, -10), // psqt pawn b3
    Score::new(-45, 22), // psqt pawn c3
    Score::new(-38, 29), // psqt pawn d3
    Score::new(-3, 8), // psqt pawn e3
    Score::new(-17, -8), // psqt pawn f3
    Score::new(-16, -46), // psqt pawn g3
    Score::new(-35, -25), // psqt pawn h3
    Score::new(-5, 21), // psqt pawn a4
    Score::new(4, -7), // psqt pawn b4
    Score::new(10, -33), // psqt pawn c4
    Score::new(8, 28), // psqt pawn d4
    Score::new(14, 3), // psqt pawn e4
    Score::new(42, 6), // psqt pawn f4
    Score::new(16, 0), // psqt pawn g4
    Score::new(2, -30), // psqt pawn h4
    Score::new(-13, 75), // psqt pawn a5
    Score::new(24, 67), // psqt pawn b5
    Score::new(38, -17), // psqt pawn c5
    Score::new(14, 9), // psqt pawn d5
    Score::new(49, -29), // psqt pawn e5
    Score::new(70, 0), // psqt pawn f5
    Score::new(26, -29), // psqt pawn g5
    Score::new(-44, 39), // psqt pawn h5
    Score::new(-13, 45), // psqt pawn a6
    Score::new(71, 69), // psqt pawn b6
    Score::new(25, 42), // psqt pawn c6
    Score::new(148, 8), // psqt pawn d6
    Score::new(74, 123), // psqt pawn e6
    Score::new(57, 116), // psqt pawn f6
    Score::new(105, 56), // psqt pawn g6
    Score::new(-49, 43), // psqt pawn h6
    Score::new(57, 35), // psqt pawn a7
    Score::new(62, 20), // psqt pawn b7
    Score::new(6, 18), // psqt pawn c7
    Score::new(30, 71), // psqt pawn d7
    Score::new(7, 69), // psqt pawn e7
    Score::new(-10, -12), // psqt pawn f7
    Score::new(-39, 53), // psqt pawn g7
    Score::new(28, 41), // psqt pawn h7
    Score::new(13, 20), // psqt pawn a8
    Score::new(13, 20), // psqt pawn b8
    Score::new(13, 20), // psqt pawn c8
    Score::new(13, 20), // psqt pawn d8
    Score::new(13, 20), // psqt pawn e8
    Score::new(13, 20), // psqt pawn f8
    Score::new(13, 20), // psqt pawn g8
    Score::new(13, 20), // psqt pawn h8
    Score::new(-51, 24), // psqt knight a1
    Score::new(-26, -34), // psqt knight b1
    Score::new(8, -67), // psqt knight c1
    Score::new(-33, 25), // psqt knight d1
    Score::new(-13, 33), // psqt knight e1
    Score::new(-24, -45), // psqt knight f1
    Score::new(9, 7), // psqt knight g1
    Score::new(-35, -20), // psqt knight h1
    Score::new(23, -45), // psqt knight a2
    Score::new(27, 53), // psqt knight b2
    Score::new(-33, -40), // psqt knight c2
    Score::new(-7, -20), // psqt knight d2
    Score::new(32, -28), // psqt knight e2
    Score::new(-12, 71), // psqt knight f2
    Score::new(-18, -12), // psqt knight g2
    Score::new(-60, 70), // psqt knight h2
    Score::new(-29, -67), // psqt knight a3
    Score::new(-26, -1), // psqt knight b3
    Score::new(-7, -3), // psqt knight c3
    Score::new(-4, 99), // psqt knight d3
    Score::new(-24, 1), // psqt knight e3
    Score::new(1, -24), // psqt knight f3
    Score::new(14, -13), // psqt knight g3
    Score::new(-64, 23), // psqt knight h3
    Score::new(-48, 3), // psqt knight a4
    Score::new(61, -102), // psqt knight b4
    Score::new(4, 39), // psqt knight c4
    Score::new(37, 31), // psqt knight d4
    Score::new(34, 42), // psqt knight e4
    Score::new(1, 19), // psqt knight f4
    Score::new(6, 12), // psqt knight g4
    Score::new(39, 26), // psqt knight h4
    Score::new(36, 12), // psqt knight a5
    Score::new(3, -18), // psqt knight b5
    Score::new(15, 24), // psqt knight c5
    Score::new(-2, 51), // psqt knight d5
    Score::new(-4, 60), // psqt knight e5
    Score::new(45, 61), // psqt knight f5
    Score::new(0, 14), // psqt knight g5
    Score::new(-10, -3), // psqt knight h5
    Score::new(36, -25), // psqt knight a6
    Score::new(-51, -40), // psqt knight b6
    Score::new(5, 60), // psqt knight c6
    Score::new(21, 25), // psqt knight d6
    Score::new(27, 43), // psqt knight e6
    Score::new(80, 52), // psqt knight f6
    Score::new(-12, 23), // psqt knight g6
    Score::new(-10, -28), // psqt knight h6
    Score::new(-56, 52), // psqt knight a7
    Score::new(5, -19), // psqt knight b7
    Score::new(26, 4), // psqt knight c7
    Score::new(39, 16), // psqt knight d7
    Score::new(58, 52), // psqt knight e7
    Score::new(50, 24), // psqt knight f7
    Score::new(-15, -56), // psqt knight g7
    Score::new(-19, 8), // psqt knight h7
    Score::new(17, 7), // psqt knight a8
    Score::new(-20, -13), // psqt knight b8
    Score::new(4, 20), // psqt knight c8
    Score::new(18, 37), // psqt knight d8
    Score::new(-2, 1), // psqt knight e8
    Score::new(-11, -6), // psqt knight f8
    Score::new(-20, -13), // psqt knight g8
    Score::new(-29, -20), // psqt knight h8
    Score::new(-72, -61), // psqt bishop a1
    Score::new(-71, -51), // psqt bishop b1
    Score::new(1, -6), // psqt bishop c1
    Score::new(-34, -3), // psqt bishop d1
    Score::new(-18, -14), // psqt bishop e1
    Score::new(6, 9), // psqt bishop f1
    Score::new(-47, -21), // psqt bishop g1
    Score::new(25, 15), // psqt bishop h1
    Score::new(3, -91), // psqt bishop a2
    Score::new(-5, -14), // psqt bishop b2
    Score::new(-18, 55), // psqt bishop c2
    Score::new(-20, -3), // psqt bishop d2
    Score::new(1, -11), // psqt bishop e2
    Score::new(11, -12), // psqt bishop f2
    Score::new(35, -12), // psqt bishop g2
    Score::new(-82, -62), // psqt bishop h2
    Score::new(-26, -27), // psqt bishop a3
    Score::new(3, 35), // psqt bishop b3
    Score::new(6, -23), // psqt bishop c3
    Score::new(-8, 20), // psqt bishop d3
    Score::new(-10, 36), // psqt bishop e3
    Score::new(5, -29), // psqt bishop f3
    Score::new(12, -69), // psqt bishop g3
    Score::new(21, 21), // psqt bishop h3
    Score::new(-8, -9), // psqt bishop a4
    Score::new(34, -81), // psqt bishop b4
    Score::new(-16, 20), // psqt bishop c4
    Score::new(1, 31), // psqt bishop d4
    Score::new(1, 12), // psqt bishop e4
    Score::new(12, 21), // psqt bishop f4
    Score::new(6, -27), // psqt bishop g4
    Score::new(4, 76), // psqt bishop h4
    Score::new(-47, 13), // psqt bishop a5
    Score::new(-6, -34), // psqt bishop b5
    Score::new(3, -52), // psqt bishop c5
    Score::new(3, 10), // psqt bishop d5
    Score::new(-27, 17), // psqt bishop e5
    Score::new(44, -22), // psqt bishop f5
    Score::new(-19, 54), // psqt bishop g5
    Score::new(63, 5), // psqt bishop h5
    Score::new(-61, 39), // psqt bishop a6
    Score::new(15, 31), // psqt bishop b6
    Score::new(17, -28), // psqt bishop c6
    Score::new(-34, 7), // psqt bishop d6
    Score::new(1, -7), // psqt bishop e6
    Score::new(-9, 14), // psqt bishop f6
    Score::new(48, 110), // psqt bishop g6
    Score::new(-9, 9), // psqt bishop h6
    Score::new(40, 4), // psqt bishop a7
    Score::new(-1, -44), // psqt bishop b7
    Score::new(-7, -27), // psqt bishop c7
    Score::new(-28, -14), // psqt bishop d7
    Score::new(-14, -40), // psqt bishop e7
    Score::new(-57, -6), // psqt bishop f7
    Score::new(-23, -72), // psqt bishop g7
    Score::new(18, -17), // psqt bishop h7
    Score::new(-35, -19), // psqt bishop a8
    Score::new(-53, -73), // psqt bishop b8
    Score::new(46, -1), // psqt bishop c8
    Score::new(-22, -66), // psqt bishop d8
    Score::new(-18, 22), // psqt bishop e8
    Score::new(-26, -96), // psqt bishop f8
    Score::new(9, 0), // psqt bishop g8
    Score::new(-5, -15), // psqt bishop h8
    Score::new(-20, 4), // psqt rook a1
    Score::new(-22, 41), // psqt rook b1
    Score::new(12, 2), // psqt rook c1
    Score::new(-5, -2), // psqt rook d1
    Score::new(4, -30), // psqt rook e1
    Score::new(1, -6), // psqt rook f1
    Score::new(-17, 63), // psqt rook g1
    Score::new(1, 43), // psqt rook h1
    Score::new(-39, 6), // psqt rook a2
    Score::new(-34, 43), // psqt rook b2
    Score::new(23, -3), // psqt rook c2
    Score::new(-3, -23), // psqt rook d2
    Score::new(-27, -14), // psqt rook e2
    Score::new(47, -127), // psqt rook f2
    Score::new(-62, -37), // psqt rook g2
    Score::new(-13, -41), // psqt rook h2
    Score::new(-39, -50), // psqt rook a3
    Score::new(90, -2), // psqt rook b3
    Score::new(3, 2), // psqt rook c3
    Score::new(-49, 13), // psqt rook d3
    Score::new(14, -10), // psqt rook e3
    Score::new(-21, -38), // psqt rook f3
    Score::new(-51, 11), // psqt rook g3
    Score::new(31, 17), // psqt rook h3
    Score::new(26, 28), // psqt rook a4
    Score::new(36, 18), // psqt rook b4
    Score::new(-3, -27), // psqt rook c4
    Score::new(36, 8), // psqt rook d4
    Score::new(61, -29), // psqt rook e4
    Score::new(-3, 18), // psqt rook f4
    Score::new(-9, -32), // psqt rook g4
    Score::new(-28, 16), // psqt rook h4
    Score::new(-4, 35), // psqt rook a5
    Score::new(27, 24), // psqt rook b5
    Score::new(42, -24), // psqt rook c5
    Score::new(52, -51), // psqt rook d5
    Score::new(39, 23), // psqt rook e5
    Score::new(13, 15), // psqt rook f5
    Score::new(16, 12), // psqt rook g5
    Score::new(13, -2), // psqt rook h5
    Score::new(48, -29), // psqt rook a6
    Score::new(31, 27), // psqt rook b6
    Score::new(167, -46), // psqt rook c6
    Score::new(79, -20), // psqt rook d6
    Score::new(126, -13), // psqt rook e6
    Score::new(78, 23), // psqt rook f6
    Score::new(150, 20), // psqt rook g6
    Score::new(38, -16), // psqt rook h6
    Score::new(5, -9), // psqt rook a7
    Score::new(19, 33), // psqt rook b7
    Score::new(38, -24), // psqt rook c7
    Score::new(53, -11), // psqt rook d7
    Score::new(70, -44), // psqt rook e7
    Score::new(10, -14), // psqt rook f7
    Score::new(33, 41), // psqt rook g7
    Score::new(-24, -21), // psqt rook h7
    Score::new(21, -16), // psqt rook a8
    Score::new(12, 23), // psqt rook b8
    Score::new(61, 11), // psqt rook c8
    Score::new(33, -42), // psqt rook d8
    Score::new(20, 48), // psqt rook e8
    Score::new(44, 31), // psqt rook f8
    Score::new(-11, -11), // psqt rook g8
    Score::new(41, 37), // psqt rook h8
    Score::new(-53, -3), // psqt queen a1
    Score::new(-12, 62), // psqt queen b1
    Score::new(7, -17), // psqt queen c1
    Score::new(1, 30), // psqt queen d1
    Score::new(52, -42), // psqt queen e1
    Score::new(-64, -57), // psqt queen f1
    Score::new(-42, -13), // psqt queen g1
    Score::new(20, 17), // psqt queen h1
    Score::new(-45, 16), // psqt queen a2
    Score::new(-17, 38), // psqt queen b2
    Score::new(3, -36), // psqt queen c2
    Score::new(17, -10), // psqt queen d2
    Score::new(4, -13), // psqt queen e2
    Score::new(-2, 4), // psqt queen f2
    Score::new(56, -59), // psqt queen g2
    Score::new(-13, -24), // psqt queen h2
    Score::new(6, -51), // psqt queen a3
    Score::new(-25, -19), // psqt queen b3
    Score::new(-15, -28), // psqt queen c3
    Score::new(9, -58), // psqt queen d3
    Score::new(-18, -20), // psqt queen e3
    Score::new(-9, -25), // psqt queen f3
    Score::new(3, 0), // psqt queen g3
    Score::new(16, -8), // psqt queen h3
    Score::new(6, -11), // psqt queen a4
    Score::new(-30, 22), // psqt queen b4
    Score::new(6, 38), // psqt queen c4
    Score::new(1, -7), // psqt queen d4
    Score::new(6, 22), // psqt queen e4
    Score::new(23, 53), // psqt queen f4
    Score::new(3, 24), // psqt queen g4
    Score::new(-20, -29), // psqt queen h4
    Score::new(-25, 15), // psqt queen a5
    Score::new(16, -24), // psqt queen b5
    Score::new(-19, -30), // psqt queen c5
    Score::new(43, 17), // psqt queen d5
    Score::new(2, 47), // psqt queen e5
    Score::new(0, 9), // psqt queen f5
    Score::new(16, 26), // psqt queen g5
    Score::new(10, -18), // psqt queen h5
    Score::new(-26, -3), // psqt queen a6
    Score::new(-4, 31), // psqt queen b6
    Score::new(-4, 15), // psqt queen c6
    Score::new(-14, 37), // psqt queen d6
    Score::new(-16, 41), // psqt queen e6
    Score::new(-6, 56), // psqt queen f6
    Score::new(3, 26), // psqt queen g6
    Score::new(-56, 10), // psqt queen h6
    Score::new(-28, 7), // psqt queen a7
    Score::new(-81, 42), // psqt queen b7
    Score::new(-71, 49), // psqt queen c7
    Score::new(-2, 35), // psqt queen d7
    Score::new(34, 31), // psqt queen e7
    Score::new(1, 22), // psqt queen f7
    Score::new(-16, 25), // psqt queen g7
    Score::new(-38, 34), // psqt queen h7
    Score::new(-48, -24), // psqt queen a8
    Score::new(-41, -19), // psqt queen b8
    Score::new(-33, -29), // psqt queen c8
    Score::new(17, 43), // psqt queen d8
    Score::new(-2, 0), // psqt queen e8
    Score::new(-3, 29), // psqt queen f8
    Score::new(13, 36), // psqt queen g8
    Score::new(-4, -10), // psqt queen h8
    Score::new(45, -47), // psqt king a1
    Score::new(-9, -26), // psqt king b1
    Score::new(33, 4), // psqt king c1
    Score::new(-63, 23), // psqt king d1
    Score::new(6, -11), // psqt king e1
    Score::new(-67, 30), // psqt king f1
    Score::new(4, -1), // psqt king g1
    Score::new(12, -86), // psqt king h1
    Score::new(-3, 11), // psqt king a2
    Score::new(-58, -26), // psqt king b2
    Score::new(-22, -15), // psqt king c2
    Score::new(0, 23), // psqt king d2
    Score::new(-9, 14), // psqt king e2
    Score::new(-13, 9), // psqt king f2
    Score::new(-9, 12), // psqt king g2
    Score::new(-10, 24), // psqt king h2
    Score::new(-54, 30), // psqt king a3
    Score::new(72, -8), // psqt king b3
    Score::new(-7, 5), // psqt king c3
    Score::new(-5, 36), // psqt king d3
    Score::new(78, 24), // psqt king e3
    Score::new(-19, 17), // psqt king f3
    Score::new(8, -8), // psqt king g3
    Score::new(13, 10), // psqt king h3
    Score::new(7, 26), // psqt king a4
    Score::new(-16, -1), // psqt king b4
    Score::new(19, 50), // psqt king c4
    Score::new(-25, 39), // psqt king d4
    Score::new(-14, 74), // psqt king e4
    Score::new(-18, 8), // psqt king f4
    Score::new(23, 45), // psqt king g4
    Score::new(-35, -5), // psqt king h4
    Score::new(7, 47), // psqt king a5
    Score::new(4, 16), // psqt king b5
    Score::new(9, 41), // psqt king c5
    Score::new(14, 71), // psqt king d5
    Score::new(18, 12), // psqt king e5
    Score::new(18, 51), // psqt king f5
    Score::new(9, 32), // psqt king g5
    Score::new(3, 50), // psqt king h5
    Score::new(16, 78), // psqt king a6
    Score::new(30, 104), // psqt king b6
    Score::new(16, 111), // psqt king c6
    Score::new(-9, 3), // psqt king d6
    Score::new(15, 57), // psqt king e6
    Score::new(11, 31), // psqt king f6
    Score::new(22, 71), // psqt king g6
    Score::new(24, 80), // psqt king h6
    Score::new(-108, 4), // psqt king a7
    Score::new(16, 84), // psqt king b7
    Score::new(9, 54), // psqt king c7
    Score::new(23, 52), // psqt king d7
    Score::new(14, 51), // psqt king e7
    Score::new(17, 108), // psqt king f7
    Score::new(10, 31), // psqt king g7
    Score::new(-108, 4), // psqt king h7
    Score::new(-130, -7), // psqt king a8
    Score::new(-122, 4), // psqt king b8
    Score::new(-140, 15), // psqt king c8
    Score::new(-155, 26), // psqt king d8
    Score::new(-155, 26), // psqt king e8
    Score::new(-140, 15), // psqt king f8
    Score::new(-120, 4), // psqt king g8
    Score::new(-130, -7), // psqt king h8
    Score::new(-22, 22), // mobility knight 0
    Score::new(-47, -47), // mobility knight 1
    Score::new(-26, -64), // mobility knight 2
    Score::new(-17, -19), // mobility knight 3
    Score::new(-3, 0), // mobility knight 4
    Score::new(7, 8), // mobility knight 5
    Score::new(11, 22), // mobility knight 6
    Score::new(19, 27), // mobility knight 7
    Score::new(60, -2), // mobility knight 8
    Score::new(-56, -27), // mobility bishop 0
    Score::new(-24, -26), // mobility bishop 1
    Score::new(7, -58), // mobility bishop 2
    Score::new(0, -30), // mobility bishop 3
    Score::new(-4, 5), // mobility bishop 4
    Score::new(4, 18), // mobility bishop 5
    Score::new(0, 14), // mobility bishop 6
    Score::new(3, 29), // mobility bishop 7
    Score::new(19, 48), // mobility bishop 8
    Score::new(13, 18), // mobility bishop 9
    Score::new(-46, 55), // mobility bishop 10
    Score::new(58, 27), // mobility bishop 11
    Score::new(24, 27), // mobility bishop 12
    Score::new(16, 11), // mobility bishop 13
    Score::new(-7, -24), // mobility rook 0
    Score::new(-10, -75), // mobility rook 1
    Score::new(-17, -45), // mobility rook 2
    Score::new(-13, -5), // mobility rook 3
    Score::new(-3, -1), // mobility rook 4
    Score::new(-10, 4), // mobility rook 5
    Score::new(-4, 25), // mobility rook 6
    Score::new(21, 6), // mobility rook 7
    Score::new(9, 10), // mobility rook 8
    Score::new(15, 14), // mobility rook 9
    Score::new(1, 30), // mobility rook 10
    Score::new(6, 29), // mobility rook 11
    Score::new(37, 28), // mobility rook 12
    Score::new(51, 24), // mobility rook 13
    Score::new(59, 19), // mobility rook 14
    Score::new(-18, -16), // mobility queen 0
    Score::new(-17, -14), // mobility queen 1
    Score::new(-16, -12), // mobility queen 2
    Score::new(4, 6), // mobility queen 3
    Score::new(-14, -19), // mobility queen 4
    Score::new(4, 3), // mobility queen 5
    Score::new(-10, -7), // mobility queen 6
    Score::new(-9, 10), // mobility queen 7
    Score::new(-4, -21), // mobility queen 8
    Score::new(-11, 17), // mobility queen 9
    Score::new(4, -6), // mobility queen 10
    Score::new(13, -16), // mobility queen 11
    Score::new(12, -14), // mobility queen 12
    Score::new(13, 0), // mobility queen 13
    Score::new(10, 13), // mobility queen 14
    Score::new(10, 5), // mobility queen 15
    Score::new(0, 18), // mobility queen 16
    Score::new(-38, 86), // mobility queen 17
    Score::new(-15, 44), // mobility queen 18
    Score::new(15, 26), // mobility queen 19
    Score::new(14, 30), // mobility queen 20
    Score::new(-3, 3), // mobility queen 21
    Score::new(-5, 19), // mobility queen 22
    Score::new(6, 26), // mobility queen 23
    Score::new(6, 32), // mobility queen 24
    Score::new(7, 34), // mobility queen 25
    Score::new(8, 36), // mobility queen 26
    Score::new(9, 38), // mobility queen 27
    Score::new(-16, -14), // doubled pawn
    Score::new(-10, -22), // isolated pawn
    Score::new(-16, -16), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(9, 4), // connected pawn rank 1
    Score::new(32, 17), // connected pawn rank 2
    Score::new(10, 19), // connected pawn rank 3
    Score::new(-7, 59), // connected pawn rank 4
    Score::new(-52, 23), // connected pawn rank 5
    Score::new(-34, -28), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(111, 4), // passed pawn rank 1
    Score::new(-27, -9), // passed pawn rank 2
    Score::new(-19, 24), // passed pawn rank 3
    Score::new(-21, 68), // passed pawn rank 4
    Score::new(36, 57), // passed pawn rank 5
    Score::new(37, 134), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(8, -9), // passer own king distance rank 1
    Score::new(22, -6), // passer own king distance rank 2
    Score::new(20, -18), // passer own king distance rank 3
    Score::new(-4, 2), // passer own king distance rank 4
    Score::new(4, -18), // passer own king distance rank 5
    Score::new(24, -30), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-33, 17), // passer enemy king distance rank 1
    Score::new(-15, 18), // passer enemy king distance rank 2
    Score::new(-20, 26), // passer enemy king distance rank 3
    Score::new(15, 2), // passer enemy king distance rank 4
    Score::new(-13, 31), // passer enemy king distance rank 5
    Score::new(14, 61), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(-26, 12), // passer free path rank 1
    Score::new(-43, 26), // passer free path rank 2
    Score::new(-62, 44), // passer free path rank 3
    Score::new(11, 41), // passer free path rank 4
    Score::new(7, 77), // passer free path rank 5
    Score::new(8, 97), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(0, 200), // unstoppable passer
    Score::new(52, 70), // king danger units 0
    Score::new(40, 48), // king danger units 1
    Score::new(46, 81), // king danger units 2
    Score::new(40, 52), // king danger units 3
    Score::new(39, 44), // king danger units 4
    Score::new(54, 42), // king danger units 5
    Score::new(61, 3), // king danger units 6
    Score::new(19, 11), // king danger units 7
    Score::new(3, 18), // king danger units 8
    Score::new(20, -14), // king danger units 9
    Score::new(9, -11), // king danger units 10
    Score::new(-11, -21), // king danger units 11
    Score::new(-35, -53), // king danger units 12
    Score::new(-34, -57), // king danger units 13
    Score::new(-11, -28), // king danger units 14
    Score::new(-52, -64), // king danger units 15
    Score::new(-81, -57), // king danger units 16
    Score::new(-68, -17), // king danger units 17
    Score::new(-96, -42), // king danger units 18
    Score::new(-361, -38), // king danger units 19
    Score::new(-400, -40), // king danger units 20
    Score::new(-441, -42), // king danger units 21
    Score::new(-484, -44), // king danger units 22
    Score::new(-529, -46), // king danger units 23
    Score::new(13, 3), // pawn shield distance 0
    Score::new(-8, 22), // pawn shield distance 1
    Score::new(-5, 1), // pawn shield distance 2
    Score::new(-7, 26), // pawn shield distance 3
    Score::new(2, 3), // pawn storm distance 0
    Score::new(-28, -2), // pawn storm distance 1
    Score::new(-13, 22), // pawn storm distance 2
    Score::new(19, -1), // pawn storm distance 3
    Score::new(12, 31), // pawn storm distance 4
    Score::new(-41, -39), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(42, 56), // threat by pawn on knight
    Score::new(13, 53), // threat by pawn on bishop
    Score::new(49, 23), // threat by pawn on rook
    Score::new(38, -3), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(1, 6), // threat by minor on pawn
    Score::new(29, 55), // threat by minor on knight
    Score::new(35, 31), // threat by minor on bishop
    Score::new(37, 50), // threat by minor on rook
    Score::new(41, 33), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(-13, 24), // threat by rook on pawn
    Score::new(-15, 61), // threat by rook on knight
    Score::new(-15, 36), // threat by rook on bishop
    Score::new(0, 0), // threat by rook on rook
    Score::new(34, 26), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(16, 35), // hanging pawn
    Score::new(9, -4), // hanging knight
    Score::new(2, 4), // hanging bishop
    Score::new(13, 4), // hanging rook
    Score::new(-9, 20), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(13, 38), // rook open file
    Score::new(12, 9), // rook half-open file
    Score::new(-29, 41), // rook seventh rank
    Score::new(25, 53), // knight outpost
    Score::new(23, 11), // bishop outpost
    Score::new(-1, -19), // bishop own pawns on colour
    Score::new(6, 4), // tempo
];
