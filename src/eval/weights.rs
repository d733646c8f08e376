//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data ../shared/data/tuning/labeled_quiet_positions.epd --seed 1 --epochs 2000 --validation 0.1 --lr 1 --l2 1e-9 --min-support 100 --psqt-shape none`:
//! 125451 training and 13938 validation positions, K = 1.0290,
//! training error 0.128999 -> 0.125668, validation error 0.127899 -> 0.125256, 288 s.

use super::params::N_PARAMS;
use crate::material::Score;

#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(85, 64), // piece value pawn
    Score::new(229, 374), // piece value knight
    Score::new(276, 366), // piece value bishop
    Score::new(195, 680), // piece value rook
    Score::new(1161, 948), // piece value queen
    Score::new(-2, 145), // bishop pair
    Score::new(-15, 24), // knight per pawn above 5
    Score::new(0, 0), // rook per pawn above 5
    Score::new(44, -54), // rook pair
    Score::new(25, -11), // rook beside queen
    Score::new(0, 0), // psqt pawn a1
    Score::new(0, 0), // psqt pawn b1
    Score::new(0, 0), // psqt pawn c1
    Score::new(0, 0), // psqt pawn d1
    Score::new(0, 0), // psqt pawn e1
    Score::new(0, 0), // psqt pawn f1
    Score::new(0, 0), // psqt pawn g1
    Score::new(0, 0), // psqt pawn h1
    Score::new(0, 0), // psqt pawn a2
    Score::new(0, 0), // psqt pawn b2
    Score::new(0, 0), // psqt pawn c2
    Score::new(0, 0), // psqt pawn d2
    Score::new(0, 0), // psqt pawn e2
    Score::new(0, 0), // psqt pawn f2
    Score::new(0, 0), // psqt pawn g2
    Score::new(0, 0), // psqt pawn h2
    Score::new(0, 0), // psqt pawn a3
    Score::new(0, 0), // psqt pawn b3
    Score::new(0, 0), // psqt pawn c3
    Score::new(0, 0), // psqt pawn d3
    Score::new(0, 0), // psqt pawn e3
    Score::new(0, 0), // psqt pawn f3
    Score::new(0, 0), // psqt pawn g3
    Score::new(0, 0), // psqt pawn h3
    Score::new(0, 0), // psqt pawn a4
    Score::new(0, 0), // psqt pawn b4
    Score::new(0, 0), // psqt pawn c4
    Score::new(0, 0), // psqt pawn d4
    Score::new(0, 0), // psqt pawn e4
    Score::new(0, 0), // psqt pawn f4
    Score::new(0, 0), // psqt pawn g4
    Score::new(0, 0), // psqt pawn h4
    Score::new(0, 0), // psqt pawn a5
    Score::new(0, 0), // psqt pawn b5
    Score::new(0, 0), // psqt pawn c5
    Score::new(0, 0), // psqt pawn d5
    Score::new(0, 0), // psqt pawn e5
    Score::new(0, 0), // psqt pawn f5
    Score::new(0, 0), // psqt pawn g5
    Score::new(0, 0), // psqt pawn h5
    Score::new(0, 0), // psqt pawn a6
    Score::new(0, 0), // psqt pawn b6
    Score::new(0, 0), // psqt pawn c6
    Score::new(0, 0), // psqt pawn d6
    Score::new(0, 0), // psqt pawn e6
    Score::new(0, 0), // psqt pawn f6
    Score::new(0, 0), // psqt pawn g6
    Score::new(0, 0), // psqt pawn h6
    Score::new(0, 0), // psqt pawn a7
    Score::new(0, 0), // psqt pawn b7
    Score::new(0, 0), // psqt pawn c7
    Score::new(0, 0), // psqt pawn d7
    Score::new(0, 0), // psqt pawn e7
    Score::new(0, 0), // psqt pawn f7
    Score::new(0, 0), // psqt pawn g7
    Score::new(0, 0), // psqt pawn h7
    Score::new(0, 0), // psqt pawn a8
    Score::new(0, 0), // psqt pawn b8
    Score::new(0, 0), // psqt pawn c8
    Score::new(0, 0), // psqt pawn d8
    Score::new(0, 0), // psqt pawn e8
    Score::new(0, 0), // psqt pawn f8
    Score::new(0, 0), // psqt pawn g8
    Score::new(0, 0), // psqt pawn h8
    Score::new(0, 0), // psqt knight a1
    Score::new(0, 0), // psqt knight b1
    Score::new(0, 0), // psqt knight c1
    Score::new(0, 0), // psqt knight d1
    Score::new(0, 0), // psqt knight e1
    Score::new(0, 0), // psqt knight f1
    Score::new(0, 0), // psqt knight g1
    Score::new(0, 0), // psqt knight h1
    Score::new(0, 0), // psqt knight a2
    Score::new(0, 0), // psqt knight b2
    Score::new(0, 0), // psqt knight c2
    Score::new(0, 0), // psqt knight d2
    Score::new(0, 0), // psqt knight e2
    Score::new(0, 0), // psqt knight f2
    Score::new(0, 0), // psqt knight g2
    Score::new(0, 0), // psqt knight h2
    Score::new(0, 0), // psqt knight a3
    Score::new(0, 0), // psqt knight b3
    Score::new(0, 0), // psqt knight c3
    Score::new(0, 0), // psqt knight d3
    Score::new(0, 0), // psqt knight e3
    Score::new(0, 0), // psqt knight f3
    Score::new(0, 0), // psqt knight g3
    Score::new(0, 0), // psqt knight h3
    Score::new(0, 0), // psqt knight a4
    Score::new(0, 0), // psqt knight b4
    Score::new(0, 0), // psqt knight c4
    Score::new(0, 0), // psqt knight d4
    Score::new(0, 0), // psqt knight e4
    Score::new(0, 0), // psqt knight f4
    Score::new(0, 0), // psqt knight g4
    Score::new(0, 0), // psqt knight h4
    Score::new(0, 0), // psqt knight a5
    Score::new(0, 0), // psqt knight b5
    Score::new(0, 0), // psqt knight c5
    Score::new(0, 0), // psqt knight d5
    Score::new(0, 0), // psqt knight e5
    Score::new(0, 0), // psqt knight f5
    Score::new(0, 0), // psqt knight g5
    Score::new(0, 0), // psqt knight h5
    Score::new(0, 0), // psqt knight a6
    Score::new(0, 0), // psqt knight b6
    Score::new(0, 0), // psqt knight c6
    Score::new(0, 0), // psqt knight d6
    Score::new(0, 0), // psqt knight e6
    Score::new(0, 0), // psqt knight f6
    Score::new(0, 0), // psqt knight g6
    Score::new(0, 0), // psqt knight h6
    Score::new(0, 0), // psqt knight a7
    Score::new(0, 0), // psqt knight b7
    Score::new(0, 0), // psqt knight c7
    Score::new(0, 0), // psqt knight d7
    Score::new(0, 0), // psqt knight e7
    Score::new(0, 0), // psqt knight f7
    Score::new(0, 0), // psqt knight g7
    Score::new(0, 0), // psqt knight h7
    Score::new(0, 0), // psqt knight a8
    Score::new(0, 0), // psqt knight b8
    Score::new(0, 0), // psqt knight c8
    Score::new(0, 0), // psqt knight d8
    Score::new(0, 0), // psqt knight e8
    Score::new(0, 0), // psqt knight f8
    Score::new(0, 0), // psqt knight g8
    Score::new(0, 0), // psqt knight h8
    Score::new(0, 0), // psqt bishop a1
    Score::new(0, 0), // psqt bishop b1
    Score::new(0, 0), // psqt bishop c1
    Score::new(0, 0), // psqt bishop d1
    Score::new(0, 0), // psqt bishop e1
    Score::new(0, 0), // psqt bishop f1
    Score::new(0, 0), // psqt bishop g1
    Score::new(0, 0), // psqt bishop h1
    Score::new(0, 0), // psqt bishop a2
    Score::new(0, 0), // psqt bishop b2
    Score::new(0, 0), // psqt bishop c2
    Score::new(0, 0), // psqt bishop d2
    Score::new(0, 0), // psqt bishop e2
    Score::new(0, 0), // psqt bishop f2
    Score::new(0, 0), // psqt bishop g2
    Score::new(0, 0), // psqt bishop h2
    Score::new(0, 0), // psqt bishop a3
    Score::new(0, 0), // psqt bishop b3
    Score::new(0, 0), // psqt bishop c3
    Score::new(0, 0), // psqt bishop d3
    Score::new(0, 0), // psqt bishop e3
    Score::new(0, 0), // psqt bishop f3
    Score::new(0, 0), // psqt bishop g3
    Score::new(0, 0), // psqt bishop h3
    Score::new(0, 0), // psqt bishop a4
    Score::new(0, 0), // psqt bishop b4
    Score::new(0, 0), // psqt bishop c4
    Score::new(0, 0), // psqt bishop d4
    Score::new(0, 0), // psqt bishop e4
    Score::new(0, 0), // psqt bishop f4
    Score::new(0, 0), // psqt bishop g4
    Score::new(0, 0), // psqt bishop h4
    Score::new(0, 0), // psqt bishop a5
    Score::new(0, 0), // psqt bishop b5
    Score::new(0, 0), // psqt bishop c5
    Score::new(0, 0), // psqt bishop d5
    Score::new(0, 0), // psqt bishop e5
    Score::new(0, 0), // psqt bishop f5
    Score::new(0, 0), // psqt bishop g5
    Score::new(0, 0), // psqt bishop h5
    Score::new(0, 0), // psqt bishop a6
    Score::new(0, 0), // psqt bishop b6
    Score::new(0, 0), // psqt bishop c6
    Score::new(0, 0), // psqt bishop d6
    Score::new(0, 0), // psqt bishop e6
    Score::new(0, 0), // psqt bishop f6
    Score::new(0, 0), // psqt bishop g6
    Score::new(0, 0), // psqt bishop h6
    Score::new(0, 0), // psqt bishop a7
    Score::new(0, 0), // psqt bishop b7
    Score::new(0, 0), // psqt bishop c7
    Score::new(0, 0), // psqt bishop d7
    Score::new(0, 0), // psqt bishop e7
    Score::new(0, 0), // psqt bishop f7
    Score::new(0, 0), // psqt bishop g7
    Score::new(0, 0), // psqt bishop h7
    Score::new(0, 0), // psqt bishop a8
    Score::new(0, 0), // psqt bishop b8
    Score::new(0, 0), // psqt bishop c8
    Score::new(0, 0), // psqt bishop d8
    Score::new(0, 0), // psqt bishop e8
    Score::new(0, 0), // psqt bishop f8
    Score::new(0, 0), // psqt bishop g8
    Score::new(0, 0), // psqt bishop h8
    Score::new(0, 0), // psqt rook a1
    Score::new(0, 0), // psqt rook b1
    Score::new(0, 0), // psqt rook c1
    Score::new(0, 0), // psqt rook d1
    Score::new(0, 0), // psqt rook e1
    Score::new(0, 0), // psqt rook f1
    Score::new(0, 0), // psqt rook g1
    Score::new(0, 0), // psqt rook h1
    Score::new(0, 0), // psqt rook a2
    Score::new(0, 0), // psqt rook b2
    Score::new(0, 0), // psqt rook c2
    Score::new(0, 0), // psqt rook d2
    Score::new(0, 0), // psqt rook e2
    Score::new(0, 0), // psqt rook f2
    Score::new(0, 0), // psqt rook g2
    Score::new(0, 0), // psqt rook h2
    Score::new(0, 0), // psqt rook a3
    Score::new(0, 0), // psqt rook b3
    Score::new(0, 0), // psqt rook c3
    Score::new(0, 0), // psqt rook d3
    Score::new(0, 0), // psqt rook e3
    Score::new(0, 0), // psqt rook f3
    Score::new(0, 0), // psqt rook g3
    Score::new(0, 0), // psqt rook h3
    Score::new(0, 0), // psqt rook a4
    Score::new(0, 0), // psqt rook b4
    Score::new(0, 0), // psqt rook c4
    Score::new(0, 0), // psqt rook d4
    Score::new(0, 0), // psqt rook e4
    Score::new(0, 0), // psqt rook f4
    Score::new(0, 0), // psqt rook g4
    Score::new(0, 0), // psqt rook h4
    Score::new(0, 0), // psqt rook a5
    Score::new(0, 0), // psqt rook b5
    Score::new(0, 0), // psqt rook c5
    Score::new(0, 0), // psqt rook d5
    Score::new(0, 0), // psqt rook e5
    Score::new(0, 0), // psqt rook f5
    Score::new(0, 0), // psqt rook g5
    Score::new(0, 0), // psqt rook h5
    Score::new(0, 0), // psqt rook a6
    Score::new(0, 0), // psqt rook b6
    Score::new(0, 0), // psqt rook c6
    Score::new(0, 0), // psqt rook d6
    Score::new(0, 0), // psqt rook e6
    Score::new(0, 0), // psqt rook f6
    Score::new(0, 0), // psqt rook g6
    Score::new(0, 0), // psqt rook h6
    Score::new(0, 0), // psqt rook a7
    Score::new(0, 0), // psqt rook b7
    Score::new(0, 0), // psqt rook c7
    Score::new(0, 0), // psqt rook d7
    Score::new(0, 0), // psqt rook e7
    Score::new(0, 0), // psqt rook f7
    Score::new(0, 0), // psqt rook g7
    Score::new(0, 0), // psqt rook h7
    Score::new(0, 0), // psqt rook a8
    Score::new(0, 0), // psqt rook b8
    Score::new(0, 0), // psqt rook c8
    Score::new(0, 0), // psqt rook d8
    Score::new(0, 0), // psqt rook e8
    Score::new(0, 0), // psqt rook f8
    Score::new(0, 0), // psqt rook g8
    Score::new(0, 0), // psqt rook h8
    Score::new(0, 0), // psqt queen a1
    Score::new(0, 0), // psqt queen b1
    Score::new(0, 0), // psqt queen c1
    Score::new(0, 0), // psqt queen d1
    Score::new(0, 0), // psqt queen e1
    Score::new(0, 0), // psqt queen f1
    Score::new(0, 0), // psqt queen g1
    Score::new(0, 0), // psqt queen h1
    Score::new(0, 0), // psqt queen a2
    Score::new(0, 0), // psqt queen b2
    Score::new(0, 0), // psqt queen c2
    Score::new(0, 0), // psqt queen d2
    Score::new(0, 0), // psqt queen e2
    Score::new(0, 0), // psqt queen f2
    Score::new(0, 0), // psqt queen g2
    Score::new(0, 0), // psqt queen h2
    Score::new(0, 0), // psqt queen a3
    Score::new(0, 0), // psqt queen b3
    Score::new(0, 0), // psqt queen c3
    Score::new(0, 0), // psqt queen d3
    Score::new(0, 0), // psqt queen e3
    Score::new(0, 0), // psqt queen f3
    Score::new(0, 0), // psqt queen g3
    Score::new(0, 0), // psqt queen h3
    Score::new(0, 0), // psqt queen a4
    Score::new(0, 0), // psqt queen b4
    Score::new(0, 0), // psqt queen c4
    Score::new(0, 0), // psqt queen d4
    Score::new(0, 0), // psqt queen e4
    Score::new(0, 0), // psqt queen f4
    Score::new(0, 0), // psqt queen g4
    Score::new(0, 0), // psqt queen h4
    Score::new(0, 0), // psqt queen a5
    Score::new(0, 0), // psqt queen b5
    Score::new(0, 0), // psqt queen c5
    Score::new(0, 0), // psqt queen d5
    Score::new(0, 0), // psqt queen e5
    Score::new(0, 0), // psqt queen f5
    Score::new(0, 0), // psqt queen g5
    Score::new(0, 0), // psqt queen h5
    Score::new(0, 0), // psqt queen a6
    Score::new(0, 0), // psqt queen b6
    Score::new(0, 0), // psqt queen c6
    Score::new(0, 0), // psqt queen d6
    Score::new(0, 0), // psqt queen e6
    Score::new(0, 0), // psqt queen f6
    Score::new(0, 0), // psqt queen g6
    Score::new(0, 0), // psqt queen h6
    Score::new(0, 0), // psqt queen a7
    Score::new(0, 0), // psqt queen b7
    Score::new(0, 0), // psqt queen c7
    Score::new(0, 0), // psqt queen d7
    Score::new(0, 0), // psqt queen e7
    Score::new(0, 0), // psqt queen f7
    Score::new(0, 0), // psqt queen g7
    Score::new(0, 0), // psqt queen h7
    Score::new(0, 0), // psqt queen a8
    Score::new(0, 0), // psqt queen b8
    Score::new(0, 0), // psqt queen c8
    Score::new(0, 0), // psqt queen d8
    Score::new(0, 0), // psqt queen e8
    Score::new(0, 0), // psqt queen f8
    Score::new(0, 0), // psqt queen g8
    Score::new(0, 0), // psqt queen h8
    Score::new(0, 0), // psqt king a1
    Score::new(0, 0), // psqt king b1
    Score::new(0, 0), // psqt king c1
    Score::new(0, 0), // psqt king d1
    Score::new(0, 0), // psqt king e1
    Score::new(0, 0), // psqt king f1
    Score::new(0, 0), // psqt king g1
    Score::new(0, 0), // psqt king h1
    Score::new(0, 0), // psqt king a2
    Score::new(0, 0), // psqt king b2
    Score::new(0, 0), // psqt king c2
    Score::new(0, 0), // psqt king d2
    Score::new(0, 0), // psqt king e2
    Score::new(0, 0), // psqt king f2
    Score::new(0, 0), // psqt king g2
    Score::new(0, 0), // psqt king h2
    Score::new(0, 0), // psqt king a3
    Score::new(0, 0), // psqt king b3
    Score::new(0, 0), // psqt king c3
    Score::new(0, 0), // psqt king d3
    Score::new(0, 0), // psqt king e3
    Score::new(0, 0), // psqt king f3
    Score::new(0, 0), // psqt king g3
    Score::new(0, 0), // psqt king h3
    Score::new(0, 0), // psqt king a4
    Score::new(0, 0), // psqt king b4
    Score::new(0, 0), // psqt king c4
    Score::new(0, 0), // psqt king d4
    Score::new(0, 0), // psqt king e4
    Score::new(0, 0), // psqt king f4
    Score::new(0, 0), // psqt king g4
    Score::new(0, 0), // psqt king h4
    Score::new(0, 0), // psqt king a5
    Score::new(0, 0), // psqt king b5
    Score::new(0, 0), // psqt king c5
    Score::new(0, 0), // psqt king d5
    Score::new(0, 0), // psqt king e5
    Score::new(0, 0), // psqt king f5
    Score::new(0, 0), // psqt king g5
    Score::new(0, 0), // psqt king h5
    Score::new(0, 0), // psqt king a6
    Score::new(0, 0), // psqt king b6
    Score::new(0, 0), // psqt king c6
    Score::new(0, 0), // psqt king d6
    Score::new(0, 0), // psqt king e6
    Score::new(0, 0), // psqt king f6
    Score::new(0, 0), // psqt king g6
    Score::new(0, 0), // psqt king h6
    Score::new(0, 0), // psqt king a7
    Score::new(0, 0), // psqt king b7
    Score::new(0, 0), // psqt king c7
    Score::new(0, 0), // psqt king d7
    Score::new(0, 0), // psqt king e7
    Score::new(0, 0), // psqt king f7
    Score::new(0, 0), // psqt king g7
    Score::new(0, 0), // psqt king h7
    Score::new(0, 0), // psqt king a8
    Score::new(0, 0), // psqt king b8
    Score::new(0, 0), // psqt king c8
    Score::new(0, 0), // psqt king d8
    Score::new(0, 0), // psqt king e8
    Score::new(0, 0), // psqt king f8
    Score::new(0, 0), // psqt king g8
    Score::new(0, 0), // psqt king h8
    Score::new(-50, 17), // mobility knight 0
    Score::new(-66, -38), // mobility knight 1
    Score::new(-32, -83), // mobility knight 2
    Score::new(-15, -31), // mobility knight 3
    Score::new(3, -6), // mobility knight 4
    Score::new(7, 9), // mobility knight 5
    Score::new(7, 36), // mobility knight 6
    Score::new(18, 50), // mobility knight 7
    Score::new(55, 19), // mobility knight 8
    Score::new(-38, -45), // mobility bishop 0
    Score::new(-20, -42), // mobility bishop 1
    Score::new(2, -64), // mobility bishop 2
    Score::new(0, -30), // mobility bishop 3
    Score::new(-2, 6), // mobility bishop 4
    Score::new(6, 20), // mobility bishop 5
    Score::new(-2, 21), // mobility bishop 6
    Score::new(2, 28), // mobility bishop 7
    Score::new(11, 54), // mobility bishop 8
    Score::new(4, 27), // mobility bishop 9
    Score::new(-34, 53), // mobility bishop 10
    Score::new(41, 62), // mobility bishop 11
    Score::new(24, 36), // mobility bishop 12
    Score::new(18, 56), // mobility bishop 13
    Score::new(0, -15), // mobility rook 0
    Score::new(-26, -63), // mobility rook 1
    Score::new(-18, -55), // mobility rook 2
    Score::new(-14, -9), // mobility rook 3
    Score::new(-5, 5), // mobility rook 4
    Score::new(-8, -1), // mobility rook 5
    Score::new(-4, 22), // mobility rook 6
    Score::new(23, 7), // mobility rook 7
    Score::new(12, 14), // mobility rook 8
    Score::new(20, 17), // mobility rook 9
    Score::new(5, 38), // mobility rook 10
    Score::new(-1, 41), // mobility rook 11
    Score::new(37, 36), // mobility rook 12
    Score::new(54, 40), // mobility rook 13
    Score::new(59, 36), // mobility rook 14
    Score::new(-21, 0), // mobility queen 0
    Score::new(-20, 2), // mobility queen 1
    Score::new(-19, 4), // mobility queen 2
    Score::new(-19, 7), // mobility queen 3
    Score::new(-30, -20), // mobility queen 4
    Score::new(-13, -7), // mobility queen 5
    Score::new(-19, -15), // mobility queen 6
    Score::new(-19, 9), // mobility queen 7
    Score::new(-7, -29), // mobility queen 8
    Score::new(-10, 7), // mobility queen 9
    Score::new(3, 0), // mobility queen 10
    Score::new(20, -17), // mobility queen 11
    Score::new(19, -9), // mobility queen 12
    Score::new(20, 4), // mobility queen 13
    Score::new(19, 24), // mobility queen 14
    Score::new(19, 15), // mobility queen 15
    Score::new(6, 38), // mobility queen 16
    Score::new(-21, 100), // mobility queen 17
    Score::new(-20, 67), // mobility queen 18
    Score::new(18, 43), // mobility queen 19
    Score::new(32, 47), // mobility queen 20
    Score::new(27, 16), // mobility queen 21
    Score::new(9, 33), // mobility queen 22
    Score::new(16, 31), // mobility queen 23
    Score::new(3, 48), // mobility queen 24
    Score::new(4, 50), // mobility queen 25
    Score::new(5, 52), // mobility queen 26
    Score::new(6, 54), // mobility queen 27
    Score::new(-11, -18), // doubled pawn
    Score::new(-15, -16), // isolated pawn
    Score::new(-27, -16), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(7, 10), // connected pawn rank 1
    Score::new(10, 7), // connected pawn rank 2
    Score::new(8, 17), // connected pawn rank 3
    Score::new(11, 67), // connected pawn rank 4
    Score::new(-13, 40), // connected pawn rank 5
    Score::new(-21, -25), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(101, -38), // passed pawn rank 1
    Score::new(-32, -25), // passed pawn rank 2
    Score::new(-10, 21), // passed pawn rank 3
    Score::new(-5, 72), // passed pawn rank 4
    Score::new(69, 171), // passed pawn rank 5
    Score::new(42, 176), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(9, -5), // passer own king distance rank 1
    Score::new(25, -4), // passer own king distance rank 2
    Score::new(7, -16), // passer own king distance rank 3
    Score::new(-5, -1), // passer own king distance rank 4
    Score::new(15, -29), // passer own king distance rank 5
    Score::new(27, -27), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-32, 21), // passer enemy king distance rank 1
    Score::new(-20, 17), // passer enemy king distance rank 2
    Score::new(-10, 25), // passer enemy king distance rank 3
    Score::new(12, 13), // passer enemy king distance rank 4
    Score::new(-21, 28), // passer enemy king distance rank 5
    Score::new(16, 47), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(-46, 21), // passer free path rank 1
    Score::new(-41, 20), // passer free path rank 2
    Score::new(-70, 36), // passer free path rank 3
    Score::new(2, 33), // passer free path rank 4
    Score::new(-1, 74), // passer free path rank 5
    Score::new(21, 107), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(0, 200), // unstoppable passer
    Score::new(54, 78), // king danger units 0
    Score::new(32, 56), // king danger units 1
    Score::new(47, 99), // king danger units 2
    Score::new(43, 55), // king danger units 3
    Score::new(46, 47), // king danger units 4
    Score::new(55, 46), // king danger units 5
    Score::new(64, 15), // king danger units 6
    Score::new(27, 14), // king danger units 7
    Score::new(6, -1), // king danger units 8
    Score::new(30, -25), // king danger units 9
    Score::new(11, -15), // king danger units 10
    Score::new(-12, -29), // king danger units 11
    Score::new(-44, -54), // king danger units 12
    Score::new(-19, -59), // king danger units 13
    Score::new(-22, -33), // king danger units 14
    Score::new(-70, -68), // king danger units 15
    Score::new(-83, -52), // king danger units 16
    Score::new(-68, -16), // king danger units 17
    Score::new(-103, -55), // king danger units 18
    Score::new(-361, -38), // king danger units 19
    Score::new(-400, -40), // king danger units 20
    Score::new(-441, -42), // king danger units 21
    Score::new(-484, -44), // king danger units 22
    Score::new(-529, -46), // king danger units 23
    Score::new(17, 12), // pawn shield distance 0
    Score::new(0, 28), // pawn shield distance 1
    Score::new(9, 9), // pawn shield distance 2
    Score::new(-4, 41), // pawn shield distance 3
    Score::new(41, 17), // pawn storm distance 0
    Score::new(-22, -1), // pawn storm distance 1
    Score::new(-23, 28), // pawn storm distance 2
    Score::new(12, 2), // pawn storm distance 3
    Score::new(12, 43), // pawn storm distance 4
    Score::new(-42, -41), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(38, 55), // threat by pawn on knight
    Score::new(18, 44), // threat by pawn on bishop
    Score::new(36, 20), // threat by pawn on rook
    Score::new(38, -6), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(1, 17), // threat by minor on pawn
    Score::new(21, 53), // threat by minor on knight
    Score::new(40, 25), // threat by minor on bishop
    Score::new(29, 53), // threat by minor on rook
    Score::new(41, 42), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(2, 29), // threat by rook on pawn
    Score::new(-10, 66), // threat by rook on knight
    Score::new(-3, 40), // threat by rook on bishop
    Score::new(0, 0), // threat by rook on rook
    Score::new(55, 25), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(10, 35), // hanging pawn
    Score::new(5, -7), // hanging knight
    Score::new(6, 15), // hanging bishop
    Score::new(9, 7), // hanging rook
    Score::new(-9, 17), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(18, 30), // rook open file
    Score::new(7, 7), // rook half-open file
    Score::new(-23, 38), // rook seventh rank
    Score::new(35, 56), // knight outpost
    Score::new(10, 41), // bishop outpost
    Score::new(-4, -13), // bishop own pawns on colour
    Score::new(6, 5), // tempo
];
