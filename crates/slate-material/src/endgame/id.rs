//! Endgame ids: one per material constellation (or family) with special knowledge, seen from the
//! strong side. Stored in 7 bits of the material entry, so stay below 128 variants.

/// A recognised endgame. `S` = strong side, listed first in the name.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[repr(u8)]
pub enum EndgameId {
    /// No special knowledge: the ordinary evaluation applies.
    #[default]
    None = 0,
    /// King and pawn against king (KPvK).
    Kpk,
    /// King, bishop and knight against king (KBNvK): mate in the corner of the bishop's colour.
    Kbnk,
    /// Mating material (a rook or queen and anything) against a bare king, > 4 men or with pawns.
    Kxk,
    /// King and queen against king (KQvK).
    Kqk,
    /// King and rook against king (KRvK).
    Krk,
    /// King and two bishops against king (KBBvK).
    Kbbk,
    /// King and two queens against king (KQQvK).
    Kqqk,
    /// King and two rooks against king (KRRvK).
    Krrk,
    /// King, queen and rook against king (KQRvK).
    Kqrk,
    /// King, queen and bishop against king (KQBvK).
    Kqbk,
    /// King, queen and knight against king (KQNvK).
    Kqnk,
    /// King, rook and bishop against king (KRBvK).
    Krbk,
    /// King, rook and knight against king (KRNvK).
    Krnk,
    /// King and two knights against king (KNNvK).
    Knnk,
    /// King and two knights against king and pawn (KNNvKP).
    Knnkp,
    /// King and two bishops against king and knight (KBBvKN).
    Kbbkn,
    /// King and rook against king and pawn (KRvKP).
    Krkp,
    /// King and rook against king and bishop (KRvKB).
    Krkb,
    /// King and rook against king and knight (KRvKN).
    Krkn,
    /// King and rook against king and rook (KRvKR).
    Krkr,
    /// King and queen against king and pawn (KQvKP).
    Kqkp,
    /// King and queen against king and rook (KQvKR).
    Kqkr,
    /// King and queen against king and bishop (KQvKB).
    Kqkb,
    /// King and queen against king and knight (KQvKN).
    Kqkn,
    /// King and queen against king and queen (KQvKQ).
    Kqkq,
    /// King and queen against king, rook and pawn (KQvKRP).
    Kqkrp,
    /// King and bishop against king and bishop (KBvKB).
    Kbkb,
    /// King and bishop against king and knight (KBvKN).
    Kbkn,
    /// King and knight against king and knight (KNvKN).
    Knkn,
    /// King and pawn against king and bishop (KPvKB); the pawn's side is the strong side.
    Kbkp,
    /// King and pawn against king and knight (KPvKN); the pawn's side is the strong side.
    Knkp,
    /// King and two bishops against king and rook (KBBvKR).
    Kbbkr,
    /// King, bishop and knight against king and rook (KBNvKR).
    Kbnkr,
    /// King and two knights against king and rook (KNNvKR).
    Knnkr,
    /// King, rook and bishop against king and rook (KRBvKR).
    Krbkr,
    /// King, rook and knight against king and rook (KRNvKR).
    Krnkr,
    /// King, rook and pawn against king and rook (KRPvKR).
    Krpkr,
    /// King, rook and pawn against king and bishop (KRPvKB).
    Krpkb,
    /// King, bishop and pawn against king and bishop (KBPvKB).
    Kbpkb,
    /// King, bishop and pawn against king and knight (KBPvKN).
    Kbpkn,
    /// King, knight and pawn against king (KNPvK).
    Knpk,
    /// King and pawn against king and pawn (KPvKP).
    Kpkp,
    /// King, bishop and pawn against king (KBPvK): drawn when it is a rook pawn
    /// whose promotion square the bishop does not control.
    Kbpk,
    /// A bishop and more pawns against the bare king (wrong rook pawns).
    Kbpsk,
    /// Pawns only against the bare king.
    Kpsk,
    /// One bishop each, pawns, nothing else (opposite-coloured bishops when it matters).
    Kbpskbps,
    /// King and two pawns against king (KPPvK).
    Kppk,
    /// King, queen and pawn against king (KQPvK).
    Kqpk,
    /// King, rook and pawn against king (KRPvK).
    Krpk,
    /// One bishop each and as many pawns each.
    KbpsKbpsEven,
    /// King and bishop against king (KBvK): always a draw.
    Kbk,
    /// King and knight against king (KNvK): always a draw.
    Knk,
    /// King and queen against king and two bishops (KQvKBB).
    Kqkbb,
    /// King and queen against king, bishop and knight (KQvKBN).
    Kqkbn,
    /// King and queen against king and two knights (KQvKNN).
    Kqknn,
    /// King and two rooks against king and queen (KRRvKQ).
    Krrkq,
}

impl EndgameId {
    /// The number of ids, `None` included (the ids are `0..COUNT`).
    pub const COUNT: usize = 57;

    /// Every id in discriminant order, `None` first.
    pub const ALL: [EndgameId; Self::COUNT] = {
        let mut all = [EndgameId::None; Self::COUNT];
        let mut i = 0;
        while i < Self::COUNT {
            all[i] = Self::from_index(i as u8);
            i += 1;
        }
        all
    };

    const fn from_index(i: u8) -> EndgameId {
        use EndgameId::*;
        const TABLE: [EndgameId; EndgameId::COUNT] = [
            None,
            Kpk,
            Kbnk,
            Kxk,
            Kqk,
            Krk,
            Kbbk,
            Kqqk,
            Krrk,
            Kqrk,
            Kqbk,
            Kqnk,
            Krbk,
            Krnk,
            Knnk,
            Knnkp,
            Kbbkn,
            Krkp,
            Krkb,
            Krkn,
            Krkr,
            Kqkp,
            Kqkr,
            Kqkb,
            Kqkn,
            Kqkq,
            Kqkrp,
            Kbkb,
            Kbkn,
            Knkn,
            Kbkp,
            Knkp,
            Kbbkr,
            Kbnkr,
            Knnkr,
            Krbkr,
            Krnkr,
            Krpkr,
            Krpkb,
            Kbpkb,
            Kbpkn,
            Knpk,
            Kpkp,
            Kbpk,
            Kbpsk,
            Kpsk,
            Kbpskbps,
            Kppk,
            Kqpk,
            Krpk,
            KbpsKbpsEven,
            Kbk,
            Knk,
            Kqkbb,
            Kqkbn,
            Kqknn,
            Krrkq,
        ];
        TABLE[i as usize]
    }

    /// The id packed as `raw`, `None` for anything out of range.
    pub fn from_u8(raw: u8) -> EndgameId {
        if (raw as usize) < Self::COUNT {
            Self::from_index(raw)
        } else {
            EndgameId::None
        }
    }

    /// The signature it stands for (strong side first) or its family.
    pub const fn name(self) -> &'static str {
        use EndgameId::*;
        match self {
            None => "none",
            Kpk => "KPvK",
            Kbnk => "KBNvK",
            Kxk => "KXvK (mating material and more against a bare king)",
            Kqk => "KQvK",
            Krk => "KRvK",
            Kbbk => "KBBvK",
            Kqqk => "KQQvK",
            Krrk => "KRRvK",
            Kqrk => "KQRvK",
            Kqbk => "KQBvK",
            Kqnk => "KQNvK",
            Krbk => "KRBvK",
            Krnk => "KRNvK",
            Knnk => "KNNvK",
            Knnkp => "KNNvKP",
            Kbbkn => "KBBvKN",
            Krkp => "KRvKP",
            Krkb => "KRvKB",
            Krkn => "KRvKN",
            Krkr => "KRvKR",
            Kqkp => "KQvKP",
            Kqkr => "KQvKR",
            Kqkb => "KQvKB",
            Kqkn => "KQvKN",
            Kqkq => "KQvKQ",
            Kqkrp => "KQvKRP",
            Kbkb => "KBvKB",
            Kbkn => "KBvKN",
            Knkn => "KNvKN",
            Kbkp => "KPvKB (pawn against bishop)",
            Knkp => "KPvKN (pawn against knight)",
            Kbbkr => "KBBvKR",
            Kbnkr => "KBNvKR",
            Knnkr => "KNNvKR",
            Krbkr => "KRBvKR",
            Krnkr => "KRNvKR",
            Krpkr => "KRPvKR",
            Krpkb => "KRPvKB",
            Kbpkb => "KBPvKB",
            Kbpkn => "KBPvKN",
            Knpk => "KNPvK",
            Kpkp => "KPvKP",
            Kbpk => "KBPvK",
            Kbpsk => "KBPsvK (bishop and pawns against the bare king)",
            Kpsk => "KPsvK (pawns against the bare king)",
            Kbpskbps => "KBPsvKBPs (one bishop each and pawns)",
            Kppk => "KPPvK",
            Kqpk => "KQPvK",
            Krpk => "KRPvK",
            KbpsKbpsEven => "KBPsvKBPs (one bishop each, equal pawns)",
            Kbk => "KBvK",
            Knk => "KNvK",
            Kqkbb => "KQvKBB",
            Kqkbn => "KQvKBN",
            Kqknn => "KQvKNN",
            Krrkq => "KRRvKQ",
        }
    }

    /// Both sides have the same material: the id does not say which side is strong, so its
    /// module must treat both alike and mirroring an entry keeps the tag.
    pub const fn is_symmetric(self) -> bool {
        use EndgameId::*;
        matches!(self, Krkr | Kqkq | Kbkb | Knkn | Kpkp | KbpsKbpsEven)
    }
}
