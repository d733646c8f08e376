use super::*;

/// A small labelled set that needs no data files: positions after random moves, labelled by which
/// side has more material (draw when level), so the fit has something real to find.
fn synthetic(n: usize) -> Vec<Sample> {
    let mut rng = SplitMix(7);
    let mut out = Vec::new();
    while out.len() < n {
        let mut pos = Position::startpos();
        for _ in 0..(20 + rng.below(80)) {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play(moves[rng.below(moves.len() as u64) as usize]);
            let counts = crate::material::MaterialCounts::from_board(pos.board());
            let value = |s: crate::material::SideCounts| {
                s.as_array()
                    .iter()
                    .zip([1, 3, 3, 5, 9])
                    .map(|(&n, v)| i32::from(n) * v)
                    .sum::<i32>()
            };
            let diff = value(counts.white) - value(counts.black);
            let result = match diff.signum() {
                1 => 1.0,
                -1 => 0.0,
                _ => 0.5,
            };
            out.push(Sample {
                trace: trace(&pos),
                result,
            });
        }
    }
    out.truncate(n);
    out
}

#[test]
fn results_parse_in_both_notations() {
    assert_eq!(parse_result("8/8 w - - c9 \"1-0\";"), Some(1.0));
    assert_eq!(parse_result("8/8 w - - c9 \"0-1\";"), Some(0.0));
    assert_eq!(parse_result("8/8 w - - c9 \"1/2-1/2\";"), Some(0.5));
    assert_eq!(parse_result("8/8 w - - [0.5]"), Some(0.5));
    // An engine's expected score (scripts/engine_labels.py) is a fraction.
    assert_eq!(parse_result("8/8 w - - [0.4495]"), Some(0.4495));
    assert_eq!(parse_result("8/8 w - - [-0.1]"), None);
    assert_eq!(parse_result("8/8 w - - [7]"), None);
    assert_eq!(parse_result("no result"), None);
    assert!(parse_line("garbage \"1-0\"").is_none());
    assert!(parse_line("4k3/8/8/8/8/8/8/4K3 w - - c9 \"1/2-1/2\";").is_some());
}

#[test]
fn tuning_is_deterministic_and_lowers_the_error() {
    let samples = synthetic(3000);
    let data = Dataset::new(&samples);
    let config = TuneConfig {
        seed: 42,
        epochs: 40,
        validation: 0.2,
        learning_rate: 2.0,
        l2: 1e-9,
        min_support: 10,
        anchor: 0.0,
        prior: 0.0,
        psqt_shape: PsqtShape::Free,
        only: Vec::new(),
        progress: false,
    };
    let a = tune(&data, &config).unwrap();
    let b = tune(&data, &config).unwrap();
    assert_eq!(a.weights, b.weights);
    assert_eq!(a.k.to_bits(), b.k.to_bits());
    assert!(a.train_after < a.train_before, "{a:?}");
    assert_eq!(a.validation_len, 600);
    // A different seed splits differently.
    let c = tune(&data, &TuneConfig { seed: 43, ..config }).unwrap();
    assert_ne!(c.train_before.to_bits(), a.train_before.to_bits());
}

/// Tunes briefly on synthetic data with the given table shape.
fn shaped_tables(psqt_shape: PsqtShape) -> Vec<Score> {
    let data = Dataset::new(&synthetic(2000));
    let config = TuneConfig {
        epochs: 20,
        min_support: 10,
        psqt_shape,
        ..TuneConfig::default()
    };
    let weights = tune(&data, &config).unwrap().weights;
    let moved = (params::PSQT..params::PSQT + 6 * 64).filter(|&i| weights[i] != WEIGHTS[i]);
    assert!(moved.count() > 0, "the tables were not fitted at all");
    weights
}

/// Index of piece `piece`'s square-table entry on `rank`, `file` (0-based).
fn psqt(piece: usize, rank: usize, file: usize) -> usize {
    params::PSQT + 64 * piece + 8 * rank + file
}

#[test]
fn mirrored_tables_are_left_right_symmetric() {
    let w = shaped_tables(PsqtShape::Mirrored);
    for (piece, rank, file) in (0..6).flat_map(|p| (0..64).map(move |s| (p, s / 8, s % 8))) {
        let (a, b) = (psqt(piece, rank, file), psqt(piece, rank, 7 - file));
        assert_eq!(w[a], w[b], "{} and {}", params::name(a), params::name(b));
    }
}

#[test]
fn separable_tables_are_a_rank_value_plus_a_file_value() {
    let w = shaped_tables(PsqtShape::Separable);
    for piece in 0..6 {
        for rank in 0..8 {
            for file in 0..8 {
                let a = psqt(piece, rank, file);
                assert_eq!(w[a], w[psqt(piece, rank, 7 - file)], "{}", params::name(a));
                // Moving along a rank changes the value by the file's part alone, whatever the
                // rank (up to the rounding of the four entries).
                let along = |r: usize| w[psqt(piece, r, file)] - w[psqt(piece, r, 0)];
                let (d, d0) = (along(rank), along(0));
                assert!(
                    (d.mg - d0.mg).abs() <= 2 && (d.eg - d0.eg).abs() <= 2,
                    "{}",
                    params::name(a)
                );
            }
        }
    }
}

/// A short fit of the named blocks alone on synthetic data.
fn fit_only(blocks: &[&str]) -> TuneResult {
    let data = Dataset::new(&synthetic(2000));
    let config = TuneConfig {
        epochs: 20,
        min_support: 10,
        psqt_shape: PsqtShape::Mirrored,
        only: blocks.iter().map(|b| b.to_string()).collect(),
        ..TuneConfig::default()
    };
    tune(&data, &config).unwrap()
}

#[test]
fn fitting_some_blocks_leaves_every_other_weight_as_it_was() {
    let r = fit_only(&["mobility knight", "psqt"]);
    let chosen = |i: usize| {
        (params::MOB_KNIGHT..params::MOB_KNIGHT + 9).contains(&i)
            || (params::PSQT..params::PSQT + 6 * 64).contains(&i)
    };
    let mut moved = 0;
    for (i, (&got, &was)) in r.weights.iter().zip(WEIGHTS.iter()).enumerate() {
        if chosen(i) {
            moved += usize::from(got != was);
        } else {
            assert_eq!(got, was, "{}", params::name(i));
        }
    }
    assert!(moved > 10, "only {moved} chosen weights moved");
    assert!(r.train_after < r.train_before, "{r:?}");
}

#[test]
fn endgame_only_parameters_keep_their_middlegame_weight() {
    let r = fit_only(&["initiative"]);
    let block = params::INITIATIVE..params::INITIATIVE + params::INITIATIVE_LEN;
    let mut moved = 0;
    for i in block {
        assert!(params::endgame_only(i));
        assert_eq!(r.weights[i].mg, WEIGHTS[i].mg, "{}", params::name(i));
        moved += usize::from(r.weights[i].eg != WEIGHTS[i].eg);
    }
    assert!(moved > 0, "no endgame weight of the initiative moved");
}

#[test]
fn without_tables_every_entry_is_zero_and_the_rest_is_still_fitted() {
    let data = Dataset::new(&synthetic(2000));
    let config = TuneConfig {
        epochs: 20,
        min_support: 10,
        psqt_shape: PsqtShape::None,
        ..TuneConfig::default()
    };
    let w = tune(&data, &config).unwrap().weights;
    for (i, &entry) in w.iter().enumerate().skip(params::PSQT).take(6 * 64) {
        assert_eq!(entry, Score::ZERO, "{}", params::name(i));
    }
    assert_ne!(w[params::PIECE_VALUE + 1], WEIGHTS[params::PIECE_VALUE + 1]);
}

#[test]
fn the_gradient_matches_finite_differences() {
    let samples = synthetic(300);
    let data = Dataset::new(&samples);
    let idx: Vec<u32> = (0..data.len() as u32).collect();
    let w = to_floats(&WEIGHTS);
    let k = 1.0;
    let (_, g) = data.gradient(&idx, &w, k);
    for p in [
        params::PIECE_VALUE + 1,
        N_PARAMS + params::PIECE_VALUE + 3,
        params::TEMPO,
    ] {
        let h = 1e-3;
        let mut up = w.clone();
        up[p] += h;
        let mut down = w.clone();
        down[p] -= h;
        let numeric = (data.error(&idx, &up, k) - data.error(&idx, &down, k)) / (2.0 * h);
        assert!(
            (numeric - g[p]).abs() < 1e-6 + 1e-3 * numeric.abs(),
            "{p}: {numeric} vs {}",
            g[p]
        );
    }
}

#[test]
fn generated_source_lists_every_weight() {
    let text = weights_source(&WEIGHTS, "test");
    assert_eq!(text.matches("Score::new(").count(), N_PARAMS);
    assert!(text.contains("// tempo"));
}

#[test]
fn the_shared_data_loads_if_present() {
    let path = Path::new("../shared/data/tuning/labeled_quiet_positions.epd");
    if !path.exists() {
        println!("skipping: {} not found", path.display());
        return;
    }
    let (samples, skipped, usage) = load(path, Some(2000)).unwrap();
    assert_eq!(usage[params::PIECE_VALUE], 0);
    assert!(
        usage[params::PSQT + 64..params::PSQT + 128]
            .iter()
            .sum::<u64>()
            > 1000
    );
    assert_eq!(samples.len() + skipped, 2000);
    assert!(samples.len() > 1900);
}

#[test]
fn normalising_keeps_every_evaluation() {
    let samples = synthetic(500);
    let mut usage = vec![0u64; N_PARAMS];
    let mut rng = SplitMix(3);
    for u in usage.iter_mut() {
        *u = rng.below(50);
    }
    let mut w = WEIGHTS.to_vec();
    normalise(&mut w, &usage);
    assert_ne!(w, WEIGHTS.to_vec());
    for s in &samples {
        assert_eq!(s.trace.evaluate(&w), s.trace.evaluate(&WEIGHTS));
    }
}

#[test]
fn non_finite_or_non_positive_rates_are_refused() {
    let samples = synthetic(100);
    let data = Dataset::new(&samples);
    for (learning_rate, l2, validation) in [
        (f64::NAN, 1e-9, 0.1),
        (f64::INFINITY, 1e-9, 0.1),
        (0.0, 1e-9, 0.1),
        (-1.0, 1e-9, 0.1),
        (1.0, f64::NAN, 0.1),
        (1.0, -1.0, 0.1),
        (1.0, f64::INFINITY, 0.1),
        (1.0, 1e-9, f64::NAN),
    ] {
        let config = TuneConfig {
            epochs: 1,
            learning_rate,
            l2,
            validation,
            ..TuneConfig::default()
        };
        assert!(
            tune(&data, &config).is_err(),
            "lr {learning_rate} l2 {l2} validation {validation}"
        );
    }
}

/// Squared distance of the ten piece values from the anchor's proportions of their best-fitting
/// unit.
fn anchor_distance(weights: &[Score]) -> f64 {
    let pairs: Vec<(f64, f64)> = (0..5)
        .flat_map(|p| {
            let s = weights[params::PIECE_VALUE + p];
            [
                (f64::from(s.mg), ANCHOR_RATIOS[p]),
                (f64::from(s.eg), ANCHOR_RATIOS[p]),
            ]
        })
        .collect();
    let unit = pairs.iter().map(|(v, r)| v * r).sum::<f64>()
        / pairs.iter().map(|(_, r)| r * r).sum::<f64>();
    pairs.iter().map(|(v, r)| (v - r * unit).powi(2)).sum()
}

#[test]
fn the_material_anchor_pulls_piece_values_toward_its_proportions() {
    let data = Dataset::new(&synthetic(2000));
    let config = |anchor| TuneConfig {
        epochs: 60,
        learning_rate: 5.0,
        min_support: 10,
        anchor,
        ..TuneConfig::default()
    };
    let free = tune(&data, &config(0.0)).unwrap();
    let anchored = tune(&data, &config(1e-3)).unwrap();
    let (d_free, d_anchored) = (
        anchor_distance(&free.weights),
        anchor_distance(&anchored.weights),
    );
    assert!(
        d_anchored < 0.5 * d_free,
        "anchored {d_anchored:.0} vs free {d_free:.0}"
    );
    assert!(tune(&data, &config(f64::NAN)).is_err());
}

#[test]
fn the_prior_keeps_the_fit_near_the_starting_weights() {
    let data = Dataset::new(&synthetic(2000));
    let config = |prior| TuneConfig {
        epochs: 60,
        learning_rate: 5.0,
        min_support: 10,
        prior,
        ..TuneConfig::default()
    };
    // Squared distance from the compiled-in weights, over every weight.
    let moved = |weights: &[Score]| -> f64 {
        weights
            .iter()
            .zip(WEIGHTS.iter())
            .map(|(a, b)| {
                let (dm, de) = (f64::from(a.mg - b.mg), f64::from(a.eg - b.eg));
                dm * dm + de * de
            })
            .sum()
    };
    let free = tune(&data, &config(0.0)).unwrap();
    let held = tune(&data, &config(1e-3)).unwrap();
    let (d_free, d_held) = (moved(&free.weights), moved(&held.weights));
    assert!(d_free > 0.0);
    assert!(
        d_held < 0.5 * d_free,
        "held {d_held:.0} vs free {d_free:.0}"
    );
    // Held back, the fit explains the training set less well: the prior constrains, it does
    // not optimise better.
    assert!(
        held.train_after >= free.train_after - 1e-9,
        "{held:?} {free:?}"
    );
    assert!(tune(&data, &config(-1.0)).is_err());
}

#[test]
fn effective_values_are_what_normalise_reports() {
    // Uneven usage and tables far from zero mean, so the shift is large.
    let mut weights = WEIGHTS.to_vec();
    let mut usage = vec![0u64; N_PARAMS];
    let mut rng = SplitMix(3);
    for (i, (w, u)) in weights.iter_mut().zip(&mut usage).enumerate() {
        *u = rng.below(1000);
        if i >= params::PSQT {
            *w += Score::new(rng.below(200) as i32 - 50, rng.below(200) as i32 - 50);
        }
    }
    let floats = to_floats(&weights);
    let before_mg = effective_values(&floats[..N_PARAMS], &usage);
    let before_eg = effective_values(&floats[N_PARAMS..], &usage);
    normalise(&mut weights, &usage);
    for p in 0..5 {
        let after = weights[params::PIECE_VALUE + p];
        // normalise rounds each block's mean to whole centipawns: two blocks, half a cp each.
        assert!(
            (f64::from(after.mg) - before_mg[p].0).abs() <= 1.0,
            "piece {p} mg"
        );
        assert!(
            (f64::from(after.eg) - before_eg[p].0).abs() <= 1.0,
            "piece {p} eg"
        );
    }
}
