//! `slate learn --server URL …`: the store on a PostgreSQL server — its summary, what it knows
//! of a position, its checks, forgetting a position, and merging a file into it or it into a
//! file.

use super::show::{self, ShowSettings};
use super::{LearnCommand, must_exist, open, open_with};
use crate::board::Position;
use crate::learn::check::position_check;
use crate::learn::server::{ServerStore, ServerUrl};
use crate::learn::store::{Access, DEFAULT_CAPACITY};
use anyhow::{Result, bail};
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

/// Entries a merge carries per transaction.
const BATCH: usize = 1000;

pub(super) fn run(url: &str, file: &Path, command: LearnCommand) -> Result<ExitCode> {
    let url = ServerUrl::parse(url)?;
    let mut server = ServerStore::connect(&url)?;
    let mut out = std::io::stdout().lock();
    match command {
        LearnCommand::Stats => {
            let mut by_origin = std::collections::BTreeMap::new();
            let (mut entries, mut with_move, mut hits, mut games) = (0u64, 0u64, 0u64, 0u64);
            let mut replicas = std::collections::BTreeSet::new();
            server.for_each(|e| {
                entries += 1;
                *by_origin.entry(e.origin.name()).or_insert(0u64) += 1;
                with_move += u64::from(e.best_move != 0);
                hits += e.hits();
                games += e.games();
                replicas.extend(e.tallies.iter().map(|t| t.replica));
                Ok(())
            })?;
            writeln!(out, "server         {url}")?;
            writeln!(out, "schema         {}", url.schema())?;
            let access = match server.access() {
                Access::ReadOnly => "read-only (the role may only read)",
                Access::ReadWrite => "read-write",
            };
            writeln!(out, "access         {access}")?;
            writeln!(out, "entries        {entries}")?;
            writeln!(out, "with a move    {with_move}")?;
            writeln!(out, "hits / games   {hits} / {games}")?;
            writeln!(out, "counted by     {} engines or stores", replicas.len())?;
            for (o, n) in by_origin {
                writeln!(out, "origin {o:<9} {n}")?;
            }
        }
        LearnCommand::Show {
            fen,
            penalty,
            bonus,
            min_games,
            experience_min_games,
        } => {
            drop(out);
            show::show(
                &mut |p: &Position| Ok(server.lookup(p.key(), position_check(p.board()))?),
                &fen,
                &ShowSettings {
                    penalty_cp: penalty,
                    bonus_cp: bonus,
                    min_games,
                    instant_min_games: experience_min_games,
                },
            )?;
        }
        LearnCommand::Verify => {
            let problems = server.verify()?;
            for p in &problems {
                writeln!(out, "problem: {p}")?;
            }
            writeln!(
                out,
                "{url}: {} entries, {} problems",
                server.len()?,
                problems.len()
            )?;
            if !problems.is_empty() {
                return Ok(ExitCode::from(1));
            }
        }
        LearnCommand::Forget { fen } => {
            let pos = Position::from_fen(&fen)?;
            if server.forget(pos.key(), position_check(pos.board()))? {
                writeln!(out, "forgot {:016x}", pos.key())?;
            } else {
                writeln!(out, "no entry for {:016x}", pos.key())?;
            }
        }
        LearnCommand::Push => {
            must_exist(file)?;
            let store = open(file, Access::ReadOnly)?;
            let (mut inserted, mut updated) = (0u64, 0u64);
            for chunk in store.all()?.chunks(BATCH) {
                let r = server.merge_batch(chunk)?;
                inserted += r.inserted;
                updated += r.updated;
            }
            writeln!(
                out,
                "pushed {} into {url}: {inserted} new, {updated} merged",
                file.display()
            )?;
        }
        LearnCommand::Pull => {
            let mut store = open_with(file, Access::ReadWrite, DEFAULT_CAPACITY)?;
            let mut batch = Vec::with_capacity(BATCH);
            let (mut inserted, mut updated) = (0u64, 0u64);
            server.for_each(|e| {
                batch.push(e);
                Ok(())
            })?;
            for chunk in batch.chunks(BATCH) {
                let r = store.merge_batch(chunk)?;
                inserted += r.inserted;
                updated += r.updated;
            }
            writeln!(
                out,
                "pulled {url} into {}: {inserted} new, {updated} merged",
                file.display()
            )?;
        }
        other => bail!(
            "learn {}: not available on a server yet (stats, show, verify, forget, push and pull \
             are); pull the server into a file first",
            subcommand_name(&other)
        ),
    }
    Ok(ExitCode::SUCCESS)
}

fn subcommand_name(command: &LearnCommand) -> &'static str {
    match command {
        LearnCommand::List { .. } => "list",
        LearnCommand::Import { .. } => "import",
        LearnCommand::Export { .. } => "export",
        LearnCommand::Merge { .. } => "merge",
        LearnCommand::Prune { .. } => "prune",
        LearnCommand::Bench { .. } => "bench",
        _ => "this command",
    }
}
