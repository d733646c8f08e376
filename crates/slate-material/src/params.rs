//! The evaluation's parameter layout: every weight is one [`Score`] in a flat array, so the tuner
//! can read and write the whole set and the evaluation can report which weight a feature uses.
//!
//! The values live in the generated `weights.rs` ([`WEIGHTS`]); the material table reads the piece
//! values and imbalance terms from there too, so tuned material and positional weights stay in one
//! place.

use crate::Score;

pub use crate::weights::WEIGHTS;

/// Pawn, knight, bishop, rook, queen.
pub const PIECE_VALUE: usize = 0;
/// The bishop pair.
pub const BISHOP_PAIR: usize = PIECE_VALUE + 5;
/// Per knight, per own pawn above the pivot.
pub const KNIGHT_PAWNS: usize = BISHOP_PAIR + 1;
/// Per rook, per own pawn above the pivot.
pub const ROOK_PAWNS: usize = KNIGHT_PAWNS + 1;
/// A second rook (redundancy).
pub const ROOK_PAIR: usize = ROOK_PAWNS + 1;
/// Per rook beside a queen.
pub const QUEEN_ROOK: usize = ROOK_PAIR + 1;
/// 6 × 64, piece-major, squares from the owner's side (a1 = 0).
pub const PSQT: usize = QUEEN_ROOK + 1;
/// By the number of safe squares reached.
pub const MOB_KNIGHT: usize = PSQT + 6 * 64;
/// Bishop mobility, by safe squares reached.
pub const MOB_BISHOP: usize = MOB_KNIGHT + 9;
/// Rook mobility, by safe squares reached.
pub const MOB_ROOK: usize = MOB_BISHOP + 14;
/// Queen mobility, by safe squares reached.
pub const MOB_QUEEN: usize = MOB_ROOK + 15;
/// A doubled pawn.
pub const DOUBLED: usize = MOB_QUEEN + 28;
/// An isolated pawn.
pub const ISOLATED: usize = DOUBLED + 1;
/// A backward pawn.
pub const BACKWARD: usize = ISOLATED + 1;
/// By relative rank (supported or side by side).
pub const CONNECTED: usize = BACKWARD + 1;
/// By relative rank.
pub const PASSED: usize = CONNECTED + 8;
/// By relative rank, times the own king's distance to the stop square.
pub const PASSER_OWN_KING: usize = PASSED + 8;
/// By relative rank, times the enemy king's distance to the stop square.
pub const PASSER_ENEMY_KING: usize = PASSER_OWN_KING + 8;
/// By relative rank: nothing stands on the way to the promotion square.
pub const PASSER_FREE: usize = PASSER_ENEMY_KING + 8;
/// A passer the enemy king cannot catch when the enemy has only pawns.
pub const UNSTOPPABLE: usize = PASSER_FREE + 8;
/// By attack units on the king zone (see `king.rs`), capped.
pub const KING_DANGER: usize = UNSTOPPABLE + 1;
/// Entries of the king-danger table.
pub const KING_DANGER_LEN: usize = 24;
/// Nearest own pawn in front of the king on each of its three files: 1, 2, 3+ ranks away, none.
pub const SHIELD: usize = KING_DANGER + KING_DANGER_LEN;
/// Nearest enemy pawn in front of the king on each of its three files: 1, 2, 3, 4+ away, none.
pub const STORM: usize = SHIELD + 4;
/// A file next to or under the king without any pawn.
pub const KING_OPEN_FILE: usize = STORM + 5;
/// By victim (pawn … queen, king unused): attacked by a pawn.
pub const THREAT_PAWN: usize = KING_OPEN_FILE + 1;
/// By victim: attacked by a knight or bishop.
pub const THREAT_MINOR: usize = THREAT_PAWN + 6;
/// By victim: attacked by a rook.
pub const THREAT_ROOK: usize = THREAT_MINOR + 6;
/// By victim: attacked and not defended.
pub const HANGING: usize = THREAT_ROOK + 6;
/// A rook on a file without pawns.
pub const ROOK_OPEN: usize = HANGING + 6;
/// A rook on a file without own pawns.
pub const ROOK_SEMI_OPEN: usize = ROOK_OPEN + 1;
/// A rook on the seventh rank.
pub const ROOK_SEVENTH: usize = ROOK_SEMI_OPEN + 1;
/// A knight on an outpost.
pub const KNIGHT_OUTPOST: usize = ROOK_SEVENTH + 1;
/// A bishop on an outpost.
pub const BISHOP_OUTPOST: usize = KNIGHT_OUTPOST + 1;
/// Per own pawn on the bishop's square colour.
pub const BAD_BISHOP: usize = BISHOP_OUTPOST + 1;
/// The side to move.
pub const TEMPO: usize = BAD_BISHOP + 1;
/// By relative rank: a passer whose stop square no enemy piece stands on or attacks.
pub const PASSER_SAFE_STOP: usize = TEMPO + 1;
/// Per enemy piece (not a pawn) that a safe pawn push would attack.
pub const PUSH_THREAT: usize = PASSER_SAFE_STOP + 8;
/// Safe central squares of the own second to fourth ranks (those behind own pawns twice).
pub const SPACE: usize = PUSH_THREAT + 1;
/// A knight or bishop right behind a pawn.
pub const MINOR_BEHIND_PAWN: usize = SPACE + 1;
/// A safe check the enemy has against the king, by the checking piece: knight, bishop, rook, queen.
pub const KING_SAFE_CHECK: usize = MINOR_BEHIND_PAWN + 1;
/// Per square of the king zone the enemy attacks and no own pawn, minor or rook defends.
pub const KING_WEAK_ZONE: usize = KING_SAFE_CHECK + 4;
/// Per square of the king's flank, on its own five ranks, that the enemy attacks.
pub const KING_FLANK_ATTACK: usize = KING_WEAK_ZONE + 1;
/// The king's flank (its file and the files beside, four in all) holds no pawn of either side.
pub const PAWNLESS_FLANK: usize = KING_FLANK_ATTACK + 1;
/// The king's distance to its nearest own pawn (none without pawns).
pub const KING_PAWN_DISTANCE: usize = PAWNLESS_FLANK + 1;
/// A rook on the file of an enemy queen.
pub const ROOK_QUEEN_FILE: usize = KING_PAWN_DISTANCE + 1;
/// A rook whose file crosses the enemy king zone without attacking it yet.
pub const ROOK_KING_RING: usize = ROOK_QUEEN_FILE + 1;
/// A bishop whose diagonals, seen through everything but pawns, reach the enemy king zone that
/// it does not attack yet.
pub const BISHOP_KING_RING: usize = ROOK_KING_RING + 1;
/// Per square of distance between a knight (then a bishop) and its own king.
pub const KING_PROTECTOR: usize = BISHOP_KING_RING + 1;
/// An enemy piece or pawn the king attacks.
pub const THREAT_KING: usize = KING_PROTECTOR + 2;
/// A bishop on a long diagonal that sees two central squares past the pawns.
pub const LONG_DIAGONAL: usize = THREAT_KING + 1;
/// Per square from which a knight could attack the lone enemy queen, safe from pawns.
pub const KNIGHT_ON_QUEEN: usize = LONG_DIAGONAL + 1;
/// Per square from which a bishop or rook could attack the lone enemy queen, safe from pawns.
pub const SLIDER_ON_QUEEN: usize = KNIGHT_ON_QUEEN + 1;
/// Per square both sides attack that no enemy pawn guards: squares the enemy's pieces cannot use
/// freely.
pub const RESTRICTED: usize = SLIDER_ON_QUEEN + 1;
/// A rook with at most three squares to go to, between its king and the corner.
pub const TRAPPED_ROOK: usize = RESTRICTED + 1;
/// An isolated or backward pawn with no enemy pawn in front of it on its file: open to attack
/// by rooks.
pub const WEAK_UNOPPOSED: usize = TRAPPED_ROOK + 1;
/// A doubled pawn that is also isolated.
pub const DOUBLED_ISOLATED: usize = WEAK_UNOPPOSED + 1;
/// Per own pawn defending a pawn.
pub const PAWN_SUPPORT: usize = DOUBLED_ISOLATED + 1;
/// A pawn with an own pawn beside it on its rank.
pub const PHALANX: usize = PAWN_SUPPORT + 1;
/// A pawn on the fifth (then sixth) rank with an enemy pawn right in front of it.
pub const BLOCKED_PAWN: usize = PHALANX + 1;
/// An enemy pawn on the king's files stopped right in front of an own pawn (a storm that cannot
/// open a file).
pub const BLOCKED_STORM: usize = BLOCKED_PAWN + 2;
/// A rook behind a passed pawn on its file: an own passer's (then an enemy passer's).
pub const ROOK_BEHIND_PASSER: usize = BLOCKED_STORM + 1;
/// A knight that can reach an outpost square next move.
pub const REACHABLE_OUTPOST: usize = ROOK_BEHIND_PASSER + 2;
/// A queen in the enemy half on a square no enemy pawn can ever attack.
pub const QUEEN_INFILTRATION: usize = REACHABLE_OUTPOST + 1;
/// A rook on a file whose own pawn is blocked.
pub const ROOK_CLOSED_FILE: usize = QUEEN_INFILTRATION + 1;
/// Per enemy pawn on a bishop's diagonals (on an empty board).
pub const BISHOP_XRAY_PAWNS: usize = ROOK_CLOSED_FILE + 1;
/// Per own pawn on a bishop's square colour, times the own blocked pawns on files c to f.
pub const BAD_BISHOP_BLOCKED: usize = BISHOP_XRAY_PAWNS + 1;
/// Per knight (then rook), times the pawns blocked by an enemy pawn (both sides): a closed
/// position.
pub const CLOSED_PIECE: usize = BAD_BISHOP_BLOCKED + 1;
/// Space (the pawn term's count) times the side's knights, bishops, rooks and queens.
pub const SPACE_PIECES: usize = CLOSED_PIECE + 2;
/// Own pieces pinned to their king: knight or bishop, then rook or queen.
pub const PINNED: usize = SPACE_PIECES + 1;
/// The queen on a line with an enemy slider with one piece between (a pin or discovery waits).
pub const WEAK_QUEEN: usize = PINNED + 2;
/// Enemy pieces attacked by us that only their queen defends.
pub const WEAK_QUEEN_PROTECTION: usize = WEAK_QUEEN + 1;
/// The endgame's initiative, counted for the side ahead in the endgame score (see
/// `eval::initiative`): passed pawns, pawns, outflanking, pawns on both flanks, an infiltrated
/// king, a pawn ending, and the almost unwinnable case.
pub const INITIATIVE: usize = WEAK_QUEEN_PROTECTION + 1;
/// How many initiative features there are.
pub const INITIATIVE_LEN: usize = 7;
/// How many weights there are.
pub const N_PARAMS: usize = INITIATIVE + INITIATIVE_LEN;

/// Every parameter block: first index, length, name.
pub const BLOCKS: [(usize, usize, &str); 72] = [
    (PIECE_VALUE, 5, "piece value"),
    (BISHOP_PAIR, 1, "bishop pair"),
    (KNIGHT_PAWNS, 1, "knight per pawn above 5"),
    (ROOK_PAWNS, 1, "rook per pawn above 5"),
    (ROOK_PAIR, 1, "rook pair"),
    (QUEEN_ROOK, 1, "rook beside queen"),
    (PSQT, 6 * 64, "psqt"),
    (MOB_KNIGHT, 9, "mobility knight"),
    (MOB_BISHOP, 14, "mobility bishop"),
    (MOB_ROOK, 15, "mobility rook"),
    (MOB_QUEEN, 28, "mobility queen"),
    (DOUBLED, 1, "doubled pawn"),
    (ISOLATED, 1, "isolated pawn"),
    (BACKWARD, 1, "backward pawn"),
    (CONNECTED, 8, "connected pawn rank"),
    (PASSED, 8, "passed pawn rank"),
    (PASSER_OWN_KING, 8, "passer own king distance rank"),
    (PASSER_ENEMY_KING, 8, "passer enemy king distance rank"),
    (PASSER_FREE, 8, "passer free path rank"),
    (UNSTOPPABLE, 1, "unstoppable passer"),
    (KING_DANGER, KING_DANGER_LEN, "king danger units"),
    (SHIELD, 4, "pawn shield distance"),
    (STORM, 5, "pawn storm distance"),
    (KING_OPEN_FILE, 1, "open file at king"),
    (THREAT_PAWN, 6, "threat by pawn on"),
    (THREAT_MINOR, 6, "threat by minor on"),
    (THREAT_ROOK, 6, "threat by rook on"),
    (HANGING, 6, "hanging"),
    (ROOK_OPEN, 1, "rook open file"),
    (ROOK_SEMI_OPEN, 1, "rook half-open file"),
    (ROOK_SEVENTH, 1, "rook seventh rank"),
    (KNIGHT_OUTPOST, 1, "knight outpost"),
    (BISHOP_OUTPOST, 1, "bishop outpost"),
    (BAD_BISHOP, 1, "bishop own pawns on colour"),
    (TEMPO, 1, "tempo"),
    (PASSER_SAFE_STOP, 8, "passer safe stop square rank"),
    (PUSH_THREAT, 1, "safe pawn push threat"),
    (SPACE, 1, "space"),
    (MINOR_BEHIND_PAWN, 1, "minor behind pawn"),
    (KING_SAFE_CHECK, 4, "safe check by"),
    (KING_WEAK_ZONE, 1, "weak king zone square"),
    (KING_FLANK_ATTACK, 1, "king flank attack"),
    (PAWNLESS_FLANK, 1, "pawnless flank"),
    (KING_PAWN_DISTANCE, 1, "king pawn distance"),
    (ROOK_QUEEN_FILE, 1, "rook on queen file"),
    (ROOK_KING_RING, 1, "rook on king ring"),
    (BISHOP_KING_RING, 1, "bishop on king ring"),
    (KING_PROTECTOR, 2, "king protector"),
    (THREAT_KING, 1, "threat by king"),
    (LONG_DIAGONAL, 1, "bishop long diagonal"),
    (KNIGHT_ON_QUEEN, 1, "knight on queen"),
    (SLIDER_ON_QUEEN, 1, "slider on queen"),
    (RESTRICTED, 1, "restricted square"),
    (TRAPPED_ROOK, 1, "trapped rook"),
    (WEAK_UNOPPOSED, 1, "weak unopposed pawn"),
    (DOUBLED_ISOLATED, 1, "doubled isolated pawn"),
    (PAWN_SUPPORT, 1, "pawn support"),
    (PHALANX, 1, "pawn phalanx"),
    (BLOCKED_PAWN, 2, "blocked pawn rank"),
    (BLOCKED_STORM, 1, "blocked storm"),
    (ROOK_BEHIND_PASSER, 2, "rook behind passer"),
    (REACHABLE_OUTPOST, 1, "reachable outpost"),
    (QUEEN_INFILTRATION, 1, "queen infiltration"),
    (ROOK_CLOSED_FILE, 1, "rook on closed file"),
    (BISHOP_XRAY_PAWNS, 1, "bishop xray pawns"),
    (BAD_BISHOP_BLOCKED, 1, "bad bishop blocked centre"),
    (CLOSED_PIECE, 2, "closed position"),
    (SPACE_PIECES, 1, "space times pieces"),
    (PINNED, 2, "pinned"),
    (WEAK_QUEEN, 1, "weak queen"),
    (WEAK_QUEEN_PROTECTION, 1, "weak queen protection"),
    (INITIATIVE, INITIATIVE_LEN, "initiative"),
];

/// A readable name of parameter `i`, for the generated weights file.
pub fn name(i: usize) -> String {
    const PIECES: [&str; 6] = ["pawn", "knight", "bishop", "rook", "queen", "king"];
    for &(start, len, block) in &BLOCKS {
        if i >= start && i < start + len {
            let k = i - start;
            return match start {
                PIECE_VALUE | THREAT_PAWN | THREAT_MINOR | THREAT_ROOK | HANGING => {
                    format!("{block} {}", PIECES[k])
                }
                KING_SAFE_CHECK | KING_PROTECTOR => format!("{block} {}", PIECES[k + 1]),
                CLOSED_PIECE => format!("{block} {}", PIECES[1 + 2 * k]),
                PINNED => format!("{block} {}", ["minor", "major"][k]),
                INITIATIVE => format!(
                    "{block} {}",
                    [
                        "passers",
                        "pawns",
                        "outflanking",
                        "both flanks",
                        "infiltration",
                        "pawn ending",
                        "unwinnable"
                    ][k]
                ),
                PSQT => {
                    let sq = k % 64;
                    let file = (b'a' + (sq % 8) as u8) as char;
                    format!("{block} {} {file}{}", PIECES[k / 64], sq / 8 + 1)
                }
                _ if len > 1 => format!("{block} {k}"),
                _ => block.to_string(),
            };
        }
    }
    format!("unknown {i}")
}

/// Whether parameter `i` has an endgame weight only (its middlegame weight stays zero): the
/// initiative, which follows the endgame score's sign and means nothing to the middlegame.
pub const fn endgame_only(i: usize) -> bool {
    i >= INITIATIVE && i < INITIATIVE + INITIATIVE_LEN
}

/// Weight `i` of the compiled-in set.
#[inline(always)]
pub fn weight(i: usize) -> Score {
    WEIGHTS[i]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_tile_the_parameter_array() {
        let mut next = 0;
        for &(start, len, _) in BLOCKS.iter() {
            assert_eq!(start, next);
            next = start + len;
        }
        assert_eq!(next, N_PARAMS);
        assert_eq!(name(PSQT + 64 + 8 * 2 + 3), "psqt knight d3");
        assert_eq!(name(TEMPO), "tempo");
    }
}
