//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data combined5.epd --seed 1 --epochs 300 --validation 0.1 --lr 1 --l2 1e-9 --min-support 100 --anchor 1e-8 --psqt-shape mirrored`,
//! starting from the round-4 weights (d3aa137):
//! 1513419 training and 168157 validation positions, K = 0.9722,
//! training error 0.096149 -> 0.095517, validation error 0.096349 -> 0.095756, 150 s.
//! `combined5.epd` is round 4's `combined.epd` followed by 1,057,940 sorted positions from
//! about 10,500 games of the round-4 engine (`slate datagen --games 20000 --seed 100000`,
//! stopped early); `docs/eval.md` ("Tuning", round 5) gives the commands.

use super::params::N_PARAMS;
use crate::material::Score;

/// Every weight, indexed as `params.rs` lays them out.
#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(53, 56), // piece value pawn
    Score::new(300, 282), // piece value knight
    Score::new(324, 282), // piece value bishop
    Score::new(439, 461), // piece value rook
    Score::new(906, 899), // piece value queen
    Score::new(30, 60), // bishop pair
    Score::new(3, 12), // knight per pawn above 5
    Score::new(3, 1), // rook per pawn above 5
    Score::new(-28, -25), // rook pair
    Score::new(-5, -9), // rook beside queen
    Score::new(9, 21), // psqt pawn a1
    Score::new(9, 21), // psqt pawn b1
    Score::new(9, 21), // psqt pawn c1
    Score::new(9, 21), // psqt pawn d1
    Score::new(9, 21), // psqt pawn e1
    Score::new(9, 21), // psqt pawn f1
    Score::new(9, 21), // psqt pawn g1
    Score::new(9, 21), // psqt pawn h1
    Score::new(-11, -15), // psqt pawn a2
    Score::new(11, 8), // psqt pawn b2
    Score::new(20, 11), // psqt pawn c2
    Score::new(0, 19), // psqt pawn d2
    Score::new(0, 19), // psqt pawn e2
    Score::new(20, 11), // psqt pawn f2
    Score::new(11, 8), // psqt pawn g2
    Score::new(-11, -15), // psqt pawn h2
    Score::new(-17, 2), // psqt pawn a3
    Score::new(-11, 0), // psqt pawn b3
    Score::new(-5, -5), // psqt pawn c3
    Score::new(0, 9), // psqt pawn d3
    Score::new(0, 9), // psqt pawn e3
    Score::new(-5, -5), // psqt pawn f3
    Score::new(-11, 0), // psqt pawn g3
    Score::new(-17, 2), // psqt pawn h3
    Score::new(-9, -1), // psqt pawn a4
    Score::new(-9, 4), // psqt pawn b4
    Score::new(11, -11), // psqt pawn c4
    Score::new(12, -20), // psqt pawn d4
    Score::new(12, -20), // psqt pawn e4
    Score::new(11, -11), // psqt pawn f4
    Score::new(-9, 4), // psqt pawn g4
    Score::new(-9, -1), // psqt pawn h4
    Score::new(-3, -1), // psqt pawn a5
    Score::new(-8, -2), // psqt pawn b5
    Score::new(11, -2), // psqt pawn c5
    Score::new(3, -15), // psqt pawn d5
    Score::new(3, -15), // psqt pawn e5
    Score::new(11, -2), // psqt pawn f5
    Score::new(-8, -2), // psqt pawn g5
    Score::new(-3, -1), // psqt pawn h5
    Score::new(-4, 6), // psqt pawn a6
    Score::new(23, 24), // psqt pawn b6
    Score::new(-1, 30), // psqt pawn c6
    Score::new(24, 26), // psqt pawn d6
    Score::new(24, 26), // psqt pawn e6
    Score::new(-1, 30), // psqt pawn f6
    Score::new(23, 24), // psqt pawn g6
    Score::new(-4, 6), // psqt pawn h6
    Score::new(11, -10), // psqt pawn a7
    Score::new(1, 29), // psqt pawn b7
    Score::new(8, 25), // psqt pawn c7
    Score::new(18, 12), // psqt pawn d7
    Score::new(18, 12), // psqt pawn e7
    Score::new(8, 25), // psqt pawn f7
    Score::new(1, 29), // psqt pawn g7
    Score::new(11, -10), // psqt pawn h7
    Score::new(9, 21), // psqt pawn a8
    Score::new(9, 21), // psqt pawn b8
    Score::new(9, 21), // psqt pawn c8
    Score::new(9, 21), // psqt pawn d8
    Score::new(9, 21), // psqt pawn e8
    Score::new(9, 21), // psqt pawn f8
    Score::new(9, 21), // psqt pawn g8
    Score::new(9, 21), // psqt pawn h8
    Score::new(-43, 10), // psqt knight a1
    Score::new(-5, -22), // psqt knight b1
    Score::new(-11, -27), // psqt knight c1
    Score::new(-34, 20), // psqt knight d1
    Score::new(-34, 20), // psqt knight e1
    Score::new(-11, -27), // psqt knight f1
    Score::new(-5, -22), // psqt knight g1
    Score::new(-43, 10), // psqt knight h1
    Score::new(-1, -37), // psqt knight a2
    Score::new(-31, 5), // psqt knight b2
    Score::new(-10, -6), // psqt knight c2
    Score::new(0, -3), // psqt knight d2
    Score::new(0, -3), // psqt knight e2
    Score::new(-10, -6), // psqt knight f2
    Score::new(-31, 5), // psqt knight g2
    Score::new(-1, -37), // psqt knight h2
    Score::new(-15, -12), // psqt knight a3
    Score::new(-5, 2), // psqt knight b3
    Score::new(3, -16), // psqt knight c3
    Score::new(2, 25), // psqt knight d3
    Score::new(2, 25), // psqt knight e3
    Score::new(3, -16), // psqt knight f3
    Score::new(-5, 2), // psqt knight g3
    Score::new(-15, -12), // psqt knight h3
    Score::new(-2, 2), // psqt knight a4
    Score::new(-32, -10), // psqt knight b4
    Score::new(5, 24), // psqt knight c4
    Score::new(21, 29), // psqt knight d4
    Score::new(21, 29), // psqt knight e4
    Score::new(5, 24), // psqt knight f4
    Score::new(-32, -10), // psqt knight g4
    Score::new(-2, 2), // psqt knight h4
    Score::new(-5, 9), // psqt knight a5
    Score::new(-3, 5), // psqt knight b5
    Score::new(21, 29), // psqt knight c5
    Score::new(7, 23), // psqt knight d5
    Score::new(7, 23), // psqt knight e5
    Score::new(21, 29), // psqt knight f5
    Score::new(-3, 5), // psqt knight g5
    Score::new(-5, 9), // psqt knight h5
    Score::new(-42, 2), // psqt knight a6
    Score::new(-37, 19), // psqt knight b6
    Score::new(-2, 13), // psqt knight c6
    Score::new(6, 2), // psqt knight d6
    Score::new(6, 2), // psqt knight e6
    Score::new(-2, 13), // psqt knight f6
    Score::new(-37, 19), // psqt knight g6
    Score::new(-42, 2), // psqt knight h6
    Score::new(-37, 4), // psqt knight a7
    Score::new(-32, 3), // psqt knight b7
    Score::new(-14, 9), // psqt knight c7
    Score::new(29, 14), // psqt knight d7
    Score::new(29, 14), // psqt knight e7
    Score::new(-14, 9), // psqt knight f7
    Score::new(-32, 3), // psqt knight g7
    Score::new(-37, 4), // psqt knight h7
    Score::new(-62, -13), // psqt knight a8
    Score::new(-20, 11), // psqt knight b8
    Score::new(-26, -16), // psqt knight c8
    Score::new(-11, 0), // psqt knight d8
    Score::new(-11, 0), // psqt knight e8
    Score::new(-26, -16), // psqt knight f8
    Score::new(-20, 11), // psqt knight g8
    Score::new(-62, -13), // psqt knight h8
    Score::new(3, -22), // psqt bishop a1
    Score::new(-10, -40), // psqt bishop b1
    Score::new(-13, 2), // psqt bishop c1
    Score::new(-14, -6), // psqt bishop d1
    Score::new(-14, -6), // psqt bishop e1
    Score::new(-13, 2), // psqt bishop f1
    Score::new(-10, -40), // psqt bishop g1
    Score::new(3, -22), // psqt bishop h1
    Score::new(-13, -13), // psqt bishop a2
    Score::new(8, -17), // psqt bishop b2
    Score::new(5, -6), // psqt bishop c2
    Score::new(-4, 7), // psqt bishop d2
    Score::new(-4, 7), // psqt bishop e2
    Score::new(5, -6), // psqt bishop f2
    Score::new(8, -17), // psqt bishop g2
    Score::new(-13, -13), // psqt bishop h2
    Score::new(2, 3), // psqt bishop a3
    Score::new(7, -6), // psqt bishop b3
    Score::new(14, -8), // psqt bishop c3
    Score::new(6, 10), // psqt bishop d3
    Score::new(6, 10), // psqt bishop e3
    Score::new(14, -8), // psqt bishop f3
    Score::new(7, -6), // psqt bishop g3
    Score::new(2, 3), // psqt bishop h3
    Score::new(-1, 14), // psqt bishop a4
    Score::new(12, -5), // psqt bishop b4
    Score::new(-2, 6), // psqt bishop c4
    Score::new(15, 9), // psqt bishop d4
    Score::new(15, 9), // psqt bishop e4
    Score::new(-2, 6), // psqt bishop f4
    Score::new(12, -5), // psqt bishop g4
    Score::new(-1, 14), // psqt bishop h4
    Score::new(6, 3), // psqt bishop a5
    Score::new(-9, 1), // psqt bishop b5
    Score::new(-16, 15), // psqt bishop c5
    Score::new(2, 8), // psqt bishop d5
    Score::new(2, 8), // psqt bishop e5
    Score::new(-16, 15), // psqt bishop f5
    Score::new(-9, 1), // psqt bishop g5
    Score::new(6, 3), // psqt bishop h5
    Score::new(-3, -18), // psqt bishop a6
    Score::new(-11, 5), // psqt bishop b6
    Score::new(16, 21), // psqt bishop c6
    Score::new(4, 5), // psqt bishop d6
    Score::new(4, 5), // psqt bishop e6
    Score::new(16, 21), // psqt bishop f6
    Score::new(-11, 5), // psqt bishop g6
    Score::new(-3, -18), // psqt bishop h6
    Score::new(-49, -9), // psqt bishop a7
    Score::new(-8, -4), // psqt bishop b7
    Score::new(-3, -10), // psqt bishop c7
    Score::new(11, 13), // psqt bishop d7
    Score::new(11, 13), // psqt bishop e7
    Score::new(-3, -10), // psqt bishop f7
    Score::new(-8, -4), // psqt bishop g7
    Score::new(-49, -9), // psqt bishop h7
    Score::new(9, -4), // psqt bishop a8
    Score::new(-23, -30), // psqt bishop b8
    Score::new(-11, -10), // psqt bishop c8
    Score::new(4, -8), // psqt bishop d8
    Score::new(4, -8), // psqt bishop e8
    Score::new(-11, -10), // psqt bishop f8
    Score::new(-23, -30), // psqt bishop g8
    Score::new(9, -4), // psqt bishop h8
    Score::new(-12, -16), // psqt rook a1
    Score::new(-15, 8), // psqt rook b1
    Score::new(0, 6), // psqt rook c1
    Score::new(12, -13), // psqt rook d1
    Score::new(12, -13), // psqt rook e1
    Score::new(0, 6), // psqt rook f1
    Score::new(-15, 8), // psqt rook g1
    Score::new(-12, -16), // psqt rook h1
    Score::new(-30, -4), // psqt rook a2
    Score::new(-18, -3), // psqt rook b2
    Score::new(9, -15), // psqt rook c2
    Score::new(-9, 1), // psqt rook d2
    Score::new(-9, 1), // psqt rook e2
    Score::new(9, -15), // psqt rook f2
    Score::new(-18, -3), // psqt rook g2
    Score::new(-30, -4), // psqt rook h2
    Score::new(-26, 4), // psqt rook a3
    Score::new(-20, 14), // psqt rook b3
    Score::new(-7, 8), // psqt rook c3
    Score::new(-8, 8), // psqt rook d3
    Score::new(-8, 8), // psqt rook e3
    Score::new(-7, 8), // psqt rook f3
    Score::new(-20, 14), // psqt rook g3
    Score::new(-26, 4), // psqt rook h3
    Score::new(-29, 14), // psqt rook a4
    Score::new(-11, 11), // psqt rook b4
    Score::new(-23, 30), // psqt rook c4
    Score::new(16, 8), // psqt rook d4
    Score::new(16, 8), // psqt rook e4
    Score::new(-23, 30), // psqt rook f4
    Score::new(-11, 11), // psqt rook g4
    Score::new(-29, 14), // psqt rook h4
    Score::new(6, 12), // psqt rook a5
    Score::new(36, 11), // psqt rook b5
    Score::new(10, 20), // psqt rook c5
    Score::new(43, 3), // psqt rook d5
    Score::new(43, 3), // psqt rook e5
    Score::new(10, 20), // psqt rook f5
    Score::new(36, 11), // psqt rook g5
    Score::new(6, 12), // psqt rook h5
    Score::new(1, 27), // psqt rook a6
    Score::new(31, 27), // psqt rook b6
    Score::new(34, 5), // psqt rook c6
    Score::new(53, -5), // psqt rook d6
    Score::new(53, -5), // psqt rook e6
    Score::new(34, 5), // psqt rook f6
    Score::new(31, 27), // psqt rook g6
    Score::new(1, 27), // psqt rook h6
    Score::new(-1, 21), // psqt rook a7
    Score::new(20, 32), // psqt rook b7
    Score::new(32, 7), // psqt rook c7
    Score::new(44, 21), // psqt rook d7
    Score::new(44, 21), // psqt rook e7
    Score::new(32, 7), // psqt rook f7
    Score::new(20, 32), // psqt rook g7
    Score::new(-1, 21), // psqt rook h7
    Score::new(28, 28), // psqt rook a8
    Score::new(12, 33), // psqt rook b8
    Score::new(30, 30), // psqt rook c8
    Score::new(16, 20), // psqt rook d8
    Score::new(16, 20), // psqt rook e8
    Score::new(30, 30), // psqt rook f8
    Score::new(12, 33), // psqt rook g8
    Score::new(28, 28), // psqt rook h8
    Score::new(-4, -16), // psqt queen a1
    Score::new(-3, -10), // psqt queen b1
    Score::new(-22, -35), // psqt queen c1
    Score::new(-1, -27), // psqt queen d1
    Score::new(-1, -27), // psqt queen e1
    Score::new(-22, -35), // psqt queen f1
    Score::new(-3, -10), // psqt queen g1
    Score::new(-4, -16), // psqt queen h1
    Score::new(10, 1), // psqt queen a2
    Score::new(-10, 2), // psqt queen b2
    Score::new(5, -27), // psqt queen c2
    Score::new(9, -12), // psqt queen d2
    Score::new(9, -12), // psqt queen e2
    Score::new(5, -27), // psqt queen f2
    Score::new(-10, 2), // psqt queen g2
    Score::new(10, 1), // psqt queen h2
    Score::new(-25, -2), // psqt queen a3
    Score::new(-4, 18), // psqt queen b3
    Score::new(4, 0), // psqt queen c3
    Score::new(-1, -4), // psqt queen d3
    Score::new(-1, -4), // psqt queen e3
    Score::new(4, 0), // psqt queen f3
    Score::new(-4, 18), // psqt queen g3
    Score::new(-25, -2), // psqt queen h3
    Score::new(-12, -5), // psqt queen a4
    Score::new(8, 30), // psqt queen b4
    Score::new(-14, 62), // psqt queen c4
    Score::new(3, 25), // psqt queen d4
    Score::new(3, 25), // psqt queen e4
    Score::new(-14, 62), // psqt queen f4
    Score::new(8, 30), // psqt queen g4
    Score::new(-12, -5), // psqt queen h4
    Score::new(4, 15), // psqt queen a5
    Score::new(-4, 28), // psqt queen b5
    Score::new(-1, 28), // psqt queen c5
    Score::new(15, 34), // psqt queen d5
    Score::new(15, 34), // psqt queen e5
    Score::new(-1, 28), // psqt queen f5
    Score::new(-4, 28), // psqt queen g5
    Score::new(4, 15), // psqt queen h5
    Score::new(-14, 19), // psqt queen a6
    Score::new(11, 35), // psqt queen b6
    Score::new(17, 28), // psqt queen c6
    Score::new(19, 33), // psqt queen d6
    Score::new(19, 33), // psqt queen e6
    Score::new(17, 28), // psqt queen f6
    Score::new(11, 35), // psqt queen g6
    Score::new(-14, 19), // psqt queen h6
    Score::new(-3, 12), // psqt queen a7
    Score::new(-31, 26), // psqt queen b7
    Score::new(-3, 50), // psqt queen c7
    Score::new(14, 24), // psqt queen d7
    Score::new(14, 24), // psqt queen e7
    Score::new(-3, 50), // psqt queen f7
    Score::new(-31, 26), // psqt queen g7
    Score::new(-3, 12), // psqt queen h7
    Score::new(-24, 10), // psqt queen a8
    Score::new(25, 14), // psqt queen b8
    Score::new(4, 15), // psqt queen c8
    Score::new(-3, 13), // psqt queen d8
    Score::new(-3, 13), // psqt queen e8
    Score::new(4, 15), // psqt queen f8
    Score::new(25, 14), // psqt queen g8
    Score::new(-24, 10), // psqt queen h8
    Score::new(-4, -26), // psqt king a1
    Score::new(22, -20), // psqt king b1
    Score::new(-21, -3), // psqt king c1
    Score::new(-18, -30), // psqt king d1
    Score::new(-18, -30), // psqt king e1
    Score::new(-21, -3), // psqt king f1
    Score::new(22, -20), // psqt king g1
    Score::new(-4, -26), // psqt king h1
    Score::new(14, 4), // psqt king a2
    Score::new(26, -8), // psqt king b2
    Score::new(-26, 14), // psqt king c2
    Score::new(-41, 15), // psqt king d2
    Score::new(-41, 15), // psqt king e2
    Score::new(-26, 14), // psqt king f2
    Score::new(26, -8), // psqt king g2
    Score::new(14, 4), // psqt king h2
    Score::new(-1, 16), // psqt king a3
    Score::new(22, 7), // psqt king b3
    Score::new(-11, 23), // psqt king c3
    Score::new(-36, 39), // psqt king d3
    Score::new(-36, 39), // psqt king e3
    Score::new(-11, 23), // psqt king f3
    Score::new(22, 7), // psqt king g3
    Score::new(-1, 16), // psqt king h3
    Score::new(-11, 21), // psqt king a4
    Score::new(16, 25), // psqt king b4
    Score::new(5, 35), // psqt king c4
    Score::new(-19, 52), // psqt king d4
    Score::new(-19, 52), // psqt king e4
    Score::new(5, 35), // psqt king f4
    Score::new(16, 25), // psqt king g4
    Score::new(-11, 21), // psqt king h4
    Score::new(0, 43), // psqt king a5
    Score::new(15, 44), // psqt king b5
    Score::new(8, 60), // psqt king c5
    Score::new(4, 54), // psqt king d5
    Score::new(4, 54), // psqt king e5
    Score::new(8, 60), // psqt king f5
    Score::new(15, 44), // psqt king g5
    Score::new(0, 43), // psqt king h5
    Score::new(15, 53), // psqt king a6
    Score::new(16, 59), // psqt king b6
    Score::new(2, 49), // psqt king c6
    Score::new(12, 59), // psqt king d6
    Score::new(12, 59), // psqt king e6
    Score::new(2, 49), // psqt king f6
    Score::new(16, 59), // psqt king g6
    Score::new(15, 53), // psqt king h6
    Score::new(7, 41), // psqt king a7
    Score::new(7, 27), // psqt king b7
    Score::new(10, 55), // psqt king c7
    Score::new(11, 48), // psqt king d7
    Score::new(11, 48), // psqt king e7
    Score::new(10, 55), // psqt king f7
    Score::new(7, 27), // psqt king g7
    Score::new(7, 41), // psqt king h7
    Score::new(-1, 24), // psqt king a8
    Score::new(6, 33), // psqt king b8
    Score::new(3, 32), // psqt king c8
    Score::new(0, 17), // psqt king d8
    Score::new(0, 17), // psqt king e8
    Score::new(3, 32), // psqt king f8
    Score::new(6, 33), // psqt king g8
    Score::new(-1, 24), // psqt king h8
    Score::new(-71, -21), // mobility knight 0
    Score::new(-44, -56), // mobility knight 1
    Score::new(-23, -44), // mobility knight 2
    Score::new(-12, -22), // mobility knight 3
    Score::new(-2, -6), // mobility knight 4
    Score::new(4, 8), // mobility knight 5
    Score::new(13, 20), // mobility knight 6
    Score::new(15, 26), // mobility knight 7
    Score::new(18, 14), // mobility knight 8
    Score::new(-44, -31), // mobility bishop 0
    Score::new(-29, -40), // mobility bishop 1
    Score::new(-17, -30), // mobility bishop 2
    Score::new(-9, -16), // mobility bishop 3
    Score::new(0, -3), // mobility bishop 4
    Score::new(5, 12), // mobility bishop 5
    Score::new(7, 13), // mobility bishop 6
    Score::new(8, 15), // mobility bishop 7
    Score::new(13, 26), // mobility bishop 8
    Score::new(20, 16), // mobility bishop 9
    Score::new(19, 9), // mobility bishop 10
    Score::new(35, 9), // mobility bishop 11
    Score::new(5, 11), // mobility bishop 12
    Score::new(15, 23), // mobility bishop 13
    Score::new(-97, -44), // mobility rook 0
    Score::new(-41, -58), // mobility rook 1
    Score::new(-21, -33), // mobility rook 2
    Score::new(-14, -31), // mobility rook 3
    Score::new(-7, -24), // mobility rook 4
    Score::new(-4, -16), // mobility rook 5
    Score::new(-5, 7), // mobility rook 6
    Score::new(8, 5), // mobility rook 7
    Score::new(0, 15), // mobility rook 8
    Score::new(8, 16), // mobility rook 9
    Score::new(6, 25), // mobility rook 10
    Score::new(13, 28), // mobility rook 11
    Score::new(19, 33), // mobility rook 12
    Score::new(28, 31), // mobility rook 13
    Score::new(32, 31), // mobility rook 14
    Score::new(-6, -16), // mobility queen 0
    Score::new(-28, -5), // mobility queen 1
    Score::new(-30, -9), // mobility queen 2
    Score::new(-31, -7), // mobility queen 3
    Score::new(-36, -5), // mobility queen 4
    Score::new(-16, -17), // mobility queen 5
    Score::new(-21, 3), // mobility queen 6
    Score::new(-12, -17), // mobility queen 7
    Score::new(-9, -21), // mobility queen 8
    Score::new(-6, 8), // mobility queen 9
    Score::new(1, 0), // mobility queen 10
    Score::new(8, -7), // mobility queen 11
    Score::new(9, -2), // mobility queen 12
    Score::new(8, 13), // mobility queen 13
    Score::new(14, 7), // mobility queen 14
    Score::new(8, 22), // mobility queen 15
    Score::new(6, 20), // mobility queen 16
    Score::new(8, 19), // mobility queen 17
    Score::new(13, 8), // mobility queen 18
    Score::new(23, 5), // mobility queen 19
    Score::new(16, -1), // mobility queen 20
    Score::new(8, 5), // mobility queen 21
    Score::new(7, -3), // mobility queen 22
    Score::new(7, -5), // mobility queen 23
    Score::new(2, -3), // mobility queen 24
    Score::new(-1, -5), // mobility queen 25
    Score::new(-2, -2), // mobility queen 26
    Score::new(-2, 0), // mobility queen 27
    Score::new(4, -25), // doubled pawn
    Score::new(-6, -16), // isolated pawn
    Score::new(0, -39), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(0, 1), // connected pawn rank 1
    Score::new(20, -3), // connected pawn rank 2
    Score::new(15, 8), // connected pawn rank 3
    Score::new(19, 32), // connected pawn rank 4
    Score::new(11, 75), // connected pawn rank 5
    Score::new(24, 47), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(55, 11), // passed pawn rank 1
    Score::new(16, 24), // passed pawn rank 2
    Score::new(-1, 46), // passed pawn rank 3
    Score::new(-7, 59), // passed pawn rank 4
    Score::new(37, 57), // passed pawn rank 5
    Score::new(23, 33), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(-5, 3), // passer own king distance rank 1
    Score::new(13, -8), // passer own king distance rank 2
    Score::new(15, -19), // passer own king distance rank 3
    Score::new(6, -17), // passer own king distance rank 4
    Score::new(14, -23), // passer own king distance rank 5
    Score::new(14, -19), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-11, 3), // passer enemy king distance rank 1
    Score::new(-19, 5), // passer enemy king distance rank 2
    Score::new(-19, 22), // passer enemy king distance rank 3
    Score::new(-5, 31), // passer enemy king distance rank 4
    Score::new(-18, 53), // passer enemy king distance rank 5
    Score::new(2, 74), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(-2, 5), // passer free path rank 1
    Score::new(7, 6), // passer free path rank 2
    Score::new(-29, 18), // passer free path rank 3
    Score::new(5, 27), // passer free path rank 4
    Score::new(7, 43), // passer free path rank 5
    Score::new(39, 94), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(0, 44), // unstoppable passer
    Score::new(62, 64), // king danger units 0
    Score::new(58, 36), // king danger units 1
    Score::new(86, 49), // king danger units 2
    Score::new(52, 38), // king danger units 3
    Score::new(55, 40), // king danger units 4
    Score::new(36, 39), // king danger units 5
    Score::new(57, 30), // king danger units 6
    Score::new(42, 10), // king danger units 7
    Score::new(36, 2), // king danger units 8
    Score::new(41, -14), // king danger units 9
    Score::new(14, -1), // king danger units 10
    Score::new(2, -15), // king danger units 11
    Score::new(-40, -8), // king danger units 12
    Score::new(-36, -23), // king danger units 13
    Score::new(-48, -26), // king danger units 14
    Score::new(-67, -29), // king danger units 15
    Score::new(-79, -37), // king danger units 16
    Score::new(-53, -30), // king danger units 17
    Score::new(-55, -32), // king danger units 18
    Score::new(-57, -30), // king danger units 19
    Score::new(-39, -25), // king danger units 20
    Score::new(-28, -15), // king danger units 21
    Score::new(-21, -13), // king danger units 22
    Score::new(-18, -8), // king danger units 23
    Score::new(13, 5), // pawn shield distance 0
    Score::new(4, 11), // pawn shield distance 1
    Score::new(-4, -6), // pawn shield distance 2
    Score::new(-25, 31), // pawn shield distance 3
    Score::new(12, 3), // pawn storm distance 0
    Score::new(-28, 0), // pawn storm distance 1
    Score::new(-1, 6), // pawn storm distance 2
    Score::new(7, 6), // pawn storm distance 3
    Score::new(-3, 26), // pawn storm distance 4
    Score::new(-19, -40), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(48, 17), // threat by pawn on knight
    Score::new(40, 33), // threat by pawn on bishop
    Score::new(31, 20), // threat by pawn on rook
    Score::new(34, 0), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(-1, 7), // threat by minor on pawn
    Score::new(22, 47), // threat by minor on knight
    Score::new(39, 23), // threat by minor on bishop
    Score::new(50, 18), // threat by minor on rook
    Score::new(44, 20), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(-11, 16), // threat by rook on pawn
    Score::new(4, 49), // threat by rook on knight
    Score::new(10, 34), // threat by rook on bishop
    Score::new(0, -1), // threat by rook on rook
    Score::new(49, 13), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(5, 31), // hanging pawn
    Score::new(12, 10), // hanging knight
    Score::new(16, 10), // hanging bishop
    Score::new(12, 12), // hanging rook
    Score::new(7, -6), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(32, -3), // rook open file
    Score::new(17, 5), // rook half-open file
    Score::new(-4, 27), // rook seventh rank
    Score::new(30, 32), // knight outpost
    Score::new(29, 14), // bishop outpost
    Score::new(-3, -7), // bishop own pawns on colour
    Score::new(9, 6), // tempo
];
