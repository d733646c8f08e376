//! X-FEN castling letters in Chess960: `K`/`Q` name the outermost rook on that side of the king,
//! which cozy-chess only understands when that rook stands on the h- or a-file.

use cozy_chess::{Board, BoardBuilder, Color, File, Piece, Rank};

/// `board` (parsed without castling rights) with the X-FEN or Shredder-FEN castling `field`
/// applied; `None` when a letter names no rook or the rights are otherwise invalid.
pub(super) fn with_castling(board: &Board, field: &str) -> Option<Board> {
    let mut builder = BoardBuilder::from_board(board);
    if field != "-" {
        for letter in field.chars() {
            let color = if letter.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let king_file = board.king(color).file();
            let rook_file = match letter.to_ascii_lowercase() {
                'k' => outermost_rook(board, color, |file| file > king_file, true)?,
                'q' => outermost_rook(board, color, |file| file < king_file, false)?,
                c => File::try_index((c as usize).checked_sub('a' as usize)?)?,
            };
            let rights = builder.castle_rights_mut(color);
            let slot = if rook_file > king_file {
                &mut rights.short
            } else {
                &mut rights.long
            };
            if slot.replace(rook_file).is_some() {
                return None;
            }
        }
    }
    builder.build().ok()
}

fn outermost_rook(
    board: &Board,
    color: Color,
    on_side: impl Fn(File) -> bool,
    highest: bool,
) -> Option<File> {
    let back_rank = Rank::First.relative_to(color);
    let files = (board.colored_pieces(color, Piece::Rook) & back_rank.bitboard())
        .into_iter()
        .map(|sq| sq.file())
        .filter(|&file| on_side(file));
    if highest { files.max() } else { files.min() }
}
