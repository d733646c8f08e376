//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data combined6.epd --seed 1 --epochs 300 --validation 0.1 --lr 1 --l2 1e-9 --min-support 100 --anchor 1e-8 --psqt-shape mirrored`:
//! 2894013 training and 321556 validation positions, K = 0.9806,
//! training error 0.095138 -> 0.094872, validation error 0.095027 -> 0.094858, 636 s.
//! Started from the round-5 weights (a6efd8e).
//! `combined6.epd` is round 5's `combined5.epd` followed by 1,651,087 sorted positions from the
//! round-5 engine's self-play (`slate datagen --games 30000 --seed 200000`, stopped early);
//! `docs/eval.md` ("Tuning", round 6) gives the commands.

use super::params::N_PARAMS;
use crate::material::Score;

/// Every weight, indexed as `params.rs` lays them out.
#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(48, 52), // piece value pawn
    Score::new(301, 271), // piece value knight
    Score::new(322, 271), // piece value bishop
    Score::new(427, 447), // piece value rook
    Score::new(876, 870), // piece value queen
    Score::new(33, 57), // bishop pair
    Score::new(3, 12), // knight per pawn above 5
    Score::new(6, 3), // rook per pawn above 5
    Score::new(-21, -29), // rook pair
    Score::new(-11, -8), // rook beside queen
    Score::new(11, 28), // psqt pawn a1
    Score::new(11, 28), // psqt pawn b1
    Score::new(11, 28), // psqt pawn c1
    Score::new(11, 28), // psqt pawn d1
    Score::new(11, 28), // psqt pawn e1
    Score::new(11, 28), // psqt pawn f1
    Score::new(11, 28), // psqt pawn g1
    Score::new(11, 28), // psqt pawn h1
    Score::new(-7, -11), // psqt pawn a2
    Score::new(11, 8), // psqt pawn b2
    Score::new(13, 12), // psqt pawn c2
    Score::new(-2, 22), // psqt pawn d2
    Score::new(-2, 22), // psqt pawn e2
    Score::new(13, 12), // psqt pawn f2
    Score::new(11, 8), // psqt pawn g2
    Score::new(-7, -11), // psqt pawn h2
    Score::new(-7, -3), // psqt pawn a3
    Score::new(-10, -3), // psqt pawn b3
    Score::new(-6, -7), // psqt pawn c3
    Score::new(-1, 8), // psqt pawn d3
    Score::new(-1, 8), // psqt pawn e3
    Score::new(-6, -7), // psqt pawn f3
    Score::new(-10, -3), // psqt pawn g3
    Score::new(-7, -3), // psqt pawn h3
    Score::new(-7, 2), // psqt pawn a4
    Score::new(-13, 4), // psqt pawn b4
    Score::new(4, -7), // psqt pawn c4
    Score::new(9, -18), // psqt pawn d4
    Score::new(9, -18), // psqt pawn e4
    Score::new(4, -7), // psqt pawn f4
    Score::new(-13, 4), // psqt pawn g4
    Score::new(-7, 2), // psqt pawn h4
    Score::new(-2, 6), // psqt pawn a5
    Score::new(-8, 10), // psqt pawn b5
    Score::new(5, -6), // psqt pawn c5
    Score::new(4, -15), // psqt pawn d5
    Score::new(4, -15), // psqt pawn e5
    Score::new(5, -6), // psqt pawn f5
    Score::new(-8, 10), // psqt pawn g5
    Score::new(-2, 6), // psqt pawn h5
    Score::new(3, 11), // psqt pawn a6
    Score::new(16, 24), // psqt pawn b6
    Score::new(-2, 32), // psqt pawn c6
    Score::new(12, 20), // psqt pawn d6
    Score::new(12, 20), // psqt pawn e6
    Score::new(-2, 32), // psqt pawn f6
    Score::new(16, 24), // psqt pawn g6
    Score::new(3, 11), // psqt pawn h6
    Score::new(5, -13), // psqt pawn a7
    Score::new(-5, 30), // psqt pawn b7
    Score::new(18, 32), // psqt pawn c7
    Score::new(18, 28), // psqt pawn d7
    Score::new(18, 28), // psqt pawn e7
    Score::new(18, 32), // psqt pawn f7
    Score::new(-5, 30), // psqt pawn g7
    Score::new(5, -13), // psqt pawn h7
    Score::new(11, 28), // psqt pawn a8
    Score::new(11, 28), // psqt pawn b8
    Score::new(11, 28), // psqt pawn c8
    Score::new(11, 28), // psqt pawn d8
    Score::new(11, 28), // psqt pawn e8
    Score::new(11, 28), // psqt pawn f8
    Score::new(11, 28), // psqt pawn g8
    Score::new(11, 28), // psqt pawn h8
    Score::new(-27, 4), // psqt knight a1
    Score::new(-10, -22), // psqt knight b1
    Score::new(-21, -23), // psqt knight c1
    Score::new(-20, 8), // psqt knight d1
    Score::new(-20, 8), // psqt knight e1
    Score::new(-21, -23), // psqt knight f1
    Score::new(-10, -22), // psqt knight g1
    Score::new(-27, 4), // psqt knight h1
    Score::new(-15, -29), // psqt knight a2
    Score::new(-24, -3), // psqt knight b2
    Score::new(-7, -12), // psqt knight c2
    Score::new(0, -5), // psqt knight d2
    Score::new(0, -5), // psqt knight e2
    Score::new(-7, -12), // psqt knight f2
    Score::new(-24, -3), // psqt knight g2
    Score::new(-15, -29), // psqt knight h2
    Score::new(-18, -11), // psqt knight a3
    Score::new(-5, -1), // psqt knight b3
    Score::new(0, -9), // psqt knight c3
    Score::new(0, 27), // psqt knight d3
    Score::new(0, 27), // psqt knight e3
    Score::new(0, -9), // psqt knight f3
    Score::new(-5, -1), // psqt knight g3
    Score::new(-18, -11), // psqt knight h3
    Score::new(-2, -3), // psqt knight a4
    Score::new(-16, -17), // psqt knight b4
    Score::new(13, 14), // psqt knight c4
    Score::new(19, 26), // psqt knight d4
    Score::new(19, 26), // psqt knight e4
    Score::new(13, 14), // psqt knight f4
    Score::new(-16, -17), // psqt knight g4
    Score::new(-2, -3), // psqt knight h4
    Score::new(-3, -8), // psqt knight a5
    Score::new(-6, 3), // psqt knight b5
    Score::new(21, 23), // psqt knight c5
    Score::new(10, 25), // psqt knight d5
    Score::new(10, 25), // psqt knight e5
    Score::new(21, 23), // psqt knight f5
    Score::new(-6, 3), // psqt knight g5
    Score::new(-3, -8), // psqt knight h5
    Score::new(-34, -3), // psqt knight a6
    Score::new(-33, 7), // psqt knight b6
    Score::new(9, 14), // psqt knight c6
    Score::new(10, 10), // psqt knight d6
    Score::new(10, 10), // psqt knight e6
    Score::new(9, 14), // psqt knight f6
    Score::new(-33, 7), // psqt knight g6
    Score::new(-34, -3), // psqt knight h6
    Score::new(-40, -2), // psqt knight a7
    Score::new(-23, -16), // psqt knight b7
    Score::new(-14, 11), // psqt knight c7
    Score::new(9, 9), // psqt knight d7
    Score::new(9, 9), // psqt knight e7
    Score::new(-14, 11), // psqt knight f7
    Score::new(-23, -16), // psqt knight g7
    Score::new(-40, -2), // psqt knight h7
    Score::new(-70, -32), // psqt knight a8
    Score::new(-20, 3), // psqt knight b8
    Score::new(-27, -12), // psqt knight c8
    Score::new(-9, -11), // psqt knight d8
    Score::new(-9, -11), // psqt knight e8
    Score::new(-27, -12), // psqt knight f8
    Score::new(-20, 3), // psqt knight g8
    Score::new(-70, -32), // psqt knight h8
    Score::new(6, -22), // psqt bishop a1
    Score::new(-9, -21), // psqt bishop b1
    Score::new(-11, 7), // psqt bishop c1
    Score::new(-14, -18), // psqt bishop d1
    Score::new(-14, -18), // psqt bishop e1
    Score::new(-11, 7), // psqt bishop f1
    Score::new(-9, -21), // psqt bishop g1
    Score::new(6, -22), // psqt bishop h1
    Score::new(0, -19), // psqt bishop a2
    Score::new(6, -11), // psqt bishop b2
    Score::new(3, -11), // psqt bishop c2
    Score::new(-4, 3), // psqt bishop d2
    Score::new(-4, 3), // psqt bishop e2
    Score::new(3, -11), // psqt bishop f2
    Score::new(6, -11), // psqt bishop g2
    Score::new(0, -19), // psqt bishop h2
    Score::new(-1, 6), // psqt bishop a3
    Score::new(4, -4), // psqt bishop b3
    Score::new(3, 2), // psqt bishop c3
    Score::new(6, 12), // psqt bishop d3
    Score::new(6, 12), // psqt bishop e3
    Score::new(3, 2), // psqt bishop f3
    Score::new(4, -4), // psqt bishop g3
    Score::new(-1, 6), // psqt bishop h3
    Score::new(-4, -16), // psqt bishop a4
    Score::new(2, -10), // psqt bishop b4
    Score::new(6, -1), // psqt bishop c4
    Score::new(15, 9), // psqt bishop d4
    Score::new(15, 9), // psqt bishop e4
    Score::new(6, -1), // psqt bishop f4
    Score::new(2, -10), // psqt bishop g4
    Score::new(-4, -16), // psqt bishop h4
    Score::new(5, -7), // psqt bishop a5
    Score::new(-7, -1), // psqt bishop b5
    Score::new(-6, 6), // psqt bishop c5
    Score::new(8, 5), // psqt bishop d5
    Score::new(8, 5), // psqt bishop e5
    Score::new(-6, 6), // psqt bishop f5
    Score::new(-7, -1), // psqt bishop g5
    Score::new(5, -7), // psqt bishop h5
    Score::new(4, -15), // psqt bishop a6
    Score::new(-17, 7), // psqt bishop b6
    Score::new(11, 18), // psqt bishop c6
    Score::new(6, 3), // psqt bishop d6
    Score::new(6, 3), // psqt bishop e6
    Score::new(11, 18), // psqt bishop f6
    Score::new(-17, 7), // psqt bishop g6
    Score::new(4, -15), // psqt bishop h6
    Score::new(-35, -14), // psqt bishop a7
    Score::new(-5, 1), // psqt bishop b7
    Score::new(-12, -17), // psqt bishop c7
    Score::new(-1, 1), // psqt bishop d7
    Score::new(-1, 1), // psqt bishop e7
    Score::new(-12, -17), // psqt bishop f7
    Score::new(-5, 1), // psqt bishop g7
    Score::new(-35, -14), // psqt bishop h7
    Score::new(15, -1), // psqt bishop a8
    Score::new(-17, -31), // psqt bishop b8
    Score::new(-16, -2), // psqt bishop c8
    Score::new(-7, -18), // psqt bishop d8
    Score::new(-7, -18), // psqt bishop e8
    Score::new(-16, -2), // psqt bishop f8
    Score::new(-17, -31), // psqt bishop g8
    Score::new(15, -1), // psqt bishop h8
    Score::new(-12, -12), // psqt rook a1
    Score::new(-13, 3), // psqt rook b1
    Score::new(1, 2), // psqt rook c1
    Score::new(7, -15), // psqt rook d1
    Score::new(7, -15), // psqt rook e1
    Score::new(1, 2), // psqt rook f1
    Score::new(-13, 3), // psqt rook g1
    Score::new(-12, -12), // psqt rook h1
    Score::new(-32, 0), // psqt rook a2
    Score::new(-14, -11), // psqt rook b2
    Score::new(2, -10), // psqt rook c2
    Score::new(-8, -5), // psqt rook d2
    Score::new(-8, -5), // psqt rook e2
    Score::new(2, -10), // psqt rook f2
    Score::new(-14, -11), // psqt rook g2
    Score::new(-32, 0), // psqt rook h2
    Score::new(-18, 0), // psqt rook a3
    Score::new(-16, 4), // psqt rook b3
    Score::new(-3, 6), // psqt rook c3
    Score::new(-2, 8), // psqt rook d3
    Score::new(-2, 8), // psqt rook e3
    Score::new(-3, 6), // psqt rook f3
    Score::new(-16, 4), // psqt rook g3
    Score::new(-18, 0), // psqt rook h3
    Score::new(-20, 9), // psqt rook a4
    Score::new(-18, 9), // psqt rook b4
    Score::new(-18, 25), // psqt rook c4
    Score::new(11, 15), // psqt rook d4
    Score::new(11, 15), // psqt rook e4
    Score::new(-18, 25), // psqt rook f4
    Score::new(-18, 9), // psqt rook g4
    Score::new(-20, 9), // psqt rook h4
    Score::new(2, 17), // psqt rook a5
    Score::new(26, 16), // psqt rook b5
    Score::new(7, 28), // psqt rook c5
    Score::new(41, 2), // psqt rook d5
    Score::new(41, 2), // psqt rook e5
    Score::new(7, 28), // psqt rook f5
    Score::new(26, 16), // psqt rook g5
    Score::new(2, 17), // psqt rook h5
    Score::new(8, 23), // psqt rook a6
    Score::new(39, 22), // psqt rook b6
    Score::new(31, 14), // psqt rook c6
    Score::new(60, 0), // psqt rook d6
    Score::new(60, 0), // psqt rook e6
    Score::new(31, 14), // psqt rook f6
    Score::new(39, 22), // psqt rook g6
    Score::new(8, 23), // psqt rook h6
    Score::new(6, 13), // psqt rook a7
    Score::new(12, 26), // psqt rook b7
    Score::new(22, 14), // psqt rook c7
    Score::new(51, 9), // psqt rook d7
    Score::new(51, 9), // psqt rook e7
    Score::new(22, 14), // psqt rook f7
    Score::new(12, 26), // psqt rook g7
    Score::new(6, 13), // psqt rook h7
    Score::new(11, 32), // psqt rook a8
    Score::new(18, 32), // psqt rook b8
    Score::new(23, 27), // psqt rook c8
    Score::new(19, 16), // psqt rook d8
    Score::new(19, 16), // psqt rook e8
    Score::new(23, 27), // psqt rook f8
    Score::new(18, 32), // psqt rook g8
    Score::new(11, 32), // psqt rook h8
    Score::new(-11, -12), // psqt queen a1
    Score::new(3, -12), // psqt queen b1
    Score::new(-20, -39), // psqt queen c1
    Score::new(-1, -26), // psqt queen d1
    Score::new(-1, -26), // psqt queen e1
    Score::new(-20, -39), // psqt queen f1
    Score::new(3, -12), // psqt queen g1
    Score::new(-11, -12), // psqt queen h1
    Score::new(4, 5), // psqt queen a2
    Score::new(-9, -17), // psqt queen b2
    Score::new(7, -35), // psqt queen c2
    Score::new(5, -10), // psqt queen d2
    Score::new(5, -10), // psqt queen e2
    Score::new(7, -35), // psqt queen f2
    Score::new(-9, -17), // psqt queen g2
    Score::new(4, 5), // psqt queen h2
    Score::new(-18, -20), // psqt queen a3
    Score::new(-2, 11), // psqt queen b3
    Score::new(0, 10), // psqt queen c3
    Score::new(-2, 6), // psqt queen d3
    Score::new(-2, 6), // psqt queen e3
    Score::new(0, 10), // psqt queen f3
    Score::new(-2, 11), // psqt queen g3
    Score::new(-18, -20), // psqt queen h3
    Score::new(-11, -2), // psqt queen a4
    Score::new(2, 18), // psqt queen b4
    Score::new(-12, 53), // psqt queen c4
    Score::new(1, 37), // psqt queen d4
    Score::new(1, 37), // psqt queen e4
    Score::new(-12, 53), // psqt queen f4
    Score::new(2, 18), // psqt queen g4
    Score::new(-11, -2), // psqt queen h4
    Score::new(-1, 11), // psqt queen a5
    Score::new(-7, 28), // psqt queen b5
    Score::new(6, 27), // psqt queen c5
    Score::new(10, 42), // psqt queen d5
    Score::new(10, 42), // psqt queen e5
    Score::new(6, 27), // psqt queen f5
    Score::new(-7, 28), // psqt queen g5
    Score::new(-1, 11), // psqt queen h5
    Score::new(-17, 18), // psqt queen a6
    Score::new(7, 40), // psqt queen b6
    Score::new(20, 28), // psqt queen c6
    Score::new(24, 29), // psqt queen d6
    Score::new(24, 29), // psqt queen e6
    Score::new(20, 28), // psqt queen f6
    Score::new(7, 40), // psqt queen g6
    Score::new(-17, 18), // psqt queen h6
    Score::new(-9, 15), // psqt queen a7
    Score::new(-29, 18), // psqt queen b7
    Score::new(9, 27), // psqt queen c7
    Score::new(13, 24), // psqt queen d7
    Score::new(13, 24), // psqt queen e7
    Score::new(9, 27), // psqt queen f7
    Score::new(-29, 18), // psqt queen g7
    Score::new(-9, 15), // psqt queen h7
    Score::new(-18, 9), // psqt queen a8
    Score::new(15, 11), // psqt queen b8
    Score::new(10, 12), // psqt queen c8
    Score::new(0, 12), // psqt queen d8
    Score::new(0, 12), // psqt queen e8
    Score::new(10, 12), // psqt queen f8
    Score::new(15, 11), // psqt queen g8
    Score::new(-18, 9), // psqt queen h8
    Score::new(2, -28), // psqt king a1
    Score::new(24, -17), // psqt king b1
    Score::new(-22, 0), // psqt king c1
    Score::new(-13, -32), // psqt king d1
    Score::new(-13, -32), // psqt king e1
    Score::new(-22, 0), // psqt king f1
    Score::new(24, -17), // psqt king g1
    Score::new(2, -28), // psqt king h1
    Score::new(14, 2), // psqt king a2
    Score::new(14, -3), // psqt king b2
    Score::new(-29, 13), // psqt king c2
    Score::new(-38, 15), // psqt king d2
    Score::new(-38, 15), // psqt king e2
    Score::new(-29, 13), // psqt king f2
    Score::new(14, -3), // psqt king g2
    Score::new(14, 2), // psqt king h2
    Score::new(-17, 18), // psqt king a3
    Score::new(10, 8), // psqt king b3
    Score::new(-14, 19), // psqt king c3
    Score::new(-32, 31), // psqt king d3
    Score::new(-32, 31), // psqt king e3
    Score::new(-14, 19), // psqt king f3
    Score::new(10, 8), // psqt king g3
    Score::new(-17, 18), // psqt king h3
    Score::new(-9, 18), // psqt king a4
    Score::new(15, 23), // psqt king b4
    Score::new(-4, 31), // psqt king c4
    Score::new(-10, 40), // psqt king d4
    Score::new(-10, 40), // psqt king e4
    Score::new(-4, 31), // psqt king f4
    Score::new(15, 23), // psqt king g4
    Score::new(-9, 18), // psqt king h4
    Score::new(-1, 40), // psqt king a5
    Score::new(13, 38), // psqt king b5
    Score::new(9, 44), // psqt king c5
    Score::new(1, 43), // psqt king d5
    Score::new(1, 43), // psqt king e5
    Score::new(9, 44), // psqt king f5
    Score::new(13, 38), // psqt king g5
    Score::new(-1, 40), // psqt king h5
    Score::new(6, 33), // psqt king a6
    Score::new(13, 48), // psqt king b6
    Score::new(8, 43), // psqt king c6
    Score::new(9, 42), // psqt king d6
    Score::new(9, 42), // psqt king e6
    Score::new(8, 43), // psqt king f6
    Score::new(13, 48), // psqt king g6
    Score::new(6, 33), // psqt king h6
    Score::new(0, 19), // psqt king a7
    Score::new(7, 28), // psqt king b7
    Score::new(6, 30), // psqt king c7
    Score::new(8, 42), // psqt king d7
    Score::new(8, 42), // psqt king e7
    Score::new(6, 30), // psqt king f7
    Score::new(7, 28), // psqt king g7
    Score::new(0, 19), // psqt king h7
    Score::new(-3, 17), // psqt king a8
    Score::new(4, 33), // psqt king b8
    Score::new(0, 23), // psqt king c8
    Score::new(-3, 12), // psqt king d8
    Score::new(-3, 12), // psqt king e8
    Score::new(0, 23), // psqt king f8
    Score::new(4, 33), // psqt king g8
    Score::new(-3, 17), // psqt king h8
    Score::new(-72, -27), // mobility knight 0
    Score::new(-38, -55), // mobility knight 1
    Score::new(-21, -40), // mobility knight 2
    Score::new(-11, -16), // mobility knight 3
    Score::new(-3, -2), // mobility knight 4
    Score::new(3, 8), // mobility knight 5
    Score::new(10, 18), // mobility knight 6
    Score::new(13, 20), // mobility knight 7
    Score::new(19, 5), // mobility knight 8
    Score::new(-41, -28), // mobility bishop 0
    Score::new(-32, -42), // mobility bishop 1
    Score::new(-17, -29), // mobility bishop 2
    Score::new(-9, -17), // mobility bishop 3
    Score::new(1, -5), // mobility bishop 4
    Score::new(5, 11), // mobility bishop 5
    Score::new(7, 13), // mobility bishop 6
    Score::new(6, 16), // mobility bishop 7
    Score::new(13, 24), // mobility bishop 8
    Score::new(15, 24), // mobility bishop 9
    Score::new(27, 6), // mobility bishop 10
    Score::new(23, 7), // mobility bishop 11
    Score::new(9, 6), // mobility bishop 12
    Score::new(5, 14), // mobility bishop 13
    Score::new(-95, -44), // mobility rook 0
    Score::new(-43, -63), // mobility rook 1
    Score::new(-22, -39), // mobility rook 2
    Score::new(-17, -23), // mobility rook 3
    Score::new(-11, -24), // mobility rook 4
    Score::new(-7, -12), // mobility rook 5
    Score::new(-4, 5), // mobility rook 6
    Score::new(4, 5), // mobility rook 7
    Score::new(3, 13), // mobility rook 8
    Score::new(8, 18), // mobility rook 9
    Score::new(13, 22), // mobility rook 10
    Score::new(14, 26), // mobility rook 11
    Score::new(28, 30), // mobility rook 12
    Score::new(35, 26), // mobility rook 13
    Score::new(35, 28), // mobility rook 14
    Score::new(-9, -17), // mobility queen 0
    Score::new(-49, -8), // mobility queen 1
    Score::new(-25, -10), // mobility queen 2
    Score::new(-34, -13), // mobility queen 3
    Score::new(-34, -16), // mobility queen 4
    Score::new(-18, -23), // mobility queen 5
    Score::new(-19, -6), // mobility queen 6
    Score::new(-12, -21), // mobility queen 7
    Score::new(-8, -17), // mobility queen 8
    Score::new(-4, 7), // mobility queen 9
    Score::new(1, 6), // mobility queen 10
    Score::new(8, -3), // mobility queen 11
    Score::new(10, 5), // mobility queen 12
    Score::new(7, 19), // mobility queen 13
    Score::new(13, 9), // mobility queen 14
    Score::new(11, 15), // mobility queen 15
    Score::new(10, 16), // mobility queen 16
    Score::new(10, 18), // mobility queen 17
    Score::new(11, 10), // mobility queen 18
    Score::new(26, 6), // mobility queen 19
    Score::new(15, 0), // mobility queen 20
    Score::new(7, 1), // mobility queen 21
    Score::new(1, -5), // mobility queen 22
    Score::new(3, -3), // mobility queen 23
    Score::new(-3, -7), // mobility queen 24
    Score::new(-3, -4), // mobility queen 25
    Score::new(-4, -3), // mobility queen 26
    Score::new(-3, -2), // mobility queen 27
    Score::new(0, -19), // doubled pawn
    Score::new(-5, -17), // isolated pawn
    Score::new(-1, -31), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(1, -2), // connected pawn rank 1
    Score::new(15, 1), // connected pawn rank 2
    Score::new(14, 9), // connected pawn rank 3
    Score::new(17, 25), // connected pawn rank 4
    Score::new(39, 63), // connected pawn rank 5
    Score::new(27, 67), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(41, 10), // passed pawn rank 1
    Score::new(11, 23), // passed pawn rank 2
    Score::new(4, 41), // passed pawn rank 3
    Score::new(2, 77), // passed pawn rank 4
    Score::new(44, 74), // passed pawn rank 5
    Score::new(26, 46), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(-5, 2), // passer own king distance rank 1
    Score::new(9, -6), // passer own king distance rank 2
    Score::new(13, -19), // passer own king distance rank 3
    Score::new(8, -22), // passer own king distance rank 4
    Score::new(6, -25), // passer own king distance rank 5
    Score::new(6, -16), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-8, 2), // passer enemy king distance rank 1
    Score::new(-13, 4), // passer enemy king distance rank 2
    Score::new(-18, 23), // passer enemy king distance rank 3
    Score::new(-9, 33), // passer enemy king distance rank 4
    Score::new(-13, 52), // passer enemy king distance rank 5
    Score::new(1, 69), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(1, 6), // passer free path rank 1
    Score::new(1, 8), // passer free path rank 2
    Score::new(-30, 21), // passer free path rank 3
    Score::new(0, 25), // passer free path rank 4
    Score::new(18, 45), // passer free path rank 5
    Score::new(52, 90), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(0, 52), // unstoppable passer
    Score::new(64, 65), // king danger units 0
    Score::new(69, 36), // king danger units 1
    Score::new(84, 53), // king danger units 2
    Score::new(54, 41), // king danger units 3
    Score::new(52, 41), // king danger units 4
    Score::new(42, 39), // king danger units 5
    Score::new(59, 28), // king danger units 6
    Score::new(42, 17), // king danger units 7
    Score::new(26, 8), // king danger units 8
    Score::new(40, -18), // king danger units 9
    Score::new(15, -4), // king danger units 10
    Score::new(1, -16), // king danger units 11
    Score::new(-28, -14), // king danger units 12
    Score::new(-37, -19), // king danger units 13
    Score::new(-51, -30), // king danger units 14
    Score::new(-72, -35), // king danger units 15
    Score::new(-78, -33), // king danger units 16
    Score::new(-60, -33), // king danger units 17
    Score::new(-58, -33), // king danger units 18
    Score::new(-61, -35), // king danger units 19
    Score::new(-37, -24), // king danger units 20
    Score::new(-26, -13), // king danger units 21
    Score::new(-21, -13), // king danger units 22
    Score::new(-19, -9), // king danger units 23
    Score::new(16, 9), // pawn shield distance 0
    Score::new(9, 9), // pawn shield distance 1
    Score::new(-3, -2), // pawn shield distance 2
    Score::new(-23, 33), // pawn shield distance 3
    Score::new(19, 11), // pawn storm distance 0
    Score::new(-26, 2), // pawn storm distance 1
    Score::new(1, 7), // pawn storm distance 2
    Score::new(9, 4), // pawn storm distance 3
    Score::new(-2, 25), // pawn storm distance 4
    Score::new(-15, -41), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(46, 20), // threat by pawn on knight
    Score::new(37, 27), // threat by pawn on bishop
    Score::new(25, 20), // threat by pawn on rook
    Score::new(34, 0), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(-2, 8), // threat by minor on pawn
    Score::new(24, 45), // threat by minor on knight
    Score::new(37, 19), // threat by minor on bishop
    Score::new(48, 12), // threat by minor on rook
    Score::new(43, 16), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(-12, 16), // threat by rook on pawn
    Score::new(5, 50), // threat by rook on knight
    Score::new(16, 36), // threat by rook on bishop
    Score::new(-1, -2), // threat by rook on rook
    Score::new(46, 15), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(7, 30), // hanging pawn
    Score::new(12, 10), // hanging knight
    Score::new(16, 8), // hanging bishop
    Score::new(12, 17), // hanging rook
    Score::new(11, -4), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(30, -4), // rook open file
    Score::new(18, 8), // rook half-open file
    Score::new(-11, 33), // rook seventh rank
    Score::new(26, 31), // knight outpost
    Score::new(23, 18), // bishop outpost
    Score::new(-4, -5), // bishop own pawns on colour
    Score::new(9, 7), // tempo
];
