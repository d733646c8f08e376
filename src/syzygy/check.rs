//! Checks a Syzygy table file before the prober may open it.
//!
//! `pyrrhic-rs` trusts every byte of a table: a cycle in the symbol tree recurses until the
//! stack overflows, a block number past the end reads outside the mapped file, a piece in the
//! header that the position does not have indexes from square 64. None of that can be caught
//! once it happens, so a table is read here first, in safe Rust, the way the prober will read
//! it, and refused unless every value the prober takes from it keeps its reads inside the file:
//!
//! - the header's pieces are the material its name says, in runs the encoding can fill;
//! - the encoding's factors are all set, so every index is below the table's size;
//! - the layout the header describes (index tables, block sizes, blocks) ends where the file
//!   does (padded to 64 bytes, then 16 bytes of checksum);
//! - the symbol tree is a tree (no cycles, children in range, lengths that fit a byte), every
//!   code decodes to a symbol in range, every WDL leaf is a WDL value;
//! - every index entry leads, for every position it covers, to a block inside the table;
//! - a block whose worst-case decoding could read past the end of the file is decoded in full
//!   here, and refused if it does.
//!
//! What this cannot see is a wrong value in the compressed data: a flipped bit there gives wrong
//! results for some positions (as it would in any prober), never a read outside the file.

use std::path::Path;

/// Which of the two files of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableKind {
    /// `.rtbw`: win/draw/loss.
    Wdl,
    /// `.rtbz`: distance to zeroing.
    Dtz,
}

impl TableKind {
    const fn magic(self) -> [u8; 4] {
        match self {
            TableKind::Wdl => [0x71, 0xe8, 0x23, 0x5d],
            TableKind::Dtz => [0xd7, 0x66, 0x0c, 0xa5],
        }
    }

    /// The kind of a file from its extension (`rtbw` or `rtbz`).
    pub fn of_extension(ext: &str) -> Option<TableKind> {
        match ext {
            "rtbw" => Some(TableKind::Wdl),
            "rtbz" => Some(TableKind::Dtz),
            _ => None,
        }
    }
}

/// Why a table file was refused.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// The file could not be read.
    #[error("cannot read it: {0}")]
    Io(#[from] std::io::Error),
    /// A named pipe, a device or a folder under a table's name (opening a pipe would wait for
    /// a writer).
    #[error("it is not a regular file")]
    NotAFile,
    /// The file name is not `<white>v<black>` with at most 7 men.
    #[error("its name is not that of a Syzygy table")]
    BadName,
    /// The size of every complete table is 16 more than a multiple of 64.
    #[error("it is incomplete ({0} bytes; a complete table is 16 more than a multiple of 64)")]
    Incomplete(u64),
    /// The first four bytes are not the Syzygy magic of its kind.
    #[error("it does not start with the Syzygy {0} magic")]
    BadMagic(&'static str),
    /// The header does not describe the material of the file's name.
    #[error("its header does not describe the material of its name ({0})")]
    WrongMaterial(String),
    /// The header describes data past the end of the file, or less data than the file has.
    #[error("its header describes {described} bytes, but it has {actual}")]
    WrongSize {
        /// The size the header's layout gives (checksum included).
        described: u64,
        /// The file's size.
        actual: u64,
    },
    /// Some other part of the structure is broken.
    #[error("{0}")]
    Corrupt(String),
}

fn corrupt(what: impl Into<String>) -> TableError {
    TableError::Corrupt(what.into())
}

/// Bytes to check: a file, or (for tests and the fuzzer) a buffer.
pub trait Source {
    /// The number of bytes.
    fn size(&self) -> u64;
    /// Fills `buf` from `offset`; the caller keeps `offset + buf.len()` within [`Source::size`].
    fn read_at(&self, offset: u64, buf: &mut [u8]) -> std::io::Result<()>;
}

impl Source for [u8] {
    fn size(&self) -> u64 {
        self.len() as u64
    }
    fn read_at(&self, offset: u64, buf: &mut [u8]) -> std::io::Result<()> {
        let start = usize::try_from(offset).map_err(std::io::Error::other)?;
        let src = self
            .get(start..start + buf.len())
            .ok_or_else(|| std::io::Error::from(std::io::ErrorKind::UnexpectedEof))?;
        buf.copy_from_slice(src);
        Ok(())
    }
}

/// A file with its size taken once, when it was opened.
pub struct FileSource {
    file: std::fs::File,
    size: u64,
}

impl FileSource {
    /// Opens `path` for reading.
    pub fn open(path: &Path) -> std::io::Result<FileSource> {
        let file = std::fs::File::open(path)?;
        let size = file.metadata()?.len();
        Ok(FileSource { file, size })
    }
}

impl Source for FileSource {
    fn size(&self) -> u64 {
        self.size
    }
    #[cfg(unix)]
    fn read_at(&self, offset: u64, buf: &mut [u8]) -> std::io::Result<()> {
        std::os::unix::fs::FileExt::read_exact_at(&self.file, buf, offset)
    }
    #[cfg(windows)]
    fn read_at(&self, mut offset: u64, mut buf: &mut [u8]) -> std::io::Result<()> {
        while !buf.is_empty() {
            let n = std::os::windows::fs::FileExt::seek_read(&self.file, buf, offset)?;
            if n == 0 {
                return Err(std::io::ErrorKind::UnexpectedEof.into());
            }
            buf = &mut buf[n..];
            offset += n as u64;
        }
        Ok(())
    }
    #[cfg(not(any(unix, windows)))]
    fn read_at(&self, offset: u64, buf: &mut [u8]) -> std::io::Result<()> {
        use std::io::{Read, Seek, SeekFrom};
        let mut file = &self.file;
        file.seek(SeekFrom::Start(offset))?;
        file.read_exact(buf)
    }
}

/// Checks the table file at `path`; its kind and material come from its name
/// (`KQvKR.rtbw`).
pub fn check_file(path: &Path) -> Result<(), TableError> {
    let kind = path
        .extension()
        .and_then(|e| e.to_str())
        .and_then(TableKind::of_extension)
        .ok_or(TableError::BadName)?;
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .ok_or(TableError::BadName)?;
    if !std::fs::metadata(path)?.is_file() {
        return Err(TableError::NotAFile);
    }
    let source = FileSource::open(path)?;
    check(&source, stem, kind)
}

/// Checks the bytes of a table named `name` (`KQvKR`) of `kind`.
pub fn check<S: Source + ?Sized>(
    source: &S,
    name: &str,
    kind: TableKind,
) -> Result<(), TableError> {
    let material = Material::from_name(name).ok_or(TableError::BadName)?;
    let size = source.size();
    if size % 64 != 16 {
        return Err(TableError::Incomplete(size));
    }
    let mut cursor = Cursor { source, pos: 0 };
    let magic = cursor.bytes(4, "magic")?;
    if magic != kind.magic() {
        return Err(TableError::BadMagic(match kind {
            TableKind::Wdl => "WDL",
            TableKind::Dtz => "DTZ",
        }));
    }
    let flags = cursor.u8("flags")?;
    let layout = Layout::read(&mut cursor, &material, kind, flags)?;
    layout.check_data(source)
}

/// The material of a table, as the prober derives it from the name.
#[derive(Clone, Debug)]
struct Material {
    /// How many of each piece code (type 1 pawn … 6 king, +8 for Black).
    counts: [u8; 16],
    men: usize,
    has_pawns: bool,
    /// White's material equals Black's (one side stored).
    symmetric: bool,
    /// Only the two kings are unique: they are encoded together.
    kk_enc: bool,
    /// Pawns of the leading colour, then of the other.
    pawns: [u8; 2],
    /// The piece code of the leading colour's pawns (1 White, 9 Black).
    lead_pawn: u8,
}

impl Material {
    fn from_name(name: &str) -> Option<Material> {
        let (white, black) = name.split_once('v')?;
        let mut counts = [0u8; 16];
        for (side, colour) in [(white, 0u8), (black, 8u8)] {
            if !side.starts_with('K') {
                return None;
            }
            for c in side.chars() {
                let kind = match c {
                    'P' => 1,
                    'N' => 2,
                    'B' => 3,
                    'R' => 4,
                    'Q' => 5,
                    'K' => 6,
                    _ => return None,
                };
                counts[usize::from(kind | colour)] += 1;
            }
        }
        if counts[6] != 1 || counts[14] != 1 {
            return None;
        }
        let men: usize = counts.iter().map(|&c| usize::from(c)).sum();
        if men > super::MAX_MEN as usize {
            return None;
        }
        let has_pawns = counts[1] + counts[9] > 0;
        let symmetric = counts[..8] == counts[8..];
        let kk_enc = counts.iter().filter(|&&c| c == 1).count() == 2;
        let (mut pawns, mut lead_pawn) = ([counts[1], counts[9]], 1);
        if counts[9] != 0 && (counts[1] == 0 || counts[1] > counts[9]) {
            pawns = [counts[9], counts[1]];
            lead_pawn = 9;
        }
        Some(Material {
            counts,
            men,
            has_pawns,
            symmetric,
            kk_enc,
            pawns,
            lead_pawn,
        })
    }

    /// Pawn tables have a table for each file of the leading pawn (a to d).
    fn tables(&self) -> usize {
        if self.has_pawns { 4 } else { 1 }
    }

    /// The leading colour's pawns and the other's are both there.
    fn more_pawns(&self) -> bool {
        self.has_pawns && self.pawns[1] > 0
    }
}

/// Reads the header bytes in order.
struct Cursor<'a, S: Source + ?Sized> {
    source: &'a S,
    pos: u64,
}

impl<S: Source + ?Sized> Cursor<'_, S> {
    fn bytes(&mut self, n: usize, what: &'static str) -> Result<Vec<u8>, TableError> {
        let end = self
            .pos
            .checked_add(n as u64)
            .filter(|&e| e <= self.source.size());
        let Some(end) = end else {
            return Err(corrupt(format!("it ends inside its {what}")));
        };
        let mut buf = vec![0; n];
        self.source.read_at(self.pos, &mut buf)?;
        self.pos = end;
        Ok(buf)
    }
    fn u8(&mut self, what: &'static str) -> Result<u8, TableError> {
        Ok(self.bytes(1, what)?[0])
    }
    fn u16(&mut self, what: &'static str) -> Result<u16, TableError> {
        let b = self.bytes(2, what)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }
    fn align(&mut self, to: u64) {
        self.pos = self.pos.next_multiple_of(to);
    }
}

fn binomial(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    // n < 64 and k <= 7 here: the products stay far below u64::MAX.
    (0..k).fold(1u64, |acc, i| acc * (n - i) / (i + 1))
}

/// The prober's order of the pawn squares when the leading pawn is on files a–d: file by
/// file from the a-file inwards, and within a file from the 2nd rank up, the mirrored files
/// (e–h) placed between them.
fn pawn_twist(square: usize) -> u64 {
    let (file, rank) = (square % 8, square / 8);
    let mirrored = file.min(7 - file) as u64;
    47 - 12 * mirrored - 2 * (rank as u64 - 1) - u64::from(file >= 4)
}

/// The number of places for `leading` leading pawns with the first on file `file` (a to d).
fn pawn_factor_file(leading: u64, file: usize) -> u64 {
    (1..=6)
        .map(|rank| binomial(pawn_twist(rank * 8 + file), leading - 1))
        .sum()
}

/// The index range of one side of one table (one `EncInfo` in the prober): its size.
fn encoding_size(
    material: &Material,
    header: &[u8],
    shift: u32,
    table: usize,
) -> Result<u64, TableError> {
    let men = material.men;
    let more = usize::from(material.more_pawns());
    let pieces: Vec<u8> = (0..men)
        .map(|i| (header[i + 1 + more] >> shift) & 0xf)
        .collect();
    // Each piece code must come in one run as long as the material has of it: the prober fills
    // a code's squares all at once, so a second run of it would write past its arrays.
    let mut seen = [0u8; 16];
    let mut i = 0;
    while i < men {
        let code = pieces[i];
        let run = pieces[i..].iter().take_while(|&&c| c == code).count();
        if seen[usize::from(code)] != 0 || material.counts[usize::from(code)] as usize != run {
            return Err(TableError::WrongMaterial(format!(
                "piece code {code} comes {run} times"
            )));
        }
        seen[usize::from(code)] = 1;
        i += run;
    }
    let norm0 = if material.has_pawns {
        usize::from(material.pawns[0])
    } else if material.kk_enc {
        2
    } else {
        3
    };
    if material.has_pawns {
        let lead_ok = pieces[..norm0].iter().all(|&c| c == material.lead_pawn);
        let other = material.lead_pawn ^ 8;
        let rest = norm0..norm0 + usize::from(material.pawns[1]);
        if !lead_ok || !pieces[rest].iter().all(|&c| c == other) {
            return Err(TableError::WrongMaterial("the pawns do not lead".into()));
        }
    } else if !pieces[..norm0]
        .iter()
        .all(|&c| material.counts[usize::from(c)] == 1)
    {
        return Err(TableError::WrongMaterial(
            "the first pieces are not unique".into(),
        ));
    }

    // Group sizes, as the prober's `norm`.
    let mut norm = [0usize; 8];
    norm[0] = norm0;
    let mut k = norm0;
    if more == 1 {
        norm[k] = usize::from(material.pawns[1]);
        k += norm[k];
    }
    let mut j = k;
    while j < men {
        norm[j] = pieces[j..].iter().take_while(|&&c| c == pieces[j]).count();
        j += norm[j];
    }

    let order = usize::from((header[0] >> shift) & 0xf);
    let order2 = if more == 1 {
        usize::from((header[1] >> shift) & 0xf)
    } else {
        0xf
    };
    let (mut n, mut f, mut i) = (64 - k as u64, 1u64, 0usize);
    let (mut lead_set, mut second_set) = (false, more == 0);
    let overflow = || corrupt("its index range overflows");
    while k < men || i == order || i == order2 {
        let factor = if i == order {
            lead_set = true;
            if material.has_pawns {
                pawn_factor_file(norm0 as u64, table)
            } else if material.kk_enc {
                462
            } else {
                31332
            }
        } else if i == order2 {
            second_set = true;
            binomial(48 - norm0 as u64, norm[norm0] as u64)
        } else {
            let g = norm[k] as u64;
            let c = binomial(n, g);
            n -= g;
            k += norm[k];
            c
        };
        f = f.checked_mul(factor).ok_or_else(overflow)?;
        i += 1;
    }
    if !lead_set || !second_set {
        return Err(corrupt(
            "its encoding leaves a group of pieces without a place",
        ));
    }
    if f == 0 {
        return Err(corrupt("its index range is empty"));
    }
    Ok(f)
}

/// One compressed table (a `PairsData` in the prober).
#[derive(Clone, Debug)]
struct Pairs {
    /// Every position has this value (no data).
    constant: bool,
    block_size: u32,
    idx_bits: u32,
    real_blocks: u64,
    blocks: u64,
    min_len: u32,
    max_len: u32,
    /// The first symbol of each code length (`offset` in the prober).
    offsets: Vec<u16>,
    /// The smallest code of each length, left-aligned (`base`).
    base: Vec<u64>,
    /// Three bytes per symbol: its two children, or its value.
    sympat: Vec<u8>,
    /// Literals a symbol stands for, less one, as the prober stores it (a byte).
    symlen: Vec<u8>,
    /// The DTZ flags byte.
    flags: u8,
    /// Positions in the table.
    positions: u64,
    /// Where its index table, block sizes and blocks start.
    index_at: u64,
    sizes_at: u64,
    data_at: u64,
}

impl Pairs {
    fn read<S: Source + ?Sized>(
        cursor: &mut Cursor<'_, S>,
        positions: u64,
        kind: TableKind,
    ) -> Result<Pairs, TableError> {
        let flags = cursor.u8("compression header")?;
        let mut p = Pairs {
            constant: false,
            block_size: 0,
            idx_bits: 0,
            real_blocks: 0,
            blocks: 0,
            min_len: 0,
            max_len: 0,
            offsets: Vec::new(),
            base: Vec::new(),
            sympat: Vec::new(),
            symlen: Vec::new(),
            flags,
            positions,
            index_at: 0,
            sizes_at: 0,
            data_at: 0,
        };
        if flags & 0x80 != 0 {
            let value = cursor.u8("constant value")?;
            if kind == TableKind::Wdl && value > 4 {
                return Err(corrupt(format!(
                    "its constant value {value} is no WDL value"
                )));
            }
            p.constant = true;
            return Ok(p);
        }
        let head = cursor.bytes(9, "compression header")?;
        p.block_size = u32::from(head[0]);
        p.idx_bits = u32::from(head[1]);
        p.real_blocks = u64::from(u32::from_le_bytes([head[3], head[4], head[5], head[6]]));
        p.blocks = p.real_blocks + u64::from(head[2]);
        p.max_len = u32::from(head[7]);
        p.min_len = u32::from(head[8]);
        // The prober keeps a literal index in an i32 and refills its code 32 bits at a time.
        if !(1..=31).contains(&p.idx_bits) || p.block_size > 31 {
            return Err(corrupt(format!(
                "its block size 2^{} or index step 2^{} is out of range",
                p.block_size, p.idx_bits
            )));
        }
        if p.min_len == 0 || p.min_len > p.max_len || p.max_len > 32 {
            return Err(corrupt(format!(
                "its code lengths {}..{} are out of range",
                p.min_len, p.max_len
            )));
        }
        if p.real_blocks == 0 {
            return Err(corrupt("it has no blocks"));
        }
        let h = (p.max_len - p.min_len + 1) as usize;
        p.offsets = (0..h)
            .map(|_| cursor.u16("code table"))
            .collect::<Result<_, _>>()?;
        let syms = usize::from(cursor.u16("symbol count")?);
        if syms == 0 || syms >= 4096 {
            return Err(corrupt(format!("its symbol count {syms} is out of range")));
        }
        p.sympat = cursor.bytes(3 * syms, "symbol table")?;
        cursor.pos += (syms & 1) as u64;
        p.symlen = symbol_lengths(&p.sympat, kind)?;
        p.base = bases(&p.offsets, p.min_len);
        p.check_codes()?;
        Ok(p)
    }

    fn index_entries(&self) -> u64 {
        self.positions.div_ceil(1 << self.idx_bits)
    }

    /// The sizes of its index table, block sizes and blocks.
    fn section_sizes(&self) -> Result<[u64; 3], TableError> {
        if self.constant {
            return Ok([0; 3]);
        }
        let data = self
            .real_blocks
            .checked_shl(self.block_size)
            .filter(|d| d >> self.block_size == self.real_blocks)
            .ok_or_else(|| corrupt("its blocks overflow"))?;
        Ok([6 * self.index_entries(), 2 * self.blocks, data])
    }

    /// Every code the decoder can read maps to a symbol in range.
    fn check_codes(&self) -> Result<(), TableError> {
        let syms = self.symlen.len() as u128;
        let mut upper: u128 = 1 << 64;
        for (i, (&base, &offset)) in self.base.iter().zip(&self.offsets).enumerate() {
            let len = self.min_len + i as u32;
            let base = u128::from(base);
            if base < upper {
                let last = u128::from(offset) + ((upper - 1 - base) >> (64 - len));
                if last >= syms {
                    return Err(corrupt(format!(
                        "codes of length {len} decode to symbol {last} of {syms}"
                    )));
                }
                upper = base;
            }
        }
        Ok(())
    }
}

/// The lengths of the symbols, each checked: its children in range, no cycle through it, a
/// length that fits the prober's byte, and (a leaf of a WDL table) a WDL value.
fn symbol_lengths(sympat: &[u8], kind: TableKind) -> Result<Vec<u8>, TableError> {
    let syms = sympat.len() / 3;
    let children = |s: usize| -> Option<(usize, usize)> {
        let w = &sympat[3 * s..3 * s + 3];
        let right = usize::from(w[2]) << 4 | usize::from(w[1]) >> 4;
        let left = (usize::from(w[1]) & 0xf) << 8 | usize::from(w[0]);
        (right != 0xfff).then_some((left, right))
    };
    // 0 unvisited, 1 on the stack, 2 done.
    let mut state = vec![0u8; syms];
    let mut len = vec![0u32; syms];
    for root in 0..syms {
        if state[root] == 2 {
            continue;
        }
        let mut stack = vec![root];
        state[root] = 1;
        while let Some(&s) = stack.last() {
            match children(s) {
                None => {
                    if kind == TableKind::Wdl && sympat[3 * s] > 4 {
                        return Err(corrupt(format!(
                            "symbol {s} has value {}, not a WDL value",
                            sympat[3 * s]
                        )));
                    }
                    len[s] = 0;
                    state[s] = 2;
                    stack.pop();
                }
                Some((l, r)) => {
                    if l >= syms || r >= syms {
                        return Err(corrupt(format!("symbol {s} points past the symbol table")));
                    }
                    let mut pushed = false;
                    for c in [l, r] {
                        match state[c] {
                            0 => {
                                state[c] = 1;
                                stack.push(c);
                                pushed = true;
                                break;
                            }
                            1 => return Err(corrupt(format!("symbol {s} contains itself"))),
                            _ => {}
                        }
                    }
                    if !pushed {
                        len[s] = len[l] + len[r] + 1;
                        if len[s] > 255 {
                            return Err(corrupt(format!("symbol {s} is too long")));
                        }
                        state[s] = 2;
                        stack.pop();
                    }
                }
            }
        }
    }
    Ok(len.into_iter().map(|l| l as u8).collect())
}

/// The prober's `base`: the smallest left-aligned code of each length, computed as it does
/// (with wrapping arithmetic, so that a damaged table gives the same values it would).
fn bases(offsets: &[u16], min_len: u32) -> Vec<u64> {
    let h = offsets.len();
    let mut base = vec![0u64; h];
    for i in (0..h.saturating_sub(1)).rev() {
        base[i] = base[i + 1]
            .wrapping_add(u64::from(offsets[i]))
            .wrapping_sub(u64::from(offsets[i + 1]))
            / 2;
    }
    for (i, b) in base.iter_mut().enumerate() {
        *b <<= 64 - (min_len + i as u32);
    }
    base
}

/// A DTZ table's four value maps: where each begins, and whether its entries are 16 bits.
#[derive(Clone, Copy, Debug)]
struct ValueMaps {
    starts: [u64; 4],
    wide: bool,
}

/// The whole file as the header describes it.
struct Layout {
    pairs: Vec<Pairs>,
    /// Each table's DTZ value maps (none for WDL files and tables without).
    maps: Vec<Option<ValueMaps>>,
    file_size: u64,
}

impl Layout {
    fn read<S: Source + ?Sized>(
        cursor: &mut Cursor<'_, S>,
        material: &Material,
        kind: TableKind,
        flags: u8,
    ) -> Result<Layout, TableError> {
        let split = kind == TableKind::Wdl && flags & 1 != 0;
        if kind == TableKind::Wdl && split == material.symmetric {
            return Err(TableError::WrongMaterial(if split {
                "both sides stored for equal material".into()
            } else {
                "one side stored for unequal material".into()
            }));
        }
        if (flags & 2 != 0) != material.has_pawns {
            return Err(TableError::WrongMaterial(
                "its pawn flag does not match".into(),
            ));
        }
        let tables = material.tables();
        let header_len = material.men + 1 + usize::from(material.more_pawns());
        let mut sizes = Vec::new();
        for t in 0..tables {
            let header = cursor.bytes(header_len, "piece header")?;
            let white = encoding_size(material, &header, 0, t)?;
            let black = if split {
                Some(encoding_size(material, &header, 4, t)?)
            } else {
                None
            };
            sizes.push((white, black));
        }
        cursor.align(2);
        // Tables in the prober's order: file by file, each with its second side after it.
        let mut pairs = Vec::new();
        for &(white, black) in &sizes {
            pairs.push(Pairs::read(cursor, white, kind)?);
            if let Some(black) = black {
                pairs.push(Pairs::read(cursor, black, kind)?);
            }
        }
        let mut maps = Vec::new();
        if kind == TableKind::Dtz {
            let start = cursor.pos;
            for p in &pairs {
                if p.flags & 2 == 0 {
                    maps.push(None);
                    continue;
                }
                let wide = p.flags & 16 != 0;
                let mut at = [0u64; 4];
                if wide {
                    cursor.align(2);
                }
                for slot in &mut at {
                    let n = if wide {
                        u64::from(cursor.u16("value map")?)
                    } else {
                        u64::from(cursor.u8("value map")?)
                    };
                    let unit = if wide { 2 } else { 1 };
                    *slot = cursor.pos;
                    // The prober keeps a map's start as 16 bits, in units of its entries.
                    if (cursor.pos - start) / unit > u64::from(u16::MAX) {
                        return Err(corrupt("its value maps are too long"));
                    }
                    cursor.pos += n * unit;
                }
                maps.push(Some(ValueMaps { starts: at, wide }));
            }
            cursor.align(2);
            if cursor.pos > cursor.source.size() {
                return Err(corrupt("it ends inside its value maps"));
            }
        }
        let mut pos = cursor.pos;
        let add = |pos: &mut u64, n: u64| -> Result<u64, TableError> {
            let at = *pos;
            *pos = pos
                .checked_add(n)
                .ok_or_else(|| corrupt("its layout overflows"))?;
            Ok(at)
        };
        let all: Vec<[u64; 3]> = pairs
            .iter()
            .map(Pairs::section_sizes)
            .collect::<Result<_, _>>()?;
        for (p, s) in pairs.iter_mut().zip(&all) {
            p.index_at = add(&mut pos, s[0])?;
        }
        for (p, s) in pairs.iter_mut().zip(&all) {
            p.sizes_at = add(&mut pos, s[1])?;
        }
        for (p, s) in pairs.iter_mut().zip(&all) {
            pos = pos.next_multiple_of(64);
            p.data_at = add(&mut pos, s[2])?;
        }
        // The last blocks are padded to 64 bytes, then comes a 16-byte checksum.
        let described = pos
            .checked_next_multiple_of(64)
            .and_then(|p| p.checked_add(16))
            .ok_or_else(|| corrupt("its layout overflows"))?;
        let file_size = cursor.source.size();
        if described != file_size {
            return Err(TableError::WrongSize {
                described,
                actual: file_size,
            });
        }
        Ok(Layout {
            pairs,
            maps,
            file_size,
        })
    }

    /// The index tables, block sizes and (where needed) blocks.
    fn check_data<S: Source + ?Sized>(&self, source: &S) -> Result<(), TableError> {
        // The end of the file from some offset on, for the blocks decoded in full.
        let mut tail: Option<(u64, Vec<u8>)> = None;
        for (n, p) in self.pairs.iter().enumerate() {
            if p.constant {
                continue;
            }
            let sizes = read_u16s(source, p.sizes_at, p.blocks as usize)?;
            // Literals before each block, the padding blocks after the real ones included:
            // an index entry near the end may name one, and the decoder walks back from it.
            let mut starts = Vec::with_capacity(sizes.len() + 1);
            let mut total = 0u64;
            for &s in &sizes {
                starts.push(total);
                total += u64::from(s) + 1;
            }
            starts.push(total);
            let real = starts[p.real_blocks as usize];
            if real < p.positions {
                return Err(corrupt(format!(
                    "table {n}'s blocks hold {real} of its {} positions",
                    p.positions
                )));
            }
            p.check_index(source, &starts, n)?;
            for (b, &s) in sizes[..p.real_blocks as usize].iter().enumerate() {
                let start = p.data_at + ((b as u64) << p.block_size);
                let worst = start + 8 + 4 * (u64::from(s) * u64::from(p.max_len) / 32);
                if worst > self.file_size {
                    // Such blocks start within the file's last few hundred KiB (a block's
                    // worst case is at most 65,536 codes of 32 bits): the tail is read once.
                    if tail.as_ref().is_none_or(|(at, _)| *at > start) {
                        let mut bytes =
                            vec![0u8; (self.file_size - start.min(self.file_size)) as usize];
                        source.read_at(start, &mut bytes)?;
                        tail = Some((start, bytes));
                    }
                    let (at, bytes) = tail.as_ref().expect("read above");
                    let from = bytes.get((start - at) as usize..).unwrap_or(&[]);
                    if p.decode_extent(from, i32::from(s)).is_none() {
                        return Err(corrupt(format!("table {n}'s block {b} reads past the end")));
                    }
                }
            }
            self.check_map_reads(p, n)?;
        }
        Ok(())
    }

    /// A DTZ value read through a map stays inside the file.
    fn check_map_reads(&self, p: &Pairs, n: usize) -> Result<(), TableError> {
        let Some(Some(ValueMaps { starts, wide })) = self.maps.get(n) else {
            return Ok(());
        };
        let largest = p
            .sympat
            .chunks_exact(3)
            .filter(|w| usize::from(w[2]) << 4 | usize::from(w[1]) >> 4 == 0xfff)
            .map(|w| u64::from(w[0]) | (u64::from(w[1]) & 0xf) << 8)
            .max()
            .unwrap_or(0);
        let unit = if *wide { 2 } else { 1 };
        let last = starts.iter().max().copied().unwrap_or(0) + (largest + 1) * unit;
        if last > self.file_size {
            return Err(corrupt(format!("table {n}'s values read past the end")));
        }
        Ok(())
    }
}

impl Pairs {
    /// Every index entry leads, for each position it covers, to a block of the table.
    fn check_index<S: Source + ?Sized>(
        &self,
        source: &S,
        starts: &[u64],
        n: usize,
    ) -> Result<(), TableError> {
        let entries = self.index_entries();
        let step = 1u64 << self.idx_bits;
        let half = step / 2;
        // Every position an entry covers must fall in a real block (one with data).
        let total = starts[self.real_blocks as usize];
        // Read in slices, so that a large table's index does not need its whole size in memory.
        const CHUNK: u64 = 1 << 16;
        let mut i = 0u64;
        while i < entries {
            let count = CHUNK.min(entries - i);
            let mut buf = vec![0u8; (6 * count) as usize];
            source.read_at(self.index_at + 6 * i, &mut buf)?;
            for (j, e) in buf.chunks_exact(6).enumerate() {
                let entry = i + j as u64;
                let block = u64::from(u32::from_le_bytes([e[0], e[1], e[2], e[3]]));
                let offset = u64::from(u16::from_le_bytes([e[4], e[5]]));
                let covered = (self.positions - entry * step).min(step);
                let first = (block < self.blocks)
                    .then(|| (starts[block as usize] + offset).checked_sub(half))
                    .flatten();
                match first {
                    Some(first) if first + covered <= total => {}
                    _ => {
                        return Err(corrupt(format!(
                            "table {n}'s index entry {entry} points outside its blocks"
                        )));
                    }
                }
            }
            i += count;
        }
        Ok(())
    }

    /// How many bytes of `block` (a block's start to the end of the file) the prober's decoder
    /// reads when it looks for literal `lit` there; `None` when it would read past the end.
    fn decode_extent(&self, block: &[u8], mut lit: i32) -> Option<usize> {
        let mut pos = 0usize;
        let mut read = |n: usize| -> Option<u64> {
            let bytes = block.get(pos..pos + n)?;
            pos += n;
            Some(bytes.iter().fold(0u64, |acc, &b| acc << 8 | u64::from(b)))
        };
        let mut code = read(8)?;
        let mut bits = 0u32;
        loop {
            let mut i = 0usize;
            while code < self.base[i] {
                i += 1;
            }
            let len = self.min_len + i as u32;
            let sym = u32::from(self.offsets[i])
                .wrapping_add(((code - self.base[i]) >> (64 - len)) as u32)
                as usize;
            let here = i32::from(self.symlen[sym]) + 1;
            if lit < here {
                return Some(pos);
            }
            lit -= here;
            code <<= len;
            bits += len;
            if bits >= 32 {
                bits -= 32;
                code |= read(4)? << bits;
            }
        }
    }
}

fn read_u16s<S: Source + ?Sized>(
    source: &S,
    at: u64,
    count: usize,
) -> Result<Vec<u16>, TableError> {
    let mut buf = vec![0u8; 2 * count];
    source.read_at(at, &mut buf)?;
    Ok(buf
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect())
}

#[cfg(test)]
mod tests;
