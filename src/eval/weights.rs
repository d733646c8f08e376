//! Evaluation weights (middlegame, endgame), indexed as laid out in `params.rs`.
//!
//! Fitted by `slate tune --data combined.epd --seed 1 --epochs 2000 --validation 0.1 --lr 1 --l2 1e-9 --min-support 100 --psqt-shape none`:
//! 405234 training and 45026 validation positions, K = 0.9749,
//! training error 0.087508 -> 0.086112, validation error 0.087041 -> 0.085845, 198 s.
//! `combined.epd` is the shared human-game set followed by Slate's sorted self-play positions;
//! `docs/eval.md` ("Tuning") gives the commands that make it.

use super::params::N_PARAMS;
use crate::material::Score;

/// Every weight, indexed as `params.rs` lays them out.
#[rustfmt::skip]
pub const WEIGHTS: [Score; N_PARAMS] = [
    Score::new(55, 71), // piece value pawn
    Score::new(303, 298), // piece value knight
    Score::new(346, 277), // piece value bishop
    Score::new(287, 507), // piece value rook
    Score::new(974, 830), // piece value queen
    Score::new(21, 84), // bishop pair
    Score::new(-2, 13), // knight per pawn above 5
    Score::new(7, -6), // rook per pawn above 5
    Score::new(46, -19), // rook pair
    Score::new(24, -3), // rook beside queen
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
    Score::new(-60, -40), // mobility knight 0
    Score::new(-64, -60), // mobility knight 1
    Score::new(-31, -76), // mobility knight 2
    Score::new(-16, -29), // mobility knight 3
    Score::new(-4, -9), // mobility knight 4
    Score::new(8, 18), // mobility knight 5
    Score::new(6, 28), // mobility knight 6
    Score::new(24, 39), // mobility knight 7
    Score::new(47, 13), // mobility knight 8
    Score::new(-51, -33), // mobility bishop 0
    Score::new(-24, -50), // mobility bishop 1
    Score::new(-4, -58), // mobility bishop 2
    Score::new(-4, -18), // mobility bishop 3
    Score::new(-3, 3), // mobility bishop 4
    Score::new(3, 14), // mobility bishop 5
    Score::new(2, 3), // mobility bishop 6
    Score::new(1, 22), // mobility bishop 7
    Score::new(19, 46), // mobility bishop 8
    Score::new(8, 42), // mobility bishop 9
    Score::new(-3, 54), // mobility bishop 10
    Score::new(46, 53), // mobility bishop 11
    Score::new(24, 24), // mobility bishop 12
    Score::new(15, 38), // mobility bishop 13
    Score::new(-112, -13), // mobility rook 0
    Score::new(-48, -86), // mobility rook 1
    Score::new(-25, -44), // mobility rook 2
    Score::new(-17, -20), // mobility rook 3
    Score::new(-8, -6), // mobility rook 4
    Score::new(-3, -6), // mobility rook 5
    Score::new(0, 13), // mobility rook 6
    Score::new(21, 6), // mobility rook 7
    Score::new(7, 13), // mobility rook 8
    Score::new(26, 12), // mobility rook 9
    Score::new(-2, 40), // mobility rook 10
    Score::new(3, 37), // mobility rook 11
    Score::new(34, 25), // mobility rook 12
    Score::new(47, 46), // mobility rook 13
    Score::new(31, 44), // mobility rook 14
    Score::new(-27, 3), // mobility queen 0
    Score::new(-26, 5), // mobility queen 1
    Score::new(-61, -14), // mobility queen 2
    Score::new(-51, -34), // mobility queen 3
    Score::new(-41, -30), // mobility queen 4
    Score::new(-19, -28), // mobility queen 5
    Score::new(-24, -17), // mobility queen 6
    Score::new(-17, 5), // mobility queen 7
    Score::new(-10, -16), // mobility queen 8
    Score::new(-8, -12), // mobility queen 9
    Score::new(1, -3), // mobility queen 10
    Score::new(14, -15), // mobility queen 11
    Score::new(15, 1), // mobility queen 12
    Score::new(24, 11), // mobility queen 13
    Score::new(19, 25), // mobility queen 14
    Score::new(16, 20), // mobility queen 15
    Score::new(9, 25), // mobility queen 16
    Score::new(-8, 61), // mobility queen 17
    Score::new(0, 44), // mobility queen 18
    Score::new(5, 35), // mobility queen 19
    Score::new(18, 25), // mobility queen 20
    Score::new(15, 1), // mobility queen 21
    Score::new(8, 8), // mobility queen 22
    Score::new(8, 7), // mobility queen 23
    Score::new(1, 5), // mobility queen 24
    Score::new(-10, -10), // mobility queen 25
    Score::new(-1, 55), // mobility queen 26
    Score::new(0, 57), // mobility queen 27
    Score::new(-1, -18), // doubled pawn
    Score::new(-11, -17), // isolated pawn
    Score::new(-12, -44), // backward pawn
    Score::new(0, 0), // connected pawn rank 0
    Score::new(7, 3), // connected pawn rank 1
    Score::new(12, 1), // connected pawn rank 2
    Score::new(8, 13), // connected pawn rank 3
    Score::new(5, 39), // connected pawn rank 4
    Score::new(18, 20), // connected pawn rank 5
    Score::new(4, -9), // connected pawn rank 6
    Score::new(0, 0), // connected pawn rank 7
    Score::new(0, 0), // passed pawn rank 0
    Score::new(51, 11), // passed pawn rank 1
    Score::new(37, -30), // passed pawn rank 2
    Score::new(-16, 23), // passed pawn rank 3
    Score::new(-9, 55), // passed pawn rank 4
    Score::new(21, 95), // passed pawn rank 5
    Score::new(39, 132), // passed pawn rank 6
    Score::new(0, 0), // passed pawn rank 7
    Score::new(0, 0), // passer own king distance rank 0
    Score::new(4, -6), // passer own king distance rank 1
    Score::new(18, 0), // passer own king distance rank 2
    Score::new(18, -22), // passer own king distance rank 3
    Score::new(8, -8), // passer own king distance rank 4
    Score::new(20, -26), // passer own king distance rank 5
    Score::new(10, -20), // passer own king distance rank 6
    Score::new(0, 0), // passer own king distance rank 7
    Score::new(0, 0), // passer enemy king distance rank 0
    Score::new(-11, 11), // passer enemy king distance rank 1
    Score::new(-28, 10), // passer enemy king distance rank 2
    Score::new(-14, 25), // passer enemy king distance rank 3
    Score::new(-5, 23), // passer enemy king distance rank 4
    Score::new(-16, 52), // passer enemy king distance rank 5
    Score::new(22, 55), // passer enemy king distance rank 6
    Score::new(0, 0), // passer enemy king distance rank 7
    Score::new(0, 0), // passer free path rank 0
    Score::new(-62, 10), // passer free path rank 1
    Score::new(-10, 8), // passer free path rank 2
    Score::new(-63, 22), // passer free path rank 3
    Score::new(25, 7), // passer free path rank 4
    Score::new(-4, 52), // passer free path rank 5
    Score::new(25, 72), // passer free path rank 6
    Score::new(0, 0), // passer free path rank 7
    Score::new(0, 40), // unstoppable passer
    Score::new(71, 73), // king danger units 0
    Score::new(43, 52), // king danger units 1
    Score::new(56, 89), // king danger units 2
    Score::new(55, 46), // king danger units 3
    Score::new(48, 52), // king danger units 4
    Score::new(49, 44), // king danger units 5
    Score::new(74, 11), // king danger units 6
    Score::new(45, -8), // king danger units 7
    Score::new(21, -8), // king danger units 8
    Score::new(24, -3), // king danger units 9
    Score::new(18, -14), // king danger units 10
    Score::new(-8, -20), // king danger units 11
    Score::new(-49, -24), // king danger units 12
    Score::new(-34, -40), // king danger units 13
    Score::new(-36, -35), // king danger units 14
    Score::new(-48, -32), // king danger units 15
    Score::new(-65, -36), // king danger units 16
    Score::new(-56, -21), // king danger units 17
    Score::new(-71, -37), // king danger units 18
    Score::new(-45, -34), // king danger units 19
    Score::new(-32, -19), // king danger units 20
    Score::new(-26, -18), // king danger units 21
    Score::new(-18, -12), // king danger units 22
    Score::new(-17, -7), // king danger units 23
    Score::new(18, 16), // pawn shield distance 0
    Score::new(-1, 24), // pawn shield distance 1
    Score::new(6, -2), // pawn shield distance 2
    Score::new(-19, 46), // pawn shield distance 3
    Score::new(6, 36), // pawn storm distance 0
    Score::new(-30, 0), // pawn storm distance 1
    Score::new(-4, 13), // pawn storm distance 2
    Score::new(26, -3), // pawn storm distance 3
    Score::new(7, 39), // pawn storm distance 4
    Score::new(-28, -54), // open file at king
    Score::new(0, 0), // threat by pawn on pawn
    Score::new(45, 33), // threat by pawn on knight
    Score::new(36, 26), // threat by pawn on bishop
    Score::new(27, 15), // threat by pawn on rook
    Score::new(37, -3), // threat by pawn on queen
    Score::new(0, 0), // threat by pawn on king
    Score::new(0, 21), // threat by minor on pawn
    Score::new(32, 60), // threat by minor on knight
    Score::new(37, 14), // threat by minor on bishop
    Score::new(35, 32), // threat by minor on rook
    Score::new(53, 12), // threat by minor on queen
    Score::new(0, 0), // threat by minor on king
    Score::new(3, 22), // threat by rook on pawn
    Score::new(3, 43), // threat by rook on knight
    Score::new(21, 26), // threat by rook on bishop
    Score::new(0, 0), // threat by rook on rook
    Score::new(51, 22), // threat by rook on queen
    Score::new(0, 0), // threat by rook on king
    Score::new(5, 28), // hanging pawn
    Score::new(17, 5), // hanging knight
    Score::new(10, 17), // hanging bishop
    Score::new(19, 8), // hanging rook
    Score::new(7, -10), // hanging queen
    Score::new(0, 0), // hanging king
    Score::new(33, 9), // rook open file
    Score::new(16, 7), // rook half-open file
    Score::new(-12, 49), // rook seventh rank
    Score::new(41, 22), // knight outpost
    Score::new(27, 17), // bishop outpost
    Score::new(-4, -10), // bishop own pawns on colour
    Score::new(8, 5), // tempo
];
