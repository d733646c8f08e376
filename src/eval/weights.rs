//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data ../shared/data/tuning/labeled_quiet_positions.epd --seed 1 --epochs 2000 --validation 0.1 --lr 1`:
//! 129105 training and 14344 validation positions, K = 1.0371,
//! training error 0.127799 -> 0.114519, validation error 0.129924 -> 0.119163, 428 s.

use super::params::N_PARAMS;
use crate::material::Score;

#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(96, 49), // piece value pawn
    Score::new(272, 398), // piece value knight
    Score::new(316, 413), // piece value bishop
    Score::new(305, 695), // piece value rook
    Score::new(1164, 1073), // piece value queen
    Score::new(-6, 169), // bishop pair
    Score::new(-14, 31), // knight per pawn above 5
    Score::new(-7, 1), // rook per pawn above 5
    Score::new(56, -42), // rook pair
    Score::new(46, -38), // rook beside queen
    Score::new(0, 0), // psqt pawn a1
    Score::new(0, 0), // psqt pawn b1
    Score::new(0, 0), // psqt pawn c1
    Score::new(0, 0), // psqt pawn d1
    Score::new(0, 0), // psqt pawn e1
    Score::new(0, 0), // psqt pawn f1
    Score::new(0, 0), // psqt pawn g1
    Score::new(0, 0), // psqt pawn h1
    Score::new(-10, 43), // psqt pawn a2
    Score::new(1, -21), // psqt pawn b2
    Score::new(-26, 63), // psqt pawn c2
    Score::new(18, -41), // psqt pawn d2
    Score::new(-22, 66), // psqt pawn e2
    Score::new(37, 18), // psqt pawn f2
    Score::new(12, -9), // psqt pawn g2
    Score::new(-30, -45), // psqt pawn h2
    Score::new(-31, 48), // psqt pawn a3
    Score::new(-24, -10), // psqt pawn b3
    Score::new(-51, 28), // psqt pawn c3
    Score::new(-41, 37), // psqt pawn d3
    Score::new(-6, 14), // psqt pawn e3
    Score::new(-16, -9), // psqt pawn f3
    Score::new(-21, -52), // psqt pawn g3
    Score::new(-45, -25), // psqt pawn h3
    Score::new(-11, 24), // psqt pawn a4
    Score::new(1, -8), // psqt pawn b4
    Score::new(7, -34), // psqt pawn c4
    Score::new(6, 31), // psqt pawn d4
    Score::new(14, 0), // psqt pawn e4
    Score::new(44, 3), // psqt pawn f4
    Score::new(15, -6), // psqt pawn g4
    Score::new(-4, -36), // psqt pawn h4
    Score::new(-22, 85), // psqt pawn a5
    Score::new(21, 74), // psqt pawn b5
    Score::new(40, -22), // psqt pawn c5
    Score::new(17, 2), // psqt pawn d5
    Score::new(53, -34), // psqt pawn e5
    Score::new(75, -4), // psqt pawn f5
    Score::new(25, -39), // psqt pawn g5
    Score::new(-59, 39), // psqt pawn h5
    Score::new(-21, 79), // psqt pawn a6
    Score::new(80, 95), // psqt pawn b6
    Score::new(33, 62), // psqt pawn c6
    Score::new(196, 13), // psqt pawn d6
    Score::new(85, 180), // psqt pawn e6
    Score::new(79, 132), // psqt pawn f6
    Score::new(168, 51), // psqt pawn g6
    Score::new(-81, 75), // psqt pawn h6
    Score::new(384, 14), // psqt pawn a7
    Score::new(232, 8), // psqt pawn b7
    Score::new(71, 50), // psqt pawn c7
    Score::new(60, 173), // psqt pawn d7
    Score::new(-61, 232), // psqt pawn e7
    Score::new(-110, 56), // psqt pawn f7
    Score::new(-239, 273), // psqt pawn g7
    Score::new(158, 56), // psqt pawn h7
    Score::new(0, 0), // psqt pawn a8
    Score::new(0, 0), // psqt pawn b8
    Score::new(0, 0), // psqt pawn c8
    Score::new(0, 0), // psqt pawn d8
    Score::new(0, 0), // psqt pawn e8
    Score::new(0, 0), // psqt pawn f8
    Score::new(0, 0), // psqt pawn g8
    Score::new(0, 0), // psqt pawn h8
    Score::new(-161, 122), // psqt knight a1
    Score::new(-30, -48), // psqt knight b1
    Score::new(24, -145), // psqt knight c1
    Score::new(-41, 26), // psqt knight d1
    Score::new(-19, 37), // psqt knight e1
    Score::new(-23, -79), // psqt knight f1
    Score::new(6, -3), // psqt knight g1
    Score::new(-243, 114), // psqt knight h1
    Score::new(44, -155), // psqt knight a2
    Score::new(21, 65), // psqt knight b2
    Score::new(-32, -60), // psqt knight c2
    Score::new(-7, -31), // psqt knight d2
    Score::new(32, -42), // psqt knight e2
    Score::new(-18, 84), // psqt knight f2
    Score::new(-20, -28), // psqt knight g2
    Score::new(-82, 129), // psqt knight h2
    Score::new(-25, -131), // psqt knight a3
    Score::new(-25, -9), // psqt knight b3
    Score::new(-9, -11), // psqt knight c3
    Score::new(-9, 108), // psqt knight d3
    Score::new(-26, -5), // psqt knight e3
    Score::new(1, -33), // psqt knight f3
    Score::new(17, -36), // psqt knight g3
    Score::new(-71, 22), // psqt knight h3
    Score::new(-55, -2), // psqt knight a4
    Score::new(103, -195), // psqt knight b4
    Score::new(4, 34), // psqt knight c4
    Score::new(37, 29), // psqt knight d4
    Score::new(33, 37), // psqt knight e4
    Score::new(-1, 14), // psqt knight f4
    Score::new(9, 5), // psqt knight g4
    Score::new(38, 26), // psqt knight h4
    Score::new(39, -5), // psqt knight a5
    Score::new(6, -35), // psqt knight b5
    Score::new(14, 16), // psqt knight c5
    Score::new(-7, 54), // psqt knight d5
    Score::new(-6, 62), // psqt knight e5
    Score::new(43, 72), // psqt knight f5
    Score::new(-4, 6), // psqt knight g5
    Score::new(-11, -23), // psqt knight h5
    Score::new(99, -109), // psqt knight a6
    Score::new(-59, -66), // psqt knight b6
    Score::new(9, 71), // psqt knight c6
    Score::new(18, 30), // psqt knight d6
    Score::new(34, 45), // psqt knight e6
    Score::new(142, 47), // psqt knight f6
    Score::new(-53, 54), // psqt knight g6
    Score::new(2, -137), // psqt knight h6
    Score::new(-167, 159), // psqt knight a7
    Score::new(20, -74), // psqt knight b7
    Score::new(65, -24), // psqt knight c7
    Score::new(95, -24), // psqt knight d7
    Score::new(108, 56), // psqt knight e7
    Score::new(190, -46), // psqt knight f7
    Score::new(11, -258), // psqt knight g7
    Score::new(-121, 25), // psqt knight h7
    Score::new(159, -40), // psqt knight a8
    Score::new(-633, 461), // psqt knight b8
    Score::new(-10, 56), // psqt knight c8
    Score::new(198, 14), // psqt knight d8
    Score::new(519, -226), // psqt knight e8
    Score::new(-965, -43), // psqt knight f8
    Score::new(155, 159), // psqt knight g8
    Score::new(275, -99), // psqt knight h8
    Score::new(-72, -83), // psqt bishop a1
    Score::new(-60, -88), // psqt bishop b1
    Score::new(2, 6), // psqt bishop c1
    Score::new(-40, 15), // psqt bishop d1
    Score::new(-19, -1), // psqt bishop e1
    Score::new(10, 24), // psqt bishop f1
    Score::new(-61, 13), // psqt bishop g1
    Score::new(33, 55), // psqt bishop h1
    Score::new(13, -146), // psqt bishop a2
    Score::new(-5, -8), // psqt bishop b2
    Score::new(-15, 75), // psqt bishop c2
    Score::new(-19, 6), // psqt bishop d2
    Score::new(3, 1), // psqt bishop e2
    Score::new(11, -3), // psqt bishop f2
    Score::new(42, -8), // psqt bishop g2
    Score::new(-86, -102), // psqt bishop h2
    Score::new(-23, -33), // psqt bishop a3
    Score::new(5, 52), // psqt bishop b3
    Score::new(7, -16), // psqt bishop c3
    Score::new(-6, 35), // psqt bishop d3
    Score::new(-10, 52), // psqt bishop e3
    Score::new(9, -22), // psqt bishop f3
    Score::new(15, -77), // psqt bishop g3
    Score::new(22, 48), // psqt bishop h3
    Score::new(-8, 0), // psqt bishop a4
    Score::new(51, -100), // psqt bishop b4
    Score::new(-13, 38), // psqt bishop c4
    Score::new(-1, 50), // psqt bishop d4
    Score::new(1, 28), // psqt bishop e4
    Score::new(12, 34), // psqt bishop f4
    Score::new(7, -15), // psqt bishop g4
    Score::new(0, 132), // psqt bishop h4
    Score::new(-56, 41), // psqt bishop a5
    Score::new(-5, -30), // psqt bishop b5
    Score::new(8, -56), // psqt bishop c5
    Score::new(4, 22), // psqt bishop d5
    Score::new(-30, 30), // psqt bishop e5
    Score::new(54, -24), // psqt bishop f5
    Score::new(-21, 78), // psqt bishop g5
    Score::new(93, 5), // psqt bishop h5
    Score::new(-96, 93), // psqt bishop a6
    Score::new(15, 52), // psqt bishop b6
    Score::new(51, -36), // psqt bishop c6
    Score::new(-57, 27), // psqt bishop d6
    Score::new(12, 10), // psqt bishop e6
    Score::new(-16, 41), // psqt bishop f6
    Score::new(63, 192), // psqt bishop g6
    Score::new(-12, 41), // psqt bishop h6
    Score::new(138, -17), // psqt bishop a7
    Score::new(14, -49), // psqt bishop b7
    Score::new(-1, -37), // psqt bishop c7
    Score::new(-87, 11), // psqt bishop d7
    Score::new(17, -56), // psqt bishop e7
    Score::new(-156, 36), // psqt bishop f7
    Score::new(-21, -100), // psqt bishop g7
    Score::new(63, -23), // psqt bishop h7
    Score::new(-333, 102), // psqt bishop a8
    Score::new(-303, -78), // psqt bishop b8
    Score::new(369, -83), // psqt bishop c8
    Score::new(35, -118), // psqt bishop d8
    Score::new(-208, 114), // psqt bishop e8
    Score::new(26, -178), // psqt bishop f8
    Score::new(323, -79), // psqt bishop g8
    Score::new(-305, 27), // psqt bishop h8
    Score::new(-67, 40), // psqt rook a1
    Score::new(-70, 84), // psqt rook b1
    Score::new(-34, 36), // psqt rook c1
    Score::new(-52, 36), // psqt rook d1
    Score::new(-44, 8), // psqt rook e1
    Score::new(-48, 34), // psqt rook f1
    Score::new(-84, 125), // psqt rook g1
    Score::new(-51, 90), // psqt rook h1
    Score::new(-91, 50), // psqt rook a2
    Score::new(-97, 104), // psqt rook b2
    Score::new(-21, 31), // psqt rook c2
    Score::new(-48, 9), // psqt rook d2
    Score::new(-74, 21), // psqt rook e2
    Score::new(13, -122), // psqt rook f2
    Score::new(-127, -3), // psqt rook g2
    Score::new(-64, -28), // psqt rook h2
    Score::new(-86, -30), // psqt rook a3
    Score::new(67, 15), // psqt rook b3
    Score::new(-45, 34), // psqt rook c3
    Score::new(-110, 58), // psqt rook d3
    Score::new(-35, 29), // psqt rook e3
    Score::new(-69, -11), // psqt rook f3
    Score::new(-126, 81), // psqt rook g3
    Score::new(-20, 62), // psqt rook h3
    Score::new(-20, 65), // psqt rook a4
    Score::new(-4, 52), // psqt rook b4
    Score::new(-45, 2), // psqt rook c4
    Score::new(-2, 40), // psqt rook d4
    Score::new(34, -15), // psqt rook e4
    Score::new(-57, 60), // psqt rook f4
    Score::new(-78, -15), // psqt rook g4
    Score::new(-101, 69), // psqt rook h4
    Score::new(-62, 84), // psqt rook a5
    Score::new(-2, 53), // psqt rook b5
    Score::new(6, 1), // psqt rook c5
    Score::new(36, -49), // psqt rook d5
    Score::new(-8, 66), // psqt rook e5
    Score::new(-31, 66), // psqt rook f5
    Score::new(-47, 59), // psqt rook g5
    Score::new(-36, 38), // psqt rook h5
    Score::new(19, -12), // psqt rook a6
    Score::new(0, 52), // psqt rook b6
    Score::new(223, -74), // psqt rook c6
    Score::new(78, -18), // psqt rook d6
    Score::new(215, -57), // psqt rook e6
    Score::new(106, 37), // psqt rook f6
    Score::new(380, -53), // psqt rook g6
    Score::new(49, -14), // psqt rook h6
    Score::new(198, -67), // psqt rook a7
    Score::new(208, -20), // psqt rook b7
    Score::new(253, -94), // psqt rook c7
    Score::new(278, -90), // psqt rook d7
    Score::new(328, -144), // psqt rook e7
    Score::new(202, -71), // psqt rook f7
    Score::new(226, 17), // psqt rook g7
    Score::new(116, -66), // psqt rook h7
    Score::new(3, 17), // psqt rook a8
    Score::new(-64, 81), // psqt rook b8
    Score::new(71, 24), // psqt rook c8
    Score::new(34, -50), // psqt rook d8
    Score::new(-108, 133), // psqt rook e8
    Score::new(272, -3), // psqt rook f8
    Score::new(-334, 109), // psqt rook g8
    Score::new(55, 73), // psqt rook h8
    Score::new(-51, 0), // psqt queen a1
    Score::new(-8, 144), // psqt queen b1
    Score::new(26, -39), // psqt queen c1
    Score::new(18, 26), // psqt queen d1
    Score::new(74, -74), // psqt queen e1
    Score::new(-40, -134), // psqt queen f1
    Score::new(-42, -69), // psqt queen g1
    Score::new(31, 110), // psqt queen h1
    Score::new(-46, 80), // psqt queen a2
    Score::new(-14, 74), // psqt queen b2
    Score::new(22, -63), // psqt queen c2
    Score::new(35, -30), // psqt queen d2
    Score::new(23, -29), // psqt queen e2
    Score::new(8, 19), // psqt queen f2
    Score::new(143, -284), // psqt queen g2
    Score::new(121, -507), // psqt queen h2
    Score::new(50, -186), // psqt queen a3
    Score::new(-5, -45), // psqt queen b3
    Score::new(3, -50), // psqt queen c3
    Score::new(31, -94), // psqt queen d3
    Score::new(0, -42), // psqt queen e3
    Score::new(9, -44), // psqt queen f3
    Score::new(20, -21), // psqt queen g3
    Score::new(47, -78), // psqt queen h3
    Score::new(25, -24), // psqt queen a4
    Score::new(-30, 46), // psqt queen b4
    Score::new(20, 45), // psqt queen c4
    Score::new(21, -41), // psqt queen d4
    Score::new(20, 18), // psqt queen e4
    Score::new(33, 63), // psqt queen f4
    Score::new(15, 31), // psqt queen g4
    Score::new(10, -117), // psqt queen h4
    Score::new(-23, 48), // psqt queen a5
    Score::new(50, -75), // psqt queen b5
    Score::new(6, -71), // psqt queen c5
    Score::new(75, -15), // psqt queen d5
    Score::new(-11, 79), // psqt queen e5
    Score::new(20, -17), // psqt queen f5
    Score::new(27, 33), // psqt queen g5
    Score::new(40, -84), // psqt queen h5
    Score::new(-17, 3), // psqt queen a6
    Score::new(-11, 87), // psqt queen b6
    Score::new(10, 13), // psqt queen c6
    Score::new(-33, 82), // psqt queen d6
    Score::new(-54, 143), // psqt queen e6
    Score::new(-108, 242), // psqt queen f6
    Score::new(-60, 210), // psqt queen g6
    Score::new(-87, 106), // psqt queen h6
    Score::new(-33, 42), // psqt queen a7
    Score::new(-145, 164), // psqt queen b7
    Score::new(-170, 200), // psqt queen c7
    Score::new(-67, 147), // psqt queen d7
    Score::new(49, 74), // psqt queen e7
    Score::new(-56, 131), // psqt queen f7
    Score::new(-125, 223), // psqt queen g7
    Score::new(-181, 322), // psqt queen h7
    Score::new(-63, -32), // psqt queen a8
    Score::new(-131, 19), // psqt queen b8
    Score::new(-4, -88), // psqt queen c8
    Score::new(-82, 249), // psqt queen d8
    Score::new(50, -30), // psqt queen e8
    Score::new(-263, 324), // psqt queen f8
    Score::new(-24, 216), // psqt queen g8
    Score::new(101, -157), // psqt queen h8
    Score::new(58, -227), // psqt king a1
    Score::new(-68, -71), // psqt king b1
    Score::new(-32, -31), // psqt king c1
    Score::new(-167, 14), // psqt king d1
    Score::new(-59, -49), // psqt king e1
    Score::new(-142, 7), // psqt king f1
    Score::new(-65, -38), // psqt king g1
    Score::new(-54, -128), // psqt king h1
    Score::new(-73, -18), // psqt king a2
    Score::new(-139, -63), // psqt king b2
    Score::new(-99, -40), // psqt king c2
    Score::new(-63, -4), // psqt king d2
    Score::new(-71, -11), // psqt king e2
    Score::new(-81, -19), // psqt king f2
    Score::new(-76, -19), // psqt king g2
    Score::new(-82, -2), // psqt king h2
    Score::new(-510, 112), // psqt king a3
    Score::new(191, -102), // psqt king b3
    Score::new(-64, -27), // psqt king c3
    Score::new(-66, 22), // psqt king d3
    Score::new(114, -19), // psqt king e3
    Score::new(-89, -3), // psqt king f3
    Score::new(-28, -44), // psqt king g3
    Score::new(-42, -20), // psqt king h3
    Score::new(50, -32), // psqt king a4
    Score::new(-116, -20), // psqt king b4
    Score::new(68, 17), // psqt king c4
    Score::new(-214, 43), // psqt king d4
    Score::new(-179, 83), // psqt king e4
    Score::new(-169, 8), // psqt king f4
    Score::new(42, 9), // psqt king g4
    Score::new(-378, 26), // psqt king h4
    Score::new(-65, 49), // psqt king a5
    Score::new(162, -48), // psqt king b5
    Score::new(48, 14), // psqt king c5
    Score::new(74, 56), // psqt king d5
    Score::new(148, -49), // psqt king e5
    Score::new(304, -13), // psqt king f5
    Score::new(69, -11), // psqt king g5
    Score::new(-207, 67), // psqt king h5
    Score::new(258, 121), // psqt king a6
    Score::new(691, 66), // psqt king b6
    Score::new(-204, 181), // psqt king c6
    Score::new(-285, 4), // psqt king d6
    Score::new(259, 2), // psqt king e6
    Score::new(145, -9), // psqt king f6
    Score::new(358, 34), // psqt king g6
    Score::new(565, 23), // psqt king h6
    Score::new(1017, -245), // psqt king a7
    Score::new(106, 98), // psqt king b7
    Score::new(-56, 76), // psqt king c7
    Score::new(329, -13), // psqt king d7
    Score::new(399, 13), // psqt king e7
    Score::new(-196, 203), // psqt king f7
    Score::new(761, -82), // psqt king g7
    Score::new(-519, 182), // psqt king h7
    Score::new(165, 247), // psqt king a8
    Score::new(427, -159), // psqt king b8
    Score::new(567, -92), // psqt king c8
    Score::new(441, -148), // psqt king d8
    Score::new(40, 68), // psqt king e8
    Score::new(-93, -42), // psqt king f8
    Score::new(229, 155), // psqt king g8
    Score::new(232, 155), // psqt king h8
    Score::new(-56, 314), // mobility knight 0
    Score::new(-52, -32), // mobility knight 1
    Score::new(-36, -38), // mobility knight 2
    Score::new(-29, 14), // mobility knight 3
    Score::new(-16, 38), // mobility knight 4
    Score::new(-5, 43), // mobility knight 5
    Score::new(-1, 57), // mobility knight 6
    Score::new(8, 58), // mobility knight 7
    Score::new(54, 26), // mobility knight 8
    Score::new(-74, -46), // mobility bishop 0
    Score::new(-39, -14), // mobility bishop 1
    Score::new(-7, -53), // mobility bishop 2
    Score::new(-15, -21), // mobility bishop 3
    Score::new(-19, 16), // mobility bishop 4
    Score::new(-11, 28), // mobility bishop 5
    Score::new(-16, 25), // mobility bishop 6
    Score::new(-12, 40), // mobility bishop 7
    Score::new(4, 60), // mobility bishop 8
    Score::new(0, 27), // mobility bishop 9
    Score::new(-78, 78), // mobility bishop 10
    Score::new(76, 26), // mobility bishop 11
    Score::new(104, 8), // mobility bishop 12
    Score::new(399, -88), // mobility bishop 13
    Score::new(-140, 50), // mobility rook 0
    Score::new(-34, -85), // mobility rook 1
    Score::new(-46, -17), // mobility rook 2
    Score::new(-42, 31), // mobility rook 3
    Score::new(-32, 37), // mobility rook 4
    Score::new(-40, 42), // mobility rook 5
    Score::new(-33, 66), // mobility rook 6
    Score::new(-7, 42), // mobility rook 7
    Score::new(-19, 48), // mobility rook 8
    Score::new(-14, 51), // mobility rook 9
    Score::new(-30, 70), // mobility rook 10
    Score::new(-24, 69), // mobility rook 11
    Score::new(9, 69), // mobility rook 12
    Score::new(28, 64), // mobility rook 13
    Score::new(95, 35), // mobility rook 14
    Score::new(-13, -26), // mobility queen 0
    Score::new(389, -9), // mobility queen 1
    Score::new(-92, -362), // mobility queen 2
    Score::new(19, -44), // mobility queen 3
    Score::new(0, -82), // mobility queen 4
    Score::new(10, 21), // mobility queen 5
    Score::new(-3, -5), // mobility queen 6
    Score::new(-3, 22), // mobility queen 7
    Score::new(2, -17), // mobility queen 8
    Score::new(-5, 28), // mobility queen 9
    Score::new(10, -3), // mobility queen 10
    Score::new(20, -19), // mobility queen 11
    Score::new(17, -8), // mobility queen 12
    Score::new(19, 4), // mobility queen 13
    Score::new(16, 19), // mobility queen 14
    Score::new(16, 11), // mobility queen 15
    Score::new(3, 23), // mobility queen 16
    Score::new(-77, 150), // mobility queen 17
    Score::new(-36, 92), // mobility queen 18
    Score::new(9, 56), // mobility queen 19
    Score::new(15, 57), // mobility queen 20
    Score::new(9, 0), // mobility queen 21
    Score::new(-67, 78), // mobility queen 22
    Score::new(-64, 157), // mobility queen 23
    Score::new(141, 24), // mobility queen 24
    Score::new(104, -25), // mobility queen 25
    Score::new(337, 120), // mobility queen 26
    Score::new(51, 14), // mobility queen 27
    Score::new(-21, -9), // doubled pawn
    Score::new(-11, -27), // isolated pawn
    Score::new(-16, -17), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(9, 3), // connected pawn rank 1
    Score::new(33, 19), // connected pawn rank 2
    Score::new(9, 23), // connected pawn rank 3
    Score::new(-10, 66), // connected pawn rank 4
    Score::new(-69, 15), // connected pawn rank 5
    Score::new(-283, -29), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(429, -79), // passed pawn rank 1
    Score::new(-87, 13), // passed pawn rank 2
    Score::new(-50, 42), // passed pawn rank 3
    Score::new(-131, 111), // passed pawn rank 4
    Score::new(105, 41), // passed pawn rank 5
    Score::new(194, 144), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(12, -14), // passer own king distance rank 1
    Score::new(31, -11), // passer own king distance rank 2
    Score::new(30, -21), // passer own king distance rank 3
    Score::new(16, -3), // passer own king distance rank 4
    Score::new(-13, -16), // passer own king distance rank 5
    Score::new(11, -44), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-94, 37), // passer enemy king distance rank 1
    Score::new(-10, 19), // passer enemy king distance rank 2
    Score::new(-22, 27), // passer enemy king distance rank 3
    Score::new(18, 0), // passer enemy king distance rank 4
    Score::new(-10, 29), // passer enemy king distance rank 5
    Score::new(-10, 69), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(-49, 31), // passer free path rank 1
    Score::new(-71, 41), // passer free path rank 2
    Score::new(-71, 58), // passer free path rank 3
    Score::new(16, 47), // passer free path rank 4
    Score::new(17, 86), // passer free path rank 5
    Score::new(-24, 130), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(-63, 363), // unstoppable passer
    Score::new(-19, 32), // king danger units 0
    Score::new(-22, 6), // king danger units 1
    Score::new(-11, 36), // king danger units 2
    Score::new(-31, 14), // king danger units 3
    Score::new(-33, 4), // king danger units 4
    Score::new(-5, 1), // king danger units 5
    Score::new(-9, -43), // king danger units 6
    Score::new(-57, -28), // king danger units 7
    Score::new(-91, 4), // king danger units 8
    Score::new(-52, -60), // king danger units 9
    Score::new(-61, -60), // king danger units 10
    Score::new(-83, -71), // king danger units 11
    Score::new(-95, -128), // king danger units 12
    Score::new(-95, -167), // king danger units 13
    Score::new(-71, -107), // king danger units 14
    Score::new(-110, -198), // king danger units 15
    Score::new(-263, -80), // king danger units 16
    Score::new(-371, 138), // king danger units 17
    Score::new(-553, 130), // king danger units 18
    Score::new(-109, -420), // king danger units 19
    Score::new(-575, -159), // king danger units 20
    Score::new(-325, -356), // king danger units 21
    Score::new(-957, -460), // king danger units 22
    Score::new(-656, -306), // king danger units 23
    Score::new(21, 0), // pawn shield distance 0
    Score::new(-1, 22), // pawn shield distance 1
    Score::new(2, 1), // pawn shield distance 2
    Score::new(3, 19), // pawn shield distance 3
    Score::new(-1, 4), // pawn storm distance 0
    Score::new(-41, 5), // pawn storm distance 1
    Score::new(-22, 30), // pawn storm distance 2
    Score::new(11, 6), // pawn storm distance 3
    Score::new(4, 35), // pawn storm distance 4
    Score::new(-42, -38), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(40, 85), // threat by pawn on knight
    Score::new(8, 89), // threat by pawn on bishop
    Score::new(57, 43), // threat by pawn on rook
    Score::new(57, -51), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(1, 4), // threat by minor on pawn
    Score::new(30, 60), // threat by minor on knight
    Score::new(35, 40), // threat by minor on bishop
    Score::new(36, 63), // threat by minor on rook
    Score::new(42, 62), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(-20, 29), // threat by rook on pawn
    Score::new(-19, 69), // threat by rook on knight
    Score::new(-21, 43), // threat by rook on bishop
    Score::new(75, 50), // threat by rook on rook
    Score::new(14, 83), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(16, 40), // hanging pawn
    Score::new(11, -13), // hanging knight
    Score::new(1, 2), // hanging bishop
    Score::new(20, -4), // hanging rook
    Score::new(-22, 48), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(11, 40), // rook open file
    Score::new(15, 4), // rook half-open file
    Score::new(-275, 136), // rook seventh rank
    Score::new(24, 59), // knight outpost
    Score::new(26, 6), // bishop outpost
    Score::new(-1, -19), // bishop own pawns on colour
    Score::new(6, 5), // tempo
];
