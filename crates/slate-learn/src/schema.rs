//! The store's SQLite schema, its meta table, and the migrations between schema versions.
//!
//! The schema version lives in `PRAGMA user_version`. The `slate_meta` table names the file as a
//! Slate learning store and records the schemes the stored values depend on:
//!
//! | name | value |
//! |---|---|
//! | `format` | `slate-learn` (a database without it is someone else's and is never touched) |
//! | `key_scheme` | `polyglot-zobrist` |
//! | `check_scheme` | `splitmix64-zobrist-32` (see [`super::check`]) |
//! | `eval_version` | the evaluation version of the engine that created the store |
//! | `replica` | a random 64-bit id of this store, which its counters are kept under |
//! | `created` | unix seconds |
//!
//! Versions: 1 was the first layout (one score plus a bound flag, plain counters, keyed by the
//! Zobrist key alone); 2 keeps a score window and per-replica counters, keyed by key and check;
//! 3 adds the `analysis_nodes` table, which tags the entries an analysis stored with the key of its
//! root, and the `positions` table, the FEN of analysed roots and imported EPD positions; 4 keeps
//! wins, draws and losses in the tallies (and which of them came from imported games). A store
//! of version 3 is migrated by rewriting every tally in the new form with its games marked as
//! points-only: what they scored is kept, results are never invented.
//!
//! Optional tables, created when first needed and ignored by Slates that do not know them (so
//! they need no new schema version): `imported_games`, the hashes of the PGN games `slate learn
//! import` took in, which makes importing a file twice count its games once; `analysis_ordering`,
//! the move-ordering history of each analysed root's deepest iteration (see
//! [`super::ordering`]), which goes when the root's last tagged entry goes.

use super::entry::{SCORE_INF, Tally, TallySource};
use rusqlite::{Connection, OptionalExtension, params};

/// The schema version this Slate writes; older stores are migrated on a read-write open.
pub const CURRENT_VERSION: i64 = 4;
/// The `format` meta value that marks a Slate learning store.
pub const FORMAT: &str = "slate-learn";
/// The `key_scheme` meta value: entries are keyed by the Polyglot Zobrist key.
pub const KEY_SCHEME: &str = "polyglot-zobrist";
/// The `check_scheme` meta value: how the 32-bit check value is computed.
pub const CHECK_SCHEME: &str = "splitmix64-zobrist-32";

/// The columns of the current entries table, checked at open.
pub const ENTRY_COLUMNS: [&str; 13] = [
    "key",
    "chk",
    "move",
    "lower",
    "upper",
    "depth",
    "ply",
    "origin",
    "eval_version",
    "uses",
    "created",
    "updated",
    "tallies",
];

/// Layout of version 1, kept to migrate old files and to test the migration.
pub const V1_SQL: &str = "
CREATE TABLE slate_meta(name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE entries(
    key INTEGER PRIMARY KEY, chk INTEGER NOT NULL, move INTEGER NOT NULL,
    score INTEGER NOT NULL, bound INTEGER NOT NULL, -- 0 exact, 1 lower, 2 upper
    depth INTEGER NOT NULL, ply INTEGER NOT NULL, origin INTEGER NOT NULL,
    eval_version INTEGER NOT NULL, hits INTEGER NOT NULL, games INTEGER NOT NULL,
    updated INTEGER NOT NULL);
PRAGMA user_version = 1;
";

/// The entries table of version 2 (without the meta table, which version 1 already had).
const V2_ENTRIES_SQL: &str = "
CREATE TABLE entries(
    key INTEGER NOT NULL, chk INTEGER NOT NULL, move INTEGER NOT NULL,
    lower INTEGER NOT NULL, upper INTEGER NOT NULL,
    depth INTEGER NOT NULL, ply INTEGER NOT NULL, origin INTEGER NOT NULL,
    eval_version INTEGER NOT NULL, uses INTEGER NOT NULL,
    created INTEGER NOT NULL, updated INTEGER NOT NULL, tallies BLOB NOT NULL,
    PRIMARY KEY (key, chk)) WITHOUT ROWID;
-- Eviction removes the shallowest, least used, oldest entries first.
CREATE INDEX entries_by_value ON entries(depth, uses, updated);
-- The number of entries, kept by triggers so that neither the writer nor `stats` scans the table.
CREATE TABLE entry_count(id INTEGER PRIMARY KEY CHECK (id = 0), n INTEGER NOT NULL);
INSERT INTO entry_count VALUES (0, 0);
CREATE TRIGGER entries_counted_in AFTER INSERT ON entries
    BEGIN UPDATE entry_count SET n = n + 1 WHERE id = 0; END;
CREATE TRIGGER entries_counted_out AFTER DELETE ON entries
    BEGIN UPDATE entry_count SET n = n - 1 WHERE id = 0; END;
";

/// Version 3's addition: which analysis root each persisted analysis entry came from. Rows of
/// evicted or forgotten entries go with them (trigger), so the table never outgrows the entries.
pub const V3_ANALYSIS_SQL: &str = "
CREATE TABLE analysis_nodes(
    root INTEGER NOT NULL, key INTEGER NOT NULL, chk INTEGER NOT NULL,
    PRIMARY KEY (root, key, chk)) WITHOUT ROWID;
CREATE INDEX analysis_nodes_by_entry ON analysis_nodes(key, chk);
-- The FEN of analysed roots and imported EPD positions, so that `export --format epd` can
-- write them (the entries themselves hold only keys).
CREATE TABLE positions(
    key INTEGER NOT NULL, chk INTEGER NOT NULL, fen TEXT NOT NULL,
    PRIMARY KEY (key, chk)) WITHOUT ROWID;
CREATE TRIGGER entries_untag AFTER DELETE ON entries
    BEGIN
        DELETE FROM analysis_nodes WHERE key = old.key AND chk = old.chk;
        DELETE FROM positions WHERE key = old.key AND chk = old.chk;
    END;
";

/// The optional table of imported games' hashes (see [`crate::import::game_hash`]).
pub const IMPORTED_GAMES_SQL: &str = "
CREATE TABLE IF NOT EXISTS imported_games(
    h1 INTEGER NOT NULL, h2 INTEGER NOT NULL, PRIMARY KEY (h1, h2)) WITHOUT ROWID;
";

/// The optional table of analysed roots' move-ordering histories, and the trigger that removes
/// a root's history with its last tag.
pub const ANALYSIS_ORDERING_SQL: &str = "
CREATE TABLE IF NOT EXISTS analysis_ordering(
    root INTEGER PRIMARY KEY, depth INTEGER NOT NULL, updated INTEGER NOT NULL,
    data BLOB NOT NULL);
CREATE TRIGGER IF NOT EXISTS analysis_ordering_untag AFTER DELETE ON analysis_nodes
    WHEN NOT EXISTS (SELECT 1 FROM analysis_nodes WHERE root = old.root)
    BEGIN DELETE FROM analysis_ordering WHERE root = old.root; END;
";

/// The first byte of a tally blob of schema 4 (its length is then odd, `1 + 36 n`; a blob of
/// schemas 2 and 3 is `20 n` bytes, always even, so the two never read as each other).
const TALLIES_V4: u8 = 4;
const V4_RECORD: usize = 36;
const V2_RECORD: usize = 20;

/// Tallies as a blob: the byte 4 (the form of schema 4), then per replica and source little-endian u64
/// replica, u32 source, u32 hits, u32 games, u32 points, u32 wins, u32 draws, u32 losses.
pub fn encode_tallies(tallies: &[Tally]) -> Vec<u8> {
    let mut out = Vec::with_capacity(1 + tallies.len() * V4_RECORD);
    out.push(TALLIES_V4);
    for t in tallies {
        out.extend_from_slice(&t.replica.to_le_bytes());
        for v in [
            t.source as u32,
            t.hits,
            t.games,
            t.points,
            t.wins,
            t.draws,
            t.losses,
        ] {
            out.extend_from_slice(&v.to_le_bytes());
        }
    }
    out
}

/// The inverse of [`encode_tallies`], which also reads the blobs of schemas 2 and 3 (per
/// replica u64 replica, u32 hits, u32 games, u32 points): their games are points-only, with no
/// result invented. `None` for a blob of neither form.
pub fn decode_tallies(blob: &[u8]) -> Option<Vec<Tally>> {
    let u32_at = |c: &[u8], i: usize| u32::from_le_bytes(c[i..i + 4].try_into().unwrap());
    let u64_at = |c: &[u8]| u64::from_le_bytes(c[..8].try_into().unwrap());
    if blob.len() % 2 == 1 {
        let (&tag, records) = blob.split_first()?;
        if tag != TALLIES_V4 || !records.len().is_multiple_of(V4_RECORD) {
            return None;
        }
        return records
            .chunks_exact(V4_RECORD)
            .map(|c| {
                let source = match u32_at(c, 8) {
                    0 => TallySource::Own,
                    1 => TallySource::Imported,
                    _ => return None,
                };
                Some(Tally {
                    replica: u64_at(c),
                    source,
                    hits: u32_at(c, 12),
                    games: u32_at(c, 16),
                    points: u32_at(c, 20),
                    wins: u32_at(c, 24),
                    draws: u32_at(c, 28),
                    losses: u32_at(c, 32),
                })
            })
            .collect();
    }
    if !blob.len().is_multiple_of(V2_RECORD) {
        return None;
    }
    Some(
        blob.chunks_exact(V2_RECORD)
            .map(|c| Tally {
                replica: u64_at(c),
                hits: u32_at(c, 8),
                games: u32_at(c, 12),
                points: u32_at(c, 16),
                ..Tally::default()
            })
            .collect(),
    )
}

/// The schema version (`PRAGMA user_version`); 0 for a database that never set one.
pub fn user_version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("PRAGMA user_version", [], |r| r.get(0))
}

/// The `slate_meta` value called `name`, if the row exists.
pub fn meta(conn: &Connection, name: &str) -> rusqlite::Result<Option<String>> {
    conn.query_row(
        "SELECT value FROM slate_meta WHERE name = ?1",
        [name],
        |r| r.get(0),
    )
    .optional()
}

/// Whether the database has a `slate_meta` table at all.
pub fn has_meta_table(conn: &Connection) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'slate_meta'",
        [],
        |r| r.get::<_, i64>(0),
    )
    .map(|n| n > 0)
}

fn set_meta(conn: &Connection, name: &str, value: &str) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO slate_meta(name, value) VALUES (?1, ?2)
         ON CONFLICT(name) DO UPDATE SET value = excluded.value",
        params![name, value],
    )?;
    Ok(())
}

/// A random replica id from the OS's hasher seed and the clock (no extra dependency needed).
pub fn new_replica_id() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    h.write_u32(std::process::id());
    h.finish()
}

/// Creates the current schema and meta rows in an empty database.
pub fn create(conn: &mut Connection, eval_version: u32) -> rusqlite::Result<()> {
    let tx = conn.transaction()?;
    tx.execute_batch("CREATE TABLE slate_meta(name TEXT PRIMARY KEY, value TEXT NOT NULL);")?;
    tx.execute_batch(V2_ENTRIES_SQL)?;
    tx.execute_batch(V3_ANALYSIS_SQL)?;
    set_meta(&tx, "format", FORMAT)?;
    set_meta(&tx, "key_scheme", KEY_SCHEME)?;
    set_meta(&tx, "check_scheme", CHECK_SCHEME)?;
    set_meta(&tx, "eval_version", &eval_version.to_string())?;
    set_meta(&tx, "replica", &new_replica_id().to_string())?;
    set_meta(&tx, "created", &super::entry::now_unix().to_string())?;
    tx.pragma_update(None, "user_version", CURRENT_VERSION)?;
    tx.commit()
}

/// Brings a store of an older version to [`CURRENT_VERSION`] in one transaction: either the
/// whole migration lands or the file is left as it was.
pub fn migrate(conn: &mut Connection) -> rusqlite::Result<()> {
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    // Re-read under the write lock: another process may have migrated meanwhile.
    let version = user_version(&tx)?;
    if version == 1 {
        migrate_v1_to_v2(&tx)?;
    }
    if user_version(&tx)? == 2 {
        tx.execute_batch(V3_ANALYSIS_SQL)?;
        tx.pragma_update(None, "user_version", 3)?;
    }
    if user_version(&tx)? == 3 {
        migrate_v3_to_v4(&tx)?;
    }
    tx.commit()
}

/// Rewrites every tally blob in the form of schema 4. The old games become points-only games
/// (`games` and `points` kept, no wins, draws or losses), so nothing is invented.
fn migrate_v3_to_v4(tx: &Connection) -> rusqlite::Result<()> {
    {
        let mut read = tx.prepare("SELECT key, chk, tallies FROM entries")?;
        let mut write =
            tx.prepare("UPDATE entries SET tallies = ?3 WHERE key = ?1 AND chk = ?2")?;
        let mut rows = read.query([])?;
        while let Some(r) = rows.next()? {
            let blob: Vec<u8> = r.get(2)?;
            // An undecodable blob is left exactly as it was, for `slate learn verify` to report.
            if let Some(tallies) = decode_tallies(&blob) {
                write.execute(params![
                    r.get::<_, i64>(0)?,
                    r.get::<_, i64>(1)?,
                    encode_tallies(&tallies)
                ])?;
            }
        }
    }
    tx.pragma_update(None, "user_version", 4)?;
    Ok(())
}

fn migrate_v1_to_v2(tx: &Connection) -> rusqlite::Result<()> {
    if meta(tx, "replica")?.is_none() {
        set_meta(tx, "replica", &new_replica_id().to_string())?;
    }
    if meta(tx, "check_scheme")?.is_none() {
        set_meta(tx, "check_scheme", CHECK_SCHEME)?;
    }
    let replica: u64 = meta(tx, "replica")?
        .and_then(|r| r.parse().ok())
        .unwrap_or(0);
    tx.execute_batch("ALTER TABLE entries RENAME TO entries_v1;")?;
    tx.execute_batch(V2_ENTRIES_SQL)?;
    {
        let mut read = tx.prepare(
            "SELECT key, chk, move, score, bound, depth, ply, origin, eval_version, hits, games,
                    updated FROM entries_v1",
        )?;
        let mut write = tx.prepare(
            "INSERT INTO entries(key, chk, move, lower, upper, depth, ply, origin, eval_version,
                                 uses, created, updated, tallies)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11, ?12)",
        )?;
        let mut rows = read.query([])?;
        while let Some(r) = rows.next()? {
            let score: i64 = r.get(3)?;
            let bound: i64 = r.get(4)?;
            let inf = SCORE_INF as i64;
            let (lower, upper) = match bound {
                0 => (score, score),
                1 => (score, inf),
                2 => (-inf, score),
                _ => (-inf, inf),
            };
            let hits: i64 = r.get(9)?;
            let games: i64 = r.get(10)?;
            let tallies = [Tally {
                replica,
                hits: hits.clamp(0, u32::MAX as i64) as u32,
                games: games.clamp(0, u32::MAX as i64) as u32,
                ..Tally::default()
            }];
            write.execute(params![
                r.get::<_, i64>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, i64>(2)?,
                lower,
                upper,
                r.get::<_, i64>(5)?,
                r.get::<_, i64>(6)?,
                r.get::<_, i64>(7)?,
                r.get::<_, i64>(8)?,
                hits + games,
                r.get::<_, i64>(11)?,
                encode_tallies(&tallies),
            ])?;
        }
    }
    tx.execute_batch("DROP TABLE entries_v1;")?;
    tx.pragma_update(None, "user_version", 2)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn tallies_round_trip(v in prop::collection::vec(
            (any::<u64>(), any::<bool>(), any::<[u32; 6]>()), 0..6)) {
            let tallies: Vec<Tally> = v.iter().map(|&(replica, imported, c)| Tally {
                replica,
                source: if imported { TallySource::Imported } else { TallySource::Own },
                hits: c[0], games: c[1], points: c[2], wins: c[3], draws: c[4], losses: c[5],
            }).collect();
            prop_assert_eq!(decode_tallies(&encode_tallies(&tallies)), Some(tallies));
        }

        #[test]
        fn old_blobs_read_as_points_only(v in prop::collection::vec(
            (any::<u64>(), any::<u32>(), any::<u32>(), any::<u32>()), 0..9)) {
            let mut blob = Vec::new();
            for &(replica, hits, games, points) in &v {
                blob.extend_from_slice(&replica.to_le_bytes());
                for x in [hits, games, points] {
                    blob.extend_from_slice(&x.to_le_bytes());
                }
            }
            let got = decode_tallies(&blob).unwrap();
            prop_assert_eq!(got.len(), v.len());
            for (t, &(replica, hits, games, points)) in got.iter().zip(&v) {
                prop_assert_eq!((t.replica, t.hits, t.games, t.points), (replica, hits, games, points));
                prop_assert_eq!((t.wins, t.draws, t.losses), (0, 0, 0));
                prop_assert_eq!(t.points_only_games(), games);
            }
        }
    }

    #[test]
    fn a_blob_of_neither_form_is_refused() {
        assert_eq!(decode_tallies(&[4; 36]), None);
        assert_eq!(decode_tallies(&[3; 37]), None);
        let mut bad_source = encode_tallies(&[Tally::hit()]);
        bad_source[9] = 7;
        assert_eq!(decode_tallies(&bad_source), None);
    }
}
