//! The server's tables, their creation and their migrations.
//!
//! Version 1 held entries, tallies and batch marks. Version 2 adds what the file keeps beside its
//! entries — analysis tags, known positions (FENs), move-ordering histories, imported games — and
//! what eviction by capacity needs: a `uses` column with an index by value, and the entry count
//! kept per replica (each writer adds to its own row, so writers never wait on one counter).

use postgres::Client;

/// The advisory lock (an arbitrary number: "slate" in ASCII) held while tables are created.
const SCHEMA_LOCK: i64 = 0x0073_6c61_7465;

/// The schema version of the server's tables.
pub const SERVER_SCHEMA_VERSION: i64 = 2;

/// The capacity a new store on a server gets when its creator names none.
pub const DEFAULT_SERVER_CAPACITY: u64 = 10_000_000;

/// The quoted, schema-qualified names of Slate's tables.
pub(super) struct Tables {
    pub meta: String,
    pub entries: String,
    pub tallies: String,
    pub batches: String,
    pub tags: String,
    pub positions: String,
    pub orderings: String,
    pub imported: String,
    pub counts: String,
}

impl Tables {
    pub fn new(schema: &str) -> Tables {
        // `schema` passed `check_identifier`: it has no quote to escape.
        let t = |name: &str| format!("\"{schema}\".{name}");
        Tables {
            meta: t("meta"),
            entries: t("entries"),
            tallies: t("tallies"),
            batches: t("batches"),
            tags: t("analysis_nodes"),
            positions: t("positions"),
            orderings: t("analysis_ordering"),
            imported: t("imported_games"),
            counts: t("entry_counts"),
        }
    }
}

/// Creates the schema and every table of the current version (those absent), under an advisory
/// lock so that engines starting at once create them one after the other (`IF NOT EXISTS` alone
/// races in the catalog). A new store's capacity is `capacity`.
pub(super) fn create(
    client: &mut Client,
    schema: &str,
    tables: &Tables,
    capacity: u64,
) -> Result<(), postgres::Error> {
    let mut tx = client.transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&SCHEMA_LOCK])?;
    tx.batch_execute(&format!(
        "CREATE SCHEMA IF NOT EXISTS \"{schema}\";
         CREATE TABLE IF NOT EXISTS {meta} (name text PRIMARY KEY, value text NOT NULL);
         CREATE TABLE IF NOT EXISTS {entries} (
             key bigint NOT NULL, chk bigint NOT NULL, move int NOT NULL,
             lower int NOT NULL, upper int NOT NULL, depth smallint NOT NULL, ply int NOT NULL,
             origin smallint NOT NULL, eval_version bigint NOT NULL,
             created bigint NOT NULL, updated bigint NOT NULL, uses bigint NOT NULL DEFAULT 0,
             PRIMARY KEY (key, chk));
         CREATE TABLE IF NOT EXISTS {tallies} (
             key bigint NOT NULL, chk bigint NOT NULL, replica bigint NOT NULL,
             source smallint NOT NULL, hits bigint NOT NULL, games bigint NOT NULL,
             points bigint NOT NULL, wins bigint NOT NULL, draws bigint NOT NULL,
             losses bigint NOT NULL,
             PRIMARY KEY (key, chk, replica, source));
         CREATE TABLE IF NOT EXISTS {batches} (
             replica bigint NOT NULL, seq bigint NOT NULL, PRIMARY KEY (replica, seq));",
        meta = tables.meta,
        entries = tables.entries,
        tallies = tables.tallies,
        batches = tables.batches
    ))?;
    let fresh = tx.execute(
        &format!(
            "INSERT INTO {} VALUES ('schema_version', '{SERVER_SCHEMA_VERSION}')
             ON CONFLICT (name) DO NOTHING",
            tables.meta
        ),
        &[],
    )? == 1;
    let version: String = tx
        .query_one(
            &format!(
                "SELECT value FROM {} WHERE name = 'schema_version'",
                tables.meta
            ),
            &[],
        )?
        .get(0);
    if fresh || version == "1" {
        add_version_2(&mut tx, tables, capacity)?;
    }
    tx.commit()
}

/// Version 2's tables and columns; on a store of version 1 the entry count starts from what it
/// holds.
fn add_version_2(
    tx: &mut postgres::Transaction,
    tables: &Tables,
    capacity: u64,
) -> Result<(), postgres::Error> {
    tx.batch_execute(&format!(
        "ALTER TABLE {entries} ADD COLUMN IF NOT EXISTS uses bigint NOT NULL DEFAULT 0;
         CREATE INDEX IF NOT EXISTS entries_by_value ON {entries} (depth, uses, updated);
         CREATE TABLE IF NOT EXISTS {tags} (
             root bigint NOT NULL, key bigint NOT NULL, chk bigint NOT NULL,
             PRIMARY KEY (root, key, chk));
         CREATE INDEX IF NOT EXISTS analysis_nodes_by_entry ON {tags} (key, chk);
         CREATE TABLE IF NOT EXISTS {positions} (
             key bigint NOT NULL, chk bigint NOT NULL, fen text NOT NULL, PRIMARY KEY (key, chk));
         CREATE TABLE IF NOT EXISTS {orderings} (
             root bigint PRIMARY KEY, depth smallint NOT NULL, updated bigint NOT NULL,
             data bytea NOT NULL);
         CREATE TABLE IF NOT EXISTS {imported} (
             h1 bigint NOT NULL, h2 bigint NOT NULL, PRIMARY KEY (h1, h2));
         CREATE TABLE IF NOT EXISTS {counts} (replica bigint PRIMARY KEY, n bigint NOT NULL);
         UPDATE {entries} e SET uses = u.n FROM
             (SELECT key, chk, sum(hits + games) AS n FROM {tallies} GROUP BY key, chk) u
             WHERE e.key = u.key AND e.chk = u.chk;
         INSERT INTO {counts} SELECT 0, count(*) FROM {entries}
             ON CONFLICT (replica) DO NOTHING;
         INSERT INTO {meta} VALUES ('capacity', '{capacity}') ON CONFLICT (name) DO NOTHING;
         UPDATE {meta} SET value = '{SERVER_SCHEMA_VERSION}' WHERE name = 'schema_version';",
        entries = tables.entries,
        tallies = tables.tallies,
        tags = tables.tags,
        positions = tables.positions,
        orderings = tables.orderings,
        imported = tables.imported,
        counts = tables.counts,
        meta = tables.meta,
    ))
}
