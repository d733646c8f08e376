//! Entries leaving a server's store — evicted by capacity, pruned, forgotten — with everything
//! that hangs on them (tallies, analysis tags, known positions, the move-ordering history of a
//! root whose last tag went), and the entry count kept per replica.

use super::tables::Tables;
use postgres::Transaction;

/// Adds `delta` to the entry count in `replica`'s own row (a writer never waits on another's).
pub(super) fn count(
    tx: &mut Transaction,
    tables: &Tables,
    replica: u64,
    delta: i64,
) -> Result<(), postgres::Error> {
    if delta != 0 {
        tx.execute(
            &format!(
                "INSERT INTO {} AS c VALUES ($1, $2)
                 ON CONFLICT (replica) DO UPDATE SET n = c.n + excluded.n",
                tables.counts
            ),
            &[&(replica as i64), &delta],
        )?;
    }
    Ok(())
}

/// The entries counted in the store (the sum of the replicas' rows).
pub(super) fn counted(tx: &mut Transaction, tables: &Tables) -> Result<i64, postgres::Error> {
    Ok(tx
        .query_one(
            &format!("SELECT sum(n)::bigint FROM {}", tables.counts),
            &[],
        )?
        .get::<_, Option<i64>>(0)
        .unwrap_or(0))
}

/// Removes the entries `DELETE … RETURNING key, chk` statement `delete` removes (bound to
/// `params`) and what hangs on them; uncounts them. Returns how many went.
pub(super) fn remove_where(
    tx: &mut Transaction,
    tables: &Tables,
    replica: u64,
    delete: &str,
    params: &[&(dyn postgres::types::ToSql + Sync)],
) -> Result<u64, postgres::Error> {
    let gone = tx.query(delete, params)?;
    if gone.is_empty() {
        return Ok(0);
    }
    let key: Vec<i64> = gone.iter().map(|r| r.get(0)).collect();
    let chk: Vec<i64> = gone.iter().map(|r| r.get(1)).collect();
    let of_gone = "USING UNNEST($1::bigint[], $2::bigint[]) AS g(key, chk) \
                   WHERE x.key = g.key AND x.chk = g.chk";
    for table in [&tables.tallies, &tables.positions] {
        tx.execute(&format!("DELETE FROM {table} x {of_gone}"), &[&key, &chk])?;
    }
    let roots: Vec<i64> = tx
        .query(
            &format!("DELETE FROM {} x {of_gone} RETURNING x.root", tables.tags),
            &[&key, &chk],
        )?
        .iter()
        .map(|r| r.get(0))
        .collect();
    if !roots.is_empty() {
        tx.execute(
            &format!(
                "DELETE FROM {o} WHERE root = ANY($1)
                 AND NOT EXISTS (SELECT 1 FROM {t} WHERE {t}.root = {o}.root)",
                o = tables.orderings,
                t = tables.tags
            ),
            &[&roots],
        )?;
    }
    count(tx, tables, replica, -(gone.len() as i64))?;
    Ok(gone.len() as u64)
}

/// Evicts the least valuable entries beyond `capacity` (shallowest, least used, oldest, as a
/// file does), skipping rows other writers hold. Returns how many went.
pub(super) fn evict(
    tx: &mut Transaction,
    tables: &Tables,
    replica: u64,
    capacity: u64,
) -> Result<u64, postgres::Error> {
    let excess = counted(tx, tables)? - capacity.min(i64::MAX as u64) as i64;
    if excess <= 0 {
        return Ok(0);
    }
    let delete = format!(
        "DELETE FROM {e} WHERE (key, chk) IN
            (SELECT key, chk FROM {e} ORDER BY depth, uses, updated LIMIT $1
             FOR UPDATE SKIP LOCKED)
         RETURNING key, chk",
        e = tables.entries
    );
    remove_where(tx, tables, replica, &delete, &[&excess])
}
