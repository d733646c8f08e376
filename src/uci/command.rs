//! Parsing of UCI input lines into commands. Pure functions: every malformed line becomes an
//! error message, never a panic.

use crate::search::Limits;
use crate::search::limits::MAX_MILLIS;

/// A `go` command: its limits, and the `searchmoves` still as text (they are read against the
/// position when the search starts).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GoParams {
    /// The clock, depth, node, mate, `infinite` and `ponder` limits (`searchmoves` left empty).
    pub limits: Limits,
    /// The moves after `searchmoves`, in UCI notation, not yet checked for legality.
    pub searchmoves: Vec<String>,
    /// A limit had a malformed value, or a word was not a `go` parameter (reported and
    /// ignored): if no limit is left, the search must still be given one.
    pub malformed: bool,
    /// `go perft N`: count the leaf nodes N plies deep under each root move instead of searching
    /// (as Stockfish does).
    pub perft: Option<u32>,
}

/// Where a `position` command starts, before its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionStart {
    /// `position startpos`.
    StartPos,
    /// `position fen …`: the FEN's fields joined by single spaces, not yet validated.
    Fen(String),
}

/// One UCI input line, parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `uci`: identify the engine and list its options.
    Uci,
    /// `isready`: answer `readyok`.
    IsReady,
    /// `setoption name <id> [value <x>]`.
    SetOption {
        /// The option's name, its words joined by single spaces (matched case-insensitively).
        name: String,
        /// The text after `value` exactly as sent (spaces kept, line ending removed); `None`
        /// for buttons.
        value: Option<String>,
    },
    /// `ucinewgame`: the next position belongs to a new game.
    UciNewGame,
    /// `position startpos|fen <FEN> [moves …]`.
    Position {
        /// The position before the moves.
        start: PositionStart,
        /// The moves in UCI notation, checked when the command is applied.
        moves: Vec<String>,
    },
    /// `go …`: start a search.
    Go(GoParams),
    /// `stop`: end the search and send `bestmove`.
    Stop,
    /// `ponderhit`: the opponent played the expected move; the search goes on under the clock.
    PonderHit,
    /// `quit`: end the program.
    Quit,
    /// `d`: show the board.
    Display,
    /// `eval`: show the evaluation's terms.
    Eval,
    /// `debug on|off`: accepted and ignored, as the protocol allows.
    Debug,
    /// A line with nothing but whitespace.
    Empty,
}

/// Why a line is not a command; its text is the `info string error:` reply.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    /// The first word is no UCI command (at most 40 characters of it kept).
    #[error("unknown command '{0}'")]
    Unknown(String),
    /// `setoption` without `name`.
    #[error("setoption needs 'name <id> [value <x>]'")]
    SetOptionSyntax,
    /// `setoption name` with nothing after it.
    #[error("setoption without an option name")]
    SetOptionWithoutName,
    /// `position` without `startpos` or `fen <FEN>`.
    #[error("position needs 'startpos' or 'fen <FEN>', then optionally 'moves ...'")]
    PositionSyntax,
}

/// Parses one line. `Err` says what the `info string error:` reply says; any problems with a
/// `go` command are returned beside it, since a `go` must still be answered with a `bestmove`.
pub fn parse(line: &str) -> Result<(Command, Vec<String>), CommandError> {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    let Some((&head, rest)) = tokens.split_first() else {
        return Ok((Command::Empty, vec![]));
    };
    let cmd = match head {
        "uci" => Command::Uci,
        "isready" => Command::IsReady,
        "ucinewgame" => Command::UciNewGame,
        "stop" => Command::Stop,
        "ponderhit" => Command::PonderHit,
        "quit" => Command::Quit,
        "d" => Command::Display,
        "eval" => Command::Eval,
        "debug" => Command::Debug,
        "setoption" => parse_setoption(line, rest)?,
        "position" => parse_position(rest)?,
        "go" => {
            let (params, problems) = parse_go(rest);
            return Ok((Command::Go(params), problems));
        }
        other => return Err(CommandError::Unknown(truncate(other))),
    };
    Ok((cmd, vec![]))
}

fn truncate(s: &str) -> String {
    s.chars().take(40).collect()
}

fn parse_setoption(line: &str, rest: &[&str]) -> Result<Command, CommandError> {
    if rest.first() != Some(&"name") {
        return Err(CommandError::SetOptionSyntax);
    }
    let body = &rest[1..];
    let split = body.iter().position(|&t| t == "value");
    let (name, value) = match split {
        // The name's words are matched as always; the value is taken from the line as sent, so
        // that a file name keeps its spaces and tabs (inside, leading and trailing).
        Some(i) => (body[..i].join(" "), Some(raw_value(line, i + 2))),
        None => (body.join(" "), None),
    };
    if name.is_empty() {
        return Err(CommandError::SetOptionWithoutName);
    }
    Ok(Command::SetOption { name, value })
}

/// The text of `line` after its token number `index` (the `value` keyword) and the one
/// whitespace character that ends it, without the line ending.
fn raw_value(line: &str, index: usize) -> String {
    let mut tokens = 0;
    let mut in_token = false;
    for (at, c) in line.char_indices() {
        if c.is_whitespace() {
            if in_token && tokens == index + 1 {
                let rest = &line[at + c.len_utf8()..];
                let rest = rest.strip_suffix('\n').unwrap_or(rest);
                let rest = rest.strip_suffix('\r').unwrap_or(rest);
                return rest.to_string();
            }
            in_token = false;
        } else if !in_token {
            in_token = true;
            tokens += 1;
        }
    }
    String::new()
}

fn parse_position(rest: &[&str]) -> Result<Command, CommandError> {
    let moves_at = rest.iter().position(|&t| t == "moves");
    let (setup, moves) = match moves_at {
        Some(i) => (
            &rest[..i],
            rest[i + 1..].iter().map(|s| s.to_string()).collect(),
        ),
        None => (rest, Vec::new()),
    };
    let start = match setup.split_first() {
        Some((&"startpos", [])) => PositionStart::StartPos,
        Some((&"fen", fen)) if !fen.is_empty() => PositionStart::Fen(fen.join(" ")),
        _ => {
            return Err(CommandError::PositionSyntax);
        }
    };
    Ok(Command::Position { start, moves })
}

/// The parameters of `go`.
const GO_KEYWORDS: [&str; 13] = [
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "movetime",
    "depth",
    "nodes",
    "mate",
    "infinite",
    "ponder",
    "searchmoves",
    "perft",
];

/// A time in milliseconds. Negative times (a GUI's clock that ran over) are zero; times past
/// [`MAX_MILLIS`] are clamped to it. Anything but an optionally signed integer is `None`.
fn parse_millis(text: &str) -> Option<u64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(digits) => (true, digits),
        None => (false, text),
    };
    let n = parse_count(digits)?;
    Some(if negative { 0 } else { n.min(MAX_MILLIS) })
}

/// A non-negative integer; integers past `u64::MAX` are clamped to it.
fn parse_count(text: &str) -> Option<u64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(text.parse::<u64>().unwrap_or(u64::MAX))
}

fn parse_go(rest: &[&str]) -> (GoParams, Vec<String>) {
    let mut p = GoParams::default();
    let mut problems = Vec::new();
    let mut i = 0;
    while i < rest.len() {
        let key = rest[i];
        // A keyword where a value should be is not taken as the value.
        let value = rest
            .get(i + 1)
            .copied()
            .filter(|v| !GO_KEYWORDS.contains(v));
        let limits = &mut p.limits;
        let clamp_u32 = |n: u64| n.min(u32::MAX as u64) as u32;
        let parsed = match key {
            "wtime" => value.and_then(parse_millis).map(|v| limits.wtime = Some(v)),
            "btime" => value.and_then(parse_millis).map(|v| limits.btime = Some(v)),
            "winc" => value.and_then(parse_millis).map(|v| limits.winc = Some(v)),
            "binc" => value.and_then(parse_millis).map(|v| limits.binc = Some(v)),
            "movetime" => value
                .and_then(parse_millis)
                .map(|v| limits.movetime = Some(v)),
            "movestogo" => value
                .and_then(parse_count)
                .map(|v| limits.movestogo = Some(v)),
            "nodes" => value.and_then(parse_count).map(|v| limits.nodes = Some(v)),
            "depth" => value
                .and_then(parse_count)
                .map(|v| limits.depth = Some(clamp_u32(v))),
            "mate" => value
                .and_then(parse_count)
                .map(|v| limits.mate = Some(clamp_u32(v))),
            "perft" => value
                .and_then(parse_count)
                .map(|v| p.perft = Some(clamp_u32(v))),
            "infinite" => {
                limits.infinite = true;
                i += 1;
                continue;
            }
            "ponder" => {
                limits.ponder = true;
                i += 1;
                continue;
            }
            "searchmoves" => {
                let mut j = i + 1;
                while j < rest.len() && !GO_KEYWORDS.contains(&rest[j]) {
                    p.searchmoves.push(rest[j].to_string());
                    j += 1;
                }
                i = j;
                continue;
            }
            _ => {
                // Unknown: what it meant to limit is not known, so it counts as a limit that
                // could not be read (a search with nothing else to end it gets a depth).
                p.malformed = true;
                problems.push(format!("go: unknown parameter '{}' ignored", truncate(key)));
                i += 1;
                continue;
            }
        };
        if parsed.is_none() {
            p.malformed = true;
            match value {
                Some(v) => problems.push(format!(
                    "go: bad value '{}' for '{key}' ignored",
                    truncate(v)
                )),
                None => problems.push(format!("go: '{key}' without a value ignored")),
            }
        }
        i += if value.is_some() { 2 } else { 1 };
    }
    (p, problems)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn parses_the_usual_commands() {
        assert_eq!(parse("uci").unwrap().0, Command::Uci);
        assert_eq!(parse("  isready  ").unwrap().0, Command::IsReady);
        assert_eq!(parse("").unwrap().0, Command::Empty);
        assert_eq!(
            parse("setoption name Move Overhead value 100").unwrap().0,
            Command::SetOption {
                name: "Move Overhead".into(),
                value: Some("100".into())
            }
        );
        assert_eq!(
            parse("setoption name Clear Hash").unwrap().0,
            Command::SetOption {
                name: "Clear Hash".into(),
                value: None
            }
        );
        assert_eq!(
            parse("position startpos moves e2e4 e7e5").unwrap().0,
            Command::Position {
                start: PositionStart::StartPos,
                moves: vec!["e2e4".into(), "e7e5".into()]
            }
        );
        assert_eq!(
            parse("position fen 4k3/8/8/8/8/8/8/4K3 w - - 0 1")
                .unwrap()
                .0,
            Command::Position {
                start: PositionStart::Fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1".into()),
                moves: vec![]
            }
        );
    }

    #[test]
    fn setoption_values_keep_their_spaces() {
        for (line, value) in [
            (
                "setoption name Learning File value my  store \u{fc}.sqlite\n",
                "my  store \u{fc}.sqlite",
            ),
            (
                "setoption  name  Learning   File value\t a\tb  \r\n",
                " a\tb  ",
            ),
            ("setoption name Hash value 64", "64"),
            ("setoption name X value", ""),
            ("setoption name X value value  ", "value  "),
        ] {
            let Command::SetOption { name, value: got } = parse(line).unwrap().0 else {
                panic!("{line}");
            };
            assert!(!name.contains("  "), "{name}");
            assert_eq!(got.as_deref(), Some(value), "{line:?}");
        }
        let Command::SetOption { name, .. } =
            parse("setoption  name  Learning   File value x").unwrap().0
        else {
            panic!()
        };
        assert_eq!(name, "Learning File");
    }

    #[test]
    fn parses_go() {
        let (cmd, problems) = parse(
            "go wtime 1000 btime -50 winc 10 binc 10 movestogo 5 searchmoves e2e4 d2d4 depth 7",
        )
        .unwrap();
        assert!(problems.is_empty());
        let Command::Go(p) = cmd else { panic!() };
        assert_eq!(p.limits.wtime, Some(1000));
        assert_eq!(p.limits.btime, Some(0));
        assert_eq!(p.limits.movestogo, Some(5));
        assert_eq!(p.limits.depth, Some(7));
        assert_eq!(p.searchmoves, vec!["e2e4", "d2d4"]);
        let (cmd, problems) = parse("go ponder infinite depth x").unwrap();
        assert_eq!(problems.len(), 1);
        let Command::Go(p) = cmd else { panic!() };
        assert!(p.limits.ponder && p.limits.infinite && p.limits.depth.is_none());
    }

    #[test]
    fn huge_go_values_are_clamped_and_malformed_ones_flagged() {
        let go = |line: &str| {
            let (cmd, problems) = parse(line).unwrap();
            let Command::Go(p) = cmd else { panic!() };
            (p, problems)
        };
        let (p, problems) = go("go movetime 18446744073709551615 nodes 99999999999999999999999");
        assert!(problems.is_empty() && !p.malformed, "{problems:?}");
        assert_eq!(p.limits.movetime, Some(MAX_MILLIS));
        assert_eq!(p.limits.nodes, Some(u64::MAX));
        let (p, _) = go("go depth 2147483648 mate 99999999999");
        assert_eq!(p.limits.depth, Some(2_147_483_648));
        assert_eq!(p.limits.mate, Some(u32::MAX));
        let (p, _) = go("go wtime -20 btime 99999999999999999999");
        assert_eq!(p.limits.wtime, Some(0));
        assert_eq!(p.limits.btime, Some(MAX_MILLIS));
        for bad in [
            "go depth -1",
            "go wtime 1e20",
            "go movetime 1.5",
            "go nodes -5",
            "go mate x",
            "go depth",
            "go movestogo +3",
        ] {
            let (p, problems) = go(bad);
            assert!(p.malformed, "{bad}");
            assert_eq!(problems.len(), 1, "{bad}: {problems:?}");
            assert!(problems[0].starts_with("go: "), "{bad}: {problems:?}");
        }
        // The bad token goes, the others stay; a keyword is never taken as a value.
        let (p, problems) = go("go wtime 1e20 btime 500 depth infinite");
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert_eq!(p.limits.btime, Some(500));
        assert!(p.limits.infinite && p.limits.wtime.is_none() && p.limits.depth.is_none());
    }

    #[test]
    fn go_perft_and_unknown_words() {
        let (cmd, problems) = parse("go perft 3").unwrap();
        assert!(problems.is_empty(), "{problems:?}");
        let Command::Go(p) = cmd else { panic!() };
        assert_eq!(p.perft, Some(3));
        assert!(!p.malformed);
        // An unknown word is reported and leaves the search needing a limit (issue 62).
        let (cmd, problems) = parse("go frobnicate 3").unwrap();
        let Command::Go(p) = cmd else { panic!() };
        assert!(p.malformed && problems.len() == 2, "{problems:?}");
        let (cmd, problems) = parse("go perft x").unwrap();
        let Command::Go(p) = cmd else { panic!() };
        assert!(p.malformed && p.perft.is_none(), "{problems:?}");
    }

    #[test]
    fn rejects_malformed_lines() {
        for bad in [
            "xyzzy",
            "position",
            "position fen",
            "position banana",
            "setoption",
            "setoption name",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    proptest! {
        #[test]
        fn never_panics(line in ".{0,200}") {
            let _ = parse(&line);
        }

        #[test]
        fn never_panics_on_command_like_input(
            head in prop::sample::select(vec!["go", "position", "setoption", "uci", "d"]),
            rest in prop::collection::vec("[a-z0-9/ -]{0,8}", 0..12))
        {
            let _ = parse(&format!("{head} {}", rest.join(" ")));
        }
    }
}
