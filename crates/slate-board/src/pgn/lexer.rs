//! Splits PGN text into tokens, one line at a time, so that files of any size stream through.
//!
//! Brace comments may span lines; the lexer carries an open comment over to the next line.

/// One lexical element of PGN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    /// `[Name "value"]`, with `\"` and `\\` unescaped.
    Tag(String, String),
    /// `{ ... }` or `; ...` to the end of the line.
    Comment(String),
    OpenVariation,
    CloseVariation,
    /// `$n`, or a standalone glyph such as `!?` turned into its NAG number.
    Nag(u8),
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    Termination(String),
    /// A move in SAN, UCI or a null move; move numbers are already stripped.
    Move(String),
}

/// Carries the state that spans lines: an open brace comment.
#[derive(Default)]
pub struct Lexer {
    open_comment: Option<String>,
}

fn glyph_nag(s: &str) -> Option<u8> {
    Some(match s {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => return None,
    })
}

fn is_termination(s: &str) -> bool {
    matches!(s, "1-0" | "0-1" | "1/2-1/2" | "*")
}

impl Lexer {
    /// Tokens of one line (without its line break) appended to `out`.
    pub fn line(&mut self, line: &str, out: &mut Vec<Token>) {
        // '%' in the first column escapes the whole line (PGN standard, section 6).
        if self.open_comment.is_none() && line.starts_with('%') {
            return;
        }
        let mut rest = line;
        loop {
            if let Some(mut text) = self.open_comment.take() {
                match rest.find('}') {
                    Some(end) => {
                        text.push_str(&rest[..end]);
                        out.push(Token::Comment(text.trim().to_string()));
                        rest = &rest[end + 1..];
                    }
                    None => {
                        text.push_str(rest);
                        text.push(' ');
                        self.open_comment = Some(text);
                        return;
                    }
                }
            }
            rest = rest.trim_start();
            let Some(c) = rest.chars().next() else {
                return;
            };
            match c {
                '{' => {
                    self.open_comment = Some(String::new());
                    rest = &rest[1..];
                }
                ';' => {
                    out.push(Token::Comment(rest[1..].trim().to_string()));
                    return;
                }
                '(' => {
                    out.push(Token::OpenVariation);
                    rest = &rest[1..];
                }
                ')' => {
                    out.push(Token::CloseVariation);
                    rest = &rest[1..];
                }
                '[' => rest = self.tag(rest, out),
                // A stray closing bracket carries nothing.
                '}' | ']' => rest = &rest[1..],
                '$' => {
                    let digits = rest[1..]
                        .find(|c: char| !c.is_ascii_digit())
                        .map_or(rest.len(), |i| i + 1);
                    if let Ok(n) = rest[1..digits].parse::<u8>() {
                        out.push(Token::Nag(n));
                    }
                    rest = &rest[digits.max(1)..];
                }
                _ => {
                    let end = rest
                        .find(|c: char| c.is_whitespace() || "{}();[]$".contains(c))
                        .unwrap_or(rest.len())
                        .max(c.len_utf8());
                    word(&rest[..end], out);
                    rest = &rest[end..];
                }
            }
        }
    }

    /// A tag pair starting at `[`; returns what follows it. A malformed tag is skipped.
    fn tag<'a>(&mut self, s: &'a str, out: &mut Vec<Token>) -> &'a str {
        let body = &s[1..];
        let name_end = body
            .find(|c: char| c.is_whitespace() || c == '"' || c == ']')
            .unwrap_or(body.len());
        let name = body[..name_end].to_string();
        let after_name = body[name_end..].trim_start();
        let Some(quoted) = after_name.strip_prefix('"') else {
            // No value: skip to the closing bracket.
            return body.find(']').map_or("", |i| &body[i + 1..]);
        };
        let mut value = String::new();
        let mut chars = quoted.char_indices();
        let mut consumed = quoted.len();
        while let Some((i, ch)) = chars.next() {
            match ch {
                '\\' => {
                    if let Some((_, next)) = chars.next() {
                        value.push(next);
                    }
                }
                '"' => {
                    consumed = i + 1;
                    break;
                }
                _ => value.push(ch),
            }
        }
        let tail = &quoted[consumed..];
        let tail = tail.find(']').map_or("", |i| &tail[i + 1..]);
        if !name.is_empty() {
            out.push(Token::Tag(name, value));
        }
        tail
    }
}

/// A whitespace-separated word of movetext: move number, move, glyph or termination.
fn word(w: &str, out: &mut Vec<Token>) {
    if is_termination(w) {
        out.push(Token::Termination(w.to_string()));
        return;
    }
    if let Some(n) = glyph_nag(w) {
        out.push(Token::Nag(n));
        return;
    }
    // "exd6 e.p." written apart: the suffix says nothing the move does not.
    if w == "e.p." {
        return;
    }
    // Move numbers "12." or "12..." may be glued to the move ("12.Nf3"); castling written with
    // zeros ("0-0") and the UCI null move "0000" also start with a digit.
    let mut rest = w;
    if w.starts_with(|c: char| c.is_ascii_digit()) && !w.starts_with("0-0") && w != "0000" {
        let digits = w.find(|c: char| !c.is_ascii_digit()).unwrap_or(w.len());
        if w[digits..].starts_with('.') || digits == w.len() {
            rest = w[digits..].trim_start_matches('.');
        }
    } else {
        rest = rest.trim_start_matches('.');
    }
    // A glyph glued to the move ("Nf6??") is a NAG of that move.
    let bare = rest.trim_end_matches(['!', '?']);
    let glyph = glyph_nag(&rest[bare.len()..]);
    let rest = if glyph.is_some() { bare } else { rest };
    if !rest.is_empty() {
        out.push(Token::Move(rest.to_string()));
        if let Some(n) = glyph {
            out.push(Token::Nag(n));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lex(lines: &[&str]) -> Vec<Token> {
        let mut lexer = Lexer::default();
        let mut out = Vec::new();
        for l in lines {
            lexer.line(l, &mut out);
        }
        out
    }

    #[test]
    fn tags_moves_comments_and_variations() {
        let t = lex(&[
            r#"[Event "A \"quoted\" name"] [Site "x"]"#,
            "1.e4 {multi",
            "line} e5 2. Nf3 $1 (2. f4 exf4) 2... Nc6 !? ; rest of line {not a comment",
            "% escaped line",
            "3.Bb5 1/2-1/2",
        ]);
        use Token::*;
        assert_eq!(
            t,
            vec![
                Tag("Event".into(), r#"A "quoted" name"#.into()),
                Tag("Site".into(), "x".into()),
                Move("e4".into()),
                Comment("multi line".into()),
                Move("e5".into()),
                Move("Nf3".into()),
                Nag(1),
                OpenVariation,
                Move("f4".into()),
                Move("exf4".into()),
                CloseVariation,
                Move("Nc6".into()),
                Nag(5),
                Comment("rest of line {not a comment".into()),
                Move("Bb5".into()),
                Termination("1/2-1/2".into()),
            ]
        );
    }

    #[test]
    fn castling_with_zeros_and_null_moves_are_moves() {
        let t = lex(&["12.0-0 0-0-0 0000 -- e.p. Z0 1-0"]);
        let moves: Vec<_> = t
            .iter()
            .filter_map(|t| match t {
                Token::Move(m) => Some(m.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(moves, ["0-0", "0-0-0", "0000", "--", "Z0"]);
    }

    #[test]
    fn garbage_does_not_panic() {
        let _ = lex(&[
            "[",
            "[Event",
            "[Event \"x",
            "{",
            "$",
            "$999",
            "é[ü]{",
            "))((",
        ]);
        let _ = lex(&["\u{feff}1.", "...", "1...", "\u{0}\u{7f}"]);
    }
}
