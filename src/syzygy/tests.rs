use super::*;
use crate::board::Position;

/// The shared tables, relative to the crate root (absent in a fresh clone without `../shared`).
pub(crate) const SHARED_TABLES: &str = "../shared/data/syzygy";

/// The shared tables, or `None` (with a message) when they are not there.
pub(crate) fn shared_tables() -> Option<Arc<Tablebases>> {
    if !Path::new(SHARED_TABLES).join("KQvK.rtbw").exists() {
        crate::test_skip(format!("no Syzygy tables in {SHARED_TABLES}"));
        return None;
    }
    Some(open(SHARED_TABLES).expect("the shared tables load").tables)
}

fn board(fen: &str) -> Board {
    Position::from_fen(fen).expect("fen").board().clone()
}

#[test]
fn table_names_parse_into_material() {
    let (w, b, men) = parse_table_name("KRPvKR").unwrap();
    assert_eq!((w, b, men), (1 << 4 | 1 << 16, 1 << 4, 5));
    assert_eq!(parse_table_name("KQvK").unwrap().2, 3);
    assert!(parse_table_name("KQvKX").is_none());
    assert!(parse_table_name("QvK").is_none());
    assert!(parse_table_name("KQQQQvKQQ").is_none(), "8 men");
    assert_eq!(
        material_key(&board("8/8/8/8/7P/4R3/1r6/K1k5 w - - 0 1")),
        (1 << 4 | 1 << 16) << 20 | 1 << 4
    );
}

#[test]
fn bad_paths_are_errors_not_crashes() {
    for path in ["", "<empty>", "/no/such/folder", "src", "::;"] {
        let err = open(path).err().expect(path);
        assert!(err.0.contains("no Syzygy tables"), "{path}: {err}");
    }
    let err = open("/no/such/folder").err().unwrap();
    assert!(err.0.contains("cannot read the folder"), "{err}");
}

#[test]
fn several_folders_load_the_good_ones_and_warn_about_the_rest() {
    let Some(_tables) = shared_tables() else {
        return;
    };
    let path = format!("/no/such/folder{PATH_SEPARATOR} {SHARED_TABLES} {PATH_SEPARATOR}src");
    let opened = open(&path).expect("the good folder loads");
    assert_eq!(opened.warnings.len(), 2, "{:?}", opened.warnings);
    assert!(opened.tables.wdl_tables() >= 35);
    assert_eq!(opened.tables.max_men(), 5);
    assert!(opened.tables.summary().contains("up to 5 men"));
}

/// Every labelled position of `tb_labels_shared.csv` whose table is shipped: WDL and DTZ agree.
#[test]
fn probes_agree_with_the_shared_labels() {
    let Some(tables) = shared_tables() else {
        return;
    };
    let csv = Path::new("../shared/data/endgame/tb_labels_shared.csv");
    if !csv.exists() {
        crate::test_skip(format!("{} not found", csv.display()));
        return;
    }
    let check = labels::check_labels(&tables, csv).unwrap();
    assert!(check.all_agree(), "{}", check.render());
    assert!(
        check.positions >= 2700 && check.dtz_checked >= 2000,
        "{check:?}"
    );
}

/// python-chess's 3–4-man test positions: WDL and DTZ agree.
#[test]
fn probes_agree_with_the_python_chess_positions() {
    let Some(tables) = shared_tables() else {
        return;
    };
    let epd = "../shared/data/endgame/syzygy_wdl_dtz_34.epd";
    let Ok(text) = std::fs::read_to_string(epd) else {
        crate::test_skip(format!("{epd} not found"));
        return;
    };
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let fen = fields[..4].join(" ");
        let op = |name: &str| -> i32 {
            let at = fields.iter().position(|&t| t == name).expect(name);
            fields[at + 1].trim_end_matches(';').parse().unwrap()
        };
        let b = board(&fen);
        assert_eq!(
            tables.probe_wdl(&b).map(Wdl::value),
            Some(op("wdl")),
            "{line}"
        );
        let root = tables.probe_root(&b).expect(line);
        assert_eq!(root.dtz, op("dtz"), "{line}");
        checked += 1;
    }
    assert!(checked >= 200, "{checked}");
}

#[test]
fn root_probe_lists_every_move_with_its_result() {
    let Some(tables) = shared_tables() else {
        return;
    };
    // KBNvK, Black to move and lost in 59 plies to the next zeroing move (shakmaty-syzygy's
    // documentation example).
    let b = board("8/8/8/8/B7/N7/K2k4/8 b - - 0 1");
    let root = tables.probe_root(&b).unwrap();
    assert_eq!((root.wdl, root.dtz), (Wdl::Loss, -59));
    assert_eq!(root.moves.len(), 6);
    assert!(root.moves.iter().all(|m| m.wdl == Wdl::Loss && m.dtz < 0));
    // With 60 plies already on the clock, the win is out of reach of the 50-move rule.
    let late = board("8/8/8/8/B7/N7/K2k4/8 b - - 60 1");
    let root = tables.probe_root(&late).unwrap();
    assert_eq!(root.wdl, Wdl::BlessedLoss);
    // Castling rights: no probe.
    assert!(
        tables
            .probe_wdl(&board("4k3/8/8/8/8/8/8/4K2R w K - 0 1"))
            .is_none()
    );
    // No table for six men.
    assert!(
        tables
            .probe_wdl(&board("4k3/8/8/8/8/8/PPPP4/4K3 w - - 0 1"))
            .is_none()
    );
}
