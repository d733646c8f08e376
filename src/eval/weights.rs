//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data combined9.epd --seed 1 --epochs 300 --validation 0.1 --lr 1 --l2 1e-9 --min-support 100 --anchor 1e-8 --psqt-shape mirrored`:
//! 2889869 training and 321096 validation positions, K = 0.9943,
//! training error 0.094052 -> 0.093452, validation error 0.093615 -> 0.093082, 337 s.
//! Started from the round-6 weights (800db3c) with the four features of round 9 at zero.
//! `combined9.epd` is the shared labelled set followed by 3,312,995 sorted positions from the
//! self-play of 969fd53's engine (`slate datagen`, seeds 400000, 410000, 420000, 430000);
//! `docs/eval.md` ("Tuning", round 9) gives the commands.

use super::params::N_PARAMS;
use crate::material::Score;

/// Every weight, indexed as `params.rs` lays them out.
#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(54, 46), // piece value pawn
    Score::new(288, 271), // piece value knight
    Score::new(303, 259), // piece value bishop
    Score::new(422, 436), // piece value rook
    Score::new(844, 839), // piece value queen
    Score::new(39, 47), // bishop pair
    Score::new(5, 16), // knight per pawn above 5
    Score::new(0, 3), // rook per pawn above 5
    Score::new(-47, -16), // rook pair
    Score::new(15, -16), // rook beside queen
    Score::new(14, 35), // psqt pawn a1
    Score::new(14, 35), // psqt pawn b1
    Score::new(14, 35), // psqt pawn c1
    Score::new(14, 35), // psqt pawn d1
    Score::new(14, 35), // psqt pawn e1
    Score::new(14, 35), // psqt pawn f1
    Score::new(14, 35), // psqt pawn g1
    Score::new(14, 35), // psqt pawn h1
    Score::new(-6, -12), // psqt pawn a2
    Score::new(17, 0), // psqt pawn b2
    Score::new(9, 11), // psqt pawn c2
    Score::new(-7, 6), // psqt pawn d2
    Score::new(-7, 6), // psqt pawn e2
    Score::new(9, 11), // psqt pawn f2
    Score::new(17, 0), // psqt pawn g2
    Score::new(-6, -12), // psqt pawn h2
    Score::new(-11, -7), // psqt pawn a3
    Score::new(2, -10), // psqt pawn b3
    Score::new(-10, 1), // psqt pawn c3
    Score::new(-9, 6), // psqt pawn d3
    Score::new(-9, 6), // psqt pawn e3
    Score::new(-10, 1), // psqt pawn f3
    Score::new(2, -10), // psqt pawn g3
    Score::new(-11, -7), // psqt pawn h3
    Score::new(-7, -1), // psqt pawn a4
    Score::new(-13, 11), // psqt pawn b4
    Score::new(-2, -9), // psqt pawn c4
    Score::new(-3, 2), // psqt pawn d4
    Score::new(-3, 2), // psqt pawn e4
    Score::new(-2, -9), // psqt pawn f4
    Score::new(-13, 11), // psqt pawn g4
    Score::new(-7, -1), // psqt pawn h4
    Score::new(-1, 14), // psqt pawn a5
    Score::new(-2, 12), // psqt pawn b5
    Score::new(7, -2), // psqt pawn c5
    Score::new(6, -9), // psqt pawn d5
    Score::new(6, -9), // psqt pawn e5
    Score::new(7, -2), // psqt pawn f5
    Score::new(-2, 12), // psqt pawn g5
    Score::new(-1, 14), // psqt pawn h5
    Score::new(20, 8), // psqt pawn a6
    Score::new(1, 28), // psqt pawn b6
    Score::new(16, 22), // psqt pawn c6
    Score::new(23, 15), // psqt pawn d6
    Score::new(23, 15), // psqt pawn e6
    Score::new(16, 22), // psqt pawn f6
    Score::new(1, 28), // psqt pawn g6
    Score::new(20, 8), // psqt pawn h6
    Score::new(-1, 10), // psqt pawn a7
    Score::new(5, 22), // psqt pawn b7
    Score::new(15, 33), // psqt pawn c7
    Score::new(28, 19), // psqt pawn d7
    Score::new(28, 19), // psqt pawn e7
    Score::new(15, 33), // psqt pawn f7
    Score::new(5, 22), // psqt pawn g7
    Score::new(-1, 10), // psqt pawn h7
    Score::new(14, 35), // psqt pawn a8
    Score::new(14, 35), // psqt pawn b8
    Score::new(14, 35), // psqt pawn c8
    Score::new(14, 35), // psqt pawn d8
    Score::new(14, 35), // psqt pawn e8
    Score::new(14, 35), // psqt pawn f8
    Score::new(14, 35), // psqt pawn g8
    Score::new(14, 35), // psqt pawn h8
    Score::new(-56, -16), // psqt knight a1
    Score::new(-13, -17), // psqt knight b1
    Score::new(-32, -4), // psqt knight c1
    Score::new(-17, -1), // psqt knight d1
    Score::new(-17, -1), // psqt knight e1
    Score::new(-32, -4), // psqt knight f1
    Score::new(-13, -17), // psqt knight g1
    Score::new(-56, -16), // psqt knight h1
    Score::new(-27, -27), // psqt knight a2
    Score::new(-24, -6), // psqt knight b2
    Score::new(-14, -9), // psqt knight c2
    Score::new(-2, -3), // psqt knight d2
    Score::new(-2, -3), // psqt knight e2
    Score::new(-14, -9), // psqt knight f2
    Score::new(-24, -6), // psqt knight g2
    Score::new(-27, -27), // psqt knight h2
    Score::new(-17, -18), // psqt knight a3
    Score::new(-14, -7), // psqt knight b3
    Score::new(-5, -6), // psqt knight c3
    Score::new(-4, 18), // psqt knight d3
    Score::new(-4, 18), // psqt knight e3
    Score::new(-5, -6), // psqt knight f3
    Score::new(-14, -7), // psqt knight g3
    Score::new(-17, -18), // psqt knight h3
    Score::new(1, -8), // psqt knight a4
    Score::new(11, 7), // psqt knight b4
    Score::new(14, 14), // psqt knight c4
    Score::new(25, 21), // psqt knight d4
    Score::new(25, 21), // psqt knight e4
    Score::new(14, 14), // psqt knight f4
    Score::new(11, 7), // psqt knight g4
    Score::new(1, -8), // psqt knight h4
    Score::new(16, -13), // psqt knight a5
    Score::new(7, 0), // psqt knight b5
    Score::new(21, 7), // psqt knight c5
    Score::new(19, 22), // psqt knight d5
    Score::new(19, 22), // psqt knight e5
    Score::new(21, 7), // psqt knight f5
    Score::new(7, 0), // psqt knight g5
    Score::new(16, -13), // psqt knight h5
    Score::new(-7, 4), // psqt knight a6
    Score::new(-1, -7), // psqt knight b6
    Score::new(4, 4), // psqt knight c6
    Score::new(21, 18), // psqt knight d6
    Score::new(21, 18), // psqt knight e6
    Score::new(4, 4), // psqt knight f6
    Score::new(-1, -7), // psqt knight g6
    Score::new(-7, 4), // psqt knight h6
    Score::new(-38, -10), // psqt knight a7
    Score::new(-15, -10), // psqt knight b7
    Score::new(6, -2), // psqt knight c7
    Score::new(0, 1), // psqt knight d7
    Score::new(0, 1), // psqt knight e7
    Score::new(6, -2), // psqt knight f7
    Score::new(-15, -10), // psqt knight g7
    Score::new(-38, -10), // psqt knight h7
    Score::new(-46, -27), // psqt knight a8
    Score::new(-13, -8), // psqt knight b8
    Score::new(-9, -6), // psqt knight c8
    Score::new(-16, -9), // psqt knight d8
    Score::new(-16, -9), // psqt knight e8
    Score::new(-9, -6), // psqt knight f8
    Score::new(-13, -8), // psqt knight g8
    Score::new(-46, -27), // psqt knight h8
    Score::new(-5, -18), // psqt bishop a1
    Score::new(-21, -19), // psqt bishop b1
    Score::new(-6, -13), // psqt bishop c1
    Score::new(-1, -13), // psqt bishop d1
    Score::new(-1, -13), // psqt bishop e1
    Score::new(-6, -13), // psqt bishop f1
    Score::new(-21, -19), // psqt bishop g1
    Score::new(-5, -18), // psqt bishop h1
    Score::new(-8, -27), // psqt bishop a2
    Score::new(8, -15), // psqt bishop b2
    Score::new(-5, -6), // psqt bishop c2
    Score::new(-3, 0), // psqt bishop d2
    Score::new(-3, 0), // psqt bishop e2
    Score::new(-5, -6), // psqt bishop f2
    Score::new(8, -15), // psqt bishop g2
    Score::new(-8, -27), // psqt bishop h2
    Score::new(-1, 3), // psqt bishop a3
    Score::new(5, 3), // psqt bishop b3
    Score::new(10, -5), // psqt bishop c3
    Score::new(5, 17), // psqt bishop d3
    Score::new(5, 17), // psqt bishop e3
    Score::new(10, -5), // psqt bishop f3
    Score::new(5, 3), // psqt bishop g3
    Score::new(-1, 3), // psqt bishop h3
    Score::new(-6, -11), // psqt bishop a4
    Score::new(2, 11), // psqt bishop b4
    Score::new(6, 14), // psqt bishop c4
    Score::new(13, 20), // psqt bishop d4
    Score::new(13, 20), // psqt bishop e4
    Score::new(6, 14), // psqt bishop f4
    Score::new(2, 11), // psqt bishop g4
    Score::new(-6, -11), // psqt bishop h4
    Score::new(-14, 4), // psqt bishop a5
    Score::new(0, 0), // psqt bishop b5
    Score::new(-3, 12), // psqt bishop c5
    Score::new(-2, 17), // psqt bishop d5
    Score::new(-2, 17), // psqt bishop e5
    Score::new(-3, 12), // psqt bishop f5
    Score::new(0, 0), // psqt bishop g5
    Score::new(-14, 4), // psqt bishop h5
    Score::new(-9, 5), // psqt bishop a6
    Score::new(-20, 10), // psqt bishop b6
    Score::new(0, 17), // psqt bishop c6
    Score::new(-13, 16), // psqt bishop d6
    Score::new(-13, 16), // psqt bishop e6
    Score::new(0, 17), // psqt bishop f6
    Score::new(-20, 10), // psqt bishop g6
    Score::new(-9, 5), // psqt bishop h6
    Score::new(-16, -1), // psqt bishop a7
    Score::new(-20, -2), // psqt bishop b7
    Score::new(-23, 15), // psqt bishop c7
    Score::new(-34, 20), // psqt bishop d7
    Score::new(-34, 20), // psqt bishop e7
    Score::new(-23, 15), // psqt bishop f7
    Score::new(-20, -2), // psqt bishop g7
    Score::new(-16, -1), // psqt bishop h7
    Score::new(4, -2), // psqt bishop a8
    Score::new(-16, -14), // psqt bishop b8
    Score::new(-40, -7), // psqt bishop c8
    Score::new(-12, 2), // psqt bishop d8
    Score::new(-12, 2), // psqt bishop e8
    Score::new(-40, -7), // psqt bishop f8
    Score::new(-16, -14), // psqt bishop g8
    Score::new(4, -2), // psqt bishop h8
    Score::new(-11, -13), // psqt rook a1
    Score::new(-12, -2), // psqt rook b1
    Score::new(1, -3), // psqt rook c1
    Score::new(6, -15), // psqt rook d1
    Score::new(6, -15), // psqt rook e1
    Score::new(1, -3), // psqt rook f1
    Score::new(-12, -2), // psqt rook g1
    Score::new(-11, -13), // psqt rook h1
    Score::new(-27, -18), // psqt rook a2
    Score::new(-9, -24), // psqt rook b2
    Score::new(8, -16), // psqt rook c2
    Score::new(-1, -16), // psqt rook d2
    Score::new(-1, -16), // psqt rook e2
    Score::new(8, -16), // psqt rook f2
    Score::new(-9, -24), // psqt rook g2
    Score::new(-27, -18), // psqt rook h2
    Score::new(-26, 6), // psqt rook a3
    Score::new(3, -9), // psqt rook b3
    Score::new(-5, 14), // psqt rook c3
    Score::new(-14, 6), // psqt rook d3
    Score::new(-14, 6), // psqt rook e3
    Score::new(-5, 14), // psqt rook f3
    Score::new(3, -9), // psqt rook g3
    Score::new(-26, 6), // psqt rook h3
    Score::new(-8, 6), // psqt rook a4
    Score::new(-2, 16), // psqt rook b4
    Score::new(1, 18), // psqt rook c4
    Score::new(9, 10), // psqt rook d4
    Score::new(9, 10), // psqt rook e4
    Score::new(1, 18), // psqt rook f4
    Score::new(-2, 16), // psqt rook g4
    Score::new(-8, 6), // psqt rook h4
    Score::new(-8, 22), // psqt rook a5
    Score::new(1, 34), // psqt rook b5
    Score::new(16, 25), // psqt rook c5
    Score::new(41, 5), // psqt rook d5
    Score::new(41, 5), // psqt rook e5
    Score::new(16, 25), // psqt rook f5
    Score::new(1, 34), // psqt rook g5
    Score::new(-8, 22), // psqt rook h5
    Score::new(9, 32), // psqt rook a6
    Score::new(25, 30), // psqt rook b6
    Score::new(35, 17), // psqt rook c6
    Score::new(46, 18), // psqt rook d6
    Score::new(46, 18), // psqt rook e6
    Score::new(35, 17), // psqt rook f6
    Score::new(25, 30), // psqt rook g6
    Score::new(9, 32), // psqt rook h6
    Score::new(17, 23), // psqt rook a7
    Score::new(12, 28), // psqt rook b7
    Score::new(43, 15), // psqt rook c7
    Score::new(43, 7), // psqt rook d7
    Score::new(43, 7), // psqt rook e7
    Score::new(43, 15), // psqt rook f7
    Score::new(12, 28), // psqt rook g7
    Score::new(17, 23), // psqt rook h7
    Score::new(-4, 38), // psqt rook a8
    Score::new(17, 35), // psqt rook b8
    Score::new(3, 37), // psqt rook c8
    Score::new(19, 27), // psqt rook d8
    Score::new(19, 27), // psqt rook e8
    Score::new(3, 37), // psqt rook f8
    Score::new(17, 35), // psqt rook g8
    Score::new(-4, 38), // psqt rook h8
    Score::new(-23, -22), // psqt queen a1
    Score::new(-9, -28), // psqt queen b1
    Score::new(-7, -35), // psqt queen c1
    Score::new(1, -33), // psqt queen d1
    Score::new(1, -33), // psqt queen e1
    Score::new(-7, -35), // psqt queen f1
    Score::new(-9, -28), // psqt queen g1
    Score::new(-23, -22), // psqt queen h1
    Score::new(-17, -4), // psqt queen a2
    Score::new(3, -15), // psqt queen b2
    Score::new(2, -23), // psqt queen c2
    Score::new(2, -17), // psqt queen d2
    Score::new(2, -17), // psqt queen e2
    Score::new(2, -23), // psqt queen f2
    Score::new(3, -15), // psqt queen g2
    Score::new(-17, -4), // psqt queen h2
    Score::new(-3, -15), // psqt queen a3
    Score::new(-4, 11), // psqt queen b3
    Score::new(0, 24), // psqt queen c3
    Score::new(2, 8), // psqt queen d3
    Score::new(2, 8), // psqt queen e3
    Score::new(0, 24), // psqt queen f3
    Score::new(-4, 11), // psqt queen g3
    Score::new(-3, -15), // psqt queen h3
    Score::new(-6, 6), // psqt queen a4
    Score::new(12, 7), // psqt queen b4
    Score::new(3, 30), // psqt queen c4
    Score::new(8, 36), // psqt queen d4
    Score::new(8, 36), // psqt queen e4
    Score::new(3, 30), // psqt queen f4
    Score::new(12, 7), // psqt queen g4
    Score::new(-6, 6), // psqt queen h4
    Score::new(-6, 25), // psqt queen a5
    Score::new(-1, 33), // psqt queen b5
    Score::new(13, 30), // psqt queen c5
    Score::new(3, 57), // psqt queen d5
    Score::new(3, 57), // psqt queen e5
    Score::new(13, 30), // psqt queen f5
    Score::new(-1, 33), // psqt queen g5
    Score::new(-6, 25), // psqt queen h5
    Score::new(-6, 16), // psqt queen a6
    Score::new(1, 29), // psqt queen b6
    Score::new(1, 45), // psqt queen c6
    Score::new(24, 32), // psqt queen d6
    Score::new(24, 32), // psqt queen e6
    Score::new(1, 45), // psqt queen f6
    Score::new(1, 29), // psqt queen g6
    Score::new(-6, 16), // psqt queen h6
    Score::new(-18, 9), // psqt queen a7
    Score::new(-36, 27), // psqt queen b7
    Score::new(3, 38), // psqt queen c7
    Score::new(4, 38), // psqt queen d7
    Score::new(4, 38), // psqt queen e7
    Score::new(3, 38), // psqt queen f7
    Score::new(-36, 27), // psqt queen g7
    Score::new(-18, 9), // psqt queen h7
    Score::new(-14, 5), // psqt queen a8
    Score::new(18, 25), // psqt queen b8
    Score::new(11, 23), // psqt queen c8
    Score::new(5, 22), // psqt queen d8
    Score::new(5, 22), // psqt queen e8
    Score::new(11, 23), // psqt queen f8
    Score::new(18, 25), // psqt queen g8
    Score::new(-14, 5), // psqt queen h8
    Score::new(6, -26), // psqt king a1
    Score::new(33, -25), // psqt king b1
    Score::new(-14, -6), // psqt king c1
    Score::new(-9, -35), // psqt king d1
    Score::new(-9, -35), // psqt king e1
    Score::new(-14, -6), // psqt king f1
    Score::new(33, -25), // psqt king g1
    Score::new(6, -26), // psqt king h1
    Score::new(9, 5), // psqt king a2
    Score::new(11, 3), // psqt king b2
    Score::new(-28, 15), // psqt king c2
    Score::new(-37, 12), // psqt king d2
    Score::new(-37, 12), // psqt king e2
    Score::new(-28, 15), // psqt king f2
    Score::new(11, 3), // psqt king g2
    Score::new(9, 5), // psqt king h2
    Score::new(-24, 22), // psqt king a3
    Score::new(-19, 24), // psqt king b3
    Score::new(-35, 35), // psqt king c3
    Score::new(-37, 40), // psqt king d3
    Score::new(-37, 40), // psqt king e3
    Score::new(-35, 35), // psqt king f3
    Score::new(-19, 24), // psqt king g3
    Score::new(-24, 22), // psqt king h3
    Score::new(-1, 20), // psqt king a4
    Score::new(4, 28), // psqt king b4
    Score::new(-9, 43), // psqt king c4
    Score::new(-14, 51), // psqt king d4
    Score::new(-14, 51), // psqt king e4
    Score::new(-9, 43), // psqt king f4
    Score::new(4, 28), // psqt king g4
    Score::new(-1, 20), // psqt king h4
    Score::new(-1, 36), // psqt king a5
    Score::new(10, 42), // psqt king b5
    Score::new(-3, 43), // psqt king c5
    Score::new(-4, 46), // psqt king d5
    Score::new(-4, 46), // psqt king e5
    Score::new(-3, 43), // psqt king f5
    Score::new(10, 42), // psqt king g5
    Score::new(-1, 36), // psqt king h5
    Score::new(-2, 46), // psqt king a6
    Score::new(0, 42), // psqt king b6
    Score::new(-2, 59), // psqt king c6
    Score::new(0, 45), // psqt king d6
    Score::new(0, 45), // psqt king e6
    Score::new(-2, 59), // psqt king f6
    Score::new(0, 42), // psqt king g6
    Score::new(-2, 46), // psqt king h6
    Score::new(-5, 26), // psqt king a7
    Score::new(0, 41), // psqt king b7
    Score::new(-4, 46), // psqt king c7
    Score::new(-1, 30), // psqt king d7
    Score::new(-1, 30), // psqt king e7
    Score::new(-4, 46), // psqt king f7
    Score::new(0, 41), // psqt king g7
    Score::new(-5, 26), // psqt king h7
    Score::new(-8, 18), // psqt king a8
    Score::new(-2, 32), // psqt king b8
    Score::new(-2, 44), // psqt king c8
    Score::new(-5, 30), // psqt king d8
    Score::new(-5, 30), // psqt king e8
    Score::new(-2, 44), // psqt king f8
    Score::new(-2, 32), // psqt king g8
    Score::new(-8, 18), // psqt king h8
    Score::new(-59, -29), // mobility knight 0
    Score::new(-42, -52), // mobility knight 1
    Score::new(-23, -33), // mobility knight 2
    Score::new(-11, -24), // mobility knight 3
    Score::new(-3, -2), // mobility knight 4
    Score::new(2, 9), // mobility knight 5
    Score::new(12, 21), // mobility knight 6
    Score::new(21, 17), // mobility knight 7
    Score::new(20, 12), // mobility knight 8
    Score::new(-37, -47), // mobility bishop 0
    Score::new(-36, -34), // mobility bishop 1
    Score::new(-12, -26), // mobility bishop 2
    Score::new(-9, -17), // mobility bishop 3
    Score::new(-2, -2), // mobility bishop 4
    Score::new(5, 7), // mobility bishop 5
    Score::new(7, 11), // mobility bishop 6
    Score::new(6, 14), // mobility bishop 7
    Score::new(12, 21), // mobility bishop 8
    Score::new(9, 20), // mobility bishop 9
    Score::new(21, 23), // mobility bishop 10
    Score::new(24, 17), // mobility bishop 11
    Score::new(13, 12), // mobility bishop 12
    Score::new(12, 14), // mobility bishop 13
    Score::new(-90, -56), // mobility rook 0
    Score::new(-34, -74), // mobility rook 1
    Score::new(-21, -42), // mobility rook 2
    Score::new(-15, -36), // mobility rook 3
    Score::new(-8, -19), // mobility rook 4
    Score::new(-8, -8), // mobility rook 5
    Score::new(-5, 2), // mobility rook 6
    Score::new(2, 6), // mobility rook 7
    Score::new(1, 16), // mobility rook 8
    Score::new(11, 16), // mobility rook 9
    Score::new(14, 26), // mobility rook 10
    Score::new(18, 27), // mobility rook 11
    Score::new(23, 35), // mobility rook 12
    Score::new(34, 28), // mobility rook 13
    Score::new(30, 35), // mobility rook 14
    Score::new(-12, -19), // mobility queen 0
    Score::new(-50, -13), // mobility queen 1
    Score::new(-36, -21), // mobility queen 2
    Score::new(-27, -19), // mobility queen 3
    Score::new(-27, -30), // mobility queen 4
    Score::new(-19, 4), // mobility queen 5
    Score::new(-15, -8), // mobility queen 6
    Score::new(-7, -23), // mobility queen 7
    Score::new(-9, -8), // mobility queen 8
    Score::new(-1, 1), // mobility queen 9
    Score::new(0, 3), // mobility queen 10
    Score::new(4, 11), // mobility queen 11
    Score::new(5, 12), // mobility queen 12
    Score::new(10, 3), // mobility queen 13
    Score::new(8, 5), // mobility queen 14
    Score::new(9, 11), // mobility queen 15
    Score::new(7, 11), // mobility queen 16
    Score::new(14, 10), // mobility queen 17
    Score::new(17, 5), // mobility queen 18
    Score::new(19, 4), // mobility queen 19
    Score::new(8, 0), // mobility queen 20
    Score::new(8, 3), // mobility queen 21
    Score::new(4, -6), // mobility queen 22
    Score::new(-3, -6), // mobility queen 23
    Score::new(1, -1), // mobility queen 24
    Score::new(-1, -3), // mobility queen 25
    Score::new(-1, 1), // mobility queen 26
    Score::new(-2, 0), // mobility queen 27
    Score::new(3, -18), // doubled pawn
    Score::new(-1, -19), // isolated pawn
    Score::new(3, -26), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(2, -4), // connected pawn rank 1
    Score::new(13, 5), // connected pawn rank 2
    Score::new(17, 7), // connected pawn rank 3
    Score::new(17, 16), // connected pawn rank 4
    Score::new(29, 60), // connected pawn rank 5
    Score::new(35, 74), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(21, 32), // passed pawn rank 1
    Score::new(18, 8), // passed pawn rank 2
    Score::new(0, 50), // passed pawn rank 3
    Score::new(22, 71), // passed pawn rank 4
    Score::new(51, 74), // passed pawn rank 5
    Score::new(31, 53), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(-1, 0), // passer own king distance rank 1
    Score::new(4, -4), // passer own king distance rank 2
    Score::new(8, -15), // passer own king distance rank 3
    Score::new(6, -19), // passer own king distance rank 4
    Score::new(1, -18), // passer own king distance rank 5
    Score::new(2, -17), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-4, -2), // passer enemy king distance rank 1
    Score::new(-9, 5), // passer enemy king distance rank 2
    Score::new(-12, 18), // passer enemy king distance rank 3
    Score::new(-11, 26), // passer enemy king distance rank 4
    Score::new(-7, 40), // passer enemy king distance rank 5
    Score::new(11, 59), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(-12, 8), // passer free path rank 1
    Score::new(-21, 12), // passer free path rank 2
    Score::new(-26, 17), // passer free path rank 3
    Score::new(-11, 22), // passer free path rank 4
    Score::new(1, 40), // passer free path rank 5
    Score::new(61, 66), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(0, 61), // unstoppable passer
    Score::new(61, 57), // king danger units 0
    Score::new(56, 39), // king danger units 1
    Score::new(98, 44), // king danger units 2
    Score::new(49, 42), // king danger units 3
    Score::new(49, 41), // king danger units 4
    Score::new(39, 40), // king danger units 5
    Score::new(59, 29), // king danger units 6
    Score::new(40, 12), // king danger units 7
    Score::new(29, 7), // king danger units 8
    Score::new(37, -12), // king danger units 9
    Score::new(18, -12), // king danger units 10
    Score::new(-4, -9), // king danger units 11
    Score::new(-30, -13), // king danger units 12
    Score::new(-38, -21), // king danger units 13
    Score::new(-44, -26), // king danger units 14
    Score::new(-62, -28), // king danger units 15
    Score::new(-67, -33), // king danger units 16
    Score::new(-68, -38), // king danger units 17
    Score::new(-64, -36), // king danger units 18
    Score::new(-62, -35), // king danger units 19
    Score::new(-35, -20), // king danger units 20
    Score::new(-22, -12), // king danger units 21
    Score::new(-19, -10), // king danger units 22
    Score::new(-20, -9), // king danger units 23
    Score::new(12, 11), // pawn shield distance 0
    Score::new(2, 14), // pawn shield distance 1
    Score::new(-8, -1), // pawn shield distance 2
    Score::new(-27, 35), // pawn shield distance 3
    Score::new(3, 21), // pawn storm distance 0
    Score::new(-24, -1), // pawn storm distance 1
    Score::new(1, 7), // pawn storm distance 2
    Score::new(3, 8), // pawn storm distance 3
    Score::new(-5, 25), // pawn storm distance 4
    Score::new(-15, -34), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(52, 27), // threat by pawn on knight
    Score::new(36, 41), // threat by pawn on bishop
    Score::new(31, 22), // threat by pawn on rook
    Score::new(31, -4), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(-3, 10), // threat by minor on pawn
    Score::new(21, 50), // threat by minor on knight
    Score::new(30, 27), // threat by minor on bishop
    Score::new(45, 12), // threat by minor on rook
    Score::new(38, 4), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(-8, 18), // threat by rook on pawn
    Score::new(4, 39), // threat by rook on knight
    Score::new(11, 39), // threat by rook on bishop
    Score::new(-1, -1), // threat by rook on rook
    Score::new(46, 16), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(10, 25), // hanging pawn
    Score::new(16, 9), // hanging knight
    Score::new(11, 10), // hanging bishop
    Score::new(8, 14), // hanging rook
    Score::new(14, -6), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(30, -5), // rook open file
    Score::new(16, 4), // rook half-open file
    Score::new(-18, 24), // rook seventh rank
    Score::new(25, 26), // knight outpost
    Score::new(17, 17), // bishop outpost
    Score::new(-3, -4), // bishop own pawns on colour
    Score::new(9, 7), // tempo
    Score::new(0, 0), // passer safe stop square rank 0
    Score::new(1, -4), // passer safe stop square rank 1
    Score::new(6, 3), // passer safe stop square rank 2
    Score::new(1, 5), // passer safe stop square rank 3
    Score::new(4, 19), // passer safe stop square rank 4
    Score::new(-7, 43), // passer safe stop square rank 5
    Score::new(29, 39), // passer safe stop square rank 6
    Score::new(0, 0), // passer safe stop square rank 7
    Score::new(10, 16), // safe pawn push threat
    Score::new(1, -2), // space
    Score::new(5, 18), // minor behind pawn
    Score::new(0, 0), // safe check by knight
    Score::new(0, 0), // safe check by bishop
    Score::new(0, 0), // safe check by rook
    Score::new(0, 0), // safe check by queen
    Score::new(0, 0), // weak king zone square
];
