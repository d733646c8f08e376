//! Endgame ids: one per material constellation (or family) with special knowledge, seen from the
//! strong side. Stored in 7 bits of the material entry, so stay below 128 variants.

/// A recognised endgame. `S` = strong side, listed first in the name.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[repr(u8)]
pub enum EndgameId {
    #[default]
    None = 0,
    Kpk,
    Kbnk,
    /// Mating material (a rook or queen and anything) against a bare king, > 4 men or with pawns.
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
    /// A bishop and more pawns against the bare king (wrong rook pawns).
    Kbpsk,
    /// Pawns only against the bare king.
    Kpsk,
    /// One bishop each, pawns, nothing else (opposite-coloured bishops when it matters).
    Kbpskbps,
    Kppk,
    Kqpk,
    Krpk,
    /// One bishop each and as many pawns each.
    KbpsKbpsEven,
    Kbk,
    Knk,
    Kqkbb,
    Kqkbn,
    Kqknn,
    Krrkq,
}

impl EndgameId {
    pub const COUNT: usize = 57;

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
