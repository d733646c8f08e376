//! Assembles lexer tokens into games and replays their main lines.

use super::lexer::{Lexer, Token};
use crate::{Move, Position, move_from_san};
use std::io::{self, BufRead};

/// The outcome of a game, from the termination marker or else the `Result` tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2` (or `½-½`).
    Draw,
    /// `*` or anything unreadable: the game was unfinished or its result is not known.
    Unknown,
}

impl GameResult {
    fn parse(s: &str) -> Self {
        match s.trim() {
            "1-0" => GameResult::WhiteWins,
            "0-1" => GameResult::BlackWins,
            "1/2-1/2" | "½-½" => GameResult::Draw,
            _ => GameResult::Unknown,
        }
    }
}

/// One half-move of the main line.
#[derive(Debug, Clone)]
pub struct PgnPly {
    /// `None` for a null move (`--`, `Z0`, `0000`, `@@@@`).
    pub mv: Option<Move>,
    /// The move as written in the file.
    pub text: String,
    /// Comments that follow the move (before the next main-line move).
    pub comments: Vec<String>,
    /// Numeric annotation glyphs (`$n`, or `!`, `?`, `!?`… as their numbers) after the move.
    pub nags: Vec<u8>,
}

/// A game whose main line was replayed on the board.
#[derive(Debug, Clone)]
pub struct PgnGame {
    /// 1-based number of the game in the file, counting skipped games too.
    pub number: usize,
    /// The tag pairs (name, value) in file order; see [`PgnGame::tag`].
    pub tags: Vec<(String, String)>,
    /// The starting position: the `FEN` tag's, or the standard one.
    pub start: Position,
    /// Whether the `Variant` tag names Chess960 (castling read as king takes rook).
    pub chess960: bool,
    /// The main line as replayed from [`PgnGame::start`].
    pub plies: Vec<PgnPly>,
    /// The termination marker's result, or else the `Result` tag's.
    pub result: GameResult,
    /// The first problem met while replaying the main line (illegal move, bad FEN); the plies
    /// before it are kept and the rest of the main line is ignored.
    pub error: Option<String>,
}

impl PgnGame {
    /// The value of the first tag called `name` (case-insensitive), if any.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// What the reader yields for each game in the input.
#[derive(Debug, Clone)]
pub enum PgnItem {
    /// A chess or Chess960 game, replayed as far as it is legal.
    Game(Box<PgnGame>),
    /// A game of a variant Slate does not play (crazyhouse, antichess, ...).
    Skipped {
        /// 1-based number of the game in the file.
        number: usize,
        /// Why it was skipped, such as `unsupported variant 'crazyhouse'`.
        reason: String,
    },
}

/// Reads games one by one from any buffered reader.
pub struct PgnReader<R> {
    input: R,
    lexer: Lexer,
    pending: Vec<Token>,
    line: Vec<u8>,
    first_line: bool,
    games: usize,
    bytes_read: u64,
    done: bool,
}

impl<R: BufRead> PgnReader<R> {
    /// A reader of the games in `input`, which may start with a UTF-8 byte-order mark.
    pub fn new(input: R) -> Self {
        Self {
            input,
            lexer: Lexer::default(),
            pending: Vec::new(),
            line: Vec::new(),
            first_line: true,
            games: 0,
            bytes_read: 0,
            done: false,
        }
    }

    /// Bytes consumed so far, for progress bars.
    pub fn bytes_read(&self) -> u64 {
        self.bytes_read
    }

    /// Lexes the next line into `pending`; false at the end of the input.
    fn fill(&mut self) -> io::Result<bool> {
        self.line.clear();
        let n = self.input.read_until(b'\n', &mut self.line)?;
        if n == 0 {
            return Ok(false);
        }
        self.bytes_read += n as u64;
        let text = String::from_utf8_lossy(&self.line);
        let mut text: &str = text.trim_end_matches(['\n', '\r']);
        if self.first_line {
            text = text.strip_prefix('\u{feff}').unwrap_or(text);
            self.first_line = false;
        }
        let text = text.to_string();
        self.lexer.line(&text, &mut self.pending);
        Ok(true)
    }

    /// Collects the tags and main-line tokens of the next game.
    fn next_raw(&mut self) -> io::Result<Option<RawGame>> {
        let mut game = RawGame::default();
        let mut started = false; // any token of this game seen
        let mut in_movetext = false;
        let mut depth = 0usize;
        let mut cursor = 0;
        loop {
            if cursor == self.pending.len() {
                self.pending.clear();
                cursor = 0;
                if !self.fill()? {
                    return Ok(started.then_some(game));
                }
                continue;
            }
            let token = &self.pending[cursor];
            if let Token::Tag(..) = token
                && in_movetext
            {
                // A new tag section without a termination marker: the game ended here.
                self.pending.drain(..cursor);
                return Ok(Some(game));
            }
            let token = token.clone();
            cursor += 1;
            // Comments alone (say, at the end of a file) do not make a game.
            started |= !matches!(token, Token::Comment(_));
            match token {
                Token::Tag(name, value) => game.tags.push((name, value)),
                Token::OpenVariation => {
                    in_movetext = true;
                    depth += 1;
                }
                Token::CloseVariation => depth = depth.saturating_sub(1),
                Token::Termination(t) if depth == 0 => {
                    game.termination = Some(t);
                    self.pending.drain(..cursor);
                    return Ok(Some(game));
                }
                Token::Termination(_) => {}
                other => {
                    if !matches!(other, Token::Comment(_)) {
                        in_movetext = true;
                    }
                    if depth == 0 {
                        game.mainline.push(other);
                    }
                }
            }
        }
    }
}

#[derive(Default)]
struct RawGame {
    tags: Vec<(String, String)>,
    mainline: Vec<Token>,
    termination: Option<String>,
}

/// A `Variant` tag naming a game Slate cannot replay.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unsupported variant '{0}'")]
pub struct UnsupportedVariant(pub String);

/// Whether a `Variant` tag names a game Slate can replay, and if so whether it is Chess960.
pub fn variant_kind(variant: &str) -> Result<bool, UnsupportedVariant> {
    let v = variant.trim().to_ascii_lowercase();
    match v.as_str() {
        "" | "standard" | "chess" | "normal" | "from position" | "fromposition" => Ok(false),
        "chess960" | "chess 960" | "960" | "fischerandom" | "fischerrandom" | "fischer random"
        | "fischer-random" | "freestyle" => Ok(true),
        _ => Err(UnsupportedVariant(variant.trim().to_string())),
    }
}

/// Rewrites X-FEN castling letters (`KQkq`: the outermost rook on that side of the king) into
/// Shredder-FEN file letters; anything it cannot read is returned unchanged.
pub(crate) fn xfen_to_shredder(fen: &str) -> String {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.len() < 3 || fields[2] == "-" {
        return fen.to_string();
    }
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 8 {
        return fen.to_string();
    }
    // The back rank of each colour as 8 squares.
    let row = |text: &str| -> Option<Vec<char>> {
        let mut squares = Vec::with_capacity(8);
        for c in text.chars() {
            match c.to_digit(10) {
                Some(n) => squares.extend(std::iter::repeat_n('.', n as usize)),
                None => squares.push(c),
            }
        }
        (squares.len() == 8).then_some(squares)
    };
    let (Some(white), Some(black)) = (row(ranks[7]), row(ranks[0])) else {
        return fen.to_string();
    };
    let mut castling = String::new();
    for c in fields[2].chars() {
        let (squares, king, rook, upper) = match c {
            'K' | 'Q' => (&white, 'K', 'R', true),
            'k' | 'q' => (&black, 'k', 'r', false),
            _ => {
                castling.push(c);
                continue;
            }
        };
        let Some(king_file) = squares.iter().position(|&s| s == king) else {
            return fen.to_string();
        };
        let rook_file = if c.eq_ignore_ascii_case(&'K') {
            (king_file + 1..8).rev().find(|&f| squares[f] == rook)
        } else {
            (0..king_file).find(|&f| squares[f] == rook)
        };
        let Some(f) = rook_file else {
            return fen.to_string();
        };
        let letter = (b'a' + f as u8) as char;
        castling.push(if upper {
            letter.to_ascii_uppercase()
        } else {
            letter
        });
    }
    let mut out: Vec<String> = fields.iter().map(|s| s.to_string()).collect();
    out[2] = castling;
    out.join(" ")
}

fn build_game(number: usize, raw: RawGame) -> PgnItem {
    let tag = |name: &str| {
        raw.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    };
    let chess960 = match variant_kind(&tag("Variant").unwrap_or_default()) {
        Ok(c) => c,
        Err(reason) => {
            return PgnItem::Skipped {
                number,
                reason: reason.to_string(),
            };
        }
    };
    let result = GameResult::parse(
        raw.termination
            .as_deref()
            .or(tag("Result").as_deref())
            .unwrap_or("*"),
    );
    let mut game = PgnGame {
        number,
        tags: raw.tags.clone(),
        start: Position::startpos(),
        chess960,
        plies: Vec::new(),
        result,
        error: None,
    };
    if let Some(fen) = tag("FEN") {
        let fen = if chess960 {
            xfen_to_shredder(&fen)
        } else {
            fen
        };
        match Position::from_fen(&fen) {
            Ok(p) => game.start = p,
            Err(e) => {
                game.error = Some(e.to_string());
                return PgnItem::Game(Box::new(game));
            }
        }
    }
    let mut pos = game.start.clone();
    for token in raw.mainline {
        match token {
            Token::Move(text) => {
                if matches!(text.as_str(), "--" | "Z0" | "0000" | "@@@@") {
                    match pos.null_move() {
                        Some(p) => pos = p,
                        None => {
                            game.error = Some(format!("null move '{text}' while in check"));
                            break;
                        }
                    }
                    game.plies.push(PgnPly {
                        mv: None,
                        text,
                        comments: Vec::new(),
                        nags: Vec::new(),
                    });
                    continue;
                }
                match move_from_san(pos.board(), &text) {
                    Ok(mv) => {
                        pos.play(mv);
                        game.plies.push(PgnPly {
                            mv: Some(mv),
                            text,
                            comments: Vec::new(),
                            nags: Vec::new(),
                        });
                    }
                    Err(e) => {
                        game.error = Some(format!("after {} plies: {e}", game.plies.len()));
                        break;
                    }
                }
            }
            Token::Comment(c) => {
                if let Some(last) = game.plies.last_mut() {
                    last.comments.push(c);
                }
            }
            Token::Nag(n) => {
                if let Some(last) = game.plies.last_mut() {
                    last.nags.push(n);
                }
            }
            _ => {}
        }
    }
    PgnItem::Game(Box::new(game))
}

impl<R: BufRead> Iterator for PgnReader<R> {
    type Item = io::Result<PgnItem>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        match self.next_raw() {
            Ok(Some(raw)) => {
                self.games += 1;
                Some(Ok(build_game(self.games, raw)))
            }
            Ok(None) => {
                self.done = true;
                None
            }
            Err(e) => {
                self.done = true;
                Some(Err(e))
            }
        }
    }
}
